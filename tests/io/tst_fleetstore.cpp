// Fleet imports into a workspace: real captures, counts in the tables, re-imports, all-or-nothing files,
// cancel, device identity across files, SKU matching, stored findings, and the background ImportJob.
#include "core/fleetintake.h"
#include "io/catalogfile.h"
#include "io/fleetskumatch.h"
#include "io/importjob.h"
#include "io/workspacestore.h"

#include "fleettables.h"
#include "io/fleetsamplewriter.h"
#include "workspacebackends.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>

using namespace GpuPlan;

class TestFleetStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    // Every test runs on a workspace file and on a PostgreSQL database (the global data).
    TestRequire::WorkspaceBackends m_backends;

    static QString sample(const char *relative)
    {
        return QStringLiteral(GPUPLAN_SAMPLES_DIR "/") + QString::fromLatin1(relative);
    }

    // A fresh workspace with the shipped catalog.
    QString openFresh(WorkspaceStore &store)
    {
        const QString path = m_backends.fresh();
        if (store.open(path) != WorkspaceStore::OpenStatus::Ok)
            qFatal("cannot open %s", qPrintable(store.lastError()));
        const CatalogFileResult shipped = shippedCatalog();
        if (!shipped.ok() || !store.syncShippedCatalog(shipped.catalog))
            qFatal("cannot load the shipped catalog");
        return path;
    }

    QString writeFile(const char *name, const QByteArray &bytes)
    {
        return writeFileIn(QDir(m_dir.path()), QString::fromLatin1(name), bytes);
    }

    // Every row of every fleet table, as text, through a second connection.
    static QStringList dump(const QString &path)
    {
        return dumpTables(path,
                          {"imported_file", "fleet_device", "telemetry_chunk", "fleet_event", "benchmark", "finding"});
    }

    // Samples stored (telemetry_chunk holds them in chunks of up to 1,024).
    static int storedSamples(const QString &path)
    {
        return countRows(path, QStringLiteral("SELECT coalesce(sum(samples), 0) FROM telemetry_chunk"));
    }

    static int count(const QString &path, const char *table)
    {
        return countRows(path, QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table)));
    }

    // An nvidia-smi --query-gpu CSV of one GPU, @p rows samples.
    static QByteArray csv(int rows, const char *uuid = "GPU-26fba6b2-9e52-006e-68db-4ce18382a5ea",
                          const char *driver = "550.90.07")
    {
        QByteArray b = "timestamp, name, uuid, driver_version, memory.total [MiB], clocks.current.sm [MHz], "
                       "power.draw [W], temperature.gpu, utilization.gpu [%]\n";
        for (int i = 0; i < rows; ++i)
            b += QStringLiteral("2026/07/14 09:%1:%2.000, NVIDIA H100 80GB HBM3, %3, %4, 81559 MiB, 1980 MHz, 650.00 "
                                "W, 61, 98 %\n")
                     .arg(i / 60 % 60, 2, 10, QLatin1Char('0'))
                     .arg(i % 60, 2, 10, QLatin1Char('0'))
                     .arg(QLatin1String(uuid), QLatin1String(driver))
                     .toUtf8();
        return b;
    }

private Q_SLOTS:
    void initTestCase_data() { TestRequire::WorkspaceBackends::addRows(); }
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(m_backends.start(&error), qPrintable(error));
    }

    void importsRealCaptures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("devices");
        QTest::addColumn<int>("samples");
        QTest::addColumn<int>("events");
        QTest::addColumn<int>("benchmarks");
        QTest::newRow("nvidia-smi -q, 8 GPUs")
            << sample("nvsmi-q-text/h100x8-535.183.01.txt") << "nvidia-smi-q" << 8 << 8 << 0 << 0;
        QTest::newRow("kernel log, Xid 79")
            << sample("kmsg/xid79-pid0-multiline-crashdump.log") << "kernel-log" << 1 << 0 << 3 << 0;
        QTest::newRow("llama-bench") << sample("llama-bench/stdout-h100pciex4-8b-q4km-b2843.txt")
                                     << "llama-bench-stdout" << 0 << 0 << 0 << 9;
        QTest::newRow("nvidia-smi csv") << sample("nvsmi-csv/h100-mig-590-load-query-gpu.csv") << "nvidia-smi-csv" << 1
                                        << 1 << 0 << 0;
    }

    void importsRealCaptures()
    {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QFETCH(int, devices);
        QFETCH(int, samples);
        QFETCH(int, events);
        QFETCH(int, benchmarks);
        WorkspaceStore store;
        const QString ws = openFresh(store);
        QSignalSpy changed(&store, &WorkspaceStore::fleetChanged);
        const FleetFileReport r = store.importFleetFile(file);
        QVERIFY2(r.status == FleetFileReport::Status::Imported, qPrintable(r.message));
        QCOMPARE(r.format, format);
        QCOMPARE(r.devices, devices);
        QCOMPARE(int(r.samples), samples);
        QCOMPARE(r.events, events);
        QCOMPARE(r.benchmarks, benchmarks);
        QCOMPARE(r.sha256.size(), 64);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(count(ws, "imported_file"), 1);
        QCOMPARE(count(ws, "fleet_device"), devices);
        QCOMPARE(storedSamples(ws), samples);
        QCOMPARE(count(ws, "fleet_event"), events);
        QCOMPARE(count(ws, "benchmark"), benchmarks);
        const auto files = store.importedFiles();
        QCOMPARE(files.size(), std::size_t(1));
        QCOMPARE(files.front().format, format);
        QCOMPARE(files.front().sha256, r.sha256);
        QCOMPARE(int(store.fleetDevices().size()), devices);
    }

    void reimportIsRecognised()
    {
        WorkspaceStore store;
        const QString ws = openFresh(store);
        const QString file = sample("nvsmi-q-text/h100x8-535.183.01.txt");
        QCOMPARE(store.importFleetFile(file).status, FleetFileReport::Status::Imported);
        const QStringList before = dump(ws);
        // The same path, then the same content under another name.
        for (const QString &again : {file, writeFile("copy.txt", [&] {
                                         QFile f(file);
                                         f.open(QIODevice::ReadOnly);
                                         return f.readAll();
                                     }())}) {
            const FleetFileReport r = store.importFleetFile(again);
            QCOMPARE(r.status, FleetFileReport::Status::AlreadyImported);
            QVERIFY(r.ok());
            QVERIFY(r.message.contains(QStringLiteral("h100x8-535.183.01.txt")));
        }
        QCOMPARE(dump(ws), before);
    }

    void failingFileLeavesNothing_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("code");
        QTest::newRow("truncated -q") << sample("nvsmi-q-text/h100-535.183.01-corrupt-truncated.txt")
                                      << "import.truncated";
        QTest::newRow("binary") << writeFile("garbage.bin", QByteArray("\x00\x01\x02\xff\xfe garbage", 14))
                                << "import.binary";
        QTest::newRow("empty") << writeFile("empty.csv", QByteArray()) << "import.empty";
        QTest::newRow("missing") << m_dir.filePath(QStringLiteral("no-such-file.csv")) << "import.read_failed";
    }

    void failingFileLeavesNothing()
    {
        QFETCH(QString, file);
        QFETCH(QString, code);
        WorkspaceStore store;
        const QString ws = openFresh(store);
        QCOMPARE(store.importFleetFile(sample("kmsg/xid79-pid0-multiline-crashdump.log")).status,
                 FleetFileReport::Status::Imported);
        const QStringList before = dump(ws);
        const FleetFileReport r = store.importFleetFile(file);
        QCOMPARE(r.status, FleetFileReport::Status::Failed);
        QVERIFY(!r.ok());
        QVERIFY(!r.errors.empty());
        QVERIFY2(r.errors.front().code == code.toStdString(), r.errors.front().code.c_str());
        QCOMPARE(dump(ws), before);
    }

    void cancelRollsBack()
    {
        WorkspaceStore store;
        const QString ws = openFresh(store);
        const QStringList before = dump(ws);
        std::atomic_bool cancel{false};
        FleetImportOptions options;
        options.cancel = &cancel;
        options.progress = [&cancel](std::uint64_t, std::uint64_t) { cancel = true; }; // at the first report
        const FleetFileReport r = store.importFleetFile(writeFile("long.csv", csv(3000)), options);
        QCOMPARE(r.status, FleetFileReport::Status::Cancelled);
        QCOMPARE(r.errors.front().code, std::string("import.cancelled"));
        QCOMPARE(dump(ws), before);
        QCOMPARE(storedSamples(ws), 0);
    }

    void sameGpuAcrossFilesIsOneDevice()
    {
        WorkspaceStore store;
        const QString ws = openFresh(store);
        QCOMPARE(store
                     .importFleetFile(
                         writeFile("day1.csv", csv(100, "GPU-aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa", "535.183.01")))
                     .status,
                 FleetFileReport::Status::Imported);
        QCOMPARE(store
                     .importFleetFile(
                         writeFile("day2.csv", csv(50, "GPU-aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa", "550.90.07")))
                     .status,
                 FleetFileReport::Status::Imported);
        QCOMPARE(store
                     .importFleetFile(
                         writeFile("other.csv", csv(10, "GPU-bbbbbbbb-bbbb-bbbb-bbbb-bbbbbbbbbbbb", "550.90.07")))
                     .status,
                 FleetFileReport::Status::Imported);
        const auto devices = store.fleetDevices();
        QCOMPARE(devices.size(), std::size_t(2));
        QCOMPARE(devices[0].deviceKey, std::string("uuid:gpu-aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa"));
        QCOMPARE(devices[0].device.device.driverVersion, std::string("550.90.07")); // the later file's
        QCOMPARE(devices[0].device.telemetry.samples, std::uint64_t(150));
        QVERIFY(devices[0].device.file.ends_with("day2.csv"));
        QCOMPARE(storedSamples(ws), 160);
        QCOMPARE(int(store.fleetTelemetry(devices[0].id, 0, 1e12).size()), 150);
    }

    // 1,500 rows: one device's chunks of 1,024 and 476 samples; every value lands in its sample, in time order.
    void everySampleStoredWithItsValues()
    {
        WorkspaceStore store;
        const QString ws = openFresh(store);
        QCOMPARE(store.importFleetFile(writeFile("1500.csv", csv(1500))).status, FleetFileReport::Status::Imported);
        QCOMPARE(count(ws, "telemetry_chunk"), 2);
        const auto devices = store.fleetDevices();
        QCOMPARE(devices.size(), std::size_t(1));
        const auto rows = store.fleetTelemetry(devices[0].id, 0, 1e12);
        QCOMPARE(int(rows.size()), 1500);
        // 2026-07-14 09:00:00 UTC is 1784019600 s; row i is i seconds later, on line i + 2 of the file.
        for (int i = 0; i < 1500; ++i) {
            const TelemetryRow &r = rows[std::size_t(i)];
            QCOMPARE(r.time, 1784019600.0 + i);
            QCOMPARE(r.line, i + 2);
            QCOMPARE(r.smClockMHz, 1980.0f);
            QCOMPARE(r.powerW, 650.0f);
            QCOMPARE(r.temperatureC, 61.0f);
            QCOMPARE(r.utilizationPct, 98.0f);
            QVERIFY(std::isnan(r.memClockMHz)); // not in the file: stored as NULL
            QVERIFY(std::isnan(r.pcieRxMBs));
        }
    }

    // The 60 s burn-in gpuplan-probe ran on an H200 (driver 580), imported as a file: its telemetry gets
    // the verdict the probe itself gave on the device ("pass", the file's verdict line), through the same
    // judgeBurnIn criteria (fleetintake).
    void importedH200BurnInPasses()
    {
        WorkspaceStore store;
        openFresh(store);
        const FleetFileReport r = store.importFleetFile(sample("gpuplan-probe/h200-burnin-60s.jsonl"));
        QCOMPARE(r.status, FleetFileReport::Status::Imported);
        QCOMPARE(r.format, QStringLiteral("gpuplan-probe-jsonl"));
        const auto devices = store.fleetDevices();
        QCOMPARE(devices.size(), std::size_t(1));
        const auto rows = store.fleetTelemetry(devices[0].id, -1e12, 1e12);
        QCOMPARE(int(rows.size()), 61); // 61 telemetry lines, t_s 0 to 60 s
        const auto v = judgeImportedBurnIn(devices[0].device.device, rows, {},
                                           GpuPlan::Probe::defaultCriteria(GpuPlan::Probe::SkuClass::Datacenter));
        QCOMPARE(v.verdict, GpuPlan::Probe::VerdictKind::Pass);
        QCOMPARE(std::string(GpuPlan::Probe::verdictKey(v.verdict)), std::string("pass"));
        const auto status = [&v](const char *code) {
            for (const auto &reason : v.reasons)
                if (reason.code == code)
                    return reason.status;
            return GpuPlan::Probe::CheckStatus::Unchecked;
        };
        QCOMPARE(status("clock_sag"), GpuPlan::Probe::CheckStatus::Pass);   // 1980 MHz throughout
        QCOMPARE(status("temperature"), GpuPlan::Probe::CheckStatus::Pass); // at most 46 C
        QCOMPARE(status("xid"), GpuPlan::Probe::CheckStatus::Pass);
        QCOMPARE(status("miscompare"), GpuPlan::Probe::CheckStatus::Unchecked); // a log verifies no result
    }

    void matchesH100CaptureToCatalog()
    {
        WorkspaceStore store;
        openFresh(store);
        const FleetFileReport r = store.importFleetFile(sample("nvsmi-csv/h100-mig-590-load-query-gpu.csv"));
        QCOMPARE(r.status, FleetFileReport::Status::Imported);
        QCOMPARE(r.deviceList.size(), std::size_t(1));
        QCOMPARE(r.deviceList.front().device.skuId, std::string("nvidia-h100-sxm-80gb"));
        QCOMPARE(store.fleetDevices().front().device.skuId, std::string("nvidia-h100-sxm-80gb"));
        for (const StoredFinding &f : store.fleetFindings())
            QVERIFY(f.finding.code != "unknown_sku");
    }

    void skuMatcher_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("memoryMiB");
        QTest::addColumn<QString>("sku");
        QTest::newRow("H100 SXM (nvidia-smi)") << "NVIDIA H100 80GB HBM3" << qint64(81559) << "nvidia-h100-sxm-80gb";
        QTest::newRow("H100 PCIe") << "NVIDIA H100 PCIe" << qint64(81559) << "nvidia-h100-pcie-80gb";
        QTest::newRow("H100 NVL") << "NVIDIA H100 NVL" << qint64(95830) << "nvidia-h100-nvl-94gb";
        QTest::newRow("H200") << "NVIDIA H200" << qint64(143771) << "nvidia-h200-sxm-141gb";
        QTest::newRow("A100 SXM4 80GB") << "NVIDIA A100-SXM4-80GB" << qint64(81920) << "nvidia-a100-sxm-80gb";
        QTest::newRow("A100 SXM4 40GB") << "NVIDIA A100-SXM4-40GB" << qint64(40960) << "nvidia-a100-sxm-40gb";
        QTest::newRow("RTX 3080 Ti") << "NVIDIA GeForce RTX 3080 Ti" << qint64(12288)
                                     << "nvidia-geforce-rtx-3080-ti-12gb";
        QTest::newRow("RTX 3080") << "NVIDIA GeForce RTX 3080" << qint64(10240) << "nvidia-geforce-rtx-3080-10gb";
        QTest::newRow("T4") << "Tesla T4" << qint64(15360) << "nvidia-t4-16gb";
        QTest::newRow("RTX A5000") << "NVIDIA RTX A5000" << qint64(24564) << "nvidia-rtx-a5000-24gb";
        QTest::newRow("lspci name") << "NVIDIA Corporation GH100 [H100 SXM5 80GB]" << qint64(0)
                                    << "nvidia-h100-sxm-80gb";
        QTest::newRow("L4 is not L40S") << "NVIDIA L4" << qint64(23034) << "nvidia-l4-24gb";
        QTest::newRow("memory contradicts") << "NVIDIA L40S" << qint64(24000) << "";
        QTest::newRow("A10G not in catalog") << "NVIDIA A10G" << qint64(23028) << "";
        QTest::newRow("unknown") << "Mystery Accelerator 9000" << qint64(0) << "";
    }

    void skuMatcher()
    {
        QFETCH(QString, name);
        QFETCH(qint64, memoryMiB);
        QFETCH(QString, sku);
        static const FleetSkuMatcher matcher(shippedCatalog().catalog);
        FleetDevice d;
        d.vendor = "NVIDIA";
        d.name = name.toStdString();
        if (memoryMiB > 0)
            d.memoryBytes = std::uint64_t(memoryMiB) << 20;
        QCOMPARE(QString::fromStdString(matcher.match(d)), sku);
    }

    // lspci -nn on a host whose pci.ids predates the GPUs names them "Device": the PCI IDs the catalog
    // carries (pci.ids 2026.10.24) still name the SKUs.
    void lspciDeviceNamedByItsPciId()
    {
        WorkspaceStore store;
        openFresh(store);
        const QString file
            = writeFile("lspci-device.txt",
                        "0000:18:00.0 3D controller [0302]: NVIDIA Corporation Device [10de:2330] (rev a1)\n"
                        "0000:b3:00.0 Processing accelerators [1200]: Advanced Micro Devices, Inc. [AMD/ATI] Device "
                        "[1002:74a1]\n");
        QCOMPARE(store.importFleetFile(file).status, FleetFileReport::Status::Imported);
        std::map<std::string, std::string> skuOf;
        for (const FleetInventoryDevice &d : store.fleetDevices())
            skuOf[d.device.device.pciId] = d.device.skuId;
        QCOMPARE(skuOf.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(skuOf["10de:2330"]), QStringLiteral("nvidia-h100-sxm-80gb"));
        QCOMPARE(QString::fromStdString(skuOf["1002:74a1"]), QStringLiteral("amd-instinct-mi300x-192gb"));
    }

    void xid79FindingsStored()
    {
        WorkspaceStore store;
        openFresh(store);
        const QString file = sample("kmsg/xid79-pid0-multiline-crashdump.log");
        const FleetFileReport r = store.importFleetFile(file);
        QCOMPARE(r.status, FleetFileReport::Status::Imported);
        const auto findings = store.fleetFindings();
        const auto xid = std::find_if(findings.begin(), findings.end(),
                                      [](const StoredFinding &f) { return f.finding.code == "xid_reject"; });
        QVERIFY(xid != findings.end());
        QCOMPARE(xid->finding.severity, FindingSeverity::Reject);
        QCOMPARE(xid->finding.action, FindingAction::ReseatCheckRisers);
        QCOMPARE(xid->finding.params.front(), std::string("79"));
        QVERIFY(xid->finding.evidence.file.ends_with("xid79-pid0-multiline-crashdump.log"));
        QCOMPARE(xid->finding.evidence.line, 3);
        QVERIFY(xid->deviceId > 0);
        QVERIFY(!xid->message.empty());
        QVERIFY(std::any_of(r.findings.begin(), r.findings.end(),
                            [](const StoredFinding &f) { return f.finding.code == "xid_reject"; }));
        // The findings cover the whole workspace: a second file adds its own and keeps the Xid.
        QCOMPARE(store.importFleetFile(sample("nvsmi-csv/h100-mig-590-load-query-gpu.csv")).status,
                 FleetFileReport::Status::Imported);
        const auto after = store.fleetFindings();
        QVERIFY(std::any_of(after.begin(), after.end(),
                            [](const StoredFinding &f) { return f.finding.code == "xid_reject"; }));
    }

    // dcgmi diag, real captures: what failed decides the finding. CUDA failing to initialise on every GPU and
    // persistence mode off are the node's deployment (warning, fix the node's configuration); DCGM's internal
    // error is the tool's, not the GPU's (info); no capture here is a hardware failure, so no quarantine.
    void dcgmiDiagFindingsByWhatFailed_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("severity");
        QTest::addColumn<int>("action");
        QTest::newRow("cuInit on 8 H100")
            << "dcgmi/diag-r3-h100x8-3.3.8-cuda-init-fail.txt"
            << "diag_deployment_fail" << 8 << int(FindingSeverity::Warning) << int(FindingAction::FixNodeConfig);
        QTest::newRow("persistence mode")
            << "dcgmi/diag-r1-h200x8-3.1.8-persistence-fail.txt"
            << "diag_deployment_fail" << 1 << int(FindingSeverity::Warning) << int(FindingAction::FixNodeConfig);
        QTest::newRow("internal error, B200")
            << "dcgmi/diag-r2-b200x8-4.4.1-pcie-parse-error.txt"
            << "diag_internal_error" << 1 << int(FindingSeverity::Info) << int(FindingAction::None);
        QTest::newRow("internal error, L40S")
            << "dcgmi/diag-r2-l40sx4-4.2.3-pcie-internal-error-k8s.txt"
            << "diag_internal_error" << 1 << int(FindingSeverity::Info) << int(FindingAction::None);
    }

    void dcgmiDiagFindingsByWhatFailed()
    {
        QFETCH(QString, file);
        QFETCH(QString, code);
        QFETCH(int, count);
        QFETCH(int, severity);
        QFETCH(int, action);
        WorkspaceStore store;
        openFresh(store);
        QCOMPARE(store.importFleetFile(sample(qPrintable(file))).status, FleetFileReport::Status::Imported);
        int n = 0;
        for (const StoredFinding &f : store.fleetFindings()) {
            QVERIFY2(f.finding.code != "diag_hardware_fail", f.message.c_str());
            if (f.finding.code != code.toStdString())
                continue;
            ++n;
            QCOMPARE(int(f.finding.severity), severity);
            QCOMPARE(int(f.finding.action), action);
            QVERIFY(f.finding.evidence.file.ends_with(file.section(QLatin1Char('/'), -1).toStdString()));
            QVERIFY(f.finding.evidence.line > 0);
        }
        QCOMPARE(n, count);
    }

    void dryRunWritesNothing()
    {
        WorkspaceStore store;
        const QString ws = openFresh(store);
        const QStringList before = dump(ws);
        FleetImportOptions options;
        options.dryRun = true;
        const FleetFileReport r = store.importFleetFile(sample("kmsg/xid79-pid0-multiline-crashdump.log"), options);
        QCOMPARE(r.status, FleetFileReport::Status::DryRun);
        QCOMPARE(r.events, 3);
        QVERIFY(std::any_of(r.findings.begin(), r.findings.end(),
                            [](const StoredFinding &f) { return f.finding.code == "xid_reject"; }));
        QCOMPARE(dump(ws), before);
    }

    void importJobInBackground()
    {
        WorkspaceStore store;
        const QString ws = openFresh(store);
        ImportJob job;
        QSignalSpy started(&job, &ImportJob::fileStarted);
        QSignalSpy fileDone(&job, &ImportJob::fileFinished);
        QSignalSpy finished(&job, &ImportJob::finished);
        QSignalSpy progress(&job, &ImportJob::progress);
        const QStringList files{sample("nvsmi-q-text/h100x8-535.183.01.txt"),
                                sample("nvsmi-q-text/h100-535.183.01-corrupt-truncated.txt"),
                                writeFile("job.csv", csv(2000, "GPU-cccccccc-cccc-cccc-cccc-cccccccccccc"))};
        QVERIFY(job.start(ws, files));
        QVERIFY(!job.start(ws, files)); // one at a time
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QCOMPARE(started.count(), 3);
        QCOMPARE(fileDone.count(), 3);
        QVERIFY(progress.count() >= 3);
        const auto reports = finished.front().front().value<QList<FleetFileReport>>();
        QCOMPARE(reports.size(), 3);
        QCOMPARE(reports[0].status, FleetFileReport::Status::Imported);
        QCOMPARE(reports[1].status, FleetFileReport::Status::Failed);
        QVERIFY(reports[1].errors.front().line > 0);
        QCOMPARE(reports[2].status, FleetFileReport::Status::Imported);
        QCOMPARE(int(reports[2].samples), 2000);
        QCOMPARE(int(store.fleetDevices().size()), 9); // read through the GUI's own connection
    }

    void deferredFindingsAreEvaluatedOnceAtTheEnd()
    {
        // A batch marks the findings stale per file and evaluates them once; the reports then carry the
        // same findings a file-by-file import gives, and a workspace left stale (a batch that stopped before
        // its end) evaluates them when it is opened again.
        const QString log = sample("kmsg/xid79-pid0-multiline-crashdump.log");
        WorkspaceStore one;
        openFresh(one);
        const FleetFileReport alone = one.importFleetFile(log);
        QVERIFY(!alone.findings.empty());

        WorkspaceStore store;
        const QString ws = openFresh(store);
        FleetImportOptions deferred;
        deferred.deferFindings = true;
        QList<FleetFileReport> reports{store.importFleetFile(log, deferred)};
        QCOMPARE(reports.front().status, FleetFileReport::Status::Imported);
        QVERIFY(reports.front().findings.empty());
        QVERIFY(store.fleetFindings().empty());
        QCOMPARE(countRows(ws, QStringLiteral("SELECT count(*) FROM meta WHERE key = 'findings_stale'")), 1);
        store.close();
        QCOMPARE(store.open(ws), WorkspaceStore::OpenStatus::Ok);
        QCOMPARE(store.fleetFindings().size(), one.fleetFindings().size());
        QCOMPARE(countRows(ws, QStringLiteral("SELECT count(*) FROM meta WHERE key = 'findings_stale'")), 0);

        WorkspaceStore batch;
        openFresh(batch);
        QList<FleetFileReport> batchReports{batch.importFleetFile(log, deferred)};
        QVERIFY(batch.finishFleetImports(batchReports));
        QCOMPARE(batchReports.front().findings.size(), alone.findings.size());
        for (std::size_t i = 0; i < alone.findings.size(); ++i)
            QCOMPARE(batchReports.front().findings[i].message, alone.findings[i].message);
    }

    void importJobCancel()
    {
        WorkspaceStore store;
        const QString ws = openFresh(store);
        const QStringList before = dump(ws);
        ImportJob job;
        QSignalSpy finished(&job, &ImportJob::finished);
        QVERIFY(job.start(ws,
                          {writeFile("big.csv", csv(200000, "GPU-dddddddd-dddd-dddd-dddd-dddddddddddd")),
                           sample("nvsmi-q-text/h100x8-535.183.01.txt")}));
        job.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        const auto reports = finished.front().front().value<QList<FleetFileReport>>();
        QCOMPARE(reports.size(), 2);
        QCOMPARE(reports[1].status, FleetFileReport::Status::Cancelled);
        QCOMPARE(dump(ws), before);
    }

    // A sample pushed twice (same device, time, file and line) is kept once, as INSERT OR IGNORE did with one row per
    // sample; the chunk holds the samples in time order.
    void duplicateSampleIsKeptOnce()
    {
        WorkspaceStore store;
        const QString ws = openFresh(store);
        {
            QSqlDatabase db = secondConnection(ws, QStringLiteral("writer"));
            QVERIFY(db.open());
            QVERIFY(db.transaction());
            {
                FleetSampleWriter writer(sqlHandle(db), 777);
                QVERIFY(writer.isValid());
                TelemetryRow row;
                row.time = 1.0e9;
                row.line = 3;
                row.powerW = 300.0f;
                writer.push(5, row);
                writer.push(5, row); // the same sample again
                row.line = 4;
                writer.push(5, row);
                row.time = 0.5e9; // earlier, later in the file
                row.line = 5;
                writer.push(5, row);
                row.line = 3;
                row.time = 1.0e9; // the first one, not right after it: the chunk's sort finds it
                writer.push(5, row);
                QVERIFY2(writer.finish(), writer.error().c_str());
                QCOMPARE(writer.written(), std::uint64_t(3));
            }
            QVERIFY(db.commit());
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("writer"));
        QCOMPARE(countRows(ws, QStringLiteral("SELECT sum(samples) FROM telemetry_chunk WHERE file_id = 777")), 3);
        const std::vector<TelemetryRow> rows = store.fleetTelemetry(5, 0, 1e12);
        QCOMPARE(rows.size(), std::size_t(3));
        QCOMPARE(rows[0].time, 0.5e9);
        QCOMPARE(rows[1].line, 3);
        QCOMPARE(rows[2].line, 4);
        for (const TelemetryRow &r : rows)
            QCOMPARE(r.powerW, 300.0f);
    }

    void schemaIsVersion12()
    {
        // A fresh workspace gets every step, 004_fleet.sql to 013_intake.sql, on 16 KiB pages.
        WorkspaceStore store;
        const QString path = openFresh(store);
        QCOMPARE(store.schemaVersion(), 13);
        QCOMPARE(count(path, "telemetry_chunk"), 0);
        QCOMPARE(countRows(path, QStringLiteral("SELECT count(*) FROM telemetry_sample")), -1); // converted, dropped
        QCOMPARE(count(path, "scenario"), 0);
        QCOMPARE(count(path, "scenario_version"), 0);
        QCOMPARE(count(path, "audit"), 0);
        QCOMPARE(count(path, "prometheus_source"), 0);
        QCOMPARE(count(path, "device_sighting"), 0);
        QCOMPARE(count(path, "host_fact"), 0);
        if (TestRequire::WorkspaceBackends::onPostgreSql()) {
            QCOMPARE(countRows(path,
                               QStringLiteral("SELECT count(*) FROM information_schema.columns WHERE "
                                              "table_name = 'finding' AND column_name = 'node'")),
                     1);
            // 64-bit integers where SQLite's INTEGER holds them: a GPU's memory in bytes.
            QCOMPARE(countRows(path,
                               QStringLiteral("SELECT count(*) FROM information_schema.columns WHERE "
                                              "table_name = 'fleet_device' AND column_name = 'memory_bytes' "
                                              "AND data_type = 'bigint'")),
                     1);
            return;
        }
        QCOMPARE(
            countRows(path, QStringLiteral("SELECT count(*) FROM pragma_table_info('finding') WHERE name = 'node'")),
            1);
        QCOMPARE(countRows(path, QStringLiteral("PRAGMA page_size")), 16384);
    }
};

QTEST_GUILESS_MAIN(TestFleetStore)
#include "tst_fleetstore.moc"
