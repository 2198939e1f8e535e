// Reading a scenario's criteria, lock-in, Monte Carlo and simulation settings.
#include "scenarioparts.h"

#include <algorithm>
#include <cmath>

namespace GpuPlan {

namespace {

const Json &emptyObject()
{
    static const Json kEmpty = Json::object();
    return kEmpty;
}

std::string criterionIdList()
{
    std::string s;
    for (const auto &c : criterionCatalog())
        s += (s.empty() ? "" : ", ") + std::string(c.id);
    return s;
}

bool readMatrix(const Json &json, const std::string &path, std::size_t n, std::vector<std::vector<double>> &out,
                std::vector<Diagnostic> &diags)
{
    const auto bad = [&] {
        diags.push_back(Diagnostic{"field.type",
                                   Severity::Error,
                                   0,
                                   0,
                                   path,
                                   {std::to_string(n) + " x " + std::to_string(n) + " matrix of positive numbers"}});
        return false;
    };
    if (!json.is_array() || json.size() != n)
        return bad();
    out.assign(n, std::vector<double>(n, 1.0));
    for (std::size_t i = 0; i < n; ++i) {
        const Json &row = json[i];
        if (!row.is_array() || row.size() != n)
            return bad();
        for (std::size_t j = 0; j < n; ++j) {
            if (!row[j].is_number() || !(row[j].get<double>() > 0) || !std::isfinite(row[j].get<double>()))
                return bad();
            out[i][j] = row[j].get<double>();
        }
    }
    return true;
}

void readCriteria(JsonFieldReader &top, ScenarioCriteria &c, std::vector<Diagnostic> &diags)
{
    const Json *json = top.child("criteria");
    if (!json) {
        top.fail("field.missing", "criteria");
        return;
    }
    const std::string path = "/criteria";
    JsonFieldReader r(*json, path, diags);
    scenarioWarnUnknown(*json, path, {"method", "items", "ahp"}, diags);
    r.enumeration("method", rankingMethodFromKey, "weighted_sum, ahp, topsis", c.method, false);
    const Json *items = r.child("items");
    if (!items || !items->is_array() || items->empty()) {
        r.fail(items ? "field.type" : "field.missing", "items", {"non-empty array of criteria"});
        return;
    }
    for (std::size_t i = 0; i < items->size(); ++i) {
        const std::string ipath = path + "/items/" + std::to_string(i);
        JsonFieldReader ir((*items)[i], ipath, diags);
        scenarioWarnUnknown((*items)[i], ipath, {"id", "weight"}, diags);
        ScenarioCriterion criterion;
        criterion.id = ir.text("id", true);
        if (!criterion.id.empty() && !findCriterionInfo(criterion.id))
            ir.fail("field.enum", "id", {criterion.id, criterionIdList()});
        criterion.weight = ir.number("weight", 0, 1e6).value_or(1.0);
        for (const auto &other : c.items) {
            if (other.id == criterion.id)
                diags.push_back(Diagnostic{"id.duplicate", Severity::Error, 0, 0, ipath + "/id", {criterion.id}});
        }
        c.items.push_back(criterion);
    }
    if (const Json *ahp = r.child("ahp")) {
        JsonFieldReader ar(*ahp, path + "/ahp", diags);
        scenarioWarnUnknown(*ahp, path + "/ahp", {"matrix", "random_index"}, diags);
        ar.enumeration("random_index", randomIndexTableFromKey, "saaty1980, saaty2005, alonso_lamata2006",
                       c.randomIndex, false);
        if (const Json *m = ar.child("matrix"))
            readMatrix(*m, path + "/ahp/matrix", c.items.size(), c.ahpMatrix, diags);
        else
            ar.fail("field.missing", "matrix");
    } else if (c.method == RankingMethod::Ahp) {
        r.fail("field.missing", "ahp");
    }
}

void readLockIn(JsonFieldReader &top, ScenarioLockIn &l, std::vector<Diagnostic> &diags)
{
    const Json *json = top.child("lockin");
    if (!json)
        return;
    const std::string path = "/lockin";
    JsonFieldReader r(*json, path, diags);
    scenarioWarnUnknown(
        *json, path,
        {"cuda_only_share", "existing_spend_usd", "weights", "lead_time_reference_weeks", "low_below", "high_from"},
        diags);
    l.cudaOnlyShare = r.number("cuda_only_share", 0, 1);
    if (const Json *spend = r.child("existing_spend_usd")) {
        JsonFieldReader sr(*spend, path + "/existing_spend_usd", diags);
        Vendor vendor;
        for (const auto &[key, value] : sr.isObject() ? spend->items() : emptyObject().items()) {
            if (!vendorFromKey(key, vendor)) {
                sr.fail("field.enum", key, {key, "NVIDIA, AMD, Intel"});
                continue;
            }
            if (const auto v = sr.number(key, 0, 1e13))
                l.existingSpendUsd[key] = *v;
        }
    }
    if (const Json *weights = r.child("weights")) {
        JsonFieldReader wr(*weights, path + "/weights", diags);
        for (const auto &[key, value] : wr.isObject() ? weights->items() : emptyObject().items()) {
            bool known = false;
            for (int f = 0; f < LockInFactorCount; ++f)
                known = known || lockInFactorKey(LockInFactor(f)) == key;
            if (!known) {
                wr.fail("field.enum", key,
                        {key,
                         "cuda_only_share, framework_support, kernel_coverage, support_window, "
                         "supply_concentration, second_sources, lead_time, supply_quality"});
                continue;
            }
            if (const auto v = wr.number(key, 0, 1e3))
                l.weights[key] = *v;
        }
    }
    if (const auto v = r.number("lead_time_reference_weeks", 1, 520))
        l.leadTimeReferenceWeeks = *v;
    if (const auto v = r.number("low_below", 0, 100))
        l.lowBelow = *v;
    if (const auto v = r.number("high_from", 0, 100))
        l.highFrom = *v;
    if (l.highFrom < l.lowBelow)
        r.fail("field.range", "high_from", {std::to_string(l.highFrom), std::to_string(l.lowBelow), "100"});
}

bool knownInputId(const std::string &id, const Scenario &s)
{
    const auto dot = id.find('.');
    const std::string base = id.substr(0, dot);
    if (std::find(uncertainInputIds().begin(), uncertainInputIds().end(), base) == uncertainInputIds().end())
        return false;
    if (dot == std::string::npos)
        return true;
    return (base == "price_factor" || base == "throughput_factor" || base == "failures_per_gpu_year")
        && s.findOption(id.substr(dot + 1));
}

void readMonteCarlo(JsonFieldReader &top, Scenario &s, std::vector<Diagnostic> &diags)
{
    if (const Json *json = top.child("monte_carlo")) {
        const std::string path = "/monte_carlo";
        JsonFieldReader r(*json, path, diags);
        scenarioWarnUnknown(*json, path, {"samples", "seed", "inputs"}, diags);
        s.monteCarlo.samples = int(r.integer("samples", 1, 1e7).value_or(s.monteCarlo.samples));
        s.monteCarlo.seed = std::uint64_t(r.integer("seed", 0, 9e15).value_or(std::int64_t(s.monteCarlo.seed)));
        const Json *inputs = r.child("inputs");
        if (inputs && !inputs->is_array())
            r.fail("field.type", "inputs", {"array"});
        for (std::size_t i = 0; inputs && inputs->is_array() && i < inputs->size(); ++i) {
            const std::string ipath = path + "/inputs/" + std::to_string(i);
            JsonFieldReader ir((*inputs)[i], ipath, diags);
            scenarioWarnUnknown((*inputs)[i], ipath, {"id", "low", "base", "high", "distribution"}, diags);
            UncertainInput in;
            in.id = ir.text("id", true);
            if (!in.id.empty() && !knownInputId(in.id, s)) {
                ir.fail("field.enum", "id",
                        {in.id,
                         "price_factor[.OPTION], electricity_usd_per_kwh, max_utilisation, "
                         "average_requests_per_s, service_life_years, throughput_factor[.OPTION], "
                         "failures_per_gpu_year[.OPTION]"});
            }
            in.low = ir.number("low", -1e12, 1e12, true).value_or(0);
            in.base = ir.number("base", -1e12, 1e12, true).value_or(0);
            in.high = ir.number("high", -1e12, 1e12, true).value_or(0);
            if (ir.ok() && !(in.low <= in.base && in.base <= in.high))
                ir.fail("field.range", "base",
                        {std::to_string(in.base), std::to_string(in.low), std::to_string(in.high)});
            const std::string dist = ir.text("distribution");
            if (dist == "triangular")
                in.distribution = InputDistribution::Triangular;
            else if (!dist.empty() && dist != "pert")
                ir.fail("field.enum", "distribution", {dist, "triangular, pert"});
            s.monteCarlo.inputs.push_back(in);
        }
    }
    if (const Json *json = top.child("simulation")) {
        JsonFieldReader r(*json, "/simulation", diags);
        scenarioWarnUnknown(*json, "/simulation", {"customers", "seed"}, diags);
        s.simulation.customers = r.integer("customers", 1000, 1e8).value_or(s.simulation.customers);
        s.simulation.seed = std::uint64_t(r.integer("seed", 0, 9e15).value_or(std::int64_t(s.simulation.seed)));
    }
}

} // namespace

void readScenarioRanking(JsonFieldReader &top, Scenario &s, std::vector<Diagnostic> &diags)
{
    readCriteria(top, s.criteria, diags);
    readLockIn(top, s.lockIn, diags);
    readMonteCarlo(top, s, diags);
    if (const Json *sources = top.child("sources")) {
        JsonFieldReader r(*sources, "/sources", diags);
        for (const auto &[key, value] : r.isObject() ? sources->items() : emptyObject().items()) {
            const std::string text = r.text(key, true);
            if (!text.empty())
                s.sources[key] = text;
        }
    }
}

} // namespace GpuPlan
