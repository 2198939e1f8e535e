// gpuplan-cli workspace copy's engine: a workspace file with a bit of everything goes to a PostgreSQL database and
// back to a new file, and comes back the same, table by table and value by value.
#include "fleettables.h"
#include "io/shippeddata.h"
#include "io/workspaceopener.h"
#include "io/workspacestore.h"
#include "postgresserver.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace GpuPlan;

class TestWorkspaceCopy : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    TestRequire::PostgresServer m_server;

    static QString sample(const char *relative)
    {
        return QStringLiteral(GPUPLAN_SAMPLES_DIR "/") + QString::fromLatin1(relative);
    }

    static QStringList everything(const QString &path)
    {
        return dumpTables(path,
                          {"meta",
                           "sku",
                           "price",
                           "model_arch",
                           "sku_override",
                           "probe_run",
                           "probe_result",
                           "burnin_verdict",
                           "imported_file",
                           "fleet_device",
                           "telemetry_chunk",
                           "fleet_event",
                           "benchmark",
                           "finding",
                           "host_fact",
                           "device_sighting",
                           "prometheus_source",
                           "audit",
                           "scenario",
                           "scenario_version",
                           "quote",
                           "intake_lot",
                           "intake_card",
                           "intake_event"});
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(m_server.start(&error), qPrintable(error));
    }

    void roundTripIsLossless()
    {
        const QString original = m_dir.filePath(QStringLiteral("original.gpuplan"));
        {
            WorkspaceStore store;
            QString error;
            QVERIFY2(openWorkspace(store, original, &error), qPrintable(error));
            for (const char *file :
                 {"nvsmi-csv/h100-mig-590-load-query-gpu.csv", "kmsg/aer-fatal-surprise-down-xid79-tesla.log",
                  "lspci/h100x8-gpus-and-downgraded-links-excerpt.txt", "nvsmi-q-text/h100x8-535.183.01.txt"}) {
                const FleetFileReport r = store.importFleetFile(sample(file));
                QVERIFY2(r.status == FleetFileReport::Status::Imported, qPrintable(sample(file) + r.message));
            }
            FieldOverride edit;
            edit.skuId = "nvidia-l40s-48gb";
            edit.field = "tdp_watts";
            edit.value = 320.5;
            edit.provenance = Provenance{ProvenanceKind::UserOverride, "user", "2026-12-03", "racks capped"};
            QVERIFY(store.setOverride(edit));
            ProbeRun run;
            run.startedAt = QDateTime(QDate(2026, 12, 3), QTime(10, 0), Qt::UTC);
            run.command = QStringLiteral("run");
            run.backend = QStringLiteral("cpu");
            run.deviceId = QStringLiteral("cpu:0");
            run.exitCode = 0;
            run.exitStatus = QStringLiteral("ok");
            Probe::TestResult t;
            t.test = "triad";
            t.unit = "GB/s";
            t.best = 21.123456789012345;
            t.median = 20.1;
            t.min = 19.9;
            t.max = 21.2;
            t.runs = 10;
            t.bytesPerRun = 3ULL << 30;
            t.verified = true;
            QVERIFY(store.saveProbeRun(run, {t}) > 0);
            PrometheusSource source;
            source.url = QStringLiteral("https://prometheus.example:9090");
            source.selector = QStringLiteral("{job=\"dcgm\"}");
            source.lastEnd = 1.7e9 + 0.25;
            QVERIFY(store.savePrometheusSource(source) > 0);
            QByteArray demo;
            QVERIFY2(ShippedData::read(QStringLiteral("scenarios/demo.json"), &demo, &error), qPrintable(error));
            QCOMPARE(store.saveScenario(QStringLiteral("Q3 buy"), demo, 0, nullptr),
                     WorkspaceStore::WriteResult::Written);
            QCOMPARE(store.saveScenario(QStringLiteral("Q3 buy"), demo, 1, nullptr),
                     WorkspaceStore::WriteResult::Written);
            // A quote, its lot and a card's moves (issue 19).
            Quote quote;
            quote.seller = "GpuResale";
            quote.channel = SellerChannel::Marketplace;
            quote.skuId = "nvidia-geforce-rtx-3090-24gb";
            quote.condition = CardCondition::Used;
            quote.unitPrice = 699.99;
            quote.quantity = 2;
            quote.warrantyMonths = 3;
            std::vector<Quote> quotes{quote};
            QVERIFY2(store.addQuotes(quotes, QStringLiteral("market.csv")), qPrintable(store.lastError()));
            QVERIFY(store.createLot(quotes.front().id, {{"SN1", "GPU-1"}, {"SN2", ""}}, QStringLiteral("2026-12-01"))
                    > 0);
            QCOMPARE(store.setCardState(QStringLiteral("SN1"), CardState::InPool, {}, {}),
                     WorkspaceStore::WriteResult::Written);
        }
        const QStringList before = everything(original);
        QVERIFY(before.size() > 200);

        QVERIFY(m_server.createDatabase(QStringLiteral("team")));
        const QString team = m_server.socketLocation(QStringLiteral("team"));
        {
            WorkspaceStore from;
            WorkspaceStore to;
            QCOMPARE(from.open(original), WorkspaceStore::OpenStatus::Ok);
            QCOMPARE(to.open(team), WorkspaceStore::OpenStatus::Ok);
            std::vector<WorkspaceStore::CopiedTable> tables;
            QVERIFY2(to.copyFrom(from, &tables), qPrintable(to.lastError()));
            QCOMPARE(tables.size(), std::size_t(23));
            for (const auto &t : tables)
                QVERIFY2(t.matches, qPrintable(t.table));
            // A second copy into the same database would mix two workspaces: refused, nothing written.
            const QByteArray dump = m_server.dump(QStringLiteral("team"));
            QVERIFY(!to.copyFrom(from));
            QVERIFY2(to.lastError().contains(QStringLiteral("already holds data")), qPrintable(to.lastError()));
            QCOMPARE(m_server.dump(QStringLiteral("team")), dump);
            // What the pages read is there: the catalog with its edit in order, the fleet and its findings.
            QCOMPARE(to.catalog().skus.front().id, from.catalog().skus.front().id);
            QCOMPARE(to.fleetDevices().size(), from.fleetDevices().size());
            QCOMPARE(to.fleetFindings().size(), from.fleetFindings().size());
            QVERIFY(to.storedOverride("nvidia-l40s-48gb", "tdp_watts")->value == Json(320.5));
            QCOMPARE(to.scenarioHistory(QStringLiteral("Q3 buy")).size(), std::size_t(2));
        }
        const QString back = m_dir.filePath(QStringLiteral("back.gpuplan"));
        {
            WorkspaceStore from;
            WorkspaceStore to;
            QCOMPARE(from.open(team), WorkspaceStore::OpenStatus::Ok);
            QCOMPARE(to.open(back), WorkspaceStore::OpenStatus::Ok);
            QVERIFY2(to.copyFrom(from), qPrintable(to.lastError()));
            // New rows after the copy get new ids on PostgreSQL (its identity sequences were moved past them).
            ProbeRun later;
            later.startedAt = QDateTime::currentDateTimeUtc();
            later.command = QStringLiteral("run");
            later.backend = QStringLiteral("cpu");
            later.deviceId = QStringLiteral("cpu:0");
            later.exitCode = 0;
            later.exitStatus = QStringLiteral("ok");
            QVERIFY2(from.saveProbeRun(later, {}) > 1, qPrintable(from.lastError()));
        }
        QCOMPARE(everything(back), before);
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceCopy)
#include "tst_workspacecopy.moc"
