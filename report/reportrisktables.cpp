// The lock-in, sensitivity, Monte Carlo, fleet-health and price tables.
#include "report/reporttables.h"

#include "io/fleetfindingtext.h"

#include <algorithm>
#include <cmath>

namespace GpuPlan {

namespace {

QString factorTitle(LockInFactor f)
{
    switch (f) {
    case LockInFactor::CudaOnlyShare:
        return ReportText::tr("CUDA-only code share");
    case LockInFactor::FrameworkSupport:
        return ReportText::tr("Framework support");
    case LockInFactor::KernelCoverage:
        return ReportText::tr("Kernel coverage elsewhere");
    case LockInFactor::SupportWindow:
        return ReportText::tr("Driver support window");
    case LockInFactor::SupplyConcentration:
        return ReportText::tr("Supply concentration (HHI)");
    case LockInFactor::SecondSources:
        return ReportText::tr("Second sources");
    case LockInFactor::LeadTime:
        return ReportText::tr("Lead time");
    case LockInFactor::SupplyQuality:
        return ReportText::tr("Supply quality");
    }
    return {};
}

QString optionName(const ReportData &d, int index)
{
    return index >= 0 && std::size_t(index) < d.plan.options.size() ? d.optionId(std::size_t(index))
                                                                    : ReportText::tr("none");
}

} // namespace

QString lockInFactorTitle(LockInFactor f) { return factorTitle(f); }

ReportTable lockinTable(const ReportData &d)
{
    ReportTable t = newTable(QStringLiteral("lockin"), ReportText::tr("Lock-in breakdown (points of 100)"),
                             {{QStringLiteral("option"), ReportText::tr("Option")}});
    for (int f = 0; f < LockInFactorCount; ++f)
        addColumn(t, qs(std::string(lockInFactorKey(LockInFactor(f)))), factorTitle(LockInFactor(f)), QString());
    addColumns(t,
               {{QStringLiteral("score"), ReportText::tr("Score")},
                {QStringLiteral("band"), ReportText::tr("Band")},
                {QStringLiteral("exit_cost_usd"), ReportText::tr("Expected exit cost"), QStringLiteral("USD")}});
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionResult &o = d.plan.options[i];
        QVector<ReportCell> row{textCell(d.optionId(i))};
        for (const LockInFactorResult &r : o.lockIn.factors) {
            if (!o.lockIn.valid)
                row.append(missingCell(ReportText::tr("no score")));
            else if (!r.applicable)
                row.append(textCell(ReportText::tr("n/a")));
            else
                row.append(numberCell(r.points, d.fmt.number(r.points, 1)));
        }
        if (!o.lockIn.valid) {
            row.append(missingCell(ReportText::tr("no score")));
            row.append(textCell(QString()));
        } else {
            row.append(numberCell(o.lockIn.score, d.fmt.number(o.lockIn.score, 1)));
            const LockInBand b = o.lockIn.band;
            row.append(textCell(b == LockInBand::Low          ? ReportText::tr("low")
                                    : b == LockInBand::Medium ? ReportText::tr("medium")
                                                              : ReportText::tr("high")));
        }
        row.append(o.lockIn.exitCostUsd ? numberCell(*o.lockIn.exitCostUsd, d.fmt.number(*o.lockIn.exitCostUsd, 0))
                                        : textCell(ReportText::tr("none given")));
        t.rows.append(row);
    }
    t.note = ReportText::tr(
        "Each factor's points are 100 × its normalised weight × its risk in [0, 1]; they add up to the "
        "score. n/a: the factor does not apply (a cloud provider carries the driver support window).");
    return t;
}

ReportTable criticalWeightsTable(const ReportData &d)
{
    const DecisionProblem &p = d.ranking.problem;
    ReportTable t = newTable(QStringLiteral("critical_weights"), ReportText::tr("Critical weights"),
                             {{QStringLiteral("criterion"), ReportText::tr("Criterion")},
                              {QStringLiteral("weight"), ReportText::tr("Weight used")},
                              {QStringLiteral("new_weight"), ReportText::tr("Weight where the top two swap")},
                              {QStringLiteral("change"), ReportText::tr("Change")},
                              {QStringLiteral("first"), ReportText::tr("First")},
                              {QStringLiteral("second"), ReportText::tr("Second")}});
    for (const CriticalWeight &c : d.ranking.criticalWeights) {
        const double w = d.ranking.weights[std::size_t(c.criterion)];
        QVector<ReportCell> row{textCell(criterionTitle(p.criteria[std::size_t(c.criterion)].id)),
                                numberCell(w, d.fmt.number(w, 3))};
        if (c.newWeight) {
            row.append(numberCell(*c.newWeight, d.fmt.number(*c.newWeight, 3)));
            row.append(
                numberCell(*c.change, (*c.change >= 0 ? QStringLiteral("+") : QString()) + d.fmt.number(*c.change, 3)));
        } else {
            row.append(textCell(ReportText::tr("no weight in [0, 1] swaps them")));
            row.append(textCell(QString()));
        }
        row.append(textCell(optionName(d, c.first)));
        row.append(textCell(optionName(d, c.second)));
        t.rows.append(row);
    }
    if (d.ranking.criticalWeights.empty())
        t.note = ReportText::tr("Fewer than two options pass the gates: there is no ranking to overturn.");
    else
        t.note
            = ReportText::tr("The normalised weight at which the two best options of the weighted sum swap, the other "
                             "weights keeping their proportions.");
    return t;
}

ReportTable switchingTable(const ReportData &d)
{
    const auto &inputs = d.scenario.monteCarlo.inputs;
    ReportTable t = newTable(QStringLiteral("switching"), ReportText::tr("Switching values"),
                             {{QStringLiteral("input"), ReportText::tr("Input")},
                              {QStringLiteral("base"), ReportText::tr("Base")},
                              {QStringLiteral("below_base"), ReportText::tr("Top changes below")},
                              {QStringLiteral("top_below"), ReportText::tr("New top")},
                              {QStringLiteral("above_base"), ReportText::tr("Top changes above")},
                              {QStringLiteral("top_above"), ReportText::tr("New top")}});
    for (const SwitchingValue &v : d.ranking.switchingValues) {
        const UncertainInput &in = inputs[std::size_t(v.input)];
        const QString none = ReportText::tr("no change in the range");
        t.rows.append({textCell(qs(in.id)), numberCell(in.base, d.fmt.number(in.base, 3)),
                       v.belowBase ? numberCell(*v.belowBase, d.fmt.number(*v.belowBase, 3)) : textCell(none),
                       textCell(v.belowBase ? optionName(d, v.topBelow) : QString()),
                       v.aboveBase ? numberCell(*v.aboveBase, d.fmt.number(*v.aboveBase, 3)) : textCell(none),
                       textCell(v.aboveBase ? optionName(d, v.topAbove) : QString())});
    }
    if (inputs.empty())
        t.note = ReportText::tr("The scenario lists no uncertain inputs.");
    else
        t.note
            = ReportText::tr("Each input moved alone from its base towards its low and high ends: the value at which "
                             "another option becomes first.");
    return t;
}

ReportTable tornadoTable(const ReportData &d)
{
    const auto &inputs = d.scenario.monteCarlo.inputs;
    ReportTable t = newTable(QStringLiteral("tornado"), ReportText::tr("Tornado: score of the recommended option"),
                             {{QStringLiteral("input"), ReportText::tr("Input")},
                              {QStringLiteral("low"), ReportText::tr("Low")},
                              {QStringLiteral("high"), ReportText::tr("High")},
                              {QStringLiteral("score_at_low"), ReportText::tr("Score at low")},
                              {QStringLiteral("score_at_high"), ReportText::tr("Score at high")},
                              {QStringLiteral("swing"), ReportText::tr("Swing")},
                              {QStringLiteral("top_at_low"), ReportText::tr("Top at low")},
                              {QStringLiteral("top_at_high"), ReportText::tr("Top at high")}});
    for (const TornadoBar &b : d.ranking.tornado.bars) {
        t.rows.append(
            {textCell(qs(inputs[std::size_t(b.input)].id)), numberCell(b.lowValue, d.fmt.number(b.lowValue, 3)),
             numberCell(b.highValue, d.fmt.number(b.highValue, 3)),
             numberCell(b.outputAtLow, d.fmt.number(b.outputAtLow, 3)),
             numberCell(b.outputAtHigh, d.fmt.number(b.outputAtHigh, 3)), numberCell(b.swing, d.fmt.number(b.swing, 3)),
             textCell(optionName(d, b.topAtLow)), textCell(optionName(d, b.topAtHigh))});
    }
    t.note = ReportText::tr("Base score of %1: %2. Largest swing first.")
                 .arg(optionName(d, d.ranking.tornado.trackedOption), d.fmt.number(d.ranking.tornado.baseOutput, 3));
    return t;
}

ReportTable monteCarloTable(const ReportData &d)
{
    const MonteCarloResult &mc = d.ranking.monteCarlo;
    ReportTable t = newTable(QStringLiteral("montecarlo"), ReportText::tr("Monte Carlo: probability of each rank"),
                             {{QStringLiteral("option"), ReportText::tr("Option")},
                              {QStringLiteral("probability_first"), ReportText::tr("P(first)")},
                              {QStringLiteral("mean_score"), ReportText::tr("Mean score")}});
    const int ranks = std::min<int>(3, int(d.plan.options.size()));
    for (int r = 2; r <= ranks; ++r)
        addColumn(t, QStringLiteral("probability_rank_%1").arg(r), ReportText::tr("P(rank %1)").arg(r));
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        QVector<ReportCell> row{textCell(d.optionId(i))};
        if (mc.samples <= 0) {
            row.append(missingCell(ReportText::tr("no Monte Carlo samples")));
            row.append(missingCell(ReportText::tr("no Monte Carlo samples")));
        } else {
            row.append(numberCell(mc.probabilityFirst[i], d.fmt.number(mc.probabilityFirst[i], 3)));
            row.append(std::isfinite(mc.meanScore[i]) ? numberCell(mc.meanScore[i], d.fmt.number(mc.meanScore[i], 3))
                                                      : missingCell(ReportText::tr("never ranked")));
        }
        for (int r = 2; r <= ranks; ++r) {
            if (mc.samples <= 0 || i >= mc.rankCounts.size() || std::size_t(r - 1) >= mc.rankCounts[i].size()) {
                row.append(missingCell(ReportText::tr("no Monte Carlo samples")));
                continue;
            }
            const double p = double(mc.rankCounts[i][std::size_t(r - 1)]) / mc.samples;
            row.append(numberCell(p, d.fmt.number(p, 3)));
        }
        t.rows.append(row);
    }
    t.note = ReportText::tr("%1 samples of all uncertain inputs at once (seed %2); ties share first place equally.")
                 .arg(d.fmt.integer(mc.samples))
                 .arg(d.scenario.monteCarlo.seed);
    return t;
}

ReportTable findingsTable(const ReportData &d)
{
    ReportTable t = newTable(QStringLiteral("fleet_findings"), ReportText::tr("Fleet health findings"),
                             {{QStringLiteral("severity"), ReportText::tr("Severity")},
                              {QStringLiteral("device"), ReportText::tr("Device")},
                              {QStringLiteral("finding"), ReportText::tr("Finding")},
                              {QStringLiteral("action"), ReportText::tr("Action")}});
    for (const StoredFinding &f : d.findings) {
        t.rows.append({textCell(fleetSeverityText(f.finding.severity)),
                       textCell(f.deviceId == 0 ? ReportText::tr("whole fleet")
                                                : QString(qs(f.deviceName) + QStringLiteral(" (") + qs(f.deviceKey)
                                                          + QLatin1Char(')'))),
                       textCell(fleetFindingText(f.finding)), textCell(fleetActionText(f.finding.action))});
    }
    t.note = d.fleetImported
        ? ReportText::tr("From the fleet imported into this workspace (%1 devices).").arg(d.devices.size())
        : ReportText::tr("No fleet data imported in this workspace.");
    return t;
}

ReportTable pricesTable(const ReportData &d)
{
    ReportTable t = newTable(QStringLiteral("prices"), ReportText::tr("Prices used"),
                             {{QStringLiteral("option"), ReportText::tr("Option")},
                              {QStringLiteral("amount_usd"), ReportText::tr("Price")},
                              {QStringLiteral("kind"), ReportText::tr("Kind")},
                              {QStringLiteral("date"), ReportText::tr("Date")},
                              {QStringLiteral("age_days"), ReportText::tr("Age (days)")},
                              {QStringLiteral("stale"), ReportText::tr("Stale")},
                              {QStringLiteral("source"), ReportText::tr("Provider and source")}});
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionResult &o = d.plan.options[i];
        const OptionExtra &e = d.extra[i];
        const QString amount = o.cloud ? ReportText::tr("%1 USD/GPU-h") : ReportText::tr("%1 USD/GPU");
        if (!o.price) {
            const QString note = d.optionSourceOf(i, "/price");
            const ScenarioOption &so = d.scenario.options[i];
            const QString source = !so.priceNote.empty() ? qs(so.priceNote)
                : !note.isEmpty()                        ? note
                                                         : ReportText::tr("not given in the scenario");
            t.rows.append({textCell(d.optionId(i)), numberCell(o.priceUsd, amount.arg(d.fmt.number(o.priceUsd, 2))),
                           textCell(ReportText::tr("explicit in the scenario")),
                           missingCell(ReportText::tr("no date given")), missingCell(ReportText::tr("no date given")),
                           textCell(ReportText::tr("unknown")), textCell(source)});
            continue;
        }
        const PricePoint &p = *o.price;
        const bool stale = e.priceAgeDays && *e.priceAgeDays > ReportData::StalePriceDays;
        t.rows.append({textCell(d.optionId(i)), numberCell(p.amount, amount.arg(d.fmt.number(p.amount, 2))),
                       textCell(qs(std::string(priceKindKey(p.kind)))), textCell(qs(p.date)),
                       e.priceAgeDays ? numberCell(*e.priceAgeDays, d.fmt.integer(*e.priceAgeDays))
                                      : missingCell(ReportText::tr("no date")),
                       textCell(stale ? ReportText::tr("STALE") : d.fmt.yesNo(false)),
                       textCell(qs(p.provider) + QStringLiteral(": ") + qs(p.provenance.source))});
    }
    t.note = ReportText::tr(
                 "A price older than %1 days on the report date is flagged stale: GPU prices move within months.")
                 .arg(ReportData::StalePriceDays);
    return t;
}

} // namespace GpuPlan
