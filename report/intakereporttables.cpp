// The intake report's tables of the lot: counts per state, failure rates, the cards, their history and the fleet's
// findings on them.
#include "report/intakereportdata.h"
#include "report/reporttables.h"

namespace GpuPlan {

namespace {

QString intakePriorText(const BetaPrior &prior, const ReportFormat &fmt)
{
    return ReportText::tr("%1, Beta(%2, %3)")
        .arg(QString::fromStdString(prior.name), fmt.number(prior.alpha, 2), fmt.number(prior.beta, 2));
}

QString intakeSampleText(const FailureRate &rate)
{
    return rate.smallSample ? ReportText::tr("small sample") : ReportText::tr("enough cards");
}

} // namespace

ReportTable intakeCountsTable(const IntakeReportData &d)
{
    ReportTable t = newTable(QStringLiteral("intake_counts"), ReportText::tr("Cards per state"),
                             {{QStringLiteral("state"), ReportText::tr("State")},
                              {QStringLiteral("now"), ReportText::tr("Cards in this state now")},
                              {QStringLiteral("counted"), ReportText::tr("Counted under (latest verdict)")}});
    for (const CardState s : allCardStates()) {
        int now = 0;
        for (const IntakeCard &c : d.cards)
            now += c.state == s ? 1 : 0;
        const auto counted = d.record.tally.counts.find(std::string(cardStateKey(s)));
        const int under = counted == d.record.tally.counts.end() ? 0 : counted->second;
        if (now == 0 && under == 0)
            continue;
        t.rows.append({textCell(intakeStateText(s)), numberCell(now, d.fmt.integer(now)),
                       numberCell(under, d.fmt.integer(under))});
    }
    const int cards = int(d.cards.size());
    t.rows.append({textCell(ReportText::tr("Total")), numberCell(cards, d.fmt.integer(cards)),
                   numberCell(cards, d.fmt.integer(cards))});
    t.note = ReportText::tr("A card that has a burn-in verdict is counted under its latest verdict (pass, quarantine "
                            "or reject) wherever it went afterwards; one without is counted under its state.");
    return t;
}

ReportTable intakeRatesTable(const IntakeReportData &d)
{
    ReportTable t = newTable(QStringLiteral("intake_rates"), ReportText::tr("Failure rates of the lot"),
                             {{QStringLiteral("measure"), ReportText::tr("Measure")},
                              {QStringLiteral("value"), ReportText::tr("Estimate")},
                              {QStringLiteral("low"), ReportText::tr("90 % interval, low")},
                              {QStringLiteral("high"), ReportText::tr("90 % interval, high")},
                              {QStringLiteral("failures"), ReportText::tr("Failures")},
                              {QStringLiteral("trials"), ReportText::tr("Out of")},
                              {QStringLiteral("prior"), ReportText::tr("Prior")},
                              {QStringLiteral("sample"), ReportText::tr("Sample")}});
    const FailureRate &in = d.record.intake;
    t.rows.append({textCell(ReportText::tr("Intake failure (quarantine or reject)")),
                   numberCell(in.value, d.fmt.percent(in.value)), numberCell(in.low, d.fmt.percent(in.low)),
                   numberCell(in.high, d.fmt.percent(in.high)), numberCell(in.failures, d.fmt.number(in.failures, 0)),
                   numberCell(in.trials, ReportText::tr("%1 cards judged").arg(d.fmt.number(in.trials, 0))),
                   textCell(intakePriorText(in.prior, d.fmt)), textCell(intakeSampleText(in))});
    const FailureRate &sv = d.record.inService;
    t.rows.append({textCell(ReportText::tr("Failures in service per card-month")),
                   numberCell(sv.value, d.fmt.number(sv.value, 4)), numberCell(sv.low, d.fmt.number(sv.low, 4)),
                   numberCell(sv.high, d.fmt.number(sv.high, 4)), numberCell(sv.failures, d.fmt.number(sv.failures, 0)),
                   numberCell(sv.trials, ReportText::tr("%1 card-months").arg(d.fmt.number(sv.trials, 1))),
                   textCell(intakePriorText(sv.prior, d.fmt)), textCell(intakeSampleText(sv))});
    t.note = ReportText::tr("Each estimate is the mean of a Beta posterior (the prior named, updated with the lot's "
                            "failures and trials); the interval holds 90 % of it, 5 % on each side. Fewer than %1 "
                            "cards judged, or %2 card-months in service, is a small sample.")
                 .arg(d.fmt.number(kSmallIntakeSample, 0), d.fmt.number(kSmallServiceSample, 0));
    return t;
}

ReportTable intakeCardsTable(const IntakeReportData &d)
{
    ReportTable t = newTable(QStringLiteral("intake_cards"), ReportText::tr("Cards of the lot"),
                             {{QStringLiteral("serial"), ReportText::tr("Serial")},
                              {QStringLiteral("uuid"), ReportText::tr("UUID")},
                              {QStringLiteral("state"), ReportText::tr("State now")},
                              {QStringLiteral("verdict"), ReportText::tr("Latest verdict")},
                              {QStringLiteral("verdict_date"), ReportText::tr("Verdict date")},
                              {QStringLiteral("evidence"), ReportText::tr("Evidence")}});
    for (const IntakeCard &c : d.cards) {
        const std::vector<const IntakeEvent *> verdicts = intakeVerdictEvents(c);
        const IntakeEvent *v = verdicts.empty() ? nullptr : verdicts.back();
        QString evidence;
        if (v) {
            const IntakeRunEvidence *run = d.runOf(v->evidence);
            evidence = run ? ReportText::tr("burn-in run %1").arg(run->run.id) : QString::fromStdString(v->evidence);
        }
        t.rows.append({textCell(QString::fromStdString(c.serial)), textCell(QString::fromStdString(c.uuid)),
                       textCell(intakeStateText(c.state)),
                       textCell(v ? intakeStateText(v->to) : ReportText::tr("not judged yet")),
                       textCell(v ? intakeDayText(v->at) : QString()), textCell(evidence)});
    }
    return t;
}

ReportTable intakeHistoryTable(const IntakeReportData &d)
{
    ReportTable t = newTable(QStringLiteral("intake_history"), ReportText::tr("State history per card"),
                             {{QStringLiteral("serial"), ReportText::tr("Card")},
                              {QStringLiteral("at"), ReportText::tr("Date (UTC)")},
                              {QStringLiteral("change"), ReportText::tr("Change")},
                              {QStringLiteral("by"), ReportText::tr("By")},
                              {QStringLiteral("evidence"), ReportText::tr("Evidence")},
                              {QStringLiteral("note"), ReportText::tr("Note")}});
    for (const IntakeCard &c : d.cards)
        for (const IntakeEvent &e : c.history) {
            const QString from = e.from ? intakeStateText(*e.from) : ReportText::tr("arrived");
            t.rows.append({textCell(QString::fromStdString(c.serial)), textCell(intakeTimeText(e.at)),
                           textCell(from + QStringLiteral(" → ") + intakeStateText(e.to)),
                           textCell(QString::fromStdString(e.by)), textCell(QString::fromStdString(e.evidence)),
                           textCell(QString::fromStdString(e.note))});
        }
    t.note = ReportText::tr("Every change is stored with its time, who made it, its evidence and note; only the "
                            "changes the intake states allow are accepted (docs/intake.md).");
    return t;
}

ReportTable intakeFindingsTable(const IntakeReportData &d)
{
    ReportTable t = newTable(QStringLiteral("intake_findings"), ReportText::tr("Fleet findings on the lot's cards"),
                             {{QStringLiteral("serial"), ReportText::tr("Card")},
                              {QStringLiteral("code"), ReportText::tr("Code")},
                              {QStringLiteral("message"), ReportText::tr("Finding")},
                              {QStringLiteral("service_failure"), ReportText::tr("Failure in service")},
                              {QStringLiteral("source"), ReportText::tr("Evidence")},
                              {QStringLiteral("date"), ReportText::tr("Date (UTC)")}});
    for (const IntakeCard &c : d.cards)
        for (const CardFinding *f : d.findingsOf(c))
            t.rows.append({textCell(QString::fromStdString(c.serial)), textCell(QString::fromStdString(f->code)),
                           textCell(QString::fromStdString(f->message)),
                           textCell(d.fmt.yesNo(isServiceFailureFinding(f->code))), textCell(intakeFindingSource(*f)),
                           textCell(intakeFindingDay(*f))});
    t.note = ReportText::tr("A fleet device is one of the lot's cards when it has the card's UUID (any case), else its "
                            "serial. Hardware faults (Xids that reject, quarantine or recur, uncorrectable or growing "
                            "ECC errors, pages retired for double-bit errors, a failed row remap) count as failures "
                            "in service against the lot; the others are listed for the record.");
    return t;
}

} // namespace GpuPlan
