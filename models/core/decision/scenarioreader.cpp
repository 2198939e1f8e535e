// Reading a scenario document: every field checked, with the JSON pointer of the culprit.
#include "scenarioparts.h"

#include "core/catalogjson.h"
#include "core/jsonfieldreader.h"

#include <initializer_list>
#include <set>

namespace GpuPlan {

namespace {

constexpr std::string_view kSchemaName = "gpuplan-scenario";

void warnUnknown(const Json &object, const std::string &path, std::initializer_list<std::string_view> known,
                 std::vector<Diagnostic> &diags)
{
    scenarioWarnUnknown(object, path, known, diags);
}

// A sub-object reader, or nullopt when the key is absent (required: a diagnostic).
struct Sub
{
    const Json *json = nullptr;
    std::string path;
};
Sub sub(JsonFieldReader &r, std::string_view key, bool required = false)
{
    const Json *j = r.child(key);
    if (!j && required)
        r.fail("field.missing", key);
    return Sub{j, r.path() + "/" + std::string(key)};
}

void set(std::optional<double> v, double &out)
{
    if (v)
        out = *v;
}

void readSpread(JsonFieldReader &parent, std::string_view key, TokenSpread &out, std::vector<Diagnostic> &diags)
{
    const Sub s = sub(parent, key, true);
    if (!s.json)
        return;
    JsonFieldReader r(*s.json, s.path, diags);
    warnUnknown(*s.json, s.path, {"mean", "scv", "stddev"}, diags);
    out.mean = r.number("mean", 1, 1e7, true).value_or(out.mean);
    out.scv = r.number("scv", 0, 100);
    out.stddev = r.number("stddev", 0, 1e7);
    if (out.scv && out.stddev)
        r.fail("field.type", "stddev", {"either scv or stddev, not both"});
}

void readWorkload(JsonFieldReader &top, ScenarioWorkload &w, std::vector<Diagnostic> &diags)
{
    const Sub s = sub(top, "workload", true);
    if (!s.json)
        return;
    JsonFieldReader r(*s.json, s.path, diags);
    warnUnknown(*s.json, s.path,
                {"model", "weights", "kv", "engine", "gpus_per_replica", "prompt_tokens", "output_tokens",
                 "peak_requests_per_s", "average_requests_per_s", "arrival_scv", "max_utilisation", "slo"},
                diags);
    w.model = r.text("model", true);
    r.enumeration("weights", weightFormatFromKey, "bf16, fp16, fp8, int8, int4, q8_0, q6_k, q5_k_m, q4_k_m, q4_0",
                  w.weights, false);
    r.enumeration("kv", kvFormatFromKey, "fp16, bf16, fp8, q8_0, q4_0", w.kv, false);
    r.enumeration("engine", engineFromKey, "vllm, trtllm, llamacpp, transformers", w.engine, false);
    w.gpusPerReplica = int(r.integer("gpus_per_replica", 1, 64).value_or(w.gpusPerReplica));
    readSpread(r, "prompt_tokens", w.promptTokens, diags);
    readSpread(r, "output_tokens", w.outputTokens, diags);
    set(r.number("peak_requests_per_s", 1e-6, 1e7, true), w.peakRequestsPerSecond);
    if (const auto avg = r.number("average_requests_per_s", 0, 1e7, true)) {
        if (*avg > w.peakRequestsPerSecond)
            r.fail("field.range", "average_requests_per_s",
                   {std::to_string(*avg), "0", std::to_string(w.peakRequestsPerSecond)});
        w.averageRequestsPerSecond = *avg;
    }
    set(r.number("arrival_scv", 0, 100), w.arrivalScv);
    set(r.number("max_utilisation", 0.01, 1), w.maxUtilisation);
    const Sub slo = sub(r, "slo", true);
    if (slo.json) {
        JsonFieldReader sr(*slo.json, slo.path, diags);
        warnUnknown(*slo.json, slo.path, {"ttft_seconds", "ttft_percentile", "tpot_seconds"}, diags);
        set(sr.number("ttft_seconds", 1e-6, 3600, true), w.slo.ttftSeconds);
        set(sr.number("ttft_percentile", 0.01, 0.9999, true), w.slo.ttftPercentile);
        set(sr.number("tpot_seconds", 1e-5, 60, true), w.slo.tpotSeconds);
    }
}

void readOption(const Json &json, const std::string &path, ScenarioOption &o, std::vector<Diagnostic> &diags)
{
    JsonFieldReader r(json, path, diags);
    warnUnknown(json, path,
                {"id", "label", "sku", "mode", "gpus_per_replica", "price_id", "price_usd", "price_note", "min_gpus",
                 "max_gpus", "lockin", "exit_cost", "channel_record"},
                diags);
    o.id = r.text("id", true);
    if (!o.id.empty() && !isValidId(o.id))
        r.fail("id.invalid", "id", {o.id});
    o.label = r.text("label");
    o.sku = r.text("sku", true);
    r.enumeration("mode", purchaseModeFromKey, "new, used, refurbished, cloud_on_demand, cloud_reserved, cloud_spot",
                  o.mode);
    if (const auto g = r.integer("gpus_per_replica", 1, 64))
        o.gpusPerReplica = int(*g);
    o.priceId = r.text("price_id");
    o.priceUsd = r.number("price_usd", 0, 1e9);
    o.priceNote = r.text("price_note");
    if (const auto n = r.integer("min_gpus", 1, 1e7))
        o.minGpus = int(*n);
    if (const auto n = r.integer("max_gpus", 1, 1e7))
        o.maxGpus = int(*n);
    if (const Sub l = sub(r, "lockin"); l.json) {
        JsonFieldReader lr(*l.json, l.path, diags);
        warnUnknown(*l.json, l.path,
                    {"framework_support", "kernel_coverage", "support_window_years", "lead_time_weeks"}, diags);
        o.lockIn.frameworkSupport = lr.number("framework_support", 0, 1);
        o.lockIn.kernelCoverage = lr.number("kernel_coverage", 0, 1);
        o.lockIn.supportWindowYears = lr.number("support_window_years", 0, 50);
        o.lockIn.leadTimeWeeks = lr.number("lead_time_weeks", 0, 520);
    }
    if (const Sub e = sub(r, "exit_cost"); e.json) {
        JsonFieldReader er(*e.json, e.path, diags);
        warnUnknown(*e.json, e.path, {"full_port_cost_usd", "requalification_usd", "other_usd", "probability"}, diags);
        ExitCostInputs x;
        set(er.number("full_port_cost_usd", 0, 1e12), x.fullPortCostUsd);
        set(er.number("requalification_usd", 0, 1e12), x.requalificationUsd);
        set(er.number("other_usd", 0, 1e12), x.otherUsd);
        set(er.number("probability", 0, 1), x.probability);
        o.exitCost = x;
    }
    if (const Sub c = sub(r, "channel_record"); c.json) {
        o.channelRecord = readChannelRecord(*c.json, c.path, diags);
        if (isCloudMode(o.mode))
            r.fail("field.type", "channel_record", {"an owned option (new, used or refurbished)"});
    }
}

void readOptions(JsonFieldReader &top, std::vector<ScenarioOption> &out, std::vector<Diagnostic> &diags)
{
    const Json *options = top.child("options");
    if (!options || !options->is_array() || options->empty()) {
        top.fail(options ? "field.type" : "field.missing", "options", {"non-empty array of options"});
        return;
    }
    std::set<std::string> ids;
    for (std::size_t i = 0; i < options->size(); ++i) {
        const std::string path = "/options/" + std::to_string(i);
        ScenarioOption o;
        readOption((*options)[i], path, o, diags);
        if (!o.id.empty() && !ids.insert(o.id).second)
            diags.push_back(Diagnostic{"id.duplicate", Severity::Error, 0, 0, path + "/id", {o.id}});
        out.push_back(std::move(o));
    }
}

void readCosts(JsonFieldReader &top, Scenario &s, std::vector<Diagnostic> &diags)
{
    if (const Sub c = sub(top, "costs"); c.json) {
        JsonFieldReader r(*c.json, c.path, diags);
        warnUnknown(*c.json, c.path,
                    {"service_life_years", "residual_fraction", "discount_rate", "server_uplift_fraction",
                     "host_power_watts_per_gpu", "load_factor", "gpu_idle_power_fraction", "pue",
                     "electricity_usd_per_kwh", "opex_fraction_per_year", "spot_interruption_overhead"},
                    diags);
        OwnershipInputs &o = s.costs;
        set(r.number("service_life_years", 0.5, 30), o.serviceLifeYears);
        set(r.number("residual_fraction", 0, 1), o.residualFraction);
        set(r.number("discount_rate", 0, 1), o.discountRate);
        set(r.number("server_uplift_fraction", 0, 10), o.serverUpliftFraction);
        set(r.number("host_power_watts_per_gpu", 0, 5000), o.hostPowerWattsPerGpu);
        set(r.number("load_factor", 0, 1), o.loadFactor);
        set(r.number("gpu_idle_power_fraction", 0, 1), o.gpuIdlePowerFraction);
        set(r.number("pue", 1, 5), o.pue);
        set(r.number("electricity_usd_per_kwh", 0, 10), o.electricityUsdPerKwh);
        set(r.number("opex_fraction_per_year", 0, 5), o.opexFractionPerYear);
        set(r.number("spot_interruption_overhead", 0, 10), s.spotInterruptionOverhead);
    }
    if (const Sub b = sub(top, "budget"); b.json) {
        JsonFieldReader r(*b.json, b.path, diags);
        warnUnknown(*b.json, b.path, {"monthly_usd", "capex_usd"}, diags);
        s.budget.monthlyUsd = r.number("monthly_usd", 0, 1e13);
        s.budget.capexUsd = r.number("capex_usd", 0, 1e13);
    }
    if (const Sub rel = sub(top, "reliability"); rel.json) {
        JsonFieldReader r(*rel.json, rel.path, diags);
        warnUnknown(*rel.json, rel.path, {"failures_per_gpu_year", "repair_days", "availability_target"}, diags);
        set(r.number("failures_per_gpu_year", 0, 100), s.reliability.failuresPerGpuYear);
        set(r.number("repair_days", 0, 365), s.reliability.repairDays);
        set(r.number("availability_target", 0.5, 0.999999), s.reliability.availabilityTarget);
    }
    if (const Sub f = sub(top, "facility"); f.json) {
        JsonFieldReader r(*f.json, f.path, diags);
        warnUnknown(*f.json, f.path, {"gpus_per_server", "server_rack_units", "rack_power_kw", "rack_units"}, diags);
        s.facility.gpusPerServer = int(r.integer("gpus_per_server", 1, 64).value_or(s.facility.gpusPerServer));
        s.facility.serverRackUnits = int(r.integer("server_rack_units", 1, 48).value_or(s.facility.serverRackUnits));
        set(r.number("rack_power_kw", 0.1, 1000), s.facility.rackPowerKw);
        s.facility.rackUnits = int(r.integer("rack_units", 1, 60).value_or(s.facility.rackUnits));
    }
}

} // namespace

// Unknown keys are warnings: a newer GpuPlan may have written them, and the rest is still usable.
void scenarioWarnUnknown(const Json &object, const std::string &path, std::initializer_list<std::string_view> known,
                         std::vector<Diagnostic> &diags)
{
    if (!object.is_object())
        return;
    for (const auto &[key, value] : object.items()) {
        bool found = false;
        for (std::string_view k : known)
            found = found || k == key;
        if (!found)
            diags.push_back(Diagnostic{"field.unknown", Severity::Warning, 0, 0, path + "/" + key, {key}});
    }
}

ScenarioParseResult parseScenario(std::string_view text)
{
    ScenarioParseResult result;
    LocatedJson doc = parseLocatedJson(text);
    if (doc.syntaxError) {
        result.diagnostics.push_back(*doc.syntaxError);
        return result;
    }
    result.lines = doc.lines;
    auto &diags = result.diagnostics;
    Json &root = doc.value;
    if (!root.is_object()) {
        diags.push_back(Diagnostic{"field.type", Severity::Error, 1, 0, {}, {"a GpuPlan scenario object"}});
        return result;
    }
    {
        JsonFieldReader head(root, {}, diags);
        const std::string schema = head.text("schema", true);
        if (!schema.empty() && schema != kSchemaName)
            head.fail("field.enum", "schema", {schema, std::string(kSchemaName)});
        const auto version = head.integer("schema_version", 1, 1e6, true);
        if (version && *version > ScenarioSchemaVersion) {
            head.fail("field.range", "schema_version",
                      {std::to_string(*version), "1", std::to_string(ScenarioSchemaVersion)});
        } else if (version && head.ok()) {
            result.scenario.schemaVersion = int(*version);
            result.upgraded = *version < ScenarioSchemaVersion;
            upgradeScenarioJson(root, int(*version));
        }
    }
    if (result.ok()) {
        Scenario &s = result.scenario;
        JsonFieldReader top(root, {}, diags);
        warnUnknown(root, {},
                    {"schema", "schema_version", "name", "description", "workload", "options", "costs", "budget",
                     "reliability", "facility", "criteria", "lockin", "monte_carlo", "simulation", "sources"},
                    diags);
        s.name = top.text("name");
        s.description = top.text("description");
        readWorkload(top, s.workload, diags);
        readOptions(top, s.options, diags);
        readCosts(top, s, diags);
        readScenarioRanking(top, s, diags);
    }
    for (auto &d : diags) {
        if (d.line == 0)
            d.line = doc.lineOf(d.path);
    }
    if (!result.ok())
        result.scenario = Scenario{};
    return result;
}

} // namespace GpuPlan
