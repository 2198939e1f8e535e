#pragma once

// Builds the ReportDocument of a scenario: the sections of the decision report in English or French,
// with every number taken from the same DecisionRun that `gpuplan-cli plan` and `rank` print.

#include "report/reportdocument.h"

#include <QString>
#include <QStringList>

namespace GpuPlan {

class WorkspaceStore;

/// What to build a report from, and how.
struct ReportRequest
{
    QString scenarioPath;
    QString language = QStringLiteral("en"); ///< "en" or "fr"
    QStringList sections; ///< ids from reportSectionIds(); empty: all
    QString author;
    QString approver;
    QString date; ///< empty: today, ISO 8601
};

/// The section ids in report order: "summary", "requirements", "options", "method", "results",
/// "sensitivity", "risks", "checklist", "recommendation", "appendices" (the cover and contents always print).
QStringList reportSectionIds();
/// The translated title of a section id.
QString reportSectionTitle(const QString &id);

struct ReportBuildResult
{
    bool ok = false;
    bool cancelled = false;
    QString error; ///< translated, naming the file (and line) when the scenario is bad
    ReportDocument document;
    QVector<ReportTable> tables; ///< every results table (also inside the document), for the exports
};

/// The ids of the results tables buildReport() returns (and `gpuplan-cli export --table` takes), in
/// report order: options, criteria, scoring, tco, own_vs_rent, efficiency, vram, fleet, lockin,
/// critical_weights, switching, tornado, montecarlo, fleet_findings, prices, assumptions, provenance,
/// measurement_sources, measurements (the last one only in exports: every calibration row).
QStringList reportTableIds();
/// The table of @p id in @p tables, or nullptr.
const ReportTable *findReportTable(const QVector<ReportTable> &tables, const QString &id);

/**
 * Reads the scenario, runs it against @p workspace's catalog, calibration and fleet findings (ranking,
 * sensitivity and Monte Carlo included) and builds the document. @p progress covers the Monte Carlo.
 *
 * Options whose SKU or price is missing from the catalog are left out of the run and listed, with what
 * is missing, in the summary and the options section (`gpuplan-cli plan` refuses such a scenario); any
 * other error of the scenario fails the build, naming the file.
 *
 * Language: request.language sets both the words (through a ReportLanguageScope on the calling thread,
 * whatever the application's language) and the QLocale of the numbers and dates. Texts the report takes
 * from other parts of GpuPlan (scenario diagnostics, fleet findings) stay in the application's language.
 */
ReportBuildResult buildReport(const ReportRequest &request, WorkspaceStore &workspace,
                              const ReportProgress &progress = {});

} // namespace GpuPlan
