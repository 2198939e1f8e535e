// llama-bench -o csv and -o sql: one test per row, fields by name.
#include "benchmarkimporters.h"
#include "parsetext.h"

#include <algorithm>

namespace GpuPlan {

namespace {

// SQL values: 'text' with '' for a quote, separated by ", ".
std::vector<std::string> sqlValues(std::string_view list)
{
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < list.size()) {
        while (i < list.size() && (list[i] == ' ' || list[i] == ','))
            ++i;
        if (i >= list.size())
            break;
        std::string value;
        if (list[i] == '\'') {
            for (++i; i < list.size(); ++i) {
                if (list[i] == '\'' && i + 1 < list.size() && list[i + 1] == '\'') {
                    value += '\'';
                    ++i;
                } else if (list[i] == '\'') {
                    ++i;
                    break;
                } else {
                    value += list[i];
                }
            }
        } else {
            const auto end = list.find(',', i);
            value = std::string(ParseText::trim(list.substr(i, end == std::string_view::npos ? end : end - i)));
            i = end == std::string_view::npos ? list.size() : end;
        }
        out.push_back(std::move(value));
    }
    return out;
}

} // namespace

int LlamaBenchCsvImporter::sniff(std::string_view head) const
{
    const auto lines = BenchText::headLines(head, 1);
    if (lines.empty())
        return 0;
    const std::string_view first = ParseText::trim(lines.front());
    if (ParseText::startsWith(first, "{") || ParseText::startsWith(first, "["))
        return 0; // llama-bench -o json / jsonl
    const bool llama
        = first.find("avg_ts") != std::string_view::npos && first.find("n_prompt") != std::string_view::npos;
    return llama && first.find(',') != std::string_view::npos ? 90 : 0;
}

bool LlamaBenchCsvImporter::parse(TextSource &text, ImportSink &sink) const
{
    std::string_view raw;
    std::vector<std::string> header;
    bool warnedShift = false;
    while (text.nextLine(raw)) {
        if (!keepGoing(text, sink))
            return false;
        if (ParseText::trim(raw).empty())
            continue;
        const int lineNo = text.lineNumber();
        const std::vector<std::string> values = ParseText::splitCsv(raw);
        if (header.empty()) {
            header = values;
            for (const char *needed : {"avg_ts", "n_prompt", "n_gen"})
                if (std::find(header.begin(), header.end(), needed) == header.end()) {
                    sink.diagnostic(ParseText::diagnostic(Severity::Error, lineNo, "import.missing_field", {needed}));
                    return false;
                }
            continue;
        }
        // Some builds print more values than header fields (a column added to the rows only). The build
        // fields come first and the results last, so extra values are taken to sit just after the build
        // fields: the first two columns align from the left, the rest from the right.
        const std::ptrdiff_t extra = std::ptrdiff_t(values.size()) - std::ptrdiff_t(header.size());
        if (extra != 0 && !warnedShift) {
            sink.diagnostic(
                ParseText::diagnostic(Severity::Warning, lineNo, "import.bad_line",
                                      {"the row has " + std::to_string(values.size()) + " values, the header "
                                       + std::to_string(header.size()) + "; aligned on the last columns"}));
            warnedShift = true;
        }
        std::map<std::string, std::string> fields;
        for (std::size_t i = 0; i < header.size(); ++i) {
            const std::ptrdiff_t at = (i < 2 || extra == 0) ? std::ptrdiff_t(i) : std::ptrdiff_t(i) + extra;
            if (at >= 0 && at < std::ptrdiff_t(values.size()))
                fields[header[i]] = values[std::size_t(at)];
        }
        if (auto r = BenchText::llamaBenchRecord(fields, lineNo, sink))
            sink.benchmark(*r);
    }
    if (header.empty()) {
        sink.diagnostic(ParseText::diagnostic(Severity::Error, 1, "import.empty"));
        return false;
    }
    return true;
}

int LlamaBenchSqlImporter::sniff(std::string_view head) const
{
    // Upstream names its table "test"; forks name theirs ("llama_bench"): the columns say it is llama-bench's.
    const bool upstream = head.find("CREATE TABLE IF NOT EXISTS test") != std::string_view::npos
        || head.find("INSERT INTO test (") != std::string_view::npos;
    const bool table = upstream || head.find("CREATE TABLE") != std::string_view::npos
        || head.find("INSERT INTO ") != std::string_view::npos;
    const bool avg = head.find("avg_ts") != std::string_view::npos;
    if (upstream && avg)
        return 90;
    return table && avg && head.find("model_filename") != std::string_view::npos ? 80 : 0;
}

bool LlamaBenchSqlImporter::parse(TextSource &text, ImportSink &sink) const
{
    // INSERT INTO test (build_commit, build_number, ...) VALUES ('3469684', '1275', ...);
    std::string_view raw;
    int rows = 0;
    while (text.nextLine(raw)) {
        if (!keepGoing(text, sink))
            return false;
        const std::string_view line = ParseText::trim(raw);
        if (!ParseText::startsWith(line, "INSERT INTO"))
            continue;
        const int lineNo = text.lineNumber();
        const auto open = line.find('(');
        const auto close = line.find(')', open);
        const auto values = line.find("VALUES (", close == std::string_view::npos ? 0 : close);
        const auto end = line.rfind(')');
        if (open == std::string_view::npos || close == std::string_view::npos || values == std::string_view::npos
            || end <= values) {
            sink.diagnostic(ParseText::diagnostic(Severity::Error, lineNo, "import.truncated", {"INSERT statement"}));
            return false;
        }
        const auto names = ParseText::split(line.substr(open + 1, close - open - 1), ',');
        const auto list = sqlValues(line.substr(values + 8, end - values - 8));
        if (names.size() != list.size()) {
            sink.diagnostic(ParseText::diagnostic(Severity::Warning, lineNo, "import.bad_line",
                                                  {"the INSERT has " + std::to_string(list.size()) + " values for "
                                                   + std::to_string(names.size()) + " columns"}));
            continue;
        }
        std::map<std::string, std::string> fields;
        for (std::size_t i = 0; i < names.size(); ++i)
            fields[std::string(names[i])] = list[i];
        ++rows;
        if (auto r = BenchText::llamaBenchRecord(fields, lineNo, sink))
            sink.benchmark(*r);
    }
    if (rows == 0) {
        sink.diagnostic(ParseText::diagnostic(Severity::Error, text.lineNumber(), "import.missing_field",
                                              {"a usable INSERT INTO"}));
        return false;
    }
    return true;
}

} // namespace GpuPlan
