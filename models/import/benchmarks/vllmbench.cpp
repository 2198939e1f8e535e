// vLLM benchmark_serving.py: the --save-result JSON and the printed "Serving Benchmark Result" block.
// Both give one record per metric, named as in the JSON: request_throughput, output_throughput,
// mean_ttft_ms, p99_itl_ms, ...
#include "benchmarkimporters.h"
#include "importjson.h"
#include "parsetext.h"

#include <nlohmann/json.hpp>

namespace GpuPlan {

namespace {

// The unit of a vLLM metric key; empty when the key is not a metric.
std::string metricUnit(std::string_view key)
{
    if (key == "request_throughput" || key == "request_goodput")
        return "req/s";
    if (key == "output_throughput" || key == "total_token_throughput" || key == "max_output_tokens_per_s")
        return "tokens/s";
    if (key.size() > 3 && key.substr(key.size() - 3) == "_ms") {
        for (std::string_view stat : {"mean_", "median_", "std_", "p"})
            if (ParseText::startsWith(key, stat))
                return "ms";
    }
    return {};
}

BenchmarkRecord vllmRecord(const std::string &metric, double value, int line)
{
    BenchmarkRecord r;
    r.tool = "vllm";
    r.test = "serving";
    r.metric = metric;
    r.unit = metricUnit(metric);
    r.value = value;
    r.line = line;
    return r;
}

} // namespace

int VllmBenchJsonImporter::sniff(std::string_view head) const
{
    const std::string_view t = ParseText::trim(head);
    const bool serving = head.find("\"request_throughput\"") != std::string_view::npos
        && (head.find("_ttft_ms\"") != std::string_view::npos
            || head.find("\"output_throughput\"") != std::string_view::npos);
    return ParseText::startsWith(t, "{") && serving ? 90 : 0;
}

bool VllmBenchJsonImporter::parse(TextSource &text, ImportSink &sink) const
{
    const int firstLine = text.lineNumber() + 1;
    const auto json = parseImportedJson(text.readAll(), firstLine, sink, Severity::Error);
    if (!json)
        return false;
    if (!json->is_object() || !json->contains("request_throughput")) {
        sink.diagnostic(
            ParseText::diagnostic(Severity::Error, firstLine, "import.missing_field", {"request_throughput"}));
        return false;
    }
    std::vector<std::pair<std::string, std::string>> attributes;
    for (const char *key : {"backend", "date", "num_prompts", "request_rate", "burstiness", "max_concurrency",
                            "duration", "completed", "total_input_tokens", "total_output_tokens", "tokenizer_id"}) {
        const auto it = json->find(key);
        if (it != json->end() && !BenchText::scalarText(*it).empty())
            attributes.emplace_back(key, BenchText::scalarText(*it));
    }
    const std::string model = json->value("model_id", std::string());
    for (auto it = json->begin(); it != json->end(); ++it) {
        std::string key = it.key();
        if (!key.empty() && key.back() == ':')
            key.pop_back(); // some versions wrote "request_goodput:"
        if (metricUnit(key).empty() || it.value().is_null())
            continue;
        if (!it.value().is_number()) {
            sink.diagnostic(
                ParseText::diagnostic(Severity::Warning, firstLine, "import.bad_value", {key, it.value().dump()}));
            continue;
        }
        BenchmarkRecord r = vllmRecord(key, it.value().get<double>(), firstLine);
        r.model = model;
        r.attributes = attributes;
        sink.benchmark(r);
    }
    return true;
}

int VllmBenchTextImporter::sniff(std::string_view head) const
{
    return head.find("Serving Benchmark Result") != std::string_view::npos ? 90 : 0;
}

bool VllmBenchTextImporter::parse(TextSource &text, ImportSink &sink) const
{
    std::string_view raw;
    bool inBlock = false;
    int records = 0, blockLine = 0;
    std::vector<BenchmarkRecord> block;
    std::vector<std::pair<std::string, std::string>> attributes;
    const auto flush = [&] {
        for (BenchmarkRecord &r : block) {
            r.attributes = attributes;
            sink.benchmark(r);
        }
        records += int(block.size());
        block.clear();
        attributes.clear();
    };
    while (text.nextLine(raw)) {
        if (!keepGoing(text, sink))
            return false;
        const std::string_view line = ParseText::trim(raw);
        const int lineNo = text.lineNumber();
        if (line.find("Serving Benchmark Result") != std::string_view::npos) {
            flush();
            inBlock = true;
            blockLine = lineNo;
            continue;
        }
        if (!inBlock)
            continue;
        if (ParseText::startsWith(line, "=====")) {
            flush();
            inBlock = false;
            continue;
        }
        const auto colon = line.rfind(':');
        if (colon == std::string_view::npos)
            continue; // section rulers
        const std::string label(ParseText::trim(line.substr(0, colon)));
        const std::string_view valueText = ParseText::trim(line.substr(colon + 1));
        const auto value = ParseText::number(valueText);
        if (!value) {
            if (!valueText.empty())
                sink.diagnostic(ParseText::diagnostic(Severity::Warning, lineNo, "import.bad_value",
                                                      {label, std::string(valueText)}));
            continue;
        }
        static const char *named[][2] = {{"Request throughput (req/s)", "request_throughput"},
                                         {"Request goodput (req/s)", "request_goodput"},
                                         {"Output token throughput (tok/s)", "output_throughput"},
                                         {"Total Token throughput (tok/s)", "total_token_throughput"},
                                         {"Peak output token throughput (tok/s)", "max_output_tokens_per_s"},
                                         {"Successful requests", "completed"},
                                         {"Benchmark duration (s)", "duration"},
                                         {"Total input tokens", "total_input_tokens"},
                                         {"Total generated tokens", "total_output_tokens"},
                                         {"Maximum request concurrency", "max_concurrency"},
                                         {"Traffic request rate", "request_rate"}};
        std::string key;
        for (const auto &n : named)
            if (label == n[0])
                key = n[1];
        // "Mean TTFT (ms)", "P99 ITL (ms)", "Median E2EL (ms)" -> mean_ttft_ms, p99_itl_ms, median_e2el_ms
        const auto words = ParseText::splitWhitespace(label);
        if (key.empty() && words.size() == 3 && words[2] == "(ms)")
            key = ParseText::lower(words[0]) + "_" + ParseText::lower(words[1]) + "_ms";
        if (key.empty())
            continue;
        if (metricUnit(key).empty())
            attributes.emplace_back(key, std::string(valueText));
        else
            block.push_back(vllmRecord(key, *value, lineNo));
    }
    if (inBlock && !block.empty())
        sink.diagnostic(ParseText::diagnostic(Severity::Warning, text.lineNumber(), "import.truncated",
                                              {"Serving Benchmark Result"}));
    flush();
    if (records == 0) {
        sink.diagnostic(ParseText::diagnostic(Severity::Error, blockLine ? blockLine : text.lineNumber(),
                                              "import.missing_field", {"Request throughput (req/s)"}));
        return false;
    }
    return true;
}

} // namespace GpuPlan
