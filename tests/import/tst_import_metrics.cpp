// The importers of GPU exporters' Prometheus scrapes, lspci and sysfs PCIe link files against values read
// by hand in the real captures of tests/import/samples, and against broken variants built here from them.
#include "importtesthelpers.h"

#include <QTest>

#include <cmath>

class TestImportMetrics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dcgmExporter()
    {
        const Result t4 = importSample("dcgm-exporter/tesla-t4-datadog-serve.prom");
        QVERIFY(t4.ok);
        QCOMPARE(t4.format, std::string("prometheus"));
        const FleetDevice &a = t4.sink.devices[0];
        QCOMPARE(a.uuid, std::string("GPU-20c56d28-0da5-6d26-a36a-e7af1ce2586e"));
        QCOMPARE(a.name, std::string("Tesla T4"));
        QCOMPARE(a.node, std::string("424773df46e0"));
        QCOMPARE(a.driverVersion, std::string("460.106.00"));
        QCOMPARE(a.vendor, std::string("NVIDIA"));
        QCOMPARE(a.index, 0);
        QCOMPARE(a.pcieReplays.value_or(99), std::uint64_t(0));
        QCOMPARE(a.line, 3);
        const TelemetryRow &s = t4.sink.samples[0];
        QCOMPARE(s.smClockMHz, 300.0f);
        QCOMPARE(s.memClockMHz, 405.0f);
        QCOMPARE(s.powerW, 8.969f);
        QCOMPARE(s.temperatureC, 25.0f);
        QCOMPARE(s.memUsedMiB, 0.0f);
        const FleetDevice &b = t4.sink.devices[1];
        QCOMPARE(b.serial, std::string("1565220008176"));
        QCOMPARE(b.vbios, std::string("90.04.96.00.02"));
        QCOMPARE(b.memoryBytes.value_or(0), std::uint64_t(15109ull * 1048576));
        QCOMPARE(b.powerLimitW.value_or(0), 70.0);
        QCOMPARE(b.slowdownTemperatureC.value_or(0), 93.0);

        // A non-zero Xid gauge is an Xid event with that code.
        const std::string text = sample("dcgm-exporter/tesla-t4-datadog-serve.prom");
        const auto xidLine = text.find("DCGM_FI_DEV_XID_ERRORS{");
        const auto end = text.find('\n', xidLine);
        std::string withXid = text;
        withXid.replace(end - 1, 1, "79");
        const Result xid = importBytes(withXid);
        QVERIFY(xid.ok);
        QCOMPARE(xid.sink.events.size(), std::size_t(1));
        QCOMPARE(xid.sink.events[0].kind, FleetEventKind::Xid);
        QCOMPARE(xid.sink.events[0].code, 79);
        QCOMPARE(xid.sink.events[0].line, 33);
        QCOMPARE(xid.sink.events[0].device, 0);
        QCOMPARE(xid.sink.events[0].node, std::string("424773df46e0"));

        // Throttle reasons are NVML bits: 0x1 (idle) is no slowdown, 0x24 is SW power cap + SW thermal.
        const Result throttled = importBytes(
            text
            + "\nDCGM_FI_DEV_CLOCK_THROTTLE_REASONS{gpu=\"0\",UUID=\"GPU-9ef1b6d0-3643-5dd7-b823-c0ec20dcf2d5\"} 36\n");
        QCOMPARE(throttled.sink.samples.size(), std::size_t(2));
        QCOMPARE(throttled.sink.samples[1].throttleMask, std::uint32_t(ThrottleSwPowerCap | ThrottleSwThermal));

        const Result grace = importSample("dcgm-exporter/grace-cpu-metrics.prom");
        QVERIFY(grace.ok);
        QVERIFY(grace.sink.devices.empty());
    }

    void amdExporter()
    {
        const Result mini = importSample("prom-amd-device-metrics-exporter/metrics-mini.prom");
        QVERIFY(mini.ok);
        QCOMPARE(mini.sink.devices[0].uuid, std::string("6699c0a8-4200-4242-037f-f97e6cae0f09"));
        QCOMPARE(mini.sink.devices[0].serial, std::string("692247001282"));
        QCOMPARE(mini.sink.devices[0].vendor, std::string("AMD"));
        QCOMPARE(mini.sink.devices[0].memoryBytes.value_or(0), std::uint64_t(68702000000ull));
        QCOMPARE(mini.sink.samples[0].powerW, 41.0f);
        QCOMPARE(mini.sink.samples[0].utilizationPct, 0.0f);

        const Result apu = importSample("prom-amd-device-metrics-exporter/strix-halo-zero-power.prom");
        QVERIFY(apu.ok);
        QCOMPARE(apu.sink.devices[0].node, std::string("18ab41be1b15"));
        QCOMPARE(apu.sink.devices[0].index, 0);
        QVERIFY(apu.sink.samples.empty()); // 0 W is "unsupported" on an APU

        // A CPX partition's series (gpu_partition_id 6 of the card with serial 692407005126): the card, known by
        // its serial on its host; gpu_id 14 numbers the partition, not the card; no telemetry of its own.
        const Result cpx = importSample("prom-amd-device-metrics-exporter/mi300x-cpx-pcie-tx-63gpu-line.prom");
        QVERIFY(cpx.ok);
        QCOMPARE(cpx.format, std::string("prometheus"));
        QCOMPARE(cpx.sink.devices.size(), std::size_t(1));
        QCOMPARE(cpx.sink.devices[0].serial, std::string("692407005126"));
        QCOMPARE(cpx.sink.devices[0].node, std::string("723be48b185a"));
        QCOMPARE(cpx.sink.devices[0].index, -1);
        QVERIFY(cpx.sink.samples.empty());
        // SPX with gpu_partition_id "NA": whole GPUs, numbered by gpu_id.
        const Result spx = importSample("prom-amd-device-metrics-exporter/mi325x-spx-partition-id-na.prom");
        QCOMPARE(spx.sink.devices.size(), std::size_t(2));
        QCOMPARE(spx.sink.devices[1].index, 3);
        QCOMPARE(spx.sink.devices[1].uuid, std::string("b6ff74b9-0000-1000-804b-b933ce354f93"));
    }

    void nvidiaGpuExporter()
    {
        const Result h100 = importSample("prom-nvidia-gpu-exporter/h100-mig-590-load.metrics");
        QVERIFY(h100.ok);
        const FleetDevice &d = h100.sink.devices[0];
        QCOMPARE(d.name, std::string("NVIDIA H100 80GB HBM3"));
        QCOMPARE(d.pciBusId, std::string("0000:00:09.0"));
        QCOMPARE(d.pciId, std::string("10de:2330"));
        QCOMPARE(d.memoryBytes.value_or(0), std::uint64_t(85520809984ull));
        QCOMPARE(d.pcieGen.value_or(0), 5);
        QCOMPARE(d.pcieMaxWidth.value_or(0), 16);
        QCOMPARE(d.migEnabled.value_or(false), true);
        QCOMPARE(d.eccEnabled.value_or(false), true);
        QCOMPARE(d.powerLimitW.value_or(0), 700.0);
        QCOMPARE(d.driverVersion, std::string("590.48.01"));
        QCOMPARE(d.vbios, std::string("96.00.A5.00.01"));
        QVERIFY(d.serial.empty()); // masked as zeros
        const TelemetryRow &s = h100.sink.samples[0];
        QCOMPARE(s.smClockMHz, 1980.0f); // exported in Hz
        QCOMPARE(s.memClockMHz, 2619.0f);
        QCOMPARE(s.powerW, 433.78f);
        QCOMPARE(s.temperatureC, 53.0f);
        QCOMPARE(s.memTemperatureC, 59.0f);
        QCOMPARE(s.memUsedMiB, 11125.0f);
    }

    void intelXpuManagerExporter()
    {
        // No capture of XPU Manager's exporter is public: this scrape is written from its metric table
        // (intel/xpumanager rest/prometheus_exporter/prometheus_exporter_types.py @04ebef9: names, units, labels),
        // with a device-level series, a tile's (sub_dev) and a card's (card, no device labels).
        const std::string text
            = "# HELP xpum_engine_ratio GPU active time of the elapsed time (in %), per GPU tile\n"
              "# TYPE xpum_engine_ratio gauge\n"
              "xpum_engine_ratio{dev_file=\"card1\",dev_name=\"Intel(R) Data Center GPU Flex "
              "170\",pci_bdf=\"0000:4d:00.0\","
              "pci_dev=\"0x56c0\",src=\"avg\",uuid=\"01000000-0000-0000-0000-000000000000\",vendor=\"Intel(R) "
              "Corporation\"} 0.42\n"
              "xpum_engine_ratio{dev_file=\"card1\",dev_name=\"Intel(R) Data Center GPU Flex "
              "170\",pci_bdf=\"0000:4d:00.0\","
              "pci_dev=\"0x56c0\",src=\"direct\",sub_dev=\"0\",uuid=\"01000000-0000-0000-0000-000000000000\","
              "vendor=\"Intel(R) Corporation\"} 0.9\n"
              "# TYPE xpum_power_watts gauge\n"
              "xpum_power_watts{card=\"2147483649\",src=\"sum\"} 120.0\n"
              "xpum_power_watts{dev_name=\"Intel(R) Data Center GPU Flex 170\",pci_bdf=\"0000:4d:00.0\",src=\"direct\","
              "uuid=\"01000000-0000-0000-0000-000000000000\"} 95.5\n"
              "# TYPE xpum_temperature_celsius gauge\n"
              "xpum_temperature_celsius{location=\"gpu\",pci_bdf=\"0000:4d:00.0\",src=\"direct\","
              "uuid=\"01000000-0000-0000-0000-000000000000\"} 58.0\n"
              "xpum_temperature_celsius{location=\"mem\",pci_bdf=\"0000:4d:00.0\",src=\"direct\","
              "uuid=\"01000000-0000-0000-0000-000000000000\"} 52.0\n"
              "# TYPE xpum_frequency_mhz gauge\n"
              "xpum_frequency_mhz{location=\"gpu\",pci_bdf=\"0000:4d:00.0\",src=\"direct\",type=\"actual\","
              "uuid=\"01000000-0000-0000-0000-000000000000\"} 1950.0\n"
              "xpum_frequency_mhz{location=\"gpu\",pci_bdf=\"0000:4d:00.0\",src=\"direct\",type=\"request\","
              "uuid=\"01000000-0000-0000-0000-000000000000\"} 2050.0\n"
              "# TYPE xpum_memory_used_bytes gauge\n"
              "xpum_memory_used_bytes{pci_bdf=\"0000:4d:00.0\",src=\"direct\",uuid=\"01000000-0000-0000-0000-"
              "000000000000\"}"
              " 1.073741824e+09\n";
        const Result r = importBytes(text);
        QVERIFY(r.ok);
        QCOMPARE(r.format, std::string("prometheus"));
        QCOMPARE(int(r.sink.devices.size()), 1); // the card's series names no GPU
        const FleetDevice &d = r.sink.devices[0];
        QCOMPARE(d.vendor, std::string("Intel"));
        QCOMPARE(d.name, std::string("Intel(R) Data Center GPU Flex 170"));
        QCOMPARE(d.pciBusId, std::string("0000:4d:00.0"));
        const TelemetryRow &row = r.sink.samples.at(0);
        QCOMPARE(row.utilizationPct, 42.0f); // the device's ratio, not the tile's
        QCOMPARE(row.powerW, 95.5f);         // the GPU's, not the card's sum
        QCOMPARE(row.temperatureC, 58.0f);
        QCOMPARE(row.memTemperatureC, 52.0f);
        QCOMPARE(row.smClockMHz, 1950.0f); // actual, not requested
        QCOMPARE(row.memUsedMiB, 1024.0f);
    }

    void lspci()
    {
        const Result a100 = importSample("lspci/a100x8-lspci-nn.txt");
        QVERIFY(a100.ok);
        const FleetDevice &g4 = a100.sink.devices[4];
        QCOMPARE(g4.pciBusId, std::string("000b:00:00.0"));
        QCOMPARE(g4.pciId, std::string("10de:20b2"));
        QCOMPARE(g4.name, std::string("GA100 [A100 SXM4 80GB]"));
        QCOMPARE(g4.line, 11);

        const std::string excerpt = sample("lspci/h100x8-gpus-and-downgraded-links-excerpt.txt");
        const Result h100 = importBytes(excerpt);
        QVERIFY(h100.ok);
        const FleetDevice &g0 = h100.sink.devices[0];
        QCOMPARE(g0.pciBusId, std::string("0000:19:00.0"));
        QCOMPARE(g0.pciId, std::string("10de:2330"));
        QCOMPARE(g0.line, 527);
        QCOMPARE(g0.pcieGen.value_or(0), 5);
        QCOMPARE(g0.pcieWidth.value_or(0), 16);
        QCOMPARE(g0.pcieMaxGen.value_or(0), 5);
        QCOMPARE(g0.pcieMaxWidth.value_or(0), 16);
        QVERIFY(h100.sink.events.empty()); // the downgraded links are switches' and NICs', not GPUs'

        // A GPU link lspci marks "(downgraded)" is an event and shows in the current gen/width.
        const Result slow = importBytes(replaceFirst(excerpt, "LnkSta:\tSpeed 32GT/s (ok), Width x16 (ok)",
                                                     "LnkSta:\tSpeed 16GT/s (downgraded), Width x8 (downgraded)"));
        QVERIFY(slow.ok);
        QCOMPARE(slow.sink.devices[0].pcieGen.value_or(0), 4);
        QCOMPARE(slow.sink.devices[0].pcieWidth.value_or(0), 8);
        QCOMPARE(slow.sink.events.size(), std::size_t(1));
        QCOMPARE(slow.sink.events[0].line, 554);
        QCOMPARE(slow.sink.events[0].pciBusId, std::string("0000:19:00.0"));
        QCOMPARE(slow.sink.events[0].device, 0);

        // CRLF and UTF-16 read the same; a stray line warns and the rest is kept.
        const Result crlfFull = importBytes(crlf(excerpt));
        QCOMPARE(crlfFull.sink.devices.size(), std::size_t(8));
        QCOMPARE(crlfFull.sink.devices[7].pcieGen.value_or(0), 5);
        const Result wide = importBytes(utf16(sample("lspci/a100x8-lspci-nn.txt")));
        QCOMPARE(wide.sink.devices.size(), std::size_t(8));
        const Result stray = importBytes(replaceFirst(sample("lspci/a100x8-lspci-nn.txt"), "0005:00:00.0 Bridge",
                                                      "garbage here\n0005:00:00.0 Bridge"));
        QCOMPARE(stray.sink.devices.size(), std::size_t(8));
        QCOMPARE(firstDiagnostic(stray.sink, "import.bad_line")->line, 5);
    }

    void sysfsPcie()
    {
        const Result bridge = importSample("sysfs-pcie/rx-bridge-link-x8-of-x16.txt");
        QVERIFY(bridge.ok);
        const FleetDevice &d = bridge.sink.devices[0];
        QCOMPARE(d.pciBusId, std::string("0000:01:00.0"));
        QCOMPARE(d.pcieGen.value_or(0), 4);
        QCOMPARE(d.pcieWidth.value_or(0), 8);
        QCOMPARE(d.pcieMaxGen.value_or(0), 5);
        QCOMPARE(d.pcieMaxWidth.value_or(0), 16);

        const Result dpm = importSample("sysfs-pcie/amdgpu-pp_dpm_pcie.txt");
        QVERIFY(dpm.ok);
        QCOMPARE(dpm.sink.devices[0].pcieGen.value_or(0), 4); // the starred level
        QCOMPARE(dpm.sink.devices[0].pcieWidth.value_or(0), 8);
        QCOMPARE(dpm.sink.devices[0].pcieMaxGen.value_or(0), 4);

        const Result bad
            = importBytes(replaceFirst(sample("sysfs-pcie/rx-bridge-link-x8-of-x16.txt"), "\n8\n", "\neight\n"));
        QVERIFY(bad.ok);
        QCOMPARE(firstDiagnostic(bad.sink, "import.bad_value")->line, 5);
        QVERIFY(!bad.sink.devices[0].pcieWidth);
    }

    void brokenScrapes()
    {
        const std::string text = sample("dcgm-exporter/tesla-t4-datadog-serve.prom");
        // A decimal comma is not a Prometheus number: a warning naming the line, the value left out.
        const Result comma = importBytes(replaceFirst(text, "} 8.969000", "} 8,969000"));
        QVERIFY(comma.ok);
        const Diagnostic *d = firstDiagnostic(comma.sink, "import.bad_value");
        QVERIFY(d);
        QCOMPARE(d->line, 12);
        QVERIFY(!TelemetryRow::has(comma.sink.samples[0].powerW));
        // A scrape cut inside a label value: the last line warns, the rest is kept.
        const Result cut = importBytes(text.substr(0, text.rfind("DCGM_FI_DRIVER_VERSION")));
        QVERIFY(cut.ok);
        QCOMPARE(firstDiagnostic(cut.sink, "import.bad_line")->line, 70);
        // UTF-16 and CRLF.
        const Result wide = importBytes(utf16(crlf(text)));
        QVERIFY(wide.ok);
        QCOMPARE(wide.sink.devices.size(), std::size_t(2));
        QCOMPARE(wide.sink.samples[0].powerW, 8.969f);
        // Forced onto a file without a single sample: an error.
        const Result none = importBytes("# HELP x\n# TYPE x gauge\n", "prometheus");
        QVERIFY(none.sink.hasErrors());
        QCOMPARE(none.sink.diagnostics.at(0).code, std::string("import.missing_field"));
    }

    void sniffing()
    {
        // lspci and sysfs are not mistaken for each other or for a scrape.
        for (const char *file : {"lspci/a100x8-lspci-nn.txt", "sysfs-pcie/amdgpu-pp_dpm_pcie.txt",
                                 "dcgm-exporter/grace-cpu-metrics.prom"}) {
            const std::string text = sample(file);
            const Importer *winner = detectImporter(text);
            QVERIFY(winner);
            for (const auto &importer : importers())
                if (importer.get() != winner)
                    QVERIFY2(importer->sniff(text) < 80, importer->format().c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestImportMetrics)
#include "tst_import_metrics.moc"
