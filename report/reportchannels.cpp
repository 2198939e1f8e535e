// The channel record of the options that take their failure rates from a measured seller channel (issue 19).
#include "report/reportcharts.h"
#include "report/reportsections.h"
#include "report/reporttables.h"

namespace GpuPlan {

namespace {

QString channelScopeName(const std::string &scope)
{
    if (scope == "channel")
        return ReportText::tr("channel");
    if (scope == "seller")
        return ReportText::tr("seller");
    if (scope == "sku_condition")
        return ReportText::tr("SKU and condition");
    return ReportText::tr("lot");
}

// "22.5 % (90 % interval 8.1-41.0 %), prior consumer intake, small sample"
QString channelRateText(const ReportData &d, const FailureRate &r, double scale, int decimals)
{
    QString text
        = ReportText::tr("%1 (90 % interval %2 to %3), prior %4")
              .arg(d.fmt.number(r.value * scale, decimals), d.fmt.number(r.low * scale, decimals),
                   d.fmt.number(r.high * scale, decimals),
                   r.prior.name.empty() ? ReportText::tr("Beta(%1, %2)")
                                              .arg(d.fmt.number(r.prior.alpha, 3), d.fmt.number(r.prior.beta, 3))
                                        : qs(r.prior.name));
    if (r.smallSample)
        text += ReportText::tr(", small sample");
    return text;
}

} // namespace

ReportTable channelRecordTable(const ReportData &d)
{
    ReportTable t = newTable(
        QStringLiteral("channel_records"), ReportText::tr("Measured seller channels"),
        {{QStringLiteral("option"), ReportText::tr("Option")},
         {QStringLiteral("source"), ReportText::tr("Source")},
         {QStringLiteral("as_of"), ReportText::tr("As of")},
         {QStringLiteral("cards_judged"), ReportText::tr("Cards judged")},
         {QStringLiteral("intake_failure"), ReportText::tr("Intake failure"), QStringLiteral("%")},
         {QStringLiteral("card_months"), ReportText::tr("Card-months in service")},
         {QStringLiteral("failures_per_gpu_year"), ReportText::tr("Failures per GPU-year")},
         {QStringLiteral("spare_replicas"), ReportText::tr("Spares")},
         {QStringLiteral("replacement_monthly_usd"), ReportText::tr("Replacements"), QStringLiteral("USD/month")},
         {QStringLiteral("supply_quality_risk"), ReportText::tr("Supply quality risk")}});
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionResult &o = d.plan.options[i];
        if (!o.channel)
            continue;
        const ChannelRecord &c = *o.channel;
        const FailureRate intake = c.intakeRate();
        const FailureRate service = c.serviceRate();
        QVector<ReportCell> row{
            textCell(d.optionId(i)),
            textCell(ReportText::tr("%1 %2").arg(channelScopeName(c.scope), qs(c.key))),
            textCell(c.source.empty() ? qs(c.asOf) : ReportText::tr("%1, %2").arg(qs(c.asOf), qs(c.source))),
            numberCell(intake.trials, d.fmt.number(intake.trials, 0)),
            numberCell(intake.value * 100, channelRateText(d, intake, 100, 1)),
            numberCell(service.trials, d.fmt.number(service.trials, 0)),
            numberCell(12 * service.value, channelRateText(d, service, 12, 3))};
        if (o.fleet.feasible) {
            row.append(numberCell(o.fleet.spareReplicas, d.fmt.integer(o.fleet.spareReplicas)));
            row.append(numberCell(o.replacementMonthlyUsd, d.fmt.number(o.replacementMonthlyUsd, 0)));
        } else {
            row.append(missingCell(ReportText::tr("not sized")));
            row.append(missingCell(ReportText::tr("not sized")));
        }
        const LockInFactorResult &q = o.lockIn.factors[std::size_t(LockInFactor::SupplyQuality)];
        row.append(q.applicable ? numberCell(q.value, d.fmt.percent(q.value)) : missingCell(ReportText::tr("n/a")));
        t.rows.append(row);
    }
    t.note = ReportText::tr(
        "An owned option with a measured channel takes its failure rates from the cards that came from it (intake "
        "lots in the workspace): the posterior mean failures per card-month × 12 sizes its N+k spares, the failed "
        "cards are replaced at the option's price / (1 − the intake failure share) in its monthly cost, and the "
        "supply quality risk 1 − (1 − intake failure) × exp(−failures per GPU-year) enters its lock-in score. "
        "Intervals are 90 % equal-tailed intervals of the Beta posteriors; the Monte Carlo draws from them.");
    return t;
}

void addChannelRecords(const ReportData &d, Blocks &out)
{
    out.append(headingBlock(ReportText::tr("Seller channel record"), 2));
    const ReportTable table = channelRecordTable(d);
    if (table.rows.isEmpty())
        out.append(paragraphBlock(
            ReportText::tr("No option takes its failure rate from a measured seller channel: the spares use the "
                           "scenario's %1 failures per GPU-year.")
                .arg(d.fmt.number(d.scenario.reliability.failuresPerGpuYear, 2))));
    else
        out.append(tableBlock(table));
}

} // namespace GpuPlan
