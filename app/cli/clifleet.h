#pragma once

#include <nlohmann/json_fwd.hpp>

class QString;
class QTextStream;

namespace GpuPlan {

class WorkspaceStore;
struct CliOptions;
struct StoredFinding;
struct FleetFileReport;

/// `gpuplan-cli import FILE... [--dry-run] [--format NAME]`: imports operators' files into the
/// workspace (each in one transaction) and prints a report per file; exit 4 when a file failed.
/// `import --remove FILE|SHA256` takes an imported file out again (exit 2 when none matches).
int runImportCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);
/// `gpuplan-cli import --help`: the import command's usage and every format it knows.
QString importHelpText();
/// `gpuplan-cli fleet`: the workspace's inventory, findings and imported files.
int runFleetCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);
/// `gpuplan-cli triage [--node NAME]`: the field guides' five-step playbook per node (clitriage.cpp).
int runTriageCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);
/// `gpuplan-cli fleet pull --prometheus URL ...`: a window of the fleet's telemetry from a Prometheus-compatible
/// server into the workspace (clipull.cpp).
/// catalog use-benchmark FILE|SHA256 [--sku SKU] [--dry-run] [--json] (clibenchmark.cpp).
int runUseBenchmarkCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);
int runFleetPullCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);
/// An imported file's report as the CLI prints it (import, fleet pull).
nlohmann::ordered_json fleetReportJson(const FleetFileReport &report);
void printFleetReport(QTextStream &out, const FleetFileReport &report);
/// A finding as the CLI's JSON writes it (fleet, import, triage).
nlohmann::ordered_json findingJson(const StoredFinding &f);

} // namespace GpuPlan
