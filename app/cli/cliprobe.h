#pragma once

class QTextStream;

namespace GpuPlan {

class WorkspaceStore;
struct CliOptions;

/// `gpuplan-cli probe list|run|burnin`: runs gpuplan-probe (ProbeListJob, ProbeSession) in this
/// process's event loop, prints what it measured and stores runs in the workspace.
int runProbeCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);

} // namespace GpuPlan
