#include "estimator.h"

#include <algorithm>

namespace GpuPlan {

namespace {

// Prices convert to dollars only when they are in dollars; the catalog's are.
std::optional<PricePoint> lowestPrice(const Catalog &catalog, const std::string &skuId, PriceUnit unit,
                                      std::optional<PriceKind> kind)
{
    std::optional<PricePoint> best;
    for (const PricePoint *p : catalog.pricesOf(skuId)) {
        if (p->unit != unit || p->currency != "USD" || (kind && p->kind != *kind))
            continue;
        if (!best || p->amount < best->amount)
            best = *p;
    }
    return best;
}

} // namespace

Estimator::Estimator(const Catalog &catalog, Calibration calibration)
    : m_catalog(catalog)
    , m_calibration(std::move(calibration))
{
}

Estimate Estimator::estimate(const GpuSku &sku, const ModelArch &model, const Workload &workload,
                             const CostAssumptions &costs) const
{
    Estimate e;
    e.skuId = sku.id;
    e.modelId = model.id;
    e.workload = workload;
    e.fit = fitVram(sku, model, workload);
    const CalibrationEntry calibration = m_calibration.entry(sku, workload.engine.engine, workload.weights);
    e.params = calibration.params;
    e.extrapolated = calibration.extrapolated;
    e.calibrationGroup = calibration.group;
    e.uncertainty = calibration.uncertainty(e.fit.batch > 1 ? MeasurementKind::Throughput : MeasurementKind::Decode);
    e.purchasePrice = lowestPrice(m_catalog, sku.id, PriceUnit::PerGpu, std::nullopt);
    e.rentalPrice = lowestPrice(m_catalog, sku.id, PriceUnit::PerGpuHour, costs.rentalKind);
    if (!e.fit.fits)
        return e;
    const std::int64_t batch = std::min(e.fit.batch, Calibration::MaxServingBatch);
    e.performance = estimateThroughput(sku, model, workload, batch, e.params);
    const double tokensPerSecond = e.performance->throughputTokensPerSecond;
    const int gpus = std::max(1, workload.gpus);
    if (sku.tdpWatts && tokensPerSecond > 0) {
        const double watts = *sku.tdpWatts * gpus;
        e.tokensPerSecondPerWatt = tokensPerSecondPerWatt(tokensPerSecond, watts);
        e.joulesPerToken = joulesPerToken(watts, tokensPerSecond);
    }
    if (e.purchasePrice) {
        OwnershipInputs own = costs.ownership;
        own.gpuPriceUsd = e.purchasePrice->amount;
        own.gpuPowerWatts = sku.tdpWatts.value_or(0);
        e.ownUsdPerGpuHour = ownedUsdPerUsefulGpuHour(own, costs.utilisation);
        e.ownUsdPerMillionTokens = usdPerMillionTokens(*e.ownUsdPerGpuHour, gpus, tokensPerSecond);
    }
    if (e.rentalPrice) {
        RentalInputs rent;
        rent.usdPerGpuHour = e.rentalPrice->amount;
        rent.kind = e.rentalPrice->kind;
        rent.spotInterruptionOverhead = costs.spotInterruptionOverhead;
        e.rentUsdPerGpuHour = rentedUsdPerUsefulGpuHour(rent, costs.utilisation);
        e.rentUsdPerMillionTokens = usdPerMillionTokens(*e.rentUsdPerGpuHour, gpus, tokensPerSecond);
    }
    return e;
}

std::vector<Estimate> Estimator::sweep(const ModelArch &model, const Workload &workload,
                                       const CostAssumptions &costs) const
{
    std::vector<Estimate> out;
    out.reserve(m_catalog.skus.size());
    for (const GpuSku &sku : m_catalog.skus)
        out.push_back(estimate(sku, model, workload, costs));
    return out;
}

} // namespace GpuPlan
