#pragma once

// Builds the ReportDocument of a scenario: the sections of the decision report in English or French,
// with every number taken from the same DecisionRun that `gpuplan-cli plan` and `rank` print.

#include "report/reportdocument.h"

#include <QString>
#include <QStringList>

namespace GpuPlan {

class WorkspaceStore;
// report/reportinput.h; not included: it brings the scenario's JSON headers (and their names) to every
// caller, and buildReportFromFile() needs none of them.
struct ReportInput;

/// How to build a report (what it is about is a ReportInput).
struct ReportRequest
{
    QString language = QStringLiteral("en"); ///< "en" or "fr"
    QStringList sections;                    ///< ids from reportSectionIds(); empty: all
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
    QVector<ReportTable> tables;    ///< every results table (also inside the document), for the exports
    bool calibrationReused = false; ///< ReportInput::results' calibration was used, not fitted again
    /// ReportInput::results' run, plan and ranking were used: no sensitivity or Monte Carlo was run
    /// (the progress callback was never called).
    bool rankingReused = false;
};

/// The ids of the results tables buildReport() returns (and `gpuplan-cli export --table` takes), in
/// report order: options, criteria, scoring, tco, own_vs_rent, efficiency, vram, fleet, lockin,
/// critical_weights, switching, tornado, montecarlo, fleet_findings, prices, assumptions, provenance,
/// measurement_sources, measurements (the last one only in exports: every calibration row).
QStringList reportTableIds();
/// The table of @p id in @p tables, or nullptr.
const ReportTable *findReportTable(const QVector<ReportTable> &tables, const QString &id);

/**
 * Runs @p input's scenario against @p workspace's catalog, calibration and fleet findings (ranking,
 * sensitivity and Monte Carlo included) and builds the document. @p progress covers the Monte Carlo.
 * The results in input.results are used instead where they belong to the same catalog and scenario
 * (see ReportResults); otherwise, or when there are none, everything is computed here.
 *
 * Options whose SKU or price is missing from the catalog are left out of the run and listed, with what
 * is missing, in the summary and the options section (`gpuplan-cli plan` refuses such a scenario); any
 * other error of the scenario fails the build, naming the file.
 *
 * The data hash on the cover covers, each as its name, length and bytes: input.bytes ("scenario"), the
 * catalog's JSON, the shipped lock-in defaults and the shipped calibration measurements.
 *
 * Language: request.language sets both the words (through a ReportLanguageScope on the calling thread,
 * whatever the application's language) and the QLocale of the numbers and dates. Texts the report takes
 * from other parts of GpuPlan (scenario diagnostics, fleet findings) stay in the application's language.
 */
ReportBuildResult buildReport(const ReportInput &input, const ReportRequest &request, WorkspaceStore &workspace,
                              const ReportProgress &progress = {});

/// The report of the scenario file @p scenarioPath (loadReportInput(), then buildReport()): what
/// `gpuplan-cli report` and `export` write.
ReportBuildResult buildReportFromFile(const QString &scenarioPath, const ReportRequest &request,
                                      WorkspaceStore &workspace, const ReportProgress &progress = {});

} // namespace GpuPlan
