// Who is connected to a workspace and what they may do.

#include "workspacestore.h"

#include <QDir>
#include <QFileInfo>
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
    // PostgreSQL decides: a superuser, or a member of the role owning the tables, may change the schema and the
    // grants; one who may write the users' edits (sku_override) is an editor; anyone else only reads.
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user) "
                               "OR pg_catalog.pg_has_role(current_user, (SELECT relowner FROM pg_catalog.pg_class "
                               "WHERE oid = to_regclass('meta')), 'MEMBER'), "
                               "pg_catalog.has_table_privilege(to_regclass('sku_override'), 'INSERT') "
                               "AND pg_catalog.has_table_privilege(to_regclass('sku_override'), 'UPDATE') "
                               "AND pg_catalog.has_table_privilege(to_regclass('sku_override'), 'DELETE')"))
        || !q.next())
        return Role::Viewer;
    if (q.value(0).toBool())
        return Role::Admin;
    return q.value(1).toBool() ? Role::Editor : Role::Viewer;
}

} // namespace GpuPlan
