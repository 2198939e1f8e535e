#pragma once

#include "calibration.h"
#include "catalog.h"
#include "economics.h"
#include "throughput.h"
#include "vramfit.h"

#include <optional>
#include <string>
#include <vector>

namespace GpuPlan {

/// The money side of an estimate: what owning and renting assume.
struct CostAssumptions
{
    OwnershipInputs ownership;                       ///< gpuPriceUsd and gpuPowerWatts are set per SKU
    double utilisation = 0.7;                        ///< fraction of hours the replica does useful work
    PriceKind rentalKind = PriceKind::CloudOnDemand; ///< which cloud price to compare with
    double spotInterruptionOverhead = RentalInputs{}.spotInterruptionOverhead;
};

/// Everything GpuPlan says about one model on one SKU for one workload.
struct Estimate
{
    std::string skuId;
    std::string modelId;
    Workload workload;
    VramFit fit;
    /// At fit.batch when the workload fits (capped at Calibration::MaxServingBatch), else empty.
    std::optional<ThroughputEstimate> performance;
    PerfParams params;
    /// Relative, from the calibration's residuals: those of single-stream decode rows at batch 1,
    /// of serving rows at larger batches.
    double uncertainty = 0;
    /// The SKU's family was never measured in this setting: the parameters come from a wider group
    /// (calibrationGroup) and the uncertainty is widened accordingly.
    bool extrapolated = false;
    std::string calibrationGroup;
    std::optional<PricePoint> purchasePrice; ///< the lowest per-GPU price in the catalog
    std::optional<PricePoint> rentalPrice;   ///< the lowest per-GPU-hour price of the chosen kind
    std::optional<double> ownUsdPerGpuHour;  ///< per useful GPU-hour at the utilisation
    std::optional<double> rentUsdPerGpuHour; ///< per useful GPU-hour
    std::optional<double> ownUsdPerMillionTokens;
    std::optional<double> rentUsdPerMillionTokens;
    std::optional<double> tokensPerSecondPerWatt; ///< output tokens/s over the replica's board power
    std::optional<double> joulesPerToken;
};

/// Estimates with one calibration over a catalog.
class Estimator
{
public:
    Estimator(const Catalog &catalog, Calibration calibration);

    Estimate estimate(const GpuSku &sku, const ModelArch &model, const Workload &workload,
                      const CostAssumptions &costs = {}) const;
    /// The same workload on every SKU of the catalog, in catalog order.
    std::vector<Estimate> sweep(const ModelArch &model, const Workload &workload,
                                const CostAssumptions &costs = {}) const;

    const Calibration &calibration() const { return m_calibration; }

private:
    const Catalog &m_catalog;
    Calibration m_calibration;
};

} // namespace GpuPlan
