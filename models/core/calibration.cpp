#include "calibration.h"

#include "probecalibration.h"
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
CalibrationEntry fitRows(const std::vector<Row> &rows, const PerfParams &unpinnedStart, const ParamPins &pins)
{
    CalibrationEntry e;
    const PerfParams start = pins.apply(unpinnedStart);
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
    // A column is solved when rows inform it and the user has not pinned it; the others are known.
    const bool solveBandwidth = hasDecode && !pins.bandwidthEfficiency;
    const bool solveCompute = hasPrefill && !pins.computeEfficiency;
    const bool solveOverhead = !pins.stepOverheadSeconds;
    if (!linear.empty() && (solveBandwidth || solveCompute || solveOverhead)) {
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
                observed = double(r.m->workload.contextTokens) / r.m->tokensPerSecond - raw.prefillCommunicationSeconds;
                A.row(Eigen::Index(i)) << 0, raw.prefillFlops / (computePeak(*r.sku, r.m->workload.weights) * parallelPlan(r.m->workload).tensorParallel), 1;
            }
            const double w = 1.0 / (r.m->kind == MeasurementKind::Decode ? 1.0 / r.m->tokensPerSecond
                                                                          : double(r.m->workload.contextTokens) / r.m->tokensPerSecond);
            A.row(Eigen::Index(i)) *= w;
            b(Eigen::Index(i)) = observed * w;
        }
        // Known columns (no data, or pinned) move to the right-hand side at their starting value.
        std::vector<int> cols;
        if (solveBandwidth)
            cols.push_back(0);
        if (solveCompute)
            cols.push_back(1);
        if (solveOverhead)
            cols.push_back(2);
        Eigen::MatrixXd Ar(A.rows(), Eigen::Index(cols.size()));
        Eigen::VectorXd br = b;
        for (std::size_t j = 0; j < cols.size(); ++j)
            Ar.col(Eigen::Index(j)) = A.col(cols[j]);
        if (!solveBandwidth)
            br -= A.col(0) / start.bandwidthEfficiency;
        if (!solveCompute)
            br -= A.col(1) / start.computeEfficiency;
        if (!solveOverhead)
            br -= A.col(2) * start.stepOverheadSeconds;
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
    if (!serving.empty()) {
        // Serving: the efficiencies and the tensor-parallel penalty on a grid, the overhead fixed (the
        // linear fit or the default). The terms that do not depend on them are computed once per row.
        std::vector<std::pair<ThroughputTerms, double>> terms;
        for (const Row *r : serving)
            terms.emplace_back(throughputTerms(*r->sku, *r->model, r->m->workload, r->batch),
                               r->m->tokensPerSecond / std::max(1, r->m->replicas));
        double best = std::numeric_limits<double>::infinity();
        PerfParams bestParams = e.params;
        // A pinned parameter's range is its one value.
        auto range = [](const std::optional<double> &pin, double from, double to, double step) {
            std::vector<double> values;
            if (pin)
                values.push_back(*pin);
            else
                for (double v = from; v <= to + 1e-9; v += step)
                    values.push_back(v);
            return values;
        };
        const auto bes = range(pins.bandwidthEfficiency, 0.30, 1.0, 0.02);
        // At most the dense tensor peak: serving rows come from datacenter GPUs whose peaks are dense
        // figures at their accumulation precision (unlike GeForce cards, see the linear fit above).
        const auto ces = range(pins.computeEfficiency, 0.10, 1.0, 0.02);
        const auto tps = range(pins.tensorParallelPenalty, 0.0, 1.0, 0.05);
        // Serving rows run mostly compute-bound (large batches), so they barely say how fast the engine
        // streams memory: left alone, the bandwidth efficiency drifts to whatever corrects other parts of
        // the model. A prior holds it near what memory reaches when streamed (the STREAM triad's measured
        // share of the datasheet) unless the rows clearly say otherwise: maximum a posteriori with
        // log-normal row errors (sigma kServingRowSigma) and a log-normal prior (sigma kBandwidthPriorSigma).
        constexpr double kServingRowSigma = 0.20;  // the log error a serving row's estimate typically keeps
        constexpr double kBandwidthPriorSigma = 0.25;  // decode kernels stream at 60-100 % of a triad's rate
        constexpr double priorWeight =
            (kServingRowSigma / kBandwidthPriorSigma) * (kServingRowSigma / kBandwidthPriorSigma);
        for (double be : bes) {
            for (double ce : ces) {
                for (double tp : tps) {
                    const PerfParams p{be, ce, e.params.stepOverheadSeconds, tp};
                    const double prior = std::log(be / kTypicalTriadShareOfDatasheet);
                    double sum = priorWeight * prior * prior;
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
    e.params = pins.apply(e.params);
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

PerfParams ParamPins::apply(PerfParams p) const
{
    p.bandwidthEfficiency = bandwidthEfficiency.value_or(p.bandwidthEfficiency);
    p.computeEfficiency = computeEfficiency.value_or(p.computeEfficiency);
    p.stepOverheadSeconds = stepOverheadSeconds.value_or(p.stepOverheadSeconds);
    p.tensorParallelPenalty = tensorParallelPenalty.value_or(p.tensorParallelPenalty);
    return p;
}

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
                   .throughputTokensPerSecond
               * std::max(1, row.replicas);
    }
    }
    return 0;
}

Calibration Calibration::fit(const std::vector<Measurement> &measurements, const Catalog &catalog,
                             const std::string &excludeSku, const ParamPins &pins)
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
        if (!m.dataset.empty() && m.workload.contextTokens <= 0)
            continue; // the data set's prompt length has not been estimated: the row says nothing yet
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
            c.m_entries[key] = fitRows(rows, PerfParams{}, pins);
    }
    for (auto &[key, rows] : groups) {
        if (key.first != kAnyClass && key.second != kAnyEngine)
            c.m_entries[key] = fitRows(rows, c.m_entries[{kAnyClass, key.second}].params, pins);
    }
    c.m_default.params = pins.apply(c.m_default.params);
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
