// gpuplan-cli scenario list|history|show|save|remove: decision scenarios saved into the workspace, with versions.
#include "clicommands.h"
#include "cliworkspace.h"

#include "io/scenarioload.h"
#include "io/workspacestore.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextStream>

namespace GpuPlan {

namespace {
// The translation context of these commands.
struct CliScenario
{
    Q_DECLARE_TR_FUNCTIONS(CliScenario)
};

nlohmann::ordered_json toJson(const StoredScenario &s)
{
    return {{"name", s.name.toStdString()},
            {"version", s.version},
            {"changed_by", s.changedBy.toStdString()},
            {"changed_at", s.changedAt.toStdString()},
            {"note", s.note.toStdString()}};
}

void printList(const std::vector<StoredScenario> &list, bool json, QTextStream &out)
{
    if (json) {
        nlohmann::ordered_json rows = nlohmann::ordered_json::array();
        for (const StoredScenario &s : list)
            rows.push_back(toJson(s));
        out << QString::fromStdString(rows.dump(2)) << '\n';
        return;
    }
    for (const StoredScenario &s : list) {
        out << s.name << "  " << CliScenario::tr("version %1").arg(s.version) << "  " << s.changedBy << "  "
            << s.changedAt;
        if (!s.note.isEmpty())
            out << "  (" << s.note << ')';
        out << '\n';
    }
}

// --expect-version N, or any version when it is not given.
bool expectedVersion(const CliOptions &options, int *expected, QTextStream &err)
{
    *expected = WorkspaceStore::AnyVersion;
    if (options.expectVersion.isEmpty())
        return true;
    bool ok = false;
    *expected = options.expectVersion.toInt(&ok);
    if (!ok || *expected < 0) {
        err << CliScenario::tr(
                   "--expect-version takes a version number (0: the scenario is not saved yet), not \"%1\".")
                   .arg(options.expectVersion)
            << '\n';
        return false;
    }
    return true;
}

int reportConflict(const ScenarioConflict &c, QTextStream &err)
{
    if (c.current) {
        err << CliScenario::tr(
                   "conflict: the scenario \"%1\" is at version %2, saved by %3 at %4; you expected version %5. "
                   "Nothing was written.")
                   .arg(c.name)
                   .arg(c.current->version)
                   .arg(c.current->changedBy.isEmpty() ? CliScenario::tr("(unknown)") : c.current->changedBy,
                        c.current->changedAt)
                   .arg(c.expectedVersion)
            << '\n';
    } else {
        err << CliScenario::tr("conflict: the scenario \"%1\" was removed since version %2. Nothing was written.")
                   .arg(c.name)
                   .arg(c.expectedVersion)
            << '\n';
    }
    return ExitConflict;
}

int save(WorkspaceStore &store, const CliOptions &options, const QString &path, QTextStream &out, QTextStream &err)
{
    const LoadedScenario loaded = loadScenarioFile(path);
    for (const QString &m : loaded.messages)
        err << m << '\n';
    if (!loaded.ok()) {
        err << loaded.error << '\n';
        return ExitBadInput;
    }
    int expected = 0;
    if (!expectedVersion(options, &expected, err))
        return ExitUsage;
    const QString name = options.name.isEmpty() ? QString::fromStdString(loaded.parsed.scenario.name) : options.name;
    ScenarioConflict conflict;
    StoredScenario written;
    switch (store.saveScenario(name, loaded.bytes, expected, &conflict, &written,
                               options.probeOptions.value(QStringLiteral("note")))) {
    case WorkspaceStore::WriteResult::Written:
        break;
    case WorkspaceStore::WriteResult::Conflict:
        return reportConflict(conflict, err);
    case WorkspaceStore::WriteResult::Failed:
        err << store.lastError() << '\n';
        return ExitBadInput;
    }
    if (options.json)
        out << QString::fromStdString(toJson(written).dump(2)) << '\n';
    else
        out << CliScenario::tr("Saved the scenario \"%1\" as version %2.").arg(written.name).arg(written.version)
            << '\n';
    return ExitOk;
}

int show(WorkspaceStore &store, const CliOptions &options, const QString &name, const QString &version,
         QTextStream &out, QTextStream &err)
{
    int v = 0;
    if (!version.isEmpty()) {
        bool ok = false;
        v = version.toInt(&ok);
        if (!ok || v <= 0) {
            err << CliScenario::tr("A version is a positive number, not \"%1\".").arg(version) << '\n';
            return ExitUsage;
        }
    }
    const std::optional<StoredScenario> stored = store.savedScenario(name, v);
    if (!stored) {
        err << (v > 0 ? CliScenario::tr("No version %1 of the scenario \"%2\" is saved in the workspace.")
                            .arg(v)
                            .arg(name)
                      : CliScenario::tr("No scenario named \"%1\" is saved in the workspace.").arg(name))
            << '\n';
        return ExitNotFound;
    }
    if (options.output.isEmpty()) {
        out << QString::fromUtf8(stored->document);
        if (!stored->document.endsWith('\n'))
            out << '\n';
        return ExitOk;
    }
    QSaveFile file(options.output);
    if (!file.open(QIODevice::WriteOnly) || file.write(stored->document) != stored->document.size() || !file.commit()) {
        err << CliScenario::tr("Cannot write %1: %2").arg(options.output, file.errorString()) << '\n';
        return ExitWorkspace;
    }
    return ExitOk;
}
} // namespace

int runScenarioCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err)
{
    const QStringList &c = options.command;
    const QString verb = c.value(1);
    if (verb == QLatin1String("list") && c.size() == 2) {
        printList(store.savedScenarios(), options.json, out);
        return ExitOk;
    }
    if (verb == QLatin1String("history") && c.size() == 3) {
        const std::vector<StoredScenario> history = store.scenarioHistory(c.at(2));
        if (history.empty()) {
            err << CliScenario::tr("No scenario named \"%1\" is saved in the workspace.").arg(c.at(2)) << '\n';
            return ExitNotFound;
        }
        printList(history, options.json, out);
        return ExitOk;
    }
    if (verb == QLatin1String("show") && (c.size() == 3 || c.size() == 4))
        return show(store, options, c.at(2), c.value(3), out, err);
    if (verb == QLatin1String("save") && c.size() == 3)
        return save(store, options, c.at(2), out, err);
    if (verb == QLatin1String("remove") && c.size() == 3) {
        int expected = 0;
        if (!expectedVersion(options, &expected, err))
            return ExitUsage;
        ScenarioConflict conflict;
        switch (store.removeScenario(c.at(2), expected, &conflict)) {
        case WorkspaceStore::WriteResult::Written:
            out << CliScenario::tr("Removed the scenario \"%1\" and its versions.").arg(c.at(2)) << '\n';
            return ExitOk;
        case WorkspaceStore::WriteResult::Conflict:
            return reportConflict(conflict, err);
        case WorkspaceStore::WriteResult::Failed:
            break;
        }
        err << store.lastError() << '\n';
        return store.savedScenario(c.at(2)) ? ExitWorkspace : ExitNotFound;
    }
    err << CliScenario::tr("Unknown or incomplete command: %1").arg(c.join(QLatin1Char(' '))) << '\n'
        << CliScenario::tr("Run gpuplan-cli --help for the list of commands.") << '\n';
    return ExitUsage;
}

} // namespace GpuPlan
