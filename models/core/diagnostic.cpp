#include "diagnostic.h"

#include <array>
#include <string_view>
#include <utility>

namespace GpuPlan {

namespace {
// English templates; the Qt layer has the translated twins (models/io/diagnostictext.cpp).
constexpr std::array<std::pair<std::string_view, std::string_view>, 14> kTemplates{{
    {"json.syntax", "JSON syntax error: %1"},
    {"catalog.not_object", "the file is not a GpuPlan catalog: its top level is not a JSON object"},
    {"catalog.schema", "the file is not a GpuPlan catalog (schema \"%1\")"},
    {"catalog.schema_newer", "catalog schema version %1 is newer than this GpuPlan supports (%2)"},
    {"field.missing", "required field is missing"},
    {"field.type", "wrong type: expected %1"},
    {"field.range", "value %1 is out of range [%2, %3]"},
    {"field.enum", "unknown value \"%1\" (expected one of: %2)"},
    {"field.date", "\"%1\" is not a date (expected YYYY-MM or YYYY-MM-DD)"},
    {"field.unknown", "no such field \"%1\""},
    {"field.readonly", "field \"%1\" cannot be edited"},
    {"id.invalid", "\"%1\" is not a valid id (lowercase letters, digits and '-')"},
    {"id.duplicate", "duplicate id \"%1\""},
    {"price.unknown_sku", "price refers to unknown SKU \"%1\""},
}};
} // namespace

std::string Diagnostic::englishText() const
{
    std::string text = std::string("error ") + code;
    for (const auto &[c, t] : kTemplates) {
        if (c == code) {
            text = t;
            break;
        }
    }
    for (std::size_t i = 0; i < params.size(); ++i) {
        const std::string marker = "%" + std::to_string(i + 1);
        const auto pos = text.find(marker);
        if (pos != std::string::npos)
            text.replace(pos, marker.size(), params[i]);
    }
    std::string where;
    if (line > 0)
        where = "line " + std::to_string(line) + (column > 0 ? ", column " + std::to_string(column) : "");
    if (!path.empty())
        where += (where.empty() ? "" : ", ") + path;
    return where.empty() ? text : where + ": " + text;
}

} // namespace GpuPlan
