// Who is connected to a workspace and what they may do.

#include "workspacestore.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlError>

#include "shippeddata.h"
#include "sqlscript.h"
#include "sqltransaction.h"
#include <QSqlDatabase>
#include <QSqlQuery>

namespace GpuPlan {

const char *WorkspaceStore::roleKey(Role role)
{
    switch (role) {
    case Role::Viewer:
        return "viewer";
    case Role::Editor:
        return "editor";
    case Role::Admin:
        return "admin";
    }
    return "viewer";
}

const char *WorkspaceStore::backendKey(Backend backend)
{
    return backend == Backend::PostgreSql ? "postgresql" : "sqlite";
}

QString WorkspaceStore::queryUserName() const
{
    if (m_backend == Backend::PostgreSql) {
        QSqlQuery q(db());
        return q.exec(QStringLiteral("SELECT current_user")) && q.next() ? q.value(0).toString() : QString();
    }
    // The account running GpuPlan: what the audit table and a conflict name for a file's edits.
    for (const char *name : {"USER", "LOGNAME", "USERNAME"}) {
        if (const QString user = qEnvironmentVariable(name); !user.isEmpty())
            return user;
    }
    return QDir::home().dirName();
}

WorkspaceStore::Role WorkspaceStore::role() const
{
    if (!isOpen())
        return Role::Viewer;
    if (m_backend == Backend::Sqlite)
        return QFileInfo(m_path).isWritable() ? Role::Admin : Role::Viewer;
    // PostgreSQL decides: a superuser, a member of the role owning the tables or of gpuplan_admin may change the
    // schema and the grants; one who may write the users' edits (sku_override) is an editor; anyone else only reads.
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user) "
                               "OR pg_catalog.pg_has_role(current_user, (SELECT relowner FROM pg_catalog.pg_class "
                               "WHERE oid = to_regclass('meta')), 'MEMBER') "
                               "OR coalesce((SELECT pg_catalog.pg_has_role(current_user, oid, 'MEMBER') "
                               "FROM pg_catalog.pg_roles WHERE rolname = 'gpuplan_admin'), false), "
                               "pg_catalog.has_table_privilege(to_regclass('sku_override'), 'INSERT') "
                               "AND pg_catalog.has_table_privilege(to_regclass('sku_override'), 'UPDATE') "
                               "AND pg_catalog.has_table_privilege(to_regclass('sku_override'), 'DELETE')"))
        || !q.next())
        return Role::Viewer;
    if (q.value(0).toBool())
        return Role::Admin;
    return q.value(1).toBool() ? Role::Editor : Role::Viewer;
}

bool WorkspaceStore::refuseWrite()
{
    if (m_role != Role::Viewer)
        return false;
    fail(tr("%1 may only read this workspace (role viewer); ask a GpuPlan admin for the editor role. Nothing was "
            "changed.")
             .arg(m_userName));
    return true;
}

bool WorkspaceStore::initRoles(QStringList *done)
{
    if (m_backend != Backend::PostgreSql)
        return fail(tr("roles are PostgreSQL's: a workspace file has none"));
    QByteArray script;
    QString error;
    if (!ShippedData::read(QStringLiteral("schema/postgresql/roles.sql"), &script, &error))
        return fail(error);
    SqlTransaction tx(db());
    if (!tx.isActive())
        return fail(db().lastError().text());
    for (const char *role : {"gpuplan_viewer", "gpuplan_editor", "gpuplan_admin"}) {
        QSqlQuery exists(db());
        exists.prepare(QStringLiteral("SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = ?"));
        exists.addBindValue(QLatin1String(role));
        if (!exists.exec())
            return fail(exists.lastError().text());
        if (exists.next())
            continue;
        if (!exec(QStringLiteral("CREATE ROLE %1 NOLOGIN").arg(QLatin1String(role))))
            return false;
        if (done)
            done->append(QStringLiteral("CREATE ROLE %1 NOLOGIN").arg(QLatin1String(role)));
    }
    QSqlQuery name(db());
    if (!name.exec(QStringLiteral("SELECT quote_ident(current_database())")) || !name.next())
        return fail(name.lastError().text());
    const QString database = name.value(0).toString();
    for (QString sql : sqlScriptStatements(QString::fromUtf8(script))) {
        sql.replace(QLatin1String(":database"), database);
        if (!exec(sql))
            return fail(tr("cannot set the roles up: %1").arg(m_lastError));
        if (done)
            done->append(sql);
    }
    if (!tx.commit())
        return fail(db().lastError().text());
    m_role = role();
    return true;
}

} // namespace GpuPlan
