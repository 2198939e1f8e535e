// The importers of rocm-smi, amd-smi, xpu-smi, intel_gpu_top and dcgmi against values read by hand in
// the real captures of tests/import/samples, and against broken variants built here from them.
#include "importtesthelpers.h"

#include <QTest>

#include <cmath>

class TestImportVendorTools : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rocmSmiJson()
    {
        const Result mi100 = importSample("rocm-smi-json/mi100-rocm5.7.1.json");
        QVERIFY(mi100.ok);
        QCOMPARE(mi100.format, std::string("rocm-smi-json"));
        QCOMPARE(mi100.sink.devices.size(), std::size_t(6));
        const FleetDevice &card1 = mi100.sink.devices[1];
        QCOMPARE(card1.name, std::string("Arcturus GL-XL [Instinct MI100]"));
        QCOMPARE(card1.pciBusId, std::string("0000:22:00.0"));
        QCOMPARE(card1.pciId, std::string("1002:738c"));
        QCOMPARE(card1.vendor, std::string("AMD"));
        QCOMPARE(card1.memoryBytes.value_or(0), std::uint64_t(34342961152ull));
        QCOMPARE(card1.pcieGen.value_or(0), 3);
        QCOMPARE(card1.pcieWidth.value_or(0), 16);
        QCOMPARE(card1.powerLimitW.value_or(0), 290.0);
        QCOMPARE(card1.driverVersion, std::string("6.2.4"));
        QVERIFY(card1.serial.empty()); // "Serial Number": "0" on every card is not an identity
        QCOMPARE(card1.line, 83);
        const TelemetryRow &s0 = mi100.sink.samples[0];
        QCOMPARE(s0.smClockMHz, 300.0f);
        QCOMPARE(s0.memClockMHz, 1200.0f);
        QCOMPARE(s0.powerW, 39.0f);
        QCOMPARE(s0.temperatureC, 31.0f);
        QCOMPARE(s0.memTemperatureC, 30.0f);

        const Result vega = importSample("rocm-smi-json/vega20-wks-gl-xe.json");
        QVERIFY(vega.ok);
        QCOMPARE(vega.sink.devices[0].uuid, std::string("0x2f048617326b1ea"));
        QCOMPARE(vega.sink.devices[0].serial, std::string("692024000810"));
        QCOMPARE(vega.sink.devices[0].pcieMaxGen.value_or(0), 4);
        QCOMPARE(vega.sink.samples[0].smClockMHz, 1725.0f);

        const Result rocm61 = importSample("rocm-smi-json/rx6700xt-rocm6.1.2.json");
        QVERIFY(rocm61.ok);
        QCOMPARE(rocm61.sink.devices[0].name, std::string("Navi 22 [Radeon RX 6700/6700 XT / 6800M]"));
        QCOMPARE(rocm61.sink.devices[0].pciId, std::string("1002:73df"));
        QCOMPARE(rocm61.sink.devices[0].pcieMaxWidth.value_or(0), 16);
    }

    void rocmSmiText()
    {
        const Result concise = importSample("rocm-smi-text/concise-mi300x8.txt");
        QVERIFY(concise.ok);
        const FleetDevice &d3 = concise.sink.devices[3];
        QCOMPARE(d3.index, 3);
        QCOMPARE(d3.name, std::string("AMD Instinct MI300X"));
        QCOMPARE(d3.pciId, std::string("1002:74a1"));
        QCOMPARE(d3.powerLimitW.value_or(0), 750.0);
        const TelemetryRow &s3 = concise.sink.samples[3];
        QCOMPARE(s3.temperatureC, 45.0f);
        QCOMPARE(s3.powerW, 178.0f);
        QCOMPARE(s3.smClockMHz, 131.0f);
        QCOMPARE(s3.memClockMHz, 900.0f);
        QCOMPARE(s3.utilizationPct, 0.0f);
        QCOMPARE(s3.line, 12);

        const Result power = importSample("rocm-smi-text/power-consumption-tab-separated.txt");
        QVERIFY(power.ok);
        QCOMPARE(power.sink.samples[0].powerW, 4.0f);
        QCOMPARE(power.sink.samples[0].line, 3);
        QCOMPARE(power.sink.devices[size_t(power.sink.samples[1].device)].index, 2);

        const Result head = importSample("rocm-smi-text/showallinfo-head-rocm6-raphael.txt");
        QVERIFY(head.ok);
        QCOMPARE(head.sink.devices[0].pciId, std::string("1002:164e"));
        QCOMPARE(head.sink.devices[0].vbios, std::string("102-RAPHAEL-008"));
        QCOMPARE(head.sink.devices[0].driverVersion, std::string("6.1.0-18-amd64"));
        QCOMPARE(head.sink.samples[0].temperatureC, 45.0f);

        // The first guide's rocm-smi (task 4), with its prompt: 58 °C at the edge, 240 W, 40 GiB of 64 GiB
        // used, 88 % busy, on "server".
        const Result guide = importSample("guides/g1-rocm-smi.txt");
        QVERIFY(guide.ok);
        QCOMPARE(guide.sink.devices[0].node, std::string("server"));
        QCOMPARE(guide.sink.devices[0].pciId, std::string("1002:74a1"));
        QCOMPARE(guide.sink.devices[0].memoryBytes.value_or(0), std::uint64_t(68719476736));
        QCOMPARE(guide.sink.samples[0].temperatureC, 58.0f);
        QCOMPARE(guide.sink.samples[0].powerW, 240.0f);
        QCOMPARE(guide.sink.samples[0].memUsedMiB, 40960.0f);
        QCOMPARE(guide.sink.samples[0].utilizationPct, 88.0f);
    }

    void amdSmi()
    {
        const Result apu = importSample("amd-smi/static-mi300a-x4-text.txt");
        QVERIFY(apu.ok);
        QCOMPARE(apu.sink.devices.size(), std::size_t(4));
        const FleetDevice &g1 = apu.sink.devices[1];
        QCOMPARE(g1.index, 1);
        QCOMPARE(g1.line, 151);
        QCOMPARE(g1.name, std::string("MI300A"));
        QCOMPARE(g1.pciBusId, std::string("0001:01:00.0"));
        QCOMPARE(g1.serial, std::string("0xB6AE7C8CEFE1F084"));
        QCOMPARE(g1.memoryBytes.value_or(0), std::uint64_t(64289ull * 1048576));
        QCOMPARE(g1.pcieMaxGen.value_or(0), 5);
        QCOMPARE(g1.pcieMaxWidth.value_or(0), 16);
        QCOMPARE(g1.powerLimitW.value_or(0), 550.0);
        QCOMPARE(g1.slowdownTemperatureC.value_or(0), 100.0); // edge is N/A: the hotspot limit
        QCOMPARE(g1.driverVersion, std::string("6.9.0-rc5+"));

        const Result monitor = importSample("amd-smi/monitor-ptumv-mi300x8.txt");
        QVERIFY(monitor.ok);
        const TelemetryRow &m4 = monitor.sink.samples[4];
        QCOMPARE(m4.powerW, 178.0f);
        QCOMPARE(m4.temperatureC, 32.0f);
        QCOMPARE(m4.memUsedMiB, 284.0f);
        QCOMPARE(m4.smClockMHz, 113.0f);
        QCOMPARE(monitor.sink.devices[4].memoryBytes.value_or(0), std::uint64_t(196300ull * 1048576));

        // monitor --process (ROCm 6.4): amd-smi's warning first, then "3.1/191.7 GB" used of total (GiB), then the
        // process table, which adds no GPU.
        const Result vf = importSample("amd-smi/monitor-process-mi300x-vf-rocm6.4.txt");
        QVERIFY(vf.ok);
        QCOMPARE(vf.sink.devices.size(), std::size_t(1));
        QCOMPARE(vf.sink.samples[0].powerW, 293.0f);
        QCOMPARE(vf.sink.samples[0].utilizationPct, 96.0f);
        QCOMPARE(vf.sink.samples[0].memUsedMiB, float(3.1 * 1024));
        QCOMPARE(vf.sink.devices[0].memoryBytes.value_or(0), std::uint64_t(191.7 * 1024 * 1048576 + 0.5));
        // The version line, alone or atop a view: the node's ROCm and amdgpu versions.
        const Result version = importSample("amd-smi/version-rocm6.4.0-mi300a.txt");
        QVERIFY(version.ok);
        QCOMPARE(version.sink.hostFacts.size(), std::size_t(2));
        QCOMPARE(version.sink.hostFacts[0].key, std::string("rocm.version"));
        QCOMPARE(version.sink.hostFacts[0].value, std::string("6.4.0"));
        QCOMPARE(version.sink.hostFacts[1].value, std::string("6.10.5"));
        const Result list = importSample("amd-smi/list-version-header-mi300x8-rocm6.1.2.txt");
        QCOMPARE(list.sink.devices.size(), std::size_t(8));
        QCOMPARE(list.sink.devices[7].pciBusId, std::string("0000:da:00.0"));
        QCOMPARE(list.sink.hostFacts.front().value, std::string("6.1.2"));

        const Result limit = importSample("amd-smi/static-limit-2gpu.txt");
        QCOMPARE(limit.sink.devices[1].powerLimitW.value_or(0), 213.0);
        QCOMPARE(limit.sink.devices[1].slowdownTemperatureC.value_or(0), 109.0);

        const Result clock = importSample("amd-smi/metric-clock-mi300.txt");
        QCOMPARE(clock.sink.samples[0].smClockMHz, 113.0f);
        QCOMPARE(clock.sink.samples[0].memClockMHz, 900.0f);

        const Result ecc = importSample("amd-smi/metric-ecc-blocks.txt");
        QCOMPARE(ecc.sink.devices[0].eccCorrectedVolatile.value_or(99), std::uint64_t(0));
        QCOMPARE(ecc.sink.devices[0].eccUncorrectedVolatile.value_or(99), std::uint64_t(0));
        // A corrected count in one block adds up.
        const Result ecc5 = importBytes(
            replaceFirst(sample("amd-smi/metric-ecc-blocks.txt"), "CORRECTABLE_COUNT: 0", "CORRECTABLE_COUNT: 5"));
        QCOMPARE(ecc5.sink.devices[0].eccCorrectedVolatile.value_or(0), std::uint64_t(5));

        const Result topo = importSample("amd-smi/topology-2gpu.json");
        QVERIFY(topo.ok);
        QCOMPARE(topo.sink.devices[1].index, 1);
        QCOMPARE(topo.sink.devices[1].line, 26);
    }

    void xpuSmi()
    {
        const Result detail = importSample("xpu-smi/discovery-detail-max1550.txt");
        QVERIFY(detail.ok);
        const FleetDevice &d = detail.sink.devices[0];
        QCOMPARE(d.uuid, std::string("00000000-0000-0000-0000-020a00008086"));
        QCOMPARE(d.pciBusId, std::string("0000:4d:00.0"));
        QCOMPARE(d.pciId, std::string("8086:020a"));
        QCOMPARE(d.memoryBytes.value_or(0), std::uint64_t(32768ull * 1048576));
        QCOMPARE(d.pcieMaxGen.value_or(0), 4);
        QCOMPARE(d.pcieMaxWidth.value_or(0), 16);
        QCOMPARE(d.eccEnabled.value_or(false), true);
        QCOMPARE(d.driverVersion, std::string("16929133"));
        QVERIFY(d.serial.empty()); // "unknown"

        const Result json = importSample("xpu-smi/discovery.json");
        QVERIFY(json.ok);
        QCOMPARE(json.sink.devices[0].key, d.key); // the same GPU as the table's
        QCOMPARE(json.sink.devices[0].pciId, std::string("8086:020a"));

        const Result stats = importSample("xpu-smi/stats-device0.txt");
        QVERIFY(stats.ok);
        QCOMPARE(stats.sink.samples[0].powerW, 15.0f);
        QCOMPARE(stats.sink.samples[0].smClockMHz, 2050.0f);
        QCOMPARE(stats.sink.samples[0].temperatureC, 41.0f);
        QCOMPARE(stats.sink.samples[0].memUsedMiB, 24.0f);
        QVERIFY(!TelemetryRow::has(stats.sink.samples[0].memTemperatureC)); // empty cell

        const Result dump = importSample("xpu-smi/dump-metrics-0-1-2.csv");
        QVERIFY(dump.ok);
        QCOMPARE(dump.sink.samples[1].time, 1.0);
        QCOMPARE(dump.sink.samples[1].powerW, 14.59f);
        QCOMPARE(dump.sink.samples[1].line, 3);
        QCOMPARE(dump.sink.samples[4].time, 4.0);

        const Result health = importSample("xpu-smi/health-list.txt");
        QCOMPARE(health.sink.devices[0].slowdownTemperatureC.value_or(0), 105.0);
        const Result sick
            = importBytes(replaceFirst(sample("xpu-smi/health-list.txt"), "Status: Ok   ", "Status: Critical"));
        QVERIFY(sick.ok);
        QCOMPARE(sick.sink.events.size(), std::size_t(1));
        QCOMPARE(sick.sink.events[0].line, 4);
        QVERIFY(sick.sink.events[0].message.find("GPU Core Temperature: Critical") == 0);

        const std::string diag = sample("xpu-smi/diag-level1.txt");
        const Result failing = importBytes(
            replaceFirst(diag, "| Software Library       | Result: Pass", "| Software Library       | Result: Fail"));
        QVERIFY(failing.ok);
        QCOMPARE(failing.sink.events.size(), std::size_t(1));
        QCOMPARE(failing.sink.events[0].message, std::string("Software Library: Fail - Pass to check libraries"));
        QCOMPARE(failing.sink.events[0].line, 12);
    }

    void xpuSmiDumpAndTopology()
    {
        // discovery --dump 1,2,3,6 (user guide): the bracketed id of "Intel(R) Graphics [0x56c0]" is the PCI
        // device, a Data Center GPU Flex 170; an Arc A310's dump has "N/A" for its memory.
        const Result flex = importSample("xpu-smi/discovery-dump-1-2-3-6-flex-doc.csv");
        QVERIFY(flex.ok);
        QCOMPARE(flex.sink.devices.size(), std::size_t(2));
        QCOMPARE(flex.sink.devices[1].index, 1);
        QCOMPARE(flex.sink.devices[1].pciId, std::string("8086:56c0"));
        QCOMPARE(flex.sink.devices[1].vendor, std::string("Intel"));
        const Result arc = importSample("xpu-smi/discovery-dump-1-2-6-16-arc-a310.csv");
        QCOMPARE(arc.sink.devices[0].name, std::string("Intel(R) Arc(TM) A310 LP Graphics"));
        QVERIFY(!arc.sink.devices[0].memoryBytes);
        // topology -m: two cards of two tiles each; each card's CPU affinity.
        const Result topo = importSample("xpu-smi/topology-m-2card-4tile-doc.txt");
        QVERIFY(topo.ok);
        QCOMPARE(topo.sink.devices.size(), std::size_t(2));
        QCOMPARE(topo.sink.hostFacts.size(), std::size_t(2));
        QCOMPARE(topo.sink.hostFacts[1].subject, std::string("gpu 1"));
        QCOMPARE(topo.sink.hostFacts[1].value, std::string("24-47,72-95"));
    }

    void dcgmiTopo()
    {
        const Result gpu = importSample("dcgmi/topo-gpu0-doc.txt");
        QVERIFY(gpu.ok);
        QCOMPARE(gpu.sink.devices.size(), std::size_t(1));
        QCOMPARE(gpu.sink.devices[0].index, 0);
        QCOMPARE(gpu.sink.hostFacts[0].key, std::string("gpu.cpu_affinity"));
        QCOMPARE(gpu.sink.hostFacts[0].value, std::string("0-11")); // "0 - 11"
        const Result group = importSample("dcgmi/topo-g-group-doc-elided.txt");
        QVERIFY(group.ok);
        QVERIFY(group.sink.devices.empty()); // a group names no GPU
        QCOMPARE(group.sink.hostFacts.size(), std::size_t(3));
        QCOMPARE(group.sink.hostFacts[1].subject, std::string("group MyGroup"));
        QCOMPARE(group.sink.hostFacts[1].value, std::string("true"));
    }

    void intelGpuTop()
    {
        const std::string one = sample("intel-gpu-top/igt-ffmpeg.json");
        const Result r = importBytes(one);
        QVERIFY(r.ok);
        QCOMPARE(r.format, std::string("intel-gpu-top-json"));
        QVERIFY(std::fabs(r.sink.samples[0].smClockMHz - 1253.085f) < 0.01f);
        QVERIFY(std::fabs(r.sink.samples[0].powerW - 3.2335f) < 0.001f);
        QVERIFY(std::fabs(r.sink.samples[0].utilizationPct - 96.0929f) < 0.001f); // Render/3D, the busiest engine
        QVERIFY(std::fabs(r.sink.samples[0].time - 1.0558) < 0.001);

        // The older stream form: objects separated by commas, cut off in the third one (Ctrl-C).
        const std::string stream = one + ",\n" + one + ",\n" + one.substr(0, one.size() / 2);
        const Result cut = importBytes(stream);
        QVERIFY(cut.ok);
        QCOMPARE(cut.sink.samples.size(), std::size_t(2));
        QCOMPARE(cut.sink.samples[1].line, 82);
        QVERIFY(firstDiagnostic(cut.sink, "import.truncated"));
        QCOMPARE(firstDiagnostic(cut.sink, "import.truncated")->severity, Severity::Warning);
    }

    void dcgmi()
    {
        const Result fragment = importSample("dcgmi/diag-r3-fragment-row-remap-pending.txt");
        QVERIFY(fragment.ok);
        QCOMPARE(fragment.sink.events[0].kind, FleetEventKind::RowRemap);
        QCOMPARE(fragment.sink.events[0].line, 5);
        QCOMPARE(fragment.sink.events[0].message,
                 std::string("Deployment: GPU 3 has uncorrectable memory errors and row remappings are pending"));
        const FleetDevice &gpu3 = fragment.sink.devices[size_t(fragment.sink.events[0].device)];
        QCOMPARE(gpu3.index, 3);
        QCOMPARE(gpu3.remapPending.value_or(false), true);

        const Result diag = importSample("dcgmi/diag-r3-h100x8-3.3.8-cuda-init-fail.txt");
        QVERIFY(diag.ok);
        QCOMPARE(diag.sink.devices[7].pciId, std::string("10de:2330"));
        QCOMPARE(diag.sink.devices[7].driverVersion, std::string("560.35.03"));
        QCOMPARE(diag.sink.events[0].message, std::string("GPU Memory: Fail - All"));
        QCOMPARE(diag.sink.events[0].line, 34);
        const FleetEvent &w2 = diag.sink.events[3];
        QCOMPARE(diag.sink.devices[size_t(w2.device)].index, 2);
        QCOMPARE(w2.line, 49);
        // Cells cut mid-word ("Restar" / "t DCGM") are joined back.
        QVERIFY(w2.message.find("GPU Memory: GPU 2 Error using CUDA API cuInit") == 0);
        QVERIFY(w2.message.find("Restart DCGM. Rerun diagnostics. Unable to initialize CUDA library")
                != std::string::npos);

        // What each failure says: the test's own row gives way to the GPUs its details name.
        QCOMPARE(diag.sink.events[0].kind, FleetEventKind::Other);
        QCOMPARE(w2.kind, FleetEventKind::Diagnostic);
        QCOMPARE(w2.code, int(DiagnosticClass::Deployment)); // cuInit: the node's software
        const Result internal = importSample("dcgmi/diag-r2-b200x8-4.4.1-pcie-parse-error.txt");
        QCOMPARE(internal.sink.events.size(), size_t(2));
        // "pcie: Fail" is DCGM's own error, as its warning says; the warning is kept, the test's row speaks.
        QCOMPARE(internal.sink.events[0].kind, FleetEventKind::Diagnostic);
        QCOMPARE(internal.sink.events[0].code, int(DiagnosticClass::Internal));
        QCOMPARE(internal.sink.events[0].device, -1);
        QCOMPARE(internal.sink.events[1].kind, FleetEventKind::Other);
        // DCGM 4's per-GPU results ("GPU0: Pass") belong to the test, not to the warning before them.
        const Result k8s = importSample("dcgmi/diag-r2-l40sx4-4.2.3-pcie-internal-error-k8s.txt");
        QVERIFY(k8s.sink.events.front().message.find("pcie: Fail GPU0: Pass GPU1: Pass") == 0);
        QCOMPARE(k8s.sink.events.back().message.find("GPU0"), std::string::npos);
        const Result persistence = importSample("dcgmi/diag-r1-h200x8-3.1.8-persistence-fail.txt");
        QCOMPARE(persistence.sink.events[1].code, int(DiagnosticClass::Deployment));
        QCOMPARE(persistence.sink.devices[size_t(persistence.sink.events[1].device)].index, 0);
        // A hardware test that fails with its GPU named (the table of the captures above, hand-made): quarantine
        // evidence on that GPU, and a passing test's warning is only a warning.
        const Result hardware = importBytes("+---------------------------+----------------------------------------+\n"
                                            "| Diagnostic                | Result                                 |\n"
                                            "+===========================+========================================+\n"
                                            "|-----  Metadata  ----------+----------------------------------------|\n"
                                            "| GPU Device IDs Detected   | 2330,2330                              |\n"
                                            "+-----  Hardware  ----------+----------------------------------------+\n"
                                            "| GPU Memory                | Fail - GPU: 1                          |\n"
                                            "| Error                     | GPU 1 memory test failed: miscompare   |\n"
                                            "+-----  Stress  ------------+----------------------------------------+\n"
                                            "| Targeted Power            | Pass                                   |\n"
                                            "| Warning                   | GPU 0 power below target               |\n"
                                            "+---------------------------+----------------------------------------+\n");
        QVERIFY(hardware.ok);
        QCOMPARE(hardware.sink.events.size(), size_t(3));
        QCOMPARE(hardware.sink.events[0].kind, FleetEventKind::Other); // "GPU Memory: Fail", said by GPU 1's
        QCOMPARE(hardware.sink.events[1].code, int(DiagnosticClass::Hardware));
        QCOMPARE(hardware.sink.devices[size_t(hardware.sink.events[1].device)].index, 1);
        QCOMPARE(hardware.sink.events[2].code, int(DiagnosticClass::Warning));
        QCOMPARE(hardware.sink.devices[size_t(hardware.sink.events[2].device)].index, 0);

        const Result discovery = importSample("dcgmi/discovery-l-h800x8.txt");
        QVERIFY(discovery.ok);
        QCOMPARE(discovery.sink.devices[5].uuid, std::string("GPU-9a8ef0b8-9816-459d-fa13-cda74cf19d37"));
        QCOMPARE(discovery.sink.devices[5].pciBusId, std::string("0000:bd:00.0"));
        QCOMPARE(discovery.sink.devices[5].name, std::string("NVIDIA H800"));

        const Result dmon = importSample("dcgmi/dmon-nvlink-pcie-gpu0-c5.txt");
        QVERIFY(dmon.ok);
        QCOMPARE(dmon.sink.samples[0].line, 5);
        QCOMPARE(dmon.sink.samples[0].time, 2.0);
        QVERIFY(std::fabs(dmon.sink.samples[0].pcieTxMBs - 0.498948f) < 1e-6f);
        QVERIFY(std::fabs(dmon.sink.samples[0].pcieRxMBs - 0.001555f) < 1e-6f);

        const Result nvlink = importBytes(replaceFirst(sample("dcgmi/nvlink-e-gpu0-error-counts.txt"),
                                                       "|Link 2     | Replay Error        | 0     ",
                                                       "|Link 2     | Replay Error        | 12    "));
        QVERIFY(nvlink.ok);
        QCOMPARE(nvlink.sink.events.size(), std::size_t(1));
        QCOMPARE(nvlink.sink.events[0].line, 14);
        QCOMPARE(nvlink.sink.events[0].message, std::string("NVLink 2 Replay Error: 12"));
    }

    void sniffing_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::newRow("rocm-smi concise") << "rocm-smi-text/concise-mi300x8.txt"
                                          << "rocm-smi-text";
        QTest::newRow("amd-smi topology json") << "amd-smi/topology-2gpu.json"
                                               << "amd-smi-json";
        QTest::newRow("xpu-smi discovery") << "xpu-smi/discovery-table.txt"
                                           << "xpu-smi-discovery";
        QTest::newRow("xpu-smi health") << "xpu-smi/health-list.txt"
                                        << "xpu-smi-health";
        QTest::newRow("xpu-smi diag") << "xpu-smi/diag-level1.txt"
                                      << "xpu-smi-diag";
        QTest::newRow("xpu-smi ps") << "xpu-smi/ps.txt"
                                    << "xpu-smi-ps";
        QTest::newRow("dcgmi discovery") << "dcgmi/discovery-l-h800x8.txt"
                                         << "dcgmi-discovery";
        QTest::newRow("dcgmi nvlink") << "dcgmi/nvlink-e-gpu0-error-counts.txt"
                                      << "dcgmi-nvlink";
    }

    void sniffing()
    {
        QFETCH(QString, file);
        QFETCH(QString, format);
        const std::string text = sample(file.toUtf8().constData());
        int best = 0;
        const Importer *winner = detectImporter(text, &best);
        QVERIFY(winner);
        QCOMPARE(QString::fromStdString(winner->format()), format);
        // No other importer is nearly as sure.
        for (const auto &importer : importers())
            if (importer.get() != winner)
                QVERIFY2(importer->sniff(text) < 80, importer->format().c_str());
    }

    void variants()
    {
        // CRLF and UTF-16 (PowerShell redirection) read like the original.
        const std::string concise = sample("rocm-smi-text/concise-mi300x8.txt");
        for (const std::string &variant : {crlf(concise), utf16(concise), utf16(crlf(concise))}) {
            const Result r = importBytes(variant);
            QVERIFY(r.ok);
            QCOMPARE(r.sink.devices.size(), std::size_t(8));
            QCOMPARE(r.sink.samples[7].temperatureC, 43.0f);
        }
        const Result crlfDiag = importBytes(crlf(sample("dcgmi/diag-r3-h100x8-3.3.8-cuda-init-fail.txt")));
        QCOMPARE(crlfDiag.sink.events.size(), std::size_t(9));
        const Result utfJson = importBytes(utf16(sample("rocm-smi-json/mi100-rocm5.7.1.json")));
        QVERIFY(utfJson.ok);
        QCOMPARE(utfJson.sink.devices.size(), std::size_t(6));
    }

    void brokenFiles()
    {
        // Empty and garbage.
        QCOMPARE(importBytes("").sink.diagnostics.at(0).code, std::string("import.empty"));
        QCOMPARE(importBytes("hello\nworld\n").sink.diagnostics.at(0).code, std::string("import.unrecognized"));

        // JSON cut in the middle: an error naming a line, nothing kept by the caller.
        const std::string json = sample("rocm-smi-json/rx6700xt-rocm5.7.1.json");
        const Result cut = importBytes(json.substr(0, json.size() / 2));
        QVERIFY(cut.sink.hasErrors());
        const Diagnostic *truncated = firstDiagnostic(cut.sink, "import.truncated");
        QVERIFY(truncated);
        QVERIFY(truncated->line > 20);
        const Result syntax = importBytes(replaceFirst(json, "\"GPU ID\": \"0x73df\",", "\"GPU ID\" \"0x73df\","));
        QVERIFY(syntax.sink.hasErrors());
        QCOMPARE(firstDiagnostic(syntax.sink, "import.bad_line")->line, 3);

        // A decimal comma in xpu-smi's ", "-separated dump splits the value: that row is skipped, with a warning.
        const Result comma = importBytes(replaceFirst(sample("xpu-smi/dump-metrics-0-1-2.csv"), "14.59", "14,59"));
        QVERIFY(comma.ok);
        QCOMPARE(comma.sink.samples.size(), std::size_t(4));
        QCOMPARE(firstDiagnostic(comma.sink, "import.bad_line")->line, 3);

        // A value that is not a number warns and the rest goes on.
        const Result bad = importBytes(replaceFirst(sample("dcgmi/dmon-nvlink-pcie-gpu0-c5.txt"), "498948", "49x948"));
        QVERIFY(bad.ok);
        QCOMPARE(firstDiagnostic(bad.sink, "import.bad_value")->line, 5);
        QCOMPARE(bad.sink.samples.size(), std::size_t(3));

        // A format forced onto a file of another format fails cleanly.
        const Result forced = importBytes(sample("xpu-smi/discovery.json"), "xpu-smi-dump");
        QVERIFY(forced.sink.hasErrors());
        QCOMPARE(forced.sink.diagnostics.at(0).line, 1);
        const Result noTable = importBytes("+------+\n| x |\n", "dcgmi-discovery");
        QVERIFY(noTable.sink.hasErrors());
        QCOMPARE(noTable.sink.diagnostics.at(0).code, std::string("import.missing_field"));
    }
};

QTEST_GUILESS_MAIN(TestImportVendorTools)
#include "tst_import_vendortools.moc"
