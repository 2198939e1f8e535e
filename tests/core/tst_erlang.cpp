// Tests of the queueing formulas (core/decision/queueing.h): Erlang B and C against published values and
// hand computations, the M/M/c waiting-time percentile, the Allen-Cunneen correction and the server search.
#include "core/decision/queueing.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace GpuPlan;

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();

QueueModel queue(double lambda, double mu, double ca2 = 1.0, double cs2 = 1.0)
{
    QueueModel q;
    q.arrivalRate = lambda;
    q.serviceRate = mu;
    q.arrivalScv = ca2;
    q.serviceScv = cs2;
    return q;
}
} // namespace

class TestErlang : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void erlangB_data();
    void erlangB();
    void erlangC_data();
    void erlangC();
    void erlangEdges();
    void waitPercentileMMc();
    void allenCunneen();
    void minServers_data();
    void minServers();
    void minServersInvalid();
};

void TestErlang::erlangB_data()
{
    QTest::addColumn<int>("servers");
    QTest::addColumn<double>("load");
    QTest::addColumn<double>("expected");
    // B(c, A) = (A^c / c!) / Σ_{k=0..c} A^k / k!, worked by hand:
    QTest::newRow("c=0") << 0 << 3.0 << 1.0;
    QTest::newRow("c=1 A=1: 1/2") << 1 << 1.0 << 0.5;
    QTest::newRow("c=2 A=1: 0.5/2.5") << 2 << 1.0 << 0.2;
    QTest::newRow("c=3 A=2: (8/6)/(1+2+2+8/6) = 4/19") << 3 << 2.0 << 4.0 / 19.0;
    QTest::newRow("c=5 A=3: 2.025/18.4") << 5 << 3.0 << 2.025 / 18.4;
    QTest::newRow("A=0") << 4 << 0.0 << 0.0;
}

void TestErlang::erlangB()
{
    QFETCH(int, servers);
    QFETCH(double, load);
    QFETCH(double, expected);
    QVERIFY(std::abs(GpuPlan::erlangB(servers, load) - expected) < 1e-12);
}

void TestErlang::erlangC_data()
{
    QTest::addColumn<int>("servers");
    QTest::addColumn<double>("load");
    QTest::addColumn<double>("expected");
    // The published test vectors, to four decimals.
    QTest::newRow("3 servers, 2 Erlangs") << 3 << 2.0 << 0.4444;
    QTest::newRow("3 servers, 2.5 Erlangs") << 3 << 2.5 << 0.7022;
    QTest::newRow("4 servers, 2.5 Erlangs") << 4 << 2.5 << 0.3199;
    QTest::newRow("5 servers, 2.5 Erlangs") << 5 << 2.5 << 0.1304;
    QTest::newRow("6 servers, 2.5 Erlangs") << 6 << 2.5 << 0.0474;
    // By hand: c = 1 gives C = ρ; c = 3, A = 2: 3·(4/19) / (3 − 2·15/19) = (12/19)/(27/19) = 4/9.
    QTest::newRow("M/M/1 rho=0.7") << 1 << 0.7 << 0.7;
    QTest::newRow("4/9 exactly") << 3 << 2.0 << 4.0 / 9.0;
}

void TestErlang::erlangC()
{
    QFETCH(int, servers);
    QFETCH(double, load);
    QFETCH(double, expected);
    const double c = GpuPlan::erlangC(servers, load);
    QVERIFY2(std::abs(c - expected) < 5e-5, QByteArray::number(c, 'g', 10).constData());
}

void TestErlang::erlangEdges()
{
    QCOMPARE(GpuPlan::erlangC(3, 3.0), 1.0); // A >= c: everyone waits
    QCOMPARE(GpuPlan::erlangC(3, 7.5), 1.0);
    QVERIFY(std::isnan(GpuPlan::erlangC(0, 1.0)));
    QVERIFY(std::isnan(GpuPlan::erlangB(-1, 1.0)));
    QVERIFY(std::isnan(GpuPlan::erlangB(3, -1.0)));
    // The recursion stays finite where A^c / c! would overflow a double.
    const double b = GpuPlan::erlangB(2000, 1900.0);
    QVERIFY(b > 0 && b < 1);
    QVERIFY(GpuPlan::erlangC(2000, 1900.0) < 1.0);
}

void TestErlang::waitPercentileMMc()
{
    // c = 3, λ = 2.5, μ = 1: C = 0.70225, cμ − λ = 0.5, so P(W > t) = C·exp(−0.5 t),
    // p90 = ln(C / 0.1) / 0.5 and the mean wait C / 0.5.
    const QueueModel q = queue(2.5, 1.0);
    const double c = GpuPlan::erlangC(3, 2.5);
    const WaitEstimate w = waitEstimate(q, 3, 0.9);
    QVERIFY(w.stable);
    QCOMPARE(w.utilisation, 2.5 / 3.0);
    QVERIFY(std::abs(w.percentileWaitSeconds - std::log(c / 0.1) / 0.5) < 1e-12);
    QVERIFY(std::abs(w.meanWaitSeconds - c / 0.5) < 1e-12);
    QVERIFY(std::abs(waitExceedanceProbability(q, 3, 2.0) - c * std::exp(-1.0)) < 1e-12);
    QVERIFY(std::abs(waitExceedanceProbability(q, 3, w.percentileWaitSeconds) - 0.1) < 1e-12);
    // C <= 1 − p: the percentile customer does not wait (6 servers: C = 0.0474 < 0.05).
    QCOMPARE(waitPercentile(q, 6, 0.95), 0.0);
    // Unstable: λ >= cμ.
    QCOMPARE(waitPercentile(q, 2, 0.95), kInf);
    QCOMPARE(waitExceedanceProbability(q, 2, 10.0), 1.0);
}

void TestErlang::allenCunneen()
{
    // Allen-Cunneen: the wait scales by (ca² + cs²)/2. Deterministic service (cs² = 0) with Poisson
    // arrivals halves it (the M/D/c approximation); ca² = cs² = 2 doubles it.
    const double base = waitPercentile(queue(2.5, 1.0), 4, 0.95);
    const WaitEstimate md = waitEstimate(queue(2.5, 1.0, 1.0, 0.0), 4, 0.95);
    QCOMPARE(md.variabilityFactor, 0.5);
    QVERIFY(std::abs(md.percentileWaitSeconds - base / 2) < 1e-12);
    QVERIFY(std::abs(waitPercentile(queue(2.5, 1.0, 2.0, 2.0), 4, 0.95) - 2 * base) < 1e-12);
    // P(W > 0) stays C whatever the factor.
    QVERIFY(std::abs(waitExceedanceProbability(queue(2.5, 1.0, 2.0, 2.0), 4, 0.0) - GpuPlan::erlangC(4, 2.5)) < 1e-12);
}

void TestErlang::minServers_data()
{
    QTest::addColumn<double>("lambda");
    QTest::addColumn<double>("mu");
    QTest::addColumn<double>("scvSum");
    QTest::addColumn<double>("percentile");
    QTest::addColumn<double>("target");
    QTest::addColumn<int>("expected");
    // λ = 10, μ = 0.5 (A = 20): p95 waits by hand, ln(C/0.05)/(cμ − λ):
    //   c = 26: C = 0.14340, 0.3512 s; c = 27: C = 0.09606, 0.1866 s; c = 28: C = 0.06282, 0.0571 s;
    //   c = 29: C = 0.04009 <= 0.05, 0 s.
    QTest::newRow("0.3 s -> 27") << 10.0 << 0.5 << 2.0 << 0.95 << 0.3 << 27;
    QTest::newRow("0.1 s -> 28") << 10.0 << 0.5 << 2.0 << 0.95 << 0.1 << 28;
    QTest::newRow("0 s -> 29") << 10.0 << 0.5 << 2.0 << 0.95 << 0.0 << 29;
    QTest::newRow("0.36 s -> 26") << 10.0 << 0.5 << 2.0 << 0.95 << 0.36 << 26;
    // Allen-Cunneen factor 2 (ca² = cs² = 2): c = 27 waits 0.373 s, c = 28 0.114 s.
    QTest::newRow("bursty 0.3 s -> 28") << 10.0 << 0.5 << 4.0 << 0.95 << 0.3 << 28;
    // Issue vectors: λ = 2.5, μ = 1, "nobody waits at p95" needs C <= 0.05: 6 servers (0.0474).
    QTest::newRow("2.5 Erlangs, p95 no wait -> 6") << 2.5 << 1.0 << 2.0 << 0.95 << 0.0 << 6;
}

void TestErlang::minServers()
{
    QFETCH(double, lambda);
    QFETCH(double, mu);
    QFETCH(double, scvSum);
    QFETCH(double, percentile);
    QFETCH(double, target);
    QFETCH(int, expected);
    const QueueModel q = queue(lambda, mu, scvSum / 2, scvSum / 2);
    QCOMPARE(minServersForWait(q, percentile, target), std::optional<int>(expected));
}

void TestErlang::minServersInvalid()
{
    QCOMPARE(minServersForWait(queue(1.0, 0.0), 0.95, 1.0), std::nullopt);
    QCOMPARE(minServersForWait(queue(1.0, 1.0), 1.0, 1.0), std::nullopt);
    QCOMPARE(minServersForWait(queue(1.0, 1.0), 0.95, -1.0), std::nullopt);
    QCOMPARE(minServersForWait(queue(100.0, 1.0), 0.95, 0.0, 50), std::nullopt); // cap reached
    QCOMPARE(minServersForWait(queue(0.0, 1.0), 0.95, 0.0), std::optional<int>(1));
}

QTEST_APPLESS_MAIN(TestErlang)
#include "tst_erlang.moc"
