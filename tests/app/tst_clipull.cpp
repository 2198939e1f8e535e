// gpuplan-cli fleet pull against a real Prometheus (Debian's 2.42, started by the test on 127.0.0.1), as a
// script would run it: the pull, `fleet --json` after it, --dry-run, an incremental pull, and the exits of
// bad arguments and of a server that is not there.
#include "prometheusserver.h"
#include "promfixture.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using GpuPlan::TestRequire::PrometheusServer;
using GpuPlan::TestRequire::PromFleet;

class TestCliPull : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    PrometheusServer m_server;
    PromFleet m_fleet;

    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QString err;
        QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    };

    Run run(const QString &workspace, QStringList args) const
    {
        args.prepend(workspace);
        args.prepend(QStringLiteral("--workspace"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUPLAN_CLI), args);
        if (!p.waitForFinished(120000))
            return {};
        return Run{p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError())};
    }

    static QStringList words(const char *text) { return QString::fromLatin1(text).split(QLatin1Char(' ')); }

    QString iso(qint64 t) const { return QDateTime::fromSecsSinceEpoch(t, Qt::UTC).toString(Qt::ISODate); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_fleet.start = GpuPlan::TestRequire::promFixtureStart();
        QString error;
        // The README's test command installs Prometheus: one that cannot start fails the test (no skip).
        QVERIFY2(m_server.start(GpuPlan::TestRequire::promFleetOpenMetrics(m_fleet), &error), qPrintable(error));
    }

    void pullThenFleet()
    {
        const QString ws = m_dir.filePath(QStringLiteral("pull.gpuplan"));
        // Unix seconds for the start, RFC 3339 for the end.
        const Run pull = run(ws,
                             {QStringLiteral("fleet"), QStringLiteral("pull"), QStringLiteral("--prometheus"),
                              m_server.url() + QLatin1Char('/'), QStringLiteral("--start"),
                              QString::number(m_fleet.start + 60), QStringLiteral("--end"), iso(m_fleet.start + 7200),
                              QStringLiteral("--step"), QStringLiteral("1m"), QStringLiteral("--json")});
        QVERIFY2(pull.exitCode == 0, qPrintable(pull.err));
        const QJsonObject j = pull.json();
        QCOMPARE(j.value(QLatin1String("status")).toString(), QStringLiteral("pulled"));
        QCOMPARE(j.value(QLatin1String("url")).toString(), m_server.url());
        QCOMPARE(j.value(QLatin1String("step_s")).toInt(), 60);
        QCOMPARE(j.value(QLatin1String("devices")).toInt(), 4);
        QCOMPARE(j.value(QLatin1String("partial")).toBool(), false);
        QCOMPARE(j.value(QLatin1String("start")).toString(), iso(m_fleet.start + 60));
        QCOMPARE(j.value(QLatin1String("import")).toObject().value(QLatin1String("status")).toString(),
                 QStringLiteral("imported"));
        // The pull document is kept in the app's data folder.
        QVERIFY(QFileInfo(j.value(QLatin1String("import")).toObject().value(QLatin1String("path")).toString())
                    .absoluteFilePath()
                    .startsWith(m_dir.filePath(QStringLiteral("data"))));

        const Run fleet = run(ws, {QStringLiteral("fleet"), QStringLiteral("--json")});
        QCOMPARE(fleet.exitCode, 0);
        const QJsonObject f = fleet.json();
        QCOMPARE(f.value(QLatin1String("devices")).toArray().size(), 4);
        QStringList codes;
        for (const QJsonValue &finding : f.value(QLatin1String("findings")).toArray())
            codes << finding.toObject().value(QLatin1String("code")).toString();
        for (const char *code : {"thermal_throttle_under_load", "clock_sag", "xid_reject", "pcie_width_downgraded",
                                 "counter_growing", "gpu_missing", "xid_application"})
            QVERIFY2(codes.contains(QLatin1String(code)), code);

        // Again without a window: from the last pull on, and there is nothing new in the fixture's past.
        const Run again = run(ws,
                              {QStringLiteral("fleet"), QStringLiteral("pull"), QStringLiteral("--prometheus"),
                               m_server.url(), QStringLiteral("--end"), iso(m_fleet.start + 7200)});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY2(again.out.contains("Nothing new"), again.out.constData());
    }

    void dryRun()
    {
        const QString ws = m_dir.filePath(QStringLiteral("dry.gpuplan"));
        const Run r = run(ws,
                          {QStringLiteral("fleet"), QStringLiteral("pull"), QStringLiteral("--prometheus"),
                           m_server.url(), QStringLiteral("--start"), QString::number(m_fleet.start + 60),
                           QStringLiteral("--end"), QString::number(m_fleet.start + 7200), QStringLiteral("--selector"),
                           QStringLiteral("{Hostname=\"gpu-a\"}"), QStringLiteral("--dry-run")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains("max_over_time(DCGM_FI_DEV_GPU_TEMP{Hostname=\"gpu-a\"}[60s])"));
        const Run fleet = run(ws, {QStringLiteral("fleet"), QStringLiteral("--json")});
        QCOMPARE(fleet.json().value(QLatin1String("devices")).toArray().size(), 0);
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QStringList pull = words("fleet pull");
        QTest::newRow("no server") << pull << 1 << QStringLiteral("--prometheus URL");
        QTest::newRow("bad since") << pull + words("--prometheus http://x --since yesterday") << 1
                                   << QStringLiteral("--since takes a duration");
        QTest::newRow("since and start") << pull + words("--prometheus http://x --since 1h --start 5") << 1
                                         << QStringLiteral("either --since or --start");
        QTest::newRow("local time") << pull + words("--prometheus http://x --start 2026-12-01T00:00:00") << 1
                                    << QStringLiteral("RFC 3339");
        QTest::newRow("end before start")
            << pull + words("--prometheus http://x --start 2000 --end 1000") << 1 << QStringLiteral("before");
        QTest::newRow("fractional step") << pull + words("--prometheus http://x --step 1.5") << 1
                                         << QStringLiteral("--step");
        QTest::newRow("bad selector") << pull + words("--prometheus http://x --selector gpu") << 1
                                      << QStringLiteral("label matchers");
        QTest::newRow("not a URL") << pull + words("--prometheus ftp://x --since 1h") << 1
                                   << QStringLiteral("http:// or https://");
    }

    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const Run r = run(m_dir.filePath(QStringLiteral("bad.gpuplan")), args);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(r.exitCode, exitCode);
    }

    void serverNotThere()
    {
        const QString url = QStringLiteral("http://127.0.0.1:") + QString::number(PrometheusServer::freePort());
        const Run r = run(m_dir.filePath(QStringLiteral("down.gpuplan")),
                          {QStringLiteral("fleet"), QStringLiteral("pull"), QStringLiteral("--prometheus"), url,
                           QStringLiteral("--since"), QStringLiteral("1h"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 9);
        const QJsonObject j = QJsonDocument::fromJson(r.err.toUtf8()).object();
        QCOMPARE(j.value(QLatin1String("status")).toString(), QStringLiteral("failed"));
        QVERIFY(j.value(QLatin1String("error")).toString().contains(url));
    }
};

QTEST_GUILESS_MAIN(TestCliPull)
#include "tst_clipull.moc"
