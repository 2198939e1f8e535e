// Property test: importers never invent data. Random text of several kinds, the lines of real captures
// shuffled and real captures cut at random offsets, over fixed seeds: no device ever has a malformed
// PCI bus ID or UUID, and random text never yields a device at all.
#include "importer.h"
#include "parsetext.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

using namespace GpuPlan;

namespace {

constexpr int kTextsPerGenerator = 200;

std::vector<std::string> sampleTexts()
{
    std::vector<std::string> texts;
    QDirIterator it(QStringLiteral(GPUPLAN_SAMPLES_DIR), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.endsWith(QLatin1String("SOURCES.csv")) || path.endsWith(QLatin1String("README.md")))
            continue;
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray bytes = f.readAll();
        texts.emplace_back(bytes.constData(), std::size_t(bytes.size()));
    }
    std::sort(texts.begin(), texts.end()); // the order of the directory listing is not fixed
    return texts;
}

// Printable ASCII: letters, digits and the punctuation the formats use (",:.-[]{}<>=|#%/"), in lines.
std::string punctuation(std::mt19937 &rng)
{
    static const std::string chars
        = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEF ,,,:::...--[]{}<>=|#%/_\"'()*+;?!@$^&~";
    std::uniform_int_distribution<std::size_t> pick(0, chars.size() - 1), length(0, 120), lines(1, 300);
    std::string text;
    for (std::size_t l = lines(rng); l > 0; --l) {
        for (std::size_t n = length(rng); n > 0; --n)
            text += chars[pick(rng)];
        text += '\n';
    }
    return text;
}

// Words, among them the names of the tools' fields and units, separated like CSV or aligned columns.
std::string words(std::mt19937 &rng)
{
    static const char *const vocabulary[] = {"GPU",
                                             "NVIDIA",
                                             "AMD",
                                             "Intel",
                                             "name",
                                             "uuid",
                                             "index",
                                             "pci.bus_id",
                                             "temperature.gpu",
                                             "power.draw",
                                             "memory.total",
                                             "MiB",
                                             "W",
                                             "MHz",
                                             "C",
                                             "%",
                                             "Xid",
                                             "NVRM",
                                             "card0",
                                             "Device",
                                             "Bus",
                                             "Id",
                                             "Product",
                                             "Name",
                                             "Serial",
                                             "Number",
                                             "Active",
                                             "Not",
                                             "timestamp",
                                             "utilization.gpu",
                                             "driver_version",
                                             "dmesg",
                                             "llama",
                                             "model",
                                             "pp512",
                                             "tg128",
                                             "t/s",
                                             "Triad",
                                             "Copy",
                                             "GB/s",
                                             "|",
                                             "=",
                                             ":",
                                             "-",
                                             "+",
                                             "[",
                                             "]",
                                             "{",
                                             "}",
                                             "\"",
                                             "N/A",
                                             "0x",
                                             "fan",
                                             "clocks",
                                             "sm",
                                             "mem",
                                             "enc",
                                             "dec",
                                             "pid",
                                             "type",
                                             "VGA"};
    constexpr std::size_t count = sizeof(vocabulary) / sizeof(vocabulary[0]);
    static const char *const separators[] = {", ", " ", "  ", ",", "\t", " | ", ": "};
    std::uniform_int_distribution<std::size_t> pick(0, count - 1), sep(0, 6), perLine(1, 12), lines(1, 200);
    std::string text;
    const char *separator = separators[sep(rng)];
    for (std::size_t l = lines(rng); l > 0; --l) {
        for (std::size_t n = perLine(rng); n > 0; --n)
            text += std::string(vocabulary[pick(rng)]) + (n > 1 ? separator : "");
        text += '\n';
    }
    return text;
}

std::string shuffledLines(std::mt19937 &rng, const std::string &sample)
{
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < sample.size()) {
        const std::size_t end = std::min(sample.find('\n', start), sample.size());
        lines.push_back(sample.substr(start, end - start));
        start = end + 1;
    }
    std::shuffle(lines.begin(), lines.end(), rng);
    std::string text;
    for (const std::string &line : lines)
        text += line + '\n';
    return text;
}

std::string cut(std::mt19937 &rng, const std::string &sample)
{
    std::uniform_int_distribution<std::size_t> offset(0, sample.size());
    return sample.substr(0, offset(rng));
}

ImportCollector import(std::string bytes, std::string *format = nullptr)
{
    TextSource text = TextSource::fromBytes(std::move(bytes));
    ImportCollector sink;
    const Importer *used = importText(text, sink);
    if (format)
        *format = used ? used->format() : std::string();
    return sink;
}

// "" when every device has a well-formed bus ID and UUID (or none), else what is wrong.
std::string malformedDevice(const ImportCollector &sink)
{
    for (const FleetDevice &d : sink.devices) {
        if (!d.pciBusId.empty() && !ParseText::isValidPciBusId(d.pciBusId))
            return "bus ID \"" + d.pciBusId + "\"";
        if (!d.uuid.empty() && !ParseText::isValidGpuUuid(d.uuid))
            return "UUID \"" + d.uuid + "\"";
    }
    for (const FleetEvent &e : sink.events)
        if (!e.pciBusId.empty() && !ParseText::isValidPciBusId(e.pciBusId))
            return "event bus ID \"" + e.pciBusId + "\"";
    return {};
}

} // namespace

class TestImportProperty : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void randomTextYieldsNoDevice_data()
    {
        QTest::addColumn<int>("generator");
        QTest::newRow("punctuation") << 0;
        QTest::newRow("words") << 1;
    }

    void randomTextYieldsNoDevice()
    {
        QFETCH(int, generator);
        for (int seed = 1; seed <= kTextsPerGenerator; ++seed) {
            std::mt19937 rng{static_cast<unsigned>(seed)};
            const std::string text = generator == 0 ? punctuation(rng) : words(rng);
            std::string format;
            const ImportCollector sink = import(text, &format);
            QVERIFY2(
                sink.devices.empty(),
                qPrintable(QStringLiteral("seed %1, %5: %2 devices, the first \"%3\" (%4)")
                               .arg(seed)
                               .arg(sink.devices.size())
                               .arg(QString::fromStdString(sink.devices.empty() ? std::string() : sink.devices[0].key))
                               .arg(QString::fromStdString(text.substr(0, 200)))
                               .arg(QString::fromStdString(format))));
            QVERIFY2(malformedDevice(sink).empty(), qPrintable(QString::number(seed)));
        }
    }

    void realSamplesBrokenNeverInventIds_data()
    {
        QTest::addColumn<bool>("shuffle");
        QTest::newRow("lines shuffled") << true;
        QTest::newRow("cut at a random offset") << false;
    }

    void realSamplesBrokenNeverInventIds()
    {
        QFETCH(bool, shuffle);
        const std::vector<std::string> samples = sampleTexts();
        QVERIFY(samples.size() > 50);
        for (int seed = 1; seed <= kTextsPerGenerator; ++seed) {
            std::mt19937 rng{static_cast<unsigned>(seed)};
            // Each seed breaks two samples, so that all of them are broken over the run.
            for (const std::size_t i : {std::size_t(seed) % samples.size(), std::size_t(seed * 37) % samples.size()}) {
                const std::string text = shuffle ? shuffledLines(rng, samples[i]) : cut(rng, samples[i]);
                const std::string wrong = malformedDevice(import(text));
                QVERIFY2(
                    wrong.empty(),
                    qPrintable(
                        QStringLiteral("seed %1, sample %2: %3").arg(seed).arg(i).arg(QString::fromStdString(wrong))));
            }
        }
    }

    void theCheckSeesAnInventedDevice()
    {
        // The property's own check: a device with the bus ID of the issue's report is caught.
        ImportCollector sink;
        FleetDevice d;
        d.pciBusId = "0000:%y72fq-9q.8]#";
        sink.device(d);
        QCOMPARE(malformedDevice(sink), std::string("bus ID \"0000:%y72fq-9q.8]#\""));
    }
};

QTEST_GUILESS_MAIN(TestImportProperty)
#include "tst_importproperty.moc"
