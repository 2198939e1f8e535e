// The field guides' outputs (tests/import/samples/guides, pasted from ../shared/context with their shell
// prompt) imported into a workspace: each one raises the finding the guide's decision calls for, with its
// severity and action, and nothing else; files of one node together say more (the affinity of a process
// against its GPU's, an underused GPU on a node whose CPU is saturated); the triage answers the playbook's
// steps from them.
#include "fleettables.h"
#include "workspacebackends.h"

#include "core/triage.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace GpuPlan;

namespace {

const char *const kGuides = GPUPLAN_SAMPLES_DIR "/guides/";

QString guide(const char *name) { return QString::fromLatin1(kGuides) + QLatin1String(name); }

/// "code:severity:action" of every finding, in the store's order (most severe first).
QStringList findingKeys(const WorkspaceStore &store)
{
    QStringList out;
    for (const StoredFinding &s : store.fleetFindings())
        out << QStringLiteral("%1:%2:%3")
                   .arg(QString::fromStdString(s.finding.code), QLatin1String(findingSeverityKey(s.finding.severity)),
                        QLatin1String(findingActionKey(s.finding.action)));
    return out;
}

const StoredFinding *findCode(const std::vector<StoredFinding> &findings, const std::string &code)
{
    for (const StoredFinding &f : findings)
        if (f.finding.code == code)
            return &f;
    return nullptr;
}

// nvidia-smi as the first guide prints it, with the GPU idle but its memory resident (3 %, 62 GB).
const char kIdleNvidiaSmi[]
    = "cr0x@server:~$ nvidia-smi\n"
      "Tue Jan 21 02:31:09 2026\n"
      "+---------------------------------------------------------------------------------------+\n"
      "| NVIDIA-SMI 550.54.14    Driver Version: 550.54.14    CUDA Version: 12.4               |\n"
      "|-----------------------------------------+----------------------+----------------------+\n"
      "| GPU  Name                 Persistence-M | Bus-Id        Disp.A | Volatile Uncorr. ECC |\n"
      "| Fan  Temp   Perf          Pwr:Usage/Cap |         Memory-Usage | GPU-Util  Compute M. |\n"
      "|                                         |                      |               MIG M. |\n"
      "|=========================================+======================+======================|\n"
      "|   0  NVIDIA H100 PCIe                 On | 00000000:01:00.0 Off |                    0 |\n"
      "| N/A   41C    P0              90W / 350W|  62480MiB / 81559MiB |      3%      Default |\n"
      "+-----------------------------------------+----------------------+----------------------+\n";

/// Each output the guides print, with the findings ("code:severity:action") its decision calls for.
std::vector<std::pair<const char *, QStringList>> guideRows()
{
    std::vector<std::pair<const char *, QStringList>> out;
    const auto row = [&out](const char *file, QStringList expected) { out.emplace_back(file, std::move(expected)); };
    // Guide 1, task 13: "Le CPU est fortement chargé ... Augmentez l'allocation CPU" (idle 5.4 and 2.2 %).
    row("g1-mpstat.txt", {QStringLiteral("cpu_saturated:warning:relieve_cpu")});
    // Guide 1, task 14: "NVMe est saturé à ~100% d'utilisation et await élevé" (99.5 %, 18.2 ms).
    row("g1-iostat-xz.txt", {QStringLiteral("disk_saturated:warning:fix_storage")});
    // Guide 2, tâche 9: "Un r_await autour de 2ms à forte utilisation est acceptable" (86 %, 2.1 ms).
    row("g2-iostat-x.txt", {});
    // Guide 2, tâche 8: "Un wa (I/O wait) élevé ... indiquent un goulot disque" (wa 8 and 10 %).
    row("g2-vmstat.txt", {QStringLiteral("io_wait_high:warning:fix_storage")});
    // Guide 1, task 15: "Les erreurs et drops sont à zéro (bon signe)".
    row("g1-ip-s-link.txt", {});
    // Guide 1, task 16: "Les hugepages sont majoritairement libres et la mémoire est disponible ; bon état".
    row("g1-meminfo.txt", {});
    // Guide 1, task 9 / guide 2, tâche 5: IOMMU enabled, "validez le mode IOMMU recommandé ... et testez".
    row("g1-dmesg-iommu.txt", {QStringLiteral("iommu_enabled:info:check_iommu")});
    row("g2-dmesg-iommu.txt", {QStringLiteral("iommu_enabled:info:check_iommu")});
    // Guide 2, tâche 11: the cap lowered from 140 to 130 W, "Gardez le réglage si la variance diminue".
    row("g2-nvsmi-pl.txt", {QStringLiteral("power_capped:info:keep_if_stable")});
    // Alone, these are a topology to compare against: nothing to decide yet.
    row("g1-numactl-hardware.txt", {});
    row("g2-nvsmi-topo.txt", {});
    row("g2-taskset.txt", {});
    row("g1-uname-r.txt", {});
    row("g1-sysfs-numa-node.txt", {});
    // Guide 1, task 1: an NVIDIA and an AMD GPU in one node, "des pilotes mixtes sur un même nœud le sont
    // généralement moins".
    row("g1-lspci-nn.txt", {QStringLiteral("mixed_vendors:warning:split_pool")});
    // Guide 1, tasks 3-5 and 11; guide 2, tâches 1-2 and 12: GPUs at work, a runtime that enumerates, a
    // container that sees the driver, clocks "Not Active": nothing to decide. zeinfo's "Intel(R) Data
    // Center GPU" names no model the catalog could match.
    row("g1-nvidia-smi.txt", {});
    row("g1-rocm-smi.txt", {});
    row("g1-zeinfo.txt", {QStringLiteral("unknown_sku:info:match_catalog")});
    row("g1-docker-nvidia-smi.txt", {});
    row("g2-nvidia-smi.txt", {});
    row("g2-nvsmi-dmon.txt", {});
    row("g2-nvsmi-query-clocks.txt", {});
    // Guide 1, task 6 / guide 2, tâche 4: "(downgraded)" links, "Traitez cela comme un incident hardware".
    row("g1-lspci-lnk.txt", {QStringLiteral("pcie_width_downgraded:quarantine:reseat_check_risers")});
    row("g2-lspci-lnk.txt", {QStringLiteral("pcie_width_downgraded:quarantine:reseat_check_risers")});
    // Guide 1, task 10: a GPU reset and corrected AER errors: "Quarantainez le nœud".
    row("g1-journalctl.txt",
        {QStringLiteral("gpu_reset:quarantine:quarantine"),
         QStringLiteral("aer_corrected:warning:reseat_check_risers")});
    // Guide 2, tâche 3: Xid 31 twice, an MMU fault of the application (not yet recurring).
    row("g2-dmesg-xid.txt", {QStringLiteral("xid_application:info:investigate_application")});
    // Guide 2, tâche 10: 12 aggregate single-bit errors, "une tendance à suivre".
    row("g2-nvsmi-q-ecc.txt", {QStringLiteral("ecc_corrected_aggregate:info:watch_trend")});
    // Guide 1, task 12: the pod requests and limits one GPU. Guide 2, tâche 13: allocatable GPUs, and no
    // inventory of those nodes to hold them against.
    row("g1-kubectl-describe-pod.txt", {});
    row("g2-kubectl-get-nodes.txt", {});
    // Guide 2, tâche 14: "2 Insufficient nvidia.com/gpu": "relâchez les contraintes, ajoutez de la capacité".
    row("g2-kubectl-describe-pod.txt", {QStringLiteral("failed_scheduling_gpu:warning:fix_scheduling")});
    return out;
}

} // namespace

class TestGuidePlaybook : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    // Every test runs on a workspace file and on a PostgreSQL database (the global data).
    TestRequire::WorkspaceBackends m_backends;

    void openFresh(WorkspaceStore &store) { openFreshWorkspace(store, m_backends.fresh()); }

    void importAll(WorkspaceStore &store, std::initializer_list<const char *> names)
    {
        for (const char *name : names)
            QCOMPARE(store.importFleetFile(guide(name)).status, FleetFileReport::Status::Imported);
    }

private Q_SLOTS:
    void initTestCase_data() { TestRequire::WorkspaceBackends::addRows(); }
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(m_backends.start(&error), qPrintable(error));
    }

    void eachOutputRaisesTheGuidesFinding_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("expected");
        for (const auto &[file, expected] : guideRows())
            QTest::newRow(file) << QString::fromLatin1(file) << expected;
    }

    void eachOutputRaisesTheGuidesFinding()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, expected);
        WorkspaceStore store;
        openFresh(store);
        QCOMPARE(store.importFleetFile(guide(file.toLatin1().constData())).status, FleetFileReport::Status::Imported);
        QCOMPARE(findingKeys(store), expected);
        for (const StoredFinding &f : store.fleetFindings()) {
            // The prompt's host; a pending pod is on no node yet.
            if (f.finding.code != "failed_scheduling_gpu")
                QCOMPARE(f.finding.node, std::string("server"));
            QVERIFY(QString::fromStdString(f.finding.evidence.file).endsWith(file));
            QVERIFY(f.finding.evidence.line >= 2 || f.finding.code == "mixed_vendors"); // after the prompt
        }
    }

    void everyGuideOutputHasItsRow()
    {
        // The 30 outputs the two guides print, each a row of the table below (a new fixture needs its row).
        QStringList files = QDir(QString::fromLatin1(kGuides)).entryList({QStringLiteral("*.txt")}, QDir::Files);
        QCOMPARE(files.size(), 30);
        QStringList rows;
        for (const auto &[file, expected] : guideRows())
            rows << QString::fromLatin1(file);
        rows.sort();
        QCOMPARE(rows, files);
    }

    void processAffinityAgainstItsGpu()
    {
        // Guide 2, tâches 6-7: GPU0 is local to CPUs 0-15; the process may run on 0-31: "Restreignez l'affinité
        // aux cœurs locaux au GPU".
        WorkspaceStore store;
        openFresh(store);
        importAll(store, {"g2-nvsmi-topo.txt", "g2-taskset.txt"});
        QCOMPARE(findingKeys(store), QStringList{QStringLiteral("numa_affinity_mismatch:warning:pin_numa")});
        const StoredFinding f = store.fleetFindings().front();
        QCOMPARE(f.finding.params, (std::vector<std::string>{"server", "pid 18233", "0-31", "gpu 0", "0-15"}));
        QVERIFY(QString::fromStdString(f.finding.evidence.file).endsWith(QStringLiteral("g2-taskset.txt")));
        QCOMPARE(f.finding.evidence.line, 2);
    }

    void processAffinityAgainstNumaNodes()
    {
        // Without the GPU's own affinity, numactl's nodes tell whether the process straddles two sockets:
        // 0-31 is exactly node 0 of the first guide's machine (no finding), 16-47 spans both.
        WorkspaceStore store;
        openFresh(store);
        importAll(store, {"g1-numactl-hardware.txt", "g2-taskset.txt"});
        QCOMPARE(findingKeys(store), QStringList());
        const QString spanning
            = writeFileIn(QDir(m_dir.path()), QStringLiteral("taskset-spanning.txt"),
                          "cr0x@server:~$ taskset -cp 4242\npid 4242's current affinity list: 16-47\n");
        QCOMPARE(store.importFleetFile(spanning).status, FleetFileReport::Status::Imported);
        QCOMPARE(findingKeys(store), QStringList{QStringLiteral("process_spans_numa_nodes:warning:pin_numa")});
        QCOMPARE(store.fleetFindings().front().finding.params,
                 (std::vector<std::string>{"server", "pid 4242", "16-47", "2"}));
    }

    void processAffinityAgainstTheGpusNumaNode()
    {
        // Guide 1, tasks 7-8: the GPU 0000:01:00.0 is local to NUMA node 1 (CPUs 32-63): "Exécutez votre
        // pipeline d'entrée ... sur le nœud 1"; the process of guide 2 runs on 0-31, node 0.
        WorkspaceStore store;
        openFresh(store);
        importAll(store, {"g1-numactl-hardware.txt", "g1-sysfs-numa-node.txt", "g2-taskset.txt"});
        QCOMPARE(findingKeys(store), QStringList{QStringLiteral("numa_affinity_mismatch:warning:pin_numa")});
        QCOMPARE(store.fleetFindings().front().finding.params,
                 (std::vector<std::string>{"server", "pid 18233", "0-31", "0000:01:00.0", "32-63"}));
    }

    void underusedGpuSaysWhyWithTheNodesCpu()
    {
        // Guide 1, task 3: "Si GPU-Util est faible, concentrez-vous sur CPU/I/O/ordonnancement"; with task 13's
        // mpstat of the same node, the answer is the CPU.
        WorkspaceStore store;
        openFresh(store);
        const QString smi = writeFileIn(QDir(m_dir.path()), QStringLiteral("nvidia-smi-idle.txt"), kIdleNvidiaSmi);
        QCOMPARE(store.importFleetFile(smi).status, FleetFileReport::Status::Imported);
        QCOMPARE(findingKeys(store), QStringList{QStringLiteral("gpu_underused:warning:check_host_pipeline")});
        QCOMPARE(store.fleetFindings().front().finding.params, (std::vector<std::string>{"3", "61"}));
        importAll(store, {"g1-mpstat.txt"});
        const auto findings = store.fleetFindings();
        QVERIFY(findCode(findings, "cpu_saturated"));
        QVERIFY(findCode(findings, "gpu_underused_cpu"));
        QVERIFY(!findCode(findings, "gpu_underused"));
        QCOMPARE(findCode(findings, "gpu_underused_cpu")->finding.node, std::string("server"));
    }

    void eccGrowthAcrossCapturesPlansTheReplacement_data()
    {
        QTest::addColumn<bool>("laterFirst");
        QTest::newRow("captures in order") << false;
        QTest::newRow("later capture first") << true;
    }

    void eccGrowthAcrossCapturesPlansTheReplacement()
    {
        // Guide 2, tâche 10: 12 aggregate single-bit errors are "une tendance à suivre"; "si les compteurs
        // d'erreurs augmentent avec le temps ... planifiez le remplacement". A later capture of the same GPU
        // reads 31: growth, whichever file came first. Removing the later capture takes it back.
        QFile earlier(guide("g2-nvsmi-q-ecc.txt"));
        QVERIFY(earlier.open(QIODevice::ReadOnly));
        QByteArray later = earlier.readAll();
        const QByteArray twelve = "Single Bit\n            Device Memory           : 12";
        QVERIFY(later.contains(twelve));
        later.replace(twelve, "Single Bit\n            Device Memory           : 31");
        const QString laterPath = writeFileIn(QDir(m_dir.path()), QStringLiteral("ecc-later.txt"), later);
        QFETCH(bool, laterFirst);
        WorkspaceStore store;
        openFresh(store);
        for (const QString &path : laterFirst ? QStringList{laterPath, guide("g2-nvsmi-q-ecc.txt")}
                                              : QStringList{guide("g2-nvsmi-q-ecc.txt"), laterPath})
            QCOMPARE(store.importFleetFile(path).status, FleetFileReport::Status::Imported);
        QCOMPARE(store.fleetDevices().size(), std::size_t(1));
        const auto findings = store.fleetFindings();
        const StoredFinding *growing = findCode(findings, "ecc_growing");
        QVERIFY(growing);
        QCOMPARE(growing->finding.severity, FindingSeverity::Warning);
        QCOMPARE(growing->finding.action, FindingAction::Replace);
        QCOMPARE(growing->finding.params,
                 (std::vector<std::string>{"ecc.errors.corrected.aggregate.total", "12", "31", "g2-nvsmi-q-ecc.txt"}));
        QCOMPARE(QString::fromStdString(growing->finding.evidence.file), laterPath);
        QVERIFY(store.removeImportedFile(laterPath).ok);
        QCOMPARE(findingKeys(store), QStringList{QStringLiteral("ecc_corrected_aggregate:info:watch_trend")});
    }

    void uncorrectedGrowthQuarantines()
    {
        // A double-bit error that appears between captures outranks the single-bit growth beside it.
        QFile earlier(guide("g2-nvsmi-q-ecc.txt"));
        QVERIFY(earlier.open(QIODevice::ReadOnly));
        QByteArray later = earlier.readAll();
        const QByteArray aggregate = "Single Bit\n            Device Memory           : 12\n        Double Bit\n"
                                     "            Device Memory           : 0";
        QVERIFY(later.contains(aggregate));
        later.replace(aggregate,
                      "Single Bit\n            Device Memory           : 20\n        Double Bit\n"
                      "            Device Memory           : 2");
        WorkspaceStore store;
        openFresh(store);
        importAll(store, {"g2-nvsmi-q-ecc.txt"});
        QCOMPARE(store.importFleetFile(writeFileIn(QDir(m_dir.path()), QStringLiteral("ecc-dbe.txt"), later)).status,
                 FleetFileReport::Status::Imported);
        const auto findings = store.fleetFindings();
        int growing = 0;
        for (const StoredFinding &f : findings)
            growing += f.finding.code == "ecc_growing";
        QCOMPARE(growing, 1);
        const StoredFinding *f = findCode(findings, "ecc_growing");
        QCOMPARE(f->finding.severity, FindingSeverity::Quarantine);
        QCOMPARE(f->finding.params.at(0), std::string("ecc.errors.uncorrected.aggregate.total"));
        QCOMPARE(f->finding.params.at(1), std::string("0"));
        QCOMPARE(f->finding.params.at(2), std::string("2"));
    }

    void indexOnlyGpusJoinWithinTheirNumbering()
    {
        // Three files of one host name their GPU by index alone: nvidia-smi -q -d ECC and topo -m number
        // NVIDIA's GPUs alike (one GPU 0, its ECC and its affinity together); zeinfo's device 0 is Level
        // Zero's first device, an Intel GPU, not nvidia-smi's GPU 0.
        WorkspaceStore store;
        openFresh(store);
        importAll(store, {"g2-nvsmi-q-ecc.txt", "g2-nvsmi-topo.txt", "g1-zeinfo.txt"});
        QStringList keys;
        for (const FleetInventoryDevice &d : store.fleetDevices())
            keys << QString::fromStdString(d.deviceKey);
        keys.sort();
        QCOMPARE(keys, (QStringList{QStringLiteral("index:server/nvidia/0"), QStringLiteral("index:server/zeinfo/0")}));
        const auto findings = store.fleetFindings();
        const StoredFinding *ecc = findCode(findings, "ecc_corrected_aggregate");
        QVERIFY(ecc);
        QVERIFY(ecc->finding.evidence.file.find("g2-nvsmi-q-ecc.txt") != std::string::npos);
        // The triage's ECC check cites the capture that read the counters too, not topo -m.
        std::vector<Finding> plain;
        for (const StoredFinding &f : findings)
            plain.push_back(f.finding);
        int eccChecks = 0;
        for (const NodeTriage &node : triageFleet(store.fleetSnapshot(), plain))
            for (const TriageCheck &c : node.steps[std::size_t(TriageStep::Stability)].checks)
                if (c.key == "ecc") {
                    ++eccChecks;
                    QVERIFY(c.seen);
                    QVERIFY(c.evidence.file.find("g2-nvsmi-q-ecc.txt") != std::string::npos);
                }
        QCOMPARE(eccChecks, 1);
    }

    void indexedGpuJoinsItsBusId_data()
    {
        QTest::addColumn<bool>("tableFirst");
        QTest::newRow("table, then dmon and ECC") << true;
        QTest::newRow("dmon and ECC, then table") << false;
    }

    void indexedGpuJoinsItsBusId()
    {
        // Guide 2's nvidia-smi names GPU 0 with its bus ID 0000:3b:00.0; its dmon and -q -d ECC name GPU 0 by
        // number alone. On one host the same tool family's GPU 0 is that GPU, in either order.
        QFETCH(bool, tableFirst);
        WorkspaceStore store;
        openFresh(store);
        if (tableFirst)
            importAll(store, {"g2-nvidia-smi.txt", "g2-nvsmi-dmon.txt", "g2-nvsmi-q-ecc.txt"});
        else
            importAll(store, {"g2-nvsmi-dmon.txt", "g2-nvsmi-q-ecc.txt", "g2-nvidia-smi.txt"});
        const auto devices = store.fleetDevices();
        QCOMPARE(devices.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(devices.front().deviceKey), QStringLiteral("pci:server/0000:3b:00.0"));
        QCOMPARE(devices.front().device.device.eccCorrectedAggregate.value_or(0), std::uint64_t(12));
        QVERIFY(devices.front().device.telemetry.samples > 0); // dmon's samples are that GPU's
    }

    void triageAnswersThePlaybookFromTheGuides()
    {
        WorkspaceStore store;
        openFresh(store);
        importAll(store,
                  {"g1-mpstat.txt", "g1-iostat-xz.txt", "g1-meminfo.txt", "g1-ip-s-link.txt", "g1-dmesg-iommu.txt",
                   "g2-nvsmi-topo.txt", "g2-taskset.txt", "g1-uname-r.txt"});
        const FleetSnapshot snapshot = store.fleetSnapshot();
        const std::vector<StoredFinding> stored = store.fleetFindings();
        std::vector<Finding> findings;
        for (const StoredFinding &s : stored)
            findings.push_back(s.finding);
        const std::vector<NodeTriage> triage = triageFleet(snapshot, findings);
        QCOMPARE(triage.size(), std::size_t(1));
        QCOMPARE(triage.front().node, std::string("server"));
        const auto &steps = triage.front().steps;
        QCOMPARE(int(steps.size()), kTriageStepCount);
        const auto codes = [&](TriageStep s) {
            QStringList out;
            for (int i : steps[std::size_t(s)].findings)
                out << QString::fromStdString(findings[std::size_t(i)].code);
            out.sort();
            return out;
        };
        // First: the CPU and the disk of the node are saturated.
        QCOMPARE(steps[0].status, TriageStatus::Problem);
        QCOMPARE(codes(TriageStep::GpuUsed),
                 (QStringList{QStringLiteral("cpu_saturated"), QStringLiteral("disk_saturated")}));
        // Second: the process is not on its GPU's CPUs; the IOMMU is a note; the NIC is clean.
        QCOMPARE(steps[1].status, TriageStatus::Problem);
        QCOMPARE(codes(TriageStep::DataMovement),
                 (QStringList{QStringLiteral("iommu_enabled"), QStringLiteral("numa_affinity_mismatch")}));
        // No GPU table was imported: the checks name the commands the guides run.
        const auto check = [&](TriageStep s, const char *key) -> const TriageCheck & {
            for (const TriageCheck &c : steps[std::size_t(s)].checks)
                if (c.key == key)
                    return c;
            qFatal("no check %s", key);
        };
        QVERIFY(!check(TriageStep::GpuUsed, "gpu_utilization").seen);
        QCOMPARE(check(TriageStep::GpuUsed, "gpu_utilization").command, std::string("nvidia-smi"));
        QVERIFY(check(TriageStep::GpuUsed, "cpu_load").seen);
        QVERIFY(QString::fromStdString(check(TriageStep::GpuUsed, "cpu_load").evidence.file)
                    .endsWith(QStringLiteral("g1-mpstat.txt")));
        QVERIFY(check(TriageStep::DataMovement, "network").seen);
        QVERIFY(!check(TriageStep::DataMovement, "pcie_link").seen);
        // Third: the kernel is known, the container's view is not; fourth and fifth: nothing yet.
        QCOMPARE(steps[2].status, TriageStatus::Ok);
        QVERIFY(check(TriageStep::FrameworkFallback, "kernel").seen);
        QCOMPARE(steps[3].status, TriageStatus::NoEvidence);
        QCOMPARE(check(TriageStep::Stability, "kernel_log").command,
                 std::string("sudo journalctl -k -S -2h | egrep -i 'nvrm|xid|amdgpu|pcie|aer|gpu reset'"));
        QCOMPARE(steps[4].status, TriageStatus::NoEvidence);
    }
};

QTEST_GUILESS_MAIN(TestGuidePlaybook)
#include "tst_guideplaybook.moc"
