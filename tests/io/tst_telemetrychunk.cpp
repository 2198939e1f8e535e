// The packed telemetry chunk (schema 12): what is decoded is exactly what was encoded, whatever each column holds
// (all NULL, one constant, runs of lines, floats, doubles no float holds, 64-bit integers); damaged data is refused;
// the sort keeps one of samples equal in time and line.
#include "io/telemetrychunk.h"

#include <QTest>

#include <bit>
#include <cmath>
#include <limits>

using namespace GpuPlan;

namespace {

StoredSample sampleAt(double time, std::int64_t line)
{
    StoredSample s;
    s.time = time;
    s.line = line;
    for (double &v : s.values)
        v = std::numeric_limits<double>::quiet_NaN();
    return s;
}

bool sameBits(double a, double b)
{
    if (std::isnan(a) || std::isnan(b))
        return std::isnan(a) && std::isnan(b);
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

} // namespace

class TestTelemetryChunk : public QObject
{
    Q_OBJECT

    static void roundTrip(const std::vector<StoredSample> &in, std::size_t *bytes = nullptr)
    {
        const std::string data = encodeTelemetryChunk(in);
        if (bytes)
            *bytes = data.size();
        std::vector<StoredSample> out{sampleAt(-1.0, -1)}; // decoding appends
        QVERIFY(decodeTelemetryChunk(data, out));
        QCOMPARE(out.size(), in.size() + 1);
        for (std::size_t i = 0; i < in.size(); ++i) {
            const StoredSample &a = in[i], &b = out[i + 1];
            QVERIFY2(sameBits(a.time, b.time), qPrintable(QString::number(i)));
            QCOMPARE(b.line, a.line);
            QCOMPARE(b.throttleMask, a.throttleMask);
            for (int c = 0; c < 10; ++c)
                QVERIFY2(sameBits(a.values[c], b.values[c]), qPrintable(QStringLiteral("%1 %2").arg(i).arg(c)));
        }
    }

private Q_SLOTS:
    void everyColumnKindReadsBackExactly()
    {
        std::vector<StoredSample> in;
        for (int i = 0; i < 1024; ++i) {
            StoredSample s = sampleAt(1784073600.337 + i * 0.25, 2 + 8 * i); // lines: an arithmetic run
            s.throttleMask = i % 7 == 0 ? 4 : 0;
            s.values[0] = 1980.0;                                    // constant
            s.values[2] = 563.37f;                                   // a float, as importers read it
            s.values[3] = i % 2 ? std::nan("") : 61.0 + i;           // NULL every other sample
            s.values[5] = 100.0 + i * 0.1;                           // doubles no float holds
            s.values[7] = i == 5 ? -0.0 : 1e300 * (i % 3);           // -0, huge
            s.values[8] = std::numeric_limits<double>::denorm_min(); // constant, tiny
            in.push_back(s);
        }
        std::size_t bytes = 0;
        roundTrip(in, &bytes);
        // time 8, value 2 as floats 4, value 3 as floats 4, values 5 and 7 as doubles 16, the mask as int32 4.
        QVERIFY2(bytes < 1024 * 40, qPrintable(QString::number(bytes)));
    }

    void timesAndWholeNumbersTakeLessRoom()
    {
        // Times as a file writes them (to the millisecond), whole numbers with NULLs among them, -0, a number past
        // 16 bits, and times no thousandth holds.
        std::vector<StoredSample> in;
        for (int i = 0; i < 1000; ++i) {
            const QByteArray text
                = QByteArray::number(1784073600 + i) + '.' + QByteArray::number(i % 1000).rightJustified(3, '0');
            StoredSample s = sampleAt(text.toDouble(), 2 + i);
            s.values[0] = i % 3 ? 1962.0 - i : std::nan("");
            s.values[1] = i == 7 ? -0.0 : 0.0;
            s.values[2] = i == 9 ? 40000.0 : -32767.0;
            in.push_back(s);
        }
        std::size_t bytes = 0;
        roundTrip(in, &bytes);
        // A sample: its time in 4 bytes, value 0 in 2, values 1 (-0 once) and 2 (40000 once) as floats in 4 each; the
        // line and the mask are runs, the rest NULL. Times as doubles would make it 18.
        QVERIFY2(bytes < 8 + 1000 * 14 + 64, qPrintable(QString::number(bytes)));
        for (StoredSample &s : in)
            s.time += 1.0 / 3.0;
        roundTrip(in); // no longer thousandths: doubles
        in[5].time = std::nan("");
        roundTrip(in);
    }

    void integersKeepAllTheirBits()
    {
        std::vector<StoredSample> in{sampleAt(1.0, std::numeric_limits<std::int64_t>::min()),
                                     sampleAt(2.0, std::numeric_limits<std::int64_t>::max()), sampleAt(3.0, 0)};
        in[1].throttleMask = 0xffffffffLL;
        in[2].throttleMask = -1;
        roundTrip(in);
        roundTrip({sampleAt(5.0, 7)}); // one sample: every column constant
        roundTrip({});
    }

    void damagedDataIsRefused()
    {
        std::vector<StoredSample> in;
        for (int i = 0; i < 10; ++i)
            in.push_back(sampleAt(i * 0.3, i * i));
        const std::string data = encodeTelemetryChunk(in);
        std::vector<StoredSample> out;
        QVERIFY(!decodeTelemetryChunk(std::string_view(data).substr(0, data.size() - 1), out)); // short
        QVERIFY(!decodeTelemetryChunk(data + '\0', out));                                       // trailing bytes
        std::string newer = data;
        newer[0] = char(2); // a later format
        QVERIFY(!decodeTelemetryChunk(newer, out));
        QVERIFY(out.empty());
    }

    void sortKeepsOneOfEqualSamples()
    {
        std::vector<StoredSample> s{sampleAt(2.0, 5), sampleAt(1.0, 9), sampleAt(2.0, 4), sampleAt(2.0, 5)};
        s[0].values[0] = 1.0;
        s[3].values[0] = 2.0;
        sortTelemetryChunk(s);
        QCOMPARE(s.size(), std::size_t(3));
        QCOMPARE(s[0].line, 9);
        QCOMPARE(s[1].line, 4);
        QCOMPARE(s[2].line, 5);
        QCOMPARE(s[2].values[0], 1.0); // the first pushed is kept, as INSERT OR IGNORE kept the first inserted
    }
};

QTEST_GUILESS_MAIN(TestTelemetryChunk)
#include "tst_telemetrychunk.moc"
