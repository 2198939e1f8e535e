// Schema step 12 on a workspace GpuPlan 11 wrote (one telemetry_sample row per sample): the workspace opens at 12
// and reads the same samples, value for value, in the same order; on a file and on a real PostgreSQL server.
#include "io/fleetsql.h"
#include "io/telemetrychunkstore.h"
#include "io/workspacestore.h"

#include "fleettables.h"
#include "workspacebackends.h"

#include <QTest>

#include <cmath>
#include <tuple>

using namespace GpuPlan;

// Outside the anonymous namespace: a test method's lambda captures a vector of it (GCC's -Wsubobject-linkage).
struct OldRow
{
    std::int64_t device, file;
    StoredSample s;
};

namespace {

QString sqlValue(double v) { return std::isnan(v) ? QStringLiteral("NULL") : QString::number(v, 'g', 17); }

// Device 1: 1,500 samples of file 1 every 0.5 s (a double no float holds as power, NULL temperatures every other
// line, a throttle mask every seventh), 100 of file 2 interleaved in time; device 2: 10 of file 2.
std::vector<OldRow> oldRows()
{
    std::vector<OldRow> rows;
    const auto row = [](std::int64_t device, std::int64_t file, double t, std::int64_t line) {
        OldRow r{device, file, {}};
        r.s.time = t;
        r.s.line = line;
        for (double &v : r.s.values)
            v = std::nan("");
        return r;
    };
    for (int i = 0; i < 1500; ++i) {
        OldRow r = row(1, 1, 1000.0 + 0.5 * i, 2 + i);
        r.s.values[0] = 1980.0;
        r.s.values[2] = 100.0 + 0.1 * i;
        r.s.values[3] = i % 2 ? std::nan("") : 60.0 + i % 5;
        r.s.throttleMask = i % 7 == 0 ? 4 : 0;
        rows.push_back(r);
    }
    for (int i = 0; i < 100; ++i) {
        OldRow r = row(1, 2, 1000.25 + i, 40 + i);
        r.s.values[7] = 70000.0 + i;
        rows.push_back(r);
    }
    for (int i = 0; i < 10; ++i)
        rows.push_back(row(2, 2, 5000.0 + i, 200 + i));
    return rows;
}

} // namespace

class TestChunkMigration : public QObject
{
    Q_OBJECT

    TestRequire::WorkspaceBackends m_backends;

private Q_SLOTS:
    void initTestCase_data() { TestRequire::WorkspaceBackends::addRows(); }
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_backends.start(&error), qPrintable(error));
    }

    void samplesOfSchema11ReadTheSameAt12()
    {
        const char *name = TestRequire::WorkspaceBackends::onPostgreSql() ? "pg11.gpuplan" : "lite11.gpuplan";
        const QString ws = m_backends.location(name);
        {
            WorkspaceStore store;
            QCOMPARE(store.open(ws, 11), WorkspaceStore::OpenStatus::Ok);
            QCOMPARE(store.schemaVersion(), 11);
        }
        const std::vector<OldRow> rows = oldRows();
        // 100 rows a statement: psql takes the statement as one argument, and Linux caps one at 128 KiB.
        for (std::size_t first = 0; first < rows.size(); first += 100) {
            QString insert = QStringLiteral("INSERT INTO telemetry_sample (device_id, t, file_id, line, sm_clock_mhz, "
                                            "mem_clock_mhz, power_w, temperature_c, mem_temperature_c, "
                                            "utilization_pct, mem_utilization_pct, mem_used_mib, pcie_rx_mbs, "
                                            "pcie_tx_mbs, throttle_mask) VALUES ");
            for (std::size_t i = first; i < std::min(rows.size(), first + 100); ++i) {
                const OldRow &r = rows[i];
                insert += QStringLiteral("%1(%2, %3, %4, %5")
                              .arg(i > first ? QStringLiteral(", ") : QString())
                              .arg(r.device)
                              .arg(sqlValue(r.s.time))
                              .arg(r.file)
                              .arg(r.s.line);
                for (const double v : r.s.values)
                    insert += QStringLiteral(", ") + sqlValue(v);
                insert += QStringLiteral(", %1)").arg(r.s.throttleMask);
            }
            QVERIFY(m_backends.rawSql(name, insert));
        }

        WorkspaceStore store;
        QCOMPARE(store.open(ws), WorkspaceStore::OpenStatus::Ok);
        QCOMPARE(store.schemaVersion(), WorkspaceStore::SchemaVersion); // 11 -> 12 (chunks) and on
        QCOMPARE(m_backends.rawValue(name, QStringLiteral("SELECT sum(samples) FROM telemetry_chunk")),
                 QString::number(rows.size()));
        QCOMPARE(m_backends.rawValue(name, QStringLiteral("SELECT count(*) FROM telemetry_chunk")),
                 QStringLiteral("4")); // device 1: 1,024 + 476 of file 1 and 100 of file 2; device 2: 10
        QVERIFY(!m_backends.rawSql(name, QStringLiteral("SELECT count(*) FROM telemetry_sample"))); // dropped

        // Every sample, bit for bit, in the order of a one-row-per-sample table read by (time, file, line).
        for (const std::int64_t device : {1, 2}) {
            std::vector<OldRow> expected;
            for (const OldRow &r : rows)
                if (r.device == device)
                    expected.push_back(r);
            std::stable_sort(expected.begin(), expected.end(), [](const OldRow &a, const OldRow &b) {
                return std::tie(a.s.time, a.file, a.s.line) < std::tie(b.s.time, b.file, b.s.line);
            });
            std::vector<OldRow> read;
            {
                QSqlDatabase db = secondConnection(ws, QStringLiteral("read"));
                QVERIFY(db.open());
                StoredSampleRange range;
                range.device = device;
                std::string error;
                QVERIFY2(readStoredSamples(
                             sqlHandle(db), range,
                             [&read, device](const StoredSample &s, std::int64_t file) {
                                 read.push_back(OldRow{device, file, s});
                                 return true;
                             },
                             &error),
                         error.c_str());
            }
            QSqlDatabase::removeDatabase(QStringLiteral("read"));
            QCOMPARE(read.size(), expected.size());
            for (std::size_t i = 0; i < read.size(); ++i) {
                const StoredSample &a = expected[i].s, &b = read[i].s;
                QCOMPARE(read[i].file, expected[i].file);
                QCOMPARE(b.time, a.time);
                QCOMPARE(b.line, a.line);
                QCOMPARE(b.throttleMask, a.throttleMask);
                for (int c = 0; c < 10; ++c) {
                    QCOMPARE(std::isnan(b.values[c]), std::isnan(a.values[c]));
                    if (!std::isnan(a.values[c]))
                        QCOMPARE(b.values[c], a.values[c]); // exact: 100.1 stays the double 100.1
                }
            }
        }
        // The store's own reader: a time range, its end excluded.
        const std::vector<TelemetryRow> window = store.fleetTelemetry(1, 1000.0, 1002.0);
        QCOMPARE(window.size(), std::size_t(6)); // 1000, 1000.25, 1000.5, 1001, 1001.25, 1001.5
        QCOMPARE(window[1].time, 1000.25);
        QCOMPARE(window[1].memUsedMiB, 70000.0f);
        QVERIFY(std::isnan(window[1].powerW));
        QCOMPARE(window[2].powerW, float(100.1));
    }
};

QTEST_GUILESS_MAIN(TestChunkMigration)
#include "tst_chunkmigration.moc"
