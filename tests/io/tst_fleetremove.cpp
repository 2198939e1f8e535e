// WorkspaceStore::removeImportedFile(): an imported file taken out again, by path or SHA-256, with its
// samples, events and benchmarks; devices only it had seen go, the others keep their other files'
// samples and a telemetry digest of those; the findings are evaluated again.
#include "fleettables.h"
#include "workspacebackends.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace GpuPlan;

namespace {

const char *const kGpuA = "GPU-aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa";
const char *const kGpuB = "GPU-bbbbbbbb-bbbb-bbbb-bbbb-bbbbbbbbbbbb";

QString sample(const char *relative) { return QStringLiteral(GPUPLAN_SAMPLES_DIR "/") + QString::fromLatin1(relative); }

// An nvidia-smi --query-gpu CSV of one GPU with @p rows samples, starting at minute @p minute.
QByteArray csv(int rows, const char *uuid, int minute = 0)
{
    QByteArray b = "timestamp, name, uuid, memory.total [MiB], power.draw [W], utilization.gpu [%]\n";
    for (int i = 0; i < rows; ++i)
        b += QStringLiteral("2026/07/14 09:%1:%2.000, NVIDIA H100 80GB HBM3, %3, 81559 MiB, 650.00 W, 98 %\n")
                 .arg(minute + i / 60, 2, 10, QLatin1Char('0'))
                 .arg(i % 60, 2, 10, QLatin1Char('0'))
                 .arg(QLatin1String(uuid))
                 .toUtf8();
    return b;
}

QStringList dump(const QString &path)
{
    return dumpTables(path, {"imported_file", "fleet_device", "telemetry_chunk", "fleet_event", "benchmark"});
}

int count(const QString &path, const QString &sql) { return countRows(path, sql); }

QStringList findingCodes(const WorkspaceStore &store)
{
    QStringList codes;
    for (const StoredFinding &f : store.fleetFindings())
        codes << QString::fromStdString(f.finding.code);
    codes.sort();
    return codes;
}

} // namespace

class TestFleetRemove : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    // Every test runs on a workspace file and on a PostgreSQL database (the global data).
    TestRequire::WorkspaceBackends m_backends;

    QString openFresh(WorkspaceStore &store)
    {
        const QString path = m_backends.fresh();
        openFreshWorkspace(store, path);
        return path;
    }

    QString writeFile(const char *name, const QByteArray &bytes)
    {
        return writeFileIn(QDir(m_dir.path()), QString::fromLatin1(name), bytes);
    }

private Q_SLOTS:
    void initTestCase_data() { TestRequire::WorkspaceBackends::addRows(); }
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(m_backends.start(&error), qPrintable(error));
    }

    void removesByPathAndBySha()
    {
        WorkspaceStore store;
        const QString ws = openFresh(store);
        const QString day1 = writeFile("day1.csv", csv(100, kGpuA));
        const QString day2 = writeFile("day2.csv", csv(50, kGpuA, 10));
        const QString other = writeFile("other.csv", csv(10, kGpuB));
        for (const QString &f : {day1, day2, other})
            QCOMPARE(store.importFleetFile(f).status, FleetFileReport::Status::Imported);
        QCOMPARE(store.fleetDevices().size(), std::size_t(2));
        QSignalSpy changed(&store, &WorkspaceStore::fleetChanged);

        // other.csv alone saw GPU B: it goes with the file.
        const FleetRemoval byPath = store.removeImportedFile(other);
        QVERIFY2(byPath.ok, qPrintable(byPath.message));
        QCOMPARE(byPath.file.path, other);
        QCOMPARE(byPath.devicesRemoved, 1);
        QCOMPARE(byPath.devicesKept, 0);
        QCOMPARE(changed.count(), 1);
        auto devices = store.fleetDevices();
        QCOMPARE(devices.size(), std::size_t(1));
        QCOMPARE(devices[0].device.device.uuid, std::string(kGpuA));
        QCOMPARE(count(ws, QStringLiteral("SELECT sum(samples) FROM telemetry_chunk")), 150);

        // day2.csv, by its SHA-256 in upper case: GPU A stays, day1.csv's 100 samples and digest with it.
        const QString sha = store.importedFiles().back().sha256;
        QVERIFY(store.importedFiles().back().path.endsWith(QLatin1String("day2.csv")));
        const FleetRemoval bySha = store.removeImportedFile(sha.toUpper());
        QVERIFY2(bySha.ok, qPrintable(bySha.message));
        QCOMPARE(bySha.devicesRemoved, 0);
        QCOMPARE(bySha.devicesKept, 1);
        devices = store.fleetDevices();
        QCOMPARE(devices.size(), std::size_t(1));
        QCOMPARE(devices[0].device.telemetry.samples, std::uint64_t(100));
        QVERIFY(devices[0].device.file.ends_with("day1.csv"));
        QCOMPARE(count(ws, QStringLiteral("SELECT sum(samples) FROM telemetry_chunk")), 100);
        QCOMPARE(int(store.importedFiles().size()), 1);

        // The same file again is not there any more; it can be imported again.
        const FleetRemoval again = store.removeImportedFile(sha);
        QVERIFY(!again.ok);
        QVERIFY(again.message.contains(sha));
        QCOMPARE(store.importFleetFile(day2).status, FleetFileReport::Status::Imported);
        QCOMPARE(store.fleetDevices()[0].device.telemetry.samples, std::uint64_t(150));
    }

    void removingTheLastFileLeavesTheWorkspaceAsBefore()
    {
        // A kernel log with an Xid 79, then a capture of another GPU, removed: the tables are as after
        // the log alone, and so are the findings.
        WorkspaceStore store;
        const QString ws = openFresh(store);
        QCOMPARE(store.importFleetFile(sample("kmsg/xid79-pid0-multiline-crashdump.log")).status,
                 FleetFileReport::Status::Imported);
        const QStringList before = dump(ws);
        const QStringList findings = findingCodes(store);
        QVERIFY(findings.contains(QStringLiteral("xid_reject")));
        const QString capture = sample("nvsmi-csv/h100-mig-590-load-query-gpu.csv");
        QCOMPARE(store.importFleetFile(capture).status, FleetFileReport::Status::Imported);
        QVERIFY(dump(ws) != before);
        const FleetRemoval removal = store.removeImportedFile(capture);
        QVERIFY2(removal.ok, qPrintable(removal.message));
        QCOMPARE(dump(ws), before);
        QCOMPARE(findingCodes(store), findings);
        // Removing the log too leaves no device, event or finding.
        QVERIFY(store.removeImportedFile(sample("kmsg/xid79-pid0-multiline-crashdump.log")).ok);
        QVERIFY(store.fleetDevices().empty());
        QVERIFY(store.fleetFindings().empty());
        QCOMPARE(count(ws, QStringLiteral("SELECT count(*) FROM fleet_event")), 0);
    }

    void unknownOrAmbiguousIsRefused()
    {
        WorkspaceStore store;
        openFresh(store);
        const FleetRemoval none = store.removeImportedFile(QStringLiteral("/no/such/file.csv"));
        QVERIFY(!none.ok);
        QCOMPARE(none.file.id, std::int64_t(0));
        // One path imported twice with different content: the path is ambiguous, the SHA-256 is not.
        const QString path = writeFile("twice.csv", csv(5, kGpuA));
        QCOMPARE(store.importFleetFile(path).status, FleetFileReport::Status::Imported);
        writeFile("twice.csv", csv(6, kGpuA));
        QCOMPARE(store.importFleetFile(path).status, FleetFileReport::Status::Imported);
        const FleetRemoval ambiguous = store.removeImportedFile(path);
        QVERIFY(!ambiguous.ok);
        QVERIFY(ambiguous.message.contains(QLatin1String("SHA-256")));
        QCOMPARE(store.importedFiles().size(), std::size_t(2));
        QVERIFY(store.removeImportedFile(store.importedFiles().front().sha256).ok);
        QCOMPARE(store.fleetDevices()[0].device.telemetry.samples, std::uint64_t(6));
    }

    // The GUI's undo of a removal: the file imported again only while its SHA-256 is the one removed.
    void importAgainOnlyWithTheSameContent()
    {
        WorkspaceStore store;
        openFresh(store);
        const QString path = writeFile("undo.csv", csv(20, kGpuA));
        QCOMPARE(store.importFleetFile(path).status, FleetFileReport::Status::Imported);
        const QString sha = store.importedFiles().front().sha256;
        QVERIFY(store.removeImportedFile(sha).ok);
        QVERIFY(store.fleetDevices().empty());

        FleetImportOptions same;
        same.expectedSha256 = sha.toUpper();
        const FleetFileReport again = store.importFleetFile(path, same);
        QCOMPARE(again.status, FleetFileReport::Status::Imported);
        QCOMPARE(again.sha256, sha);
        QCOMPARE(store.fleetDevices().size(), std::size_t(1));
        QCOMPARE(store.fleetDevices()[0].device.telemetry.samples, std::uint64_t(20));
        QVERIFY(store.removeImportedFile(sha).ok);

        writeFile("undo.csv", csv(21, kGpuA));
        const FleetFileReport changed = store.importFleetFile(path, same);
        QCOMPARE(changed.status, FleetFileReport::Status::Failed);
        QCOMPARE(changed.errors.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(changed.errors.front().code), QStringLiteral("import.content_changed"));
        QCOMPARE(QString::fromStdString(changed.errors.front().params.front()), sha.toUpper());
        QVERIFY(store.importedFiles().empty());
        QVERIFY(store.fleetDevices().empty());

        QVERIFY(QFile::remove(path));
        const FleetFileReport gone = store.importFleetFile(path, same);
        QCOMPARE(gone.status, FleetFileReport::Status::Failed);
        QVERIFY(!gone.errors.empty());
        QVERIFY(store.importedFiles().empty());
    }
};

QTEST_GUILESS_MAIN(TestFleetRemove)
#include "tst_fleetremove.moc"
