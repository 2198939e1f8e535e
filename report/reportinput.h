#pragma once

// What a decision report is built from: a scenario held in memory (the Decision page's, or a file read
// by loadReportInput()), and optionally the results already computed for it.

#include "core/decision/decisionrun.h"
#include "core/decision/scenario.h"

#include <QByteArray>
#include <QDate>
#include <QString>

#include <map>
#include <memory>
#include <optional>
#include <string>

namespace GpuPlan {

class Calibration;
class WorkspaceStore;
struct Catalog;

/**
 * Results computed before the report, by whoever holds the scenario (the Decision page). buildReport()
 * uses each part only when it belongs to the data it reports, and computes it otherwise:
 * - the calibration, when @c catalog equals the workspace's catalog (it was fitted on it);
 * - the run, its plan and its ranking (sensitivity and Monte Carlo), when in addition the run's scenario
 *   is the scenario as reported (same canonical JSON: no option left out for missing data) and its
 *   lock-in defaults are the shipped ones.
 */
struct ReportResults
{
    std::shared_ptr<const Catalog> catalog;         ///< what the calibration was fitted on and the run resolved against
    std::shared_ptr<const Calibration> calibration; ///< shippedCalibration(*catalog)
    std::shared_ptr<const DecisionRun> run;         ///< of the scenario, on catalog and calibration
    std::optional<DecisionPlan> plan;               ///< run->plan(); computed from the run when absent
    std::shared_ptr<const DecisionRanking> ranking; ///< run->rank(), complete (not cancelled)
};

/// The scenario a report is about, and how the report names and hashes it.
struct ReportInput
{
    Scenario scenario;
    QString fileName; ///< what the cover ("Scenario file") and messages name it by: "demo.json"
    QString path;     ///< the file it was read from or is saved to; empty when it has none
    /// The "scenario" part of the report's data hash: the file's bytes when the scenario is exactly
    /// what its file holds (matchFileBytes(), loadReportInput()), else its canonical JSON
    /// (canonicalScenarioJson()), so the hash identifies the scenario either way.
    QByteArray bytes;
    /// JSON pointer -> line in @c bytes, for the line numbers of messages; empty: none given.
    std::map<std::string, int> lines;
    bool upgraded = false; ///< @c bytes are of an older schema version
    /// The date the assumptions table gives values the scenario itself sets: the file's last change
    /// when @c bytes are the file's; invalid: the day the report is built.
    QDate date;
    ReportResults results; ///< empty: buildReport() fits and runs everything itself
};

/// The current schema version's JSON of @p scenario with a final newline, as Save writes it.
QByteArray canonicalScenarioJson(const Scenario &scenario);

/// @p scenario in memory, named @p fileName: bytes are its canonical JSON, no lines, no date, no results.
ReportInput reportInput(const Scenario &scenario, const QString &fileName, const QString &path = {});

/// Takes @p bytes (a file's content) as the bytes behind @p input when they hold the same scenario (same
/// canonical JSON): bytes, lines and upgraded then come from them and @p fileDate becomes the date.
/// False, with @p input unchanged, when they do not parse or hold another scenario.
bool matchFileBytes(ReportInput &input, const QByteArray &bytes, const QDate &fileDate);

/// Reads the scenario file @p path (what `gpuplan-cli report` reports) into @p input, with no results; with
/// @p workspace, @p path may also be "workspace:NAME[@VERSION]", a scenario saved in it (io/scenarioload.h).
/// False with @p error naming the file (and its lines' reasons) when it cannot be read or is invalid.
bool loadReportInput(const QString &path, ReportInput &input, QString &error,
                     const WorkspaceStore *workspace = nullptr);

} // namespace GpuPlan
