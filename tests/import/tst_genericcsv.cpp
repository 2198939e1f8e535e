// The generic CSV importer and its column mapping: preset round trip, the proposed mapping from a header,
// a dmon capture of tests/import/samples rewritten as CSV (compared with the dmon importer's reading),
// decimal commas with semicolons, unit scaling, time formats, bad values and missing columns.
#include "genericcsv/csvcolumnmapping.h"
#include "genericcsv/genericcsvimporter.h"
#include "importer.h"
#include "parsetext.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace GpuPlan;

namespace {

ImportCollector importCsv(const CsvColumnMapping &mapping, std::string bytes, bool *ok = nullptr)
{
    TextSource text = TextSource::fromBytes(std::move(bytes));
    ImportCollector sink;
    const bool parsed = makeGenericCsvImporter(mapping)->parse(text, sink);
    if (ok)
        *ok = parsed;
    return sink;
}

QStringList codes(const ImportCollector &sink, Severity severity)
{
    QStringList out;
    for (const Diagnostic &d : sink.diagnostics)
        if (d.severity == severity)
            out << QString::fromStdString(d.code + "@" + std::to_string(d.line) + ":" + std::to_string(d.column));
    return out;
}

CsvColumn col(std::string header, CsvField field, double scale = 1.0, bool required = true)
{
    CsvColumn c;
    c.header = std::move(header);
    c.field = field;
    c.scale = scale;
    c.required = required;
    return c;
}

} // namespace

class TestGenericCsv : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mappingRoundTrip()
    {
        CsvColumnMapping m;
        m.name = QStringLiteral("Lab logger (mW, kHz) \u00e9t\u00e9").toStdString();
        m.separator = '\t';
        m.decimalComma = true;
        m.headerRow = 2;
        m.columns = {col("when", CsvField::Time), col("host", CsvField::Node), col("", CsvField::Index),
                     col("power", CsvField::Power, 0.001, false), col("junk", CsvField::Ignore)};
        m.columns[0].timeFormat = CsvTimeFormat::SlashDateTime;
        m.columns[2].index = 3;
        const std::string json = m.toJson();
        QVERIFY(json.find("\"schemaVersion\": 1") != std::string::npos);
        std::string error;
        const auto back = CsvColumnMapping::fromJson(json, &error);
        QVERIFY2(back.has_value(), error.c_str());
        QVERIFY(*back == m);

        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("preset.json")).toStdString();
        QVERIFY(m.save(path, &error));
        const auto loaded = CsvColumnMapping::load(path, &error);
        QVERIFY2(loaded.has_value(), error.c_str());
        QVERIFY(*loaded == m);
        QVERIFY(!CsvColumnMapping::load(dir.filePath(QStringLiteral("none.json")).toStdString(), &error));
    }

    void badPreset_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("path");
        const QString head = QStringLiteral(R"({"schema":"gpuplan-csv-mapping","schemaVersion":1,)");
        QTest::newRow("syntax") << QStringLiteral("{\"schema\":") << QStringLiteral("json.syntax")
                                << QStringLiteral("");
        QTest::newRow("not an object") << QStringLiteral("[1,2]") << QStringLiteral("field.type") << QStringLiteral("");
        QTest::newRow("other schema") << QStringLiteral(R"({"schema":"x","schemaVersion":1,"columns":[]})")
                                      << QStringLiteral("field.enum") << QStringLiteral("/schema");
        QTest::newRow("newer") << QStringLiteral(R"({"schema":"gpuplan-csv-mapping","schemaVersion":2,"columns":[]})")
                               << QStringLiteral("field.range") << QStringLiteral("/schemaVersion");
        QTest::newRow("no columns") << head + QStringLiteral("\"name\":\"x\"}") << QStringLiteral("field.missing")
                                    << QStringLiteral("/columns");
        QTest::newRow("unknown field") << head + QStringLiteral(R"("columns":[{"index":0,"field":"fan"}]})")
                                       << QStringLiteral("field.enum") << QStringLiteral("/columns/0/field");
        QTest::newRow("zero scale") << head + QStringLiteral(R"("columns":[{"index":0,"field":"power","scale":0}]})")
                                    << QStringLiteral("field.range") << QStringLiteral("/columns/0/scale");
        QTest::newRow("separator") << head + QStringLiteral(R"("separator":"|","columns":[]})")
                                   << QStringLiteral("field.enum") << QStringLiteral("/separator");
        QTest::newRow("type") << head + QStringLiteral(R"("headerRow":"first","columns":[]})")
                              << QStringLiteral("field.type") << QStringLiteral("/headerRow");
    }

    void badPreset()
    {
        QFETCH(QString, json);
        QFETCH(QString, code);
        QFETCH(QString, path);
        Diagnostic error;
        QVERIFY(!CsvColumnMapping::fromJson(json.toStdString(), &error));
        QCOMPARE(QString::fromStdString(error.code), code);
        QCOMPARE(QString::fromStdString(error.path), path);
    }

    void proposal_data()
    {
        QTest::addColumn<QString>("header");
        QTest::addColumn<QString>("expected"); // field:scale per proposed column, in order
        QTest::addColumn<char>("separator");
        QTest::newRow("nvidia-smi query")
            << QStringLiteral("timestamp, index, uuid, power.draw [W], temperature.gpu, utilization.gpu [%], "
                              "utilization.memory [%], clocks.sm [MHz], clocks.mem [MHz], memory.used [MiB]")
            << QStringLiteral(
                   "time:1 index:1 uuid:1 power:1 temperature:1 utilization:1 sm_clock:1 mem_clock:1 memory_used:1")
            << ',';
        QTest::newRow("logger, semicolons")
            << QStringLiteral("Date;Host;GPU;Power (mW);Core clock (kHz);Temp;Util;VRAM used [GiB]")
            << QStringLiteral(
                   "time:1 node:1 index:1 power:0.001 sm_clock:0.001 temperature:1 utilization:1 memory_used:1024")
            << ';';
        QTest::newRow("tabs, unix ms") << QStringLiteral("ts [ms]\tgpu_uuid\tpwr\tgtemp\tsm\tpclk\tmclk\tfb [bytes]")
                                       << QStringLiteral(
                                              "time:0.001 uuid:1 power:1 temperature:1 utilization:1 sm_clock:1 "
                                              "mem_clock:1 memory_used:9.53674e-07")
                                       << '\t';
        QTest::newRow("empty") << QStringLiteral("") << QStringLiteral("") << char(0);
    }

    void proposal()
    {
        QFETCH(QString, header);
        QFETCH(QString, expected);
        QFETCH(char, separator);
        const CsvColumnMapping m = proposeCsvMapping(header.toStdString());
        QStringList got;
        for (const CsvColumn &c : m.columns)
            got << QString::fromStdString(std::string(csvFieldKey(c.field))) + QLatin1Char(':')
                    + QString::number(c.scale);
        QCOMPARE(got.join(QLatin1Char(' ')), expected);
        if (separator)
            QCOMPARE(m.separator, separator);
        QCOMPARE(m.decimalComma, separator == ';');
        QCOMPARE(importerByFormat("generic-csv"), nullptr); // never in the registry, never detected
        QCOMPARE(makeGenericCsvImporter(m)->sniff(header.toStdString()), 0);
    }

    void dmonCaptureAsCsv()
    {
        // The h800x8 dmon capture, rewritten as the CSV a home-made logger would write, with a time column.
        QFile f(QStringLiteral(GPUPLAN_SAMPLES_DIR "/nvsmi-dmon/h800x8-d5.txt"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const std::string dmon = f.readAll().toStdString();
        std::string csv = "Timestamp,GPU,Power [W],Temp [C],SM util [%],Mem clock [MHz],SM clock [MHz]\r\n";
        int interval = -1;
        for (std::string_view line : ParseText::split(dmon, '\n')) {
            if (line.empty() || line[0] == '#')
                continue;
            const auto t = ParseText::splitWhitespace(line);
            QCOMPARE(int(t.size()), 10);
            interval += t[0] == "0" ? 1 : 0;
            csv += "2024/05/12 10:31:0" + std::to_string(interval) + ".250," + std::string(t[0]) + ","
                + std::string(t[1]) + "," + std::string(t[2]) + "," + std::string(t[4]) + "," + std::string(t[8]) + ","
                + std::string(t[9]) + "\r\n";
        }
        const CsvColumnMapping mapping = proposeCsvMapping(csv.substr(0, csv.find('\n')));
        QCOMPARE(int(mapping.columns.size()), 7);
        bool ok = false;
        const ImportCollector got = importCsv(mapping, csv, &ok);
        QVERIFY(ok);
        QCOMPARE(codes(got, Severity::Warning), QStringList());

        TextSource text = TextSource::fromBytes(dmon);
        ImportCollector ref;
        QVERIFY(importerByFormat("nvidia-smi-dmon")->parse(text, ref));
        QCOMPARE(got.devices.size(), ref.devices.size());
        QCOMPARE(got.samples.size(), ref.samples.size());
        QCOMPARE(int(got.samples.size()), 24);
        for (std::size_t i = 0; i < ref.samples.size(); ++i) {
            const TelemetryRow &a = got.samples[i], &b = ref.samples[i];
            QCOMPARE(got.devices[std::size_t(a.device)].index, ref.devices[std::size_t(b.device)].index);
            QCOMPARE(a.powerW, b.powerW);
            QCOMPARE(a.temperatureC, b.temperatureC);
            QCOMPARE(a.utilizationPct, b.utilizationPct);
            QCOMPARE(a.smClockMHz, b.smClockMHz);
            QCOMPARE(a.memClockMHz, b.memClockMHz);
            QVERIFY(a.line > 1);
        }
        // 2024-05-12 10:31:00.25 UTC, then one second per interval.
        QCOMPARE(got.samples.front().time, 1715509860.25);
        QCOMPARE(got.samples.back().time, 1715509862.25);
    }

    void decimalCommaSemicolons()
    {
        const std::string csv = "Zeit;Knoten;GPU;Leistung [W];Temperatur\n"
                                "2024-05-12T10:00:00Z;node-a;0;69,5;45,25\n"
                                "2024-05-12T10:00:01Z;node-a;0;\"70,5\";46\n"
                                "2024-05-12T10:00:00Z;node-b;0;N/A;40\n";
        CsvColumnMapping m = proposeCsvMapping(csv.substr(0, csv.find('\n')));
        QCOMPARE(m.separator, ';');
        QVERIFY(m.decimalComma);
        QCOMPARE(int(m.columns.size()), 2); // "Zeit", "Knoten" and "Leistung" are not known names
        m.columns = {col("Zeit", CsvField::Time), col("Knoten", CsvField::Node), col("GPU", CsvField::Index),
                     col("Leistung [W]", CsvField::Power), col("temperatur", CsvField::Temperature)};
        m.separator = 0; // detected
        bool ok = false;
        const ImportCollector got = importCsv(m, csv, &ok);
        QVERIFY(ok);
        QCOMPARE(codes(got, Severity::Warning), QStringList());
        QCOMPARE(int(got.devices.size()), 2);
        QCOMPARE(QString::fromStdString(got.devices[1].key), QStringLiteral("node-b#0"));
        QCOMPARE(int(got.samples.size()), 3);
        QCOMPARE(got.samples[0].powerW, 69.5f);
        QCOMPARE(got.samples[0].temperatureC, 45.25f);
        QCOMPARE(got.samples[1].powerW, 70.5f);
        QCOMPARE(got.samples[1].time, 1715508001.0);
        QVERIFY(!TelemetryRow::has(got.samples[2].powerW));
    }

    void unitScaling()
    {
        const std::string csv = "t,power_mw,sm_khz,mem_bytes\n1715508000,250000,1980000,1073741824\n";
        CsvColumnMapping m;
        m.columns = {col("t", CsvField::Time), col("power_mw", CsvField::Power, 0.001),
                     col("sm_khz", CsvField::SmClock, 0.001), col("mem_bytes", CsvField::MemoryUsed, 1.0 / 1048576)};
        m.columns[0].timeFormat = CsvTimeFormat::UnixSeconds;
        bool ok = false;
        const ImportCollector got = importCsv(m, csv, &ok);
        QVERIFY(ok);
        QCOMPARE(int(got.devices.size()), 1); // no identity column: one device
        QCOMPARE(int(got.samples.size()), 1);
        QCOMPARE(got.samples[0].powerW, 250.0f);
        QCOMPARE(got.samples[0].smClockMHz, 1980.0f);
        QCOMPARE(got.samples[0].memUsedMiB, 1024.0f);
        QCOMPARE(got.samples[0].time, 1715508000.0);
    }

    void timeFormats_data()
    {
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("expected"); // NaN: a warning, no sample
        const double nan = std::nan("");
        QTest::newRow("unix") << int(CsvTimeFormat::UnixSeconds) << QStringLiteral("1715508000.5") << 1715508000.5;
        QTest::newRow("iso") << int(CsvTimeFormat::Iso) << QStringLiteral("2024-05-12T10:00:00+02:00") << 1715500800.0;
        QTest::newRow("slash ms") << int(CsvTimeFormat::SlashDateTime) << QStringLiteral("2024/05/12 10:00:00.125")
                                  << 1715508000.125;
        QTest::newRow("auto iso") << int(CsvTimeFormat::Auto) << QStringLiteral("2024-05-12 10:00:00") << 1715508000.0;
        QTest::newRow("auto unix") << int(CsvTimeFormat::Auto) << QStringLiteral("1715508000") << 1715508000.0;
        QTest::newRow("iso given slash") << int(CsvTimeFormat::Iso) << QStringLiteral("2024/05/12 10:00:00") << nan;
        QTest::newRow("unix given iso") << int(CsvTimeFormat::UnixSeconds) << QStringLiteral("2024-05-12 10:00:00")
                                        << nan;
        QTest::newRow("garbage") << int(CsvTimeFormat::Auto) << QStringLiteral("yesterday") << nan;
    }

    void timeFormats()
    {
        QFETCH(int, format);
        QFETCH(QString, text);
        QFETCH(double, expected);
        CsvColumnMapping m;
        m.columns = {col("time", CsvField::Time), col("power", CsvField::Power)};
        m.columns[0].timeFormat = CsvTimeFormat(format);
        const ImportCollector got = importCsv(m, "time,power\n\"" + text.toStdString() + "\",100\n");
        if (std::isnan(expected)) {
            QCOMPARE(codes(got, Severity::Warning), QStringList{QStringLiteral("import.bad_value@2:1")});
            QVERIFY(got.samples.empty());
        } else {
            QCOMPARE(int(got.samples.size()), 1);
            QCOMPARE(got.samples[0].time, expected);
        }
    }

    void badValuesNameLineAndColumn()
    {
        const std::string csv = "gpu,power,temp\n0,100,40\n0,abc,41\n1,100,hot\nx,1,1\n0,200\n";
        CsvColumnMapping m;
        m.columns = {col("gpu", CsvField::Index), col("power", CsvField::Power), col("temp", CsvField::Temperature)};
        bool ok = false;
        const ImportCollector got = importCsv(m, csv, &ok);
        QVERIFY(ok);
        QCOMPARE(codes(got, Severity::Warning),
                 (QStringList{QStringLiteral("import.bad_value@3:2"), QStringLiteral("import.bad_value@4:3"),
                              QStringLiteral("import.bad_value@5:1"), QStringLiteral("import.missing_field@5:0"),
                              QStringLiteral("import.missing_field@6:3")}));
        QCOMPARE(int(got.devices.size()), 2);
        QCOMPARE(int(got.samples.size()), 4);
        QVERIFY(!TelemetryRow::has(got.samples[1].powerW));
        QCOMPARE(got.samples[1].temperatureC, 41.0f);
        QCOMPARE(got.samples[3].powerW, 200.0f);
    }

    void missingColumn()
    {
        const std::string csv = "# exported by a lab script\ntime,gpu,power\n1,0,100\n";
        CsvColumnMapping m;
        m.headerRow = 1;
        m.columns = {col("time", CsvField::Time), col("gpu", CsvField::Index), col("Power", CsvField::Power),
                     col("temperature", CsvField::Temperature, 1.0, false)};
        bool ok = false;
        ImportCollector got = importCsv(m, csv, &ok);
        QVERIFY(ok); // an optional column may be absent
        QCOMPARE(codes(got, Severity::Warning), QStringList{QStringLiteral("import.missing_field@2:0")});
        QCOMPARE(int(got.samples.size()), 1);

        m.columns[3].required = true;
        got = importCsv(m, csv, &ok);
        QVERIFY(!ok);
        QCOMPARE(codes(got, Severity::Error), QStringList{QStringLiteral("import.missing_field@2:0")});
        QVERIFY(got.samples.empty() && got.devices.empty());
        QVERIFY(got.diagnostics.back().englishText().find("temperature") != std::string::npos);

        m.headerRow = 5; // the file ends before its header
        got = importCsv(m, csv, &ok);
        QVERIFY(!ok);
        QVERIFY(got.hasErrors());

        m.headerRow = -1; // no header: columns by position; a required 5th column is missing
        m.columns = {col("", CsvField::Index), col("", CsvField::Power)};
        m.columns[0].index = 1;
        m.columns[1].index = 4;
        got = importCsv(m, "1,0,100\n", &ok);
        QVERIFY(!ok);
        QCOMPARE(codes(got, Severity::Error), QStringList{QStringLiteral("import.missing_field@1:0")});
    }
};

QTEST_GUILESS_MAIN(TestGenericCsv)
#include "tst_genericcsv.moc"
