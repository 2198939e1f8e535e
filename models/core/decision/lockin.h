#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace GpuPlan {

/// The eight factors of the lock-in score, in display order.
enum class LockInFactor {
    CudaOnlyShare,       ///< share of the user's code paths that run only on CUDA
    FrameworkSupport,    ///< how well the user's frameworks support the option's vendor
    KernelCoverage,      ///< quantisation formats and attention kernels available on the alternatives
    SupportWindow,       ///< driver and OS support window vs the planned life
    SupplyConcentration, ///< HHI of the planned spend across vendors
    SecondSources,       ///< qualified second-source options that pass the hard requirements
    LeadTime,            ///< delivery lead time of the option
    SupplyQuality,       ///< what the option's seller channel has shown at intake and in service
};
inline constexpr int LockInFactorCount = 8;

std::string_view lockInFactorKey(LockInFactor factor); ///< "cuda_only_share", ...

/**
 * One factor's input. `value` is in the factor's own unit (see lockInFactorRisk); a factor that does
 * not apply (a CPU-only stack has no CUDA share) is left out and the others' weights are renormalised.
 */
struct LockInFactorInput
{
    bool applicable = true;
    double value = 0.0;
    double weight = 1.0; ///< relative importance, >= 0
};

/// Every factor applicable with weight 1, except SupplyQuality: it applies only to an option with a channel record.
std::array<LockInFactorInput, LockInFactorCount> defaultLockInFactors();

struct LockInInputs
{
    std::array<LockInFactorInput, LockInFactorCount> factors = defaultLockInFactors();
    double plannedLifeYears = 5.0;        ///< for SupportWindow
    double leadTimeReferenceWeeks = 52.0; ///< a lead time this long or longer is full risk
    double lowBelow = 100.0 / 3.0;        ///< band cut points, see LockInBand
    double highFrom = 200.0 / 3.0;

    LockInFactorInput &operator[](LockInFactor f) { return factors[std::size_t(f)]; }
    const LockInFactorInput &operator[](LockInFactor f) const { return factors[std::size_t(f)]; }
};

/**
 * Low below lowBelow, High from highFrom, Medium between. The defaults cut the scale in equal thirds:
 * no published calibration of lock-in scores exists, so the cut points are editable assumptions.
 */
enum class LockInBand { Low, Medium, High };
std::string_view lockInBandKey(LockInBand band); ///< "low", "medium", "high"

/**
 * A factor's risk in [0, 1] from its value (clamped to the unit's range):
 * - CudaOnlyShare: the share s in [0, 1]; risk s.
 * - FrameworkSupport: support level f in [0, 1] (1 = upstream, first-class); risk 1 − f.
 * - KernelCoverage: coverage k in [0, 1] of the needed kernels on the alternative vendors; risk 1 − k.
 * - SupportWindow: vendor support years W vs planned life L; risk max(0, L − W) / L, the fraction of the
 *   life without driver/OS support.
 * - SupplyConcentration: HHI in [0, 1] (Σ shares², see herfindahl()); risk HHI (1 = one vendor).
 * - SecondSources: count n >= 0; risk 1 / (1 + n) (none: 1, one: 0.5, two: 0.33).
 * - LeadTime: weeks T; risk min(1, T / reference weeks).
 * - SupplyQuality: the chance p in [0, 1] that a card from the option's source does not give a first year of
 *   clean service (supplyQualityRisk() in channelrecord.h); risk p.
 */
double lockInFactorRisk(LockInFactor factor, double value, const LockInInputs &context);

/// Herfindahl-Hirschman index Σ s_i² of the shares of @p spend (any non-negative amounts); 0 if empty.
double herfindahl(const std::vector<double> &spend);

/**
 * Exit cost: what leaving the vendor would cost, optionally weighted by its probability, added to the
 * TCO: probability × (CUDA-only share × full port cost + requalification + other).
 */
struct ExitCostInputs
{
    double fullPortCostUsd = 0.0;    ///< porting all of the code base to another vendor
    double requalificationUsd = 0.0; ///< validating models, kernels and accuracy on the new hardware
    double otherUsd = 0.0;           ///< contract penalties, retraining, write-downs
    double probability = 1.0;        ///< chance of an exit over the planned life
};

struct LockInFactorResult
{
    LockInFactor factor = LockInFactor::CudaOnlyShare;
    bool applicable = true;
    double value = 0.0;            ///< the input
    double risk = 0.0;             ///< [0, 1]
    double normalisedWeight = 0.0; ///< w / Σ w over the applicable factors; 0 when not applicable
    double points = 0.0;           ///< 100 × normalised weight × risk: the bars of the radar add up
};

struct LockInScore
{
    bool valid = false; ///< false when no applicable factor has a positive weight
    std::array<LockInFactorResult, LockInFactorCount> factors{};
    double score = 0.0; ///< 100 × Σ w_i r_i / Σ w_i over the applicable factors
    LockInBand band = LockInBand::Low;
    std::optional<double> exitCostUsd;
};

LockInScore lockInScore(const LockInInputs &inputs, const std::optional<ExitCostInputs> &exit = std::nullopt);

} // namespace GpuPlan
