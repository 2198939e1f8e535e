#pragma once

// What the intake report's sections read, gathered once from the workspace (intakereportdata.cpp), and the texts
// they share. Internal to gpuplan_report.

#include "report/reportdocument.h"
#include "report/reporttext.h"

#include "io/proberun.h"

#include "core/intake/intakelot.h"

#include <QDate>
#include <QStringList>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace GpuPlan {

class WorkspaceStore;

/// A burn-in run stored in the workspace that a verdict's evidence names.
struct IntakeRunEvidence
{
    ProbeRun run;
    ProbeVerdict verdict;
};

struct IntakeReportData
{
    ReportFormat fmt{QStringLiteral("en")};
    QDate today;
    QString workspace; ///< the workspace's path (never a password)
    IntakeLot lot;
    QString skuName;                               ///< the catalog's name of the quote's SKU, or its id
    std::vector<IntakeCard> cards;                 ///< the lot's, with their histories
    std::vector<CardFinding> findings;             ///< the fleet's findings on the lot's cards
    SourceRecord record;                           ///< the lot's counts and failure rates on `today`
    std::map<std::string, IntakeRunEvidence> runs; ///< by evidence text: the stored burn-in runs named

    const IntakeRunEvidence *runOf(const std::string &evidence) const;
    std::vector<const CardFinding *> findingsOf(const IntakeCard &card) const;
};

/// Reads lot @p lotId, its cards, the findings on them and the burn-in runs their evidence names; false when there
/// is no such lot.
bool gatherIntakeReportData(const WorkspaceStore &store, qint64 lotId, IntakeReportData &data);

/// The run id a verdict's evidence names ("12", "run 12", "run:12", "probe run 12", "#12"), if it names one.
std::optional<qint64> intakeEvidenceRunId(const std::string &evidence);
/// The events of @p card that are burn-in verdicts (pass, quarantine, reject), oldest first.
std::vector<const IntakeEvent *> intakeVerdictEvents(const IntakeCard &card);
/// The newest event of @p card that moved it to @p state, or nullptr.
const IntakeEvent *intakeLastEventTo(const IntakeCard &card, CardState state);

/// A state's translated name ("RMA requested").
QString intakeStateText(CardState state);
/// A stored UTC time ("2026-01-20T10:11:12Z") as "2026-01-20 10:11 UTC"; anything else as stored.
QString intakeTimeText(const std::string &at);
/// The day of a stored UTC time ("2026-01-20").
QString intakeDayText(const std::string &at);
/// A finding's time (Unix seconds) as a UTC day, or "" when unknown.
QString intakeFindingDay(const CardFinding &finding);
/// A finding's evidence: "file:line", "file", or "".
QString intakeFindingSource(const CardFinding &finding);

// The checks of a burn-in verdict (intakechecktext.cpp), in the report's words and numbers.
QString intakeCheckName(const std::string &code);
QString intakeCheckStatus(Probe::CheckStatus status);
QString intakeCheckValue(const Probe::VerdictReason &reason, const ReportFormat &fmt);
QString intakeCheckLimit(const Probe::VerdictReason &reason, const ReportFormat &fmt);
/// "burn-in run 12, cuda:0 NVIDIA GeForce RTX 3090, 2026-01-20 10:00 UTC": which run the checks come from.
QString intakeRunText(const IntakeRunEvidence &evidence);
/// Whether @p run is of @p card's device: the same UUID (any case), else the same serial; true when the run names
/// neither.
bool intakeRunIsOfCard(const ProbeRun &run, const IntakeCard &card);

// The tables of the report, with stable ids and column keys (intakereporttables.cpp, intakereportrma.cpp).
ReportTable intakeCountsTable(const IntakeReportData &d);   ///< "intake_counts": cards per state, now and counted
ReportTable intakeRatesTable(const IntakeReportData &d);    ///< "intake_rates": the two failure rates
ReportTable intakeRmaTable(const IntakeReportData &d);      ///< "intake_rma": the cards an RMA desk needs
ReportTable intakeCardsTable(const IntakeReportData &d);    ///< "intake_cards": one row per card
ReportTable intakeChecksTable(const IntakeReportData &d);   ///< "intake_checks": each verdict's checks
ReportTable intakeHistoryTable(const IntakeReportData &d);  ///< "intake_history": every change of state
ReportTable intakeFindingsTable(const IntakeReportData &d); ///< "intake_findings": the fleet's findings

} // namespace GpuPlan
