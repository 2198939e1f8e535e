#pragma once

#include <QString>
#include <QStringList>

namespace GpuPlan {

class WorkspaceStore;

/// Opens the workspace at @p path and brings its shipped catalog up to date: what the GUI and the CLI
/// both do before anything else. On failure @p error says why, translated, naming the file. Problems
/// that do not stop the workspace from opening (a stored catalog row that cannot be read and is left
/// out) go to @p warnings, translated, each naming the file and the row.
bool openWorkspace(WorkspaceStore &store, const QString &path, QString *error, QStringList *warnings = nullptr);

} // namespace GpuPlan
