// llama-bench -o json (an array of test objects) and -o jsonl (one object per line).
#include "benchmarkimporters.h"
#include "core/textposition.h"
#include "importjson.h"
#include "parsetext.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace GpuPlan {

namespace {

bool llamaObject(std::string_view text)
{
    return text.find("\"avg_ts\"") != std::string_view::npos && text.find("\"n_prompt\"") != std::string_view::npos;
}

void emitObject(const nlohmann::json &object, int line, ImportSink &sink)
{
    if (!object.is_object()) {
        sink.diagnostic(ParseText::diagnostic(Severity::Warning, line, "import.bad_line", {"not a JSON object"}));
        return;
    }
    std::map<std::string, std::string> fields;
    for (auto it = object.begin(); it != object.end(); ++it)
        fields[it.key()] = BenchText::scalarText(it.value());
    if (auto r = BenchText::llamaBenchRecord(fields, line, sink)) {
        if (const auto samples = object.find("samples_ts"); samples != object.end() && samples->is_array())
            r->attributes.emplace_back("runs", std::to_string(samples->size()));
        sink.benchmark(*r);
    }
}

} // namespace

int LlamaBenchJsonImporter::sniff(std::string_view head) const
{
    const std::string_view t = ParseText::trim(head);
    return ParseText::startsWith(t, "[") && llamaObject(head) ? 90 : 0;
}

bool LlamaBenchJsonImporter::parse(TextSource &text, ImportSink &sink) const
{
    const int firstLine = text.lineNumber() + 1;
    const std::string all = text.readAll();
    const auto json = parseImportedJson(all, firstLine, sink, Severity::Error);
    if (!json)
        return false;
    if (!json->is_array()) {
        sink.diagnostic(ParseText::diagnostic(Severity::Error, firstLine, "import.bad_line", {"not a JSON array"}));
        return false;
    }
    // Line numbers: each object starts at its "{" in the text.
    std::size_t search = 0;
    for (const nlohmann::json &object : *json) {
        search = all.find('{', search);
        const int line = textPosition(all, search, firstLine).line;
        if (search != std::string::npos)
            search = all.find('}', search);
        emitObject(object, line, sink);
    }
    return true;
}

int LlamaBenchJsonlImporter::sniff(std::string_view head) const
{
    const std::string_view t = ParseText::trim(head);
    return ParseText::startsWith(t, "{") && llamaObject(head) ? 90 : 0;
}

bool LlamaBenchJsonlImporter::parse(TextSource &text, ImportSink &sink) const
{
    std::string_view raw;
    int objects = 0;
    while (text.nextLine(raw)) {
        if (!keepGoing(text, sink))
            return false;
        if (ParseText::trim(raw).empty())
            continue;
        const int line = text.lineNumber();
        // One bad line (a run cut by a crash) does not lose the others.
        if (const auto json = parseImportedJson(std::string(raw), line, sink, Severity::Warning)) {
            emitObject(*json, line, sink);
            ++objects;
        }
    }
    if (objects == 0) {
        sink.diagnostic(ParseText::diagnostic(Severity::Error, text.lineNumber(), "import.missing_field", {"avg_ts"}));
        return false;
    }
    return true;
}

} // namespace GpuPlan
