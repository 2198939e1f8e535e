// MLPerf Inference results (data/calibration/mlperf_v41.csv) as batched-throughput measurements.
#include "measurement.h"

#include "measurementrows.h"

#include <charconv>
#include <cmath>
#include <map>

namespace GpuPlan {

namespace {

// Accelerator names as MLPerf's system descriptions write them, mapped to catalog ids. The H200 "CTS"
// (custom thermal solution) is the same chip and memory with a higher power limit. The GH200 96GB
// (HBM3, 4 TB/s) and the Jetson AGX Orin are not catalog SKUs.
const std::map<std::string, std::string, std::less<>> kAccelerators{
    {"NVIDIA H100-SXM-80GB", "nvidia-h100-sxm-80gb"},
    {"NVIDIA H100-PCIe-80GB", "nvidia-h100-pcie-80gb"},
    {"NVIDIA H100-NVL-94GB", "nvidia-h100-nvl-94gb"},
    {"NVIDIA H200-SXM-141GB", "nvidia-h200-sxm-141gb"},
    {"NVIDIA H200-SXM-141GB-CTS", "nvidia-h200-sxm-141gb"},
    {"NVIDIA GH200 Grace Hopper Superchip 144GB", "nvidia-gh200-144gb"},
    {"NVIDIA B200-SXM-180GB", "nvidia-b200-180gb"},
    {"NVIDIA L40S", "nvidia-l40s-48gb"},
    {"AMD Instinct MI300X-NPS1-SPX-192GB-750W", "amd-instinct-mi300x-192gb"},
    {"AMD MI300X-NPS1-SPX-192GB-750W", "amd-instinct-mi300x-192gb"},
};

// MLPerf benchmark names mapped to catalog models. gptj-99 (GPT-J 6B) is not a catalog model, and its
// rows report samples/s only.
const std::map<std::string, std::string, std::less<>> kBenchmarks{
    {"llama2-70b-99", "llama-2-70b"},
    {"llama2-70b-99.9", "llama-2-70b"},
    {"mixtral-8x7b", "mixtral-8x7b"},
};

bool contains(const std::string &text, std::string_view part) { return text.find(part) != std::string::npos; }

} // namespace

int mlperfReplicaGpus(const GpuSku &sku, const ModelArch &model, WeightFormat weights, int systemGpus)
{
    const double memory = double(sku.memoryBytes.value_or(0));
    const double bytes = weightBytes(model, weights).total();
    int gpus = 1;
    while (gpus < systemGpus && (systemGpus % (gpus * 2)) == 0 && gpus < 8 && bytes > 0.5 * memory * gpus)
        gpus *= 2;
    return gpus;
}

MeasurementSet loadMlperfCsv(std::string_view text, const Catalog &catalog, const std::string &file)
{
    MeasurementSet set;
    const CsvTable t = parseCsv(text, set.skipped);
    const int cSystem = t.column("system"), cAccel = t.column("accelerator"), cTotal = t.column("accelerators_total"),
              cFramework = t.column("framework"), cBenchmark = t.column("benchmark"), cScenario = t.column("scenario"),
              cTps = t.column("tokens_per_s_system"), cSamples = t.column("samples_per_s"),
              cDtype = t.column("weight_dtype_declared"), cTransform = t.column("weight_transformations"),
              cValid = t.column("result_validity"), cSource = t.column("source");
    const MeasurementRows rows{t, file, set};
    for (std::size_t r = 0; r < t.rows.size(); ++r) {
        const std::string &benchmark = t.cell(r, cBenchmark);
        const auto accel = kAccelerators.find(t.cell(r, cAccel));
        const GpuSku *sku = accel == kAccelerators.end() ? nullptr : catalog.findSku(accel->second);
        if (!sku) {
            rows.skip(r, "calibration.unknown_gpu", {t.cell(r, cAccel)});
            continue;
        }
        const auto bench = kBenchmarks.find(benchmark);
        const ModelArch *model = bench == kBenchmarks.end() ? nullptr : catalog.findModel(bench->second);
        if (!model) {
            rows.skip(r, "calibration.unknown_model", {benchmark});
            continue;
        }
        // Server runs at a latency bound (TTFT and TPOT limits), not at the system's full throughput:
        // the throughput they reach depends on the scheduler's latency margin, which the row's own
        // TTFT/TPOT figures would have to reveal. Only Offline (maximum load) is a throughput figure.
        if (t.cell(r, cScenario) != "Offline") {
            rows.skip(r, "calibration.not_modelled", {"scenario " + t.cell(r, cScenario)});
            continue;
        }
        // MaxQ systems run power-capped GPUs, an operating point the catalog's SKU does not describe.
        if (contains(t.cell(r, cSystem), "MaxQ")) {
            rows.skip(r, "calibration.not_modelled", {"power-capped (MaxQ) system"});
            continue;
        }
        // NVIDIA's v4.1 B200 result quantized Llama 2 70B to FP4 (its announcement of the round), a
        // weight format GpuPlan does not model; as FP8 its estimate would be half the bytes off.
        if (sku->family == "Blackwell" && contains(t.cell(r, cTransform), "quantization")) {
            rows.skip(r, "calibration.not_modelled", {"FP4 weights (Blackwell)"});
            continue;
        }
        std::int64_t gpus = 0;
        double tokens = 0;
        double samples = 0;
        if (t.cell(r, cValid) != "VALID" || !csvNumber(t.cell(r, cTotal), gpus) || gpus < 1
            || !csvNumber(t.cell(r, cTps), tokens) || !csvNumber(t.cell(r, cSamples), samples) || tokens <= 0
            || samples <= 0) {
            rows.skip(r, "calibration.bad_row", {benchmark});
            continue;
        }
        Measurement m = rows.start(r, *sku, *model, MeasurementKind::Throughput, cSource);
        m.dataset = benchmark.substr(0, benchmark.rfind('-')); // llama2-70b-99 and -99.9: one data set
        m.tokensPerSecond = tokens;
        const std::string &framework = t.cell(r, cFramework);
        m.workload.engine = defaultEngineConfig(contains(framework, "vLLM") ? Engine::Vllm : Engine::TensorRtLlm);
        // weight_dtype_declared names the checkpoint's type; "quantization" among the transformations
        // means the submitter quantized it, and the closed-division TensorRT-LLM and vLLM/ROCm stacks
        // of v4.1 quantize to FP8 (weights and KV cache) where the GPU has FP8 tensor cores.
        const std::string &dtype = t.cell(r, cDtype);
        const bool quantized
            = dtype == "fp8" || (contains(t.cell(r, cTransform), "quantization") && sku->peak(Precision::FP8));
        if (quantized) {
            m.workload.weights = WeightFormat::FP8;
            m.workload.kv = KvFormat::FP8;
        } else if (!weightFormatFromKey(dtype, m.workload.weights)) {
            rows.skip(r, "calibration.bad_row", {dtype});
            continue;
        }
        // Output tokens per sample: the run's tokens/s over its samples/s (llama2-70b: 293, MLCommons'
        // reference 294.45; mixtral-8x7b: 146, reference 144.84). The prompt length is unknown.
        m.workload.outputTokens = std::llround(tokens / samples);
        m.workload.contextTokens = 0;
        m.workload.batch = 0;
        m.workload.gpus = mlperfReplicaGpus(*sku, *model, m.workload.weights, int(gpus));
        m.replicas = int(gpus) / m.workload.gpus;
        set.rows.push_back(std::move(m));
    }
    return set;
}

} // namespace GpuPlan
