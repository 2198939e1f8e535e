// BabelStream (GPU-STREAM 0.x/2.0, BabelStream 3.x): a banner, then one row per kernel with the best
// bandwidth and the min/max/average times. Several runs may be concatenated in one file.
#include "benchmarkimporters.h"
#include "importlines.h"
#include "parsetext.h"

#include <algorithm>

#include <cstring>

namespace GpuPlan {

namespace {

using ParseText::startsWith;

struct Run
{
    std::string version, implementation, precision, arraySize, device, driver;
    double toGBs = 0.0; // factor from the table's unit to GB/s (1e9 bytes)
};

// "1386507.3870.00039": a 7-digit MB/s value glued to the next column; split after 3 decimals.
void unglue(std::vector<std::string_view> &fields)
{
    if (fields.size() != 4 || std::count(fields[1].begin(), fields[1].end(), '.') != 2)
        return;
    const auto dot = fields[1].find('.');
    const std::string_view a = fields[1].substr(0, dot + 4), b = fields[1].substr(dot + 4);
    fields.erase(fields.begin() + 1);
    fields.insert(fields.begin() + 1, {a, b});
}

} // namespace

int BabelStreamImporter::sniff(std::string_view head) const
{
    const auto lines = BenchText::headLines(head, 40);
    if (lines.empty())
        return 0;
    const std::string_view first = ParseText::trim(lines.front());
    const bool banner = first == "BabelStream" || first == "GPU-STREAM";
    const bool table
        = head.find("Function    ") != std::string_view::npos && head.find("Bytes/sec") != std::string_view::npos;
    if (banner && table)
        return 90;
    return banner && head.find("Implementation:") != std::string_view::npos ? 70 : 0;
}

bool BabelStreamImporter::parse(TextSource &text, ImportSink &sink) const
{
    Run run;
    int records = 0;
    ImportLines lines(text, sink);
    while (lines.next()) {
        const std::string_view line = lines.trimmed();
        const int lineNo = lines.number();
        if (line == "BabelStream" || line == "GPU-STREAM") {
            run = Run();
            continue;
        }
        const auto valueOf
            = [line](std::string_view key) { return std::string(ParseText::trim(line.substr(key.size()))); };
        if (startsWith(line, "Version:")) {
            run.version = valueOf("Version:");
        } else if (startsWith(line, "Implementation:")) {
            run.implementation = valueOf("Implementation:");
        } else if (startsWith(line, "Precision:")) {
            run.precision = valueOf("Precision:");
        } else if (startsWith(line, "Array size:")) {
            run.arraySize = valueOf("Array size:");
        } else if (startsWith(line, "Driver:")) {
            run.driver = valueOf("Driver:");
        } else if (startsWith(line, "Using ") && line.find(" device ") != std::string_view::npos) {
            // "Using CUDA device Tesla K80" (v2.0 says OpenCL for CUDA runs: the Implementation line is right)
            run.device = std::string(ParseText::trim(line.substr(line.find(" device ") + 8)));
        } else if (startsWith(line, "Function")) {
            const auto header = ParseText::splitWhitespace(line);
            const std::string unit = header.size() > 1 ? std::string(header[1]) : std::string();
            run.toGBs = unit == "MBytes/sec" ? 1e-3
                : unit == "GBytes/sec"       ? 1.0
                : unit == "MiBytes/sec"      ? 1048576.0 / 1e9
                : unit == "GiBytes/sec"      ? 1073741824.0 / 1e9
                                             : 0.0;
            if (run.toGBs == 0.0) {
                sink.diagnostic(ParseText::diagnostic(Severity::Error, lineNo, "import.bad_value", {"Function", unit}));
                return false;
            }
        } else if (run.toGBs > 0.0 && !line.empty()) {
            auto fields = ParseText::splitWhitespace(line);
            unglue(fields);
            const auto bandwidth = fields.size() >= 5 ? ParseText::number(fields[1]) : std::nullopt;
            if (!bandwidth) {
                sink.diagnostic(ParseText::diagnostic(Severity::Warning, lineNo, "import.bad_line",
                                                      {"not a kernel row (Function, bandwidth, min, max, average)"}));
                continue;
            }
            BenchmarkRecord r;
            r.tool = "babelstream";
            r.gpuName = run.device;
            r.precision = run.precision;
            r.test = std::string(fields[0]);
            r.metric = "bandwidth";
            r.value = *bandwidth * run.toGBs;
            r.unit = "GB/s";
            r.line = lineNo;
            r.attributes = {{"min_s", std::string(fields[2])},
                            {"max_s", std::string(fields[3])},
                            {"avg_s", std::string(fields[4])}};
            for (const auto &[key, value] :
                 {std::pair<const char *, const std::string &>{"implementation", run.implementation},
                  {"version", run.version},
                  {"array_size", run.arraySize},
                  {"driver", run.driver}})
                if (!value.empty())
                    r.attributes.emplace_back(key, value);
            sink.benchmark(r);
            ++records;
        }
    }
    if (lines.cancelled())
        return false;
    if (records == 0) {
        sink.diagnostic(
            ParseText::diagnostic(Severity::Error, text.lineNumber(), "import.missing_field", {"Function table"}));
        return false;
    }
    return true;
}

} // namespace GpuPlan
