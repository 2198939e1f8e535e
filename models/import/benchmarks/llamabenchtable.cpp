// llama-bench's markdown table, alone (llama-bench-md) or inside a captured stdout (llama-bench-stdout).
#include "benchmarkimporters.h"
#include "parsetext.h"

namespace GpuPlan {

namespace {

using ParseText::trim;

bool tableHeader(std::string_view line)
{
    const std::string_view t = trim(line);
    return ParseText::startsWith(t, "|") && t.find(" model ") != std::string_view::npos
        && t.find("t/s") != std::string_view::npos;
}

// Index of the table header among the first lines of the head; -1 when there is none.
int headerIndex(std::string_view head)
{
    const auto lines = BenchText::headLines(head, 200);
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (tableHeader(lines[i]))
            return int(i);
    return -1;
}

int firstNonEmpty(std::string_view head)
{
    const auto lines = BenchText::headLines(head, 200);
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (!trim(lines[i]).empty())
            return int(i);
    return -1;
}

std::vector<std::string> cells(std::string_view line)
{
    std::string_view t = trim(line);
    if (ParseText::startsWith(t, "|"))
        t.remove_prefix(1);
    if (!t.empty() && t.back() == '|')
        t.remove_suffix(1);
    std::vector<std::string> out;
    for (std::string_view c : ParseText::split(t, '|'))
        out.emplace_back(c);
    return out;
}

// "pp 512" (old builds) -> "pp512"; "pp512+tg128" stays.
std::string testName(std::string_view cell)
{
    std::string out;
    for (char c : cell)
        if (c != ' ')
            out += c;
    return out;
}

bool parseTable(TextSource &text, ImportSink &sink)
{
    std::vector<std::string> header;
    std::vector<BenchmarkRecord> records;
    std::string gpuName, build;
    int gpuCount = 0;
    bool stopped = false;
    int headerLine = 0;
    std::string_view raw;
    while (text.nextLine(raw)) {
        if (!keepGoing(text, sink))
            return false;
        const int lineNo = text.lineNumber();
        const std::string_view line = trim(raw);
        if (line.empty())
            continue;
        if (ParseText::startsWith(line, "Device ") && line.find(':') != std::string_view::npos && header.empty()) {
            // "  Device 0: NVIDIA H100 PCIe, compute capability 9.0, VMM: yes"
            const std::string_view rest = trim(line.substr(line.find(':') + 1));
            if (gpuName.empty())
                gpuName = std::string(trim(rest.substr(0, rest.find(','))));
            ++gpuCount;
            continue;
        }
        if (ParseText::startsWith(line, "build:")) {
            build = std::string(trim(line.substr(6)));
            continue;
        }
        if (tableHeader(line)) {
            header = cells(line);
            headerLine = lineNo;
            continue;
        }
        if (header.empty() || !ParseText::startsWith(line, "|")) {
            // After the table started, an error line means the run stopped early (out of memory, ...).
            if (!header.empty() && !stopped
                && (ParseText::containsNoCase(line, "error") || ParseText::containsNoCase(line, "failed")
                    || ParseText::containsNoCase(line, "out of memory"))) {
                sink.diagnostic(ParseText::diagnostic(Severity::Warning, lineNo, "import.truncated",
                                                      {"llama-bench stopped: " + std::string(line)}));
                stopped = true;
            }
            continue;
        }
        if (line.find("---") != std::string_view::npos)
            continue; // the alignment row
        const std::vector<std::string> row = cells(line);
        if (row.size() != header.size()) {
            sink.diagnostic(ParseText::diagnostic(
                Severity::Warning, lineNo, "import.bad_line",
                {"the row has " + std::to_string(row.size()) + " cells, the header " + std::to_string(header.size())}));
            continue;
        }
        BenchmarkRecord r;
        r.tool = "llama-bench";
        r.metric = "tokens_per_s";
        r.unit = "tokens/s";
        r.line = lineNo;
        bool valid = false;
        for (std::size_t i = 0; i < header.size(); ++i) {
            const std::string &name = header[i];
            const std::string &cell = row[i];
            if (name == "model") {
                r.model = cell;
                r.precision = BenchText::llamaPrecision(cell);
            } else if (name == "test") {
                r.test = testName(cell);
            } else if (name == "t/s") {
                // "123.45 ± 0.67": the mean, then the standard deviation.
                auto pm = cell.find("\xC2\xB1");
                std::size_t skip = 2;
                if (pm == std::string::npos) {
                    pm = cell.find("+-");
                    skip = 2;
                }
                const auto mean = ParseText::number(cell.substr(0, pm));
                if (!mean) {
                    sink.diagnostic(
                        ParseText::diagnostic(Severity::Warning, lineNo, "import.bad_value", {"t/s", cell}));
                    break;
                }
                r.value = *mean;
                valid = true;
                if (pm != std::string::npos)
                    r.attributes.emplace_back("stddev", std::string(trim(std::string_view(cell).substr(pm + skip))));
            } else {
                r.attributes.emplace_back(name, cell);
            }
        }
        if (valid)
            records.push_back(std::move(r));
    }
    if (header.empty()) {
        sink.diagnostic(ParseText::diagnostic(Severity::Error, text.lineNumber(), "import.missing_field",
                                              {"| model | ... | t/s | table"}));
        return false;
    }
    if (records.empty() && !stopped)
        sink.diagnostic(ParseText::diagnostic(Severity::Warning, headerLine, "import.truncated", {"no result row"}));
    // "build: e8496488 (2843)" comes after the table: it applies to every row.
    std::string commit = build, number;
    if (const auto open = build.find(" ("); open != std::string::npos) {
        commit = build.substr(0, open);
        number = build.substr(open + 2, build.find(')', open) - open - 2);
    }
    for (BenchmarkRecord &r : records) {
        if (!gpuName.empty()) {
            r.gpuName = gpuName;
            r.gpuCount = gpuCount;
        }
        if (!commit.empty())
            r.attributes.emplace_back("build_commit", commit);
        if (!number.empty())
            r.attributes.emplace_back("build_number", number);
        sink.benchmark(r);
    }
    return true;
}

} // namespace

int LlamaBenchMarkdownImporter::sniff(std::string_view head) const
{
    const int header = headerIndex(head);
    return header >= 0 && header == firstNonEmpty(head) ? 90 : 0;
}

bool LlamaBenchMarkdownImporter::parse(TextSource &text, ImportSink &sink) const { return parseTable(text, sink); }

int LlamaBenchStdoutImporter::sniff(std::string_view head) const
{
    const int header = headerIndex(head);
    return header >= 0 && header != firstNonEmpty(head) ? 85 : 0;
}

bool LlamaBenchStdoutImporter::parse(TextSource &text, ImportSink &sink) const { return parseTable(text, sink); }

} // namespace GpuPlan
