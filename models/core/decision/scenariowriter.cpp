// Writing a scenario in the current schema version; parseScenario() reads it back unchanged.
#include "scenario.h"

#include "core/jsonwrite.h"

namespace GpuPlan {

namespace {

Json spreadJson(const TokenSpread &t)
{
    Json j = Json::object();
    j["mean"] = t.mean;
    putOptional(j, "scv", t.scv);
    putOptional(j, "stddev", t.stddev);
    return j;
}

Json workloadJson(const ScenarioWorkload &w)
{
    Json j = Json::object();
    j["model"] = w.model;
    j["weights"] = std::string(weightFormatInfo(w.weights).key);
    j["kv"] = std::string(kvFormatInfo(w.kv).key);
    j["engine"] = std::string(engineInfo(w.engine).key);
    j["gpus_per_replica"] = w.gpusPerReplica;
    j["prompt_tokens"] = spreadJson(w.promptTokens);
    j["output_tokens"] = spreadJson(w.outputTokens);
    j["peak_requests_per_s"] = w.peakRequestsPerSecond;
    j["average_requests_per_s"] = w.averageRequestsPerSecond;
    j["arrival_scv"] = w.arrivalScv;
    j["max_utilisation"] = w.maxUtilisation;
    j["slo"] = Json{{"ttft_seconds", w.slo.ttftSeconds},
                    {"ttft_percentile", w.slo.ttftPercentile},
                    {"tpot_seconds", w.slo.tpotSeconds}};
    return j;
}

Json optionJson(const ScenarioOption &o)
{
    Json j = Json::object();
    j["id"] = o.id;
    putText(j, "label", o.label);
    j["sku"] = o.sku;
    j["mode"] = std::string(purchaseModeKey(o.mode));
    putOptional(j, "gpus_per_replica", o.gpusPerReplica);
    putText(j, "price_id", o.priceId);
    putOptional(j, "price_usd", o.priceUsd);
    putText(j, "price_note", o.priceNote);
    putOptional(j, "min_gpus", o.minGpus);
    putOptional(j, "max_gpus", o.maxGpus);
    Json lockIn = Json::object();
    putOptional(lockIn, "framework_support", o.lockIn.frameworkSupport);
    putOptional(lockIn, "kernel_coverage", o.lockIn.kernelCoverage);
    putOptional(lockIn, "support_window_years", o.lockIn.supportWindowYears);
    putOptional(lockIn, "lead_time_weeks", o.lockIn.leadTimeWeeks);
    if (!lockIn.empty())
        j["lockin"] = lockIn;
    if (o.exitCost) {
        j["exit_cost"] = Json{{"full_port_cost_usd", o.exitCost->fullPortCostUsd},
                              {"requalification_usd", o.exitCost->requalificationUsd},
                              {"other_usd", o.exitCost->otherUsd},
                              {"probability", o.exitCost->probability}};
    }
    if (o.channelRecord)
        j["channel_record"] = channelRecordJson(*o.channelRecord);
    return j;
}

Json costsJson(const Scenario &s)
{
    const OwnershipInputs &o = s.costs;
    return Json{{"service_life_years", o.serviceLifeYears},
                {"residual_fraction", o.residualFraction},
                {"discount_rate", o.discountRate},
                {"server_uplift_fraction", o.serverUpliftFraction},
                {"host_power_watts_per_gpu", o.hostPowerWattsPerGpu},
                {"load_factor", o.loadFactor},
                {"gpu_idle_power_fraction", o.gpuIdlePowerFraction},
                {"pue", o.pue},
                {"electricity_usd_per_kwh", o.electricityUsdPerKwh},
                {"opex_fraction_per_year", o.opexFractionPerYear},
                {"spot_interruption_overhead", s.spotInterruptionOverhead}};
}

Json criteriaJson(const ScenarioCriteria &c)
{
    Json j = Json::object();
    j["method"] = std::string(rankingMethodKey(c.method));
    Json items = Json::array();
    for (const auto &i : c.items)
        items.push_back(Json{{"id", i.id}, {"weight", i.weight}});
    j["items"] = items;
    if (!c.ahpMatrix.empty())
        j["ahp"] = Json{{"matrix", c.ahpMatrix}, {"random_index", std::string(randomIndexTableKey(c.randomIndex))}};
    return j;
}

Json lockInJson(const ScenarioLockIn &l)
{
    Json j = Json::object();
    putOptional(j, "cuda_only_share", l.cudaOnlyShare);
    if (!l.existingSpendUsd.empty())
        j["existing_spend_usd"] = l.existingSpendUsd;
    if (!l.weights.empty())
        j["weights"] = l.weights;
    j["lead_time_reference_weeks"] = l.leadTimeReferenceWeeks;
    j["low_below"] = l.lowBelow;
    j["high_from"] = l.highFrom;
    return j;
}

Json monteCarloJson(const ScenarioMonteCarlo &m)
{
    Json inputs = Json::array();
    for (const auto &i : m.inputs) {
        if (i.distribution == InputDistribution::Beta)
            continue; // drawn from an option's channel record, which the option carries
        inputs.push_back(Json{{"id", i.id},
                              {"low", i.low},
                              {"base", i.base},
                              {"high", i.high},
                              {"distribution", i.distribution == InputDistribution::Pert ? "pert" : "triangular"}});
    }
    return Json{{"samples", m.samples}, {"seed", m.seed}, {"inputs", inputs}};
}

} // namespace

std::string scenarioToJson(const Scenario &s, int indent)
{
    Json j = Json::object();
    j["schema"] = "gpuplan-scenario";
    j["schema_version"] = ScenarioSchemaVersion;
    putText(j, "name", s.name);
    putText(j, "description", s.description);
    j["workload"] = workloadJson(s.workload);
    Json options = Json::array();
    for (const auto &o : s.options)
        options.push_back(optionJson(o));
    j["options"] = options;
    j["costs"] = costsJson(s);
    Json budget = Json::object();
    putOptional(budget, "monthly_usd", s.budget.monthlyUsd);
    putOptional(budget, "capex_usd", s.budget.capexUsd);
    if (!budget.empty())
        j["budget"] = budget;
    j["reliability"] = Json{{"failures_per_gpu_year", s.reliability.failuresPerGpuYear},
                            {"repair_days", s.reliability.repairDays},
                            {"availability_target", s.reliability.availabilityTarget}};
    j["facility"] = Json{{"gpus_per_server", s.facility.gpusPerServer},
                         {"server_rack_units", s.facility.serverRackUnits},
                         {"rack_power_kw", s.facility.rackPowerKw},
                         {"rack_units", s.facility.rackUnits}};
    j["criteria"] = criteriaJson(s.criteria);
    j["lockin"] = lockInJson(s.lockIn);
    j["monte_carlo"] = monteCarloJson(s.monteCarlo);
    j["simulation"] = Json{{"customers", s.simulation.customers}, {"seed", s.simulation.seed}};
    if (!s.sources.empty())
        j["sources"] = s.sources;
    return j.dump(indent) + "\n";
}

} // namespace GpuPlan
