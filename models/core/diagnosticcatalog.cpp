// The diagnostics catalogue: every code with its English template. models/io translates the templates
// (lupdate reads this file through the GPUPLAN_TRANSLATE_NOOP alias); core's englishText() fills them.
#include "diagnosticcatalog.h"

#include <algorithm>
#include <charconv>

namespace GpuPlan {

namespace {
constexpr DiagnosticTemplate kCatalog[] = {
    // Reading JSON catalogs, scenarios and settings.
    {"json.syntax", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "JSON syntax error: %1")},
    {"catalog.not_object",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the file is not a GpuPlan catalog: its top level is not a JSON object")},
    {"catalog.schema", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the file is not a GpuPlan catalog (schema \"%1\")")},
    {"catalog.schema_newer",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "catalog schema version %1 is newer than this GpuPlan supports (%2)")},
    {"field.missing", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "required field is missing")},
    {"field.type", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "wrong type: expected %1")},
    {"field.range", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "value %1 is out of range [%2, %3]")},
    {"field.enum", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "unknown value \"%1\" (expected one of: %2)")},
    {"field.date", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "\"%1\" is not a date (expected YYYY-MM or YYYY-MM-DD)")},
    {"field.unknown", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "no such field \"%1\"")},
    {"field.readonly", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "field \"%1\" cannot be edited")},
    {"id.invalid",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "\"%1\" is not a valid id (lowercase letters, digits and '-')")},
    {"id.duplicate", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "duplicate id \"%1\"")},
    {"price.unknown_sku", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "price refers to unknown SKU \"%1\"")},
    // CSV tables and the calibration files read from them.
    {"csv.width", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "this row has %1 fields but the header has %2")},
    {"csv.quote", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "a quoted field is not closed before the end of the file")},
    {"calibration.unknown_gpu",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the GPU \"%1\" is not in the catalog; the row is skipped")},
    {"calibration.unknown_model",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the model \"%1\" is not in the catalog; the row is skipped")},
    {"calibration.bad_row", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the row cannot be used (\"%1\"); it is skipped")},
    {"calibration.not_modelled",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "GpuPlan does not model this row (%1); it is skipped")},
    // Sellers' quotes (CSV or XLSX) read with a column mapping: %1 the column (number or letter), %2 its header,
    // %3 the cell's text.
    {"quote.no_header", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the file has no row %1 for the mapping's header")},
    {"quote.missing_column",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the mapping's column \"%1\" is not in the header row")},
    {"quote.unmapped", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "no column is mapped to %1, which every quote needs")},
    {"quote.no_seller",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "no column holds the seller and the mapping names none for every row")},
    {"quote.bad_seller", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "column %1 (%2): the seller is empty")},
    {"quote.unknown_sku",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic",
                            "column %1 (%2): \"%3\" is not a SKU of the catalog (an id or a product "
                            "name such as \"NVIDIA H100 PCIe 80GB\")")},
    {"quote.bad_channel",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic",
                            "column %1 (%2): \"%3\" is not a channel (distributor, integrator, "
                            "refurbisher, marketplace or cloud)")},
    {"quote.bad_condition",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "column %1 (%2): \"%3\" is not a condition (new, refurbished or used)")},
    {"quote.bad_number", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "column %1 (%2): \"%3\" is not a price")},
    {"quote.bad_currency",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "column %1 (%2): \"%3\" is not a currency code such as USD or EUR")},
    {"quote.bad_quantity",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "column %1 (%2): \"%3\" is not a whole number of cards (1 or more)")},
    {"quote.bad_duration",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic",
                            "column %1 (%2): \"%3\" is not a duration such as 14 days, 3 weeks, 36 "
                            "months or 3 years")},
    {"quote.bad_yes_no", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "column %1 (%2): \"%3\" is neither yes nor no")},
    {"quote.bad_date", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "column %1 (%2): \"%3\" is not a date written YYYY-MM-DD")},
    {"quote.empty",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "no row below the header names a SKU with a quantity or a unit price")},
    {"xlsx.not_zip", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the file is not an XLSX workbook (not a zip archive)")},
    {"xlsx.missing_part", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the XLSX workbook lacks %1 or it cannot be read")},
    {"xlsx.too_large",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the XLSX part %1 is larger than 256 MiB uncompressed; it is not read")},
    {"xlsx.bad_xml", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the XLSX part %1 is not well-formed XML: %2")},
    {"quote.mapping_invalid", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "not a quote mapping preset: %1 %2")},
    // Importers.
    {"import.unrecognized", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the format of this file is not recognised")},
    {"import.empty", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the file is empty")},
    {"import.binary", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the file holds binary data, not text")},
    {"import.read_failed", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the file cannot be read: %1")},
    {"import.truncated", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the file ends in the middle of a record (%1)")},
    {"import.bad_value", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "\"%2\" is not a valid value for %1")},
    {"import.missing_field", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "required field %1 is missing")},
    {"import.unknown_column", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "unknown column \"%1\" is ignored")},
    {"import.bad_line", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "line not understood: %1")},
    {"import.cancelled", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the import was cancelled")},
    {"import.bad_id", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "\"%2\" is not a valid %1; no device is made of it")},
    {"import.mostly_unparsed",
     GPUPLAN_TRANSLATE_NOOP(
         "Diagnostic", "%1 of the %2 lines are not understood (lines %3): the file is not this format and is refused")},
    {"import.content_changed",
     GPUPLAN_TRANSLATE_NOOP(
         "Diagnostic", "the file's content changed since it was imported (its SHA-256 was %1): it is not imported")},
    {"import.partial_pull",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the pull is partial: %1; what it holds was imported, the rest is missing")},
    {"import.non_finite",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "%2 values of %1 are NaN or infinite; they are left out")},
    {"import.counter_reset",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the counter %1 fell inside the window (a reset); its growth is not judged")},
    {"import.unknown_format", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "unknown format \"%1\"; the known formats are: %2")},
    // The workspace store.
    {"workspace.bad_row",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the stored %1 row \"%2\" cannot be read and is left out")},
    // Decision: an option that cannot be resolved (%1 is always the option's 0-based index).
    {"decision.option_unknown_sku",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the SKU \"%2\" is not in the workspace catalog")},
    {"decision.option_unknown_price",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the price \"%2\" is not a USD price of SKU \"%3\" in the catalog")},
    {"decision.option_no_price",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic",
                            "no price: the catalog has no USD %3 price for SKU \"%2\" and the "
                            "scenario gives no price_usd")},
    // Decision: sizing a fleet.
    {"decision.does_not_fit", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the model does not fit on this option")},
    {"decision.tpot_missed",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic",
                            "even one request per replica misses the time per output token (%1 s per step)")},
    {"decision.no_capacity", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the replica serves no request at the SLO")},
    {"decision.bad_demand", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the request rates and SLO targets must be positive")},
    {"decision.bad_reliability",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "failure rate, repair time and availability target are out of range")},
    {"decision.ttft_below_prefill",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the time-to-first-token target is below the prefill time alone (%1 s)")},
    {"decision.queue_unbounded", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the queue cannot be stable at this load")},
    {"decision.server_exceeds_rack",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "one server needs more power or rack units than a rack has")},
    // Decision: the AHP pairwise comparisons (%1 and %2 name the two criteria).
    {"decision.ahp_not_square", GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the pairwise comparison matrix is not square")},
    {"decision.ahp_not_positive",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the comparison of \"%1\" with \"%2\" must be a positive number, not %3")},
    {"decision.ahp_not_reciprocal",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic",
                            "the comparison of \"%1\" with \"%2\" (%3) is not the reciprocal of the "
                            "comparison of \"%2\" with \"%1\" (%4)")},
    {"decision.ahp_eigen_failed",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic", "the principal eigenvector of the comparison matrix could not be computed")},
    {"decision.ahp_inconsistent",
     GPUPLAN_TRANSLATE_NOOP("Diagnostic",
                            "the pairwise comparisons contradict each other: their consistency ratio "
                            "%1 is above %2 (Saaty's threshold); revise them")},
};
} // namespace

std::span<const DiagnosticTemplate> diagnosticCatalog() { return kCatalog; }

const DiagnosticTemplate *findDiagnosticTemplate(std::string_view code)
{
    const auto it = std::find_if(std::begin(kCatalog), std::end(kCatalog),
                                 [code](const DiagnosticTemplate &t) { return t.code == code; });
    return it == std::end(kCatalog) ? nullptr : &*it;
}

std::string fillDiagnosticTemplate(std::string_view text, const std::vector<std::string> &params)
{
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
    return filled;
}

std::string diagnosticNumber(double value, std::chars_format format, int precision)
{
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, format, precision);
    return result.ec == std::errc() ? std::string(buffer, result.ptr) : std::string("?");
}

} // namespace GpuPlan
