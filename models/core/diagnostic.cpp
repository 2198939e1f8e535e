#include "diagnostic.h"

#include <array>
#include <string_view>
#include <utility>

namespace GpuPlan {

namespace {
// English templates; the Qt layer has the translated twins (models/io/diagnostictext.cpp).
constexpr std::array<std::pair<std::string_view, std::string_view>, 37> kTemplates{{
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
    {"import.unrecognized", "the format of this file is not recognised"},
    {"import.empty", "the file is empty"},
    {"import.binary", "the file holds binary data, not text"},
    {"import.read_failed", "the file cannot be read: %1"},
    {"import.truncated", "the file ends in the middle of a record (%1)"},
    {"import.bad_value", "\"%2\" is not a valid value for %1"},
    {"import.missing_field", "required field %1 is missing"},
    {"import.unknown_column", "unknown column \"%1\" is ignored"},
    {"import.bad_line", "line not understood: %1"},
    {"import.cancelled", "the import was cancelled"},
    {"workspace.bad_row", "the stored %1 row \"%2\" cannot be read and is left out"},
    {"decision.does_not_fit", "the model does not fit on this option"},
    {"decision.tpot_missed", "even one request per replica misses the time per output token (%1 s per step)"},
    {"decision.no_capacity", "the replica serves no request at the SLO"},
    {"decision.bad_demand", "the request rates and SLO targets must be positive"},
    {"decision.bad_reliability", "failure rate, repair time and availability target are out of range"},
    {"decision.ttft_below_prefill", "the time-to-first-token target is below the prefill time alone (%1 s)"},
    {"decision.queue_unbounded", "the queue cannot be stable at this load"},
    {"decision.server_exceeds_rack", "one server needs more power or rack units than a rack has"},
    {"decision.ahp_not_square", "the pairwise comparison matrix is not square"},
    {"decision.ahp_not_positive", "comparison (%1, %2) must be positive"},
    {"decision.ahp_not_reciprocal", "comparison (%1, %2) is not the reciprocal of its mirror"},
    {"decision.ahp_eigen_failed", "the principal eigenvector of the comparison matrix could not be computed"},
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
    // One pass over the template, so that a parameter containing "%2" is not itself substituted.
    std::string filled;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char next = i + 1 < text.size() ? text[i + 1] : '\0';
        if (text[i] == '%' && next >= '1' && next <= '9') {
            const auto index = static_cast<std::size_t>(next - '1');
            if (index < params.size()) {
                filled += params[index];
                ++i;
                continue;
            }
        }
        filled += text[i];
    }
    text = std::move(filled);
    std::string where;
    if (line > 0)
        where = "line " + std::to_string(line) + (column > 0 ? ", column " + std::to_string(column) : "");
    if (!path.empty())
        where += (where.empty() ? "" : ", ") + path;
    return where.empty() ? text : where + ": " + text;
}

} // namespace GpuPlan
