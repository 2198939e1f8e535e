#pragma once

#include "core/decision/scenario.h"
#include "core/decision/scenariolockindefaults.h"

#include <QByteArray>
#include <QDate>
#include <QString>
#include <QStringList>

namespace GpuPlan {

/// A scenario file as read from disk: its bytes (for hashing), the parse and every message about it.
struct LoadedScenario
{
    QString path;
    QString fileName; ///< what messages name: the file name without its folder
    QByteArray bytes;
    ScenarioParseResult parsed;
    QStringList messages;    ///< translated "FILE:LINE: reason (at PATH)" lines, warnings included
    QString error;           ///< translated; empty when the scenario can be used
    bool readFailed = false; ///< the file could not be read at all (vs. read but invalid)

    bool ok() const { return error.isEmpty(); }
};

class WorkspaceStore;

/// The prefix of a scenario saved in the workspace where a file path is expected: "workspace:NAME", or
/// "workspace:NAME@VERSION" for an older version.
inline constexpr char kWorkspaceScenarioPrefix[] = "workspace:";

/// Reads and parses @p path. error says "Cannot read the scenario PATH: reason" or "The scenario FILE
/// is invalid." (with the reasons in messages), naming the file either way.
LoadedScenario loadScenarioFile(const QString &path);
/// A file path, or "workspace:NAME[@VERSION]" read from @p store (fileName then says "NAME (version N)"; date
/// receives the day it was saved, else the file's last change).
LoadedScenario loadScenario(const QString &spec, const WorkspaceStore &store, QDate *date = nullptr);

/// The shipped per-vendor lock-in defaults (lockin_defaults.json in the data folder) with the bytes read.
struct LoadedLockInDefaults
{
    LockInDefaults defaults;
    QByteArray bytes;
    QStringList messages; ///< translated, naming lockin_defaults.json
    bool ok = false;
};
LoadedLockInDefaults loadShippedLockInDefaults();

/// The translated lines of diagnostics found after parsing (DecisionRun's), with their lines in the file.
QStringList scenarioDiagnosticTexts(const LoadedScenario &scenario, const std::vector<Diagnostic> &diagnostics);

} // namespace GpuPlan
