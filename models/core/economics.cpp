// Owned and rented cost per GPU-hour, the break-even utilisation and the per-token figures of merit.
#include "economics.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace GpuPlan {

namespace {
constexpr double kInfinity = std::numeric_limits<double>::infinity();

double clampUtilisation(double u) { return std::clamp(u, 0.0, 1.0); }

bool isPayPerUse(PriceKind kind) { return kind == PriceKind::CloudOnDemand || kind == PriceKind::CloudSpot; }

/// A cost per calendar hour that grows linearly with utilisation: fixed + perBusyHour * u.
struct HourlyCost
{
    double fixed = 0.0;
    double perBusyHour = 0.0;
};

HourlyCost ownedHourly(const OwnershipInputs &in)
{
    const OwnershipCost c = ownershipCost(in);
    const double idlePower = annualPowerUsd(in, 0.0);
    return {(c.annualCapexUsd + c.annualOpexUsd + idlePower) / kHoursPerYear,
            (c.annualPowerUsd - idlePower) / kHoursPerYear};
}

HourlyCost rentedHourly(const RentalInputs &in)
{
    const double rate = rentedUsdPerUsefulGpuHour(in);
    if (in.kind == PriceKind::CloudReserved)
        return {rate, 0.0};
    return {0.0, rate};
}
} // namespace

double capitalRecoveryFactor(double rate, double years)
{
    if (!(years > 0.0))
        return kInfinity;
    if (rate == 0.0)
        return 1.0 / years;
    // expm1/log1p keep (1+r)^n - 1 accurate for the small rates a user may type (0.001).
    const double growthMinusOne = std::expm1(years * std::log1p(rate));
    return rate * (growthMinusOne + 1.0) / growthMinusOne;
}

double presentValueOfMonthly(double monthlyUsd, double annualRate, double years)
{
    const int months = int(std::lround(12.0 * years));
    double pv = 0;
    for (int m = 1; m <= months; ++m)
        pv += monthlyUsd / std::pow(1.0 + annualRate, m / 12.0);
    return pv;
}

OwnershipCost ownershipCost(const OwnershipInputs &in)
{
    OwnershipCost c;
    c.capexUsd = in.gpuPriceUsd * (1.0 + in.serverUpliftFraction);
    const double residualUsd = in.residualFraction * in.gpuPriceUsd;
    const double residualPresentUsd = residualUsd / std::pow(1.0 + in.discountRate, in.serviceLifeYears);
    c.annualCapexUsd = (c.capexUsd - residualPresentUsd) * capitalRecoveryFactor(in.discountRate, in.serviceLifeYears);
    c.annualPowerUsd = annualPowerUsd(in, 1.0);
    c.annualOpexUsd = in.opexFractionPerYear * c.capexUsd;
    c.usdPerGpuHour = (c.annualCapexUsd + c.annualPowerUsd + c.annualOpexUsd) / kHoursPerYear;
    return c;
}

double annualPowerUsd(const OwnershipInputs &in, double utilisation)
{
    const double u = clampUtilisation(utilisation);
    const double gpuWatts = in.gpuPowerWatts * (u * in.loadFactor + (1.0 - u) * in.gpuIdlePowerFraction);
    const double facilityWatts = (gpuWatts + in.hostPowerWattsPerGpu) * in.pue;
    return facilityWatts * kHoursPerYear / 1000.0 * in.electricityUsdPerKwh;
}

double ownedUsdPerUsefulGpuHour(const OwnershipInputs &in, double utilisation)
{
    const double u = clampUtilisation(utilisation);
    if (u <= 0.0)
        return kInfinity;
    const OwnershipCost c = ownershipCost(in);
    const double annualUsd = c.annualCapexUsd + c.annualOpexUsd + annualPowerUsd(in, u);
    return annualUsd / kHoursPerYear / u;
}

double rentedUsdPerUsefulGpuHour(const RentalInputs &in)
{
    switch (in.kind) {
    case PriceKind::CloudOnDemand:
    case PriceKind::CloudReserved:
        return in.usdPerGpuHour;
    case PriceKind::CloudSpot:
        return in.usdPerGpuHour * (1.0 + in.spotInterruptionOverhead);
    case PriceKind::Msrp:
    case PriceKind::Street:
    case PriceKind::Used:
    case PriceKind::Refurbished:
        break;
    }
    // A purchase price is not a rate: NaN shows the mistake instead of a plausible wrong cost.
    return std::numeric_limits<double>::quiet_NaN();
}

double rentedUsdPerUsefulGpuHour(const RentalInputs &in, double utilisation)
{
    const double rate = rentedUsdPerUsefulGpuHour(in);
    if (isPayPerUse(in.kind) || std::isnan(rate))
        return rate;
    const double u = clampUtilisation(utilisation);
    return u > 0.0 ? rate / u : kInfinity;
}

std::optional<double> breakEvenUtilisation(const OwnershipInputs &own, const RentalInputs &rent)
{
    // Per calendar hour both sides are linear in u, so their difference g(u) = g0 + (g1 - g0) u is too;
    // owning wins where g(u) <= 0. Comparing per calendar hour instead of per useful hour (dividing
    // both by u) avoids the 1/u pole at u = 0 and gives the same answer for u > 0.
    const HourlyCost o = ownedHourly(own);
    const HourlyCost r = rentedHourly(rent);
    const double g0 = o.fixed - r.fixed;
    const double g1 = g0 + o.perBusyHour - r.perBusyHour;
    if (!(g1 <= 0.0)) // also NaN: a rate that is no rate
        return std::nullopt;
    if (g0 <= 0.0)
        return 0.0;
    return std::clamp(g0 / (g0 - g1), 0.0, 1.0);
}

double usdPerMillionTokens(double usdPerGpuHour, int gpus, double tokensPerSecond)
{
    if (!(tokensPerSecond > 0.0))
        return kInfinity;
    return 1e6 * usdPerGpuHour * gpus / (tokensPerSecond * 3600.0);
}

double tokensPerSecondPerUsdPerHour(double tokensPerSecond, double usdPerHour)
{
    if (!(tokensPerSecond > 0.0))
        return 0.0;
    return usdPerHour > 0.0 ? tokensPerSecond / usdPerHour : kInfinity;
}

double tokensPerSecondPerWatt(double tokensPerSecond, double watts)
{
    if (!(tokensPerSecond > 0.0))
        return 0.0;
    return watts > 0.0 ? tokensPerSecond / watts : kInfinity;
}

double joulesPerToken(double watts, double tokensPerSecond)
{
    if (!(tokensPerSecond > 0.0))
        return kInfinity;
    return watts / tokensPerSecond;
}

} // namespace GpuPlan
