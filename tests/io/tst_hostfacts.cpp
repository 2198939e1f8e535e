// Host facts in the workspace: stored with their file and line, placed on the host the file names (a shell
// prompt, uname -a, sysstat's header) or on the import's --node, kept as unattributed otherwise, counted in
// the file's record, and gone with the file when it is removed.
#include "fleettables.h"
#include "workspacebackends.h"

#include <QTemporaryDir>
#include <QTest>

using namespace GpuPlan;

namespace {

const char *const kGuides = GPUPLAN_SAMPLES_DIR "/guides/";
// A real nvidia-smi -q capture of an A10 that names no host.
const char *const kA10 = GPUPLAN_SAMPLES_DIR "/nvsmi-q-text/a10-535.129.03.txt";

std::string valueOf(const std::vector<StoredHostFact> &facts, const std::string &node, const std::string &key)
{
    for (const StoredHostFact &s : facts)
        if (s.fact.node == node && s.fact.key == key)
            return s.fact.value;
    return "-";
}

} // namespace

class TestHostFacts : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    // Every test runs on a workspace file and on a PostgreSQL database (the global data).
    TestRequire::WorkspaceBackends m_backends;

    void openFresh(WorkspaceStore &store) { openFreshWorkspace(store, m_backends.fresh()); }

private Q_SLOTS:
    void initTestCase_data() { TestRequire::WorkspaceBackends::addRows(); }
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(m_backends.start(&error), qPrintable(error));
    }

    void storedOnTheHostTheFileNames()
    {
        WorkspaceStore store;
        openFresh(store);
        const FleetFileReport r
            = store.importFleetFile(QString::fromLatin1(kGuides) + QStringLiteral("g1-numactl-hardware.txt"));
        QCOMPARE(r.status, FleetFileReport::Status::Imported);
        QCOMPARE(r.hostFacts, 5);
        QCOMPARE(store.importedFiles().front().hostFacts, 5);
        const auto facts = store.hostFacts();
        QCOMPARE(facts.size(), std::size_t(5));
        QCOMPARE(valueOf(facts, "server", "numa.nodes"), "2"); // the prompt "cr0x@server:~$"
        for (const StoredHostFact &s : facts)
            QVERIFY(s.file.endsWith(QStringLiteral("g1-numactl-hardware.txt")) && s.fact.line >= 2);
    }

    void unattributedUnlessNodeGiven()
    {
        const QString bare = writeFileIn(QDir(m_dir.path()), QStringLiteral("release.txt"), "6.5.0-17-generic\n");
        WorkspaceStore store;
        openFresh(store);
        QCOMPARE(store.importFleetFile(bare).status, FleetFileReport::Status::Imported);
        QCOMPARE(valueOf(store.hostFacts(), "", "kernel.release"), "6.5.0-17-generic"); // kept, on no host

        WorkspaceStore named;
        openFresh(named);
        FleetImportOptions options;
        options.node = "gpu-node-7";
        QCOMPARE(named.importFleetFile(bare, options).status, FleetFileReport::Status::Imported);
        QCOMPARE(valueOf(named.hostFacts(), "gpu-node-7", "kernel.release"), "6.5.0-17-generic");
        QCOMPARE(valueOf(named.hostFacts(), "", "kernel.release"), "-");
    }

    void nodeJoinsAGpuCaptureToItsHost()
    {
        // --node places the A10 of a capture that names no host on gpu-node-7, with that host's facts.
        WorkspaceStore store;
        openFresh(store);
        FleetImportOptions options;
        options.node = "gpu-node-7";
        QCOMPARE(store.importFleetFile(QString::fromLatin1(kA10), options).status, FleetFileReport::Status::Imported);
        const auto devices = store.fleetDevices();
        QCOMPARE(devices.size(), std::size_t(1));
        QCOMPARE(devices.front().device.device.node, "gpu-node-7");
    }

    void removedWithTheirFile()
    {
        WorkspaceStore store;
        openFresh(store);
        const QString vmstat = QString::fromLatin1(kGuides) + QStringLiteral("g2-vmstat.txt");
        const QString taskset = QString::fromLatin1(kGuides) + QStringLiteral("g2-taskset.txt");
        QCOMPARE(store.importFleetFile(vmstat).status, FleetFileReport::Status::Imported);
        QCOMPARE(store.importFleetFile(taskset).status, FleetFileReport::Status::Imported);
        QCOMPARE(store.hostFacts().size(), std::size_t(9 + 1));
        const FleetRemoval removal = store.removeImportedFile(vmstat);
        QVERIFY2(removal.ok, qPrintable(removal.message));
        const auto left = store.hostFacts();
        QCOMPARE(left.size(), std::size_t(1));
        QCOMPARE(left.front().fact.key, "process.cpu_affinity");
    }
};

QTEST_GUILESS_MAIN(TestHostFacts)
#include "tst_hostfacts.moc"
