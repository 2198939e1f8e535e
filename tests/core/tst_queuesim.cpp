// Tests of the G/G/c simulation (core/decision/queuesim.h): on M/M/c it must agree with Erlang C
// (queueing.h) within its own confidence interval; it is reproducible from its seed; and on G/G/c it
// stays near the Allen-Cunneen approximation.
#include "core/decision/queueing.h"
#include "core/decision/queuesim.h"

#include <QTest>

#include <cmath>

using namespace GpuPlan;

class TestQueueSim : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void quantiles_data();
    void quantiles();
    void agreesWithErlangC_data();
    void agreesWithErlangC();
    void reproducible();
    void allenCunneenNear();
    void invalid();
};

void TestQueueSim::quantiles_data()
{
    QTest::addColumn<double>("p");
    QTest::addColumn<int>("nu");
    QTest::addColumn<double>("expected");
    // Standard tables: z(0.975) = 1.959964, z(0.995) = 2.575829; t(0.975; 19) = 2.093024,
    // t(0.975; 9) = 2.262157, t(0.995; 19) = 2.860935.
    QTest::newRow("z 0.975") << 0.975 << 0 << 1.959964;
    QTest::newRow("z 0.995") << 0.995 << 0 << 2.575829;
    QTest::newRow("z 0.01") << 0.01 << 0 << -2.326348;
    QTest::newRow("t 0.975 19") << 0.975 << 19 << 2.093024;
    QTest::newRow("t 0.975 9") << 0.975 << 9 << 2.262157;
    QTest::newRow("t 0.995 19") << 0.995 << 19 << 2.860935;
}

void TestQueueSim::quantiles()
{
    QFETCH(double, p);
    QFETCH(int, nu);
    QFETCH(double, expected);
    const double got = nu == 0 ? normalQuantile(p) : studentTQuantile(p, nu);
    QVERIFY2(std::abs(got - expected) < (nu == 0 ? 1e-6 : 2e-3), QByteArray::number(got, 'g', 8).constData());
}

void TestQueueSim::agreesWithErlangC_data()
{
    QTest::addColumn<int>("servers");
    QTest::addColumn<double>("lambda");
    QTest::addColumn<double>("percentile");
    QTest::addColumn<quint64>("seed");
    // μ = 1 throughout. The cases: 3 and 4 servers at 2.5 Erlangs, plus a larger pool.
    QTest::newRow("c=3 A=2.5 p90") << 3 << 2.5 << 0.90 << quint64(1);
    QTest::newRow("c=4 A=2.5 p95") << 4 << 2.5 << 0.95 << quint64(2);
    QTest::newRow("c=3 A=2 p80") << 3 << 2.0 << 0.80 << quint64(3);
    QTest::newRow("c=28 A=20 p99") << 28 << 20.0 << 0.99 << quint64(4);
}

void TestQueueSim::agreesWithErlangC()
{
    QFETCH(int, servers);
    QFETCH(double, lambda);
    QFETCH(double, percentile);
    QFETCH(quint64, seed);
    QueueSimInputs in;
    in.servers = servers;
    in.arrivalRate = lambda;
    in.serviceRate = 1.0;
    in.percentile = percentile;
    in.customers = 2'000'000;
    in.warmupCustomers = 100'000;
    in.batches = 20;
    in.confidence = 0.95;
    in.seed = seed;
    const QueueSimResult r = simulateQueue(in);
    QVERIFY(r.valid);
    QueueModel q;
    q.arrivalRate = lambda;
    q.serviceRate = 1.0;
    const WaitEstimate w = waitEstimate(q, servers, percentile);
    const QByteArray msg = "sim " + QByteArray::number(r.percentileWaitSeconds) + " ["
        + QByteArray::number(r.ciLowSeconds) + ", " + QByteArray::number(r.ciHighSeconds) + "], Erlang C "
        + QByteArray::number(w.percentileWaitSeconds);
    QVERIFY2(r.ciLowSeconds <= w.percentileWaitSeconds && w.percentileWaitSeconds <= r.ciHighSeconds, msg.constData());
    // The interval is informative: narrower than a tenth of the percentile.
    QVERIFY2(r.ciHighSeconds - r.ciLowSeconds < 0.1 * w.percentileWaitSeconds, msg.constData());
    // Mean wait and P(wait) also match C / (cμ − λ) and C, to 3 %.
    QVERIFY(std::abs(r.meanWaitSeconds / w.meanWaitSeconds - 1) < 0.03);
    QVERIFY(std::abs(r.probabilityWait / w.erlangC - 1) < 0.03);
}

void TestQueueSim::reproducible()
{
    QueueSimInputs in;
    in.servers = 3;
    in.arrivalRate = 2.5;
    in.customers = 100'000;
    in.warmupCustomers = 10'000;
    in.seed = 99;
    const QueueSimResult a = simulateQueue(in);
    const QueueSimResult b = simulateQueue(in);
    QCOMPARE(a.percentileWaitSeconds, b.percentileWaitSeconds);
    QCOMPARE(a.ciLowSeconds, b.ciLowSeconds);
    in.seed = 100;
    QVERIFY(simulateQueue(in).percentileWaitSeconds != a.percentileWaitSeconds);
}

void TestQueueSim::allenCunneenNear()
{
    // Poisson arrivals, lognormal service with SCV 0.25 (an M/G/c queue): Allen-Cunneen scales the M/M/c
    // waits by (1 + 0.25)/2 = 0.625. It is an approximation: within 15 % on the mean wait here.
    QueueSimInputs in;
    in.servers = 4;
    in.arrivalRate = 3.2;
    in.service = SimDistribution::Lognormal;
    in.serviceScv = 0.25;
    in.customers = 1'000'000;
    in.seed = 5;
    const QueueSimResult r = simulateQueue(in);
    QVERIFY(r.valid);
    QueueModel q;
    q.arrivalRate = 3.2;
    q.serviceRate = 1.0;
    q.serviceScv = 0.25;
    const WaitEstimate w = waitEstimate(q, 4, 0.95);
    QVERIFY2(
        std::abs(r.meanWaitSeconds / w.meanWaitSeconds - 1) < 0.15,
        QByteArray(QByteArray::number(r.meanWaitSeconds) + " vs " + QByteArray::number(w.meanWaitSeconds)).constData());
}

void TestQueueSim::invalid()
{
    QueueSimInputs in;
    in.servers = 2;
    in.arrivalRate = 2.0; // = cμ: unstable
    QVERIFY(!simulateQueue(in).valid);
    in.arrivalRate = 1.0;
    in.batches = 1;
    QVERIFY(!simulateQueue(in).valid);
}

QTEST_APPLESS_MAIN(TestQueueSim)
#include "tst_queuesim.moc"
