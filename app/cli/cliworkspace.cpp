// gpuplan-cli workspace info [--json]: where the workspace is, its schema, who is connected and what they may do.
#include "cliworkspace.h"
#include "clicommands.h"

#include "io/workspacestore.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QTextStream>

namespace GpuPlan {

namespace {
nlohmann::ordered_json jsonOrNull(const std::optional<std::string> &text)
{
    if (!text)
        return nullptr;
    nlohmann::ordered_json j = nlohmann::ordered_json::parse(*text, nullptr, false);
    return j.is_discarded() ? nlohmann::ordered_json(*text) : j;
}

int printAudit(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err)
{
    int limit = 0;
    if (!options.limit.isEmpty()) {
        bool ok = false;
        limit = options.limit.toInt(&ok);
        if (!ok || limit <= 0) {
            err << QCoreApplication::translate("CliWorkspace", "--limit takes a positive number, not \"%1\".")
                       .arg(options.limit)
                << '\n';
            return ExitUsage;
        }
    }
    const std::vector<AuditEntry> entries = store.auditLog(limit);
    if (options.json) {
        nlohmann::ordered_json rows = nlohmann::ordered_json::array();
        for (const AuditEntry &e : entries) {
            rows.push_back({{"id", e.id},
                            {"at", e.at.toStdString()},
                            {"who", e.who.toStdString()},
                            {"action", e.action.toStdString()},
                            {"subject", e.subject.toStdString()},
                            {"old_value", jsonOrNull(e.oldValue)},
                            {"new_value", jsonOrNull(e.newValue)},
                            {"detail", e.detail.toStdString()}});
        }
        out << QString::fromStdString(rows.dump(2)) << '\n';
        return ExitOk;
    }
    for (const AuditEntry &e : entries) {
        out << e.at << "  " << e.who << "  " << e.action << "  " << e.subject;
        if (e.oldValue || e.newValue) {
            out << "  " << (e.oldValue ? QString::fromStdString(*e.oldValue) : QStringLiteral("-")) << " -> "
                << (e.newValue ? QString::fromStdString(*e.newValue) : QStringLiteral("-"));
        }
        if (!e.detail.isEmpty())
            out << "  (" << e.detail << ')';
        out << '\n';
    }
    return ExitOk;
}
} // namespace

} // namespace GpuPlan

namespace {
using namespace GpuPlan;

int copyWorkspace(const QString &from, const QString &to, bool json, QTextStream &out, QTextStream &err)
{
    WorkspaceStore source;
    WorkspaceStore destination;
    if (source.open(from) != WorkspaceStore::OpenStatus::Ok) {
        err << source.lastError() << '\n';
        return ExitWorkspace;
    }
    if (destination.open(to) != WorkspaceStore::OpenStatus::Ok) {
        err << destination.lastError() << '\n';
        return ExitWorkspace;
    }
    std::vector<WorkspaceStore::CopiedTable> tables;
    const bool ok = destination.copyFrom(source, &tables);
    if (json) {
        nlohmann::ordered_json rows = nlohmann::ordered_json::array();
        for (const auto &t : tables) {
            rows.push_back(
                {{"table", t.table.toStdString()},
                 {"rows", t.rows},
                 {"checksum", QString::number(t.checksum, 16).rightJustified(16, QLatin1Char('0')).toStdString()},
                 {"match", t.matches}});
        }
        out << QString::fromStdString(nlohmann::ordered_json{
            {"source", source.path().toStdString()},
            {"destination", destination.path().toStdString()},
            {"ok", ok},
            {"tables", rows}}.dump(2))
            << '\n';
    } else {
        for (const auto &t : tables)
            out << t.table << ": " << t.rows << (t.matches ? " rows, checksum matches" : " rows, DIFFERS") << '\n';
    }
    if (!ok) {
        err << destination.lastError() << '\n';
        return ExitWorkspace;
    }
    return ExitOk;
}
} // namespace

namespace GpuPlan {

int runWorkspaceCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err)
{
    const QStringList &c = options.command;
    if (c.value(1) == QLatin1String("audit") && c.size() == 2)
        return printAudit(store, options, out, err);
    if (c.value(1) == QLatin1String("copy") && c.size() == 4)
        return copyWorkspace(c.at(2), c.at(3), options.json, out, err);
    if (c.value(1) == QLatin1String("init-roles") && c.size() == 2) {
        QStringList done;
        if (!store.initRoles(&done)) {
            err << store.lastError() << '\n';
            return ExitWorkspace;
        }
        if (options.json) {
            nlohmann::ordered_json statements = nlohmann::ordered_json::array();
            for (const QString &sql : std::as_const(done))
                statements.push_back(sql.toStdString());
            out << QString::fromStdString(nlohmann::ordered_json{
                {"roles", {"gpuplan_viewer", "gpuplan_editor", "gpuplan_admin"}},
                {"statements", statements}}.dump(2))
                << '\n';
        } else {
            for (const QString &sql : std::as_const(done))
                out << sql << ";\n";
            out << QCoreApplication::translate("CliWorkspace",
                                               "Roles ready: grant one to each person, e.g. GRANT gpuplan_editor TO "
                                               "ana;")
                << '\n';
        }
        return ExitOk;
    }
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
               .arg(store.backend() == WorkspaceStore::Backend::PostgreSql ? QStringLiteral("PostgreSQL")
                                                                           : QStringLiteral("SQLite"))
        << '\n'
        << QCoreApplication::translate("CliWorkspace", "Schema version: %1").arg(store.schemaVersion()) << '\n'
        << QCoreApplication::translate("CliWorkspace", "User: %1 (%2)").arg(store.userName(), QLatin1String(role))
        << '\n';
    return ExitOk;
}

} // namespace GpuPlan
