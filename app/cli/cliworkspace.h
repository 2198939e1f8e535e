#pragma once

class QTextStream;

namespace GpuPlan {

class WorkspaceStore;
struct CliOptions;

/// `gpuplan-cli workspace info [--json]`: backend ("sqlite" or "postgresql"), location (never with a password),
/// schema_version, user and role (cliworkspace.cpp).
int runWorkspaceCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);

} // namespace GpuPlan
