// Tests of the sensitivity analyses (core/decision/sensitivity.h): weight changes, the exact critical
// weight of the weighted sum, the tornado, switching values and the seeded Monte Carlo, on cases worked
// by hand in the comments.
#include "core/decision/sensitivity.h"

#include <QTest>

#include <cmath>

using namespace GpuPlan;

namespace {
// Cost 0.6, throughput 0.4. A (100, 10), B (150, 30), C (200, 20): normalised cost 1, 0.5, 0 and
// throughput 0, 1, 0.5; scores A 0.6, B 0.7, C 0.2, so B is first and A second.
DecisionProblem abc()
{
    DecisionProblem p;
    p.options = {"A", "B", "C"};
    p.criteria = {{"cost", CriterionSense::Cost, 0.6}, {"throughput", CriterionSense::Benefit, 0.4}};
    p.values.resize(3, 2);
    p.values << 100, 10, 150, 30, 200, 20;
    return p;
}

// Two options whose scores are linear in the inputs: option 0 scores x0, option 1 scores 5 − x1.
// Input 0 in [2, 4] (base 3), input 1 in [0, 4] (base 1): at base 3 vs 4, option 1 first.
std::vector<UncertainInput> linearInputs()
{
    return {{"x0", 3.0, 2.0, 4.0, InputDistribution::Triangular}, {"x1", 1.0, 0.0, 4.0, InputDistribution::Triangular}};
}
std::vector<double> linearScore(const std::vector<double> &x) { return {x[0], 5.0 - x[1]}; }
} // namespace

class TestSensitivity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void weightsWithChange();
    void weightSweep();
    void criticalWeight();
    void criticalWeightNone();
    void tornado();
    void switchingValues();
    void samplers_data();
    void samplers();
    void monteCarlo();
};

void TestSensitivity::weightsWithChange()
{
    // 0.5 / 0.3 / 0.2, first to 0.8: the others keep their 3:2 ratio in the remaining 0.2.
    const std::vector<double> w = GpuPlan::weightsWithChange({0.5, 0.3, 0.2}, 0, 0.8);
    QVERIFY(std::abs(w[0] - 0.8) < 1e-12);
    QVERIFY(std::abs(w[1] - 0.12) < 1e-12);
    QVERIFY(std::abs(w[2] - 0.08) < 1e-12);
    // From weight 1 the others share equally.
    const std::vector<double> e = GpuPlan::weightsWithChange({1.0, 0.0, 0.0}, 0, 0.4);
    QVERIFY(std::abs(e[1] - 0.3) < 1e-12 && std::abs(e[2] - 0.3) < 1e-12);
}

void TestSensitivity::weightSweep()
{
    // Cost weight t: S_A = t, S_B = 1 − t/2 (see criticalWeight). At t = 0.8: A 0.8 > B 0.6.
    const auto points = GpuPlan::weightSweep(abc(), 0, {0.0, 0.6, 0.8});
    QCOMPARE(points.size(), std::size_t(3));
    QCOMPARE(points[0].top, 1);
    QVERIFY(std::abs(points[1].scores[1] - 0.7) < 1e-12);
    QCOMPARE(points[2].top, 0);
    QVERIFY(std::abs(points[2].scores[0] - 0.8) < 1e-12);
}

void TestSensitivity::criticalWeight()
{
    // Cost (j = 0): R_A = 0, R_B = 1 (the throughput column), so S_A(t) = t, S_B(t) = 1 − t/2:
    // equal at t* = 2/3, a change of 2/3 − 0.6 = +0.0667 (+11.1 %).
    // Throughput (j = 1): R_A = 1, R_B = 0.5: S_A = 1 − t, S_B = 0.5 + t/2: t* = 1/3, change −0.0667.
    const std::vector<CriticalWeight> c = criticalWeights(abc());
    QCOMPARE(c.size(), std::size_t(2));
    QCOMPARE(c[0].first, 1);
    QCOMPARE(c[0].second, 0);
    QVERIFY(std::abs(*c[0].newWeight - 2.0 / 3.0) < 1e-12);
    QVERIFY(std::abs(*c[0].change - (2.0 / 3.0 - 0.6)) < 1e-12);
    QVERIFY(std::abs(*c[0].relativeChange - (2.0 / 3.0 - 0.6) / 0.6) < 1e-12);
    QVERIFY(std::abs(*c[1].newWeight - 1.0 / 3.0) < 1e-12);
    QVERIFY(std::abs(*c[1].change - (1.0 / 3.0 - 0.4)) < 1e-12);
    // At the critical weight the two scores are equal.
    const auto at = GpuPlan::weightSweep(abc(), 0, {*c[0].newWeight});
    QVERIFY(std::abs(at[0].scores[0] - at[0].scores[1]) < 1e-12);
}

void TestSensitivity::criticalWeightNone()
{
    // A (100, 30) dominates B (150, 20): both normalised columns favour A, no weight swaps them.
    DecisionProblem p = abc();
    p.options = {"A", "B"};
    p.values.resize(2, 2);
    p.values << 100, 30, 150, 20;
    const std::vector<CriticalWeight> c = criticalWeights(p);
    QCOMPARE(c.size(), std::size_t(2));
    QVERIFY(!c[0].newWeight.has_value());
    QVERIFY(!c[1].newWeight.has_value());
    // One option: nothing to swap.
    p.values.resize(1, 2);
    p.options = {"A"};
    QVERIFY(criticalWeights(p).empty());
}

void TestSensitivity::tornado()
{
    // Base: scores (3, 4), option 1 first. Tracked option 1 scores 5 − x1: x1 from 0 to 4 swings it from
    // 5 to 1 (swing 4). x0 does not move it (swing 0), but at x0 = 4 option 0 ties it at 4 and the first
    // index wins a tie, so option 0 is top there.
    const Tornado t = GpuPlan::tornado(linearInputs(), linearScore);
    QCOMPARE(t.baseTop, 1);
    QCOMPARE(t.trackedOption, 1);
    QCOMPARE(t.baseOutput, 4.0);
    QCOMPARE(t.bars.size(), std::size_t(2));
    QCOMPARE(t.bars[0].input, 1);
    QCOMPARE(t.bars[0].outputAtLow, 5.0);
    QCOMPARE(t.bars[0].outputAtHigh, 1.0);
    QCOMPARE(t.bars[0].swing, 4.0);
    QCOMPARE(t.bars[0].topAtHigh, 0);
    QCOMPARE(t.bars[1].input, 0);
    QCOMPARE(t.bars[1].swing, 0.0);
    QCOMPARE(t.bars[1].topAtHigh, 0);
    QCOMPARE(t.bars[1].topAtLow, 1);
}

void TestSensitivity::switchingValues()
{
    // Option 0 overtakes when x0 > 4 − x1: with x1 at base 1, at x0 = 4 (a tie goes to option 0).
    // With x0 at base 3, when 5 − x1 <= 3, i.e. x1 = 2. Nothing switches below the bases.
    const auto s = GpuPlan::switchingValues(linearInputs(), linearScore, 1e-9);
    QCOMPARE(s.size(), std::size_t(2));
    QVERIFY(!s[0].belowBase.has_value());
    QVERIFY(s[0].aboveBase.has_value());
    QVERIFY(std::abs(*s[0].aboveBase - 4.0) < 1e-6);
    QCOMPARE(s[0].topAbove, 0);
    QVERIFY(!s[1].belowBase.has_value());
    QVERIFY(std::abs(*s[1].aboveBase - 2.0) < 1e-6);
    QCOMPARE(s[1].topAbove, 0);
}

void TestSensitivity::samplers_data()
{
    QTest::addColumn<int>("distribution");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("mode");
    QTest::addColumn<double>("high");
    QTest::addColumn<double>("mean");
    // Triangular mean (a + m + b) / 3; PERT mean (a + 4m + b) / 6.
    QTest::newRow("triangular 0/1/5") << int(InputDistribution::Triangular) << 0.0 << 1.0 << 5.0 << 2.0;
    QTest::newRow("PERT 0/1/5") << int(InputDistribution::Pert) << 0.0 << 1.0 << 5.0 << 1.5;
    QTest::newRow("PERT symmetric") << int(InputDistribution::Pert) << 10.0 << 20.0 << 30.0 << 20.0;
}

void TestSensitivity::samplers()
{
    QFETCH(int, distribution);
    QFETCH(double, low);
    QFETCH(double, mode);
    QFETCH(double, high);
    QFETCH(double, mean);
    const UncertainInput in{"x", mode, low, high, InputDistribution(distribution)};
    std::mt19937_64 rng(42);
    const int n = 200'000;
    double sum = 0;
    for (int i = 0; i < n; ++i) {
        const double x = sampleInput(in, rng);
        QVERIFY(x >= low && x <= high);
        sum += x;
    }
    // Standard error below (high − low) / sqrt(12 n) = 0.0032 for these ranges: 5 sigma is 0.016.
    QVERIFY2(std::abs(sum / n - mean) < 0.016, QByteArray::number(sum / n).constData());
    // A degenerate range returns the base.
    QCOMPARE(sampleInput(UncertainInput{"x", 3.0, 3.0, 3.0, InputDistribution::Pert}, rng), 3.0);
}

void TestSensitivity::monteCarlo()
{
    // Option 0 scores x0 ~ triangular(2, 3, 4), option 1 scores 5 − x1 with x1 ~ triangular(0, 1, 4).
    // P(option 0 first) = P(x0 >= 5 − x1) = P(x0 + x1 >= 5). x0 + x1 has mean 3 + 5/3 = 4.67, so the
    // answer is well inside (0, 1); integrating the two triangular densities gives 25/72 = 0.34722.
    const MonteCarloResult r = GpuPlan::monteCarlo(linearInputs(), linearScore, 100'000, 7);
    QCOMPARE(r.samples, 100'000);
    QCOMPARE(r.probabilityFirst.size(), std::size_t(2));
    QVERIFY(std::abs(r.probabilityFirst[0] + r.probabilityFirst[1] - 1.0) < 1e-12);
    // Binomial standard error at n = 1e5: 0.0015; 5 sigma 0.0075.
    QVERIFY2(std::abs(r.probabilityFirst[0] - 25.0 / 72.0) < 0.0075,
             QByteArray::number(r.probabilityFirst[0]).constData());
    QCOMPARE(r.rankCounts[0][0] + r.rankCounts[0][1], 100'000);
    QVERIFY(std::abs(r.meanScore[0] - 3.0) < 0.01);
    // Same seed, same answer.
    const MonteCarloResult again = GpuPlan::monteCarlo(linearInputs(), linearScore, 100'000, 7);
    QCOMPARE(again.probabilityFirst, r.probabilityFirst);
}

QTEST_APPLESS_MAIN(TestSensitivity)
#include "tst_sensitivity.moc"
