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
    Throughput ///< output tokens/s of a whole replica serving many sequences (trtllm-bench)
};

/// One benchmark result tied to a catalog SKU and model, with the workload that produced it.
struct Measurement
{
    std::string skuId;
    std::string modelId;
    Workload workload; ///< batch 0 = as many sequences as fit (serving benchmarks)
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

} // namespace GpuPlan
