#pragma once

#include <QString>

namespace GpuPlan {

class WorkspaceStore;

/// Opens the workspace at @p path and brings its shipped catalog up to date: what the GUI and the CLI
/// both do before anything else. On failure @p error says why, translated, naming the file.
bool openWorkspace(WorkspaceStore &store, const QString &path, QString *error);

} // namespace GpuPlan
