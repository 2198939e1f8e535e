#include "quote.h"

#include "core/enumtable.h"

#include <array>
#include <charconv>
#include <chrono>
#include <utility>

namespace GpuPlan {

namespace {

constexpr std::array<std::pair<SellerChannel, std::string_view>, 5> kChannels{{
    {SellerChannel::Distributor, "distributor"},
    {SellerChannel::Integrator, "integrator"},
    {SellerChannel::Refurbisher, "refurbisher"},
    {SellerChannel::Marketplace, "marketplace"},
    {SellerChannel::Cloud, "cloud"},
}};
constexpr std::array<std::pair<CardCondition, std::string_view>, 3> kConditions{{
    {CardCondition::New, "new"},
    {CardCondition::Refurbished, "refurbished"},
    {CardCondition::Used, "used"},
}};

// Days since 1970-01-01 of a YYYY-MM-DD date; nullopt when it is not one.
std::optional<int> quoteDayNumber(std::string_view iso)
{
    if (iso.size() != 10 || iso[4] != '-' || iso[7] != '-')
        return std::nullopt;
    int y = 0, m = 0, d = 0;
    const auto number = [](std::string_view text, int &out) {
        const auto r = std::from_chars(text.data(), text.data() + text.size(), out);
        return r.ec == std::errc() && r.ptr == text.data() + text.size();
    };
    if (!number(iso.substr(0, 4), y) || !number(iso.substr(5, 2), m) || !number(iso.substr(8, 2), d))
        return std::nullopt;
    const std::chrono::year_month_day date{std::chrono::year{y}, std::chrono::month{static_cast<unsigned>(m)},
                                           std::chrono::day{static_cast<unsigned>(d)}};
    if (!date.ok())
        return std::nullopt;
    return static_cast<int>(std::chrono::sys_days{date}.time_since_epoch().count());
}

} // namespace

std::string_view sellerChannelKey(SellerChannel channel) { return EnumTable::keyOf(kChannels, channel); }
std::optional<SellerChannel> sellerChannelFromKey(std::string_view key) { return EnumTable::valueOf(kChannels, key); }
std::string_view cardConditionKey(CardCondition condition) { return EnumTable::keyOf(kConditions, condition); }
std::optional<CardCondition> cardConditionFromKey(std::string_view key) { return EnumTable::valueOf(kConditions, key); }

bool isIsoDate(std::string_view text) { return quoteDayNumber(text).has_value(); }

bool isStaleQuote(const Quote &quote, std::string_view today)
{
    const auto now = quoteDayNumber(today);
    if (!now)
        return false;
    if (const auto until = quoteDayNumber(quote.validUntil))
        return *now > *until;
    const auto made = quoteDayNumber(quote.date);
    return made && *now - *made > kStalePriceDays;
}

PricePoint quotePricePoint(const Quote &quote)
{
    PricePoint p;
    p.id = "quote-" + std::to_string(quote.id);
    p.skuId = quote.skuId;
    if (quote.channel == SellerChannel::Cloud) {
        p.kind = PriceKind::CloudOnDemand;
        p.unit = PriceUnit::PerGpuHour;
    } else {
        p.kind = quote.condition == CardCondition::Used     ? PriceKind::Used
            : quote.condition == CardCondition::Refurbished ? PriceKind::Refurbished
                                                            : PriceKind::Street;
        p.unit = PriceUnit::PerGpu;
    }
    p.amount = quote.unitPrice;
    p.currency = quote.currency;
    p.provider = quote.seller;
    p.date = quote.date;
    std::string note = std::string(sellerChannelKey(quote.channel)) + ", "
        + std::string(cardConditionKey(quote.condition)) + ", " + std::to_string(quote.quantity) + " cards";
    if (!quote.validUntil.empty())
        note += ", valid until " + quote.validUntil;
    p.provenance = Provenance{ProvenanceKind::Quote,
                              quote.sourceFile.empty() ? quote.seller
                                                       : quote.sourceFile + ":" + std::to_string(quote.sourceLine),
                              quote.date, note};
    return p;
}

} // namespace GpuPlan
