// Probe runs in a workspace: round trip, all-or-nothing saves, filters and the latest verdict per card.
#include "io/workspacestore.h"

#include "workspacebackends.h"

#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace GpuPlan;
class TestWorkspaceProbes : public QObject
{
    Q_OBJECT

private:
    // Every test runs on a workspace file and on a PostgreSQL database (the global data).
    TestRequire::WorkspaceBackends m_backends;

    static ProbeRun run(const char *uuid, const char *serial, const char *startedAt, const char *command = "run")
    {
        ProbeRun r;
        r.startedAt = QDateTime::fromString(QString::fromLatin1(startedAt), Qt::ISODate);
        r.command = QString::fromLatin1(command);
        r.backend = QStringLiteral("cuda");
        r.deviceId = QStringLiteral("cuda:0");
        r.deviceName = QStringLiteral("NVIDIA H100 PCIe");
        r.vendor = QStringLiteral("NVIDIA");
        r.uuid = QString::fromLatin1(uuid);
        r.serial = QString::fromLatin1(serial);
        r.pciBusId = QStringLiteral("0000:65:00.0");
        r.runnerVersion = QStringLiteral("0.1.0");
        r.exitCode = 0;
        r.exitStatus = QStringLiteral("ok");
        r.note = QStringLiteral("intake batch 7");
        return r;
    }

    static Probe::TestResult result(const char *test, double median)
    {
        Probe::TestResult t;
        t.backend = "cuda";
        t.device = "cuda:0";
        t.test = test;
        t.unit = "GB/s";
        t.best = median * 1.01;
        t.median = median;
        t.min = median * 0.98;
        t.max = median * 1.01;
        t.runs = 20;
        t.bytesPerRun = 3ULL << 30; // 3 GiB: beyond 32 bits
        t.flopsPerRun = 0.0;
        t.workingSetBytes = 6ULL << 30;
        t.verified = true;
        t.timer = "cudaEvent";
        t.detail = "3 arrays of 1 GiB, 1024 threads per block";
        t.clockMHz = 1755.0;
        return t;
    }

    static ProbeVerdict verdict(Probe::VerdictKind kind)
    {
        ProbeVerdict v;
        v.verdict.verdict = kind;
        v.verdict.durationSeconds = 1800.0;
        v.verdict.reasons = {{"miscompare", Probe::CheckStatus::Pass, Probe::VerdictKind::Reject, 0.0, 0.0, "none"},
                             {"clock_sag", Probe::CheckStatus::Fail, Probe::VerdictKind::Quarantine, 0.84, 0.9,
                              "median clock 84 % of the first minute"},
                             {"fp32", Probe::CheckStatus::Unchecked, Probe::VerdictKind::Quarantine, 0.0, 0.0, ""}};
        v.criteria = Probe::defaultCriteria(Probe::SkuClass::Datacenter);
        v.criteria.specBandwidthGBs = 2039.0;
        v.criteria.maxTemperatureC = 80.0;
        return v;
    }

    // Counted outside GpuPlan, through the backend's own connection.
    int rows(const char *workspace, const char *table)
    {
        bool ok = false;
        const int n
            = m_backends.rawValue(workspace, QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table)))
                  .toInt(&ok);
        return ok ? n : -1;
    }

private Q_SLOTS:
    void initTestCase_data() { TestRequire::WorkspaceBackends::addRows(); }
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_backends.start(&error), qPrintable(error));
    }

    void roundTrip()
    {
        WorkspaceStore store;
        QCOMPARE(store.open(m_backends.location("roundtrip.gpuplan")), WorkspaceStore::OpenStatus::Ok);
        QSignalSpy saved(&store, &WorkspaceStore::probeRunSaved);
        const ProbeRun in = run("GPU-1111", "1650000000001", "2026-11-29T10:00:00Z", "burnin");
        Probe::TestResult second = result("compute.fp32_fma", 48000.0);
        second.unit = "GFLOP/s";
        second.verified = false;
        second.verifyMessage = "12 elements differ";
        second.clockMHz.reset();
        second.temperatureC = 71.5;
        const std::vector<Probe::TestResult> results = {result("bandwidth.triad", 1850.5), second};
        const ProbeVerdict v = verdict(Probe::VerdictKind::Quarantine);
        const qint64 id = store.saveProbeRun(in, results, v);
        QVERIFY2(id > 0, qPrintable(store.lastError()));
        QCOMPARE(saved.count(), 1);
        QCOMPARE(saved.at(0).at(0).toLongLong(), id);

        const auto runs = store.probeRuns();
        QCOMPARE(runs.size(), std::size_t(1));
        ProbeRun expected = in;
        expected.id = id;
        QCOMPARE(runs.front(), expected);
        QCOMPARE(runs.front().startedAt.timeSpec(), Qt::UTC);
        QCOMPARE(*store.probeRun(id), expected);

        const auto back = store.probeResults(id);
        QCOMPARE(back.size(), results.size());
        for (std::size_t i = 0; i < back.size(); ++i) {
            const auto &a = back[i];
            const auto &b = results[i];
            QCOMPARE(a.test, b.test);
            QCOMPARE(a.unit, b.unit);
            QCOMPARE(a.backend, b.backend);
            QCOMPARE(a.device, b.device);
            QCOMPARE(a.best, b.best);
            QCOMPARE(a.median, b.median);
            QCOMPARE(a.min, b.min);
            QCOMPARE(a.max, b.max);
            QCOMPARE(a.runs, b.runs);
            QCOMPARE(a.bytesPerRun, b.bytesPerRun);
            QCOMPARE(a.flopsPerRun, b.flopsPerRun);
            QCOMPARE(a.workingSetBytes, b.workingSetBytes);
            QCOMPARE(a.verified, b.verified);
            QCOMPARE(a.verifyMessage, b.verifyMessage);
            QCOMPARE(a.timer, b.timer);
            QCOMPARE(a.detail, b.detail);
            QCOMPARE(a.clockMHz, b.clockMHz);
            QCOMPARE(a.temperatureC, b.temperatureC);
        }

        const auto storedVerdict = store.probeVerdict(id);
        QVERIFY(storedVerdict);
        QCOMPARE(storedVerdict->runId, id);
        QCOMPARE(storedVerdict->verdict.verdict, Probe::VerdictKind::Quarantine);
        QCOMPARE(storedVerdict->verdict.durationSeconds, 1800.0);
        QCOMPARE(storedVerdict->verdict.reasons.size(), std::size_t(3));
        QCOMPARE(storedVerdict->verdict.reasons[1].code, std::string("clock_sag"));
        QCOMPARE(storedVerdict->verdict.reasons[1].status, Probe::CheckStatus::Fail);
        QCOMPARE(storedVerdict->verdict.reasons[1].severity, Probe::VerdictKind::Quarantine);
        QCOMPARE(storedVerdict->verdict.reasons[1].value, 0.84);
        QCOMPARE(storedVerdict->verdict.reasons[1].limit, 0.9);
        QCOMPARE(storedVerdict->verdict.reasons[1].message, v.verdict.reasons[1].message);
        QCOMPARE(storedVerdict->verdict.reasons[2].status, Probe::CheckStatus::Unchecked);
        QCOMPARE(storedVerdict->criteria.specBandwidthGBs, std::optional<double>(2039.0));
        QCOMPARE(storedVerdict->criteria.specFp32Gflops, std::optional<double>());
        QCOMPARE(storedVerdict->criteria.maxTemperatureC, 80.0);
        QCOMPARE(storedVerdict->criteria.minClockFraction, v.criteria.minClockFraction);
        QCOMPARE(storedVerdict->criteria.requirePcieMax, v.criteria.requirePcieMax);

        // A run without a verdict, and a crashed one without an exit code.
        ProbeRun crashed = run("GPU-1111", "1650000000001", "2026-11-29T11:00:00Z");
        crashed.exitCode = -1;
        crashed.exitStatus = QStringLiteral("crashed");
        const qint64 id2 = store.saveProbeRun(crashed, {});
        QVERIFY(id2 > id);
        QVERIFY(!store.probeVerdict(id2));
        QCOMPARE(store.probeRun(id2)->exitCode, -1);
        QVERIFY(store.probeResults(id2).empty());
        QCOMPARE(store.probeRuns().front().id, id2); // newest first
    }

    void failedSaveLeavesNothing_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("bad result") << "result";
        QTest::newRow("bad command") << "command";
        QTest::newRow("bad verdict") << "verdict";
    }

    void failedSaveLeavesNothing()
    {
        QFETCH(QString, what);
        WorkspaceStore store;
        QCOMPARE(store.open(m_backends.location("atomic.gpuplan")), WorkspaceStore::OpenStatus::Ok);
        const int runsBefore = rows("atomic.gpuplan", "probe_run");
        const int resultsBefore = rows("atomic.gpuplan", "probe_result");
        ProbeRun r = run("GPU-2222", "", "2026-11-29T10:00:00Z", "burnin");
        std::vector<Probe::TestResult> results = {result("bandwidth.triad", 1000.0), result("bandwidth.copy", 900.0)};
        std::optional<ProbeVerdict> v = verdict(Probe::VerdictKind::Pass);
        if (what == QLatin1String("result"))
            results.back().runs = -1; // the second result breaks a CHECK: the run and the first go too
        else if (what == QLatin1String("command"))
            r.command = QStringLiteral("format");
        else
            v->verdict.durationSeconds = -1.0;
        QSignalSpy saved(&store, &WorkspaceStore::probeRunSaved);
        QCOMPARE(store.saveProbeRun(r, results, v), 0);
        QVERIFY(!store.lastError().isEmpty());
        QCOMPARE(saved.count(), 0);
        QCOMPARE(rows("atomic.gpuplan", "probe_run"), runsBefore);
        QCOMPARE(rows("atomic.gpuplan", "probe_result"), resultsBefore);
        QCOMPARE(rows("atomic.gpuplan", "burnin_verdict"), 0);
        // The workspace is still writable.
        QVERIFY(store.saveProbeRun(run("GPU-2222", "", "2026-11-29T10:00:00Z"), {result("bandwidth.triad", 1.0)}) > 0);
    }

    void filtersAndLatestVerdicts()
    {
        WorkspaceStore store;
        QCOMPARE(store.open(m_backends.location("filters.gpuplan")), WorkspaceStore::OpenStatus::Ok);
        // Card A: quarantined, then passed on a later burn-in; card B (no uuid): rejected; card A also
        // has a plain run after its last burn-in, which has no verdict.
        QVERIFY(store.saveProbeRun(run("GPU-A", "SN-A", "2026-11-01T08:00:00Z", "burnin"), {},
                                   verdict(Probe::VerdictKind::Quarantine)));
        const qint64 aPass = store.saveProbeRun(run("GPU-A", "SN-A", "2026-11-02T08:00:00Z", "burnin"), {},
                                                verdict(Probe::VerdictKind::Pass));
        QVERIFY(aPass > 0);
        QVERIFY(store.saveProbeRun(run("GPU-A", "SN-A", "2026-11-03T08:00:00Z"), {result("bandwidth.triad", 1.0)}));
        const qint64 bReject = store.saveProbeRun(run("", "SN-B", "2026-11-01T12:00:00Z", "burnin"), {},
                                                  verdict(Probe::VerdictKind::Reject));
        QVERIFY(bReject > 0);

        QCOMPARE(store.probeRuns().size(), std::size_t(4));
        QCOMPARE(store.probeRuns({QStringLiteral("GPU-A"), {}}).size(), std::size_t(3));
        QCOMPARE(store.probeRuns({{}, QStringLiteral("SN-B")}).size(), std::size_t(1));
        QCOMPARE(store.probeRuns({QStringLiteral("GPU-A"), QStringLiteral("SN-B")}).size(), std::size_t(0));
        QCOMPARE(store.probeRuns({QStringLiteral("GPU-Z"), {}}).size(), std::size_t(0));

        const auto latest = store.latestVerdicts();
        QCOMPARE(latest.size(), std::size_t(2));
        QCOMPARE(latest[0].run.id, aPass);
        QCOMPARE(latest[0].verdict.verdict.verdict, Probe::VerdictKind::Pass);
        QCOMPARE(latest[1].run.id, bReject);
        QCOMPARE(latest[1].run.serial, QStringLiteral("SN-B"));
        QCOMPARE(latest[1].verdict.verdict.verdict, Probe::VerdictKind::Reject);
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceProbes)
#include "tst_workspaceprobes.moc"
