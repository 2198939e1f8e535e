// MLPerf: LoadGen's mlperf_log_summary.txt (results, validity, latencies) and the submission's system
// description JSON (the accelerators: one device each, no benchmark figure).
#include "benchmarkimporters.h"
#include "importjson.h"
#include "importlines.h"
#include "parsetext.h"

#include <algorithm>
#include <cstdio>
#include <tuple>

#include <nlohmann/json.hpp>

namespace GpuPlan {

namespace {

using ParseText::containsNoCase;

// "Mean latency (ns)" -> "mean_latency_ms"; "99.90 percentile first token latency (ns)" -> "p99.9_ttft_ms".
std::string latencyMetric(std::string_view label)
{
    if (!containsNoCase(label, "(ns)"))
        return {};
    std::string kind;
    if (containsNoCase(label, "first token latency"))
        kind = "ttft";
    else if (containsNoCase(label, "time to output token"))
        kind = "tpot";
    else if (containsNoCase(label, "latency"))
        kind = "latency";
    else
        return {};
    const auto words = ParseText::splitWhitespace(label);
    std::string stat = ParseText::lower(words.front());
    if (words.size() > 1 && ParseText::lower(words[1]) == "percentile") {
        const auto p = ParseText::number(words.front());
        if (!p)
            return {};
        char buffer[16];
        std::snprintf(buffer, sizeof buffer, "p%g", *p);
        stat = buffer;
    } else if (stat != "min" && stat != "max" && stat != "mean") {
        return {};
    }
    return stat + "_" + kind + "_ms";
}

} // namespace

int MlperfSummaryImporter::sniff(std::string_view head) const
{
    return head.find("MLPerf Results Summary") != std::string_view::npos ? 90 : 0;
}

bool MlperfSummaryImporter::parse(TextSource &text, ImportSink &sink) const
{
    std::vector<BenchmarkRecord> records;
    std::vector<std::pair<std::string, std::string>> attributes;
    std::string scenario;
    bool tokens = false;
    ImportLines lines(text, sink);
    while (lines.next()) {
        const std::string_view line = lines.trimmed();
        const int lineNo = lines.number();
        if (line.find("warnings encountered") != std::string_view::npos
            || line.find("errors encountered") != std::string_view::npos) {
            // "No warnings encountered" is 0; a count too large for a long is kept as written.
            const std::string_view first = ParseText::splitWhitespace(line).front();
            const auto number = ParseText::number(first);
            const auto count = ParseText::checkedInt<long>(number);
            attributes.emplace_back(line.find("warnings") != std::string_view::npos ? "loadgen_warnings"
                                                                                    : "loadgen_errors",
                                    count        ? std::to_string(*count)
                                        : number ? std::string(first)
                                                 : "0");
            continue;
        }
        const auto colon = line.find(':');
        if (colon == std::string_view::npos)
            continue;
        const std::string label(ParseText::trim(line.substr(0, colon)));
        const std::string value(ParseText::trim(line.substr(colon + 1)));
        const std::string lower = ParseText::lower(label);
        if (label == "SUT name") {
            attributes.emplace_back("sut_name", value);
        } else if (label == "Scenario") {
            scenario = value;
        } else if (label == "Mode") {
            attributes.emplace_back("mode", value);
        } else if (label == "Result is") {
            attributes.emplace_back("result", value);
        } else if (lower == "target_qps" || lower == "samples_per_query" || lower == "min_duration (ms)"
                   || lower == "scheduled samples per second") {
            attributes.emplace_back(lower == "min_duration (ms)"                  ? "min_duration_ms"
                                        : lower == "scheduled samples per second" ? "scheduled_samples_per_s"
                                                                                  : lower,
                                    value);
        } else {
            std::string metric, unit;
            double scale = 1.0;
            if (lower == "samples per second" || lower == "completed samples per second") {
                metric = "samples_per_s";
                unit = "samples/s";
            } else if ((lower == "tokens per second" || lower == "completed tokens per second") && !tokens) {
                metric = "tokens_per_s";
                unit = "tokens/s";
                tokens = true; // the server summary prints it twice
            } else if (!(metric = latencyMetric(label)).empty()) {
                unit = "ms";
                scale = 1e-6;
            }
            if (metric.empty())
                continue;
            const auto number = ParseText::number(value);
            if (!number) {
                sink.diagnostic(ParseText::diagnostic(Severity::Warning, lineNo, "import.bad_value", {label, value}));
                continue;
            }
            BenchmarkRecord r;
            r.tool = "mlperf";
            r.metric = metric;
            r.unit = unit;
            r.value = *number * scale;
            r.line = lineNo;
            records.push_back(std::move(r));
        }
    }
    if (lines.cancelled())
        return false;
    if (scenario.empty() || records.empty()) {
        sink.diagnostic(ParseText::diagnostic(Severity::Error, text.lineNumber(), "import.missing_field",
                                              {scenario.empty() ? "Scenario" : "Samples per second"}));
        return false;
    }
    for (BenchmarkRecord &r : records) {
        r.test = scenario;
        r.attributes = attributes;
        sink.benchmark(r);
    }
    return true;
}

int MlperfSystemImporter::sniff(std::string_view head) const
{
    const bool system = head.find("\"accelerator_model_name\"") != std::string_view::npos
        && head.find("\"accelerators_per_node\"") != std::string_view::npos;
    return ParseText::startsWith(ParseText::trim(head), "{") && system ? 90 : 0;
}

bool MlperfSystemImporter::parse(TextSource &text, ImportSink &sink) const
{
    const int firstLine = text.lineNumber() + 1;
    const auto json = parseImportedJson(text.readAll(), firstLine, sink, Severity::Error);
    if (!json)
        return false;
    if (!json->is_object()) {
        sink.diagnostic(ParseText::diagnostic(Severity::Error, firstLine, "import.bad_line", {"not a JSON object"}));
        return false;
    }
    const auto text_ = [&json](const char *key) {
        const auto it = json->find(key);
        return it == json->end() ? std::string() : BenchText::scalarText(*it);
    };
    const std::string name = text_("accelerator_model_name");
    const auto perNodeNumber = ParseText::number(text_("accelerators_per_node"));
    const auto perNode = ParseText::smallIndex(perNodeNumber);
    const auto nodesNumber = ParseText::number(text_("number_of_nodes"));
    const auto nodesValue = ParseText::smallIndex(nodesNumber.value_or(1));
    // Bounds no real submission reaches (the largest have 64 accelerators per node and some thousand
    // nodes): "1e99" in a damaged file would be undefined, and a million devices would be no system.
    constexpr int kMaxPerNode = 4096, kMaxNodes = 100000;
    for (const auto &[key, raw, value, max] : {std::tuple("accelerators_per_node", perNodeNumber, perNode, kMaxPerNode),
                                               std::tuple("number_of_nodes", nodesNumber, nodesValue, kMaxNodes)})
        if (raw && (!value || *value > max)) {
            sink.diagnostic(ParseText::diagnostic(Severity::Error, firstLine, "import.bad_value", {key, text_(key)}));
            return false;
        }
    const int nodes = *nodesValue;
    if (ParseText::isNotAvailable(name) || !perNode || *perNode < 1) {
        // A CPU-only system: nothing to import, but the file is what it says.
        sink.diagnostic(ParseText::diagnostic(Severity::Warning, firstLine, "import.missing_field",
                                              {name.empty() ? "accelerator_model_name" : "accelerators_per_node"}));
        return true;
    }
    const std::string system = text_("system_name");
    for (int node = 0; node < std::max(nodes, 1); ++node) {
        for (int i = 0; i < *perNode; ++i) {
            FleetDevice d;
            d.node = nodes > 1 ? system + " node " + std::to_string(node + 1) : system;
            d.index = i;
            d.name = name;
            d.vendor = BenchText::vendorOf(name.empty() ? text_("submitter") : name);
            d.memoryBytes = ParseText::bytes(text_("accelerator_memory_capacity"), false);
            d.line = firstLine;
            d.key = ParseText::deviceKey(d);
            sink.device(d);
        }
    }
    return true;
}

} // namespace GpuPlan
