// mixbench (CUDA, HIP, OpenCL): device specifications, then a CSV block with a two-row header: the
// precision groups ("Single Precision ops,,,,") and their columns (Flops/byte, ex.time, GFLOPS, GB/sec).
// One record per row and precision: the GFLOPS (GIOPS for integers) at that compute intensity.
#include "benchmarkimporters.h"
#include "importlines.h"
#include "parsetext.h"

namespace GpuPlan {

namespace {

struct Group
{
    std::string label;     // "Single Precision ops"
    std::string precision; // "fp32", "fp32x2", "fp64", "fp16", "int32"
    std::size_t first = 0; // its first column
    std::size_t count = 0;
};

std::string precisionOf(std::string_view label)
{
    const std::string l = ParseText::lower(label);
    if (l.find("packed single") != std::string::npos)
        return "fp32x2";
    if (l.find("single") != std::string::npos)
        return "fp32";
    if (l.find("double") != std::string::npos)
        return "fp64";
    if (l.find("half") != std::string::npos)
        return "fp16";
    if (l.find("int") != std::string::npos)
        return "int32";
    return l;
}

} // namespace

int MixbenchImporter::sniff(std::string_view head) const
{
    const auto lines = BenchText::headLines(head, 2);
    const bool banner = !lines.empty() && ParseText::startsWith(ParseText::trim(lines.front()), "mixbench");
    if (banner && head.find("Experiment ID") != std::string_view::npos)
        return 90;
    return banner && head.find("Device specifications") != std::string_view::npos ? 70 : 0;
}

bool MixbenchImporter::parse(TextSource &text, ImportSink &sink) const
{
    std::string device, version;
    std::vector<Group> groups;
    std::vector<std::string> columns;
    int records = 0;
    ImportLines lines(text, sink);
    while (lines.next()) {
        const std::string_view line = lines.trimmed();
        const int lineNo = lines.number();
        if (lineNo == 1 && ParseText::startsWith(line, "mixbench")) {
            const auto open = line.find('(');
            if (open != std::string_view::npos)
                version = std::string(line.substr(open + 1, line.find(')') - open - 1));
        } else if (ParseText::startsWith(line, "Device:")) {
            device = std::string(ParseText::trim(line.substr(7)));
        } else if (ParseText::startsWith(line, "Experiment ID")) {
            const auto cells = ParseText::splitCsv(line);
            for (std::size_t i = 1; i < cells.size(); ++i) {
                if (!cells[i].empty())
                    groups.push_back({cells[i], precisionOf(cells[i]), i, 0});
                if (!groups.empty())
                    ++groups.back().count;
            }
        } else if (ParseText::startsWith(line, "Compute iters")) {
            columns = ParseText::splitCsv(line);
        } else if (!columns.empty() && !line.empty() && line.front() != '-') {
            const auto cells = ParseText::splitCsv(line);
            if (cells.size() != columns.size()) {
                sink.diagnostic(ParseText::diagnostic(Severity::Warning, lineNo, "import.bad_line",
                                                      {"the row has " + std::to_string(cells.size())
                                                       + " values, the header " + std::to_string(columns.size())}));
                continue;
            }
            for (const Group &g : groups) {
                BenchmarkRecord r;
                r.tool = "mixbench";
                r.gpuName = device;
                r.test = g.label;
                r.precision = g.precision;
                r.line = lineNo;
                r.attributes.emplace_back("compute_iters", cells[0]);
                bool valid = false;
                for (std::size_t c = g.first; c < g.first + g.count && c < cells.size(); ++c) {
                    const std::string &name = columns[c];
                    if (name == "GFLOPS" || name == "GIOPS") {
                        const auto v = ParseText::number(cells[c]);
                        if (!v) {
                            sink.diagnostic(
                                ParseText::diagnostic(Severity::Warning, lineNo, "import.bad_value", {name, cells[c]}));
                            break;
                        }
                        valid = true;
                        r.value = *v;
                        r.metric = name == "GIOPS" ? "giops" : "gflops";
                        r.unit = name == "GIOPS" ? "GIOP/s" : "GFLOP/s";
                    } else if (name == "GB/sec") {
                        r.attributes.emplace_back("bandwidth_gbs", cells[c]);
                    } else if (name == "ex.time") {
                        r.attributes.emplace_back("time_ms", cells[c]);
                    } else if (name.find("/byte") != std::string::npos) {
                        r.attributes.emplace_back("ops_per_byte", cells[c]);
                    }
                }
                if (!version.empty())
                    r.attributes.emplace_back("version", version);
                if (valid) {
                    sink.benchmark(r);
                    ++records;
                }
            }
        }
    }
    if (lines.cancelled())
        return false;
    if (groups.empty() || columns.empty()) {
        sink.diagnostic(
            ParseText::diagnostic(Severity::Error, text.lineNumber(), "import.missing_field", {"CSV data"}));
        return false;
    }
    if (records == 0)
        sink.diagnostic(
            ParseText::diagnostic(Severity::Warning, text.lineNumber(), "import.truncated", {"no result row"}));
    return true;
}

} // namespace GpuPlan
