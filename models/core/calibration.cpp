#include "calibration.h"

#include "vramfit.h"

#include <Eigen/Dense>

#include <algorithm>
#include <iterator>
#include <cmath>

namespace GpuPlan {

namespace {

constexpr int kAnyClass = -1;
constexpr int kAnyEngine = -1;

struct Row
{
    const Measurement *m;
    const GpuSku *sku;
    const ModelArch *model;
    std::int64_t batch;
};

double relativeRms(const std::vector<Row> &rows, const PerfParams &p)
{
    if (rows.empty())
        return 0;
    double sum = 0;
    for (const Row &r : rows) {
        const double est = Calibration::estimateFor(*r.m, *r.sku, *r.model, p);
        const double rel = (est - r.m->tokensPerSecond) / r.m->tokensPerSecond;
        sum += rel * rel;
    }
    return std::sqrt(sum / double(rows.size()));
}

// Single-stream rows are linear in the unknowns once written as step times:
//   decode  1/tps   = (bytes / bandwidth) * a + comm + o     a = 1 / bandwidth efficiency
//   prefill N/tps   = (flops / peak) * c + o                 c = 1 / compute efficiency
// so weighted least squares on relative error (each row divided by its observed time) gives a, c, o.
// Serving rows (max over memory and compute, batch-dependent) are fitted by a grid search on the
// relative error instead.
CalibrationEntry fitRows(const std::vector<Row> &rows, const PerfParams &start, const std::optional<PerfParams> &pinned)
{
    CalibrationEntry e;
    e.params = start;
    e.rows = int(rows.size());
    if (rows.empty())
        return e;
    std::vector<const Row *> linear;
    std::vector<const Row *> serving;
    for (const Row &r : rows)
        (r.m->kind == MeasurementKind::Throughput ? serving : linear).push_back(&r);

    bool hasDecode = false;
    bool hasPrefill = false;
    for (const Row *r : linear)
        (r->m->kind == MeasurementKind::Decode ? hasDecode : hasPrefill) = true;
    if (!linear.empty() && !pinned) {
        Eigen::MatrixXd A(linear.size(), 3);
        Eigen::VectorXd b(linear.size());
        for (std::size_t i = 0; i < linear.size(); ++i) {
            const Row &r = *linear[i];
            // Unit efficiencies and no overhead expose the raw terms of the model.
            const ThroughputEstimate raw = estimateThroughput(*r.sku, *r.model, r.m->workload, 1, PerfParams{1, 1, 0});
            double observed = 0;
            if (r.m->kind == MeasurementKind::Decode) {
                observed = 1.0 / r.m->tokensPerSecond;
                A.row(Eigen::Index(i)) << raw.memorySeconds, 0, 1;
                observed -= raw.communicationSeconds;
            } else {
                observed = double(r.m->workload.contextTokens) / r.m->tokensPerSecond;
                A.row(Eigen::Index(i)) << 0, raw.prefillFlops / (computePeak(*r.sku, r.m->workload.weights) * parallelPlan(r.m->workload).tensorParallel), 1;
            }
            const double w = 1.0 / (r.m->kind == MeasurementKind::Decode ? 1.0 / r.m->tokensPerSecond
                                                                          : double(r.m->workload.contextTokens) / r.m->tokensPerSecond);
            A.row(Eigen::Index(i)) *= w;
            b(Eigen::Index(i)) = observed * w;
        }
        // Columns without data stay at their starting value.
        std::vector<int> cols;
        if (hasDecode)
            cols.push_back(0);
        if (hasPrefill)
            cols.push_back(1);
        cols.push_back(2);
        Eigen::MatrixXd Ar(A.rows(), Eigen::Index(cols.size()));
        Eigen::VectorXd br = b;
        for (std::size_t j = 0; j < cols.size(); ++j)
            Ar.col(Eigen::Index(j)) = A.col(cols[j]);
        if (!hasDecode)
            br -= A.col(0) / start.bandwidthEfficiency;
        if (!hasPrefill)
            br -= A.col(1) / start.computeEfficiency;
        const Eigen::VectorXd x = Ar.colPivHouseholderQr().solve(br);
        for (std::size_t j = 0; j < cols.size(); ++j) {
            const double v = x(Eigen::Index(j));
            switch (cols[j]) {
            case 0:
                if (v > 0)
                    e.params.bandwidthEfficiency = std::clamp(1.0 / v, 0.05, 1.0);
                break;
            case 1:
                if (v > 0)
                    // Above 1 when the catalog's peak understates the kernels' rate (GeForce cards
                    // are quoted with FP32 accumulation; llama.cpp accumulates in FP16).
                    e.params.computeEfficiency = std::clamp(1.0 / v, 0.02, 2.0);
                break;
            default:
                e.params.stepOverheadSeconds = std::clamp(v, 0.0, 0.05);
            }
        }
        e.fitted = true;
    }
    if (!serving.empty() && !pinned) {
        // Serving: the efficiencies and the tensor-parallel penalty on a grid, the overhead fixed (the
        // linear fit or the default). The terms that do not depend on them are computed once per row.
        std::vector<std::pair<ThroughputTerms, double>> terms;
        for (const Row *r : serving)
            terms.emplace_back(throughputTerms(*r->sku, *r->model, r->m->workload, r->batch), r->m->tokensPerSecond);
        double best = std::numeric_limits<double>::infinity();
        PerfParams bestParams = e.params;
        for (double be = 0.30; be <= 1.0001; be += 0.02) {
            for (double ce = 0.10; ce <= 1.2001; ce += 0.02) {
                for (double tp = 0.0; tp <= 1.0001; tp += 0.05) {
                    const PerfParams p{be, ce, e.params.stepOverheadSeconds, tp};
                    double sum = 0;
                    for (const auto &[t, observed] : terms) {
                        const double rel = std::log(combineThroughput(t, p).throughputTokensPerSecond / observed);
                        sum += rel * rel;
                    }
                    if (sum < best) {
                        best = sum;
                        bestParams = p;
                    }
                }
            }
        }
        e.params = bestParams;
        e.fitted = true;
    }
    if (pinned)
        e.params = *pinned;
    e.relativeRms = relativeRms(rows, e.params);
    for (const MeasurementKind kind : {MeasurementKind::Decode, MeasurementKind::Prefill, MeasurementKind::Throughput}) {
        std::vector<Row> ofKind;
        std::copy_if(rows.begin(), rows.end(), std::back_inserter(ofKind), [kind](const Row &r) { return r.m->kind == kind; });
        if (!ofKind.empty())
            e.relativeRmsByKind[kind] = relativeRms(ofKind, e.params);
    }
    return e;
}

} // namespace

double CalibrationEntry::uncertainty(MeasurementKind kind) const
{
    const auto it = relativeRmsByKind.find(kind);
    return it != relativeRmsByKind.end() ? it->second : relativeRms;
}

GpuClass gpuClassOf(const GpuSku &sku)
{
    return sku.memoryType.rfind("HBM", 0) == 0 ? GpuClass::Hbm : GpuClass::Gddr;
}

std::int64_t Calibration::servingBatch(const GpuSku &sku, const ModelArch &model, const Workload &workload)
{
    Workload mean = workload;
    mean.outputTokens = workload.outputTokens / 2;
    mean.batch = 0;
    const VramFit fit = fitVram(sku, model, mean);
    return std::clamp<std::int64_t>(fit.maxBatch, fit.fits ? 1 : 0, MaxServingBatch);
}

double Calibration::estimateFor(const Measurement &row, const GpuSku &sku, const ModelArch &model,
                                const PerfParams &params)
{
    switch (row.kind) {
    case MeasurementKind::Decode:
        return estimateThroughput(sku, model, row.workload, 1, params).decodeTokensPerSecondPerSequence;
    case MeasurementKind::Prefill:
        return estimateThroughput(sku, model, row.workload, 1, params).prefillTokensPerSecond;
    case MeasurementKind::Throughput: {
        const std::int64_t batch = servingBatch(sku, model, row.workload);
        return estimateThroughput(sku, model, row.workload, std::max<std::int64_t>(batch, 1), params)
            .throughputTokensPerSecond;
    }
    }
    return 0;
}

Calibration Calibration::fit(const std::vector<Measurement> &measurements, const Catalog &catalog,
                             const std::string &excludeSku, const std::optional<PerfParams> &pinned)
{
    Calibration c;
    std::map<std::pair<int, int>, std::vector<Row>> groups;
    for (const Measurement &m : measurements) {
        if (m.skuId == excludeSku)
            continue;
        const GpuSku *sku = catalog.findSku(m.skuId);
        const ModelArch *model = catalog.findModel(m.modelId);
        if (!sku || !model)
            continue;
        const std::int64_t batch = m.kind == MeasurementKind::Throughput ? servingBatch(*sku, *model, m.workload) : 1;
        if (batch < 1)
            continue; // the configuration does not fit: nothing to learn about speed
        const Row row{&m, sku, model, batch};
        const int engine = int(m.workload.engine.engine);
        const int cls = int(gpuClassOf(*sku));
        groups[{cls, engine}].push_back(row);
        groups[{kAnyClass, engine}].push_back(row);
        groups[{cls, kAnyEngine}].push_back(row);
    }
    // Engine-wide and class-wide first, so that a group with partial data starts from them.
    for (auto &[key, rows] : groups) {
        if (key.first == kAnyClass || key.second == kAnyEngine)
            c.m_entries[key] = fitRows(rows, PerfParams{}, pinned);
    }
    for (auto &[key, rows] : groups) {
        if (key.first != kAnyClass && key.second != kAnyEngine)
            c.m_entries[key] = fitRows(rows, c.m_entries[{kAnyClass, key.second}].params, pinned);
    }
    if (pinned)
        c.m_default.params = *pinned;
    return c;
}

CalibrationEntry Calibration::entry(const GpuSku &sku, Engine engine) const
{
    auto fitted = [this](int cls, int eng) -> const CalibrationEntry * {
        const auto it = m_entries.find({cls, eng});
        return it != m_entries.end() && it->second.fitted ? &it->second : nullptr;
    };
    const int cls = int(gpuClassOf(sku));
    if (const CalibrationEntry *exact = fitted(cls, int(engine)))
        return *exact;
    // No data for this class under this engine: the class's efficiencies (memory technology decides
    // them) with the engine's fixed overhead (its software decides that).
    const CalibrationEntry *byClass = fitted(cls, kAnyEngine);
    const CalibrationEntry *byEngine = fitted(kAnyClass, int(engine));
    if (byClass && byEngine) {
        CalibrationEntry e = *byClass;
        e.params.stepOverheadSeconds = byEngine->params.stepOverheadSeconds;
        e.rows = byClass->rows + byEngine->rows;
        e.relativeRms = std::max(byClass->relativeRms, byEngine->relativeRms);
        return e;
    }
    if (byEngine)
        return *byEngine;
    if (byClass)
        return *byClass;
    return m_default;
}

} // namespace GpuPlan
