// kernel-log importer: field values read by hand in the captures of ../shared/samples/kmsg, prefixes of
// every dmesg/journal/kmsg form, and bad input.
#include "importtesthelpers.h"

#include <QFile>
#include <QString>
#include <QTest>

namespace {

std::string sampleBytes(const char *name) { return sample(QStringLiteral("kmsg/") + QString::fromLatin1(name)); }

const FleetEvent *findEvent(const ImportCollector &sink, FleetEventKind kind, int nth = 0)
{
    for (const FleetEvent &e : sink.events)
        if (e.kind == kind && nth-- == 0)
            return &e;
    return nullptr;
}

} // namespace

class TestImportKernelLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void xidFallenOffBusAndAer()
    {
        const Result r = importBytes(sampleBytes("aer-fatal-surprise-down-xid79-tesla.log"));
        QCOMPARE(r.format, std::string("kernel-log"));
        QCOMPARE(r.sink.devices.size(), std::size_t(1));
        const FleetDevice &d = r.sink.devices[0];
        QCOMPARE(d.pciBusId, std::string("0000:02:00.0"));
        QCOMPARE(d.uuid, std::string("GPU-660d987e-5b28-3bf6-2a2d-1d5ecae7f6df"));
        QCOMPARE(d.serial, std::string("0322716036227"));
        QCOMPARE(d.vendor, std::string("NVIDIA"));
        const FleetEvent *xid = findEvent(r.sink, FleetEventKind::Xid);
        QVERIFY(xid);
        QCOMPARE(xid->code, 79);
        QCOMPARE(xid->pciBusId, std::string("0000:02:00.0"));
        QCOMPARE(xid->line, 13);
        QCOMPARE(xid->device, 0);
        QCOMPARE(xid->timeText, std::string("74889.644138"));
        QCOMPARE(xid->time, 0.0); // seconds since boot: no date
        const FleetEvent *fallen = findEvent(r.sink, FleetEventKind::FallenOffBus);
        QVERIFY(fallen);
        QCOMPARE(fallen->line, 13);
        const FleetEvent *corrected = findEvent(r.sink, FleetEventKind::AerCorrected);
        QVERIFY(corrected);
        QCOMPARE(corrected->line, 1);
        QCOMPARE(corrected->pciBusId, std::string("0000:00:02.0"));
        QCOMPARE(corrected->device, -1); // a root port, not a GPU
        const FleetEvent *fatal = findEvent(r.sink, FleetEventKind::AerFatal);
        QVERIFY(fatal);
        QCOMPARE(fatal->line, 5);
        // The "PCIe Bus Error: severity=" detail lines are not counted again.
        QVERIFY(!findEvent(r.sink, FleetEventKind::AerCorrected, 1));
    }

    void crashDumpContinuation()
    {
        const Result r = importBytes(sampleBytes("xid79-pid0-multiline-crashdump.log"));
        QCOMPARE(r.sink.events.size(), std::size_t(3));
        // "NVRM: GPU 0000:09:00.0: GPU has fallen off the bus." two lines after the Xid is the same event.
        QVERIFY(!findEvent(r.sink, FleetEventKind::FallenOffBus, 1));
        QCOMPARE(r.sink.devices[0].serial, std::string()); // "GPU Board Serial Number:" is empty
        const FleetEvent *aer = findEvent(r.sink, FleetEventKind::AerCorrected);
        QVERIFY(aer);
        QCOMPARE(aer->pciBusId, std::string("0000:00:01.1"));
        QCOMPARE(aer->line, 17);

        // Indented lines without timestamp extend the event above; they are never events themselves.
        const Result c = importBytes("[  12.000001] NVRM: Xid (PCI:0000:3b:00): 31, pid=7, Ch 00000010\n"
                                     "                 NVRM: GPU has fallen off the bus (not a new event)\n"
                                     "[  12.000002] usb 1-1: new device\n");
        QCOMPARE(c.sink.events.size(), std::size_t(1));
        QVERIFY(c.sink.events[0].message.find("not a new event") != std::string::npos);
    }

    void timestamps_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("code");
        QTest::addColumn<double>("time");
        QTest::addColumn<QString>("timeText");
        QTest::newRow("dmesg -T") << "xid119-gsp-timeout-dmesg-T.log" << 3 << 119 << 1740327858.0
                                  << "Sun Feb 23 16:24:18 2025";
        QTest::newRow("iso") << "peermem-dmesg-iso.log" << 11 << 48 << 1731672123.470068
                             << "2024-11-15T12:02:03,470068+00:00";
        QTest::newRow("decode iso") << "h100-xid13-43-dmesg-decode-iso.log" << 1 << 13 << 1737426093.498559
                                    << "2025-01-21T02:21:33,498559+00:00";
        QTest::newRow("no prefix") << "xid63-row-remapper-single-line.log" << 1 << 63 << 0.0 << "";
    }

    void timestamps()
    {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(int, code);
        QFETCH(double, time);
        QFETCH(QString, timeText);
        const Result r = importBytes(sampleBytes(file.toLatin1().constData()));
        const FleetEvent *xid = findEvent(r.sink, FleetEventKind::Xid);
        QVERIFY(xid);
        QCOMPARE(xid->line, line);
        QCOMPARE(xid->code, code);
        QVERIFY(std::abs(xid->time - time) < 1e-3);
        QCOMPARE(QString::fromStdString(xid->timeText), timeText);
    }

    void rowRemapper()
    {
        const Result r = importBytes(sampleBytes("xid63-row-remapper-single-line.log"));
        QCOMPARE(r.format, std::string("kernel-log"));
        const FleetEvent *remap = findEvent(r.sink, FleetEventKind::RowRemap);
        QVERIFY(remap);
        QCOMPARE(remap->code, 63);
        QCOMPARE(remap->pciBusId, std::string("0000:10:1c.0"));
        const Result p = importBytes(sampleBytes("peermem-dmesg-iso.log"));
        QCOMPARE(findEvent(p.sink, FleetEventKind::RowRemap)->line, 12);
        QVERIFY(!findEvent(p.sink, FleetEventKind::RowRemap, 1)); // Xid 48 and 94 say nothing of rows
    }

    void amdgpu()
    {
        const Result r = importBytes(sampleBytes("amdgpu-ring-timeout-mode2-reset-gfx11.log"));
        QCOMPARE(r.sink.devices.size(), std::size_t(1));
        QCOMPARE(r.sink.devices[0].vendor, std::string("AMD"));
        QCOMPARE(r.sink.devices[0].pciBusId, std::string("0000:c5:00.0"));
        const FleetEvent *timeout = findEvent(r.sink, FleetEventKind::RingTimeout);
        QVERIFY(timeout);
        QCOMPARE(timeout->line, 3);
        QCOMPARE(timeout->device, 0);
        const FleetEvent *reset = findEvent(r.sink, FleetEventKind::GpuReset);
        QVERIFY(reset);
        QCOMPARE(reset->line, 7);                                 // "GPU reset begin!"
        QVERIFY(!findEvent(r.sink, FleetEventKind::GpuReset, 1)); // "MODE2 reset" is the same reset

        const Result classic = importBytes(sampleBytes("amdgpu-job-timedout-classic.log"));
        QCOMPARE(findEvent(classic.sink, FleetEventKind::RingTimeout)->line, 2);
        QCOMPARE(findEvent(classic.sink, FleetEventKind::GpuReset)->pciBusId, std::string("0000:0c:00.0"));
    }

    void journal()
    {
        const Result r = importBytes(sampleBytes("amdgpu-kfd-mode2-reset-journal.log"));
        QCOMPARE(r.sink.devices.size(), std::size_t(1));
        QCOMPARE(r.sink.devices[0].node, std::string("sanori-laptop"));
        const FleetEvent *reset = findEvent(r.sink, FleetEventKind::GpuReset);
        QVERIFY(reset);
        QCOMPARE(reset->node, std::string("sanori-laptop"));
        QCOMPARE(reset->line, 5);
        QCOMPARE(reset->timeText, std::string("Oct 07 15:47:47"));
        QCOMPARE(reset->time, 0.0); // the short journal format has no year

        const Result iso
            = importBytes("2020-10-07T15:47:47+0200 gpu-node-7 kernel: NVRM: Xid (PCI:0000:65:00): 79, pid=0, "
                          "GPU has fallen off the bus.\n");
        QCOMPARE(iso.sink.events.size(), std::size_t(2));
        QCOMPARE(iso.sink.events[0].node, std::string("gpu-node-7"));
        QCOMPARE(iso.sink.events[0].time, 1602078467.0); // 13:47:47 UTC
        QCOMPARE(iso.sink.devices[0].key, std::string("gpu-node-7/0000:65:00.0"));
    }

    void kmsgRecords()
    {
        const Result r = importBytes(
            "6,1234,5678000,-;NVRM: Xid (PCI:0000:3b:00): 79, pid=1, GPU has fallen off the bus.\n"
            "4,1235,5679000,-;pcieport 0000:00:01.0: AER: Uncorrected (Non-Fatal) error received: 0000:3b:00.0\n"
            " SUBSYSTEM=pci\n");
        QCOMPARE(r.format, std::string("kernel-log"));
        QCOMPARE(r.sink.events.size(), std::size_t(3));
        QCOMPARE(r.sink.events[0].timeText, std::string("5.678000"));
        QCOMPARE(r.sink.events[0].pciBusId, std::string("0000:3b:00.0"));
        QCOMPARE(r.sink.events[2].kind, FleetEventKind::AerUncorrected);
        // The port reports, the device after "received" is the source: the GPU.
        QCOMPARE(r.sink.events[2].pciBusId, std::string("0000:3b:00.0"));
        QCOMPARE(r.sink.events[2].device, 0);
    }

    void oldAerSourceId()
    {
        const Result r = importBytes("[  5.1] AER: Corrected error received: id=00e0\n");
        QCOMPARE(r.sink.events.size(), std::size_t(1));
        QCOMPARE(r.sink.events[0].pciBusId, std::string("0000:00:1c.0"));
    }

    void rootPortErrorsBelongToTheGpuBelow()
    {
        // A Navi 31 card: its internal switch's upstream port 0000:01:00.0 (device [1002:1478], AMD's) reports a
        // corrected error through the root port 00:01.0; the GPU behind the switch is amdgpu at 03:00.0. The
        // root port's own error (device [8086:9a01], Intel's) stays the port's.
        const Result navi = importBytes(sampleBytes("aer-rootport-navi31-switch-amdgpu-init-fail.log"));
        QCOMPARE(navi.format, std::string("kernel-log"));
        QCOMPARE(navi.sink.devices.size(), std::size_t(1));
        QCOMPARE(navi.sink.devices[0].pciBusId, std::string("0000:03:00.0"));
        std::vector<std::string> buses;
        for (const FleetEvent &e : navi.sink.events)
            if (e.kind == FleetEventKind::AerCorrected)
                buses.push_back(e.pciBusId + "@" + std::to_string(e.line));
        QCOMPARE(buses, (std::vector<std::string>{"0000:03:00.0@1", "0000:00:01.0@5"}));

        // A fatal completion timeout on the root port 00:03.0: the kernel's recovery then names the nvidia GPU
        // at 03:00.0 below it ("AER: can't recover"), which makes the error the GPU's.
        const Result fatal = importBytes(sampleBytes("aer-rootport-fatal-cmpltto-nvidia-reltime.log"));
        const FleetEvent *e = findEvent(fatal.sink, FleetEventKind::AerFatal);
        QVERIFY(e);
        QCOMPARE(e->line, 4);
        QCOMPARE(e->pciBusId, std::string("0000:03:00.0"));
        QCOMPARE(e->device, 0);
        QCOMPARE(fatal.sink.devices[size_t(e->device)].vendor, std::string("NVIDIA"));
    }

    void nvswitchSxid()
    {
        // Four NVSwitches report SXid 11004 "Non-fatal" once each (First), then detail it with "Severity" and
        // "Data" lines of the same code: four events, no GPU.
        const Result r = importBytes(sampleBytes("sxid-11004-invalid-acl-4nvswitch-dmesg.log"));
        QCOMPARE(r.format, std::string("kernel-log"));
        QVERIFY(r.sink.devices.empty());
        int sxid = 0;
        for (const FleetEvent &e : r.sink.events) {
            QCOMPARE(e.kind, FleetEventKind::SXid);
            QCOMPARE(e.code, 11004);
            ++sxid;
        }
        QCOMPARE(sxid, 4);
        QCOMPARE(r.sink.events[0].pciBusId, std::string("0000:00:08.0"));
        // The same first line in /dev/kmsg's raw record form (priority, sequence, microseconds; message).
        const Result raw = importBytes("4,5120,8123617543,-;nvidia-nvswitch1: SXid (PCI:0000:00:08.0): 11004, "
                                       "Non-fatal, Link 36 ingress invalid ACL (First)\n");
        QCOMPARE(raw.sink.events.size(), std::size_t(1));
        QCOMPARE(raw.sink.events[0].code, 11004);
        QCOMPARE(raw.sink.events[0].timeText, std::string("8123.617543"));
    }

    void bootLogIsNotAnError()
    {
        const Result r = importBytes(sampleBytes("h100-boot-dmesg-decode-iso.log"));
        QCOMPARE(r.format, std::string("kernel-log"));
        QVERIFY(r.sink.diagnostics.empty());
        QCOMPARE(r.sink.events.size(), std::size_t(0));
        QCOMPARE(r.sink.devices.size(), std::size_t(8)); // "[drm] Initialized nvidia-drm ... for 0000:19:00.0"
        QCOMPARE(r.sink.devices[0].pciBusId, std::string("0000:19:00.0"));
        QCOMPARE(r.sink.devices[7].pciBusId, std::string("0000:db:00.0"));
    }

    void lineEndingsAndEncodings_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::newRow("crlf") << "crlf";
        QTest::newRow("utf16") << "utf16";
    }

    void lineEndingsAndEncodings()
    {
        QFETCH(QString, variant);
        const std::string original = sampleBytes("xid79-pid0-multiline-crashdump.log");
        const Result r = importBytes(variant == QLatin1String("crlf") ? crlf(original) : utf16(original));
        QCOMPARE(r.format, std::string("kernel-log"));
        QCOMPARE(r.sink.events.size(), std::size_t(3));
        QCOMPARE(r.sink.events[0].line, 3);
        QCOMPARE(r.sink.devices[0].uuid, std::string("GPU-26fba6b2-9e52-006e-68db-4ce18382a5ea"));
    }

    void badInput()
    {
        // Not a kernel log: nothing claims it as one.
        TextSource csv
            = TextSource::fromBytes("timestamp, name, power.draw [W]\n2024/05/12 10:31:02.123, H100, 69.5 W\n");
        QVERIFY(importerByFormat("kernel-log")->sniff(csv.head()) < 30);
        // Forced on text without a single kernel line: an error naming line 1.
        const Result garbage = importBytes("hello world\nthis is a shopping list\n", "kernel-log");
        QVERIFY(garbage.sink.hasErrors());
        QCOMPARE(garbage.sink.diagnostics[0].line, 1);
        const Result empty = importBytes("");
        QVERIFY(empty.sink.hasErrors());
        QCOMPARE(empty.sink.diagnostics[0].code, std::string("import.empty"));
        // A line cut before the Xid number: a warning naming the line; the rest is kept. Its cut bus ID
        // ("0000:3b") is no device either: a second warning on that line, one device in all.
        const Result cut = importBytes("[  1.0] NVRM: Xid (PCI:0000:3b:00): 13, pid=5, Graphics Exception\n"
                                       "[  2.0] NVRM: Xid (PCI:0000:3b");
        QVERIFY(!cut.sink.hasErrors());
        QCOMPARE(cut.sink.events.size(), std::size_t(1));
        QCOMPARE(cut.sink.devices.size(), std::size_t(1));
        QCOMPARE(cut.sink.devices[0].pciBusId, std::string("0000:3b:00.0"));
        QCOMPARE(cut.sink.diagnostics.size(), std::size_t(2));
        for (const Diagnostic &d : cut.sink.diagnostics) {
            QCOMPARE(d.severity, Severity::Warning);
            QCOMPARE(d.line, 2);
        }
        QCOMPARE(cut.sink.diagnostics[1].code, std::string("import.bad_id"));
    }
};

QTEST_GUILESS_MAIN(TestImportKernelLog)
#include "tst_import_kernellog.moc"
