// Tests of the fleet sizing (core/decision/fleetsizing.h, replicacapacity.h) on a case worked by hand in
// the comments, plus the Poisson N+k spares.
#include "roundownership.h"

#include "core/catalogjson.h"
#include "core/decision/fleetsizing.h"
#include "core/estimator.h"
#include "core/throughput.h"
#include "core/vramfit.h"

#include <QTest>

#include <cmath>
#include <fstream>
#include <sstream>

using namespace GpuPlan;

namespace {
bool close(double a, double e, double tol = 1e-9) { return std::abs(a - e) <= tol * std::max(1.0, std::abs(e)); }

#define CHECK_CLOSE(actual, expected)                                                                                  \
    QVERIFY2(close((actual), (expected)),                                                                              \
             QByteArray(QByteArray::number((actual), 'g', 15) + " vs " + QByteArray::number((expected), 'g', 15))      \
                 .constData())

// A replica of 2 GPUs holding 4 requests of 2 s each: 2 requests/s, a slot serves 0.5 request/s.
ReplicaCapacity roundReplica()
{
    ReplicaCapacity r;
    r.batch = 4;
    r.requestsPerSecond = 2.0;
    r.prefillSeconds = 0.2;
    r.timePerOutputTokenSeconds = 0.0036;
    r.outputTokensPerRequest = 500.0;
    r.gpusPerReplica = 2;
    r.gpuPowerWatts = 1000.0;
    return r;
}

FleetDemand roundDemand()
{
    FleetDemand d;
    d.peakRequestsPerSecond = 10.0;
    d.averageRequestsPerSecond = 5.0;
    d.ttftTargetSeconds = 0.5;
    d.ttftPercentile = 0.95;
    d.maxUtilisation = 0.9;
    return d;
}

// 0.25 failures per GPU-year, 7.305 days to repair: a GPU is down 0.25 · 7.305 / 365.25 = 0.5 % of the
// time, a 2-GPU replica 1 %.
ReliabilityInputs roundReliability()
{
    ReliabilityInputs r;
    r.failuresPerGpuYear = 0.25;
    r.repairDays = 7.305;
    r.availabilityTarget = 0.999;
    return r;
}
} // namespace

class TestFleetSizing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void poissonTail();
    void poissonSpares_data();
    void poissonSpares();
    void handCase();
    void providerReplacesFailures();
    void throughputBound();
    void infeasible_data();
    void infeasible();
    void fromEstimate();
    void atSlo();
};

void TestFleetSizing::poissonTail()
{
    CHECK_CLOSE(GpuPlan::poissonTail(0, 1.0), 1.0 - std::exp(-1.0));
    CHECK_CLOSE(GpuPlan::poissonTail(2, 2.0), 1.0 - std::exp(-2.0) * (1 + 2 + 2));
    QCOMPARE(GpuPlan::poissonTail(-1, 1.0), 1.0);
    QCOMPARE(GpuPlan::poissonTail(3, 0.0), 0.0);
}

void TestFleetSizing::poissonSpares_data()
{
    QTest::addColumn<int>("units");
    QTest::addColumn<double>("downFraction");
    QTest::addColumn<double>("target");
    QTest::addColumn<int>("spares");
    QTest::addColumn<double>("meanDown");
    // 100 units down 1 % of the time, 99.9 %: with k spares the mean is (100 + k) · 0.01 and
    //   k = 4: P(X > 4 | m = 1.04) = 0.00431 >= 0.001;  k = 5: P(X > 5 | m = 1.05) = 0.000764 < 0.001.
    QTest::newRow("100 units, 99.9 %") << 100 << 0.01 << 0.999 << 5 << 1.05;
    //   k = 2: P(X > 2 | m = 1.02) = 0.0840 >= 0.05; k = 3: P(X > 3 | m = 1.03) = 0.0209 < 0.05.
    QTest::newRow("100 units, 95 %") << 100 << 0.01 << 0.95 << 3 << 1.03;
    // 7 units: k = 1: P(X > 1 | 0.08) = 0.00303; k = 2: P(X > 2 | 0.09) = 0.000114.
    QTest::newRow("7 units, 99.9 %") << 7 << 0.01 << 0.999 << 2 << 0.09;
    QTest::newRow("never down") << 50 << 0.0 << 0.999 << 0 << 0.0;
}

void TestFleetSizing::poissonSpares()
{
    QFETCH(int, units);
    QFETCH(double, downFraction);
    QFETCH(double, target);
    QFETCH(int, spares);
    QFETCH(double, meanDown);
    double m = -1;
    double p = -1;
    QCOMPARE(GpuPlan::poissonSpares(units, downFraction, target, &m, &p), spares);
    CHECK_CLOSE(m, meanDown);
    QVERIFY(p < 1 - target);
    QVERIFY(spares == 0 || GpuPlan::poissonTail(spares - 1, (units + spares - 1) * downFraction) >= 1 - target);
}

void TestFleetSizing::handCase()
{
    FacilityInputs facility; // 8 GPUs and 8 U per server, 40 kW and 42 U per rack
    const FleetSize f = sizeFleet(roundReplica(), roundDemand(), roundReliability(), facility, roundOwnership(),
                                  RentalInputs{2.0, PriceKind::CloudOnDemand, 0.15});
    QVERIFY(f.feasible);
    QVERIFY(f.diagnostics.empty());
    // Throughput bound: ceil(10 / (0.9 · 2)) = ceil(5.56) = 6.
    QCOMPARE(f.throughputBoundReplicas, 6);
    // Queue bound: λ = 10, μ = 2/4 = 0.5 per slot, budget 0.5 − 0.2 = 0.3 s at p95: 27 slots (see
    // tst_erlang), ceil(27 / 4) = 7 replicas, which wins.
    CHECK_CLOSE(f.slotServiceRate, 0.5);
    CHECK_CLOSE(f.waitBudgetSeconds, 0.3);
    QCOMPARE(f.queueBoundSlots, 27);
    QCOMPARE(f.queueBoundReplicas, 7);
    QCOMPARE(f.servingReplicas, 7);
    // At 7 · 4 = 28 slots: C = 0.062822, p95 wait = ln(C / 0.05) / (14 − 10) = 0.05707 s.
    QCOMPARE(f.wait.servers, 28);
    QVERIFY(std::abs(f.wait.erlangC - 0.062822) < 1e-6);
    QVERIFY(std::abs(f.ttftPercentileSeconds - (0.2 + 0.05707)) < 1e-5);
    // Spares: replica down 1 %, 7 replicas at 99.9 %: 2 spares (table above), mean down 0.09.
    QCOMPARE(f.spareReplicas, 2);
    CHECK_CLOSE(f.meanReplicasDown, 0.09);
    QCOMPARE(f.totalReplicas, 9);
    QCOMPARE(f.servingGpus, 14);
    QCOMPARE(f.totalGpus, 18);
    // 18 GPUs -> 3 servers of 8 × (1000 + 100) = 8800 W; 40 kW / 8.8 kW = 4 per rack < 42 U / 8 U = 5.
    QCOMPARE(f.servers, 3);
    CHECK_CLOSE(f.serverPowerWatts, 8800.0);
    QCOMPARE(f.serversPerRack, 4);
    QVERIFY(f.rackLimitedByPower);
    QCOMPARE(f.racks, 1);
    CHECK_CLOSE(f.itPowerKw, 26.4);
    CHECK_CLOSE(f.facilityPowerKw, 39.6);
    // Average load 5 / (7 · 2) = 5/14. A busy-5/14 GPU draws 5/14·800 + 9/14·100 + 100 = 450 W, an idle
    // spare 100 + 100 = 200 W; × 1.5 PUE × 8766 h × 0.2 $/kWh: 1183.41 and 525.96 $ a year. Capex 8766 $ a
    // year each: (14 · (8766 + 1183.41) + 4 · (8766 + 525.96)) / 12 = 14704.965 $ a month.
    CHECK_CLOSE(f.averageUtilisation, 5.0 / 14.0);
    CHECK_CLOSE(f.ownedMonthlyUsd, 14704.965);
    // 2500 tokens/s × 730.5 h × 3600 s = 6.57450e9 tokens a month: 2.236667 $/Mtok owned.
    CHECK_CLOSE(f.averageOutputTokensPerSecond, 2500.0);
    CHECK_CLOSE(f.ownedUsdPerMillionTokens, 14704.965 / 6574.5);
    // Rented: the 14 serving GPUs at 2 $/h for 730.5 h = 20454 $, 3.1111 $/Mtok.
    QVERIFY(f.rentedMonthlyUsd.has_value());
    CHECK_CLOSE(*f.rentedMonthlyUsd, 20454.0);
    CHECK_CLOSE(*f.rentedUsdPerMillionTokens, 20454.0 / 6574.5);
}

void TestFleetSizing::providerReplacesFailures()
{
    // The hand case above rented: the provider replaces failed instances, so no N+k spares at all.
    const FleetSize f = sizeFleet(roundReplica(), roundDemand(), roundReliability(), FacilityInputs{}, roundOwnership(),
                                  RentalInputs{2.0, PriceKind::CloudOnDemand, 0.15}, SparePolicy::ProviderReplaces);
    QVERIFY(f.feasible);
    QVERIFY(f.sparePolicy == SparePolicy::ProviderReplaces);
    QCOMPARE(f.servingReplicas, 7); // the bounds do not change
    QCOMPARE(f.spareReplicas, 0);
    QCOMPARE(f.meanReplicasDown, 0.0);
    QCOMPARE(f.probabilityShort, 0.0);
    QCOMPARE(f.totalReplicas, 7);
    QCOMPARE(f.servingGpus, 14);
    QCOMPARE(f.totalGpus, 14);
    // 14 GPUs -> 2 servers of 8.8 kW: 17.6 kW IT, 26.4 kW at PUE 1.5.
    QCOMPARE(f.servers, 2);
    CHECK_CLOSE(f.itPowerKw, 17.6);
    CHECK_CLOSE(f.facilityPowerKw, 26.4);
    // Owned figures without idle spares: 14 · (8766 + 1183.41) / 12 = 11607.645 $ a month.
    CHECK_CLOSE(f.ownedMonthlyUsd, 11607.645);
    // Rented: still the 14 serving GPUs at 2 $/h for 730.5 h.
    CHECK_CLOSE(*f.rentedMonthlyUsd, 20454.0);
    // The same fleet owned keeps its 2 spares (handCase): the policy, not the rent, decides.
    const FleetSize owned = sizeFleet(roundReplica(), roundDemand(), roundReliability(), FacilityInputs{},
                                      roundOwnership(), std::nullopt, SparePolicy::NPlusK);
    QCOMPARE(owned.spareReplicas, 2);
    QCOMPARE(owned.totalGpus, 18);
}

void TestFleetSizing::throughputBound()
{
    // A generous TTFT makes the throughput bound win: queue bound at a 10 s budget is the first stable
    // size, 21 slots = 6 replicas; throughput bound at 50 % utilisation ceil(10 / 1) = 10.
    FleetDemand d = roundDemand();
    d.ttftTargetSeconds = 10.2;
    d.maxUtilisation = 0.5;
    const FleetSize f = sizeFleet(roundReplica(), d, roundReliability(), FacilityInputs{}, roundOwnership());
    QVERIFY(f.feasible);
    QCOMPARE(f.throughputBoundReplicas, 10);
    QCOMPARE(f.queueBoundSlots, 21);
    QCOMPARE(f.queueBoundReplicas, 6);
    QCOMPARE(f.servingReplicas, 10);
    QVERIFY(!f.rentedMonthlyUsd.has_value());
}

void TestFleetSizing::infeasible_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("code");
    QTest::newRow("prefill longer than the TTFT") << 0 << QStringLiteral("decision.ttft_below_prefill");
    QTest::newRow("does not fit") << 1 << QStringLiteral("decision.does_not_fit");
    QTest::newRow("TPOT missed") << 2 << QStringLiteral("decision.tpot_missed");
    QTest::newRow("no traffic") << 3 << QStringLiteral("decision.bad_demand");
    QTest::newRow("availability 100 %") << 4 << QStringLiteral("decision.bad_reliability");
    QTest::newRow("server above the rack power") << 5 << QStringLiteral("decision.server_exceeds_rack");
}

void TestFleetSizing::infeasible()
{
    QFETCH(int, which);
    QFETCH(QString, code);
    ReplicaCapacity r = roundReplica();
    FleetDemand d = roundDemand();
    ReliabilityInputs rel = roundReliability();
    FacilityInputs fac;
    switch (which) {
    case 0:
        d.ttftTargetSeconds = 0.1;
        break;
    case 1:
        r.fits = false;
        break;
    case 2:
        r.meetsTpot = false;
        break;
    case 3:
        d.peakRequestsPerSecond = 0;
        break;
    case 4:
        rel.availabilityTarget = 1.0;
        break;
    case 5:
        fac.rackPowerKw = 5.0;
        break;
    }
    const FleetSize f = sizeFleet(r, d, rel, fac, roundOwnership());
    QVERIFY(!f.feasible);
    QVERIFY(!f.diagnostics.empty());
    QCOMPARE(QString::fromStdString(f.diagnostics.front().code), code);
}

void TestFleetSizing::fromEstimate()
{
    // The Estimator's throughput: 8 sequences, 1000 output tokens/s of the replica, 250 tokens each:
    // 4 requests/s; step 0.02 s, 0.03 s per output token once the other prompts are mixed in.
    Estimate e;
    e.workload.outputTokens = 250;
    e.workload.gpus = 2;
    ThroughputEstimate t;
    t.batch = 8;
    t.throughputTokensPerSecond = 1000.0;
    t.prefillSeconds = 0.15;
    t.stepSeconds = 0.02;
    t.ttftSeconds = 0.17;
    t.tpotSeconds = 0.03;
    e.performance = t;
    const ReplicaCapacity r = replicaCapacityFromEstimate(e, 0.05, 700.0);
    QVERIFY(r.fits);
    QVERIFY(r.meetsTpot);
    QCOMPARE(r.batch, std::int64_t(8));
    CHECK_CLOSE(r.requestsPerSecond, 4.0);
    CHECK_CLOSE(r.prefillSeconds, 0.15);
    CHECK_CLOSE(r.ttftSeconds, 0.17);
    // The SLO is on what a request sees, not on the bare step.
    CHECK_CLOSE(r.timePerOutputTokenSeconds, 0.03);
    CHECK_CLOSE(r.outputTokensPerRequest, 250.0);
    QCOMPARE(r.gpusPerReplica, 2);
    QVERIFY(!replicaCapacityFromEstimate(e, 0.025).meetsTpot);
    e.performance.reset();
    QVERIFY(!replicaCapacityFromEstimate(e, 0.05).fits);
}

void TestFleetSizing::atSlo()
{
    // On the shipped catalog: the batch found meets the TPOT target and the next one does not (the
    // bisection's invariant), unless it is the largest that fits.
    std::ifstream file(GPUPLAN_SOURCE_DIR "/data/catalog.json", std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    const CatalogParseResult parsed = parseCatalog(text.str());
    QVERIFY(parsed.ok());
    const GpuSku *sku = parsed.catalog.findSku("nvidia-h100-sxm-80gb");
    const ModelArch *model = parsed.catalog.findModel("llama-3-8b");
    QVERIFY2(sku && model, "the shipped catalog lacks nvidia-h100-sxm-80gb or llama-3-8b");
    Workload w;
    w.contextTokens = 2048;
    w.outputTokens = 256;
    const PerfParams params;
    for (double tpot : {0.010, 0.020, 0.050}) {
        const ReplicaCapacity r = replicaCapacityAtSlo(*sku, *model, w, params, tpot);
        QVERIFY(r.fits);
        QVERIFY(r.meetsTpot);
        QVERIFY(r.timePerOutputTokenSeconds <= tpot);
        QVERIFY(r.requestsPerSecond > 0);
        Workload maxW = w;
        maxW.batch = 0;
        const std::int64_t cap = std::min(fitVram(*sku, *model, maxW).maxBatch, Calibration::MaxServingBatch);
        if (r.batch < cap)
            QVERIFY(estimateThroughput(*sku, *model, maxW, r.batch + 1, params).tpotSeconds > tpot);
    }
    // A target no batch meets: batch 1, flagged.
    const ReplicaCapacity none = replicaCapacityAtSlo(*sku, *model, w, params, 1e-6);
    QCOMPARE(none.batch, std::int64_t(1));
    QVERIFY(!none.meetsTpot);
}

QTEST_APPLESS_MAIN(TestFleetSizing)
#include "tst_fleetsizing.moc"
