#pragma once

#include "importer.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <optional>

// The benchmark importers (llama-bench, vLLM, MLPerf, BabelStream, mixbench, gpuplan-probe) and the few
// helpers they share. Each importer lives in its own .cpp.
namespace GpuPlan {

#define GPUPLAN_BENCH_IMPORTER(Class, name)                                                                            \
    class Class : public Importer                                                                                      \
    {                                                                                                                  \
    public:                                                                                                            \
        std::string format() const override { return name; }                                                           \
        int sniff(std::string_view head) const override;                                                               \
        bool parse(TextSource &text, ImportSink &sink) const override;                                                 \
    };

/// llama-bench's default markdown table as a file of its own ("| model | size | ... | t/s |").
GPUPLAN_BENCH_IMPORTER(LlamaBenchMarkdownImporter, "llama-bench-md")
/// The same table in a captured stdout: ggml init lines ("Device 0: ..."), warnings, "build: ..." line.
GPUPLAN_BENCH_IMPORTER(LlamaBenchStdoutImporter, "llama-bench-stdout")
GPUPLAN_BENCH_IMPORTER(LlamaBenchCsvImporter, "llama-bench-csv")
GPUPLAN_BENCH_IMPORTER(LlamaBenchJsonImporter, "llama-bench-json")
GPUPLAN_BENCH_IMPORTER(LlamaBenchJsonlImporter, "llama-bench-jsonl")
GPUPLAN_BENCH_IMPORTER(LlamaBenchSqlImporter, "llama-bench-sql")
/// vLLM benchmark_serving.py --save-result JSON: one record per metric.
GPUPLAN_BENCH_IMPORTER(VllmBenchJsonImporter, "vllm-bench-json")
/// vLLM's "============ Serving Benchmark Result ============" block.
GPUPLAN_BENCH_IMPORTER(VllmBenchTextImporter, "vllm-bench-text")
/// MLPerf LoadGen mlperf_log_summary.txt.
GPUPLAN_BENCH_IMPORTER(MlperfSummaryImporter, "mlperf-summary")
/// MLPerf submission system description: devices only (accelerator name x count), no benchmark figure.
GPUPLAN_BENCH_IMPORTER(MlperfSystemImporter, "mlperf-system-json")
GPUPLAN_BENCH_IMPORTER(BabelStreamImporter, "babelstream")
GPUPLAN_BENCH_IMPORTER(MixbenchImporter, "mixbench")
/// The JSON lines of gpuplan-probe (run and burnin); parsed here without the probe protocol library.
GPUPLAN_BENCH_IMPORTER(GpuplanProbeImporter, "gpuplan-probe-jsonl")

#undef GPUPLAN_BENCH_IMPORTER

namespace BenchText {

/// A JSON scalar as text ("3469684", "1275", "true"); empty for null, objects and arrays.
std::string scalarText(const nlohmann::json &value);
/// The first `lines` lines of a head (for sniffers), without the cut last line.
std::vector<std::string_view> headLines(std::string_view head, std::size_t lines);
/// "NVIDIA", "AMD", "Intel" from a product name; empty when unknown.
std::string vendorOf(std::string_view name);

/// One llama-bench test (a CSV/SQL row or a JSON object, fields by name) as a record; nullopt (after a
/// warning) when its result is missing.
std::optional<BenchmarkRecord> llamaBenchRecord(const std::map<std::string, std::string> &fields, int line,
                                                ImportSink &sink);
/// "llama 8B Q4_K - Medium" -> "Q4_K - Medium"; "llama 7B mostly Q4_0" -> "Q4_0".
std::string llamaPrecision(std::string_view modelType);

} // namespace BenchText

} // namespace GpuPlan
