// The telemetry charts' reads out of a workspace: the first read of a device builds its min/max overview
// from every sample; wide views are then answered from the overview without reading a row, narrow ones
// read only their own rows; a stopped read keeps no overview; a device without samples says so.
#include "io/catalogfile.h"
#include "io/fleettelemetryreader.h"
#include "io/workspacestore.h"

#include <QFile>
#include <QTemporaryDir>

#include "workspacebackends.h"

#include <QTest>
#include <map>
#include <tuple>

#include <cmath>

using namespace GpuPlan;

namespace {

constexpr int kRows = 7200;             // two hours, one sample per second
constexpr double kStart = 1784019600.0; // 2026-07-14 09:00:00 UTC
constexpr int kSpikeRow = 4321;

// The SM clock of row i: a ramp over each minute, and one 2,500 MHz spike.
int smClock(int i) { return i == kSpikeRow ? 2500 : 1000 + (i % 60) * 10; }

QByteArray csv()
{
    QByteArray b = "timestamp, name, uuid, memory.total [MiB], clocks.current.sm [MHz], power.draw [W], "
                   "temperature.gpu, utilization.gpu [%]\n";
    for (int i = 0; i < kRows; ++i)
        b += QStringLiteral("2026/07/14 %1:%2:%3.000, NVIDIA H100 80GB HBM3, GPU-26fba6b2-9e52-006e-68db-4ce18382a5ea, "
                            "81559 MiB, %4 MHz, 650.00 W, 61, 98 %\n")
                 .arg(9 + i / 3600, 2, 10, QLatin1Char('0'))
                 .arg(i / 60 % 60, 2, 10, QLatin1Char('0'))
                 .arg(i % 60, 2, 10, QLatin1Char('0'))
                 .arg(smClock(i))
                 .toUtf8();
    return b;
}

} // namespace

class TestFleetTelemetryReader : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    // Every test reads a workspace file and a PostgreSQL database (the global data): one of each, made once.
    TestRequire::WorkspaceBackends m_backends;
    std::map<QString, std::pair<QString, qint64>> m_prepared; ///< backend: workspace location, device id
    QString m_workspace;
    qint64 m_device = 0;

    static const auto &always()
    {
        static const std::function<bool()> f = [] { return true; };
        return f;
    }

    // The two-hour file imported into this row's backend.
    bool prepare()
    {
        QFETCH_GLOBAL(QString, backend);
        if (const auto it = m_prepared.find(backend); it != m_prepared.end()) {
            std::tie(m_workspace, m_device) = it->second;
            return true;
        }
        m_workspace = m_backends.location("ws.gpuplan");
        WorkspaceStore store;
        const CatalogFileResult shipped = shippedCatalog();
        if (store.open(m_workspace) != WorkspaceStore::OpenStatus::Ok || !shipped.ok()
            || !store.syncShippedCatalog(shipped.catalog))
            return false;
        const QString file = m_dir.filePath(QStringLiteral("two-hours.csv"));
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly) || f.write(csv()) < 0)
            return false;
        f.close();
        if (store.importFleetFile(file).status != FleetFileReport::Status::Imported || store.fleetDevices().size() != 1)
            return false;
        m_device = store.fleetDevices().front().id;
        m_prepared[backend] = {m_workspace, m_device};
        return true;
    }

private Q_SLOTS:
    void initTestCase_data() { TestRequire::WorkspaceBackends::addRows(); }
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(m_backends.start(&error), qPrintable(error));
    }
    void init() { QVERIFY(prepare()); }

    void firstReadBuildsTheOverview()
    {
        const FleetTelemetryView v
            = readFleetTelemetry(m_workspace, m_device, std::nan(""), std::nan(""), 600, nullptr, always());
        QVERIFY2(v.ok, qPrintable(v.error));
        QVERIFY(!v.empty);
        QCOMPARE(v.rowsRead, std::size_t(kRows)); // every sample, once
        QCOMPARE(v.samples, std::size_t(kRows));
        QCOMPARE(v.fullFrom, kStart);
        QCOMPARE(v.fullTo, kStart + kRows - 1);
        QCOMPARE(v.from, v.fullFrom);
        QCOMPARE(v.to, v.fullTo);
        QVERIFY(v.overview);
        QCOMPARE(v.overview->bucketCount(), kFleetOverviewBuckets);
        // 600 columns of 12 s: each has a 1,000 MHz minimum and a 1,590 MHz maximum (or the spike).
        const auto &sm = v.series[0];
        QVERIFY(sm.size() <= 1200);
        double lo = 1e9, hi = 0;
        bool spike = false;
        for (const FleetSeriesPoint &p : sm) {
            lo = std::min(lo, p.v), hi = std::max(hi, p.v);
            spike = spike || (p.v == 2500.0 && p.t == kStart + kSpikeRow);
        }
        QCOMPARE(lo, 1000.0);
        QCOMPARE(hi, 2500.0);
        QVERIFY(spike);
        QVERIFY(v.series[1].empty()); // no memory clock in the file
    }

    void wideViewsComeFromTheOverview()
    {
        const auto first
            = readFleetTelemetry(m_workspace, m_device, std::nan(""), std::nan(""), 600, nullptr, always());
        // Half of the range at 600 px: 65,536 buckets, 109 per pixel. Not a row read.
        const double from = kStart + 1800, to = kStart + 5400;
        const FleetTelemetryView v = readFleetTelemetry(m_workspace, m_device, from, to, 600, first.overview, always());
        QVERIFY(v.ok);
        QCOMPARE(v.rowsRead, std::size_t(0));
        QCOMPARE(v.overview, first.overview);
        QVERIFY(v.samples >= 3601 && v.samples <= 3603); // a bucket (0.055 s) at each edge at most
        for (const FleetSeriesPoint &p : v.series[0])
            QVERIFY(p.t >= from && p.t <= to && p.v == smClock(int(p.t - kStart)));
        // The same view without a worker: fleetTelemetryFromOverview gives it too.
        const auto same = fleetTelemetryFromOverview(first.overview, from, to, 600);
        QVERIFY(same);
        QCOMPARE(same->series[0].size(), v.series[0].size());
    }

    void narrowViewsReadTheirOwnRows()
    {
        const auto first
            = readFleetTelemetry(m_workspace, m_device, std::nan(""), std::nan(""), 600, nullptr, always());
        // 30 s at 600 px: 546 buckets, under 2 per pixel; the overview declines and the read takes 31 rows.
        const double from = kStart + 4300, to = kStart + 4330;
        QVERIFY(!fleetTelemetryFromOverview(first.overview, from, to, 600));
        const FleetTelemetryView v = readFleetTelemetry(m_workspace, m_device, from, to, 600, first.overview, always());
        QVERIFY(v.ok);
        QCOMPARE(v.rowsRead, std::size_t(31));
        QCOMPARE(v.samples, std::size_t(31));
        QCOMPARE(v.series[0].size(), std::size_t(31)); // one sample per column: drawn as they are
        for (const FleetSeriesPoint &p : v.series[0])
            QCOMPARE(p.v, double(smClock(int(p.t - kStart))));
    }

    void stoppedReadKeepsNoOverview()
    {
        int polls = 0;
        const FleetTelemetryView v = readFleetTelemetry(m_workspace, m_device, std::nan(""), std::nan(""), 600, nullptr,
                                                        [&polls] { return ++polls < 100; });
        QVERIFY(v.ok);
        QVERIFY(!v.overview);
        QVERIFY(v.rowsRead < std::size_t(kRows));
    }

    void deviceWithoutSamplesIsEmpty()
    {
        const FleetTelemetryView v
            = readFleetTelemetry(m_workspace, m_device + 1000, std::nan(""), std::nan(""), 600, nullptr, always());
        QVERIFY(v.ok);
        QVERIFY(v.empty);
        QVERIFY(!v.overview);
    }

    void unreadableWorkspaceSaysWhy()
    {
        const FleetTelemetryView v = readFleetTelemetry(m_dir.filePath(QStringLiteral("missing/ws.gpuplan")), 1, 0.0,
                                                        10.0, 600, nullptr, always());
        QVERIFY(!v.ok);
        QVERIFY2(v.error.contains(QLatin1String("cannot read")) && v.error.contains(QLatin1String("missing")),
                 qPrintable(v.error));
    }
};

QTEST_GUILESS_MAIN(TestFleetTelemetryReader)
#include "tst_fleettelemetryreader.moc"
