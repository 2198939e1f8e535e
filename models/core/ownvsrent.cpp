// Month-by-month cash of owning versus renting, for the TCO chart and the NPV comparison.
#include "ownvsrent.h"

#include <algorithm>
#include <cmath>

namespace GpuPlan {

OwnVsRent compareOwnVsRent(const OwnershipInputs &own, const RentalInputs &rent, int gpus, double utilisation)
{
    const double u = std::clamp(utilisation, 0.0, 1.0);
    const double gpuCount = std::max(gpus, 0);
    const int months = static_cast<int>(std::lround(std::max(own.serviceLifeYears, 0.0) * 12.0));
    const double hoursPerMonth = kHoursPerYear / 12.0;

    const OwnershipCost cost = ownershipCost(own);
    const double capexUsd = gpuCount * cost.capexUsd;
    const double ownMonthlyUsd = gpuCount * (annualPowerUsd(own, u) + cost.annualOpexUsd) / 12.0;
    const double residualUsd = gpuCount * own.residualFraction * own.gpuPriceUsd;
    // A reservation is billed for every hour; on-demand and spot only for the hours used.
    const double rentedHours = rent.kind == PriceKind::CloudReserved ? hoursPerMonth : hoursPerMonth * u;
    const double rentMonthlyUsd = gpuCount * rentedHours * rentedUsdPerUsefulGpuHour(rent);

    OwnVsRent r;
    r.cumulativeOwnUsd.reserve(static_cast<std::size_t>(months) + 1);
    r.cumulativeRentUsd.reserve(static_cast<std::size_t>(months) + 1);
    r.cumulativeOwnUsd.push_back(capexUsd);
    r.cumulativeRentUsd.push_back(0.0);
    r.npvOwnUsd = capexUsd;
    r.npvRentUsd = 0.0;
    for (int m = 1; m <= months; ++m) {
        const double discount = std::pow(1.0 + own.discountRate, -m / 12.0);
        const double ownUsd = ownMonthlyUsd - (m == months ? residualUsd : 0.0);
        r.cumulativeOwnUsd.push_back(r.cumulativeOwnUsd.back() + ownUsd);
        r.cumulativeRentUsd.push_back(r.cumulativeRentUsd.back() + rentMonthlyUsd);
        r.npvOwnUsd += ownUsd * discount;
        r.npvRentUsd += rentMonthlyUsd * discount;
    }
    for (int m = 0; m <= months; ++m) {
        const auto i = static_cast<std::size_t>(m);
        if (r.cumulativeOwnUsd[i] <= r.cumulativeRentUsd[i]) {
            r.breakEvenMonth = m;
            break;
        }
    }
    return r;
}

} // namespace GpuPlan
