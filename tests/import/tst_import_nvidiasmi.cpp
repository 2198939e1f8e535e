// The nvidia-smi importers (csv, xml, -q text, table, dmon, pmon, topo, -L) against values read by hand in
// the real captures of tests/import/samples, and against broken variants built here from those captures.
#include "importer.h"

#include <QFile>
#include <QTest>

#include <cmath>

using namespace GpuPlan;

namespace {

std::string readSample(const QString &file)
{
    QFile f(QStringLiteral(GPUPLAN_SAMPLES_DIR "/") + file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

ImportCollector importBytes(std::string bytes, const Importer **used = nullptr)
{
    TextSource text = TextSource::fromBytes(std::move(bytes));
    ImportCollector sink;
    const Importer *importer = importText(text, sink);
    if (used)
        *used = importer;
    return sink;
}

ImportCollector importSample(const QString &file) { return importBytes(readSample(file)); }

template <class T>
QString opt(const std::optional<T> &v)
{
    if (!v)
        return QStringLiteral("-");
    if constexpr (std::is_same_v<T, bool>)
        return *v ? QStringLiteral("true") : QStringLiteral("false");
    else
        return QString::number(*v);
}

QString deviceField(const FleetDevice &d, const QString &field)
{
    const auto s = [](const std::string &v) { return QString::fromStdString(v); };
    if (field == QLatin1String("name"))
        return s(d.name);
    if (field == QLatin1String("uuid"))
        return s(d.uuid);
    if (field == QLatin1String("serial"))
        return s(d.serial);
    if (field == QLatin1String("key"))
        return s(d.key);
    if (field == QLatin1String("index"))
        return QString::number(d.index);
    if (field == QLatin1String("line"))
        return QString::number(d.line);
    if (field == QLatin1String("pci"))
        return s(d.pciBusId);
    if (field == QLatin1String("pciId"))
        return s(d.pciId);
    if (field == QLatin1String("driver"))
        return s(d.driverVersion);
    if (field == QLatin1String("vbios"))
        return s(d.vbios);
    if (field == QLatin1String("memory"))
        return opt(d.memoryBytes);
    if (field == QLatin1String("pcieGen"))
        return opt(d.pcieGen);
    if (field == QLatin1String("pcieMaxGen"))
        return opt(d.pcieMaxGen);
    if (field == QLatin1String("pcieWidth"))
        return opt(d.pcieWidth);
    if (field == QLatin1String("pcieMaxWidth"))
        return opt(d.pcieMaxWidth);
    if (field == QLatin1String("powerLimit"))
        return opt(d.powerLimitW);
    if (field == QLatin1String("slowdown"))
        return opt(d.slowdownTemperatureC);
    if (field == QLatin1String("ecc"))
        return opt(d.eccEnabled);
    if (field == QLatin1String("mig"))
        return opt(d.migEnabled);
    if (field == QLatin1String("eccCorrVol"))
        return opt(d.eccCorrectedVolatile);
    if (field == QLatin1String("eccUncorrVol"))
        return opt(d.eccUncorrectedVolatile);
    if (field == QLatin1String("eccCorrAgg"))
        return opt(d.eccCorrectedAggregate);
    if (field == QLatin1String("retiredSbe"))
        return opt(d.retiredPagesSbe);
    if (field == QLatin1String("retiredPending"))
        return opt(d.retiredPagesPending);
    if (field == QLatin1String("remapUncorr"))
        return opt(d.remappedRowsUncorrectable);
    if (field == QLatin1String("remapPending"))
        return opt(d.remapPending);
    if (field == QLatin1String("replays"))
        return opt(d.pcieReplays);
    if (field == QLatin1String("throttle")) {
        QStringList names;
        for (const auto &r : d.activeThrottleReasons)
            names << s(r);
        return names.join(QLatin1Char(','));
    }
    return QStringLiteral("unknown field");
}

double sampleField(const TelemetryRow &r, const QString &field)
{
    if (field == QLatin1String("time"))
        return r.time;
    if (field == QLatin1String("line"))
        return r.line;
    if (field == QLatin1String("device"))
        return r.device;
    if (field == QLatin1String("sm"))
        return r.smClockMHz;
    if (field == QLatin1String("mclk"))
        return r.memClockMHz;
    if (field == QLatin1String("power"))
        return r.powerW;
    if (field == QLatin1String("temp"))
        return r.temperatureC;
    if (field == QLatin1String("memTemp"))
        return r.memTemperatureC;
    if (field == QLatin1String("util"))
        return r.utilizationPct;
    if (field == QLatin1String("memUtil"))
        return r.memUtilizationPct;
    if (field == QLatin1String("memUsed"))
        return r.memUsedMiB;
    if (field == QLatin1String("throttle"))
        return r.throttleMask;
    return -12345;
}

const Diagnostic *findDiagnostic(const ImportCollector &sink, const char *code)
{
    for (const Diagnostic &d : sink.diagnostics)
        if (d.code == code)
            return &d;
    return nullptr;
}

std::string replaceAll(std::string s, const std::string &from, const std::string &to)
{
    for (std::size_t pos = 0; (pos = s.find(from, pos)) != std::string::npos; pos += to.size())
        s.replace(pos, from.size(), to);
    return s;
}

class CancellingSink : public ImportCollector
{
public:
    bool cancelled() const override { return true; }
};

} // namespace

class TestImportNvidiaSmi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void devices_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("device");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char *file, int device, const char *field, const char *expected) {
            QTest::addRow("%s #%d %s", file, device, field)
                << QString::fromLatin1(file) << device << QString::fromLatin1(field) << QString::fromUtf8(expected);
        };
        const char *p100 = "nvsmi-xml/tesla-p100-v11-510.xml";
        row(p100, 0, "name", "Tesla P100-PCIE-16GB");
        row(p100, 0, "uuid", "GPU-d3da8716-eaab-75db-efc1-60e88e1cd55e");
        row(p100, 0, "serial", "0324217145110");
        row(p100, 0, "pci", "0000:00:04.0");
        row(p100, 0, "pciId", "10de:15f8");
        row(p100, 0, "memory", "17179869184"); // 16384 MiB
        row(p100, 0, "eccCorrAgg", "3");
        row(p100, 0, "eccUncorrVol", "0");
        row(p100, 0, "retiredSbe", "0");
        row(p100, 0, "retiredPending", "false");
        row(p100, 0, "slowdown", "82");
        row(p100, 0, "powerLimit", "250");
        row(p100, 0, "driver", "510.47.03");
        row(p100, 0, "line", "8");
        const char *a100 = "nvsmi-xml/a100-sxm4-80gb-mig-v12-535.xml";
        row(a100, 0, "mig", "true");
        row(a100, 0, "memory", "85899345920"); // 81920 MiB
        row(a100, 0, "pcieMaxGen", "4");
        row(a100, 0, "pcieMaxWidth", "16");
        row(a100, 0, "slowdown", "89");
        row(a100, 0, "powerLimit", "500");
        row("nvsmi-xml/dual-rtxa5000-v13-590.xml", 1, "pci", "0000:c1:00.0");
        row("nvsmi-xml/dual-rtxa5000-v13-590.xml", 1, "pcieGen", "1");
        row("nvsmi-xml/dual-rtxa5000-v13-590.xml", 1, "ecc", "false");
        row("nvsmi-xml/quadro-p400-418.xml", 0, "name", "Quadro P400");
        row("nvsmi-xml/rtx2080-win-v11-516.xml", 0, "uuid", "GPU-fbd55ed4-1eec-4423-0a47-ad594b4333e3");
        const char *h100q = "nvsmi-q-text/h100x8-535.161.08.txt";
        row(h100q, 0, "pci", "0000:19:00.0");
        row(h100q, 0, "replays", "67");
        row(h100q, 1, "replays", "63");
        row(h100q, 0, "throttle", "hw_slowdown,hw_power_brake");
        row(h100q, 0, "pcieGen", "5");
        row(h100q, 0, "ecc", "true");
        row(h100q, 0, "line", "9");
        row("nvsmi-q-text/a10-535.129.03.txt", 0, "remapUncorr", "4");
        row("nvsmi-q-text/a10-535.129.03.txt", 0, "remapPending", "true");
        row("nvsmi-q-text/a10-535.129.03.txt", 0, "slowdown", "98");
        row("nvsmi-q-text/titanv-560.35.03.txt", 0, "name", "NVIDIA TITAN V");
        row("nvsmi-q-text/h200-590-load.txt", 0, "memory", "150754820096"); // 143771 MiB
        const char *a6000 = "nvsmi-table/rtxa6000x4-525.105.17.txt";
        row(a6000, 3, "pci", "0000:83:00.0");
        row(a6000, 3, "name", "NVIDIA RTX A6000");
        row(a6000, 3, "memory", "51527024640"); // 49140 MiB
        row(a6000, 3, "powerLimit", "300");
        row(a6000, 3, "driver", "525.105.17");
        row(a6000, 3, "ecc", "false");
        row("nvsmi-table/h100pciex4-535.154.05.txt", 2, "eccUncorrVol", "0");
        row("nvsmi-table/win-rtx2080s-591-load.txt", 0, "name", "NVIDIA GeForce RTX 2080 ...");
        const char *csv = "nvsmi-csv/rtx2080s-610-idle-query-gpu.csv";
        row(csv, 0, "name", "NVIDIA GeForce RTX 2080 SUPER");
        row(csv, 0, "pcieGen", "1");
        row(csv, 0, "pcieMaxGen", "3");
        row(csv, 0, "memory", "8589934592"); // 8192 MiB
        row(csv, 0, "serial", "");           // [N/A]
        row(csv, 0, "throttle", "");         // only gpu_idle is Active: not a slowdown
        row("nvsmi-csv/h100-mig-590-load-query-gpu.csv", 0, "mig", "true");
        row("nvsmi-csv/h100-mig-590-load-query-gpu.csv", 0, "eccUncorrVol", "0");
        row("nvsmi-csv/l40s-595-idle-query-gpu.csv", 0, "remapPending", "false");
        row("nvsmi-csv/l40s-595-load-compute-apps.csv", 0, "pci", "0000:01:00.0");
        row("nvsmi-list/a100x8-nvlink-status.txt", 7, "uuid", "GPU-754035b4-4708-efcd-b261-623aea38bcad");
        row("nvsmi-list/a100x8-nvlink-status.txt", 7, "name", "NVIDIA A100-SXM4-80GB");
        row("nvsmi-topo/h100x8-nv18.txt", 7, "key", "#7");
        row("nvsmi-dmon/h800x8-d5.txt", 5, "index", "5");
        row("nvsmi-pmon/rtx4080s-595-idle.txt", 0, "key", "#0");
    }

    void devices()
    {
        QFETCH(QString, file);
        QFETCH(int, device);
        QFETCH(QString, field);
        QFETCH(QString, expected);
        const ImportCollector sink = importSample(file);
        QVERIFY(!sink.hasErrors());
        QVERIFY(device < int(sink.devices.size()));
        QCOMPARE(deviceField(sink.devices[std::size_t(device)], field), expected);
    }

    void samples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("sample");
        QTest::addColumn<QString>("field");
        QTest::addColumn<double>("expected");
        const auto row = [](const char *file, int sample, const char *field, double expected) {
            QTest::addRow("%s [%d] %s", file, sample, field)
                << QString::fromLatin1(file) << sample << QString::fromLatin1(field) << expected;
        };
        // dmon row 9 is GPU 0's second sample: "0  191  45  54  100  3  0  0  2619  1980".
        const char *h800 = "nvsmi-dmon/h800x8-d5.txt";
        row(h800, 8, "device", 0);
        row(h800, 8, "time", 1);
        row(h800, 8, "line", 11);
        row(h800, 8, "power", 191);
        row(h800, 8, "temp", 45);
        row(h800, 8, "memTemp", 54);
        row(h800, 8, "util", 100);
        row(h800, 8, "memUtil", 3);
        row(h800, 8, "mclk", 2619);
        row(h800, 8, "sm", 1980);
        row(h800, 23, "time", 2);
        row("nvsmi-dmon/h100-mig-590-load.txt", 0, "util", NAN); // "-" in MIG mode
        row("nvsmi-q-text/h200-590-load.txt", 0, "power", 627.32);
        row("nvsmi-q-text/h200-590-load.txt", 0, "memTemp", 41);
        row("nvsmi-q-text/h200-590-load.txt", 0, "util", 100);
        row("nvsmi-q-text/h200-590-load.txt", 0, "memUsed", 32362);
        row("nvsmi-q-text/h200-590-load.txt", 0, "time", 1783116669); // Fri Jul  3 22:11:09 2026 UTC
        row("nvsmi-q-text/h100x8-535.161.08.txt", 0, "throttle", ThrottleHwSlowdown | ThrottleHwPowerBrake);
        row("nvsmi-xml/tesla-p100-v11-510.xml", 0, "sm", 405);
        row("nvsmi-xml/tesla-p100-v11-510.xml", 0, "power", 26.16);
        row("nvsmi-xml/tesla-p100-v11-510.xml", 0, "temp", 38);
        row("nvsmi-xml/dual-rtxa5000-v13-590.xml", 1, "power", 13.6);
        row("nvsmi-table/win-rtx2080s-591-load.txt", 0, "temp", 45);
        row("nvsmi-table/win-rtx2080s-591-load.txt", 0, "power", 97);
        row("nvsmi-table/win-rtx2080s-591-load.txt", 0, "util", 7);
        row("nvsmi-table/win-rtx2080s-591-load.txt", 0, "memUsed", 1296);
        row("nvsmi-table/h100-mig-590-idle.txt", 0, "util", NAN);
        row("nvsmi-csv/l40s-595-idle-query-gpu.csv", 0, "sm", 2520);
        row("nvsmi-csv/l40s-595-idle-query-gpu.csv", 0, "power", 144.97);
        row("nvsmi-csv/l40s-595-idle-query-gpu.csv", 0, "util", 100);
        row("nvsmi-csv/l40s-595-idle-query-gpu.csv", 0, "memTemp", NAN);
        row("nvsmi-csv/l40s-595-idle-query-gpu.csv", 0, "time", 1783067618.737); // 2026/07/03 08:33:38.737
    }

    void samples()
    {
        QFETCH(QString, file);
        QFETCH(int, sample);
        QFETCH(QString, field);
        QFETCH(double, expected);
        const ImportCollector sink = importSample(file);
        QVERIFY(!sink.hasErrors());
        QVERIFY(sample < int(sink.samples.size()));
        const double got = sampleField(sink.samples[std::size_t(sample)], field);
        if (std::isnan(expected))
            QVERIFY2(std::isnan(got), qPrintable(QString::number(got)));
        else
            QVERIFY2(std::abs(got - expected) < 1e-3 * std::max(1.0, std::abs(expected)),
                     qPrintable(QString::number(got, 'f', 3)));
    }

    void sniffIsExclusive()
    {
        // Each capture is claimed (score >= 30) by exactly one nvidia-smi importer.
        const char *files[] = {"nvsmi-csv/l40s-595-idle-query-gpu.csv",
                               "nvsmi-xml/quadro-p400-418.xml",
                               "nvsmi-q-text/titanv-560.35.03.txt",
                               "nvsmi-table/h100-mig-590-idle.txt",
                               "nvsmi-dmon/h800x8-d5.txt",
                               "nvsmi-pmon/l40s-595-load.txt",
                               "nvsmi-topo/h100-mig-590-single-gpu.txt",
                               "nvsmi-list/h100-mig-590.txt"};
        for (const char *file : files) {
            const std::string head = readSample(QString::fromLatin1(file));
            int claims = 0;
            for (const auto &importer : importers())
                if (importer->format().rfind("nvidia-smi", 0) == 0 && importer->sniff(head) >= 30)
                    ++claims;
            QVERIFY2(claims == 1, file);
        }
    }

    void truncatedQueryTextFails()
    {
        const ImportCollector sink = importSample(QStringLiteral("nvsmi-q-text/h100-535.183.01-corrupt-truncated.txt"));
        const Diagnostic *d = findDiagnostic(sink, "import.truncated");
        QVERIFY(d);
        QCOMPARE(d->severity, Severity::Error);
        QCOMPARE(d->line, 91);
        QCOMPARE(d->params.front(), std::string("1 of 8 GPU sections"));
        QVERIFY(sink.devices.empty());
    }

    void truncatedXmlFails()
    {
        std::string xml = readSample(QStringLiteral("nvsmi-xml/dual-rtxa5000-v13-590.xml"));
        xml.resize(xml.size() / 2);
        const ImportCollector sink = importBytes(xml);
        const Diagnostic *d = findDiagnostic(sink, "import.truncated");
        QVERIFY(d);
        QCOMPARE(d->severity, Severity::Error);
        QVERIFY(d->line > 400);
    }

    void mismatchedXmlTagFails()
    {
        const std::string xml = replaceAll(readSample(QStringLiteral("nvsmi-xml/tesla-p100-v11-510.xml")),
                                           "</product_name>", "</product_nam>");
        const ImportCollector sink = importBytes(xml);
        const Diagnostic *d = findDiagnostic(sink, "import.bad_line");
        QVERIFY(d);
        QCOMPARE(d->line, 9); // <product_name> is on line 9
        QVERIFY(sink.hasErrors());
    }

    void truncatedTableFails()
    {
        const std::string table = readSample(QStringLiteral("nvsmi-table/rtxa6000x4-525.105.17.txt"));
        // Cut after the first row of GPU 1 (line 13).
        std::size_t pos = 0;
        for (int i = 0; i < 13; ++i)
            pos = table.find('\n', pos) + 1;
        const ImportCollector sink = importBytes(table.substr(0, pos));
        const Diagnostic *d = findDiagnostic(sink, "import.truncated");
        QVERIFY(d);
        QCOMPARE(d->line, 13);
    }

    void emptyAndGarbage()
    {
        QVERIFY(findDiagnostic(importBytes(""), "import.empty"));
        QVERIFY(findDiagnostic(importBytes("hello world\nnothing here\n"), "import.unrecognized"));
        // A dmon data line before any header.
        const Importer *dmon = importerByFormat("nvidia-smi-dmon");
        QVERIFY(dmon);
        TextSource text = TextSource::fromBytes("    0    123     44\n");
        ImportCollector sink;
        QVERIFY(!dmon->parse(text, sink));
        QCOMPARE(sink.diagnostics.front().line, 1);
        QCOMPARE(sink.diagnostics.front().code, std::string("import.missing_field"));
    }

    void lineEndingsAndUtf16_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("devices");
        QTest::addColumn<int>("samples");
        QTest::newRow("table") << QStringLiteral("nvsmi-table/win-rtx2080s-591-load.txt")
                               << QStringLiteral("nvidia-smi-table") << 1 << 1;
        QTest::newRow("q text") << QStringLiteral("nvsmi-q-text/h100x8-535.183.01.txt")
                                << QStringLiteral("nvidia-smi-q") << 8 << 8;
        QTest::newRow("dmon") << QStringLiteral("nvsmi-dmon/h800x8-d5.txt") << QStringLiteral("nvidia-smi-dmon") << 8
                              << 24;
        QTest::newRow("xml") << QStringLiteral("nvsmi-xml/rtx3080-win-v12-536.xml") << QStringLiteral("nvidia-smi-xml")
                             << 1 << 1;
        QTest::newRow("csv") << QStringLiteral("nvsmi-csv/l40s-595-idle-query-gpu.csv")
                             << QStringLiteral("nvidia-smi-csv") << 1 << 1;
        QTest::newRow("topo") << QStringLiteral("nvsmi-topo/h100-mig-590-single-gpu.txt")
                              << QStringLiteral("nvidia-smi-topo") << 1 << 0;
    }

    void lineEndingsAndUtf16()
    {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QFETCH(int, devices);
        QFETCH(int, samples);
        const std::string crlf = replaceAll(readSample(file), "\n", "\r\n");
        std::string utf16 = "\xff\xfe";
        for (const char c : crlf) {
            utf16 += c;
            utf16 += '\0';
        }
        for (const std::string &bytes : {crlf, utf16}) {
            const Importer *used = nullptr;
            const ImportCollector sink = importBytes(bytes, &used);
            QVERIFY(used);
            QCOMPARE(QString::fromStdString(used->format()), format);
            QVERIFY(sink.diagnostics.empty());
            QCOMPARE(int(sink.devices.size()), devices);
            QCOMPARE(int(sink.samples.size()), samples);
        }
    }

    void csvVariants()
    {
        const std::string header = "timestamp, name, pci.bus_id, memory.total [MiB], power.draw [W], "
                                   "clocks_throttle_reasons.sw_power_cap, clocks_throttle_reasons.hw_slowdown\n";
        // Units in the header only (nounits), a quoted decimal comma, an unparsable value, a short row.
        const std::string csv = header
            + "2024/05/12 10:31:02.000, NVIDIA H100 PCIe, 00000000:65:00.0, 81559, \"69,5\", Active, Not Active\n"
              "2024/05/12 10:31:03.000, NVIDIA H100 PCIe, 00000000:65:00.0, 81559, abc, Not Active, Active\n"
              "2024/05/12 10:31:04.000, NVIDIA H100 PCIe\n";
        const Importer *used = nullptr;
        const ImportCollector sink = importBytes(csv, &used);
        QVERIFY(used);
        QCOMPARE(used->format(), std::string("nvidia-smi-csv"));
        QVERIFY(!sink.hasErrors());
        QCOMPARE(int(sink.devices.size()), 1);
        QCOMPARE(sink.devices[0].memoryBytes.value_or(0), 81559ull * 1048576ull);
        QCOMPARE(sink.devices[0].pciBusId, std::string("0000:65:00.0"));
        QCOMPARE(int(sink.samples.size()), 1); // the second row has no readable telemetry
        QCOMPARE(sink.samples[0].powerW, 69.5f);
        QCOMPARE(sink.samples[0].throttleMask, std::uint32_t(ThrottleSwPowerCap));
        QCOMPARE(sink.samples[0].time, 1715509862.0);
        const Diagnostic *bad = findDiagnostic(sink, "import.bad_value");
        QVERIFY(bad);
        QCOMPARE(bad->line, 3);
        QCOMPARE(bad->params, (std::vector<std::string>{"power.draw", "abc"}));
        const Diagnostic *shortRow = findDiagnostic(sink, "import.bad_line");
        QVERIFY(shortRow);
        QCOMPARE(shortRow->line, 4);
    }

    void csvWithoutHeader()
    {
        const std::string csv
            = "NVIDIA H100 80GB HBM3, GPU-11111111-2222-3333-4444-555555555555, 00000000:65:00.0, 81559 MiB, 433.78 W\n"
              "NVIDIA H100 80GB HBM3, GPU-11111111-2222-3333-4444-555555555555, 00000000:65:00.0, 81559 MiB, 431.00 "
              "W\n";
        const Importer *used = nullptr;
        const ImportCollector sink = importBytes(csv, &used);
        QVERIFY(used);
        QCOMPARE(used->format(), std::string("nvidia-smi-csv"));
        QVERIFY(sink.diagnostics.empty());
        QCOMPARE(int(sink.devices.size()), 1);
        QCOMPARE(sink.devices[0].uuid, std::string("GPU-11111111-2222-3333-4444-555555555555"));
        QCOMPARE(sink.devices[0].memoryBytes.value_or(0), 81559ull * 1048576ull);
        QCOMPARE(int(sink.samples.size()), 2);
        QCOMPARE(sink.samples[1].powerW, 431.0f);
        QCOMPARE(sink.samples[1].time, 1.0); // no timestamp: one second per row
    }

    void csvDeviceChangesBack()
    {
        // Rows repeat their device: the reader hands a device to the sink again only when its columns
        // change, yet the device must end as the last row describes it, and every bad row must warn.
        const std::string csv = "uuid, pcie.link.gen.current, index, power.draw [W]\n"
                                "GPU-aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa, 5, 0, 500 W\n"
                                "GPU-bbbbbbbb-bbbb-bbbb-bbbb-bbbbbbbbbbbb, 5, x, 510 W\n"
                                "GPU-aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa, 1, 0, 70 W\n"
                                "GPU-bbbbbbbb-bbbb-bbbb-bbbb-bbbbbbbbbbbb, 5, x, 511 W\n"
                                "GPU-aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa, 5, 0, 501 W\n"
                                "GPU-bbbbbbbb-bbbb-bbbb-bbbb-bbbbbbbbbbbb, 5, x, 512 W\n";
        const ImportCollector sink = importBytes(csv);
        QVERIFY(!sink.hasErrors());
        QCOMPARE(int(sink.devices.size()), 2);
        QCOMPARE(sink.devices[0].uuid, std::string("GPU-aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa"));
        QCOMPARE(sink.devices[0].pcieGen.value_or(0), 5); // 5, then 1, then 5 again
        QCOMPARE(sink.devices[0].line, 2);                // where it was first described
        QCOMPARE(int(sink.samples.size()), 6);
        QCOMPARE(sink.samples[4].device, 0);
        QCOMPARE(sink.samples[5].device, 1);
        QCOMPARE(sink.samples[5].powerW, 512.0f);
        QCOMPARE(sink.samples[5].time, 2.0); // no timestamp: the third row of GPU-b
        int badIndex = 0;
        for (const Diagnostic &d : sink.diagnostics)
            badIndex += d.code == "import.bad_value";
        QCOMPARE(badIndex, 3); // lines 3, 5 and 7
    }

    void csvShortQuery()
    {
        // nvidia-smi --query-gpu=index,name,memory.total --format=csv: no telemetry, so no sample.
        const std::string csv = "index, name, memory.total [MiB]\n0, NVIDIA A10, 23028 MiB\n1, NVIDIA A10, 23028 MiB\n";
        const Importer *used = nullptr;
        const ImportCollector sink = importBytes(csv, &used);
        QVERIFY(used);
        QCOMPARE(used->format(), std::string("nvidia-smi-csv"));
        QCOMPARE(int(sink.devices.size()), 2);
        QCOMPARE(sink.devices[1].key, std::string("#1"));
        QCOMPARE(sink.devices[1].memoryBytes.value_or(0), 23028ull * 1048576ull);
        QVERIFY(sink.samples.empty());
    }

    void csvWithItsPrompt()
    {
        // Guide 2, tâche 12, as printed: the command with its prompt, then the CSV; the prompt names the host.
        const Importer *used = nullptr;
        const ImportCollector sink = importBytes(readSample(QStringLiteral("guides/g2-nvsmi-query-clocks.txt")), &used);
        QVERIFY(used);
        QCOMPARE(used->format(), std::string("nvidia-smi-csv"));
        QCOMPARE(int(sink.devices.size()), 1);
        QCOMPARE(sink.devices[0].node, std::string("server"));
        QCOMPARE(sink.samples[0].smClockMHz, 1560.0f);
        QCOMPARE(sink.samples[0].memClockMHz, 7001.0f);
        QCOMPARE(sink.samples[0].throttleMask, 0u); // "Not Active"
    }

    void csvHeaderUnusable()
    {
        const Importer *csv = importerByFormat("nvidia-smi-csv");
        QVERIFY(csv);
        TextSource text = TextSource::fromBytes("foo, bar, baz\n1, 2, 3\n");
        ImportCollector sink;
        QVERIFY(!csv->parse(text, sink));
        QVERIFY(sink.hasErrors());
        QCOMPARE(sink.diagnostics.front().line, 1);
    }

    void dmonUnknownColumnWarns()
    {
        const std::string dmon
            = "# gpu    pwr  gtemp  zzz   fb\n# Idx      W      C    -   MB\n    0    100     50    1  2048\n";
        const ImportCollector sink = importBytes(dmon);
        QVERIFY(!sink.hasErrors());
        const Diagnostic *d = findDiagnostic(sink, "import.unknown_column");
        QVERIFY(d);
        QCOMPARE(d->line, 1);
        QCOMPARE(int(sink.samples.size()), 1);
        QCOMPARE(sink.samples[0].memUsedMiB, 2048.0f);
    }

    void dmonWithDateTime()
    {
        const std::string dmon
            = "#Date       Time        gpu    pwr  gtemp\n#YYYYMMDD   HH:MM:SS    Idx      W      C\n"
              " 20240512   10:31:02      0    100     50\n 20240512   10:31:03      0    101     51\n";
        const ImportCollector sink = importBytes(dmon);
        QVERIFY(sink.diagnostics.empty());
        QCOMPARE(int(sink.samples.size()), 2);
        QCOMPARE(sink.samples[1].time, 1715509863.0);
    }

    void cancelStops()
    {
        TextSource text = TextSource::fromBytes(readSample(QStringLiteral("nvsmi-q-text/h100x8-535.161.08.txt")));
        CancellingSink sink;
        QVERIFY(!importerByFormat("nvidia-smi-q")->parse(text, sink));
        QVERIFY(findDiagnostic(sink, "import.cancelled"));
        QVERIFY(sink.devices.empty());
    }
};

QTEST_GUILESS_MAIN(TestImportNvidiaSmi)
#include "tst_import_nvidiasmi.moc"
