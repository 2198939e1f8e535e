#pragma once

#include "catalog.h"
#include "diagnostic.h"
#include "workload.h"

#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

/// What a benchmark row measured.
enum class MeasurementKind {
    Decode,    ///< one sequence generating: tokens/s of that sequence (llama-bench tg)
    Prefill,   ///< one prompt processed: prompt tokens/s (llama-bench pp)
    Throughput ///< output tokens/s of whole replicas serving many sequences (trtllm-bench, MLPerf Offline)
};

/// One benchmark result tied to a catalog SKU and model, with the workload that produced it.
struct Measurement
{
    std::string skuId;
    std::string modelId;
    Workload workload; ///< batch 0 = as many sequences as fit (serving benchmarks)
    /// Identical replicas of workload.gpus GPUs that together produced tokensPerSecond (an MLPerf
    /// system of 8 GPUs running 4 tensor-parallel pairs has 4).
    int replicas = 1;
    /// Non-empty when workload.contextTokens is the unknown mean prompt length of a benchmark data set
    /// (the MLPerf benchmark's name): the loader leaves it 0 and the caller estimates it (see
    /// Calibration::fit, which skips such rows while it is 0).
    std::string dataset;
    /// The most sequences the engine was allowed to batch (0: no limit but memory), when the benchmark
    /// set one: trtllm-bench sizes max_batch_size itself (trtllmBenchMaxBatch).
    std::int64_t batchLimit = 0;
    MeasurementKind kind = MeasurementKind::Decode;
    double tokensPerSecond = 0;
    std::string file;
    int line = 0;
    std::string source;
};

struct MeasurementSet
{
    std::vector<Measurement> rows;
    /// Rows left out, with why (a GPU or model the catalog lacks, a test GpuPlan does not model).
    std::vector<Diagnostic> skipped;
};

/// llama-bench results as in data/calibration/llamacpp_tps.csv.
MeasurementSet loadLlamaBenchCsv(std::string_view text, const Catalog &catalog, const std::string &file);
/// trtllm-bench results as in data/calibration/trtllm_h100.csv.
MeasurementSet loadTrtllmBenchCsv(std::string_view text, const Catalog &catalog, const std::string &file);
/// The max_batch_size trtllm-bench gives the engine when the command line does not
/// (tensorrt_llm/bench/build/tuning.py, calc_engine_setting and finetune_setting): the requests whose
/// KV cache of ISL + OSL tokens fits in 95 % of the memory the weights leave on @p gpus GPUs, counting at
/// least one KV head per GPU, weights at one byte a parameter in FP8 (half in NVFP4, two otherwise) and
/// the KV at one byte an element in FP8; capped at 4,096 and rounded up (to 32 below 256, 128 below
/// 1,024, 256 above; at least 64).
std::int64_t trtllmBenchMaxBatch(const GpuSku &sku, const ModelArch &model, WeightFormat weights, KvFormat kv, int gpus,
                                 std::int64_t inputTokens, std::int64_t outputTokens);

/// MLPerf Inference results as in data/calibration/mlperf_v41.csv: the Offline rows of the LLM
/// benchmarks whose model the catalog has (see mlperfmeasurement.cpp for the rules).
MeasurementSet loadMlperfCsv(std::string_view text, const Catalog &catalog, const std::string &file);
/// GPUs per replica an MLPerf submitter runs on a system of @p systemGpus: data parallelism wherever the
/// weights fit, so the smallest power of two (at most 8, one node, dividing the system) whose memory
/// holds the weights in at most half, leaving the other half for the KV cache of a large batch.
int mlperfReplicaGpus(const GpuSku &sku, const ModelArch &model, WeightFormat weights, int systemGpus);

} // namespace GpuPlan
