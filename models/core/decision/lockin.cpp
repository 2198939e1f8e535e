#include "lockin.h"

#include <algorithm>
#include <cmath>

namespace GpuPlan {

namespace {
double unit(double x) { return std::clamp(x, 0.0, 1.0); }
} // namespace

std::string_view lockInFactorKey(LockInFactor factor)
{
    switch (factor) {
    case LockInFactor::CudaOnlyShare:
        return "cuda_only_share";
    case LockInFactor::FrameworkSupport:
        return "framework_support";
    case LockInFactor::KernelCoverage:
        return "kernel_coverage";
    case LockInFactor::SupportWindow:
        return "support_window";
    case LockInFactor::SupplyConcentration:
        return "supply_concentration";
    case LockInFactor::SecondSources:
        return "second_sources";
    case LockInFactor::LeadTime:
        return "lead_time";
    case LockInFactor::SupplyQuality:
        return "supply_quality";
    }
    return {};
}

std::array<LockInFactorInput, LockInFactorCount> defaultLockInFactors()
{
    std::array<LockInFactorInput, LockInFactorCount> factors{};
    factors[std::size_t(LockInFactor::SupplyQuality)].applicable = false;
    return factors;
}

std::string_view lockInBandKey(LockInBand band)
{
    switch (band) {
    case LockInBand::Low:
        return "low";
    case LockInBand::Medium:
        return "medium";
    case LockInBand::High:
        return "high";
    }
    return {};
}

double lockInFactorRisk(LockInFactor factor, double value, const LockInInputs &context)
{
    switch (factor) {
    case LockInFactor::CudaOnlyShare:
    case LockInFactor::SupplyConcentration:
    case LockInFactor::SupplyQuality:
        return unit(value);
    case LockInFactor::FrameworkSupport:
    case LockInFactor::KernelCoverage:
        return 1.0 - unit(value);
    case LockInFactor::SupportWindow:
        if (!(context.plannedLifeYears > 0))
            return 0.0;
        return unit((context.plannedLifeYears - value) / context.plannedLifeYears);
    case LockInFactor::SecondSources:
        return 1.0 / (1.0 + std::max(0.0, std::floor(value)));
    case LockInFactor::LeadTime:
        if (!(context.leadTimeReferenceWeeks > 0))
            return value > 0 ? 1.0 : 0.0;
        return unit(value / context.leadTimeReferenceWeeks);
    }
    return 0.0;
}

double herfindahl(const std::vector<double> &spend)
{
    double total = 0;
    for (double s : spend)
        total += std::max(0.0, s);
    if (!(total > 0))
        return 0.0;
    double h = 0;
    for (double s : spend)
        h += std::pow(std::max(0.0, s) / total, 2);
    return h;
}

LockInScore lockInScore(const LockInInputs &in, const std::optional<ExitCostInputs> &exit)
{
    LockInScore s;
    double weightSum = 0;
    for (int i = 0; i < LockInFactorCount; ++i) {
        const LockInFactorInput &f = in.factors[std::size_t(i)];
        if (f.applicable)
            weightSum += std::max(0.0, f.weight);
    }
    for (int i = 0; i < LockInFactorCount; ++i) {
        const auto factor = LockInFactor(i);
        const LockInFactorInput &f = in.factors[std::size_t(i)];
        LockInFactorResult &r = s.factors[std::size_t(i)];
        r.factor = factor;
        r.applicable = f.applicable;
        r.value = f.value;
        r.risk = lockInFactorRisk(factor, f.value, in);
        if (f.applicable && weightSum > 0) {
            r.normalisedWeight = std::max(0.0, f.weight) / weightSum;
            r.points = 100.0 * r.normalisedWeight * r.risk;
            s.score += r.points;
        }
    }
    s.valid = weightSum > 0;
    s.band = s.score < in.lowBelow ? LockInBand::Low : s.score < in.highFrom ? LockInBand::Medium : LockInBand::High;
    if (exit) {
        const double share
            = in[LockInFactor::CudaOnlyShare].applicable ? unit(in[LockInFactor::CudaOnlyShare].value) : 0.0;
        s.exitCostUsd
            = unit(exit->probability) * (share * exit->fullPortCostUsd + exit->requalificationUsd + exit->otherUsd);
    }
    return s;
}

} // namespace GpuPlan
