// Importers never invent data (issue 15, part 5): detection reads past the first line, a file most of
// whose lines do not parse is refused naming them, bus IDs, UUIDs and numbers are validated, a throttle
// field that says "Active" without a reason invents none. Hand-made inputs, expectations by hand.
#include "importtesthelpers.h"
#include "parsetext.h"

#include <QTest>

namespace {

const char *const kUuid = "GPU-12345678-aaaa-bbbb-cccc-0123456789ab";

std::string csvRow(const std::string &busId) { return std::string("NVIDIA H100 PCIe, ") + busId + ", 81559 MiB\n"; }

} // namespace

class TestImportValidation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void busIds_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::newRow("nvidia-smi 8-digit domain") << QStringLiteral("00000000:65:00.0") << true;
        QTest::newRow("lspci short form") << QStringLiteral("65:00.0") << true;
        QTest::newRow("domain, upper case") << QStringLiteral("0000:3B:00.1") << true;
        QTest::newRow("the issue's random text") << QStringLiteral("0000:%y72fq-9q.8]#") << false;
        QTest::newRow("function 8") << QStringLiteral("0000:65:00.8") << false;
        QTest::newRow("not hex") << QStringLiteral("0000:zz:00.0") << false;
        QTest::newRow("cut before the device") << QStringLiteral("0000:3b") << false;
        QTest::newRow("word") << QStringLiteral("bus") << false;
    }

    void busIds()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QCOMPARE(ParseText::isValidPciBusId(ParseText::pciBusId(text.toStdString())), valid);
    }

    void uuids_data()
    {
        QTest::addColumn<QString>("uuid");
        QTest::addColumn<bool>("valid");
        QTest::newRow("nvidia") << QString::fromLatin1(kUuid) << true;
        QTest::newRow("nvidia MIG") << QStringLiteral("MIG-12345678-aaaa-bbbb-cccc-0123456789ab") << true;
        QTest::newRow("nvidia MIG before R470")
            << QStringLiteral("MIG-GPU-12345678-aaaa-bbbb-cccc-0123456789ab/1/0") << true;
        QTest::newRow("amd-smi / xpu-smi bare") << QStringLiteral("00000000-0000-0000-0000-020a00008086") << true;
        QTest::newRow("rocm-smi unique id") << QStringLiteral("0x2f048617326b1ea") << true;
        QTest::newRow("nvidia cut") << QStringLiteral("GPU-12345678-aaaa-bbbb-cccc-0123") << false;
        QTest::newRow("nvidia not hex") << QStringLiteral("GPU-1234567g-aaaa-bbbb-cccc-0123456789ab") << false;
        QTest::newRow("short") << QStringLiteral("GPU-a") << false;
        QTest::newRow("punctuation") << QStringLiteral("%y72fq-9q.8]#") << false;
        QTest::newRow("hex too long") << QStringLiteral("0x0123456789abcdef0") << false;
    }

    void uuids()
    {
        QFETCH(QString, uuid);
        QFETCH(bool, valid);
        QCOMPARE(ParseText::isValidGpuUuid(uuid.toStdString()), valid);
    }

    void numbersCutShort_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value"); // NaN: not a number
        QTest::newRow("whole") << QStringLiteral("81.5") << 81.5;
        QTest::newRow("with unit") << QStringLiteral("81.5 W") << 81.5;
        QTest::newRow("81.5 cut to 81.") << QStringLiteral("81.") << qQNaN();
        QTest::newRow("81. W") << QStringLiteral("81. W") << qQNaN();
        QTest::newRow("1.5e3 cut to 1.5e") << QStringLiteral("1.5e") << qQNaN();
        QTest::newRow("1.5e-3 cut to 1.5e-") << QStringLiteral("1.5e-") << qQNaN();
        QTest::newRow("exponent") << QStringLiteral("1.5e3") << 1500.0;
    }

    void numbersCutShort()
    {
        QFETCH(QString, text);
        QFETCH(double, value);
        const auto n = ParseText::number(text.toStdString());
        QCOMPARE(n.has_value(), !qIsNaN(value));
        if (n)
            QCOMPARE(*n, value);
    }

    void aBadBusIdIsADiagnosticNotADevice()
    {
        // Three rows: a good one, one with a malformed bus ID, one in the short form. Two devices.
        const ImportCollector sink = importBytes("name, pci.bus_id, memory.total [MiB]\n" + csvRow("00000000:65:00.0")
                                                 + csvRow("0000:%y72fq-9q.8]#") + csvRow("b3:00.0"))
                                         .sink;
        QVERIFY(!sink.hasErrors());
        QCOMPARE(int(sink.devices.size()), 2);
        QCOMPARE(sink.devices[0].pciBusId, std::string("0000:65:00.0"));
        QCOMPARE(sink.devices[1].pciBusId, std::string("0000:b3:00.0"));
        const Diagnostic *bad = firstDiagnostic(sink, "import.bad_id");
        QVERIFY(bad);
        QCOMPARE(bad->line, 3);
        QCOMPARE(bad->params, (std::vector<std::string>{"PCI bus ID", "0000:%y72fq-9q.8]#"})); // as written
    }

    void aBadUuidIsADiagnosticNotADevice()
    {
        // The device and its sample go; the good row stays, with its own sample.
        const ImportCollector sink
            = importBytes(std::string("uuid, power.draw [W]\n") + kUuid + ", 300 W\nGPU-a, 310 W\n").sink;
        QCOMPARE(int(sink.devices.size()), 1);
        QCOMPARE(sink.devices[0].uuid, std::string(kUuid));
        QCOMPARE(int(sink.samples.size()), 1);
        QCOMPARE(sink.samples[0].powerW, 300.0f);
        const Diagnostic *bad = firstDiagnostic(sink, "import.bad_id");
        QVERIFY(bad);
        QCOMPARE(bad->line, 3);
        QCOMPARE(bad->params, (std::vector<std::string>{"UUID", "GPU-a"}));
    }

    void aMostlyUnparsedFileIsRefused()
    {
        // The format forced, a good header and first row, then 4 rows with a malformed bus ID: 4 of 6
        // lines bad, the file is refused naming them.
        std::string csv = "name, pci.bus_id, memory.total [MiB]\n" + csvRow("00000000:65:00.0");
        for (const char *bad : {"x:y:z", "1:2:3:4", "0000:65:00.9", "zz:00.0"})
            csv += csvRow(bad);
        const ImportCollector sink = importBytes(csv, "nvidia-smi-csv").sink;
        QVERIFY(sink.hasErrors());
        const Diagnostic *refused = firstDiagnostic(sink, "import.mostly_unparsed");
        QVERIFY(refused);
        QCOMPARE(refused->severity, Severity::Error);
        QCOMPARE(refused->line, 3);
        QCOMPARE(refused->params, (std::vector<std::string>{"4", "6", "3, 4, 5, 6"}));
        // Half bad is not most: 2 bad rows of 4 lines is imported, with warnings.
        const ImportCollector half = importBytes("name, pci.bus_id, memory.total [MiB]\n" + csvRow("00000000:65:00.0")
                                                 + csvRow("x:y:z") + csvRow("zz:00.0"))
                                         .sink;
        QVERIFY(!half.hasErrors());
        QCOMPARE(int(half.devices.size()), 1);
    }

    void aFileGoodOnlyAtItsStartIsRefused()
    {
        // 64 good rows pass detection; the 100 rows of text after them make most of the 165 lines bad.
        std::string csv = "name, pci.bus_id, memory.total [MiB]\n";
        for (int i = 0; i < 64; ++i)
            csv += csvRow("00000000:65:00.0");
        for (int i = 0; i < 100; ++i)
            csv += "lorem ipsum dolor sit amet\n";
        const Result r = importBytes(csv);
        const ImportCollector &sink = r.sink;
        QCOMPARE(r.format, std::string("nvidia-smi-csv"));
        const Diagnostic *refused = firstDiagnostic(sink, "import.mostly_unparsed");
        QVERIFY(refused);
        QCOMPARE(refused->line, 66);
        QCOMPARE(refused->params, (std::vector<std::string>{"100", "165", "66, 67, 68, 69, 70, ..."}));
        const Diagnostic *first = firstDiagnostic(sink, "import.bad_line");
        QVERIFY(first);
        QCOMPARE(first->line, 66);
    }

    void detectionReadsPastTheFirstLine()
    {
        // A lucky first line (a valid nvidia-smi CSV header), then text: the trial over the first lines
        // finds no format that holds, so the file is not recognised.
        std::string text = "name, pci.bus_id, memory.total [MiB]\n";
        for (int i = 0; i < 10; ++i)
            text += "lorem ipsum dolor sit amet\n";
        const Result r = importBytes(text);
        const ImportCollector &sink = r.sink;
        QVERIFY(r.format.empty());
        QVERIFY(firstDiagnostic(sink, "import.unrecognized"));
        QVERIFY(sink.devices.empty());
        // The same header with real rows is detected.
        QVERIFY(importerByFormat("nvidia-smi-csv")->sniff(text) >= 30);
        QVERIFY(detectImporter("name, pci.bus_id, memory.total [MiB]\n" + csvRow("00000000:65:00.0"), nullptr, true));
    }

    void aTruncatedLastLineIsRefusedWithItsLine()
    {
        // "81559 MiB" cut to "81." on the last line: that value is refused, naming line 3.
        const ImportCollector sink = importBytes("name, pci.bus_id, memory.total [MiB]\n" + csvRow("00000000:65:00.0")
                                                 + "NVIDIA H100 PCIe, 00000000:b3:00.0, 81.")
                                         .sink;
        const Diagnostic *bad = firstDiagnostic(sink, "import.bad_value");
        QVERIFY(bad);
        QCOMPARE(bad->line, 3);
        QCOMPARE(bad->params, (std::vector<std::string>{"memory.total", "81."}));
        QCOMPARE(int(sink.devices.size()), 2);
        QVERIFY(!sink.devices[1].memoryBytes); // no memory size made up of "81."
    }

    void activeThrottleWordsInventNoReason_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QStringList>("reasons");
        QTest::addColumn<int>("mask");
        QTest::newRow("Active: held down, reason unknown")
            << QStringLiteral("Active") << QStringList{QString::fromLatin1(kUnspecifiedThrottleReason)} << 0;
        QTest::newRow("Not Active") << QStringLiteral("Not Active") << QStringList() << 0;
        // NVML bits 0x4 (sw power cap) and 0x40 (hw thermal), as before.
        QTest::newRow("hex mask") << QStringLiteral("0x0000000000000044")
                                  << QStringList{QStringLiteral("sw_power_cap"), QStringLiteral("hw_thermal")}
                                  << int(ThrottleSwPowerCap | ThrottleHwThermal);
    }

    void activeThrottleWordsInventNoReason()
    {
        QFETCH(QString, value);
        QFETCH(QStringList, reasons);
        QFETCH(int, mask);
        const ImportCollector sink = importBytes(std::string("uuid, clocks_throttle_reasons.active, power.draw [W]\n")
                                                 + kUuid + ", " + value.toStdString() + ", 300 W\n")
                                         .sink;
        QVERIFY(sink.diagnostics.empty());
        QCOMPARE(int(sink.devices.size()), 1);
        QStringList got;
        for (const std::string &r : sink.devices[0].activeThrottleReasons)
            got << QString::fromStdString(r);
        QCOMPARE(got, reasons);
        QCOMPARE(int(sink.samples.size()), 1);
        QCOMPARE(int(sink.samples[0].throttleMask), mask);
    }

    void anUnknownForcedFormatNamesTheKnownOnes()
    {
        TextSource text = TextSource::fromBytes("anything\n");
        ImportCollector sink;
        QVERIFY(!importText(text, sink, "nvidia-smi-yaml"));
        const Diagnostic *d = firstDiagnostic(sink, "import.unknown_format");
        QVERIFY(d);
        QCOMPARE(d->params.at(0), std::string("nvidia-smi-yaml"));
        QVERIFY(d->params.at(1).find("nvidia-smi-csv, ") != std::string::npos);
        QVERIFY(d->params.at(1).find("kernel-log") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestImportValidation)
#include "tst_importvalidation.moc"
