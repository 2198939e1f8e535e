// gpuplan-cli workspace info/audit and catalog set, as scripts use them: the real executable on a workspace file
// and on a database of a real PostgreSQL server the test starts (the global data).
#include "workspacebackends.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCliWorkspace : public QObject
{
    Q_OBJECT

private:
    GpuPlan::TestRequire::WorkspaceBackends m_backends;
    QTemporaryDir m_config;
    int m_workspaces = 0;

    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };

    Run run(const QString &ws, const QStringList &args, const QString &user = {}) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_config.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_config.filePath(QStringLiteral("data")));
        if (!user.isEmpty())
            env.insert(QStringLiteral("USER"), user);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUPLAN_CLI), QStringList{QStringLiteral("--workspace"), ws} + args);
        if (!p.waitForFinished(60000))
            return {};
        return Run{p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError())};
    }

    static QJsonObject object(const Run &r) { return QJsonDocument::fromJson(r.out).object(); }

private Q_SLOTS:
    void initTestCase_data() { GpuPlan::TestRequire::WorkspaceBackends::addRows(); }
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_backends.start(&error), qPrintable(error));
    }

    void info()
    {
        const QString ws = m_backends.location("info.gpuplan");
        const Run r = run(ws, {QStringLiteral("workspace"), QStringLiteral("info"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = object(r);
        const bool pg = GpuPlan::TestRequire::WorkspaceBackends::onPostgreSql();
        QCOMPARE(j[QStringLiteral("backend")].toString(), pg ? QStringLiteral("postgresql") : QStringLiteral("sqlite"));
        QCOMPARE(j[QStringLiteral("schema_version")].toInt(), 13);
        QCOMPARE(j[QStringLiteral("role")].toString(), QStringLiteral("admin"));
        QVERIFY(!j[QStringLiteral("user")].toString().isEmpty());
        if (pg)
            QCOMPARE(j[QStringLiteral("user")].toString(), QStringLiteral("postgres"));
    }

    // Two scripts edit the same field: the one holding a stale version gets exit 7 and the current state on
    // stderr; nothing is written; the audit lists both edits.
    void setWithVersions()
    {
        const QByteArray name = "set" + QByteArray::number(++m_workspaces) + ".gpuplan";
        const QString ws = m_backends.location(name.constData());
        const QStringList set{QStringLiteral("catalog"), QStringLiteral("set"), QStringLiteral("L40S"),
                              QStringLiteral("tdp_watts")};
        Run r
            = run(ws,
                  set
                      + QStringList{QStringLiteral("320"), QStringLiteral("--note"), QStringLiteral("capped"),
                                    QStringLiteral("--expect-version"), QStringLiteral("0"), QStringLiteral("--json")},
                  QStringLiteral("ana"));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QJsonObject j = object(r);
        QCOMPARE(j[QStringLiteral("sku")].toString(), QStringLiteral("nvidia-l40s-48gb"));
        QCOMPARE(j[QStringLiteral("field")].toString(), QStringLiteral("tdp_watts"));
        QCOMPARE(j[QStringLiteral("value")].toDouble(), 320.0);
        QCOMPARE(j[QStringLiteral("version")].toInt(), 1);
        r = run(ws,
                set
                    + QStringList{QStringLiteral("330"), QStringLiteral("--expect-version"), QStringLiteral("1"),
                                  QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(object(r)[QStringLiteral("version")].toInt(), 2);
        // A script still holding version 1.
        r = run(ws,
                set
                    + QStringList{QStringLiteral("340"), QStringLiteral("--expect-version"), QStringLiteral("1"),
                                  QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 7);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.startsWith(QStringLiteral("conflict: ")) && r.err.contains(QStringLiteral("330"))
                     && r.err.contains(QStringLiteral("version 2")) && r.err.contains(QStringLiteral("340")),
                 qPrintable(r.err));
        r = run(ws,
                {QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("nvidia-l40s-48gb"),
                 QStringLiteral("--json")});
        QCOMPARE(object(r)[QStringLiteral("tdp_watts")].toDouble(), 330.0);
        // Without --expect-version: written over whatever is there (version 3).
        r = run(ws, set + QStringList{QStringLiteral("335"), QStringLiteral("--json")});
        QCOMPARE(object(r)[QStringLiteral("version")].toInt(), 3);

        r = run(ws, {QStringLiteral("workspace"), QStringLiteral("audit"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray log = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(log.size(), 3);
        const QJsonObject first = log.last().toObject();
        QCOMPARE(first[QStringLiteral("action")].toString(), QStringLiteral("override_set"));
        QCOMPARE(first[QStringLiteral("subject")].toString(), QStringLiteral("sku/nvidia-l40s-48gb/tdp_watts"));
        QVERIFY(first[QStringLiteral("old_value")].isNull());
        QCOMPARE(first[QStringLiteral("new_value")].toDouble(), 320.0);
        QCOMPARE(first[QStringLiteral("detail")].toString(), QStringLiteral("capped"));
        if (!GpuPlan::TestRequire::WorkspaceBackends::onPostgreSql())
            QCOMPARE(first[QStringLiteral("who")].toString(), QStringLiteral("ana"));
        QCOMPARE(log.first().toObject()[QStringLiteral("old_value")].toDouble(), 330.0);
    }

    // Scenarios saved into the workspace: save, list, history, show, a stale save (exit 7), plan and report from the
    // workspace, removal.
    void scenarios()
    {
        const QByteArray name = "scenarios" + QByteArray::number(++m_workspaces) + ".gpuplan";
        const QString ws = m_backends.location(name.constData());
        const QString demo = QStringLiteral(GPUPLAN_DEMO_SCENARIO);
        const QString sc = QStringLiteral("scenario");
        Run r = run(ws,
                    {sc, QStringLiteral("save"), demo, QStringLiteral("--expect-version"), QStringLiteral("0"),
                     QStringLiteral("--note"), QStringLiteral("first cut"), QStringLiteral("--json")},
                    QStringLiteral("ana"));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QJsonObject j = object(r);
        // Saved under the scenario's own name by default.
        const QString demoName = QStringLiteral("Demo: Llama 3.1 70B chat service, FP8");
        QCOMPARE(j[QStringLiteral("name")].toString(), demoName);
        QCOMPARE(j[QStringLiteral("version")].toInt(), 1);
        QCOMPARE(j[QStringLiteral("note")].toString(), QStringLiteral("first cut"));
        r = run(ws,
                {sc, QStringLiteral("save"), demo, QStringLiteral("--name"), QStringLiteral("Q3 buy"),
                 QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = run(ws,
                {sc, QStringLiteral("save"), demo, QStringLiteral("--name"), QStringLiteral("Q3 buy"),
                 QStringLiteral("--expect-version"), QStringLiteral("1"), QStringLiteral("--json")});
        QCOMPARE(object(r)[QStringLiteral("version")].toInt(), 2);
        // A script still holding version 1.
        r = run(ws,
                {sc, QStringLiteral("save"), demo, QStringLiteral("--name"), QStringLiteral("Q3 buy"),
                 QStringLiteral("--expect-version"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 7);
        QVERIFY2(r.err.startsWith(QStringLiteral("conflict: ")) && r.err.contains(QStringLiteral("version 2")),
                 qPrintable(r.err));

        r = run(ws, {sc, QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray list = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(list.size(), 2);
        QCOMPARE(list.at(0).toObject()[QStringLiteral("name")].toString(), demoName);
        QCOMPARE(list.at(1).toObject()[QStringLiteral("name")].toString(), QStringLiteral("Q3 buy"));
        QCOMPARE(list.at(1).toObject()[QStringLiteral("version")].toInt(), 2);
        r = run(ws, {sc, QStringLiteral("history"), QStringLiteral("Q3 buy"), QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), 2);

        // show gives the document back byte for byte, the newest or a given version.
        QFile file(demo);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        r = run(ws, {sc, QStringLiteral("show"), QStringLiteral("Q3 buy"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, bytes);
        r = run(ws, {sc, QStringLiteral("show"), QStringLiteral("Q3 buy"), QStringLiteral("3")});
        QCOMPARE(r.exitCode, 2);

        // plan reads it from the workspace as it reads a file.
        r = run(ws,
                {QStringLiteral("plan"), QStringLiteral("--scenario"), QStringLiteral("workspace:Q3 buy@1"),
                 QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const Run fromFile
            = run(ws, {QStringLiteral("plan"), QStringLiteral("--scenario"), demo, QStringLiteral("--json")});
        QCOMPARE(r.out, fromFile.out);
        r = run(ws, {QStringLiteral("plan"), QStringLiteral("--scenario"), QStringLiteral("workspace:Nope")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QStringLiteral("Nope")), qPrintable(r.err));

        r = run(ws, {QStringLiteral("workspace"), QStringLiteral("audit"), QStringLiteral("--json")});
        const QJsonArray log = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(log.size(), 3);
        QCOMPARE(log.first().toObject()[QStringLiteral("action")].toString(), QStringLiteral("scenario_save"));
        QCOMPARE(log.first().toObject()[QStringLiteral("new_value")].toObject()[QStringLiteral("version")].toInt(), 2);

        r = run(ws,
                {sc, QStringLiteral("remove"), QStringLiteral("Q3 buy"), QStringLiteral("--expect-version"),
                 QStringLiteral("1")});
        QCOMPARE(r.exitCode, 7);
        r = run(ws,
                {sc, QStringLiteral("remove"), QStringLiteral("Q3 buy"), QStringLiteral("--expect-version"),
                 QStringLiteral("2")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = run(ws, {sc, QStringLiteral("remove"), QStringLiteral("Q3 buy")});
        QCOMPARE(r.exitCode, 2);
        // An invalid file: exit 4, nothing saved.
        QTemporaryDir dir;
        QFile bad(dir.filePath(QStringLiteral("bad.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"schema\": \"gpuplan-scenario\", \"schema_version\": 2,\n  \"options\": 3}\n");
        bad.close();
        r = run(ws, {sc, QStringLiteral("save"), bad.fileName()});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QStringLiteral("bad.json")), qPrintable(r.err));
        r = run(ws, {sc, QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), 1);
    }

    void badEdits()
    {
        const QString ws = m_backends.location("bad.gpuplan");
        Run r = run(ws,
                    {QStringLiteral("catalog"), QStringLiteral("set"), QStringLiteral("L40S"), QStringLiteral("colour"),
                     QStringLiteral("green")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("colour")), qPrintable(r.err));
        r = run(ws,
                {QStringLiteral("catalog"), QStringLiteral("set"), QStringLiteral("L40S"), QStringLiteral("tdp_watts"),
                 QStringLiteral("\"seventy\"")});
        QCOMPARE(r.exitCode, 4);
        r = run(ws,
                {QStringLiteral("catalog"), QStringLiteral("set"), QStringLiteral("L40S"), QStringLiteral("tdp_watts"),
                 QStringLiteral("70"), QStringLiteral("--expect-version"), QStringLiteral("two")});
        QCOMPARE(r.exitCode, 1);
        r = run(ws, {QStringLiteral("workspace"), QStringLiteral("audit"), QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCliWorkspace)
#include "tst_cliworkspace.moc"
