#include "importjson.h"

#include "core/textposition.h"
#include "parsetext.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace GpuPlan {

std::optional<nlohmann::json> parseImportedJson(std::string_view text, int firstLine, ImportSink &sink,
                                                Severity severity)
{
    Diagnostic d = ParseText::diagnostic(severity, firstLine, "import.bad_line", {"JSON syntax error"});
    try {
        return nlohmann::json::parse(text.begin(), text.end());
    } catch (const nlohmann::json::parse_error &e) {
        const TextPosition at = jsonErrorPosition(text, e.byte, firstLine);
        d.line = at.line;
        d.column = at.column;
        const std::size_t offset = std::min<std::size_t>(e.byte > 0 ? e.byte - 1 : 0, text.size());
        if (ParseText::trim(text.substr(offset)).empty()) {
            d.code = "import.truncated";
            d.params = {"JSON"};
        }
    } catch (const nlohmann::json::exception &) {
        // Not a syntax error (nesting too deep, say): the document as a whole is not understood.
    }
    sink.diagnostic(d);
    return std::nullopt;
}

} // namespace GpuPlan
