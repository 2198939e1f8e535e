// A device's min/max overview answering coarser views (resample): exact where the view's columns fall on
// the overview's bucket edges, every point a real sample, a one-sample spike kept, and the span rule that
// decides when the overview may answer.
#include "core/fleetdecimation.h"

#include <QTest>

#include <cmath>
#include <cstdint>
#include <set>

using namespace GpuPlan;

namespace {

// 100,000 samples 1/64 s apart (binary fractions: every time and bucket edge is exact) over [0, 1562.5):
// a saw tooth plus pseudo-random noise, and one spike at 1147.203125 s.
constexpr int kSamples = 100'000;
constexpr int kSpike = 73'421;

float valueAt(int i)
{
    std::uint32_t h = std::uint32_t(i) * 2654435761u;
    h ^= h >> 15;
    return i == kSpike ? 5000.0f : float(i % 977) + float(h % 1000) / 1000.0f;
}

double timeAt(int i) { return i / 64.0; }

template <typename Fn>
void feed(Fn &&add)
{
    for (int i = 0; i < kSamples; ++i) {
        const float v[1] = {valueAt(i)};
        add(timeAt(i), v);
    }
}

} // namespace

class TestFleetDecimation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void alignedViewEqualsDirectDecimation()
    {
        // 2,048 overview buckets of 1 s; the view [0, 2048) in 128 columns of 16 buckets each: every column's
        // minimum and maximum are the ones a decimation of the raw samples finds, at the same times.
        FleetMinMaxDecimator overview(0.0, 2048.0, 2048, 1);
        FleetMinMaxDecimator direct(0.0, 2048.0, 128, 1);
        feed([&](double t, const float *v) {
            overview.add(t, v);
            direct.add(t, v);
        });
        QCOMPARE(overview.samplesSeen(), std::size_t(kSamples));
        QCOMPARE(overview.bucketsSpanned(0.0, 2048.0), 2048.0);
        std::size_t samples = 0;
        const auto resampled = overview.resample(0.0, 2048.0, 128, &samples);
        const auto expected = direct.result();
        QCOMPARE(samples, std::size_t(kSamples));
        QCOMPARE(resampled.size(), std::size_t(1));
        QCOMPARE(resampled[0].size(), expected[0].size());
        for (std::size_t i = 0; i < expected[0].size(); ++i) {
            QCOMPARE(resampled[0][i].t, expected[0][i].t);
            QCOMPARE(resampled[0][i].v, expected[0][i].v);
        }
    }

    void unalignedViewKeepsRealSamplesAndTheSpike()
    {
        FleetMinMaxDecimator overview(0.0, 2048.0, 4096, 1); // buckets of 0.5 s, 32 samples each
        feed([&](double t, const float *v) { overview.add(t, v); });
        std::set<std::pair<double, double>> real;
        feed([&](double t, const float *v) { real.insert({t, double(v[0])}); });
        const double from = 1000.3, to = 1500.3; // 1,000 buckets in 300 columns: not on bucket edges
        QVERIFY(overview.bucketsSpanned(from, to) >= 2.0 * 300);
        std::size_t samples = 0;
        const auto view = overview.resample(from, to, 300, &samples);
        QVERIFY(view[0].size() <= 600);
        bool spike = false;
        for (std::size_t i = 0; i < view[0].size(); ++i) {
            const FleetSeriesPoint &p = view[0][i];
            QVERIFY2(real.count({p.t, p.v}) == 1, "every point is a sample of the device");
            QVERIFY(p.t >= from && p.t <= to);
            if (i > 0)
                QVERIFY(view[0][i - 1].t <= p.t);
            spike = spike || p.v == 5000.0;
        }
        QVERIFY2(spike, "the one-sample spike at 1147.2 s must survive");
        // The samples of the buckets the view touches: buckets 2000 ([1000, 1000.5)) to 3000 ([1500, 1500.5)),
        // 1,001 buckets of 32 samples.
        QCOMPARE(samples, std::size_t(1001 * 32));
    }

    void spanDecidesWhetherTheOverviewCanAnswer()
    {
        const FleetMinMaxDecimator overview(100.0, 200.0, 1000, 1);
        QCOMPARE(overview.bucketsSpanned(100.0, 200.0), 1000.0);
        QCOMPARE(overview.bucketsSpanned(150.0, 151.0), 10.0);
        QCOMPARE(overview.bucketsSpanned(50.0, 150.0), 0.0);  // starts before the overview
        QCOMPARE(overview.bucketsSpanned(150.0, 250.0), 0.0); // ends after it
        QCOMPARE(overview.bucketsSpanned(150.0, 150.0), 0.0);
        QCOMPARE(overview.bytes() >= std::size_t(1000) * (24 + 8), true);
        // Views wholly outside the range touch no bucket.
        FleetMinMaxDecimator filled(100.0, 200.0, 1000, 1);
        for (int i = 100; i <= 200; ++i) {
            const float v[1] = {float(i)};
            filled.add(double(i), v);
        }
        for (const auto &[from, to] : {std::pair{300.0, 400.0}, std::pair{0.0, 50.0}}) {
            std::size_t samples = 99;
            QVERIFY(filled.resample(from, to, 10, &samples)[0].empty());
            QCOMPARE(samples, std::size_t(0));
        }
        std::size_t all = 0;
        QCOMPARE(filled.resample(0.0, 400.0, 10, &all)[0].front().v, 100.0); // wider than the range: all of it
        QCOMPARE(all, std::size_t(101));
    }

    // A range too wide for a double (a garbage timestamp at each end): the span is infinite, so the scale
    // is 0 and every sample from the start on falls in the first bucket; no NaN reaches an int (UBSan).
    void infiniteSpanKeepsEverySample()
    {
        FleetMinMaxDecimator d(-1e308, 1e308, 10, 1);
        for (const double t : {-1e308, 0.0, 1e308}) {
            const float v[1] = {float(t > 0 ? 3 : t < 0 ? 1 : 2)};
            d.add(t, v);
        }
        QCOMPARE(d.samplesSeen(), std::size_t(3));
        const auto points = d.result()[0];
        QCOMPARE(points.size(), std::size_t(2));
        QCOMPARE(points[0].v, 1.0);
        QCOMPARE(points[1].v, 3.0);
        QCOMPARE(d.bucketsSpanned(-1.0, 1.0), 0.0);
        std::size_t samples = 0;
        QCOMPARE(d.resample(-1e308, 1e308, 4, &samples)[0].size(), std::size_t(2));
        QCOMPARE(samples, std::size_t(3));
    }

    void missingValuesStayMissing()
    {
        FleetMinMaxDecimator overview(0.0, 10.0, 100, 2);
        for (int i = 0; i <= 100; ++i) {
            const float v[2] = {float(i), std::nanf("")}; // the second series is never in the file
            overview.add(i * 0.1, v);
        }
        const auto view = overview.resample(0.0, 10.0, 10);
        QCOMPARE(view.size(), std::size_t(2));
        QVERIFY(view[1].empty());
        QCOMPARE(view[0].front().v, 0.0);
        QCOMPARE(view[0].back().v, 100.0);
    }
};

QTEST_APPLESS_MAIN(TestFleetDecimation)
#include "tst_fleetdecimation.moc"
