#include "benchmlperf.h"

#include <cmath>
#include <limits>
#include <set>

namespace GpuPlan {

void applyDatasetLengths(std::vector<Measurement> &rows, const DatasetLengths &lengths)
{
    for (Measurement &m : rows) {
        const auto it = lengths.find(m.dataset);
        if (!m.dataset.empty() && it != lengths.end())
            m.workload.contextTokens = it->second;
    }
}

DatasetFit fitWithDatasetLengths(std::vector<Measurement> training, const Catalog &catalog, int rounds)
{
    DatasetFit fit;
    std::set<std::string> datasets;
    for (const Measurement &m : training) {
        if (!m.dataset.empty())
            datasets.insert(m.dataset);
    }
    for (const std::string &d : datasets)
        fit.lengths[d] = 512;
    for (int round = 0; round < rounds; ++round) {
        applyDatasetLengths(training, fit.lengths);
        fit.calibration = Calibration::fit(training, catalog);
        for (const std::string &d : datasets) {
            double best = std::numeric_limits<double>::infinity();
            for (std::int64_t length = 32; length <= 2048; length += 16) {
                double sum = 0;
                for (const Measurement &m : training) {
                    if (m.dataset != d)
                        continue;
                    const GpuSku *sku = catalog.findSku(m.skuId);
                    const ModelArch *model = catalog.findModel(m.modelId);
                    Measurement at = m;
                    at.workload.contextTokens = length;
                    const double est = Calibration::estimateFor(
                        at, *sku, *model, fit.calibration.params(*sku, at.workload.engine.engine));
                    const double rel = est > 0 ? std::log(est / m.tokensPerSecond) : 10.0;
                    sum += rel * rel;
                }
                if (sum < best) {
                    best = sum;
                    fit.lengths[d] = length;
                }
            }
        }
    }
    applyDatasetLengths(training, fit.lengths);
    fit.calibration = Calibration::fit(training, catalog);
    return fit;
}

} // namespace GpuPlan
