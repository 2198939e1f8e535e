#include "report/reportcharts.h"

#include "report/reporttables.h"

#include <algorithm>
#include <cmath>

namespace GpuPlan {

namespace {

ReportChart newChart(const QString &id, const QString &title, ReportChartKind kind)
{
    ReportChart c;
    c.id = id;
    c.title = title;
    c.kind = kind;
    return c;
}

} // namespace

ReportChart fleetChart(const ReportData &d)
{
    const ScenarioWorkload &w = d.scenario.workload;
    ReportChart c = newChart(QStringLiteral("fleet"), ReportText::tr("Fleet size against the peak request rate"),
                             ReportChartKind::Lines);
    c.xTitle = ReportText::tr("Peak requests per second");
    c.yTitle = ReportText::tr("GPUs");
    // As DecisionFleetChartBuilder::curves: the plan itself at peak rates up to twice the scenario's.
    constexpr int kSteps = 24;
    std::vector<DecisionPlan> plans;
    for (int k = 1; k <= kSteps; ++k) {
        DecisionAdjustments a;
        a.peakRequestsPerSecond = 2.0 * w.peakRequestsPerSecond * k / kSteps;
        plans.push_back(d.run->plan(a));
    }
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionResult &o = d.plan.options[i];
        if (!o.fleet.feasible || !o.replica.fits)
            continue;
        ReportSeries total{d.optionId(i), {}, {}, {}, false, false};
        ReportSeries slo{ReportText::tr("%1: SLO bound").arg(d.optionId(i)), {}, {}, {}, false, true};
        const int gpus = std::max(1, o.replica.gpusPerReplica);
        for (int k = 1; k <= kSteps; ++k) {
            const OptionResult &at = plans[std::size_t(k - 1)].options[i];
            if (!at.fleet.feasible)
                continue;
            const double rate = 2.0 * w.peakRequestsPerSecond * k / kSteps;
            total.points.append(QPointF(rate, at.fleet.totalGpus));
            slo.points.append(QPointF(rate, at.fleet.queueBoundReplicas * gpus));
        }
        if (!total.points.isEmpty()) {
            c.series.append(total);
            c.series.append(slo);
        }
    }
    c.referenceX = w.peakRequestsPerSecond;
    c.referenceLabel = ReportText::tr("scenario peak");
    c.caption
        = ReportText::tr("GPUs needed (spares included for owned options) as the peak rate grows, at TTFT p%1 ≤ %2 s "
                         "and TPOT ≤ %3 s; dashed: the SLO (queue) bound alone. Same sizing as the fleet table.")
              .arg(d.fmt.number(100.0 * w.slo.ttftPercentile, 0), d.fmt.number(w.slo.ttftSeconds, 2),
                   d.fmt.number(w.slo.tpotSeconds, 3));
    if (c.series.isEmpty())
        c.caption = ReportText::tr("No option meets the SLO: there is no fleet to draw.");
    return c;
}

ReportChart costChart(const ReportData &d)
{
    ReportChart c
        = newChart(QStringLiteral("monthly_cost"), ReportText::tr("Monthly cost per option"), ReportChartKind::Bars);
    c.yTitle = ReportText::tr("USD per month");
    ReportSeries s{ReportText::tr("Monthly cost"), {}, {}, {}, false, false};
    QStringList missing;
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionResult &o = d.plan.options[i];
        if (!o.gates.meetsSlo) {
            missing << d.optionId(i);
            continue;
        }
        c.categories << d.optionId(i);
        s.values << o.monthlyCostUsd;
    }
    c.series.append(s);
    // A budget far above every bar would flatten them: it is then stated in the caption instead.
    const double highest = s.values.isEmpty() ? 0.0 : *std::max_element(s.values.begin(), s.values.end());
    const bool budgetLine = d.scenario.budget.monthlyUsd && *d.scenario.budget.monthlyUsd <= 2.0 * highest;
    if (budgetLine) {
        c.referenceY = *d.scenario.budget.monthlyUsd;
        c.referenceLabel = ReportText::tr("monthly budget");
    }
    c.caption
        = ReportText::tr("Owned: annualised capital, power and operations at the average load; rented: the serving "
                         "GPUs at the catalog rate; both with the expected exit cost.");
    if (d.scenario.budget.monthlyUsd && !budgetLine)
        c.caption += QLatin1Char(' ')
            + ReportText::tr("The monthly budget, %1, is far above every option.")
                  .arg(d.fmt.usd(*d.scenario.budget.monthlyUsd));
    if (!missing.isEmpty())
        c.caption += QLatin1Char(' ')
            + ReportText::tr("Not shown (no fleet meets the SLO): %1.").arg(missing.join(QStringLiteral(", ")));
    return c;
}

ReportChart ownVsRentChart(const ReportData &d)
{
    ReportChart c = newChart(QStringLiteral("own_vs_rent"), ReportText::tr("Owning against renting, cumulative cash"),
                             ReportChartKind::Lines);
    c.xTitle = ReportText::tr("Month");
    c.yTitle = ReportText::tr("Cumulative USD");
    // The recommended option when it is owned and has a cloud rate, else the first owned one that has.
    std::vector<std::size_t> order;
    if (d.top() >= 0)
        order.push_back(std::size_t(d.top()));
    for (std::size_t i = 0; i < d.plan.options.size(); ++i)
        order.push_back(i);
    for (std::size_t i : order) {
        const OptionExtra &e = d.extra[i];
        if (!e.ownVsRent)
            continue;
        ReportSeries own{ReportText::tr("%1: own").arg(d.optionId(i)), {}, {}, {}, false, false};
        ReportSeries rent{ReportText::tr("rent at %1 USD/GPU-h (%2)")
                              .arg(d.fmt.number(e.rentPrice->amount, 2), qs(e.rentPrice->provider)),
                          {},
                          {},
                          {},
                          false,
                          true};
        for (std::size_t m = 0; m < e.ownVsRent->cumulativeOwnUsd.size(); ++m) {
            own.points.append(QPointF(double(m), e.ownVsRent->cumulativeOwnUsd[m]));
            rent.points.append(QPointF(double(m), e.ownVsRent->cumulativeRentUsd[m]));
        }
        c.series = {own, rent};
        if (e.ownVsRent->breakEvenMonth) {
            c.referenceX = *e.ownVsRent->breakEvenMonth;
            c.referenceLabel = ReportText::tr("break-even");
        }
        c.caption
            = ReportText::tr("The %1 serving GPUs of %2 bought, or rented for the same useful hours at the catalog's "
                             "cheapest on-demand rate of the same SKU; undiscounted cash, residual value returned at "
                             "the end of the life.")
                  .arg(d.plan.options[i].fleet.servingGpus)
                  .arg(d.label(i));
        return c;
    }
    c.caption = ReportText::tr("No owned option has a cloud rate of the same SKU in the catalog: nothing to compare.");
    return c;
}

ReportChart vramChart(const ReportData &d)
{
    ReportChart c = newChart(QStringLiteral("vram"), ReportText::tr("Memory per GPU at the serving batch"),
                             ReportChartKind::StackedBars);
    c.yTitle = QStringLiteral("GiB");
    constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
    QVector<ReportSeries> s = {{ReportText::tr("Weights"), {}, {}, {}, false, false},
                               {ReportText::tr("KV cache"), {}, {}, {}, false, false},
                               {ReportText::tr("Activations"), {}, {}, {}, false, false},
                               {ReportText::tr("Runtime"), {}, {}, {}, false, false}};
    QStringList capacities;
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        if (!d.extra[i].vram)
            continue;
        const VramBreakdown &b = d.extra[i].vram->perGpu;
        c.categories << d.optionId(i);
        s[0].values << b.weights / kGiB;
        s[1].values << b.kv / kGiB;
        s[2].values << b.activations / kGiB;
        s[3].values << b.runtime / kGiB;
        capacities << ReportText::tr("%1: %2 GiB").arg(d.optionId(i), d.fmt.number(b.capacity / kGiB, 0));
    }
    c.series = s;
    c.caption = ReportText::tr("Usable memory per GPU: %1.").arg(capacities.join(QStringLiteral("; ")));
    return c;
}

ReportChart paretoChart(const ReportData &d)
{
    ReportChart c = newChart(QStringLiteral("pareto"), ReportText::tr("Cost against lock-in: the Pareto frontier"),
                             ReportChartKind::Scatter);
    c.xTitle = ReportText::tr("Monthly cost (USD)");
    c.yTitle = ReportText::tr("Lock-in score (points)");
    ReportSeries points{ReportText::tr("Ranked options"), {}, {}, {}, false, false};
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionResult &o = d.plan.options[i];
        if (!o.gates.passed() || !o.lockIn.valid)
            continue;
        points.points.append(QPointF(o.monthlyCostUsd, o.lockIn.score));
        points.pointLabels << d.optionId(i);
    }
    // Non-dominated on these two criteria (both lower is better), joined in order of cost.
    QVector<QPointF> frontier;
    for (const QPointF &p : points.points) {
        bool dominated = false;
        for (const QPointF &q : points.points) {
            if (q.x() <= p.x() && q.y() <= p.y() && (q.x() < p.x() || q.y() < p.y()))
                dominated = true;
        }
        if (!dominated)
            frontier.append(p);
    }
    std::sort(frontier.begin(), frontier.end(), [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
    c.series.append(points);
    c.series.append(ReportSeries{ReportText::tr("Frontier"), {}, frontier, {}, true, false});
    c.caption
        = ReportText::tr("Options that pass the gates; the line joins those no other option beats on both monthly cost "
                         "and lock-in. The scoring table's Pareto column uses all criteria.");
    return c;
}

ReportChart efficiencyChart(const ReportData &d)
{
    ReportChart c = newChart(QStringLiteral("efficiency"), ReportText::tr("Output tokens per second per USD/hour"),
                             ReportChartKind::Bars);
    c.yTitle = ReportText::tr("tokens/s per USD/h");
    ReportSeries s{ReportText::tr("Performance per dollar"), {}, {}, {}, false, false};
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        if (!d.extra[i].tokensPerSecondPerUsdHour)
            continue;
        c.categories << d.optionId(i);
        s.values << *d.extra[i].tokensPerSecondPerUsdHour;
    }
    c.series.append(s);
    c.caption
        = ReportText::tr("Per GPU at the serving batch; owned options at their annualised cost per hour, cloud options "
                         "at their rate.");
    return c;
}

ReportChart tornadoChart(const ReportData &d)
{
    const Tornado &t = d.ranking.tornado;
    ReportChart c
        = newChart(QStringLiteral("tornado"), ReportText::tr("Tornado: what moves the recommended option's score"),
                   ReportChartKind::RangeBars);
    c.xTitle = ReportText::tr("Score");
    ReportSeries low{ReportText::tr("Input at its low value"), {}, {}, {}, false, false};
    ReportSeries high{ReportText::tr("Input at its high value"), {}, {}, {}, false, false};
    for (const TornadoBar &b : t.bars) {
        c.categories << qs(d.scenario.monteCarlo.inputs[std::size_t(b.input)].id);
        low.values << b.outputAtLow;
        high.values << b.outputAtHigh;
    }
    c.series = {low, high};
    c.base = t.baseOutput;
    c.caption = ReportText::tr("Score of %1 (base %2) with one input at a time at the ends of its range.")
                    .arg(t.trackedOption >= 0 ? d.label(std::size_t(t.trackedOption)) : ReportText::tr("none"),
                         d.fmt.number(t.baseOutput, 3));
    return c;
}

ReportChart sweepChart(const ReportData &d)
{
    const DecisionProblem &p = d.ranking.problem;
    ReportChart c = newChart(QStringLiteral("weight_sweep"), ReportText::tr("Scores as the heaviest weight changes"),
                             ReportChartKind::Lines);
    c.yTitle = ReportText::tr("Weighted-sum score");
    const int j = d.ranking.sweepCriterion;
    if (j < 0 || d.ranking.sweep.empty()) {
        c.caption = ReportText::tr("No weight sweep: fewer than two options pass the gates.");
        return c;
    }
    c.xTitle = ReportText::tr("Weight of %1").arg(criterionTitle(p.criteria[std::size_t(j)].id));
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        if (!d.passed(i))
            continue;
        ReportSeries s{d.optionId(i), {}, {}, {}, false, false};
        for (const WeightSweepPoint &pt : d.ranking.sweep) {
            if (i < pt.scores.size() && std::isfinite(pt.scores[i]))
                s.points.append(QPointF(pt.weight, pt.scores[i]));
        }
        c.series.append(s);
    }
    c.referenceX = d.ranking.weights[std::size_t(j)];
    c.referenceLabel = ReportText::tr("current weight");
    c.caption = ReportText::tr("The other weights keep their proportions; where two lines cross, the ranking changes.");
    return c;
}

ReportChart probabilityChart(const ReportData &d)
{
    const MonteCarloResult &mc = d.ranking.monteCarlo;
    ReportChart c = newChart(QStringLiteral("probability_first"), ReportText::tr("Probability of ranking first"),
                             ReportChartKind::Bars);
    c.yTitle = ReportText::tr("Share of samples");
    ReportSeries s{ReportText::tr("P(first)"), {}, {}, {}, false, false};
    for (std::size_t i = 0; i < d.plan.options.size() && mc.samples > 0; ++i) {
        c.categories << d.optionId(i);
        s.values << mc.probabilityFirst[i];
    }
    c.series.append(s);
    c.caption = mc.samples > 0 ? ReportText::tr("%1 Monte Carlo samples of the uncertain inputs (seed %2).")
                                     .arg(d.fmt.integer(mc.samples))
                                     .arg(d.scenario.monteCarlo.seed)
                               : ReportText::tr("The scenario asks for no Monte Carlo samples.");
    return c;
}

ReportChart lockinChart(const ReportData &d)
{
    ReportChart c
        = newChart(QStringLiteral("lockin"), ReportText::tr("Lock-in score by factor"), ReportChartKind::StackedBars);
    c.yTitle = ReportText::tr("Points (of 100)");
    for (int f = 0; f < LockInFactorCount; ++f)
        c.series.append(ReportSeries{lockInFactorTitle(LockInFactor(f)), {}, {}, {}, false, false});
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionResult &o = d.plan.options[i];
        if (!o.lockIn.valid)
            continue;
        c.categories << d.optionId(i);
        for (int f = 0; f < LockInFactorCount; ++f)
            c.series[f].values << o.lockIn.factors[std::size_t(f)].points;
    }
    c.referenceY = d.scenario.lockIn.highFrom;
    c.referenceLabel = ReportText::tr("high band");
    c.caption = ReportText::tr(
        "Each bar adds up to the option's lock-in score; the factors are explained in the risks section.");
    return c;
}

} // namespace GpuPlan
