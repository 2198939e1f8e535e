#include "scenariolockindefaults.h"

#include "core/catalogjson.h"
#include "core/gpusku.h"
#include "core/jsonfieldreader.h"

namespace GpuPlan {

namespace {
void readAssumption(JsonFieldReader &vendor, std::string_view key, double max, Assumption &out,
                    std::vector<Diagnostic> &diags)
{
    const Json *j = vendor.child(key);
    if (!j) {
        vendor.fail("field.missing", key);
        return;
    }
    const std::string path = vendor.path() + "/" + std::string(key);
    JsonFieldReader r(*j, path, diags);
    out.value = r.number("value", 0, max, true).value_or(0);
    const Json *p = r.child("provenance");
    if (!p) {
        r.fail("field.missing", "provenance");
        return;
    }
    JsonFieldReader pr(*p, path + "/provenance", diags);
    pr.enumeration(
        "kind", [](std::string_view k, ProvenanceKind &v) { return provenanceKindFromKey(k, v); },
        "datasheet, measured, imported, user_override, derived, quote", out.provenance.kind);
    out.provenance.source = pr.text("source", true);
    out.provenance.date = pr.date("date");
    out.provenance.note = pr.text("note");
}
} // namespace

const VendorLockInDefaults *LockInDefaults::find(std::string_view vendor) const
{
    const auto it = vendors.find(std::string(vendor));
    return it == vendors.end() ? nullptr : &it->second;
}

bool LockInDefaultsParseResult::ok() const
{
    for (const auto &d : diagnostics) {
        if (d.severity == Severity::Error)
            return false;
    }
    return true;
}

LockInDefaultsParseResult parseLockInDefaults(std::string_view text)
{
    LockInDefaultsParseResult result;
    LocatedJson doc = parseLocatedJson(text);
    if (doc.syntaxError) {
        result.diagnostics.push_back(*doc.syntaxError);
        return result;
    }
    auto &diags = result.diagnostics;
    JsonFieldReader top(doc.value, {}, diags);
    if (top.isObject()) {
        const std::string schema = top.text("schema", true);
        if (!schema.empty() && schema != "gpuplan-lockin-defaults")
            top.fail("field.enum", "schema", {schema, "gpuplan-lockin-defaults"});
        top.integer("schema_version", 1, 1, true);
        const Json *vendors = top.child("vendors");
        if (!vendors || !vendors->is_object()) {
            top.fail(vendors ? "field.type" : "field.missing", "vendors", {"object by vendor"});
        } else {
            for (const auto &[key, value] : vendors->items()) {
                Vendor v;
                JsonFieldReader vr(value, "/vendors/" + key, diags);
                if (!vendorFromKey(key, v)) {
                    vr.fail("field.enum", {}, {key, "NVIDIA, AMD, Intel"});
                    continue;
                }
                VendorLockInDefaults d;
                readAssumption(vr, "framework_support", 1, d.frameworkSupport, diags);
                readAssumption(vr, "kernel_coverage", 1, d.kernelCoverage, diags);
                readAssumption(vr, "support_window_years", 50, d.supportWindowYears, diags);
                readAssumption(vr, "lead_time_weeks", 520, d.leadTimeWeeks, diags);
                result.defaults.vendors[key] = d;
            }
        }
    }
    for (auto &d : diags) {
        if (d.line == 0)
            d.line = doc.lineOf(d.path);
    }
    return result;
}

} // namespace GpuPlan
