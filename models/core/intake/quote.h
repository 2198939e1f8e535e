#pragma once

#include "core/pricepoint.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace GpuPlan {

/// Where a seller sits in the market (the second field guide: quarantine by batch and seller channel).
enum class SellerChannel { Distributor, Integrator, Refurbisher, Marketplace, Cloud };
/// The state a quoted card is sold in.
enum class CardCondition { New, Refurbished, Used };

std::string_view sellerChannelKey(SellerChannel channel); ///< "distributor", "integrator", ...
std::optional<SellerChannel> sellerChannelFromKey(std::string_view key);
std::string_view cardConditionKey(CardCondition condition); ///< "new", "refurbished", "used"
std::optional<CardCondition> cardConditionFromKey(std::string_view key);

/// A seller's offer for a number of cards of one SKU.
struct Quote
{
    std::int64_t id = 0; ///< the workspace's id (0 before it is stored)
    std::string seller;
    SellerChannel channel = SellerChannel::Distributor;
    std::string skuId;
    CardCondition condition = CardCondition::New;
    double unitPrice = 0; ///< in `currency`, per card (per GPU-hour for the cloud channel)
    std::string currency = "USD";
    int quantity = 1;
    std::optional<int> leadTimeDays;
    std::optional<int> warrantyMonths;
    /// Whether the seller's returns cover intermittent faults (a channel that refuses them is a risk).
    std::optional<bool> returnsIntermittent;
    std::string date;       ///< YYYY-MM-DD, when the quote was made
    std::string validUntil; ///< YYYY-MM-DD, empty when not stated
    std::string note;
    std::string sourceFile; ///< the imported file's name, and its line (or sheet row)
    int sourceLine = 0;
    int version = 1;

    bool operator==(const Quote &) const = default;
};

/// Whether @p text is a valid YYYY-MM-DD date.
bool isIsoDate(std::string_view text);

/// Whether @p quote is past its validity on @p today (YYYY-MM-DD), or, when it states none, older than
/// kStalePriceDays like any price.
bool isStaleQuote(const Quote &quote, std::string_view today);

/// The quote as a price point of its SKU: kind Used/Refurbished/Street by condition (cloud: on demand, per
/// GPU-hour), provider the seller, provenance "quote" with the seller, channel and date.
PricePoint quotePricePoint(const Quote &quote);

} // namespace GpuPlan
