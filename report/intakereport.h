#pragma once

// The intake report of one lot (issue 19): what arrived on a seller's quote, each card's burn-in verdicts with
// their checks and evidence, every change of state, the fleet's findings on the cards, the lot's failure rates with
// their intervals, and the summary a seller's RMA desk needs (serials, failure evidence, dates). Built in English or
// French into a ReportDocument that the decision report's layout (reportlayout.h) paginates and paints.

#include "report/reportdocument.h"

#include <QString>
#include <QStringList>

namespace GpuPlan {

class WorkspaceStore;

struct IntakeReportRequest
{
    QString language = QStringLiteral("en"); ///< "en" or "fr"
    /// The report's day, YYYY-MM-DD (empty or invalid: today): the months in service are counted up to it.
    QString date;
};

struct IntakeReportResult
{
    bool ok = false;
    bool notFound = false; ///< the workspace has no such lot (error says so)
    QString error;         ///< translated
    ReportDocument document;
    QVector<ReportTable> tables; ///< every table of the document, in intakeReportTableIds() order
};

/// The ids of the tables of an intake report, in report order: intake_counts, intake_rates, intake_rma,
/// intake_cards, intake_checks, intake_history, intake_findings.
QStringList intakeReportTableIds();

/**
 * Builds the intake report of lot @p lotId of @p store. A verdict whose evidence names a burn-in run stored in the
 * workspace ("12", "run 12", "run:12", "#12") shows that run's checks as its verdict recorded them (name, measured
 * value, limit, pass or fail); any other evidence (an imported log's file name) is shown as given.
 *
 * Language: @p request.language sets the words (through a ReportLanguageScope on the calling thread) and the
 * locale of the numbers; serials, dates (ISO 8601, UTC) and the fleet's finding messages stay as stored.
 */
IntakeReportResult buildIntakeReport(qint64 lotId, const IntakeReportRequest &request, const WorkspaceStore &store);

} // namespace GpuPlan
