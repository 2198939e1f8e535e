// Tests of the lock-in score (core/decision/lockin.h): per-factor risks, the renormalisation of the
// weights when factors do not apply, the bands and the exit cost, all worked by hand in the comments.
#include "core/decision/lockin.h"

#include <QTest>

#include <cmath>

using namespace GpuPlan;

namespace {
bool close(double a, double e) { return std::abs(a - e) <= 1e-9 * std::max(1.0, std::abs(e)); }

// Risks: CUDA share 0.8 -> 0.8; framework support 0.5 -> 0.5; kernel coverage 0.25 -> 0.75; support
// window 3 years of a 5-year life -> 0.4; HHI of a 60/40 spend 0.36 + 0.16 = 0.52; one second source ->
// 0.5; 26 weeks of 52 -> 0.5.
LockInInputs example()
{
    LockInInputs in;
    in[LockInFactor::CudaOnlyShare].value = 0.8;
    in[LockInFactor::FrameworkSupport].value = 0.5;
    in[LockInFactor::KernelCoverage].value = 0.25;
    in[LockInFactor::SupportWindow].value = 3.0;
    in[LockInFactor::SupplyConcentration].value = herfindahl({60.0, 40.0});
    in[LockInFactor::SecondSources].value = 1.0;
    in[LockInFactor::LeadTime].value = 26.0;
    return in;
}
} // namespace

class TestLockIn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void herfindahl_data();
    void herfindahl();
    void factorRisk_data();
    void factorRisk();
    void score_data();
    void score();
    void exitCost();
    void keys();
};

void TestLockIn::herfindahl_data()
{
    QTest::addColumn<QList<double>>("spend");
    QTest::addColumn<double>("expected");
    QTest::newRow("one vendor") << QList<double>{5e6} << 1.0;
    QTest::newRow("60/40") << QList<double>{6.0, 4.0} << 0.52;
    QTest::newRow("four equal") << QList<double>{1.0, 1.0, 1.0, 1.0} << 0.25;
    QTest::newRow("50/30/20: .25+.09+.04") << QList<double>{50.0, 30.0, 20.0} << 0.38;
    QTest::newRow("nothing") << QList<double>{} << 0.0;
}

void TestLockIn::herfindahl()
{
    QFETCH(QList<double>, spend);
    QFETCH(double, expected);
    QVERIFY(close(GpuPlan::herfindahl(std::vector<double>(spend.begin(), spend.end())), expected));
}

void TestLockIn::factorRisk_data()
{
    QTest::addColumn<int>("factor");
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("risk");
    const auto f = [](LockInFactor x) { return int(x); };
    QTest::newRow("CUDA share 0.3") << f(LockInFactor::CudaOnlyShare) << 0.3 << 0.3;
    QTest::newRow("CUDA share clamps") << f(LockInFactor::CudaOnlyShare) << 1.7 << 1.0;
    QTest::newRow("framework support 0.9") << f(LockInFactor::FrameworkSupport) << 0.9 << 0.1;
    QTest::newRow("kernel coverage 0") << f(LockInFactor::KernelCoverage) << 0.0 << 1.0;
    QTest::newRow("support 3 of 5 years") << f(LockInFactor::SupportWindow) << 3.0 << 0.4;
    QTest::newRow("support beyond the life") << f(LockInFactor::SupportWindow) << 8.0 << 0.0;
    QTest::newRow("HHI 0.52") << f(LockInFactor::SupplyConcentration) << 0.52 << 0.52;
    QTest::newRow("no second source") << f(LockInFactor::SecondSources) << 0.0 << 1.0;
    QTest::newRow("three second sources") << f(LockInFactor::SecondSources) << 3.0 << 0.25;
    QTest::newRow("lead 13 of 52 weeks") << f(LockInFactor::LeadTime) << 13.0 << 0.25;
    QTest::newRow("lead beyond a year") << f(LockInFactor::LeadTime) << 80.0 << 1.0;
}

void TestLockIn::factorRisk()
{
    QFETCH(int, factor);
    QFETCH(double, value);
    QFETCH(double, risk);
    const LockInInputs context; // 5-year life, 52-week reference
    QVERIFY(close(lockInFactorRisk(LockInFactor(factor), value, context), risk));
}

void TestLockIn::score_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<double>("expected");
    QTest::addColumn<int>("band");
    // All seven, weight 1: 100 · (0.8 + 0.5 + 0.75 + 0.4 + 0.52 + 0.5 + 0.5) / 7 = 100 · 3.97 / 7.
    QTest::newRow("all seven, equal") << 0 << 397.0 / 7.0 << int(LockInBand::Medium);
    // Kernel coverage not applicable: the other six share the weight, 100 · 3.22 / 6 = 53.667.
    QTest::newRow("kernel coverage n/a") << 1 << 322.0 / 6.0 << int(LockInBand::Medium);
    // ... and the CUDA share weighs 3: (3 · 0.8 + 0.5 + 0.4 + 0.52 + 0.5 + 0.5) / 8 = 4.82 / 8 = 60.25.
    QTest::newRow("n/a and CUDA weight 3") << 2 << 60.25 << int(LockInBand::Medium);
    // Only the support window applies (0.4): 40, Medium.
    QTest::newRow("support window alone") << 3 << 40.0 << int(LockInBand::Medium);
    // Only HHI 0.52 and one source 0.5 with weights 0 and 1: 50 (a zero weight drops out).
    QTest::newRow("zero weight") << 4 << 50.0 << int(LockInBand::Medium);
    // Only framework support 0.9 -> risk 0.1: 10, Low; only kernel coverage 0 -> 100, High.
    QTest::newRow("low band") << 5 << 10.0 << int(LockInBand::Low);
    QTest::newRow("high band") << 6 << 100.0 << int(LockInBand::High);
}

void TestLockIn::score()
{
    QFETCH(int, variant);
    QFETCH(double, expected);
    QFETCH(int, band);
    LockInInputs in = example();
    const auto only = [&](LockInFactor keep) {
        for (int i = 0; i < LockInFactorCount; ++i)
            in.factors[std::size_t(i)].applicable = LockInFactor(i) == keep;
    };
    switch (variant) {
    case 1:
        in[LockInFactor::KernelCoverage].applicable = false;
        break;
    case 2:
        in[LockInFactor::KernelCoverage].applicable = false;
        in[LockInFactor::CudaOnlyShare].weight = 3.0;
        break;
    case 3:
        only(LockInFactor::SupportWindow);
        break;
    case 4:
        only(LockInFactor::SupplyConcentration);
        in[LockInFactor::SecondSources].applicable = true;
        in[LockInFactor::SupplyConcentration].weight = 0.0;
        break;
    case 5:
        only(LockInFactor::FrameworkSupport);
        in[LockInFactor::FrameworkSupport].value = 0.9;
        break;
    case 6:
        only(LockInFactor::KernelCoverage);
        in[LockInFactor::KernelCoverage].value = 0.0;
        break;
    }
    const LockInScore s = lockInScore(in);
    QVERIFY(s.valid);
    QVERIFY2(close(s.score, expected), QByteArray::number(s.score, 'g', 12).constData());
    QCOMPARE(int(s.band), band);
    // The per-factor points add up to the score; factors that do not apply carry no weight.
    double points = 0;
    double weights = 0;
    for (const LockInFactorResult &f : s.factors) {
        points += f.points;
        weights += f.normalisedWeight;
        if (!f.applicable)
            QCOMPARE(f.normalisedWeight, 0.0);
    }
    QVERIFY(close(points, s.score));
    QVERIFY(close(weights, 1.0));
}

void TestLockIn::exitCost()
{
    // 0.5 × (0.8 × 1,000,000 + 200,000 + 100,000) = 550,000.
    ExitCostInputs exit;
    exit.fullPortCostUsd = 1e6;
    exit.requalificationUsd = 2e5;
    exit.otherUsd = 1e5;
    exit.probability = 0.5;
    const LockInScore s = lockInScore(example(), exit);
    QVERIFY(s.exitCostUsd.has_value());
    QVERIFY(close(*s.exitCostUsd, 550000.0));
    QVERIFY(!lockInScore(example()).exitCostUsd.has_value());
    // Nothing applicable: no score.
    LockInInputs none;
    for (auto &f : none.factors)
        f.applicable = false;
    QVERIFY(!lockInScore(none).valid);
}

void TestLockIn::keys()
{
    QCOMPARE(lockInFactorKey(LockInFactor::SupplyConcentration), std::string_view("supply_concentration"));
    QCOMPARE(lockInBandKey(LockInBand::High), std::string_view("high"));
}

QTEST_APPLESS_MAIN(TestLockIn)
#include "tst_lockin.moc"
