// `gpuplan-cli rank`: JSON and text of a DecisionRanking.
#include "clidecisionjson.h"

#include <QCoreApplication>
#include <QTextStream>

namespace GpuPlan {

namespace {

std::string nameOf(const DecisionProblem &p, int index)
{
    return index >= 0 && std::size_t(index) < p.options.size() ? p.options[std::size_t(index)] : std::string();
}

} // namespace

Json rankJson(const DecisionRun &run, const DecisionRanking &r)
{
    const Scenario &s = run.scenario();
    const DecisionProblem &p = r.problem;
    Json criteria = Json::array();
    for (std::size_t j = 0; j < p.criteria.size(); ++j) {
        criteria.push_back(Json{{"id", p.criteria[j].id},
                                {"sense", p.criteria[j].sense == CriterionSense::Cost ? "cost" : "benefit"},
                                {"weight", s.criteria.items[j].weight},
                                {"normalised_weight", r.weights[j]}});
    }
    Json options = Json::array();
    const bool mc = r.monteCarlo.samples > 0;
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        const OptionGates g = p.gates.empty() ? OptionGates{} : p.gates[i];
        Json values = Json::object();
        for (std::size_t j = 0; j < p.criteria.size(); ++j)
            values[p.criteria[j].id] = g.passed() ? Json(p.value(i, j)) : Json(nullptr);
        options.push_back(Json{{"id", p.options[i]},
                               {"gates",
                                Json{{"fits", g.fits},
                                     {"meets_slo", g.meetsSlo},
                                     {"within_budget", g.withinBudget},
                                     {"passed", g.passed()}}},
                               {"values", values},
                               {"weighted_sum", r.ranking.weightedSum[i]},
                               {"weighted_sum_rank", r.ranking.weightedSumRanks[i]},
                               {"topsis", r.ranking.topsis.closeness[i]},
                               {"topsis_rank", r.ranking.topsisRanks[i]},
                               {"pareto", bool(r.ranking.pareto[i])},
                               {"primary_score", r.primaryScores[i]},
                               {"primary_rank", r.primaryRanks[i]},
                               {"probability_first", mc ? Json(r.monteCarlo.probabilityFirst[i]) : Json(nullptr)},
                               {"mean_score", mc ? Json(r.monteCarlo.meanScore[i]) : Json(nullptr)}});
    }
    Json ahp = nullptr;
    if (r.ahp) {
        ahp = Json{{"valid", r.ahp->valid},
                   {"weights", r.ahp->weights},
                   {"lambda_max", r.ahp->lambdaMax},
                   {"consistency_index", r.ahp->consistencyIndex},
                   {"consistency_ratio", optionalNumber(r.ahp->consistencyRatio)},
                   {"acceptable", r.ahp->acceptable}};
    }
    Json critical = Json::array();
    for (const auto &c : r.criticalWeights) {
        critical.push_back(Json{{"criterion", p.criteria[std::size_t(c.criterion)].id},
                                {"first", nameOf(p, c.first)},
                                {"second", nameOf(p, c.second)},
                                {"new_weight", optionalNumber(c.newWeight)},
                                {"change", optionalNumber(c.change)},
                                {"relative_change", optionalNumber(c.relativeChange)}});
    }
    const auto &inputs = s.monteCarlo.inputs;
    Json bars = Json::array();
    for (const auto &b : r.tornado.bars) {
        bars.push_back(Json{{"input", inputs[std::size_t(b.input)].id},
                            {"low", b.lowValue},
                            {"high", b.highValue},
                            {"output_at_low", b.outputAtLow},
                            {"output_at_high", b.outputAtHigh},
                            {"swing", b.swing},
                            {"top_at_low", nameOf(p, b.topAtLow)},
                            {"top_at_high", nameOf(p, b.topAtHigh)}});
    }
    Json switching = Json::array();
    for (const auto &v : r.switchingValues) {
        switching.push_back(Json{{"input", inputs[std::size_t(v.input)].id},
                                 {"base", inputs[std::size_t(v.input)].base},
                                 {"below_base", optionalNumber(v.belowBase)},
                                 {"top_below", nameOf(p, v.topBelow)},
                                 {"above_base", optionalNumber(v.aboveBase)},
                                 {"top_above", nameOf(p, v.topAbove)}});
    }
    return Json{{"scenario", s.name},
                {"method", std::string(rankingMethodKey(s.criteria.method))},
                {"criteria", criteria},
                {"ahp", ahp},
                {"options", options},
                {"top", nameOf(p, r.top)},
                {"top_weighted_sum", nameOf(p, topOption(r.ranking.weightedSum))},
                {"top_topsis", nameOf(p, topOption(r.ranking.topsis.closeness))},
                {"sensitivity",
                 Json{{"critical_weights", critical},
                      {"tornado",
                       Json{{"tracked", nameOf(p, r.tornado.trackedOption)},
                            {"base_output", r.tornado.baseOutput},
                            {"bars", bars}}},
                      {"switching_values", switching}}},
                {"monte_carlo",
                 Json{{"samples", r.monteCarlo.samples}, {"seed", s.monteCarlo.seed}, {"cancelled", r.cancelled}}}};
}

void printRankText(const DecisionRun &run, const DecisionRanking &r, QTextStream &out)
{
    const Scenario &s = run.scenario();
    const DecisionProblem &p = r.problem;
    out << QString::fromStdString(s.name) << '\n'
        << CliDecision::tr("Method: %1").arg(QString::fromStdString(std::string(rankingMethodKey(s.criteria.method))))
        << "\n\n";
    out << CliDecision::tr("option").leftJustified(16) << CliDecision::tr("gates").leftJustified(8)
        << CliDecision::tr("wsum").rightJustified(8) << CliDecision::tr("topsis").rightJustified(8)
        << CliDecision::tr("pareto").rightJustified(8) << CliDecision::tr("P(first)").rightJustified(10) << '\n';
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        const bool passed = p.gates.empty() || p.gates[i].passed();
        out << QString::fromStdString(p.options[i]).leftJustified(16)
            << (passed ? CliDecision::tr("pass") : CliDecision::tr("fail")).leftJustified(8)
            << QString::number(r.ranking.weightedSum[i], 'f', 3).rightJustified(8)
            << QString::number(r.ranking.topsis.closeness[i], 'f', 3).rightJustified(8)
            << (r.ranking.pareto[i] ? CliDecision::tr("yes") : QString()).rightJustified(8)
            << (r.monteCarlo.samples > 0 ? QString::number(r.monteCarlo.probabilityFirst[i], 'f', 3) : QString())
                   .rightJustified(10)
            << '\n';
    }
    out << '\n' << CliDecision::tr("Top option: %1").arg(QString::fromStdString(nameOf(p, r.top))) << '\n';
    if (r.ahp && r.ahp->consistencyRatio)
        out << CliDecision::tr("AHP consistency ratio: %1%2")
                   .arg(*r.ahp->consistencyRatio, 0, 'f', 3)
                   .arg(r.ahp->acceptable ? QString()
                                          : CliDecision::tr(" (above %1: revise the comparisons)")
                                                .arg(kAhpConsistencyThreshold, 0, 'f', 2))
            << '\n';
    for (const auto &b : r.tornado.bars) {
        out << CliDecision::tr("  tornado %1: %2 .. %3 (swing %4)")
                   .arg(QString::fromStdString(s.monteCarlo.inputs[std::size_t(b.input)].id))
                   .arg(b.outputAtLow, 0, 'f', 3)
                   .arg(b.outputAtHigh, 0, 'f', 3)
                   .arg(b.swing, 0, 'f', 3)
            << '\n';
    }
}

} // namespace GpuPlan
