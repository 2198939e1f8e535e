// ProbeProcess and ProbeListJob against a fake runner that ends in every way a real one can.
#include "io/probelistjob.h"
#include "io/probeprocess.h"
#include "io/probereaper.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace GpuPlan;
namespace {
const QStringList kRunArgs = {QStringLiteral("run"),
                              QStringLiteral("--device"),
                              QStringLiteral("cuda:0"),
                              QStringLiteral("--tests"),
                              QStringLiteral("bandwidth.triad,compute.fp32_fma"),
                              QStringLiteral("--json-lines")};
const QStringList kBurnInArgs
    = {QStringLiteral("burnin"),    QStringLiteral("--device"), QStringLiteral("cuda:0"),
       QStringLiteral("--seconds"), QStringLiteral("3"),        QStringLiteral("--json-lines")};
} // namespace

class TestProbeProcess : public QObject
{
    Q_OBJECT

private:
    static void setMode(const QString &mode) { qputenv("FAKEPROBE_MODE", mode.toUtf8()); }

private Q_SLOTS:
    void initTestCase() { qputenv("GPUPLAN_PROBE", QByteArrayLiteral(GPUPLAN_FAKEPROBE)); }

    void runnerPathFromEnvironment()
    {
        QCOMPARE(ProbeProcess().runnerPath(), QStringLiteral(GPUPLAN_FAKEPROBE));
        qunsetenv("GPUPLAN_PROBE");
        QCOMPARE(ProbeProcess().runnerPath(),
                 QCoreApplication::applicationDirPath() + QStringLiteral("/gpuplan-probe"));
        qputenv("GPUPLAN_PROBE", QByteArrayLiteral(GPUPLAN_FAKEPROBE));
    }

    void outcome_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<bool>("burnin");
        QTest::addColumn<int>("timeoutMs");
        QTest::addColumn<bool>("succeeds");
        QTest::addColumn<int>("exitCode"); // when it succeeds
        QTest::addColumn<int>("results");
        QTest::addColumn<int>("failure"); // ProbeProcess::Failure when it fails
        QTest::addColumn<QStringList>("messageContains");

        using F = ProbeProcess::Failure;
        QTest::newRow("ok") << "ok" << false << 30000 << true << int(Probe::ExitCode::Ok) << 2 << int(F::None)
                            << QStringList();
        QTest::newRow("test failed") << "test_failed" << false << 30000 << true << int(Probe::ExitCode::TestFailed) << 2
                                     << int(F::None) << QStringList();
        QTest::newRow("burn-in pass") << "burnin_ok" << true << 30000 << true << int(Probe::ExitCode::Ok) << 0
                                      << int(F::None) << QStringList();
        QTest::newRow("burn-in reject") << "burnin_reject" << true << 30000 << true
                                        << int(Probe::ExitCode::BurnInReject) << 0 << int(F::None) << QStringList();
        QTest::newRow("crash") << "crash" << false << 30000 << false << 0 << 0 << int(F::Crashed)
                               << QStringList{QStringLiteral("crashed"), QStringLiteral("signal 6"),
                                              QStringLiteral("fakeprobe")};
        QTest::newRow("hang") << "hang" << false << 1500 << false << 0 << 0 << int(F::TimedOut)
                              << QStringList{QStringLiteral("did not finish within 1.5 s")};
        QTest::newRow("garbage") << "garbage" << false << 30000 << false << 0 << 0 << int(F::InvalidOutput)
                                 << QStringList{QStringLiteral("line 2"), QStringLiteral("not valid JSON"),
                                                QStringLiteral("this is not json")};
        QTest::newRow("newer schema") << "newer_schema" << false << 30000 << false << 0 << 0 << int(F::SchemaMismatch)
                                      << QStringList{QStringLiteral("schema 99"), QStringLiteral("reads schema 1")};
        QTest::newRow("no final line") << "no_final" << false << 30000 << false << 0 << 2 << int(F::NoFinalLine)
                                       << QStringList{QStringLiteral("without its final line"),
                                                      QStringLiteral("code 0")};
    }

    void outcome()
    {
        QFETCH(QString, mode);
        QFETCH(bool, burnin);
        QFETCH(int, timeoutMs);
        QFETCH(bool, succeeds);
        QFETCH(int, exitCode);
        QFETCH(int, results);
        QFETCH(int, failure);
        QFETCH(QStringList, messageContains);
        setMode(mode);

        ProbeProcess p;
        QSignalSpy hello(&p, &ProbeProcess::helloReceived);
        QSignalSpy resultSpy(&p, &ProbeProcess::resultReceived);
        QSignalSpy finished(&p, &ProbeProcess::finished);
        QSignalSpy failed(&p, &ProbeProcess::failed);
        QVERIFY(p.start(burnin ? kBurnInArgs : kRunArgs, timeoutMs));
        QVERIFY(p.isRunning());
        QVERIFY(!p.start(kRunArgs, timeoutMs)); // one run at a time
        QTRY_COMPARE_WITH_TIMEOUT(finished.count() + failed.count(), 1, 20000);
        QVERIFY(!p.isRunning());
        if (mode != QLatin1String("newer_schema"))
            QCOMPARE(hello.count(), 1);
        QCOMPARE(resultSpy.count(), results);
        QCOMPARE(int(p.results().size()), results);
        if (succeeds) {
            QCOMPARE(failed.count(), 0);
            QCOMPARE(finished.at(0).at(0).value<Probe::ExitCode>(), Probe::ExitCode(exitCode));
            QCOMPARE(int(finished.at(0).at(1).value<std::vector<Probe::TestResult>>().size()), results);
            QCOMPARE(p.failure(), ProbeProcess::Failure::None);
            QVERIFY(p.errorString().isEmpty());
        } else {
            QCOMPARE(finished.count(), 0);
            QCOMPARE(p.failure(), ProbeProcess::Failure(failure));
            const QString message = failed.at(0).at(0).toString();
            QCOMPARE(message, p.errorString());
            for (const QString &part : messageContains)
                QVERIFY2(message.contains(part), qPrintable(message));
        }
        // Exactly one end, even after the runner is gone (a runner let go ends under the reaper).
        QVERIFY(!p.isRunning());
        QTRY_COMPARE(ProbeReaper::forApplication()->pendingCount(), 0);
        QCoreApplication::sendPostedEvents();
        QCOMPARE(finished.count() + failed.count(), 1);
    }

    void streamsEveryMessage()
    {
        setMode(QStringLiteral("test_failed"));
        ProbeProcess p;
        QSignalSpy progress(&p, &ProbeProcess::progress);
        QSignalSpy errors(&p, &ProbeProcess::errorLine);
        QSignalSpy values(&p, &ProbeProcess::stageValue);
        QSignalSpy finished(&p, &ProbeProcess::finished);
        QVERIFY(p.start(kRunArgs, 30000));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QCOMPARE(progress.count(), 3);
        QCOMPARE(values.count(), 1);
        QCOMPARE(values.at(0).at(1).toDouble(), 1850.5);
        QCOMPARE(values.at(0).at(2).toString(), QStringLiteral("GB/s"));
        QCOMPARE(progress.at(1).at(0).toDouble(), 0.5);
        QCOMPARE(progress.at(1).at(1).toString(), QStringLiteral("compute.fp32_fma"));
        QCOMPARE(errors.count(), 1);
        QCOMPARE(errors.at(0).at(0).toString(), QStringLiteral("verify_failed"));
        QVERIFY(p.hello());
        QCOMPARE(p.hello()->version, std::string("0.1.0-fake"));
        QCOMPARE(p.results().at(0).test, std::string("bandwidth.triad"));
        QCOMPARE(p.results().at(0).median, 1850.5);
        QVERIFY(p.results().at(0).verified);
        QVERIFY(!p.results().at(1).verified);
        QVERIFY(p.finalLine());
    }

    void burnInStreamsTelemetryChecksAndVerdict()
    {
        setMode(QStringLiteral("burnin_reject"));
        ProbeProcess p;
        QSignalSpy telemetry(&p, &ProbeProcess::telemetryReceived);
        QSignalSpy checks(&p, &ProbeProcess::burnInCheckReceived);
        QSignalSpy verdict(&p, &ProbeProcess::verdictReceived);
        QSignalSpy finished(&p, &ProbeProcess::finished);
        QVERIFY(p.start(kBurnInArgs, 30000));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QCOMPARE(telemetry.count(), 3);
        QCOMPARE(telemetry.at(2).at(0).value<Probe::TelemetrySample>().temperatureC, std::optional<double>(62.0));
        QCOMPARE(checks.count(), 3);
        QCOMPARE(checks.at(2).at(0).value<Probe::BurnInCheck>().miscompares, 7LL);
        QCOMPARE(verdict.count(), 1);
        const auto v = verdict.at(0).at(0).value<Probe::BurnInVerdict>();
        QCOMPARE(v.verdict, Probe::VerdictKind::Reject);
        QCOMPARE(v.reasons.size(), std::size_t(3));
        QCOMPARE(p.verdict()->reasons.front().code, std::string("miscompare"));
        QCOMPARE(p.telemetry().size(), std::size_t(3));
        QCOMPARE(p.burnInChecks().size(), std::size_t(3));
    }

    void missingRunnerNamesThePath()
    {
        ProbeProcess p;
        const QString path = QStringLiteral("/nonexistent/gpuplan-probe");
        p.setRunnerPath(path);
        QSignalSpy failed(&p, &ProbeProcess::failed);
        QVERIFY(p.start(kRunArgs, 30000));
        QCOMPARE(failed.count(), 0); // never from inside start()
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 5000);
        QCOMPARE(p.failure(), ProbeProcess::Failure::MissingRunner);
        QVERIFY2(failed.at(0).at(0).toString().contains(path), qPrintable(failed.at(0).at(0).toString()));
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("GPUPLAN_PROBE")));
        // The same object runs again once the first run has ended.
        setMode(QStringLiteral("ok"));
        p.setRunnerPath({});
        QSignalSpy finished(&p, &ProbeProcess::finished);
        QVERIFY(p.start(kRunArgs, 30000));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QCOMPARE(p.failure(), ProbeProcess::Failure::None);
    }

    void cancelStopsAHungRunner()
    {
        setMode(QStringLiteral("hang"));
        ProbeProcess p;
        QSignalSpy hello(&p, &ProbeProcess::helloReceived);
        QSignalSpy finished(&p, &ProbeProcess::finished);
        QSignalSpy failed(&p, &ProbeProcess::failed);
        QVERIFY(p.start(kRunArgs, 0));
        QTRY_COMPARE_WITH_TIMEOUT(hello.count(), 1, 10000);
        p.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, ProbeProcess::TerminateGraceMs + 5000);
        QCOMPARE(failed.count(), 0);
        QCOMPARE(finished.at(0).at(0).value<Probe::ExitCode>(), Probe::ExitCode::Cancelled);
        QVERIFY(!p.isRunning());
    }

    void destroyingKillsTheRunner()
    {
        setMode(QStringLiteral("hang"));
        auto *p = new ProbeProcess;
        QSignalSpy hello(p, &ProbeProcess::helloReceived);
        QVERIFY(p->start(kRunArgs, 0));
        QTRY_COMPARE_WITH_TIMEOUT(hello.count(), 1, 10000);
        QElapsedTimer timer;
        timer.start();
        delete p;
        QVERIFY(timer.elapsed() < 5000);
    }

    void list_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("timeoutMs");
        QTest::addColumn<bool>("succeeds");
        QTest::addColumn<QStringList>("messageContains");
        QTest::newRow("ok") << "ok" << 30000 << true << QStringList();
        QTest::newRow("crash") << "crash" << 30000 << false << QStringList{QStringLiteral("crashed")};
        QTest::newRow("hang") << "hang" << 400 << false << QStringList{QStringLiteral("did not finish within")};
        QTest::newRow("garbage") << "garbage" << 30000 << false
                                 << QStringList{QStringLiteral("device list is invalid"),
                                                QStringLiteral("this is not json")};
        QTest::newRow("newer schema") << "newer_schema" << 30000 << false << QStringList{QStringLiteral("schema 99")};
    }

    void list()
    {
        QFETCH(QString, mode);
        QFETCH(int, timeoutMs);
        QFETCH(bool, succeeds);
        QFETCH(QStringList, messageContains);
        setMode(mode);
        ProbeListJob job;
        QSignalSpy finished(&job, &ProbeListJob::finished);
        QSignalSpy failed(&job, &ProbeListJob::failed);
        QVERIFY(job.start(timeoutMs));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count() + failed.count(), 1, 20000);
        if (succeeds) {
            const auto report = finished.at(0).at(0).value<Probe::ListReport>();
            QCOMPARE(report.devices.size(), std::size_t(1));
            QCOMPARE(report.devices.front().name, std::string("Fake H100 PCIe"));
            QCOMPARE(report.backends.size(), std::size_t(3));
            QCOMPARE(report.backends.at(2).reason, std::string("libamdhip64.so.5 not found"));
        } else {
            const QString message = failed.at(0).at(0).toString();
            for (const QString &part : messageContains)
                QVERIFY2(message.contains(part), qPrintable(message));
        }
    }

    void listMissingRunner()
    {
        ProbeListJob job;
        job.setRunnerPath(QStringLiteral("/nonexistent/gpuplan-probe"));
        QSignalSpy failed(&job, &ProbeListJob::failed);
        QVERIFY(job.start());
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 5000);
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("/nonexistent/gpuplan-probe")));
    }
};

QTEST_GUILESS_MAIN(TestProbeProcess)
#include "tst_probeprocess.moc"
