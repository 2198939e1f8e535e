#pragma once

class QTextStream;

namespace GpuPlan {

class WorkspaceStore;
struct CliOptions;

/// gpuplan-cli quotes import FILE|list, lot create|card SERIAL|status LOT|report LOT, channels (cliintake.cpp).
int runIntakeCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);

} // namespace GpuPlan
