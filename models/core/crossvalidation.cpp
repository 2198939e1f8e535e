#include "crossvalidation.h"

#include "datasetlengths.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace GpuPlan {

std::vector<HeldOutEstimate> crossValidate(const std::vector<Measurement> &rows, const Catalog &catalog,
                                           const std::function<std::string(const GpuSku &)> &foldOf)
{
    std::map<std::string, std::vector<const Measurement *>> folds;
    for (const Measurement &m : rows) {
        if (const GpuSku *sku = catalog.findSku(m.skuId); sku && catalog.findModel(m.modelId))
            folds[foldOf(*sku)].push_back(&m);
    }
    std::vector<HeldOutEstimate> out;
    for (const auto &[fold, heldRows] : folds) {
        std::vector<Measurement> training;
        for (const Measurement &m : rows) {
            const GpuSku *sku = catalog.findSku(m.skuId);
            if (sku && foldOf(*sku) != fold)
                training.push_back(m);
        }
        const DatasetFit fit = fitWithDatasetLengths(training, catalog);
        for (const Measurement *held : heldRows) {
            Measurement m = *held;
            if (!m.dataset.empty()) {
                const auto it = fit.lengths.find(m.dataset);
                if (it == fit.lengths.end())
                    continue; // no training row of this data set: its prompt length is unknown
                m.workload.contextTokens = it->second;
            }
            const GpuSku &sku = *catalog.findSku(m.skuId);
            const CalibrationEntry entry = fit.calibration.entry(sku, m.workload.engine.engine, m.workload.weights);
            HeldOutEstimate e;
            e.row = held;
            e.fold = fold;
            e.estimate = Calibration::estimateFor(m, sku, *catalog.findModel(m.modelId), entry.params);
            e.relativeError = std::abs(e.estimate - m.tokensPerSecond) / m.tokensPerSecond;
            e.extrapolated = entry.extrapolated;
            out.push_back(e);
        }
    }
    return out;
}

std::vector<HeldOutEstimate> leaveOneGpuOut(const std::vector<Measurement> &rows, const Catalog &catalog)
{
    return crossValidate(rows, catalog, [](const GpuSku &s) { return s.id; });
}

std::vector<HeldOutEstimate> leaveOneFamilyOut(const std::vector<Measurement> &rows, const Catalog &catalog)
{
    return crossValidate(rows, catalog, [](const GpuSku &s) { return s.family; });
}

double medianOf(std::vector<double> v)
{
    if (v.empty())
        return NAN;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

} // namespace GpuPlan
