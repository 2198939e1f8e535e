// The method, results and sensitivity sections.
#include "report/reportcharts.h"
#include "report/reportsections.h"
#include "report/reporttables.h"

namespace GpuPlan {

void addMethod(const ReportData &d, Blocks &out)
{
    const ScenarioCriteria &c = d.scenario.criteria;
    QString method;
    switch (c.method) {
    case RankingMethod::WeightedSum:
        method = ReportText::tr(
            "Weighted sum: each criterion is min-max normalised over the ranked options (1 best, 0 worst) "
            "and the normalised values are added with the weights.");
        break;
    case RankingMethod::Ahp:
        method = ReportText::tr("AHP: the weights are the principal eigenvector of the pairwise comparison matrix; the "
                                "options are then scored by the weighted sum of the min-max normalised criteria.");
        break;
    case RankingMethod::Topsis:
        method = ReportText::tr("TOPSIS: the closeness of each option to the ideal and away from the anti-ideal, on "
                                "vector-normalised, weighted criteria.");
        break;
    }
    out.append(paragraphBlock(ReportText::tr("Deciding method: %1. %2").arg(rankingMethodText(c.method), method)));
    out.append(tableBlock(criteriaTable(d)));
    const QString src = d.sourceOf("/criteria");
    out.append(paragraphBlock(
        src.isEmpty() ? ReportText::tr("Origin of the weights: set in the scenario file; no source note given.")
                      : ReportText::tr("Origin of the weights: %1").arg(src)));
    out.append(headingBlock(ReportText::tr("AHP consistency"), 2));
    if (const auto &ahp = d.ranking.ahp) {
        Pairs kv;
        kv.append({ReportText::tr("Principal eigenvalue (λmax)"), d.fmt.number(ahp->lambdaMax, 4)});
        kv.append({ReportText::tr("Consistency index (CI)"), d.fmt.number(ahp->consistencyIndex, 4)});
        kv.append({ReportText::tr("Random index (RI)"),
                   ahp->randomIndex ? d.fmt.number(*ahp->randomIndex, 4)
                                    : ReportFormat::missing(ReportText::tr("matrix larger than the table"))});
        kv.append({ReportText::tr("Consistency ratio (CR)"),
                   ahp->consistencyRatio ? d.fmt.number(*ahp->consistencyRatio, 4)
                                         : ReportFormat::missing(ReportText::tr("no random index"))});
        kv.append({ReportText::tr("Acceptable (CR ≤ %1)").arg(d.fmt.number(kAhpConsistencyThreshold, 2)),
                   d.fmt.yesNo(ahp->acceptable)});
        kv.append({ReportText::tr("Random-index table"), qs(std::string(randomIndexTableKey(c.randomIndex)))});
        out.append(keyValuesBlock(kv));
        if (c.method != RankingMethod::Ahp)
            out.append(paragraphBlock(
                ReportText::tr("The scenario carries a pairwise matrix but ranks with its direct weights; "
                               "the AHP weights are shown for comparison.")));
    } else {
        out.append(paragraphBlock(
            ReportText::tr("No pairwise comparison matrix in the scenario: AHP consistency does not apply.")));
    }
    out.append(headingBlock(ReportText::tr("Models used"), 2));
    out.append(bulletsBlock({
        ReportText::tr("Memory fit: weights at the format's bits per parameter, KV cache per token from the model's "
                       "layers, heads and KV format, activation peak and runtime reserve of the engine."),
        ReportText::tr("Speed: decode bound by memory bandwidth and prefill by compute, in the math the engine runs "
                       "the weight format in (INT8 for llama.cpp's quantised types, FP16 for weight-only formats, FP8 "
                       "or FP4 tensor cores where the GPU has them) at the rate the card sustains within its power "
                       "limit; prefill attention grows with the prompt. Efficiencies are fitted on %n shipped "
                       "benchmark row(s) in groups (engine, software stack, math, memory class, architecture "
                       "family), each pooled towards its parent; the relative RMS residual of the group used is the "
                       "estimate uncertainty, widened for a family never measured (extrapolated).",
                       nullptr, int(d.measurements.size())),
        ReportText::tr("Replica capacity: the largest batch whose decode step meets the time per output token."),
        ReportText::tr("Fleet size: throughput bound and G/G/c queue bound (Erlang C with the Allen-Cunneen "
                       "correction) on the batch slots, then N+k spares from a Poisson model of failures and repairs."),
        ReportText::tr("Cost: annualised capital (capital recovery factor, residual value), power at the average load "
                       "with PUE, operations; cloud rates for rented options."),
        ReportText::tr("Lock-in: seven weighted factors scored 0 to 100."),
        ReportText::tr(
            "Sensitivity: critical weights, tornado and switching values, and a Monte Carlo of the uncertain "
            "inputs (PERT or triangular)."),
    }));
    if (const OptionResult *top = d.topOption()) {
        if (const auto sim = d.run->simulate(*top)) {
            out.append(paragraphBlock(
                ReportText::tr(
                    "Queue check for %1: a discrete-event simulation of %2 requests gives a %3th-percentile wait "
                    "of %4 ms (95 % interval %5 to %6 ms) against %7 ms from the formula; %8.")
                    .arg(qs(top->label), d.fmt.integer(sim->simulation.customers),
                         d.fmt.number(100 * d.scenario.workload.slo.ttftPercentile, 0),
                         d.fmt.number(1000 * sim->simulation.percentileWaitSeconds, 3),
                         d.fmt.number(1000 * sim->simulation.ciLowSeconds, 3),
                         d.fmt.number(1000 * sim->simulation.ciHighSeconds, 3),
                         d.fmt.number(1000 * sim->analyticPercentileWaitSeconds, 3),
                         sim->withinInterval
                             ? ReportText::tr("the formula lies within the interval")
                             : ReportText::tr(
                                 "the formula lies outside the interval: treat the queue bound with care"))));
        }
    }
}

void addResults(const ReportData &d, Blocks &out)
{
    out.append(headingBlock(ReportText::tr("Scoring"), 2));
    out.append(tableBlock(scoringTable(d)));
    out.append(chartBlock(paretoChart(d)));
    out.append(headingBlock(ReportText::tr("Total cost of ownership"), 2));
    out.append(tableBlock(tcoTable(d)));
    out.append(chartBlock(costChart(d)));
    out.append(tableBlock(ownVsRentTable(d)));
    out.append(chartBlock(ownVsRentChart(d)));
    out.append(headingBlock(ReportText::tr("Performance per dollar and per watt"), 2));
    out.append(tableBlock(efficiencyTable(d)));
    out.append(chartBlock(efficiencyChart(d)));
    out.append(headingBlock(ReportText::tr("Memory fit"), 2));
    out.append(tableBlock(vramTable(d)));
    out.append(chartBlock(vramChart(d)));
    out.append(headingBlock(ReportText::tr("Fleet size"), 2));
    out.append(tableBlock(fleetTable(d)));
    out.append(chartBlock(fleetChart(d)));
}

void addSensitivity(const ReportData &d, Blocks &out)
{
    out.append(headingBlock(ReportText::tr("Critical weights"), 2));
    out.append(tableBlock(criticalWeightsTable(d)));
    out.append(chartBlock(sweepChart(d)));
    out.append(headingBlock(ReportText::tr("Tornado"), 2));
    out.append(chartBlock(tornadoChart(d)));
    out.append(tableBlock(tornadoTable(d)));
    out.append(headingBlock(ReportText::tr("Switching values"), 2));
    out.append(tableBlock(switchingTable(d)));
    out.append(headingBlock(ReportText::tr("Monte Carlo"), 2));
    const MonteCarloResult &mc = d.ranking.monteCarlo;
    if (mc.samples > 0 && d.top() >= 0) {
        out.append(paragraphBlock(
            ReportText::tr("With all uncertain inputs drawn at once, %1 ranks first in %2 of %3 samples.")
                .arg(d.label(std::size_t(d.top())), d.fmt.percent(mc.probabilityFirst[std::size_t(d.top())]),
                     d.fmt.integer(mc.samples))));
    }
    out.append(chartBlock(probabilityChart(d)));
    out.append(tableBlock(monteCarloTable(d)));
}

} // namespace GpuPlan
