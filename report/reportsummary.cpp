// Block constructors and the executive summary, requirements and options sections.
#include "report/reportsections.h"
#include "report/reporttables.h"

#include "core/engine.h"
#include "core/weightformat.h"

namespace GpuPlan {

ReportBlock headingBlock(const QString &text, int level)
{
    ReportBlock b;
    b.kind = ReportBlock::Kind::Heading;
    b.level = level;
    b.text = text;
    return b;
}

ReportBlock paragraphBlock(const QString &text)
{
    ReportBlock b;
    b.kind = ReportBlock::Kind::Paragraph;
    b.text = text;
    return b;
}

ReportBlock bulletsBlock(const QStringList &items)
{
    ReportBlock b;
    b.kind = ReportBlock::Kind::Bullets;
    b.items = items;
    return b;
}

ReportBlock keyValuesBlock(const Pairs &pairs)
{
    ReportBlock b;
    b.kind = ReportBlock::Kind::KeyValues;
    b.pairs = pairs;
    return b;
}

ReportBlock tableBlock(const ReportTable &table)
{
    ReportBlock b;
    b.kind = ReportBlock::Kind::Table;
    b.table = table;
    return b;
}

ReportBlock chartBlock(const ReportChart &chart)
{
    ReportBlock b;
    b.kind = ReportBlock::Kind::Chart;
    b.chart = chart;
    return b;
}

namespace {

QStringList missingDataLines(const ReportData &d)
{
    QStringList out;
    for (const ExcludedOption &e : d.excluded)
        out << ReportText::tr("Option \"%1\" (%2) was left out: %3.").arg(e.label, e.id, e.reason);
    if (!d.droppedInputs.isEmpty())
        out << ReportText::tr("Uncertain inputs of left-out options were dropped from the Monte Carlo: %1.")
                   .arg(d.droppedInputs.join(QStringLiteral(", ")));
    return out;
}

} // namespace

void addSummary(const ReportData &d, Blocks &out)
{
    const OptionResult *top = d.topOption();
    const MonteCarloResult &mc = d.ranking.monteCarlo;
    if (!top) {
        out.append(
            paragraphBlock(ReportText::tr("No recommendation: no option passes the hard gates (fits in memory, meets "
                                          "the SLO, stays within the budget). The options section says which gate "
                                          "each one fails.")));
    } else {
        const int t = d.top();
        const OptionExtra &e = d.extra[std::size_t(t)];
        out.append(paragraphBlock(
            ReportText::tr("Recommendation: %1. It serves the workload at the SLO with %2 GPUs in all "
                           "(%3, %4; %5), for %6 a month.")
                .arg(d.label(std::size_t(t)), d.fmt.integer(top->orderedGpus),
                     ReportText::tr("%n serving replica(s)", nullptr, top->fleet.servingReplicas),
                     ReportText::tr("%n GPU(s) each", nullptr, top->replica.gpusPerReplica),
                     top->cloud ? ReportText::tr("the provider replaces failed instances")
                                : ReportText::tr("%n spare replica(s)", nullptr, top->fleet.spareReplicas),
                     d.fmt.usd(top->monthlyCostUsd))));
        Pairs kv;
        kv.append({ReportText::tr("Recommended option"), d.label(std::size_t(t))});
        kv.append({ReportText::tr("GPU"), qs(top->skuName) + QStringLiteral(" (") + qs(top->skuId) + QLatin1Char(')')});
        kv.append({ReportText::tr("Purchase"), purchaseModeText(top->mode)});
        kv.append({ReportText::tr("Fleet size"), ReportText::tr("%1 GPUs").arg(d.fmt.integer(top->orderedGpus))});
        if (!top->cloud)
            kv.append({ReportText::tr("Servers and racks"),
                       ReportText::tr("%1 servers in %2 racks, %3 kW at the facility")
                           .arg(d.fmt.integer(top->fleet.servers), d.fmt.integer(top->fleet.racks),
                                d.fmt.number(top->fleet.facilityPowerKw, 1))});
        kv.append({ReportText::tr("Monthly cost"), d.fmt.usd(top->monthlyCostUsd)});
        kv.append({ReportText::tr("Total cost (NPV)"),
                   e.npvUsd ? ReportText::tr("%1 over %2 years at %3 a year")
                                  .arg(d.fmt.usd(*e.npvUsd), d.fmt.number(d.scenario.costs.serviceLifeYears, 1),
                                       d.fmt.percent(d.scenario.costs.discountRate))
                            : ReportFormat::missing(ReportText::tr("no fleet"))});
        if (!top->cloud)
            kv.append({ReportText::tr("Capital expenditure"), d.fmt.usd(top->capexUsd)});
        kv.append({ReportText::tr("Cost per million output tokens"), d.fmt.usd(top->usdPerMillionTokens, 2)});
        kv.append({ReportText::tr("Confidence"),
                   mc.samples > 0
                       ? ReportText::tr("ranks first in %1 of %2 Monte Carlo samples")
                             .arg(d.fmt.percent(mc.probabilityFirst[std::size_t(t)]), d.fmt.integer(mc.samples))
                       : ReportFormat::missing(ReportText::tr("the scenario asks for no Monte Carlo samples"))});
        kv.append(
            {ReportText::tr("Lock-in score"), ReportText::tr("%1 of 100").arg(d.fmt.number(top->lockIn.score, 1))});
        out.append(keyValuesBlock(kv));
    }
    out.append(headingBlock(ReportText::tr("Top three risks"), 2));
    QStringList risks;
    const std::vector<ReportRisk> all = reportRisks(d);
    for (std::size_t i = 0; i < all.size() && i < 3; ++i)
        risks << all[i].text;
    if (risks.isEmpty())
        risks << ReportText::tr("No risk scored above the reporting threshold.");
    out.append(bulletsBlock(risks));
    const QStringList missing = missingDataLines(d);
    if (!missing.isEmpty()) {
        out.append(headingBlock(ReportText::tr("Missing data"), 2));
        out.append(bulletsBlock(missing));
    }
}

void addRequirements(const ReportData &d, Blocks &out)
{
    const Scenario &s = d.scenario;
    const ScenarioWorkload &w = s.workload;
    if (!s.description.empty())
        out.append(paragraphBlock(qs(s.description)));
    out.append(headingBlock(ReportText::tr("Workload"), 2));
    const auto spread = [&d](const TokenSpread &t) {
        if (t.stddev)
            return ReportText::tr("%1 tokens on average (standard deviation %2)")
                .arg(d.fmt.number(t.mean, 0), d.fmt.number(*t.stddev, 0));
        if (t.scv)
            return ReportText::tr("%1 tokens on average (SCV %2)")
                .arg(d.fmt.number(t.mean, 0), d.fmt.number(*t.scv, 2));
        return ReportText::tr("%1 tokens").arg(d.fmt.number(t.mean, 0));
    };
    Pairs kv;
    kv.append(
        {ReportText::tr("Model"),
         d.model ? QString(qs(d.model->name) + QStringLiteral(" (") + qs(w.model) + QLatin1Char(')')) : qs(w.model)});
    kv.append({ReportText::tr("Weights and KV cache"),
               qs(std::string(weightFormatInfo(w.weights).label)) + QStringLiteral(" / ")
                   + qs(std::string(kvFormatInfo(w.kv).label))});
    kv.append({ReportText::tr("Serving engine"), qs(std::string(engineInfo(w.engine).label))});
    kv.append({ReportText::tr("Prompt"), spread(w.promptTokens)});
    kv.append({ReportText::tr("Output"), spread(w.outputTokens)});
    kv.append({ReportText::tr("Peak request rate"),
               ReportText::tr("%1 requests/s").arg(d.fmt.number(w.peakRequestsPerSecond, 2))});
    kv.append({ReportText::tr("Average request rate"),
               ReportText::tr("%1 requests/s").arg(d.fmt.number(w.averageRequestsPerSecond, 2))});
    kv.append({ReportText::tr("Utilisation cap"), d.fmt.percent(w.maxUtilisation, 0)});
    out.append(keyValuesBlock(kv));
    out.append(headingBlock(ReportText::tr("Service level objective"), 2));
    out.append(
        keyValuesBlock({{ReportText::tr("Time to first token"),
                         ReportText::tr("at most %1 s at the %2th percentile")
                             .arg(d.fmt.number(w.slo.ttftSeconds, 2), d.fmt.number(100 * w.slo.ttftPercentile, 0))},
                        {ReportText::tr("Time per output token"),
                         ReportText::tr("at most %1 s (%2 tokens/s per user)")
                             .arg(d.fmt.number(w.slo.tpotSeconds, 3), d.fmt.number(1.0 / w.slo.tpotSeconds, 0))},
                        {ReportText::tr("Availability"),
                         ReportText::tr("%1 of the time with enough replicas up")
                             .arg(d.fmt.percent(s.reliability.availabilityTarget, 1))}}));
    out.append(headingBlock(ReportText::tr("Hard gates"), 2));
    out.append(bulletsBlock(
        {ReportText::tr("Fits: the model and its KV cache fit in the memory of one replica."),
         ReportText::tr("Meets the SLO: a fleet exists whose TTFT percentile and TPOT meet the targets."),
         ReportText::tr("Within budget: monthly cost, capital expenditure and the most GPUs an option can supply.")}));
    out.append(headingBlock(ReportText::tr("Budget"), 2));
    Pairs budget;
    budget.append({ReportText::tr("Monthly"),
                   s.budget.monthlyUsd ? d.fmt.usd(*s.budget.monthlyUsd) : ReportText::tr("no limit given")});
    budget.append({ReportText::tr("Capital"),
                   s.budget.capexUsd ? d.fmt.usd(*s.budget.capexUsd) : ReportText::tr("no limit given")});
    const QString src = d.sourceOf("/budget");
    if (!src.isEmpty())
        budget.append({ReportText::tr("Source"), src});
    out.append(keyValuesBlock(budget));
}

void addOptions(const ReportData &d, Blocks &out)
{
    out.append(paragraphBlock(ReportText::tr("%n option(s) evaluated.", nullptr, int(d.plan.options.size()))));
    out.append(tableBlock(optionsTable(d)));
    QStringList why;
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionResult &o = d.plan.options[i];
        if (o.gates.passed())
            continue;
        QString reason;
        if (!o.gates.meetsSlo)
            reason = notFeasibleReason(o);
        else {
            QStringList parts;
            if (d.scenario.budget.monthlyUsd && o.monthlyCostUsd > *d.scenario.budget.monthlyUsd)
                parts << ReportText::tr("monthly cost %1 above the budget of %2")
                             .arg(d.fmt.usd(o.monthlyCostUsd), d.fmt.usd(*d.scenario.budget.monthlyUsd));
            if (!o.cloud && d.scenario.budget.capexUsd && o.capexUsd > *d.scenario.budget.capexUsd)
                parts << ReportText::tr("capital expenditure %1 above the budget of %2")
                             .arg(d.fmt.usd(o.capexUsd), d.fmt.usd(*d.scenario.budget.capexUsd));
            const auto &maxGpus = d.scenario.options[i].maxGpus;
            if (maxGpus && o.orderedGpus > *maxGpus)
                parts << ReportText::tr("needs %1 GPUs, at most %2 can be had")
                             .arg(d.fmt.integer(o.orderedGpus), d.fmt.integer(*maxGpus));
            reason = parts.join(QStringLiteral("; "));
        }
        why << ReportText::tr("%1: %2.").arg(d.label(i), reason);
    }
    for (const QString &line : missingDataLines(d))
        why << line;
    if (!why.isEmpty()) {
        out.append(headingBlock(ReportText::tr("Why options failed"), 2));
        out.append(bulletsBlock(why));
    }
}

} // namespace GpuPlan
