#include "datasetlengths.h"

#include "csvtable.h"

#include <cmath>
#include <limits>
#include <set>

namespace GpuPlan {

DatasetLengths loadDatasetLengthsCsv(std::string_view text, const std::string &file,
                                     std::vector<Diagnostic> &diagnostics)
{
    DatasetLengths lengths;
    const CsvTable t = parseCsv(text, diagnostics);
    const int cDataset = t.column("dataset");
    const int cTokens = t.column("mean_prompt_tokens");
    for (std::size_t r = 0; r < t.rows.size(); ++r) {
        std::int64_t tokens = 0;
        if (t.cell(r, cDataset).empty() || !csvNumber(t.cell(r, cTokens), tokens) || tokens < 1) {
            diagnostics.push_back(
                Diagnostic{"calibration.bad_row", Severity::Error, t.lines[r], 0, file, {t.cell(r, cTokens)}});
            continue;
        }
        lengths[t.cell(r, cDataset)] = tokens;
    }
    return lengths;
}

void applyDatasetLengths(std::vector<Measurement> &rows, const DatasetLengths &lengths)
{
    for (Measurement &m : rows) {
        const auto it = lengths.find(m.dataset);
        if (!m.dataset.empty() && it != lengths.end())
            m.workload.contextTokens = it->second;
    }
}

DatasetFit fitWithDatasetLengths(std::vector<Measurement> training, const Catalog &catalog, int rounds,
                                 const ParamPins &pins)
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
        fit.calibration = Calibration::fit(training, catalog, {}, pins);
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
                        at, *sku, *model, fit.calibration.params(*sku, at.workload.engine.engine, at.workload.weights));
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
    fit.calibration = Calibration::fit(training, catalog, {}, pins);
    return fit;
}

} // namespace GpuPlan
