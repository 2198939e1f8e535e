// The CPU backend's verification catches a wrong result, and its FMA rates follow the SIMD width.
#include "cpustream.h"
#include "fmakernels.h"

#include <QTest>

using namespace GpuPlan::Probe::Cpu;

class TestCpuKernels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kernelsVerify_data()
    {
        QTest::addColumn<QString>("kernel");
        for (const char *k : {"copy", "scale", "add", "triad"})
            QTest::newRow(k) << QString::fromLatin1(k);
    }

    void kernelsVerify()
    {
        QFETCH(QString, kernel);
        StreamArrays arrays(100003); // odd size: the per-thread chunks are uneven
        QVERIFY(arrays.ok());
        arrays.fill();
        QVERIFY(arrays.run(kernel.toStdString()) >= 0.0);
        std::size_t firstBad = 0;
        QCOMPARE(arrays.verify(kernel.toStdString(), firstBad), 0LL);
    }

    // A flipped output element must be found, at its index (what a failing memory cell looks like).
    void corruptionIsFound()
    {
        StreamArrays arrays(4096);
        arrays.fill();
        arrays.run("triad");
        std::size_t firstBad = 0;
        QCOMPARE(arrays.verify("triad", firstBad), 0LL);
        // triad writes a = b + 3c: a[17] = (2 + 17 % 3) + 3 x 0.25 x (17 % 5) = 4 + 1.5 = 5.5.
        QCOMPARE(arrays.a()[17], 5.5);
        arrays.a()[17] = 5.5000000000000009; // one bit off
        arrays.a()[4000] = 0.0;
        QCOMPARE(arrays.verify("triad", firstBad), 2LL);
        QCOMPARE(firstBad, std::size_t(17));
    }

    void simdDescription()
    {
        const SimdLevel level = widestSimd();
        QCOMPARE(lanes(level, false), 2 * lanes(level, true)); // twice as many floats as doubles
        QVERIFY(chains(level) >= 8);
    }

    // The vector FMA chains must end where the scalar reference ends (checked inside the backend too).
    void chainsMatchScalar()
    {
        const SimdLevel level = widestSimd();
        double out[16] = {};
        fmaChainsF64(level, 1000, 0.5, 1.0, out);
        // acc -> acc/2 + 1 converges to 2 exactly in double after enough steps, from any start 1..16.
        for (int k = 0; k < chains(level); ++k)
            QCOMPARE(out[k], 2.0);
        float outF[16] = {};
        fmaChainsF32(level, 1000, 0.5f, 1.0f, outF);
        for (int k = 0; k < chains(level); ++k)
            QCOMPARE(outF[k], 2.0f);
    }
};

QTEST_GUILESS_MAIN(TestCpuKernels)
#include "tst_cpukernels.moc"
