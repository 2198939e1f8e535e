// gpuplan-cli workspace info [--json]: where the workspace is, its schema, who is connected and what they may do.
#include "clicommands.h"
#include "cliworkspace.h"

#include "io/workspacestore.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QTextStream>


namespace GpuPlan {

int runWorkspaceCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err)
{
    const QStringList &c = options.command;
    if (c.value(1) != QLatin1String("info") || c.size() != 2) {
        err << QCoreApplication::translate("CliWorkspace", "Unknown or incomplete command: %1")
                   .arg(c.join(QLatin1Char(' ')))
            << '\n'
            << QCoreApplication::translate("CliWorkspace", "Run gpuplan-cli --help for the list of commands.") << '\n';
        return ExitUsage;
    }
    const char *backend = WorkspaceStore::backendKey(store.backend());
    const char *role = WorkspaceStore::roleKey(store.role());
    if (options.json) {
        const nlohmann::ordered_json j = {{"backend", backend},
                                          {"location", store.path().toStdString()},
                                          {"schema_version", store.schemaVersion()},
                                          {"user", store.userName().toStdString()},
                                          {"role", role}};
        out << QString::fromStdString(j.dump(2)) << '\n';
        return ExitOk;
    }
    out << QCoreApplication::translate("CliWorkspace", "Workspace: %1").arg(store.path()) << '\n'
        << QCoreApplication::translate("CliWorkspace", "Backend: %1")
               .arg(store.backend() == WorkspaceStore::Backend::PostgreSql
                        ? QStringLiteral("PostgreSQL")
                        : QStringLiteral("SQLite"))
        << '\n'
        << QCoreApplication::translate("CliWorkspace", "Schema version: %1").arg(store.schemaVersion()) << '\n'
        << QCoreApplication::translate("CliWorkspace", "User: %1 (%2)").arg(store.userName(), QLatin1String(role))
        << '\n';
    return ExitOk;
}

} // namespace GpuPlan
