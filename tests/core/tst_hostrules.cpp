// The field guides' symptom rules over the host (CPU, I/O, disks, memory, NICs, NUMA affinity, IOMMU,
// Kubernetes) and the Xid patterns, on hand-built facts at and around each threshold; the triage's map
// from every finding code to its step; CPU lists and the numbers findings print.
#include "core/fleethealthrules.h"
#include "core/hostfacts.h"
#include "core/triage.h"

#include <QTest>

using namespace GpuPlan;

namespace {

HostFactRecord fact(const std::string &key, const std::string &value, const std::string &subject = {},
                    const std::string &node = "node1")
{
    return {{node, key, value, subject, 3}, "facts.txt"};
}

InventoryDevice gpu(const std::string &node, const std::string &driver = "550.54.14",
                    const std::string &vendor = "NVIDIA")
{
    InventoryDevice d;
    d.device.node = node;
    d.device.name = vendor == "AMD" ? "AMD Instinct MI210" : "NVIDIA H100 PCIe";
    d.device.vendor = vendor;
    d.device.driverVersion = driver;
    d.device.line = 2;
    d.skuId = "sku";
    d.file = "smi.txt";
    return d;
}

FleetEventRecord xid(int code, int device, double time)
{
    FleetEventRecord r;
    r.event.kind = FleetEventKind::Xid;
    r.event.code = code;
    r.event.device = device;
    r.event.time = time;
    r.event.line = 4;
    r.file = "kern.log";
    return r;
}

QStringList codes(const std::vector<Finding> &findings)
{
    QStringList out;
    for (const Finding &f : findings)
        out << QString::fromStdString(f.code);
    out.sort();
    return out;
}

const Finding *find(const std::vector<Finding> &findings, const std::string &code)
{
    for (const Finding &f : findings)
        if (f.code == code)
            return &f;
    return nullptr;
}

} // namespace

class TestHostRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cpuLists_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("last");
        QTest::newRow("range") << QStringLiteral("0-31") << 32 << 31;
        QTest::newRow("two ranges") << QStringLiteral("0-15,32-47") << 32 << 47;
        QTest::newRow("single") << QStringLiteral("5") << 1 << 5;
        QTest::newRow("list") << QStringLiteral("0,2,4") << 3 << 4;
        QTest::newRow("overlap counted once") << QStringLiteral("0-3,2-5") << 6 << 5;
        QTest::newRow("reversed") << QStringLiteral("3-1") << 0 << -1;
        QTest::newRow("empty") << QString() << 0 << -1;
        QTest::newRow("word") << QStringLiteral("none") << 0 << -1;
        QTest::newRow("trailing junk") << QStringLiteral("0-3x") << 0 << -1;
    }

    void cpuLists()
    {
        QFETCH(QString, text);
        QFETCH(int, count);
        QFETCH(int, last);
        const std::vector<int> cpus = HealthRules::cpuList(text.toStdString());
        QCOMPARE(int(cpus.size()), count);
        QCOMPARE(cpus.empty() ? -1 : cpus.back(), last);
    }

    void numbers()
    {
        QCOMPARE(HealthRules::number(96.2, 1), std::string("96.2"));
        QCOMPARE(HealthRules::number(62480.0 / 1024, 1), std::string("61"));
        QCOMPARE(HealthRules::number(-0.01, 1), std::string("0"));
        QCOMPARE(HealthRules::number(18.25, 2), std::string("18.25"));
        QCOMPARE(HealthRules::number(130), std::string("130"));
    }

    void hostThresholds_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("other"); // a second fact the rule needs, "key=value"
        QTest::addColumn<QString>("expected");
        const auto row = [](const char *name, const char *key, const char *value, const char *other, const char *code) {
            QTest::newRow(name) << QString::fromLatin1(key) << QString::fromLatin1(value) << QString::fromLatin1(other)
                                << QString::fromLatin1(code);
        };
        row("cpu at 90 %", Host::kCpuBusyPctMean, "90", "", "cpu_saturated");
        row("cpu at 89.9 %", Host::kCpuBusyPctMean, "89.9", "", "");
        row("iowait at 5 %", Host::kCpuIowaitPctMean, "5", "", "io_wait_high");
        row("iowait at 4.9 %", Host::kCpuIowaitPctMean, "4.9", "", "");
        row("steal at 10 %", Host::kCpuStealPctMax, "10", "", "cpu_steal_high");
        row("disk 90 % and 10 ms", Host::kDiskUtilPctMax, "90", "disk.await_ms_max=10", "disk_saturated");
        row("disk 99 % and 2.1 ms", Host::kDiskUtilPctMax, "99", "disk.await_ms_max=2.1", "");
        row("disk 89 % and 50 ms", Host::kDiskUtilPctMax, "89", "disk.await_ms_max=50", "");
        row("memory 9 % available", Host::kMemAvailableKib, "9", "mem.total_kib=100", "memory_low");
        row("memory 10 % available", Host::kMemAvailableKib, "10", "mem.total_kib=100", "");
        row("available without total", Host::kMemAvailableKib, "1", "", "");
        row("swapping", Host::kSwapActivityMax, "12", "", "swapping");
        row("no swapping", Host::kSwapActivityMax, "0", "", "");
        row("NIC errors", Host::kNicRxErrors, "3", "nic.rx_dropped=0", "nic_errors");
        row("NIC drops only", Host::kNicRxErrors, "0", "nic.rx_dropped=7", "nic_drops");
        row("NIC clean", Host::kNicRxErrors, "0", "nic.rx_dropped=0", "");
        row("IOMMU on, mode unknown", Host::kIommuEnabled, "yes", "", "iommu_enabled");
        row("IOMMU passthrough", Host::kIommuEnabled, "yes", "iommu.mode=passthrough", "");
        row("IOMMU translated", Host::kIommuEnabled, "yes", "iommu.mode=translated", "iommu_translated");
        row("IOMMU off", Host::kIommuEnabled, "no", "", "");
        row("not a number", Host::kCpuBusyPctMean, "high", "", "");
    }

    void hostThresholds()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, other);
        QFETCH(QString, expected);
        FleetSnapshot s;
        // NIC and disk facts name their subject; the host's own facts name none.
        const bool part = key.startsWith(QLatin1String("disk.")) || key.startsWith(QLatin1String("nic."));
        const std::string subject = key.startsWith(QLatin1String("disk.")) ? "nvme0n1" : part ? "eth0" : "";
        s.hostFacts.push_back(fact(key.toStdString(), value.toStdString(), subject));
        if (!other.isEmpty()) {
            const std::string otherKey = other.section(QLatin1Char('='), 0, 0).toStdString();
            const bool otherPart = other.startsWith(QLatin1String("disk.")) || other.startsWith(QLatin1String("nic."));
            s.hostFacts.push_back(
                fact(otherKey, other.section(QLatin1Char('='), 1).toStdString(), otherPart ? subject : ""));
        }
        const std::vector<Finding> findings = evaluateFleetHealth(s);
        QCOMPARE(codes(findings), expected.isEmpty() ? QStringList() : QStringList{expected});
        for (const Finding &f : findings) {
            QCOMPARE(f.node, std::string("node1"));
            QCOMPARE(f.device, -1);
            QCOMPARE(f.evidence.file, std::string("facts.txt"));
            QCOMPARE(f.evidence.line, 3);
        }
    }

    void xidRecurrenceEscalates()
    {
        // An application Xid (31) is the application's until it recurs on one GPU: ten in three days (the
        // issue's case) is a quarantine; the same ten over a month are not.
        FleetSnapshot s;
        s.devices = {gpu("node1")};
        for (int i = 0; i < 10; ++i)
            s.events.push_back(xid(31, 0, 1.7e9 + i * 7 * 3600.0)); // every 7 h: 10 within 63 h
        std::vector<Finding> f = evaluateFleetHealth(s);
        QCOMPARE(codes(f), QStringList{QStringLiteral("xid_recurring")});
        QCOMPARE(f.front().severity, FindingSeverity::Quarantine);
        QCOMPARE(f.front().action, FindingAction::Quarantine);
        QCOMPARE(f.front().params[1], std::string("10"));
        QCOMPARE(f.front().params[2], std::string("72"));
        s.events.clear();
        for (int i = 0; i < 10; ++i)
            s.events.push_back(xid(31, 0, 1.7e9 + i * 3.5 * 24 * 3600.0)); // one every 3.5 days
        f = evaluateFleetHealth(s);
        QCOMPARE(codes(f), QStringList{QStringLiteral("xid_application")});
        QCOMPARE(f.front().severity, FindingSeverity::Info);
        // A hardware Xid stays what it is: recurrence does not lower a reject.
        s.events.clear();
        for (int i = 0; i < 6; ++i)
            s.events.push_back(xid(79, 0, 1.7e9 + i));
        QCOMPARE(codes(evaluateFleetHealth(s)), QStringList{QStringLiteral("xid_reject")});
    }

    void xidAcrossGpusOfOneDriver()
    {
        FleetSnapshot s;
        s.devices = {gpu("node1"), gpu("node1"), gpu("node2"), gpu("node3", "535.104.05")};
        s.events = {xid(13, 0, 0), xid(13, 1, 0)};
        // Two GPUs of one node: maybe that node.
        QVERIFY(!find(evaluateFleetHealth(s), "xid_driver_correlated"));
        // A third GPU, on another node, with the same driver: the driver.
        s.events.push_back(xid(13, 2, 0));
        std::vector<Finding> f = evaluateFleetHealth(s);
        const Finding *d = find(f, "xid_driver_correlated");
        QVERIFY(d);
        QCOMPARE(d->params, (std::vector<std::string>{"13", "3", "550.54.14", "2"}));
        QCOMPARE(d->action, FindingAction::RollbackDriver);
        QCOMPARE(d->device, -1);
        // The GPU of another driver with the same Xid does not join them.
        s.events = {xid(13, 0, 0), xid(13, 3, 0)};
        QVERIFY(!find(evaluateFleetHealth(s), "xid_driver_correlated"));
    }

    void aggregateEccIsATrendToWatch()
    {
        // Guide 2, tâche 10: 12 aggregate single-bit errors, none uncorrectable: "une tendance à suivre".
        FleetSnapshot s;
        s.devices = {gpu("node1")};
        s.devices[0].device.eccCorrectedAggregate = 12;
        s.devices[0].device.eccUncorrectedAggregate = 0;
        const std::vector<Finding> f = evaluateFleetHealth(s);
        QCOMPARE(codes(f), QStringList{QStringLiteral("ecc_corrected_aggregate")});
        QCOMPARE(f.front().action, FindingAction::WatchTrend);
        QCOMPARE(f.front().node, std::string("node1")); // a device finding carries its node
    }

    void mixedVendorsOnOneNode()
    {
        FleetSnapshot s;
        s.devices = {gpu("server"), gpu("server", "6.7.0", "AMD"), gpu("other")};
        const std::vector<Finding> f = evaluateFleetHealth(s);
        const Finding *m = find(f, "mixed_vendors");
        QVERIFY(m);
        QCOMPARE(m->params, (std::vector<std::string>{"server", "AMD, NVIDIA"}));
    }

    void kubernetes()
    {
        FleetSnapshot s;
        s.devices
            = {gpu("gpu-node-02"), gpu("gpu-node-02"), gpu("gpu-node-02"), gpu("gpu-node-02"), gpu("gpu-node-01")};
        s.hostFacts = {
            fact(Host::kK8sAllocatableGpus, "1", "nvidia.com/gpu", "gpu-node-01"),
            fact(Host::kK8sAllocatableGpus, "2", "nvidia.com/gpu", "gpu-node-02"),
            fact(Host::kK8sAllocatableGpus, "none", "", "cpu-node-01"),
            fact(Host::kK8sPodGpuLimits, "none", "pod web", "gpu-node-01"),
            fact(Host::kK8sPodGpuRequests, "none", "pod web", "gpu-node-01"),
            fact(Host::kK8sPodGpuLimits, "nvidia.com/gpu=1", "pod infer", "gpu-node-01"),
            fact(Host::kK8sFailedScheduling,
                 "0/6 nodes are available: 2 Insufficient nvidia.com/gpu, 4 node(s) had taint {gpu: true}.",
                 "pod infer-2", ""),
            fact(Host::kK8sFailedScheduling, "0/3 nodes are available: 3 node(s) had taint {x: y}.", "pod other", "")};
        const std::vector<Finding> f = evaluateFleetHealth(s);
        QCOMPARE(codes(f),
                 (QStringList{QStringLiteral("failed_scheduling"), QStringLiteral("failed_scheduling_gpu"),
                              QStringLiteral("gpus_not_allocatable"), QStringLiteral("pod_without_gpu")}));
        QCOMPARE(find(f, "gpus_not_allocatable")->params, (std::vector<std::string>{"gpu-node-02", "2", "4"}));
        QCOMPARE(find(f, "pod_without_gpu")->params, (std::vector<std::string>{"pod web"}));
        QCOMPARE(find(f, "failed_scheduling_gpu")->node, std::string());
    }

    void everyCodeHasATriageStep()
    {
        const std::vector<std::string_view> all = fleetFindingCodes();
        QVERIFY(all.size() >= 50);
        for (const std::string_view code : all)
            QVERIFY2(triageStepOf(code).has_value(), std::string(code).c_str());
        QVERIFY(!triageStepOf("no_such_code"));
        QCOMPARE(*triageStepOf("cpu_saturated"), TriageStep::GpuUsed);
        QCOMPARE(*triageStepOf("pcie_width_downgraded"), TriageStep::DataMovement);
        QCOMPARE(*triageStepOf("driver_mismatch"), TriageStep::FrameworkFallback);
        QCOMPARE(*triageStepOf("xid_recurring"), TriageStep::Stability);
        QCOMPARE(*triageStepOf("pod_without_gpu"), TriageStep::Scheduler);
    }

    void triageWithoutEvidenceNamesTheCommands()
    {
        // One GPU table of an AMD node and nothing else: step 1 is answered, the others name the guide's
        // commands, with the vendor's tool and the GPU's bus ID.
        FleetSnapshot s;
        s.devices = {gpu("node1", "6.7.0", "AMD")};
        s.devices[0].device.pciBusId = "0000:21:00.0";
        TelemetryRow row;
        row.utilizationPct = 88;
        row.memUsedMiB = 40960;
        row.line = 5;
        s.devices[0].telemetry.add(row, "rocm-smi.txt");
        const std::vector<NodeTriage> t = triageFleet(s, evaluateFleetHealth(s));
        QCOMPARE(t.size(), std::size_t(1));
        const auto &steps = t.front().steps;
        QCOMPARE(steps[0].status, TriageStatus::Ok);
        QCOMPARE(steps[0].checks.front().evidence.file, std::string("rocm-smi.txt"));
        QCOMPARE(steps[1].status, TriageStatus::NoEvidence);
        QCOMPARE(steps[1].checks.front().command, std::string("sudo lspci -s 21:00.0 -vv | egrep -i 'LnkCap|LnkSta'"));
        QCOMPARE(steps[2].status, TriageStatus::Ok); // the driver is known
        QCOMPARE(steps[3].checks[1].command, std::string("rocm-smi"));
        QCOMPARE(steps[4].status, TriageStatus::NoEvidence);
        QCOMPARE(QLatin1String(triageStatusKey(steps[4].status)), QLatin1String("no_evidence"));
        QCOMPARE(nodeTriageStatus(t.front()), TriageStatus::Ok);
        QCOMPARE(triageStepsWith(t.front(), TriageStatus::NoEvidence), 2);
    }

    void nodesInTroubleComeFirst()
    {
        // "a-quiet" has a GPU at work (step 1 answered, nothing wrong); "b-busy" a saturated CPU (one step in
        // trouble); "c-idle" only an IOMMU line (an info finding: evidence, no problem); "d-bad" a saturated
        // CPU and a downgraded link (two steps). An unnamed host's kernel knows nothing yet.
        FleetSnapshot s;
        s.devices = {gpu("a-quiet"), gpu("d-bad")};
        TelemetryRow row;
        row.utilizationPct = 95;
        row.memUsedMiB = 60000;
        row.line = 5;
        s.devices[0].telemetry.add(row, "smi.txt");
        s.devices[1].device.pcieWidth = 8;
        s.devices[1].device.pcieMaxWidth = 16;
        s.devices[1].device.pcieGen = 5;
        s.devices[1].device.pcieMaxGen = 5;
        for (const char *node : {"b-busy", "d-bad"})
            s.hostFacts.push_back(fact(Host::kCpuBusyPctMean, "97.5", {}, node));
        s.hostFacts.push_back(fact(Host::kIommuEnabled, "yes", {}, "c-idle"));
        s.hostFacts.push_back(fact(Host::kKernelRelease, "6.5.0-17-generic", {}, ""));
        const std::vector<NodeTriage> t = triageFleet(s, evaluateFleetHealth(s));
        QStringList order;
        for (const NodeTriage &n : t)
            order << QString::fromStdString(n.node) + QLatin1Char(':')
                    + QLatin1String(triageStatusKey(nodeTriageStatus(n)));
        QCOMPARE(order,
                 (QStringList{QStringLiteral("d-bad:problem"), QStringLiteral("b-busy:problem"),
                              QStringLiteral("a-quiet:ok"), QStringLiteral("c-idle:ok"), QStringLiteral(":ok")}));
        QCOMPARE(triageStepsWith(t.front(), TriageStatus::Problem), 2);
        NodeTriage empty{"nothing", std::vector<TriageStepResult>(std::size_t(kTriageStepCount))};
        QCOMPARE(nodeTriageStatus(empty), TriageStatus::NoEvidence);
    }
};

QTEST_GUILESS_MAIN(TestHostRules)
#include "tst_hostrules.moc"
