#pragma once

class QTextStream;

namespace GpuPlan {

class WorkspaceStore;
struct CliOptions;

/// `gpuplan-cli import FILE... [--dry-run] [--format NAME]`: imports operators' files into the
/// workspace (each in one transaction) and prints a report per file; exit 4 when a file failed.
int runImportCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);
/// `gpuplan-cli fleet`: the workspace's inventory, findings and imported files.
int runFleetCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);

} // namespace GpuPlan
