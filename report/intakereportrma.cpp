// The intake report's verdicts with their checks, and the RMA summary: the cards a seller's RMA desk needs, with
// their failure evidence and dates.
#include "report/intakereportdata.h"
#include "report/reporttables.h"

namespace GpuPlan {

namespace {

// The failed checks of a stored run: "Result miscompares 3 (0 allowed)".
QStringList intakeFailedChecks(const IntakeRunEvidence &run, const ReportFormat &fmt)
{
    QStringList out;
    for (const Probe::VerdictReason &r : run.verdict.verdict.reasons)
        if (r.status == Probe::CheckStatus::Fail)
            out << ReportText::tr("%1 %2 (limit %3)")
                       .arg(intakeCheckName(r.code), intakeCheckValue(r, fmt), intakeCheckLimit(r, fmt));
    return out;
}

// What a failing verdict rests on: the run's failed checks, or the evidence as given, and its note.
QString intakeVerdictEvidence(const IntakeReportData &d, const IntakeCard &card, const IntakeEvent &verdict)
{
    QString text;
    if (const IntakeRunEvidence *run = d.runOf(verdict.evidence); run && intakeRunIsOfCard(run->run, card)) {
        const QStringList failed = intakeFailedChecks(*run, d.fmt);
        text = failed.isEmpty()
            ? ReportText::tr("%1 at burn-in (run %2)").arg(intakeStateText(verdict.to)).arg(run->run.id)
            : ReportText::tr("%1 at burn-in (run %2): %3")
                  .arg(intakeStateText(verdict.to))
                  .arg(run->run.id)
                  .arg(failed.join(QStringLiteral("; ")));
    } else if (!verdict.evidence.empty()) {
        text = ReportText::tr("%1 at burn-in (evidence: %2)")
                   .arg(intakeStateText(verdict.to), QString::fromStdString(verdict.evidence));
    } else {
        text = ReportText::tr("%1 at burn-in (no evidence recorded)").arg(intakeStateText(verdict.to));
    }
    if (!verdict.note.empty())
        text += ReportText::tr("; note: %1").arg(QString::fromStdString(verdict.note));
    return text;
}

// The newest verdict of @p card that failed intake (quarantine or reject), or nullptr.
const IntakeEvent *intakeLastFailingVerdict(const IntakeCard &card)
{
    const std::vector<const IntakeEvent *> verdicts = intakeVerdictEvents(card);
    for (auto it = verdicts.rbegin(); it != verdicts.rend(); ++it)
        if (isIntakeFailure((*it)->to))
            return *it;
    return nullptr;
}

} // namespace

bool intakeRunIsOfCard(const ProbeRun &run, const IntakeCard &card)
{
    if (!run.uuid.isEmpty() && !card.uuid.empty())
        return run.uuid.compare(QString::fromStdString(card.uuid), Qt::CaseInsensitive) == 0;
    if (!run.serial.isEmpty())
        return run.serial == QString::fromStdString(card.serial);
    return true;
}

ReportTable intakeChecksTable(const IntakeReportData &d)
{
    ReportTable t = newTable(QStringLiteral("intake_checks"), ReportText::tr("Burn-in verdicts and their checks"),
                             {{QStringLiteral("serial"), ReportText::tr("Card")},
                              {QStringLiteral("verdict"), ReportText::tr("Verdict")},
                              {QStringLiteral("date"), ReportText::tr("Date (UTC)")},
                              {QStringLiteral("evidence"), ReportText::tr("Evidence")},
                              {QStringLiteral("check"), ReportText::tr("Check")},
                              {QStringLiteral("result"), ReportText::tr("Result")},
                              {QStringLiteral("measured"), ReportText::tr("Measured")},
                              {QStringLiteral("limit"), ReportText::tr("Limit")}});
    QStringList runsNamed;
    for (const IntakeCard &c : d.cards)
        for (const IntakeEvent *v : intakeVerdictEvents(c)) {
            const QVector<ReportCell> head{textCell(QString::fromStdString(c.serial)), textCell(intakeStateText(v->to)),
                                           textCell(intakeDayText(v->at))};
            const IntakeRunEvidence *run = d.runOf(v->evidence);
            if (!run) {
                const QString why = v->evidence.empty() ? ReportText::tr("no evidence recorded")
                                                        : ReportText::tr("checks not stored in this workspace");
                t.rows.append(head
                              + QVector<ReportCell>{textCell(QString::fromStdString(v->evidence)), textCell(why),
                                                    textCell(QString()), textCell(QString()), textCell(QString())});
                continue;
            }
            QString evidence = ReportText::tr("run %1").arg(run->run.id);
            if (!intakeRunIsOfCard(run->run, c))
                evidence += QLatin1Char(' ')
                    + ReportText::tr("(of another device: %1)")
                          .arg(run->run.serial.isEmpty() ? run->run.uuid : run->run.serial);
            const QString named = intakeRunText(*run);
            if (!runsNamed.contains(named))
                runsNamed << named;
            for (const Probe::VerdictReason &r : run->verdict.verdict.reasons)
                t.rows.append(head
                              + QVector<ReportCell>{textCell(evidence), textCell(intakeCheckName(r.code)),
                                                    textCell(intakeCheckStatus(r.status)),
                                                    textCell(intakeCheckValue(r, d.fmt)),
                                                    textCell(intakeCheckLimit(r, d.fmt))});
        }
    t.note = ReportText::tr("A verdict whose evidence is a burn-in run stored in this workspace shows that run's "
                            "checks as its verdict recorded them; any other evidence (an imported log) is shown as "
                            "given.");
    if (!runsNamed.isEmpty())
        t.note += QLatin1Char(' ') + ReportText::tr("Runs: %1.").arg(runsNamed.join(QStringLiteral("; ")));
    return t;
}

ReportTable intakeRmaTable(const IntakeReportData &d)
{
    ReportTable t = newTable(QStringLiteral("intake_rma"), ReportText::tr("RMA summary"),
                             {{QStringLiteral("serial"), ReportText::tr("Serial")},
                              {QStringLiteral("uuid"), ReportText::tr("UUID")},
                              {QStringLiteral("state"), ReportText::tr("State now")},
                              {QStringLiteral("failure_evidence"), ReportText::tr("Failure evidence")},
                              {QStringLiteral("failed_on"), ReportText::tr("Failed on (UTC)")},
                              {QStringLiteral("rma_requested"), ReportText::tr("RMA requested (UTC)")}});
    for (const IntakeCard &c : d.cards) {
        QStringList evidence, dates;
        if (const IntakeEvent *v = intakeLastFailingVerdict(c)) {
            evidence << intakeVerdictEvidence(d, c, *v);
            dates << intakeDayText(v->at);
        }
        for (const CardFinding *f : d.findingsOf(c)) {
            if (!isServiceFailureFinding(f->code))
                continue;
            const QString source = intakeFindingSource(*f);
            evidence << ReportText::tr("in service: %1 %2%3")
                            .arg(QString::fromStdString(f->code), QString::fromStdString(f->message),
                                 source.isEmpty() ? QString() : QStringLiteral(" (") + source + QLatin1Char(')'));
            const QString day = intakeFindingDay(*f);
            dates << (day.isEmpty() ? ReportText::tr("finding: date unknown") : day);
        }
        const bool rmaState = c.state == CardState::Quarantine || c.state == CardState::Reject
            || c.state == CardState::RmaRequested || c.state == CardState::RmaReturned;
        const bool serviceFailure = evidence.size() > (intakeLastFailingVerdict(c) ? 1 : 0);
        if (!rmaState && !serviceFailure)
            continue;
        if (evidence.isEmpty())
            evidence << ReportText::tr("no failing verdict or finding recorded");
        const IntakeEvent *rma = intakeLastEventTo(c, CardState::RmaRequested);
        t.rows.append({textCell(QString::fromStdString(c.serial)), textCell(QString::fromStdString(c.uuid)),
                       textCell(intakeStateText(c.state)), textCell(evidence.join(QStringLiteral("\n"))),
                       textCell(dates.join(QStringLiteral("\n"))),
                       textCell(rma ? intakeDayText(rma->at) : ReportText::tr("not requested"))});
    }
    t.note = ReportText::tr("Every card of the lot in quarantine, rejected, sent back or returned, or with a hardware "
                            "fault found in service: its serial and UUID, what failed and when, and when the RMA was "
                            "requested. Dates are UTC days.");
    return t;
}

} // namespace GpuPlan
