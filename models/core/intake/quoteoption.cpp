#include "quoteoption.h"

namespace GpuPlan {

std::optional<ScenarioOption> quoteOption(const Quote &quote, std::string *why)
{
    if (quote.currency != "USD") {
        if (why)
            *why = "the quote is in " + quote.currency + " and decisions are in USD";
        return std::nullopt;
    }
    ScenarioOption o;
    o.id = "quote-" + std::to_string(quote.id);
    o.sku = quote.skuId;
    if (quote.channel == SellerChannel::Cloud)
        o.mode = PurchaseMode::CloudOnDemand;
    else
        o.mode = quote.condition == CardCondition::Used     ? PurchaseMode::Used
            : quote.condition == CardCondition::Refurbished ? PurchaseMode::Refurbished
                                                            : PurchaseMode::New;
    o.label = quote.seller + " " + quote.skuId + " (" + std::string(cardConditionKey(quote.condition)) + ", quote "
        + std::to_string(quote.id) + ")";
    o.priceUsd = quote.unitPrice;
    o.priceNote = "quote " + std::to_string(quote.id) + " from " + quote.seller + " ("
        + std::string(sellerChannelKey(quote.channel)) + ")" + (quote.date.empty() ? "" : ", " + quote.date)
        + (quote.validUntil.empty() ? "" : ", valid until " + quote.validUntil);
    o.maxGpus = quote.quantity;
    if (quote.leadTimeDays)
        o.lockIn.leadTimeWeeks = *quote.leadTimeDays / 7.0;
    return o;
}

} // namespace GpuPlan
