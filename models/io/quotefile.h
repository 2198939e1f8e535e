#pragma once

#include "core/catalog.h"
#include "core/diagnostic.h"
#include "core/intake/quote.h"
#include "quotes/quotemapping.h"

#include <QString>

#include <optional>
#include <vector>

namespace GpuPlan {

/// A seller's quote file read into quotes, or refused with its reasons (nothing is stored here).
struct QuoteFileRead
{
    std::vector<Quote> quotes; ///< empty when any error was found
    std::vector<Diagnostic> diagnostics;
    QuoteColumnMapping mapping; ///< the one used: the preset given, or the one proposed from the header found
    bool spreadsheet = false;
};

/**
 * Reads @p path, an XLSX workbook (its first sheet; recognised by the zip signature) or CSV text (UTF-8, a byte
 * order mark dropped), with @p mapping, or without one the mapping proposed for the first row that names a SKU
 * and a unit price column. @p defaults' seller, channel, condition, currency and date (when not empty) replace the
 * mapping's. A SKU cell is resolved in @p catalog by id, by an unambiguous part of a name, or as the fleet's SKU
 * matcher reads a device name ("NVIDIA H100 PCIe 80GB").
 */
QuoteFileRead readQuoteFile(const QString &path, const Catalog &catalog,
                            const std::optional<QuoteColumnMapping> &mapping, const QuoteColumnMapping &defaults);

/// Loads a mapping preset file; nullopt with @p error (translated) when it cannot be read or is not one.
std::optional<QuoteColumnMapping> loadQuoteMapping(const QString &path, QString *error);

} // namespace GpuPlan
