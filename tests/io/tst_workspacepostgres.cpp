// A team workspace on a real PostgreSQL server (tests/postgresserver.h): how a location is read, and every way
// opening one can fail, each with a message that names the host and the database, never the password, and that
// leaves the database as it was.
#include "io/importjob.h"
#include "io/shippeddata.h"
#include "io/workspacelocation.h"
#include "io/workspaceopener.h"
#include "io/workspacestore.h"

#include "postgresserver.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace GpuPlan;

class TestWorkspacePostgres : public QObject
{
    Q_OBJECT

private:
    TestRequire::PostgresServer m_server;
    int m_databases = 0;

    QString newDatabase()
    {
        const QString db = QStringLiteral("team_%1").arg(++m_databases);
        QString out;
        if (!m_server.createDatabase(db, &out))
            qWarning("cannot create %s: %s", qPrintable(db), qPrintable(out));
        return db;
    }

    static void verifyNoPassword(const QString &text, const QString &password)
    {
        QVERIFY2(!text.contains(password), qPrintable(text));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_server.start(&error), qPrintable(error));
    }

    void parsesLocations_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("port");
        QTest::addColumn<QString>("dbname");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("sslmode");
        QTest::addColumn<QString>("password");
        QTest::newRow("uri") << "postgresql://planner:s3cret@db.example.com:6543/gpuplan?sslmode=verify-full"
                             << "db.example.com"
                             << "6543"
                             << "gpuplan"
                             << "planner"
                             << "verify-full"
                             << "s3cret";
        QTest::newRow("postgres scheme, no user") << "postgres://db.example.com/fleet"
                                                  << "db.example.com"
                                                  << ""
                                                  << "fleet"
                                                  << ""
                                                  << ""
                                                  << "";
        QTest::newRow("password as a parameter") << "postgresql:///gpuplan?host=/run/pg&password=p%40ss"
                                                 << "/run/pg"
                                                 << ""
                                                 << "gpuplan"
                                                 << ""
                                                 << ""
                                                 << "p@ss";
        QTest::newRow("key=value words") << "postgresql:host=10.0.0.5 dbname='team plans' user=ana sslmode=require"
                                         << "10.0.0.5"
                                         << ""
                                         << "team plans"
                                         << "ana"
                                         << "require"
                                         << "";
        QTest::newRow("service") << "POSTGRESQL:service=gpuplan"
                                 << ""
                                 << ""
                                 << ""
                                 << ""
                                 << ""
                                 << "";
    }

    // libpq reads the words (PQconninfoParse): what it finds is what a connection uses; the password is set apart.
    void parsesLocations()
    {
        QFETCH(QString, value);
        QFETCH(QString, host);
        QFETCH(QString, port);
        QFETCH(QString, dbname);
        QFETCH(QString, user);
        QFETCH(QString, sslmode);
        QFETCH(QString, password);
        QString error;
        const WorkspaceLocation l = WorkspaceLocation::parse(value, &error);
        QVERIFY2(l.isValid(), qPrintable(error));
        QCOMPARE(l.kind(), WorkspaceLocation::Kind::PostgreSql);
        QCOMPARE(l.option(QStringLiteral("host")), host);
        QCOMPARE(l.option(QStringLiteral("port")), port);
        QCOMPARE(l.option(QStringLiteral("dbname")), dbname);
        QCOMPARE(l.option(QStringLiteral("user")), user);
        QCOMPARE(l.option(QStringLiteral("sslmode")), sslmode);
        QCOMPARE(l.password(), password);
        QVERIFY(l.option(QStringLiteral("password")).isEmpty());
        if (!password.isEmpty()) {
            verifyNoPassword(l.withoutPassword(), password);
            verifyNoPassword(l.displayName(), password);
            verifyNoPassword(l.connectOptions(), password);
            // What the recent list keeps reads back as the same place, less the password.
            const WorkspaceLocation again = WorkspaceLocation::parse(l.withoutPassword());
            QCOMPARE(again.options(), l.options());
            QVERIFY(again.password().isEmpty());
        }
        if (!dbname.isEmpty())
            QVERIFY2(l.displayName().contains(dbname), qPrintable(l.displayName()));
        if (!host.isEmpty())
            QVERIFY2(l.displayName().contains(host), qPrintable(l.displayName()));
    }

    void malformedLocationIsRefused()
    {
        QString error;
        const WorkspaceLocation l
            = WorkspaceLocation::parse(QStringLiteral("postgresql:host=db password=hunter2 nonsense"), &error);
        QVERIFY(!l.isValid());
        QVERIFY2(error.contains(QStringLiteral("not valid")) && error.contains(QStringLiteral("nonsense")),
                 qPrintable(error));
        verifyNoPassword(error, QStringLiteral("hunter2"));
        WorkspaceStore store;
        QCOMPARE(store.open(QStringLiteral("postgresql:host=db password=hunter2 nonsense")),
                 WorkspaceStore::OpenStatus::CannotOpen);
        verifyNoPassword(store.lastError(), QStringLiteral("hunter2"));
        QVERIFY(!store.isOpen());
    }

    // The whole chain over TCP: a URI with the password, then libpq's own sources of it (PGPASSWORD, a password
    // file) for a URI without one.
    void opensOverTcpWithAPassword()
    {
        const QString db = newDatabase();
        const QString password = QString::fromLatin1(TestRequire::PostgresServer::Password);
        {
            WorkspaceStore store;
            QString error;
            QVERIFY2(openWorkspace(store, m_server.tcpUri(db, password), &error), qPrintable(error));
            QCOMPARE(store.backend(), WorkspaceStore::Backend::PostgreSql);
            QCOMPARE(store.schemaVersion(), WorkspaceStore::SchemaVersion);
            QCOMPARE(store.userName(), QStringLiteral("postgres"));
            QCOMPARE(store.role(), WorkspaceStore::Role::Admin);
            QVERIFY(store.catalog().findSku("nvidia-h100-sxm-80gb"));
            verifyNoPassword(store.path(), password);
            QVERIFY2(store.path().contains(db), qPrintable(store.path()));
        }
        const QString noPassword = QStringLiteral("postgresql://postgres@127.0.0.1:%1/%2").arg(m_server.port()).arg(db);
        {
            qputenv("PGPASSWORD", password.toUtf8());
            WorkspaceStore store;
            QCOMPARE(store.open(noPassword), WorkspaceStore::OpenStatus::Ok);
            qunsetenv("PGPASSWORD");
        }
        QTemporaryDir home;
        const QString pgpass = home.filePath(QStringLiteral("pgpass"));
        {
            QFile f(pgpass);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QStringLiteral("127.0.0.1:%1:%2:postgres:%3\n").arg(m_server.port()).arg(db, password).toUtf8());
            QVERIFY(f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        }
        qputenv("PGPASSFILE", QFile::encodeName(pgpass));
        WorkspaceStore store;
        QCOMPARE(store.open(noPassword), WorkspaceStore::OpenStatus::Ok);
        qunsetenv("PGPASSFILE");
    }

    void wrongPasswordNamesHostAndDatabase()
    {
        const QString db = newDatabase();
        const QByteArray before = m_server.dump(db);
        WorkspaceStore store;
        QCOMPARE(store.open(m_server.tcpUri(db, QStringLiteral("not-the-password"))),
                 WorkspaceStore::OpenStatus::CannotOpen);
        const QString error = store.lastError();
        QVERIFY2(error.contains(QStringLiteral("127.0.0.1")) && error.contains(db)
                     && error.contains(QStringLiteral("password authentication failed")),
                 qPrintable(error));
        verifyNoPassword(error, QStringLiteral("not-the-password"));
        QVERIFY(!store.isOpen());
        QCOMPARE(m_server.dump(db), before);
    }

    void unreachableHostNamesHostAndDatabase()
    {
        const quint16 closed = TestRequire::PostgresServer::freePort();
        WorkspaceStore store;
        QCOMPARE(
            store.open(QStringLiteral("postgresql://planner:pw-777@127.0.0.1:%1/plans?connect_timeout=5").arg(closed)),
            WorkspaceStore::OpenStatus::CannotOpen);
        const QString error = store.lastError();
        QVERIFY2(error.contains(QStringLiteral("127.0.0.1:%1").arg(closed)) && error.contains(QStringLiteral("plans"))
                     && error.contains(QStringLiteral("Connection refused")),
                 qPrintable(error));
        verifyNoPassword(error, QStringLiteral("pw-777"));
    }

    // TLS options reach libpq: this server has no TLS, so sslmode=require is refused by name.
    void tlsOptionsPassThrough()
    {
        const QString db = newDatabase();
        WorkspaceStore store;
        QCOMPARE(store.open(m_server.tcpUri(db, QString::fromLatin1(TestRequire::PostgresServer::Password))
                            + QStringLiteral("?sslmode=require")),
                 WorkspaceStore::OpenStatus::CannotOpen);
        QVERIFY2(store.lastError().contains(QStringLiteral("SSL")), qPrintable(store.lastError()));
    }

    void foreignDatabaseNamesHostAndDatabase()
    {
        const QString db = newDatabase();
        QVERIFY(m_server.psql(db, QStringLiteral("CREATE TABLE invoices (id bigint PRIMARY KEY, total numeric)")));
        const QByteArray before = m_server.dump(db);
        WorkspaceStore store;
        QCOMPARE(store.open(m_server.socketLocation(db)), WorkspaceStore::OpenStatus::NotAWorkspace);
        QVERIFY2(store.lastError().contains(db)
                     && store.lastError().contains(QStringLiteral("not a GpuPlan workspace")),
                 qPrintable(store.lastError()));
        QCOMPARE(m_server.dump(db), before);
    }

    void newerSchemaNamesHostAndDatabase()
    {
        const QString db = newDatabase();
        {
            WorkspaceStore store;
            QCOMPARE(store.open(m_server.socketLocation(db)), WorkspaceStore::OpenStatus::Ok);
        }
        QVERIFY(m_server.psql(db, QStringLiteral("UPDATE meta SET value = '14' WHERE key = 'schema_version'")));
        const QByteArray before = m_server.dump(db);
        WorkspaceStore store;
        QCOMPARE(store.open(m_server.socketLocation(db)), WorkspaceStore::OpenStatus::NewerSchema);
        QVERIFY2(store.lastError().contains(db) && store.lastError().contains(QStringLiteral("newer GpuPlan")),
                 qPrintable(store.lastError()));
        QCOMPARE(m_server.dump(db), before);
    }

    // Two GpuPlan windows opening the same new database: the second finds the schema the first created.
    void secondOpenFindsTheSchemaDone()
    {
        const QString db = newDatabase();
        WorkspaceStore first;
        WorkspaceStore second;
        QCOMPARE(first.open(m_server.socketLocation(db)), WorkspaceStore::OpenStatus::Ok);
        QCOMPARE(second.open(m_server.socketLocation(db)), WorkspaceStore::OpenStatus::Ok);
        QCOMPARE(second.schemaVersion(), WorkspaceStore::SchemaVersion);
        QString count;
        QVERIFY(m_server.psql(db, QStringLiteral("SELECT count(*) FROM meta WHERE key = 'application'"), &count));
        QCOMPARE(count, QStringLiteral("1"));
    }

    // Another GpuPlan on the same database hears of each committed change within moments (LISTEN/NOTIFY).
    void otherWindowsHearOfChanges()
    {
        const QString db = newDatabase();
        WorkspaceStore mine;
        WorkspaceStore theirs;
        QString error;
        QVERIFY2(openWorkspace(mine, m_server.socketLocation(db), &error), qPrintable(error));
        QVERIFY2(openWorkspace(theirs, m_server.socketLocation(db), &error), qPrintable(error));
        QSignalSpy sku(&theirs, &WorkspaceStore::skuChanged);
        QSignalSpy catalog(&theirs, &WorkspaceStore::catalogChanged);
        QSignalSpy own(&mine, &WorkspaceStore::changedElsewhere);
        FieldOverride edit;
        edit.skuId = "nvidia-l4-24gb";
        edit.field = "tdp_watts";
        edit.value = 65;
        edit.provenance = Provenance{ProvenanceKind::UserOverride, "user", "2026-12-03", {}};
        QVERIFY(mine.setOverride(edit));
        QTRY_COMPARE_WITH_TIMEOUT(sku.count(), 1, 5000);
        QCOMPARE(sku.front().front().toString(), QStringLiteral("nvidia-l4-24gb"));
        QVERIFY(theirs.storedOverride("nvidia-l4-24gb", "tdp_watts")->value == Json(65));
        Catalog extra;
        GpuSku card = *mine.catalog().findSku("nvidia-l4-24gb");
        card.id = "acme-notify-card";
        extra.skus.push_back(card);
        QVERIFY(mine.importCatalog(extra));
        QTRY_COMPARE_WITH_TIMEOUT(catalog.count(), 1, 5000);
        QVERIFY(theirs.catalog().findSku("acme-notify-card"));
        // A scenario saved by one window: the other hears its name and version.
        QSignalSpy scenario(&theirs, &WorkspaceStore::scenarioChanged);
        QByteArray demo;
        QVERIFY2(ShippedData::read(QStringLiteral("scenarios/demo.json"), &demo, &error), qPrintable(error));
        QCOMPARE(mine.saveScenario(QStringLiteral("Team: Q3 buy"), demo, 0, nullptr),
                 WorkspaceStore::WriteResult::Written);
        QTRY_COMPARE_WITH_TIMEOUT(scenario.count(), 1, 5000);
        QCOMPARE(scenario.front().at(0).toString(), QStringLiteral("Team: Q3 buy"));
        QCOMPARE(scenario.front().at(1).toInt(), 1);
        QCOMPARE(theirs.savedScenario(QStringLiteral("Team: Q3 buy"))->document, demo);
        QCOMPARE(own.count(), 0); // its own changes are not news to a store
    }

    // The server drops the connection (an administrator, a restart): the store opens it again and says so.
    void reconnectsAfterALostConnection()
    {
        const QString db = newDatabase();
        WorkspaceStore store;
        QString error;
        QVERIFY2(openWorkspace(store, m_server.socketLocation(db), &error), qPrintable(error));
        QSignalSpy lost(&store, &WorkspaceStore::connectionLost);
        QSignalSpy back(&store, &WorkspaceStore::reconnected);
        QVERIFY(store.checkConnection());
        QCOMPARE(lost.count(), 0);
        QVERIFY(m_server.psql(
            QStringLiteral("postgres"),
            QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '%1'").arg(db)));
        QTRY_VERIFY_WITH_TIMEOUT(store.checkConnection() && back.count() == 1, 10000);
        QCOMPARE(lost.count(), 1);
        QVERIFY2(lost.front().front().toString().contains(db), qPrintable(lost.front().front().toString()));
        QVERIFY(store.isOpen());
        QVERIFY(store.catalog().findSku("nvidia-l4-24gb"));
    }

    // gpuplan-cli workspace init-roles: the three roles and their grants. A viewer reads and cannot write (GpuPlan
    // refuses first, and the server would too); an editor writes and only adds to the audit; an admin may grant.
    void initRolesMakesViewersReadOnly()
    {
        const QString db = newDatabase();
        const QString location = m_server.socketLocation(db);
        {
            WorkspaceStore owner;
            QString error;
            QVERIFY2(openWorkspace(owner, location, &error), qPrintable(error));
            QStringList done;
            QVERIFY2(owner.initRoles(&done), qPrintable(owner.lastError()));
            QVERIFY(done.size() >= 15);
            QVERIFY(owner.initRoles()); // again: nothing to create, the grants hold
        }
        QVERIFY(m_server.psql(db,
                              QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = "
                                             "'ana') THEN CREATE ROLE ana LOGIN IN ROLE gpuplan_viewer; "
                                             "CREATE ROLE ben LOGIN IN ROLE gpuplan_editor; CREATE ROLE cat LOGIN "
                                             "IN ROLE gpuplan_admin; END IF; END $$")));
        const auto as = [&](const char *user) {
            return QString(location).replace(QStringLiteral("user=postgres"),
                                             QStringLiteral("user=") + QLatin1String(user));
        };
        FieldOverride edit;
        edit.skuId = "nvidia-l4-24gb";
        edit.field = "tdp_watts";
        edit.value = 60;
        edit.provenance = Provenance{ProvenanceKind::UserOverride, "user", "2026-12-03", {}};

        const QByteArray before = m_server.dump(db);
        {
            WorkspaceStore viewer;
            QString error;
            QVERIFY2(openWorkspace(viewer, as("ana"), &error), qPrintable(error));
            QCOMPARE(viewer.role(), WorkspaceStore::Role::Viewer);
            QVERIFY(viewer.catalog().findSku("nvidia-l4-24gb"));
            QVERIFY(!viewer.setOverride(edit));
            QVERIFY2(viewer.lastError().contains(QStringLiteral("ana"))
                         && viewer.lastError().contains(QStringLiteral("viewer")),
                     qPrintable(viewer.lastError()));
            QVERIFY(!viewer.importCatalog(Catalog{}));
            QCOMPARE(viewer.saveProbeRun(ProbeRun{}, {}), 0);
            QByteArray demo;
            QVERIFY(ShippedData::read(QStringLiteral("scenarios/demo.json"), &demo, &error));
            QCOMPARE(viewer.saveScenario(QStringLiteral("Q3"), demo, 0, nullptr), WorkspaceStore::WriteResult::Failed);
            QVERIFY2(viewer.lastError().contains(QStringLiteral("viewer")), qPrintable(viewer.lastError()));
        }
        QCOMPARE(m_server.dump(db), before);
        // The server enforces it too: the viewer role, set on a superuser's session, owns nothing and may not write.
        QString out;
        QVERIFY(!m_server.psql(db,
                               QStringLiteral("SET ROLE gpuplan_viewer; INSERT INTO audit (at, who, action, subject) "
                                              "VALUES ('now', 'x', 'y', 'z')"),
                               &out));
        QVERIFY2(out.contains(QStringLiteral("permission denied")), qPrintable(out));
        {
            WorkspaceStore setRole;
            QCOMPARE(setRole.open(location + QStringLiteral(" options='-c role=gpuplan_viewer'")),
                     WorkspaceStore::OpenStatus::Ok);
            QCOMPARE(setRole.role(), WorkspaceStore::Role::Viewer);
        }
        {
            WorkspaceStore editor;
            QCOMPARE(editor.open(as("ben")), WorkspaceStore::OpenStatus::Ok);
            QCOMPARE(editor.role(), WorkspaceStore::Role::Editor);
            QVERIFY2(editor.setOverride(edit), qPrintable(editor.lastError()));
            QCOMPARE(editor.auditLog().front().who, QStringLiteral("ben"));
        }
        QVERIFY(!m_server.psql(db, QStringLiteral("SET ROLE ben; DELETE FROM audit"), &out));
        QVERIFY2(out.contains(QStringLiteral("permission denied")), qPrintable(out));
        WorkspaceStore admin;
        QCOMPARE(admin.open(as("cat")), WorkspaceStore::OpenStatus::Ok);
        QCOMPARE(admin.role(), WorkspaceStore::Role::Admin);
    }

    // The server drops the import's connection mid-file: that file is rolled back whole, and the report names the
    // host and database.
    void droppedConnectionMidImportRollsBackTheFile()
    {
        const QString db = newDatabase();
        {
            WorkspaceStore store;
            QString error;
            QVERIFY2(openWorkspace(store, m_server.socketLocation(db), &error), qPrintable(error));
        }
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("big.csv"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("timestamp, name, uuid, driver_version, memory.total [MiB], clocks.current.sm [MHz], "
                    "power.draw [W], temperature.gpu, utilization.gpu [%]\n");
            for (int i = 0; i < 400000; ++i) {
                f.write(QStringLiteral("2026/07/14 %1:%2:%3.000, NVIDIA H100 80GB HBM3, GPU-%4, 550.90.07, 81559 MiB, "
                                       "1980 MHz, 650.00 W, 61, 100 %\n")
                            .arg(10 + i / 3600 % 10, 2, 10, QLatin1Char('0'))
                            .arg(i / 60 % 60, 2, 10, QLatin1Char('0'))
                            .arg(i % 60, 2, 10, QLatin1Char('0'))
                            .arg(QStringLiteral("26fba6b2-9e52-006e-68db-4ce18382a5e%1").arg(i % 8))
                            .toLatin1());
            }
        }
        ImportJob job;
        QSignalSpy started(&job, &ImportJob::fileStarted);
        QSignalSpy progress(&job, &ImportJob::progress);
        QSignalSpy finished(&job, &ImportJob::finished);
        QVERIFY(job.start(m_server.socketLocation(db), {file}));
        QTRY_VERIFY_WITH_TIMEOUT(progress.count() > 0, 30000);
        QVERIFY(m_server.psql(
            QStringLiteral("postgres"),
            QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '%1'").arg(db)));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        const auto reports = finished.front().front().value<QList<FleetFileReport>>();
        QCOMPARE(reports.size(), 1);
        QCOMPARE(reports.front().status, FleetFileReport::Status::Failed);
        QVERIFY2(reports.front().message.contains(db), qPrintable(reports.front().message));
        QString rows;
        QVERIFY(
            m_server.psql(db,
                          QStringLiteral("SELECT (SELECT count(*) FROM telemetry_chunk) + "
                                         "(SELECT count(*) FROM imported_file) + (SELECT count(*) FROM fleet_device)"),
                          &rows));
        QCOMPARE(rows, QStringLiteral("0"));
    }

    // A role that owns nothing and was granted only SELECT reads the workspace and is a viewer.
    void grantsDecideTheRole()
    {
        const QString db = newDatabase();
        {
            WorkspaceStore store;
            QString error;
            QVERIFY2(openWorkspace(store, m_server.socketLocation(db), &error), qPrintable(error));
        }
        QVERIFY(m_server.psql(db,
                              QStringLiteral("CREATE ROLE reader LOGIN; CREATE ROLE writer LOGIN; "
                                             "GRANT SELECT ON ALL TABLES IN SCHEMA public TO reader, writer; "
                                             "GRANT INSERT, UPDATE, DELETE ON sku_override TO writer")));
        const QString location = m_server.socketLocation(db);
        WorkspaceStore reader;
        QCOMPARE(reader.open(QString(location).replace(QStringLiteral("user=postgres"), QStringLiteral("user=reader"))),
                 WorkspaceStore::OpenStatus::Ok);
        QCOMPARE(reader.userName(), QStringLiteral("reader"));
        QCOMPARE(reader.role(), WorkspaceStore::Role::Viewer);
        QVERIFY(reader.catalog().findSku("nvidia-l4-24gb"));
        WorkspaceStore writer;
        QCOMPARE(writer.open(QString(location).replace(QStringLiteral("user=postgres"), QStringLiteral("user=writer"))),
                 WorkspaceStore::OpenStatus::Ok);
        QCOMPARE(writer.role(), WorkspaceStore::Role::Editor);
    }
};

QTEST_GUILESS_MAIN(TestWorkspacePostgres)
#include "tst_workspacepostgres.moc"
