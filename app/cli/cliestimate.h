#pragma once

#include <QString>

class QTextStream;

namespace GpuPlan {

class WorkspaceStore;
struct CliOptions;

/// `gpuplan-cli estimate` (one SKU) and `gpuplan-cli sweep` (every SKU): one JSON object per estimate.
int runEstimate(WorkspaceStore &store, const CliOptions &options, bool sweep, QTextStream &out, QTextStream &err);

} // namespace GpuPlan
