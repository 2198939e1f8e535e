#pragma once

#include "provenance.h"

#include <string>
#include <string_view>

namespace GpuPlan {

enum class PriceKind { Msrp, Street, Used, Refurbished, CloudOnDemand, CloudReserved, CloudSpot };
enum class PriceUnit { PerGpu, PerGpuHour };

std::string_view priceKindKey(PriceKind kind); ///< "msrp", "cloud_on_demand", ...
bool priceKindFromKey(std::string_view key, PriceKind &kind);
std::string_view priceUnitKey(PriceUnit unit); ///< "gpu", "gpu_hour"
bool priceUnitFromKey(std::string_view key, PriceUnit &unit);

/// A price older than this many days is flagged stale (the catalog's price table and the report's risks).
inline constexpr int kStalePriceDays = 365;

/// One dated price of a SKU, with where it was seen.
struct PricePoint
{
    std::string id;
    std::string skuId;
    PriceKind kind = PriceKind::Street;
    std::string term; ///< reserved-instance term ("1y", "3y"), else empty
    double amount = 0.0;
    std::string currency = "USD";
    PriceUnit unit = PriceUnit::PerGpu;
    std::string provider;
    std::string date; ///< YYYY-MM-DD
    Provenance provenance;

    bool isCloud() const { return unit == PriceUnit::PerGpuHour; }
    bool operator==(const PricePoint &) const = default;
};

} // namespace GpuPlan
