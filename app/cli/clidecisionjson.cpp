#include "clidecisionjson.h"
#include "qtutil/qtstring.h"

#include "core/catalogjson.h"
#include "io/diagnostictext.h"

#include <QCoreApplication>
#include <QTextStream>

namespace GpuPlan {

namespace {

Json gatesJson(const OptionGates &g)
{
    return Json{{"fits", g.fits}, {"meets_slo", g.meetsSlo}, {"within_budget", g.withinBudget}, {"passed", g.passed()}};
}

Json optionPlanJson(const DecisionRun &run, const OptionResult &o, const ScenarioOption &so)
{
    const FleetSize &f = o.fleet;
    const ReplicaCapacity &r = o.replica;
    Json j = Json::object();
    j["id"] = o.id;
    j["label"] = o.label;
    j["sku"] = o.skuId;
    j["mode"] = std::string(purchaseModeKey(o.mode));
    j["vendor"] = o.vendor;
    j["price_usd"] = o.priceUsd;
    j["price_unit"] = o.cloud ? "gpu_hour" : "gpu";
    j["price"] = o.price ? priceToJson(*o.price) : Json(nullptr);
    j["price_note"] = so.priceNote;
    j["replica"]
        = Json{{"gpus", r.gpusPerReplica},      {"batch", r.batch},        {"requests_per_s", r.requestsPerSecond},
               {"prefill_s", r.prefillSeconds}, {"ttft_s", r.ttftSeconds}, {"tpot_s", r.timePerOutputTokenSeconds},
               {"service_scv", r.serviceScv},   {"fits", r.fits},          {"meets_tpot", r.meetsTpot}};
    Json diags = Json::array();
    for (const auto &d : f.diagnostics)
        diags.push_back(Json{{"code", d.code}, {"text", d.englishText()}});
    j["fleet"] = Json{{"feasible", f.feasible},
                      {"throughput_bound_replicas", f.throughputBoundReplicas},
                      {"slot_service_rate", f.slotServiceRate},
                      {"wait_budget_s", f.waitBudgetSeconds},
                      {"queue_bound_slots", f.queueBoundSlots},
                      {"queue_bound_replicas", f.queueBoundReplicas},
                      {"serving_replicas", f.servingReplicas},
                      {"wait",
                       Json{{"servers", f.wait.servers},
                            {"offered_load", f.wait.offeredLoad},
                            {"utilisation", f.wait.utilisation},
                            {"erlang_b", f.wait.erlangB},
                            {"erlang_c", f.wait.erlangC},
                            {"variability_factor", f.wait.variabilityFactor},
                            {"mean_wait_s", f.wait.meanWaitSeconds},
                            {"percentile", f.wait.percentile},
                            {"percentile_wait_s", f.wait.percentileWaitSeconds}}},
                      {"ttft_percentile_s", f.ttftPercentileSeconds},
                      {"failures_per_gpu_year", o.failuresPerGpuYear},
                      {"spare_replicas", f.spareReplicas},
                      {"mean_replicas_down", f.meanReplicasDown},
                      {"probability_short", f.probabilityShort},
                      {"total_replicas", f.totalReplicas},
                      {"serving_gpus", f.servingGpus},
                      {"total_gpus", f.totalGpus},
                      {"ordered_gpus", o.orderedGpus},
                      {"servers", f.servers},
                      {"servers_per_rack", f.serversPerRack},
                      {"rack_limited_by_power", f.rackLimitedByPower},
                      {"racks", f.racks},
                      {"it_power_kw", f.itPowerKw},
                      {"facility_power_kw", f.facilityPowerKw},
                      {"average_utilisation", f.averageUtilisation},
                      {"average_output_tokens_per_s", f.averageOutputTokensPerSecond},
                      {"diagnostics", diags}};
    j["costs"] = Json{{"capex_usd", o.capexUsd},
                      {"monthly_usd", o.monthlyCostUsd},
                      {"exit_cost_monthly_usd", o.exitCostMonthlyUsd},
                      {"replacement_monthly_usd", o.replacementMonthlyUsd},
                      {"usd_per_million_tokens", o.usdPerMillionTokens}};
    Json factors = Json::array();
    for (const auto &fr : o.lockIn.factors) {
        factors.push_back(Json{{"factor", std::string(lockInFactorKey(fr.factor))},
                               {"applicable", fr.applicable},
                               {"value", fr.value},
                               {"risk", fr.risk},
                               {"weight", fr.normalisedWeight},
                               {"points", fr.points}});
    }
    j["lockin"] = Json{{"score", o.lockIn.score},
                       {"band", std::string(lockInBandKey(o.lockIn.band))},
                       {"exit_cost_usd", o.lockIn.exitCostUsd ? Json(*o.lockIn.exitCostUsd) : Json(nullptr)},
                       {"factors", factors}};
    j["channel_record"] = o.channel ? channelRecordJson(*o.channel) : Json(nullptr);
    j["intake_failure_share"] = o.intakeFailureShare ? Json(*o.intakeFailureShare) : Json(nullptr);
    j["lead_time_weeks"] = o.leadTimeWeeks;
    j["estimate_uncertainty"] = o.estimateUncertainty;
    j["estimate_extrapolated"] = o.estimateExtrapolated;
    j["gates"] = gatesJson(o.gates);
    const auto sim = run.simulate(o);
    j["simulation"] = sim ? Json{{"percentile_wait_s", sim->simulation.percentileWaitSeconds},
                                 {"ci_low_s", sim->simulation.ciLowSeconds},
                                 {"ci_high_s", sim->simulation.ciHighSeconds},
                                 {"probability_wait", sim->simulation.probabilityWait},
                                 {"customers", sim->simulation.customers},
                                 {"analytic_percentile_wait_s", sim->analyticPercentileWaitSeconds},
                                 {"within_interval", sim->withinInterval},
                                 {"relative_difference", sim->relativeDifference}}
                          : Json(nullptr);
    return j;
}

} // namespace

Json planJson(const DecisionRun &run, const DecisionPlan &plan)
{
    const Scenario &s = run.scenario();
    Json options = Json::array();
    for (std::size_t i = 0; i < plan.options.size(); ++i)
        options.push_back(optionPlanJson(run, plan.options[i], s.options[i]));
    return Json{{"scenario", s.name},
                {"model", s.workload.model},
                {"peak_requests_per_s", s.workload.peakRequestsPerSecond},
                {"average_requests_per_s", s.workload.averageRequestsPerSecond},
                {"slo",
                 Json{{"ttft_s", s.workload.slo.ttftSeconds},
                      {"ttft_percentile", s.workload.slo.ttftPercentile},
                      {"tpot_s", s.workload.slo.tpotSeconds}}},
                {"options", options}};
}

void printPlanText(const DecisionRun &run, const DecisionPlan &plan, QTextStream &out)
{
    const Scenario &s = run.scenario();
    out << qs(s.name) << '\n'
        << CliDecision::tr("Peak %1 req/s, average %2 req/s; TTFT p%3 <= %4 s, TPOT <= %5 s")
               .arg(s.workload.peakRequestsPerSecond)
               .arg(s.workload.averageRequestsPerSecond)
               .arg(s.workload.slo.ttftPercentile * 100)
               .arg(s.workload.slo.ttftSeconds)
               .arg(s.workload.slo.tpotSeconds)
        << "\n\n";
    for (const OptionResult &o : plan.options) {
        const FleetSize &f = o.fleet;
        out << qs(o.label) << "  [" << qs(o.id) << "]\n";
        if (!f.feasible) {
            for (const auto &d : f.diagnostics)
                out << "  " << CliDecision::tr("not feasible: ") << diagnosticText(d) << '\n';
            continue;
        }
        out << "  "
            << CliDecision::tr("replica: %1 GPU(s), batch %2, %3 req/s, TPOT %4 ms, prefill %5 ms")
                   .arg(o.replica.gpusPerReplica)
                   .arg(o.replica.batch)
                   .arg(o.replica.requestsPerSecond, 0, 'f', 2)
                   .arg(o.replica.timePerOutputTokenSeconds * 1000, 0, 'f', 1)
                   .arg(o.replica.prefillSeconds * 1000, 0, 'f', 0)
            << '\n'
            << "  "
            << CliDecision::tr(
                   "replicas: %1 serving (throughput bound %2, queue bound %3) + %4 spare = %5; %6 GPUs, %7 racks")
                   .arg(f.servingReplicas)
                   .arg(f.throughputBoundReplicas)
                   .arg(f.queueBoundReplicas)
                   .arg(f.spareReplicas)
                   .arg(f.totalReplicas)
                   .arg(o.orderedGpus)
                   .arg(f.racks)
            << '\n'
            << "  "
            << CliDecision::tr(
                   "TTFT p-th: %1 s; capex %2 USD; %3 USD/month; %4 USD per million tokens; lock-in %5 (%6)")
                   .arg(f.ttftPercentileSeconds, 0, 'f', 3)
                   .arg(o.capexUsd, 0, 'f', 0)
                   .arg(o.monthlyCostUsd, 0, 'f', 0)
                   .arg(o.usdPerMillionTokens, 0, 'f', 2)
                   .arg(o.lockIn.score, 0, 'f', 1)
                   .arg(qs(std::string(lockInBandKey(o.lockIn.band))))
            << '\n'
            << "  "
            << CliDecision::tr("gates: fits %1, meets SLO %2, within budget %3")
                   .arg(o.gates.fits ? CliDecision::tr("yes") : CliDecision::tr("no"),
                        o.gates.meetsSlo ? CliDecision::tr("yes") : CliDecision::tr("no"),
                        o.gates.withinBudget ? CliDecision::tr("yes") : CliDecision::tr("no"))
            << '\n';
    }
}

} // namespace GpuPlan
