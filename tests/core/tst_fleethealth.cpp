// Fleet health rules, one data-driven case per rule, with the severity and action the field guides give.
#include "core/fleethealth.h"

#include <QTest>

using namespace GpuPlan;

namespace {

InventoryDevice gpu(const std::string &name, const std::string &node = "node1",
                    const std::string &sku = "nvidia-h100-sxm5-80gb")
{
    InventoryDevice d;
    d.device.name = name;
    d.device.node = node;
    d.device.memoryBytes = 80ull << 30;
    d.device.driverVersion = "550.90.07";
    d.device.pcieGen = 5;
    d.device.pcieWidth = 16;
    d.device.pcieMaxGen = 5;
    d.device.pcieMaxWidth = 16;
    d.device.line = 7;
    d.skuId = sku;
    d.file = "capture.txt";
    return d;
}

FleetEventRecord fleetEvent(FleetEventKind kind, int code, int device, int line)
{
    FleetEventRecord r;
    r.event.kind = kind;
    r.event.code = code;
    r.event.device = device;
    r.event.line = line;
    r.event.pciBusId = "0000:3b:00.0";
    r.file = "dmesg.log";
    return r;
}

// Loaded samples (100 % utilisation) at 1 Hz: `first` for the first minute, then `later`.
void loadedRun(InventoryDevice &d, float first, float later, int seconds, std::uint32_t mask = 0)
{
    for (int t = 0; t < seconds; ++t) {
        TelemetryRow row;
        row.time = t;
        row.utilizationPct = 100;
        row.smClockMHz = t < 60 ? first : later;
        row.temperatureC = 70;
        row.throttleMask = mask;
        row.line = t + 2;
        d.telemetry.add(row, "dmon.txt");
    }
}

const Finding *find(const std::vector<Finding> &findings, const std::string &code)
{
    for (const Finding &f : findings)
        if (f.code == code)
            return &f;
    return nullptr;
}

} // namespace

class TestFleetHealth : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void healthyFleetHasNoFindings()
    {
        FleetSnapshot s;
        s.devices = {gpu("NVIDIA H100 80GB HBM3"), gpu("NVIDIA H100 80GB HBM3")};
        loadedRun(s.devices[0], 1980, 1980, 300);
        QVERIFY(evaluateFleetHealth(s).empty());
    }

    void rules_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("severity");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("text");
        QTest::newRow("x8 link") << "x8"
                                 << "pcie_width_downgraded" << int(FindingSeverity::Quarantine) << "reseat_check_risers"
                                 << "PCIe link at Gen5 x8, narrower than its maximum Gen5 x16";
        QTest::newRow("gen4 link") << "gen4"
                                   << "pcie_gen_downgraded" << int(FindingSeverity::Warning) << "reseat_check_risers"
                                   << "";
        QTest::newRow("Xid 79") << "xid79"
                                << "xid_reject" << int(FindingSeverity::Reject) << "reseat_check_risers"
                                << "Xid 79 (hardware fault) seen 2 times (0000:3b:00.0)";
        QTest::newRow("Xid 48") << "xid48"
                                << "xid_reject" << int(FindingSeverity::Reject) << "replace"
                                << "";
        QTest::newRow("Xid 63") << "xid63"
                                << "xid_quarantine" << int(FindingSeverity::Quarantine) << "reset_gpu"
                                << "";
        QTest::newRow("Xid 94") << "xid94"
                                << "xid_quarantine" << int(FindingSeverity::Quarantine) << "quarantine"
                                << "";
        QTest::newRow("Xid 13") << "xid13"
                                << "xid_application" << int(FindingSeverity::Info) << "investigate_application"
                                << "";
        QTest::newRow("Xid 62") << "xid62"
                                << "xid_other" << int(FindingSeverity::Warning) << "quarantine"
                                << "";
        QTest::newRow("fallen off the bus") << "bus"
                                            << "fallen_off_bus" << int(FindingSeverity::Reject) << "reseat_check_risers"
                                            << "";
        QTest::newRow("AER fatal") << "aerfatal"
                                   << "aer_fatal" << int(FindingSeverity::Reject) << "reseat_check_risers"
                                   << "";
        QTest::newRow("AER corrected") << "aercorr"
                                       << "aer_corrected" << int(FindingSeverity::Warning) << "reseat_check_risers"
                                       << "3 corrected PCIe AER errors (0000:3b:00.0)";
        QTest::newRow("dcgmi diag, hardware")
            << "diag3"
            << "diag_hardware_fail" << int(FindingSeverity::Quarantine) << "quarantine"
            << "dcgmi diag: a hardware test failed (GPU Memory: GPU 0 memory test "
               "failed), 1 times: take the GPU out of service";
        QTest::newRow("dcgmi diag, deployment")
            << "diag2"
            << "diag_deployment_fail" << int(FindingSeverity::Warning) << "fix_node_config"
            << "";
        QTest::newRow("dcgmi diag, internal error") << "diag1"
                                                    << "diag_internal_error" << int(FindingSeverity::Info) << "none"
                                                    << "";
        QTest::newRow("dcgmi diag, warning") << "diag0"
                                             << "diag_warning" << int(FindingSeverity::Info) << "watch_trend"
                                             << "";
        QTest::newRow("GPU reset") << "reset"
                                   << "gpu_reset" << int(FindingSeverity::Quarantine) << "quarantine"
                                   << "";
        QTest::newRow("uncorrectable ECC")
            << "ecc"
            << "ecc_uncorrectable" << int(FindingSeverity::Quarantine) << "quarantine"
            << "2 uncorrectable ECC errors since the driver loaded, 5 over the card's life";
        QTest::newRow("retired DBE pages") << "dbe"
                                           << "retired_pages_dbe" << int(FindingSeverity::Quarantine) << "quarantine"
                                           << "";
        QTest::newRow("remap pending") << "remap"
                                       << "row_remap_pending" << int(FindingSeverity::Quarantine) << "reset_gpu"
                                       << "";
        QTest::newRow("remap failure") << "remapfail"
                                       << "row_remap_failure" << int(FindingSeverity::Reject) << "replace"
                                       << "";
        QTest::newRow("thermal throttling")
            << "thermal"
            << "thermal_throttle_under_load" << int(FindingSeverity::Warning) << "check_cooling"
            << "thermal throttling in 300 of 300 samples under load (100 %)";
        QTest::newRow("clock sag") << "sag"
                                   << "clock_sag" << int(FindingSeverity::Warning) << "check_cooling"
                                   << "SM clock fell from 1980 MHz in the first loaded minute to 1700 MHz afterwards";
        QTest::newRow("driver mismatch")
            << "driver"
            << "driver_mismatch" << int(FindingSeverity::Warning) << "standardise_driver"
            << "driver 535.129.03 differs from 550.90.07, the one most nvidia-h100-sxm5-80gb GPUs run";
        QTest::newRow("mixed pool") << "mixed"
                                    << "mixed_pool" << int(FindingSeverity::Warning) << "split_pool"
                                    << "";
        QTest::newRow("throttled, reason not given")
            << "throttleword"
            << "throttle_reason_unknown" << int(FindingSeverity::Info) << "none"
            << "clocks were held down when captured, for a reason the file does not "
               "name: run `nvidia-smi --query-gpu=clocks_throttle_reasons.active,"
               "clocks_throttle_reasons.* --format=csv` (clocks_event_reasons.* on "
               "newer drivers) to see which";
        QTest::newRow("unknown SKU") << "unknown"
                                     << "unknown_sku" << int(FindingSeverity::Info) << "match_catalog"
                                     << "\"Mystery GPU\" matches no SKU of the catalog";
    }

    void rules()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, code);
        QFETCH(int, severity);
        QFETCH(QString, action);
        QFETCH(QString, text);
        FleetSnapshot s;
        s.devices = {gpu("NVIDIA H100 80GB HBM3"), gpu("NVIDIA H100 80GB HBM3"), gpu("NVIDIA H100 80GB HBM3")};
        FleetDevice &d = s.devices[0].device;
        const auto xid = [&s](int xidCode) {
            s.events.push_back(fleetEvent(FleetEventKind::Xid, xidCode, 0, 12));
            s.events.push_back(fleetEvent(FleetEventKind::Xid, xidCode, 0, 40));
        };
        if (scenario == QLatin1String("x8"))
            d.pcieWidth = 8;
        else if (scenario == QLatin1String("gen4"))
            d.pcieGen = 4;
        else if (scenario.startsWith(QLatin1String("xid")))
            xid(scenario.mid(3).toInt());
        else if (scenario == QLatin1String("bus"))
            s.events.push_back(fleetEvent(FleetEventKind::FallenOffBus, 0, 0, 3));
        else if (scenario == QLatin1String("aerfatal"))
            s.events.push_back(fleetEvent(FleetEventKind::AerFatal, 0, 0, 3));
        else if (scenario == QLatin1String("aercorr"))
            for (int i = 0; i < 3; ++i)
                s.events.push_back(fleetEvent(FleetEventKind::AerCorrected, 0, 0, 3 + i));
        else if (scenario == QLatin1String("reset"))
            s.events.push_back(fleetEvent(FleetEventKind::GpuReset, 0, 0, 3));
        else if (scenario.startsWith(QLatin1String("diag"))) { // diag<DiagnosticClass>
            FleetEventRecord r = fleetEvent(FleetEventKind::Diagnostic, scenario.mid(4).toInt(), 0, 9);
            r.event.message = "GPU Memory: GPU 0 memory test failed";
            s.events.push_back(r);
        } else if (scenario == QLatin1String("ecc")) {
            d.eccUncorrectedVolatile = 2;
            d.eccUncorrectedAggregate = 5;
        } else if (scenario == QLatin1String("dbe"))
            d.retiredPagesDbe = 1;
        else if (scenario == QLatin1String("remap"))
            d.remapPending = true;
        else if (scenario == QLatin1String("remapfail"))
            d.remapFailure = true;
        else if (scenario == QLatin1String("thermal"))
            loadedRun(s.devices[0], 1980, 1980, 300, ThrottleSwThermal);
        else if (scenario == QLatin1String("sag"))
            loadedRun(s.devices[0], 1980, 1700, 300); // 1700 < 0.9 x 1980 = 1782
        else if (scenario == QLatin1String("driver"))
            d.driverVersion = "535.129.03";
        else if (scenario == QLatin1String("mixed")) {
            d.name = "NVIDIA H100 PCIe";
            s.devices[0].skuId = "nvidia-h100-pcie-80gb";
        } else if (scenario == QLatin1String("throttleword")) {
            d.activeThrottleReasons = {kUnspecifiedThrottleReason};
        } else if (scenario == QLatin1String("unknown")) {
            d.name = "Mystery GPU";
            s.devices[0].skuId.clear();
        }

        const std::vector<Finding> findings = evaluateFleetHealth(s);
        const Finding *f = find(findings, code.toStdString());
        QVERIFY2(f, qPrintable(QStringLiteral("no %1 among %2 findings").arg(code).arg(findings.size())));
        QCOMPARE(int(f->severity), severity);
        QCOMPARE(QString::fromLatin1(findingActionKey(f->action)), action);
        QCOMPARE(f->device, 0);
        QVERIFY(!f->evidence.file.empty());
        if (!text.isEmpty())
            QCOMPARE(QString::fromStdString(f->englishText()), text);
        // Nothing else is flagged on the healthy devices (the mixed pool finding names the pool's first device).
        for (const Finding &other : findings)
            QVERIFY2(other.device <= 0, other.englishText().c_str());
    }

    void repeatedEventsAreOneFindingWithACount()
    {
        FleetSnapshot s;
        s.devices = {gpu("NVIDIA H100 80GB HBM3")};
        for (int i = 0; i < 636; ++i)
            s.events.push_back(fleetEvent(FleetEventKind::Xid, i % 2 ? 13 : 43, 0, 10 + i));
        const auto findings = evaluateFleetHealth(s);
        QCOMPARE(findings.size(), std::size_t(2));
        QCOMPARE(findings[0].params[0], std::string("13"));
        QCOMPARE(findings[0].params[1], std::string("318"));
        QCOMPARE(findings[0].evidence.line, 11); // Xid 13 first appears on the second event's line
        QCOMPARE(findings[1].evidence.line, 10);
    }

    void unnamedGpusAreNoOtherSku()
    {
        // A GPU known only from a kernel log or topo -m has no name: nothing to match in the catalog, and
        // beside a named H100 of its node it is no sign of a mixed pool.
        FleetSnapshot s;
        s.devices = {gpu("NVIDIA H100 80GB HBM3"), gpu("", "node1", "")};
        s.devices[1].device.memoryBytes.reset();
        QVERIFY(evaluateFleetHealth(s).empty());
        s.devices.push_back(gpu("NVIDIA A10", "node1", "nvidia-a10"));
        s.devices[2].device.memoryBytes = 24ull << 30;
        const auto findings = evaluateFleetHealth(s);
        QVERIFY(find(findings, "mixed_pool"));
        QCOMPARE(find(findings, "mixed_pool")->params[1], std::string("NVIDIA A10, NVIDIA H100 80GB HBM3"));
    }

    void severestFirst()
    {
        FleetSnapshot s;
        s.devices = {gpu("A"), gpu("B")};
        s.devices[0].skuId.clear();
        s.events.push_back(fleetEvent(FleetEventKind::Xid, 79, 1, 5));
        const auto findings = evaluateFleetHealth(s);
        QVERIFY(findings.size() >= 2);
        QCOMPARE(findings.front().severity, FindingSeverity::Reject);
        QCOMPARE(findings.back().severity, FindingSeverity::Info);
    }

    void idleSamplesAreNotJudgedForSag()
    {
        FleetSnapshot s;
        s.devices = {gpu("NVIDIA H100 80GB HBM3")};
        for (int t = 0; t < 300; ++t) {
            TelemetryRow row;
            row.utilizationPct = 0;
            row.smClockMHz = t < 60 ? 1980 : 345; // idle clocks drop: normal
            s.devices[0].telemetry.add(row, "dmon.txt");
        }
        QVERIFY(evaluateFleetHealth(s).empty());
    }
};

QTEST_GUILESS_MAIN(TestFleetHealth)
#include "tst_fleethealth.moc"
