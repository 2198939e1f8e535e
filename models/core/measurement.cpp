#include "measurement.h"

#include "measurementrows.h"
#include "namelookup.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <map>

namespace GpuPlan {

namespace {

// GPU names as the benchmark tables write them, mapped to catalog ids.
const std::map<std::string, std::string, std::less<>> kGpuNames{
    {"3070 8GB", "nvidia-geforce-rtx-3070-8gb"},
    {"3090 24GB", "nvidia-geforce-rtx-3090-24gb"},
    {"4090 24GB", "nvidia-geforce-rtx-4090-24gb"},
    {"RTX A6000 48GB", "nvidia-rtx-a6000-48gb"},
    {"A100 PCIe 80GB", "nvidia-a100-pcie-80gb"},
    {"Intel Arc A770 16GB", "intel-arc-a770-16gb"},
    // trtllm-bench's performance overview runs on H100 SXM 80GB (HGX).
    {"H100", "nvidia-h100-sxm-80gb"},
};

struct Context : MeasurementRows
{
    const Catalog &catalog;

    const GpuSku *gpu(std::size_t row, const std::string &name) const
    {
        const auto it = kGpuNames.find(name);
        const GpuSku *sku = it == kGpuNames.end() ? nullptr : catalog.findSku(it->second);
        if (!sku)
            skip(row, "calibration.unknown_gpu", {name});
        return sku;
    }

    const ModelArch *model(std::size_t row, const std::string &name) const
    {
        std::vector<NamedEntry> entries;
        for (const auto &m : catalog.models)
            entries.push_back(NamedEntry{m.id, m.name});
        // Benchmark tables write "Llama 3.3 70B" where the catalog has "Llama-3.3-70B".
        std::string dashed = name;
        std::replace(dashed.begin(), dashed.end(), ' ', '-');
        const NameMatch match = findByIdOrName(dashed, entries);
        if (match.status != NameMatch::Status::Found) {
            skip(row, "calibration.unknown_model", {name});
            return nullptr;
        }
        return &catalog.models[match.index];
    }
};

} // namespace

MeasurementSet loadLlamaBenchCsv(std::string_view text, const Catalog &catalog, const std::string &file)
{
    MeasurementSet set;
    const CsvTable t = parseCsv(text, set.skipped);
    const Context ctx{{t, file, set}, catalog};
    const int cGpu = t.column("gpu"), cCount = t.column("gpu_count"), cModel = t.column("model"),
              cQuant = t.column("quant"), cTest = t.column("test"), cTps = t.column("tokens_per_s"),
              cSource = t.column("source");
    for (std::size_t r = 0; r < t.rows.size(); ++r) {
        const GpuSku *sku = ctx.gpu(r, t.cell(r, cGpu));
        const ModelArch *model = sku ? ctx.model(r, t.cell(r, cModel)) : nullptr;
        if (!model)
            continue;
        Measurement m = ctx.start(r, *sku, *model, MeasurementKind::Decode, cSource);
        std::string quant = t.cell(r, cQuant);
        for (char &c : quant)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        std::int64_t gpus = 0;
        std::int64_t tokens = 0;
        const std::string &test = t.cell(r, cTest);
        if (!weightFormatFromKey(quant, m.workload.weights) || !csvNumber(t.cell(r, cCount), gpus)
            || !csvNumber(t.cell(r, cTps), m.tokensPerSecond) || test.size() < 3
            || !csvNumber(test.substr(2), tokens)) {
            ctx.skip(r, "calibration.bad_row", {test});
            continue;
        }
        m.workload.engine = defaultEngineConfig(Engine::LlamaCpp);
        m.workload.gpus = int(gpus);
        m.workload.batch = 1;
        if (test.rfind("tg", 0) == 0) {
            // tg N generates N tokens from an empty context.
            m.kind = MeasurementKind::Decode;
            m.workload.contextTokens = 0;
            m.workload.outputTokens = tokens;
        } else if (test.rfind("pp", 0) == 0) {
            m.kind = MeasurementKind::Prefill;
            m.workload.contextTokens = tokens;
            m.workload.outputTokens = 0;
        } else {
            ctx.skip(r, "calibration.bad_row", {test});
            continue;
        }
        set.rows.push_back(std::move(m));
    }
    return set;
}

std::int64_t trtllmBenchMaxBatch(const GpuSku &sku, const ModelArch &model, WeightFormat weights, KvFormat kv, int gpus,
                                 std::int64_t inputTokens, std::int64_t outputTokens)
{
    constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
    if (!sku.memoryBytes || gpus < 1 || inputTokens + outputTokens < 1 || outputTokens < 1)
        return 0;
    const double bytesPerElement = weights == WeightFormat::FP8 ? 1.0 : weights == WeightFormat::NVFP4 ? 0.5 : 2.0;
    const double kvBytes = kv == KvFormat::FP8 ? 1.0 : 2.0;
    const double kvHeads = std::max(gpus, model.kvHeads);
    const double perToken = 2.0 * model.layers * kvHeads * model.headDim * kvBytes / kGiB;
    const double engine = double(model.params) * bytesPerElement / kGiB;
    const double available = double(*sku.memoryBytes) / kGiB * gpus - engine;
    if (available <= 0 || perToken <= 0)
        return 0;
    const double requests = available * 0.95 / (perToken * double(inputTokens + outputTokens));
    const double raw = std::min(requests, 4096.0);
    if (raw < 256)
        return std::max<std::int64_t>(64, 32 * std::int64_t(std::ceil(raw / 32)));
    if (raw < 1024)
        return 128 * std::int64_t(std::ceil(raw / 128));
    return 256 * std::int64_t(std::ceil(raw / 256));
}

MeasurementSet loadTrtllmBenchCsv(std::string_view text, const Catalog &catalog, const std::string &file)
{
    MeasurementSet set;
    const CsvTable t = parseCsv(text, set.skipped);
    const Context ctx{{t, file, set}, catalog};
    const int cGpu = t.column("gpu"), cGpus = t.column("gpus"), cTp = t.column("tp"), cPp = t.column("pp"),
              cModel = t.column("model"), cPrecision = t.column("precision"), cIsl = t.column("isl"),
              cOsl = t.column("osl"), cTps = t.column("output_tokens_per_s_total"), cSource = t.column("source");
    for (std::size_t r = 0; r < t.rows.size(); ++r) {
        const GpuSku *sku = ctx.gpu(r, t.cell(r, cGpu));
        const ModelArch *model = sku ? ctx.model(r, t.cell(r, cModel)) : nullptr;
        if (!model)
            continue;
        Measurement m = ctx.start(r, *sku, *model, MeasurementKind::Throughput, cSource);
        std::int64_t gpus = 0, tp = 0, pp = 0;
        std::string precision = t.cell(r, cPrecision);
        for (char &c : precision)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        if (!csvNumber(t.cell(r, cGpus), gpus) || !csvNumber(t.cell(r, cTp), tp) || !csvNumber(t.cell(r, cPp), pp)
            || pp != 1 || tp != gpus || !weightFormatFromKey(precision, m.workload.weights)
            || !csvNumber(t.cell(r, cIsl), m.workload.contextTokens)
            || !csvNumber(t.cell(r, cOsl), m.workload.outputTokens) || !csvNumber(t.cell(r, cTps), m.tokensPerSecond)) {
            ctx.skip(r, "calibration.bad_row", {t.cell(r, cModel)});
            continue;
        }
        m.workload.engine = defaultEngineConfig(Engine::TensorRtLlm);
        // The perf overview runs MoE models with --ep and enable_attention_dp (docs/source/performance/
        // perf-overview.md, "Running the Benchmark").
        const bool moe = model->moe && model->moe->experts > 0;
        m.workload.engine.expertParallel = moe;
        m.workload.engine.attentionDataParallel = moe;
        m.workload.kv = KvFormat::FP8; // FP8 checkpoints in trtllm-bench run an FP8 KV cache
        m.workload.gpus = int(gpus);
        m.workload.batch = 0;
        m.batchLimit = trtllmBenchMaxBatch(*sku, *model, m.workload.weights, m.workload.kv, int(gpus),
                                           m.workload.contextTokens, m.workload.outputTokens);
        set.rows.push_back(std::move(m));
    }
    return set;
}

} // namespace GpuPlan
