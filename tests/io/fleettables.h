#pragma once

// What the workspace's fleet tables hold, read through a second connection (the store's own is not
// asked): row counts and whole-table dumps, for the fleet store, removal and identity tests. Each test
// is its own executable: the anonymous namespace is intended.
#include "io/catalogfile.h"
#include "io/workspacelocation.h"
#include "io/workspacestore.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>

#include <initializer_list>

namespace {

/// A second connection named @p name to the workspace at @p location: SQLite on a file, QPSQL on PostgreSQL.
[[maybe_unused]] QSqlDatabase secondConnection(const QString &location, const QString &name)
{
    const GpuPlan::WorkspaceLocation l = GpuPlan::WorkspaceLocation::parse(location);
    if (l.kind() == GpuPlan::WorkspaceLocation::Kind::PostgreSql) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setConnectOptions(l.connectOptions());
        db.setPassword(l.password());
        return db;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(location);
    return db;
}

/// The first column of the first row of @p sql on the workspace at @p path; -1 when it cannot run.
[[maybe_unused]] int countRows(const QString &path, const QString &sql)
{
    int n = -1;
    {
        QSqlDatabase db = secondConnection(path, QStringLiteral("count"));
        QSqlQuery q(db);
        if (db.open() && q.exec(sql) && q.next())
            n = q.value(0).toInt();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("count"));
    return n;
}

/// Every row of @p tables, as text: the table name, then one line per row with its columns joined by '|' (NULL as
/// empty, as both drivers give it).
[[maybe_unused]] QStringList dumpTables(const QString &path, std::initializer_list<const char *> tables)
{
    QStringList out;
    {
        QSqlDatabase db = secondConnection(path, QStringLiteral("dump"));
        if (!db.open())
            qFatal("cannot open the dump connection");
        for (const char *table : tables) {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("SELECT * FROM %1 ORDER BY 1, 2").arg(QLatin1String(table))))
                qFatal("dump failed");
            out << QString::fromLatin1(table);
            while (q.next()) {
                QStringList row;
                for (int i = 0; i < q.record().count(); ++i)
                    row << q.value(i).toString();
                out << row.join(QLatin1Char('|'));
            }
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("dump"));
    return out;
}

/// A new workspace at @p path with the shipped catalog; the test stops when it cannot be made.
[[maybe_unused]] void openFreshWorkspace(GpuPlan::WorkspaceStore &store, const QString &path)
{
    const GpuPlan::CatalogFileResult shipped = GpuPlan::shippedCatalog();
    if (store.open(path) != GpuPlan::WorkspaceStore::OpenStatus::Ok || !shipped.ok()
        || !store.syncShippedCatalog(shipped.catalog))
        qFatal("cannot open a workspace");
}

/// Writes @p bytes to @p name in @p dir and returns its path; the test stops when it cannot.
[[maybe_unused]] QString writeFileIn(const QDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace
