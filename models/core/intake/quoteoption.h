#pragma once

#include "core/decision/scenario.h"
#include "core/intake/quote.h"

#include <optional>
#include <string>

namespace GpuPlan {

/**
 * A Decision option from a seller's quote, in one action: id "quote-ID", labelled with the seller, the SKU, the
 * condition and the quote; mode new, used or refurbished by condition (cloud on demand for the cloud channel); the
 * quote's unit price as the option's explicit price, noted with the quote, seller, date and validity; the quote's
 * quantity as the most GPUs that can be had (a larger fleet fails the budget gate); its lead time (days / 7) as the
 * option's lead time in the supply risk. Decisions are in US dollars: a quote in another currency gives nullopt and
 * @p why says so (convert it first).
 */
std::optional<ScenarioOption> quoteOption(const Quote &quote, std::string *why = nullptr);

} // namespace GpuPlan
