#pragma once

// Runs a workspace-store test on both backends: call addRows() from initTestCase_data() (a global "backend"
// column), start() from initTestCase(), and ask location(NAME) for where the workspace NAME lives on the row being
// run: a file in a temporary folder, or a database on a real PostgreSQL server started for the test
// (postgresserver.h).

#include "postgresserver.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <set>

namespace GpuPlan::TestRequire {

class WorkspaceBackends
{
public:
    static void addRows()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("sqlite") << QStringLiteral("sqlite");
        QTest::newRow("postgresql") << QStringLiteral("postgresql");
    }

    bool start(QString *error)
    {
        if (!m_dir.isValid()) {
            *error = QStringLiteral("cannot create a temporary folder");
            return false;
        }
        return m_server.start(error);
    }

    static bool onPostgreSql()
    {
        QFETCH_GLOBAL(QString, backend);
        return backend == QLatin1String("postgresql");
    }

    QString file(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }
    /// The database of the workspace called @p name: "badrow.gpuplan" is badrow_gpuplan.
    static QString databaseName(const char *name)
    {
        return QString::fromLatin1(name).replace(QLatin1Char('.'), QLatin1Char('_'));
    }

    /// Where the workspace @p name lives on this row's backend (the same place every time it is asked).
    QString location(const char *name)
    {
        if (!onPostgreSql())
            return file(name);
        const QString db = databaseName(name);
        QString out;
        if (m_databases.insert(db).second && !m_server.createDatabase(db, &out))
            qWarning("cannot create database %s: %s", qPrintable(db), qPrintable(out));
        return m_server.socketLocation(db);
    }

    /// A new workspace's location on this row's backend ("wsN.gpuplan", or database ws_N).
    QString fresh()
    {
        const QByteArray name = "ws" + QByteArray::number(++m_fresh) + ".gpuplan";
        return location(name.constData());
    }

    /// Runs @p sql on the workspace @p name outside GpuPlan (a hand edit, a newer GpuPlan's write).
    bool rawSql(const char *name, const QString &sql)
    {
        if (onPostgreSql())
            return m_server.psql(databaseName(name), sql);
        bool ok = false;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            db.setDatabaseName(file(name));
            ok = db.open() && QSqlQuery(db).exec(sql);
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
        return ok;
    }

    /// The first column of the first row of @p sql on the workspace @p name, as text ("" when there is none).
    QString rawValue(const char *name, const QString &sql)
    {
        QString out;
        if (onPostgreSql()) {
            m_server.psql(databaseName(name), sql, &out);
            return out;
        }
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            db.setDatabaseName(file(name));
            QSqlQuery q(db);
            if (db.open() && q.exec(sql) && q.next())
                out = q.value(0).toString();
            q = QSqlQuery();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
        return out;
    }

    /// What the workspace @p name holds, byte for byte (the file's SHA-256, or pg_dump's text of the database).
    QByteArray snapshot(const char *name) const
    {
        if (onPostgreSql())
            return m_server.dump(databaseName(name));
        QFile f(file(name));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
    }

    PostgresServer &server() { return m_server; }

private:
    QTemporaryDir m_dir;
    PostgresServer m_server;
    std::set<QString> m_databases;
    int m_fresh = 0;
};

} // namespace GpuPlan::TestRequire
