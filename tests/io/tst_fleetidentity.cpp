// One GPU, one device: files of one node that name a GPU differently (nvidia-smi by UUID and bus ID, a
// journal by host and bus ID) make one workspace device, in either order, and the kernel log's finding lands
// on it. A bus ID alone never joins GPUs of different hosts, nor GPUs whose UUIDs differ.
#include "fleettables.h"
#include "workspacebackends.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace GpuPlan;

namespace {

// A real nvidia-smi -q capture of an A10: UUID GPU-73d12ef7-..., bus ID 00000000:07:00.0, no host name.
const char *const kA10 = GPUPLAN_SAMPLES_DIR "/nvsmi-q-text/a10-535.129.03.txt";
const char *const kA10Uuid = "gpu-73d12ef7-f589-f867-4259-c7090ab44736";

// A journalctl -k line of host @p host: an Xid 79 of the GPU at PCI:0000:07:00, the A10's bus.
QByteArray journal(const char *host)
{
    return QByteArray("Dec 01 10:00:00 ") + host
        + " kernel: NVRM: Xid (PCI:0000:07:00): 79, pid=0, GPU has fallen off the bus.\n";
}

} // namespace

class TestFleetIdentity : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    // Every test runs on a workspace file and on a PostgreSQL database (the global data).
    TestRequire::WorkspaceBackends m_backends;

    void openFresh(WorkspaceStore &store) { openFreshWorkspace(store, m_backends.fresh()); }

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        return writeFileIn(QDir(m_dir.path()), name, bytes);
    }

    static void verifyOneA10(const WorkspaceStore &store, const char *host)
    {
        const std::vector<FleetInventoryDevice> devices = store.fleetDevices();
        QCOMPARE(devices.size(), std::size_t(1));
        const FleetDevice &d = devices.front().device.device;
        QCOMPARE(QString::fromStdString(d.uuid).toLower(), QString::fromLatin1(kA10Uuid));
        QCOMPARE(QString::fromStdString(d.node), QString::fromLatin1(host));
        QCOMPARE(QString::fromStdString(d.pciBusId), QStringLiteral("0000:07:00.0"));
        QCOMPARE(QString::fromStdString(devices.front().deviceKey), QStringLiteral("uuid:") + QLatin1String(kA10Uuid));
        // The journal's Xid 79 names the A10, not a nameless twin.
        bool xidOnA10 = false;
        for (const StoredFinding &f : store.fleetFindings())
            xidOnA10 = xidOnA10 || (f.finding.code == "xid_reject" && f.deviceId == devices.front().id);
        QVERIFY(xidOnA10);
    }

private Q_SLOTS:
    void initTestCase_data() { TestRequire::WorkspaceBackends::addRows(); }
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(m_backends.start(&error), qPrintable(error));
    }

    void nvidiaSmiThenJournal()
    {
        WorkspaceStore store;
        openFresh(store);
        QCOMPARE(store.importFleetFile(QString::fromLatin1(kA10)).status, FleetFileReport::Status::Imported);
        const QString log = writeFile(QStringLiteral("node1-a.log"), journal("gpu-node-1"));
        QCOMPARE(store.importFleetFile(log).status, FleetFileReport::Status::Imported);
        verifyOneA10(store, "gpu-node-1");
    }

    void journalThenNvidiaSmi()
    {
        WorkspaceStore store;
        openFresh(store);
        const QString log = writeFile(QStringLiteral("node1-b.log"), journal("gpu-node-1"));
        QCOMPARE(store.importFleetFile(log).status, FleetFileReport::Status::Imported);
        QCOMPARE(store.fleetDevices().size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(store.fleetDevices().front().deviceKey),
                 QStringLiteral("pci:gpu-node-1/0000:07:00.0"));
        QCOMPARE(store.importFleetFile(QString::fromLatin1(kA10)).status, FleetFileReport::Status::Imported);
        verifyOneA10(store, "gpu-node-1"); // the UUID became its key
    }

    void busIdOfTwoHostsIsNotJoined()
    {
        // Two hosts each have a GPU at 0000:07:00.0: nvidia-smi's file names no host, so it cannot say which
        // it is, and stays a device of its own.
        WorkspaceStore store;
        openFresh(store);
        QCOMPARE(store.importFleetFile(writeFile(QStringLiteral("a.log"), journal("node-a"))).status,
                 FleetFileReport::Status::Imported);
        QCOMPARE(store.importFleetFile(writeFile(QStringLiteral("b.log"), journal("node-b"))).status,
                 FleetFileReport::Status::Imported);
        QCOMPARE(store.fleetDevices().size(), std::size_t(2));
        QCOMPARE(store.importFleetFile(QString::fromLatin1(kA10)).status, FleetFileReport::Status::Imported);
        QCOMPARE(store.fleetDevices().size(), std::size_t(3));
    }

    void differentUuidsOnOneBusAreTwoGpus()
    {
        // The same capture with another UUID (another A10 in the same slot of another machine; the serial is
        // left as it is, and the differing UUIDs win over it).
        WorkspaceStore store;
        openFresh(store);
        QFile a10(QString::fromLatin1(kA10));
        QVERIFY(a10.open(QIODevice::ReadOnly));
        QByteArray other = a10.readAll();
        QVERIFY(other.contains("GPU-73d12ef7-f589-f867-4259-c7090ab44736"));
        other.replace("GPU-73d12ef7-f589-f867-4259-c7090ab44736", "GPU-11111111-2222-3333-4444-555555555555");
        QCOMPARE(store.importFleetFile(QString::fromLatin1(kA10)).status, FleetFileReport::Status::Imported);
        QCOMPARE(store.importFleetFile(writeFile(QStringLiteral("other-a10.txt"), other)).status,
                 FleetFileReport::Status::Imported);
        QCOMPARE(store.fleetDevices().size(), std::size_t(2));
    }
};

QTEST_GUILESS_MAIN(TestFleetIdentity)
#include "tst_fleetidentity.moc"
