// ProbeSession: the runner's command line for a request, the run's record and the rule that keeps a
// run, against the fake runner; and ProbeReaper, the owner of runners that were let go.
#include "io/probelistjob.h"
#include "io/probeprocess.h"
#include "io/probereaper.h"
#include "io/probesession.h"
#include "io/workspacestore.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace GpuPlan;
Q_DECLARE_METATYPE(GpuPlan::ProbeRequest)

namespace {
QStringList words(const char *line) { return QString::fromLatin1(line).split(QLatin1Char(' ')); }

ProbeRequest measurement()
{
    ProbeRequest r;
    r.deviceId = QStringLiteral("cuda:0");
    return r;
}

ProbeRequest burnIn(double seconds)
{
    ProbeRequest r = measurement();
    r.burnin = true;
    r.seconds = seconds;
    return r;
}
} // namespace

class TestProbeSession : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Probe::DeviceInfo m_device; ///< the fake runner's one device, as its --list names it

    static void setMode(const char *mode) { qputenv("FAKEPROBE_MODE", mode); }
    const Probe::DeviceInfo &device() const { return m_device; }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("GPUPLAN_PROBE", QByteArrayLiteral(GPUPLAN_FAKEPROBE));
        setMode("ok");
        ProbeListJob list;
        QSignalSpy listed(&list, &ProbeListJob::finished);
        QVERIFY(list.start(10000));
        QTRY_COMPARE_WITH_TIMEOUT(listed.count(), 1, 10000);
        const auto report = listed.at(0).at(0).value<Probe::ListReport>();
        QCOMPARE(report.devices.size(), std::size_t(1));
        m_device = report.devices.front();
    }

    void arguments_data()
    {
        QTest::addColumn<ProbeRequest>("request");
        QTest::addColumn<QStringList>("expected");

        QTest::newRow("plain run") << measurement() << words("run --device cuda:0 --json-lines");
        ProbeRequest counted = measurement();
        counted.tests = QStringLiteral("bandwidth,compute");
        counted.repeats = 5;
        counted.warmups = 0;
        counted.sizeMib = 256;
        counted.minutes = 3; // a burn-in's: not passed to a run
        counted.criteria.maxTemperatureC = 70;
        QTest::newRow("run with tests and counts")
            << counted
            << words(
                   "run --device cuda:0 --tests bandwidth,compute --repeats 5 --warmups 0 --size-mib 256 --json-lines");

        QTest::newRow("burn-in in seconds") << burnIn(3) << words("burnin --device cuda:0 --seconds 3 --json-lines");

        // As the Probes page fills it: every criterion set, the spec from the SKU.
        ProbeRequest full = burnIn(99);
        full.minutes = 0.5; // wins over seconds
        full.skuClass = QStringLiteral("consumer");
        full.criteria.specBandwidthGBs = 2039;
        full.criteria.specFp32Gflops = 51200.5;
        full.criteria.maxTemperatureC = 83;
        full.criteria.minClockFraction = 0.85;
        full.criteria.minBandwidthFraction = 0.8;
        full.criteria.minFp32Fraction = 0.75;
        full.criteria.warmupSeconds = 60;
        full.criteria.requirePcieMax = false;
        full.tests = QStringLiteral("bandwidth"); // a run's: not passed to a burn-in
        QTest::newRow("burn-in with every criterion")
            << full
            << words("burnin --device cuda:0 --minutes 0.5 --class consumer --spec-bandwidth 2039 --spec-fp32 51200.5 "
                     "--max-temp 83 --min-clock-fraction 0.85 --min-bandwidth-fraction 0.8 --min-fp32-fraction 0.75 "
                     "--warmup-seconds 60 --no-require-pcie-max --json-lines");

        ProbeRequest some = burnIn(3600);
        some.criteria.specFp32Gflops = 1.0 / 3.0; // 12 significant digits, as the runner reads them
        some.criteria.minClockFraction = 0.9;
        QTest::newRow("burn-in with some criteria")
            << some
            << words("burnin --device cuda:0 --seconds 3600 --spec-fp32 0.333333333333 --min-clock-fraction 0.9 "
                     "--json-lines");
    }

    void arguments()
    {
        QFETCH(ProbeRequest, request);
        QFETCH(QStringList, expected);
        QCOMPARE(ProbeSession::arguments(request), expected);
    }

    void timeout()
    {
        QCOMPARE(ProbeSession::timeoutMs(measurement()), 30 * 60 * 1000);
        QCOMPARE(ProbeSession::timeoutMs(burnIn(3)), 3000 + 10 * 60 * 1000);
        ProbeRequest minutes = burnIn(3);
        minutes.minutes = 2;
        QCOMPARE(ProbeSession::timeoutMs(minutes), 120000 + 10 * 60 * 1000);
        minutes.timeoutMs = 1500;
        QCOMPARE(ProbeSession::timeoutMs(minutes), 1500);
        QCOMPARE(ProbeSession::timeoutMs(burnIn(30 * 86400.0 * 1000)), 2000000000); // capped, no overflow
    }

    void criteria()
    {
        // The class's defaults (probes/protocol/burnin.cpp: consumer 83 °C, 85 % clock), the rest as given.
        ProbeRequest r = burnIn(60);
        r.skuClass = QStringLiteral("consumer");
        r.criteria.specBandwidthGBs = 1008;
        r.criteria.minFp32Fraction = 0.7;
        r.criteria.requirePcieMax = false;
        const Probe::BurnInCriteria c = ProbeSession::criteria(r);
        QCOMPARE(c.maxTemperatureC, 83.0);
        QCOMPARE(c.minClockFraction, 0.85);
        QCOMPARE(c.minBandwidthFraction, 0.80);
        QCOMPARE(c.minFp32Fraction, 0.7);
        QCOMPARE(c.warmupSeconds, 60.0);
        QCOMPARE(c.specBandwidthGBs, std::optional<double>(1008));
        QVERIFY(!c.specFp32Gflops);
        QVERIFY(!c.requirePcieMax);
        // No class is datacenter: 85 °C, 90 %.
        const Probe::BurnInCriteria d = ProbeSession::criteria(burnIn(60));
        QCOMPARE(d.maxTemperatureC, 85.0);
        QCOMPARE(d.minClockFraction, 0.90);
        QVERIFY(d.requirePcieMax);
    }

    void skuClassFromKey()
    {
        QCOMPARE(ProbeSession::skuClassFromKey(QString()), Probe::SkuClass::Datacenter);
        QCOMPARE(ProbeSession::skuClassFromKey(QStringLiteral("datacenter")), Probe::SkuClass::Datacenter);
        QCOMPARE(ProbeSession::skuClassFromKey(QStringLiteral("workstation")), Probe::SkuClass::Workstation);
        QCOMPARE(ProbeSession::skuClassFromKey(QStringLiteral("consumer")), Probe::SkuClass::Consumer);
        QVERIFY(!ProbeSession::skuClassFromKey(QStringLiteral("gaming")));
    }

    void newRunRecordsTheDevice()
    {
        ProbeRequest r = burnIn(3);
        r.note = QStringLiteral("intake batch 7");
        const QDateTime before = QDateTime::currentDateTimeUtc();
        const ProbeRun run = ProbeSession::newRun(device(), r);
        QVERIFY(run.startedAt >= before && run.startedAt <= QDateTime::currentDateTimeUtc());
        QCOMPARE(run.startedAt.timeSpec(), Qt::UTC);
        QCOMPARE(run.command, QStringLiteral("burnin"));
        QCOMPARE(run.backend, QStringLiteral("cuda"));
        QCOMPARE(run.deviceId, QStringLiteral("cuda:0"));
        QCOMPARE(run.deviceName, QStringLiteral("Fake H100 PCIe"));
        QCOMPARE(run.vendor, QStringLiteral("NVIDIA"));
        QCOMPARE(run.uuid, QStringLiteral("GPU-00000000-fake-4000-8000-000000000001"));
        QCOMPARE(run.serial, QStringLiteral("1650000000001"));
        QCOMPARE(run.pciBusId, QStringLiteral("0000:65:00.0"));
        QCOMPARE(run.note, QStringLiteral("intake batch 7"));
        QCOMPARE(run.exitCode, -1);
        QVERIFY(run.exitStatus.isEmpty());
        QCOMPARE(ProbeSession::newRun(device(), measurement()).command, QStringLiteral("run"));
    }

    // How each way a run ends fills the record, and which runs are kept: once hello arrived, even
    // when the runner then died; never when it did not start talking.
    void keepRule_data()
    {
        QTest::addColumn<QByteArray>("mode");
        QTest::addColumn<QString>("runner");
        QTest::addColumn<bool>("succeeds");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("exitStatus");
        QTest::addColumn<QString>("runnerVersion");
        QTest::addColumn<bool>("kept");
        QTest::addColumn<int>("results");

        const QString fake = QStringLiteral(GPUPLAN_FAKEPROBE);
        const QString v = QStringLiteral("0.1.0-fake");
        QTest::newRow("ok") << QByteArray("ok") << fake << true << 0 << "ok" << v << true << 2;
        QTest::newRow("test failed") << QByteArray("test_failed") << fake << true << 1 << "test_failed" << v << true
                                     << 2;
        QTest::newRow("crash after hello") << QByteArray("crash") << fake << false << -1 << "crashed" << v << true << 0;
        QTest::newRow("no final line") << QByteArray("no_final") << fake << false << -1 << "no_final_line" << v << true
                                       << 2;
        QTest::newRow("newer schema") << QByteArray("newer_schema") << fake << false << -1 << "schema_mismatch"
                                      << QString() << false << 0;
        QTest::newRow("missing runner") << QByteArray("ok") << QStringLiteral("/nonexistent/gpuplan-probe") << false
                                        << -1 << "missing_runner" << QString() << false << 0;
    }

    void keepRule()
    {
        QFETCH(QByteArray, mode);
        QFETCH(QString, runner);
        QFETCH(bool, succeeds);
        QFETCH(int, exitCode);
        QFETCH(QString, exitStatus);
        QFETCH(QString, runnerVersion);
        QFETCH(bool, kept);
        QFETCH(int, results);
        setMode(mode.constData());
        ProbeSession session;
        session.process()->setRunnerPath(runner);
        QSignalSpy finished(&session, &ProbeSession::finished);
        QSignalSpy failed(&session, &ProbeSession::failed);
        ProbeRequest request = measurement();
        request.note = QStringLiteral("slot 3");
        QVERIFY(session.start(device(), request));
        if (session.isRunning())
            QVERIFY(!session.start(device(), request)); // one run at a time
        QTRY_COMPARE_WITH_TIMEOUT(finished.count() + failed.count(), 1, 20000);
        QCOMPARE(finished.count(), succeeds ? 1 : 0);
        QVERIFY(!session.isRunning());

        const ProbeRun &run = session.run();
        QCOMPARE(run.exitCode, exitCode);
        QCOMPARE(run.exitStatus, exitStatus);
        QCOMPARE(run.runnerVersion, runnerVersion);
        QCOMPARE(run.deviceName, QStringLiteral("Fake H100 PCIe"));
        QCOMPARE(run.note, QStringLiteral("slot 3"));
        QCOMPARE(session.exitCode().has_value(), succeeds);
        QCOMPARE(session.keepsRun(), kept);
        if (!kept)
            return;

        WorkspaceStore store;
        const QString path = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".gpuplan"));
        QCOMPARE(store.open(path), WorkspaceStore::OpenStatus::Ok);
        const qint64 id = session.save(store);
        QVERIFY2(id > 0, qPrintable(store.lastError()));
        const auto stored = store.probeRun(id);
        QVERIFY(stored);
        QCOMPARE(stored->exitStatus, exitStatus);
        QCOMPARE(stored->exitCode, exitCode);
        QCOMPARE(stored->runnerVersion, runnerVersion);
        QCOMPARE(int(store.probeResults(id).size()), results);
        QVERIFY(!store.probeVerdict(id)); // a measurement has none
    }

    void burnInIsStoredWithItsCriteria()
    {
        setMode("burnin_reject");
        ProbeSession session;
        QSignalSpy finished(&session, &ProbeSession::finished);
        ProbeRequest request = burnIn(3);
        request.skuClass = QStringLiteral("workstation");
        request.criteria.specBandwidthGBs = 2000;
        request.criteria.maxTemperatureC = 80;
        QVERIFY(session.start(device(), request));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QCOMPARE(session.run().exitStatus, QStringLiteral("burnin_reject"));
        QCOMPARE(session.run().exitCode, 11);
        QCOMPARE(session.runCriteria().maxTemperatureC, 80.0);
        QCOMPARE(session.runCriteria().minClockFraction, 0.88); // workstation's default

        WorkspaceStore store;
        QCOMPARE(store.open(m_dir.filePath(QStringLiteral("burnin.gpuplan"))), WorkspaceStore::OpenStatus::Ok);
        const qint64 id = session.save(store);
        QVERIFY2(id > 0, qPrintable(store.lastError()));
        const auto verdict = store.probeVerdict(id);
        QVERIFY(verdict);
        QCOMPARE(verdict->verdict.verdict, Probe::VerdictKind::Reject);
        QCOMPARE(verdict->criteria.maxTemperatureC, 80.0);
        QCOMPARE(verdict->criteria.minClockFraction, 0.88);
        QCOMPARE(verdict->criteria.specBandwidthGBs, std::optional<double>(2000));
    }

    // A runner let go while it runs belongs to the application's reaper until it has ended.
    void failedRunnerIsReaped()
    {
        setMode("hang");
        ProbeReaper *reaper = ProbeReaper::forApplication();
        QVERIFY(reaper);
        QCOMPARE(ProbeReaper::forApplication(), reaper);
        ProbeSession session;
        QSignalSpy failed(&session, &ProbeSession::failed);
        ProbeRequest request = measurement();
        request.timeoutMs = 500;
        QVERIFY(session.start(device(), request));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
        QCOMPARE(session.run().exitStatus, QStringLiteral("timed_out"));
        QVERIFY(session.keepsRun());
        QVERIFY(!session.process()->findChild<QProcess *>());
        QTRY_COMPARE_WITH_TIMEOUT(int(reaper->findChildren<QProcess *>().size()), 0, 10000);
    }

    void reaperDeletesARunnerOnceItEnded()
    {
        ProbeReaper reaper;
        auto *process = new QProcess;
        QPointer<QProcess> alive(process);
        setMode("hang");
        process->start(QStringLiteral(GPUPLAN_FAKEPROBE), {QStringLiteral("run")});
        QVERIFY(process->waitForStarted(10000));
        reaper.adopt(process);
        QCOMPARE(process->parent(), &reaper);
        QTRY_VERIFY_WITH_TIMEOUT(alive.isNull(), 10000);
        QCOMPARE(reaper.pendingCount(), 0);
    }

    void reaperWaitsForWhatRemainsWhenDestroyed()
    {
        auto *reaper = new ProbeReaper;
        auto *process = new QProcess;
        QPointer<QProcess> alive(process);
        setMode("hang");
        process->start(QStringLiteral(GPUPLAN_FAKEPROBE), {QStringLiteral("run")});
        QVERIFY(process->waitForStarted(10000));
        reaper->adopt(process);
        QCOMPARE(reaper->pendingCount(), 1); // killed, not yet reaped: no event loop has run
        QElapsedTimer timer;
        timer.start();
        delete reaper;
        QVERIFY(alive.isNull());
        QVERIFY(timer.elapsed() < ProbeReaper::ShutdownWaitMs);
    }
};

QTEST_GUILESS_MAIN(TestProbeSession)
#include "tst_probesession.moc"
