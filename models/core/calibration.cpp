#include "calibration.h"

#include "probecalibration.h"
#include "vramfit.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <mutex>
#include <unordered_map>

namespace GpuPlan {

namespace {

struct Row
{
    const Measurement *m;
    const GpuSku *sku;
    const ModelArch *model;
    std::int64_t batch;
};

double relativeRms(const std::vector<const Row *> &rows, const PerfParams &p)
{
    if (rows.empty())
        return 0;
    double sum = 0;
    for (const Row *r : rows) {
        const double est = Calibration::estimateFor(*r->m, *r->sku, *r->model, p);
        const double rel = (est - r->m->tokensPerSecond) / r->m->tokensPerSecond;
        sum += rel * rel;
    }
    return std::sqrt(sum / double(rows.size()));
}

// What a group's fit starts from and is pulled towards: its parent's parameters, worth `weight` rows
// (partial pooling), or at the root GpuPlan's defaults with a weight that only keeps the system solvable.
struct Prior
{
    PerfParams params;
    double weight = 0;
    bool root = false;
};

constexpr double kRootPriorWeight = 1e-4;

// Single-stream rows are linear in the unknowns once written as step times:
//   decode  1/tps   = (bytes / bandwidth) * a + comm + o                        a = 1 / bandwidth eff.
//   prefill N/tps   = (GEMM flops / peak) * c + (attention flops / peak) * d + comm + o
// so weighted least squares on relative error (each row divided by its observed time) gives a, c, d, o.
// The prior adds one row per unknown: weight * (x / prior - 1) = 0.
void fitLinear(const std::vector<const Row *> &linear, const Prior &prior, const ParamPins &pins, CalibrationEntry &e)
{
    const PerfParams &p0 = prior.params;
    const double scales[4] = {1.0 / p0.bandwidthEfficiency, 1.0 / p0.computeEfficiency, 1.0 / p0.attention(),
                              std::max(p0.stepOverheadSeconds, 0.5e-3)};
    const double centres[4] = {scales[0], scales[1], scales[2], p0.stepOverheadSeconds};
    const bool pinned[4]
        = {bool(pins.bandwidthEfficiency), bool(pins.computeEfficiency), false, bool(pins.stepOverheadSeconds)};
    const double pinnedValue[4] = {1.0 / pins.bandwidthEfficiency.value_or(1), 1.0 / pins.computeEfficiency.value_or(1),
                                   0, pins.stepOverheadSeconds.value_or(0)};
    const Eigen::Index n = Eigen::Index(linear.size());
    Eigen::MatrixXd A = Eigen::MatrixXd::Zero(n + 4, 4);
    Eigen::VectorXd b = Eigen::VectorXd::Zero(n + 4);
    for (Eigen::Index i = 0; i < n; ++i) {
        const Row &r = *linear[std::size_t(i)];
        const ThroughputTerms t = throughputTerms(*r.sku, *r.model, r.m->workload, 1);
        double observed = 0;
        if (r.m->kind == MeasurementKind::Decode) {
            observed = 1.0 / r.m->tokensPerSecond;
            A.row(i) << t.memorySeconds, 0, 0, 1;
            b(i) = observed - t.communicationSeconds;
        } else {
            observed = double(r.m->workload.contextTokens) / r.m->tokensPerSecond;
            A.row(i) << 0, t.prefillComputeSeconds, t.prefillAttentionSeconds, 1;
            b(i) = observed - t.prefillCommunicationSeconds;
        }
        A.row(i) /= observed;
        b(i) /= observed;
    }
    const double w = std::sqrt(prior.weight);
    for (int j = 0; j < 4; ++j) {
        A(n + j, j) = w / scales[j];
        b(n + j) = w * centres[j] / scales[j];
    }
    // Pinned columns move to the right-hand side at their value.
    std::vector<int> cols;
    for (int j = 0; j < 4; ++j) {
        if (pinned[j])
            b -= A.col(j) * pinnedValue[j];
        else
            cols.push_back(j);
    }
    Eigen::MatrixXd Ar(A.rows(), Eigen::Index(cols.size()));
    for (std::size_t j = 0; j < cols.size(); ++j)
        Ar.col(Eigen::Index(j)) = A.col(cols[j]);
    const Eigen::VectorXd x = Ar.colPivHouseholderQr().solve(b);
    for (std::size_t j = 0; j < cols.size(); ++j) {
        const double v = x(Eigen::Index(j));
        switch (cols[j]) {
        case 0:
            if (v > 0)
                e.params.bandwidthEfficiency = std::clamp(1.0 / v, 0.05, 1.0);
            break;
        case 1:
            if (v > 0)
                e.params.computeEfficiency = std::clamp(1.0 / v, 0.02, 1.5);
            break;
        case 2:
            if (v > 0)
                e.params.attentionEfficiency = std::clamp(1.0 / v, 0.01, 1.5);
            break;
        default:
            e.params.stepOverheadSeconds = std::clamp(v, 0.0, 0.05);
        }
    }
}

// Serving rows (max over memory and compute, batch-dependent) are not linear in the efficiencies: the
// efficiencies and the tensor-parallel penalty are searched on a grid, the overhead fixed (the linear
// fit or the prior's), maximising the posterior with log-normal row errors.
void fitServing(const std::vector<const Row *> &serving, const Prior &prior, const ParamPins &pins, CalibrationEntry &e)
{
    std::vector<std::pair<ThroughputTerms, double>> terms;
    for (const Row *r : serving)
        terms.emplace_back(throughputTerms(*r->sku, *r->model, r->m->workload, r->batch),
                           r->m->tokensPerSecond / std::max(1, r->m->replicas));
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
    // At most the dense tensor peak: serving rows come from GPUs whose peaks are the dense figures of
    // the math they compute in.
    const auto ces = range(pins.computeEfficiency, 0.10, 1.0, 0.02);
    const auto tps = range(pins.tensorParallelPenalty, 0.0, 1.0, 0.05);
    // Serving rows run mostly compute-bound (large batches), so they barely say how fast the engine
    // streams memory: left alone, the bandwidth efficiency drifts to whatever corrects other parts of the
    // model. At the root a prior holds it near what memory reaches when streamed (the STREAM triad's
    // measured share of the datasheet; log-normal, sigma kBandwidthPriorSigma against row errors of
    // sigma kServingRowSigma); below the root the parent's parameters are the prior, worth its weight in
    // rows.
    constexpr double kServingRowSigma = 0.20;
    constexpr double kBandwidthPriorSigma = 0.25;
    constexpr double kTriadPriorWeight
        = (kServingRowSigma / kBandwidthPriorSigma) * (kServingRowSigma / kBandwidthPriorSigma);
    const double beCentre = prior.root ? kTypicalTriadShareOfDatasheet : prior.params.bandwidthEfficiency;
    const double beWeight = prior.root ? kTriadPriorWeight : prior.weight;
    const double ceWeight = prior.root ? 0.0 : prior.weight;
    const double tpWeight = prior.root ? 0.0 : prior.weight;
    double best = std::numeric_limits<double>::infinity();
    PerfParams bestParams = e.params;
    for (double be : bes) {
        const double pb = std::log(be / beCentre);
        for (double ce : ces) {
            const double pc = std::log(ce / prior.params.computeEfficiency);
            for (double tp : tps) {
                PerfParams p = e.params;
                p.bandwidthEfficiency = be;
                p.computeEfficiency = ce;
                p.tensorParallelPenalty = tp;
                const double pt = tp - prior.params.tensorParallelPenalty;
                double sum = beWeight * pb * pb + ceWeight * pc * pc + tpWeight * pt * pt;
                for (const auto &[t, observed] : terms) {
                    const double rel = std::log(combineThroughput(t, p).throughputTokensPerSecond / observed);
                    sum += rel * rel;
                    if (sum >= best)
                        break;
                }
                if (sum < best) {
                    best = sum;
                    bestParams = p;
                }
            }
        }
    }
    e.params = bestParams;
}

CalibrationEntry fitRows(const std::vector<const Row *> &rows, const Prior &prior, const ParamPins &pins)
{
    CalibrationEntry e;
    e.params = pins.apply(prior.params);
    e.rows = int(rows.size());
    if (rows.empty())
        return e;
    std::vector<const Row *> linear;
    std::vector<const Row *> serving;
    for (const Row *r : rows)
        (r->m->kind == MeasurementKind::Throughput ? serving : linear).push_back(r);
    Prior p = prior;
    p.params = e.params;
    if (!linear.empty())
        fitLinear(linear, p, pins, e);
    if (!serving.empty())
        fitServing(serving, p, pins, e);
    e.fitted = true;
    e.params = pins.apply(e.params);
    e.relativeRms = relativeRms(rows, e.params);
    for (const MeasurementKind kind :
         {MeasurementKind::Decode, MeasurementKind::Prefill, MeasurementKind::Throughput}) {
        std::vector<const Row *> ofKind;
        std::copy_if(rows.begin(), rows.end(), std::back_inserter(ofKind),
                     [kind](const Row *r) { return r->m->kind == kind; });
        if (!ofKind.empty())
            e.relativeRmsByKind[kind] = relativeRms(ofKind, e.params);
    }
    return e;
}

std::string classGroup(const GpuSku &sku) { return gpuClassOf(sku) == GpuClass::Hbm ? "class/HBM" : "class/GDDR"; }

bool isServingEngine(Engine engine) { return engine != Engine::LlamaCpp; }

// Relative spread (standard deviation of the log) of the efficiencies of a group's children: how much
// one family's parameters typically differ from another's.
double childSpread(const std::vector<const CalibrationEntry *> &children)
{
    constexpr double kUnknownSpread = 0.25; // fewer than two measured families: the serving prior's sigma
    if (children.size() < 2)
        return kUnknownSpread;
    double worst = 0;
    for (auto get : {+[](const PerfParams &p) { return p.bandwidthEfficiency; },
                     +[](const PerfParams &p) { return p.computeEfficiency; }}) {
        double mean = 0;
        for (const CalibrationEntry *c : children)
            mean += std::log(get(c->params));
        mean /= double(children.size());
        double var = 0;
        for (const CalibrationEntry *c : children)
            var += std::pow(std::log(get(c->params)) - mean, 2);
        worst = std::max(worst, std::sqrt(var / double(children.size() - 1)));
    }
    return worst;
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
    const double own = it != relativeRmsByKind.end() ? it->second : relativeRms;
    return extrapolated ? std::hypot(own, familySpread) : own;
}

GpuClass gpuClassOf(const GpuSku &sku) { return sku.memoryType.rfind("HBM", 0) == 0 ? GpuClass::Hbm : GpuClass::Gddr; }

std::vector<std::string> Calibration::groupPath(const GpuSku &sku, Engine engine, WeightFormat weights)
{
    std::vector<std::string> path;
    std::string name = isServingEngine(engine) ? "serving" : "llamacpp";
    path.push_back(name);
    name += "/" + std::string(engineInfo(engine).key);
    path.push_back(name);
    name += "/" + (sku.softwareStack.empty() ? std::string(vendorKey(sku.vendor)) : sku.softwareStack);
    path.push_back(name);
    name += "/" + std::string(precisionKey(computePrecision(resolveWeightFormat(weights, sku), engine)));
    path.push_back(name);
    name += gpuClassOf(sku) == GpuClass::Hbm ? "/HBM" : "/GDDR";
    path.push_back(name);
    name += "/" + sku.family;
    path.push_back(name);
    name += "/" + sku.id;
    path.push_back(name);
    return path;
}

namespace {
// The batch a serving row ran at: what memory allows, within the engine's limit when the row names one.
std::int64_t rowBatch(const Measurement &row, const GpuSku &sku, const ModelArch &model)
{
    const std::int64_t batch = Calibration::servingBatch(sku, model, row.workload);
    return row.batchLimit > 0 ? std::min(batch, row.batchLimit) : batch;
}
} // namespace

std::int64_t Calibration::servingBatch(const GpuSku &sku, const ModelArch &model, const Workload &workload)
{
    // TensorRT-LLM's default policy reserves prompt + max output at admission (docs: performance tuning
    // guide, "Useful Runtime Options", Capacity Scheduler Policy); trtllm-bench sizes its max batch the
    // same way (tensorrt_llm/bench/build/tuning.py: KV capacity / (ISL + OSL)).
    Workload resident = workload;
    if (workload.engine.engine != Engine::TensorRtLlm)
        resident.outputTokens = workload.outputTokens / 2;
    resident.batch = 0;
    const VramFit fit = fitVram(sku, model, resident);
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
        const std::int64_t batch = rowBatch(row, sku, model);
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
    std::vector<Row> rows;
    rows.reserve(measurements.size());
    for (const Measurement &m : measurements) {
        if (m.skuId == excludeSku)
            continue;
        const GpuSku *sku = catalog.findSku(m.skuId);
        const ModelArch *model = catalog.findModel(m.modelId);
        if (!sku || !model)
            continue;
        if (!m.dataset.empty() && m.workload.contextTokens <= 0)
            continue; // the data set's prompt length has not been estimated: the row says nothing yet
        const std::int64_t batch = m.kind == MeasurementKind::Throughput ? rowBatch(m, *sku, *model) : 1;
        if (batch < 1)
            continue; // the configuration does not fit: nothing to learn about speed
        rows.push_back(Row{&m, sku, model, batch});
    }
    // Every row belongs to one group per level; groups are fitted widest first, each from its parent.
    std::vector<std::map<std::string, std::vector<const Row *>>> levels(CalibrationLevelCount);
    std::map<std::string, std::string> parentOf;
    for (const Row &r : rows) {
        const auto path = groupPath(*r.sku, r.m->workload.engine.engine, r.m->workload.weights);
        for (int l = 0; l < CalibrationLevelCount; ++l) {
            levels[std::size_t(l)][path[std::size_t(l)]].push_back(&r);
            if (l > 0)
                parentOf[path[std::size_t(l)]] = path[std::size_t(l) - 1];
        }
    }
    // Memory technology decides most of the efficiencies (decode streams at 60-93 % of the datasheet on
    // GDDR cards, 33-55 % on HBM ones): each class is also fitted across engines, for an engine that
    // never ran on that class.
    std::map<std::string, std::vector<const Row *>> classes;
    for (const Row &r : rows)
        classes[classGroup(*r.sku)].push_back(&r);
    for (const auto &[name, groupRows] : classes) {
        Prior prior;
        prior.root = true;
        prior.weight = kRootPriorWeight;
        CalibrationEntry e = fitRows(groupRows, prior, pins);
        e.level = CalibrationLevel::GpuClass;
        e.group = name;
        c.m_entries[name] = std::move(e);
    }
    for (int l = 0; l < CalibrationLevelCount; ++l) {
        for (const auto &[name, groupRows] : levels[std::size_t(l)]) {
            Prior prior;
            if (l == 0) {
                prior.root = true;
                prior.weight = kRootPriorWeight;
            } else {
                prior.params = c.m_entries.at(parentOf.at(name)).params;
                prior.weight = kPoolingRows;
            }
            CalibrationEntry e = fitRows(groupRows, prior, pins);
            e.level = CalibrationLevel(l);
            e.group = name;
            c.m_entries[name] = std::move(e);
        }
    }
    c.m_default.params = pins.apply(c.m_default.params);
    // How much the measured families under each group differ: the widening of an extrapolation.
    std::map<std::string, std::vector<const CalibrationEntry *>> families;
    for (const auto &[name, entry] : c.m_entries) {
        if (entry.level != CalibrationLevel::Family || !entry.fitted)
            continue;
        for (const auto &[ancestor, other] : c.m_entries) {
            if (other.level < CalibrationLevel::Family && name.rfind(ancestor + "/", 0) == 0)
                families[ancestor].push_back(&entry);
        }
    }
    for (const auto &[name, children] : families)
        c.m_familySpread[name] = childSpread(children);
    c.m_cache = std::make_shared<EntryCache>();
    return c;
}

const CalibrationEntry *Calibration::group(const std::string &name) const
{
    const auto it = m_entries.find(name);
    return it != m_entries.end() ? &it->second : nullptr;
}

struct Calibration::EntryCache
{
    std::mutex mutex;
    std::unordered_map<std::string, CalibrationEntry> entries;
};

CalibrationEntry Calibration::entry(const GpuSku &sku, Engine engine, WeightFormat weights) const
{
    if (!m_cache)
        return lookup(sku, engine, weights);
    // Everything groupPath reads, so an edited SKU (another family or memory type) is asked anew.
    std::string key = sku.id;
    key += '\x1f';
    key += sku.family;
    key += '\x1f';
    key += sku.softwareStack;
    key += '\x1f';
    key += sku.memoryType;
    key += '\x1f';
    key += char('0' + int(engine));
    key += char('A' + int(computePrecision(resolveWeightFormat(weights, sku), engine)));
    key += char('0' + int(sku.vendor));
    {
        std::lock_guard lock(m_cache->mutex);
        const auto it = m_cache->entries.find(key);
        if (it != m_cache->entries.end())
            return it->second;
    }
    CalibrationEntry e = lookup(sku, engine, weights);
    std::lock_guard lock(m_cache->mutex);
    m_cache->entries.emplace(std::move(key), e);
    return e;
}

CalibrationEntry Calibration::lookup(const GpuSku &sku, Engine engine, WeightFormat weights) const
{
    auto fitted = [this](const std::string &name) -> const CalibrationEntry * {
        const auto it = m_entries.find(name);
        return it != m_entries.end() && it->second.fitted ? &it->second : nullptr;
    };
    // An engine without any measurement borrows from another of its kind (TensorRT-LLM for vLLM and
    // transformers, and the other way round), as an extrapolation.
    std::vector<Engine> candidates{engine};
    if (isServingEngine(engine)) {
        for (Engine other : {Engine::TensorRtLlm, Engine::Vllm, Engine::Transformers}) {
            if (other != engine)
                candidates.push_back(other);
        }
    }
    // Candidate group paths, nearest first: this engine and math, another engine of its kind with the
    // same math, then the other measured maths (an engine's efficiencies as fractions of a peak carry
    // over between formats better than across memory classes); each from the GPU down to the math
    // level. Then the software stack, the engine and the kind's root.
    struct Step
    {
        std::vector<std::string> path;
        int level;
        bool sameEngineAndMath;
    };
    std::vector<std::vector<std::string>> own;
    for (Engine c : candidates)
        own.push_back(groupPath(sku, c, weights));
    auto withMath = [&sku](std::vector<std::string> path, Precision math) {
        path[3] = path[2] + "/" + std::string(precisionKey(math));
        path[4] = path[3] + (gpuClassOf(sku) == GpuClass::Hbm ? "/HBM" : "/GDDR");
        path[5] = path[4] + "/" + sku.family;
        path[6] = path[5] + "/" + sku.id;
        return path;
    };
    const Precision wanted = computePrecision(resolveWeightFormat(weights, sku), engine);
    std::vector<Step> order;
    auto deep = [&order](const std::vector<std::string> &path, bool exact) {
        for (int l = CalibrationLevelCount - 1; l >= int(CalibrationLevel::Math); --l)
            order.push_back({path, l, exact});
    };
    for (std::size_t ci = 0; ci < own.size(); ++ci)
        deep(own[ci], ci == 0);
    for (Precision math : {Precision::FP8, Precision::BF16, Precision::FP16, Precision::FP16Acc16, Precision::INT8,
                           Precision::FP4, Precision::FP6, Precision::FP32}) {
        if (math == wanted)
            continue;
        for (const auto &path : own)
            deep(withMath(path, math), false);
    }
    for (const auto &path : own)
        order.push_back({path, int(CalibrationLevel::Stack), false});
    // Another vendor's software stack with the same math and memory class (llama.cpp's MMQ on ROCm
    // from its CUDA groups) before the engine's mix of every math.
    const std::string ownStack = sku.softwareStack.empty() ? std::string(vendorKey(sku.vendor)) : sku.softwareStack;
    for (const char *stack : {"CUDA", "ROCm", "oneAPI", "SynapseAI"}) {
        if (ownStack == stack)
            continue;
        for (const auto &base : own) {
            std::vector<std::string> path = base;
            path[2] = path[1] + "/" + stack;
            path = withMath(path, wanted);
            order.push_back({path, int(CalibrationLevel::GpuClass), false});
            order.push_back({path, int(CalibrationLevel::Math), false});
        }
    }
    order.push_back({own.front(), int(CalibrationLevel::Engine), false});
    order.push_back({own.front(), int(CalibrationLevel::Kind), false});
    for (const Step &step : order) {
        const std::string &name = step.path[std::size_t(step.level)];
        const CalibrationEntry *found = fitted(name);
        if (!found)
            continue;
        CalibrationEntry e = *found;
        e.extrapolated = !step.sameEngineAndMath || step.level < int(CalibrationLevel::Family);
        const CalibrationEntry *byClass = fitted(classGroup(sku));
        if (step.level < int(CalibrationLevel::GpuClass) && byClass) {
            // The engine never ran on this memory class: the class's bandwidth efficiency (fitted
            // across engines; memory technology decides it) with the engine's compute efficiencies
            // and overhead (its kernels decide those).
            e.params.bandwidthEfficiency = byClass->params.bandwidthEfficiency;
            e.relativeRms = std::max(e.relativeRms, byClass->relativeRms);
            e.group += " + " + byClass->group;
        }
        if (e.extrapolated) {
            const auto spread = m_familySpread.find(name);
            e.familySpread = spread != m_familySpread.end() ? spread->second : childSpread({});
        }
        return e;
    }
    CalibrationEntry e = m_default;
    e.extrapolated = true;
    e.familySpread = childSpread({});
    return e;
}

} // namespace GpuPlan
