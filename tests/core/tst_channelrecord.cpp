// A used option that takes its failure rates from a measured seller channel (issue 19): the spares, the
// replacement cost in the TCO, the supply quality entry and the Monte Carlo inputs, against hand-computed values.
#include "core/calibration.h"
#include "core/catalogjson.h"
#include "core/decision/channelrecord.h"
#include "core/decision/decisionrun.h"
#include "core/decision/scenario.h"
#include "core/decision/scenariolockindefaults.h"

#include <QTest>

#include <cmath>
#include <fstream>
#include <random>
#include <sstream>

using namespace GpuPlan;

namespace {
std::string channelTestFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}
const std::string kChannelData = std::string(GPUPLAN_SOURCE_DIR) + "/data/";

// Two used L40S at 20,000 USD, one of them with a channel record; money made simple so that it can be computed by
// hand: no discount, residual, opex, uplift or electricity, a 5-year life (4,000 USD a GPU a year). A light load
// (0.02 request/s) needs one serving replica of one GPU.
const char *kChannelScenario = R"({
"schema": "gpuplan-scenario", "schema_version": 2,
"workload": {"model": "llama-3-8b", "prompt_tokens": {"mean": 1000}, "output_tokens": {"mean": 200},
  "peak_requests_per_s": 0.02, "average_requests_per_s": 0.01,
  "slo": {"ttft_seconds": 5, "ttft_percentile": 0.95, "tpot_seconds": 0.1}},
"options": [
  {"id": "plain", "sku": "nvidia-l40s-48gb", "mode": "used", "price_usd": 20000},
  {"id": "measured", "sku": "nvidia-l40s-48gb", "mode": "used", "price_usd": 20000,
   "channel_record": {"scope": "channel", "key": "marketplace", "as_of": "2026-12-01", "source": "workspace team",
     "intake": {"failures": 3, "cards": 10, "prior": {"alpha": 1.5, "beta": 8.5, "name": "consumer intake"}},
     "service": {"failures": 2, "card_months": 60, "prior": {"alpha": 3, "beta": 117, "name": "consumer in service"}}}}
],
"costs": {"service_life_years": 5, "residual_fraction": 0, "discount_rate": 0, "server_uplift_fraction": 0,
  "electricity_usd_per_kwh": 0, "opex_fraction_per_year": 0},
"reliability": {"failures_per_gpu_year": 0.1, "repair_days": 3, "availability_target": 0.999},
"criteria": {"items": [{"id": "monthly_cost_usd", "weight": 1}, {"id": "lockin_score", "weight": 1}]}
})";

std::string channelReplaced(std::string text, const std::string &from, const std::string &to)
{
    const auto pos = text.find(from);
    if (pos != std::string::npos)
        text.replace(pos, from.size(), to);
    return text;
}
} // namespace

class TestChannelRecord : public QObject
{
    Q_OBJECT

    Catalog m_catalog;
    Calibration m_calibration;
    LockInDefaults m_lockIn;

private Q_SLOTS:
    void initTestCase()
    {
        const CatalogParseResult catalog = parseCatalog(channelTestFile(kChannelData + "catalog.json"));
        QVERIFY(catalog.ok());
        m_catalog = catalog.catalog;
        m_calibration = Calibration::fit({}, m_catalog);
        const LockInDefaultsParseResult lockIn
            = parseLockInDefaults(channelTestFile(kChannelData + "lockin_defaults.json"));
        QVERIFY(lockIn.ok());
        m_lockIn = lockIn.defaults;
    }

    void posteriorsByHand()
    {
        const ScenarioParseResult r = parseScenario(kChannelScenario);
        QVERIFY(r.ok());
        const ChannelRecord &c = *r.scenario.options[1].channelRecord;
        // Intake: Beta(1.5 + 3, 8.5 + 7) = Beta(4.5, 15.5), mean 4.5 / 20.
        QCOMPARE(c.intakeRate().value, 0.225);
        QVERIFY(c.intakeRate().smallSample); // 10 cards < 20
        // Service: Beta(3 + 2, 117 + 58) = Beta(5, 175), mean 5 / 180 per card-month, 1/3 per GPU-year.
        QVERIFY(std::abs(c.failuresPerGpuYear() - 1.0 / 3.0) < 1e-12);
        // 1 − (1 − 0.225) · e^(−1/3) = 1 − 0.775 × 0.716531311 = 0.444688234
        QVERIFY(std::abs(supplyQualityRisk(0.225, 1.0 / 3.0) - 0.444688234) < 1e-9);
        // (1/3) / 12 × 2 GPUs × 20,000 / 0.775 = 1,433.691756 USD a month
        QVERIFY(std::abs(replacementMonthlyUsd(1.0 / 3.0, 2, 20000, 0.225) - 1433.691756) < 1e-6);
    }

    void measuredChannelChangesSparesAndTco()
    {
        const ScenarioParseResult parsed = parseScenario(kChannelScenario);
        QVERIFY(parsed.ok());
        const DecisionRun run(parsed.scenario, m_catalog, m_calibration, m_lockIn);
        for (const auto &d : run.diagnostics())
            qWarning("%s", d.englishText().c_str());
        QVERIFY(run.ok());
        const DecisionPlan plan = run.plan();
        const OptionResult &plain = plan.options[0];
        const OptionResult &measured = plan.options[1];
        QVERIFY(plain.fleet.feasible && measured.fleet.feasible);
        QCOMPARE(plain.fleet.servingReplicas, 1);
        QCOMPARE(measured.fleet.servingReplicas, 1);
        // Default 0.1 per GPU-year: one GPU is down 0.1 × 3 / 365.25 = 0.000821 of the time, so P(down > 0) =
        // 1 − e^(−0.000821) = 0.000821 < 0.001: no spare.
        QCOMPARE(plain.failuresPerGpuYear, 0.1);
        QCOMPARE(plain.fleet.spareReplicas, 0);
        QVERIFY(!plain.channel && !plain.intakeFailureShare);
        QCOMPARE(plain.replacementMonthlyUsd, 0.0);
        // Measured 1/3 per GPU-year: down 0.002738 of the time; k = 0 gives P = 0.002734 > 0.001; k = 1 gives
        // m = 2 × 0.002738 = 0.005476 and P(D > 1) = 1 − e^(−m)(1 + m) = 0.0000149 < 0.001: one spare.
        QVERIFY(std::abs(measured.failuresPerGpuYear - 1.0 / 3.0) < 1e-12);
        QCOMPARE(measured.fleet.spareReplicas, 1);
        QCOMPARE(measured.orderedGpus, 2);
        // TCO: 4,000 USD a GPU a year, nothing else: plain 4,000 / 12 = 333.333; measured 2 GPUs 666.667 plus the
        // replacements 1,433.692 = 2,100.358 a month. Capex 20,000 and 40,000.
        QVERIFY(std::abs(plain.monthlyCostUsd - 333.333333) < 1e-5);
        QVERIFY(std::abs(measured.replacementMonthlyUsd - 1433.691756) < 1e-5);
        QVERIFY(std::abs(measured.monthlyCostUsd - 2100.358423) < 1e-5);
        QCOMPARE(plain.capexUsd, 20000.0);
        QCOMPARE(measured.capexUsd, 40000.0);
        // Supply quality: applies to the measured option only, risk 0.444688.
        const LockInFactorInput &q = measured.lockInInputs[LockInFactor::SupplyQuality];
        QVERIFY(q.applicable);
        QVERIFY(std::abs(q.value - 0.444688234) < 1e-9);
        QVERIFY(!plain.lockInInputs[LockInFactor::SupplyQuality].applicable);
        QVERIFY(measured.lockIn.score > plain.lockIn.score);
    }

    void monteCarloDrawsFromThePosterior()
    {
        const ScenarioParseResult parsed = parseScenario(kChannelScenario);
        const DecisionRun run(parsed.scenario, m_catalog, m_calibration, m_lockIn);
        const auto &inputs = run.scenario().monteCarlo.inputs;
        QCOMPARE(inputs.size(), std::size_t(2));
        QCOMPARE(inputs[0].id, std::string("failures_per_gpu_year.measured"));
        QCOMPARE(inputs[0].distribution, InputDistribution::Beta);
        QCOMPARE(inputs[0].betaAlpha, 5.0);
        QCOMPARE(inputs[0].betaBeta, 175.0);
        QCOMPARE(inputs[0].scale, 12.0);
        QCOMPARE(inputs[1].id, std::string("intake_failure_share.measured"));
        QCOMPARE(inputs[1].betaAlpha, 4.5);
        QCOMPARE(inputs[1].betaBeta, 15.5);
        QVERIFY(inputs[1].low < 0.225 && 0.225 < inputs[1].high);
        // The draws' mean and variance are the posterior's: Beta(4.5, 15.5) has variance
        // αβ / ((α + β)² (α + β + 1)) = 69.75 / (400 × 21) = 0.0083036.
        std::mt19937_64 rng(7);
        double sum = 0, sumSq = 0;
        const int n = 40000;
        for (int k = 0; k < n; ++k) {
            const double x = sampleInput(inputs[1], rng);
            QVERIFY(x >= 0 && x <= 1);
            sum += x;
            sumSq += x * x;
        }
        const double mean = sum / n;
        QVERIFY2(std::abs(mean - 0.225) < 0.003, std::to_string(mean).c_str());
        QVERIFY(std::abs(sumSq / n - mean * mean - 0.0083036) < 0.0004);
        // A draw of the service rate moves the spares: at 0.1 per GPU-year the measured option needs none, and
        // its replacements cost 0.1 / 12 × 1 × 20,000 / 0.775 = 215.054 a month.
        const DecisionPlan low = run.plan(run.adjustmentsFor({0.1, 0.225}));
        QCOMPARE(low.options[1].fleet.spareReplicas, 0);
        QVERIFY(std::abs(low.options[1].replacementMonthlyUsd - 215.053763) < 1e-5);
        // The ranking's Monte Carlo ran on those inputs.
        const DecisionRanking ranking = run.rank();
        QCOMPARE(ranking.monteCarlo.samples, parsed.scenario.monteCarlo.samples);
    }

    void recordRoundTripsWithoutItsDraws()
    {
        const ScenarioParseResult parsed = parseScenario(kChannelScenario);
        const DecisionRun run(parsed.scenario, m_catalog, m_calibration, m_lockIn);
        const std::string json = scenarioToJson(run.scenario()); // holds the two Beta inputs
        const ScenarioParseResult again = parseScenario(json);
        for (const auto &d : again.diagnostics)
            qWarning("%s", d.englishText().c_str());
        QVERIFY(again.ok());
        QVERIFY(again.diagnostics.empty());
        QVERIFY(again.scenario.monteCarlo.inputs.empty()); // derived from the record, not written
        const ChannelRecord &c = *again.scenario.options[1].channelRecord;
        QCOMPARE(c.key, std::string("marketplace"));
        QCOMPARE(c.asOf, std::string("2026-12-01"));
        QCOMPARE(c.service.trials, 60.0);
        QCOMPARE(c.intake.prior.name, std::string("consumer intake"));
        QCOMPARE(scenarioToJson(again.scenario), scenarioToJson(parsed.scenario));
    }

    void badRecordsAreRefused_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("path");
        QTest::newRow("more failures than cards") << "\"failures\": 3, \"cards\": 10"
                                                  << "\"failures\": 11, \"cards\": 10"
                                                  << "/options/1/channel_record/intake/failures";
        QTest::newRow("unknown scope") << "\"scope\": \"channel\""
                                       << "\"scope\": \"planet\""
                                       << "/options/1/channel_record/scope";
        QTest::newRow("no prior") << ", \"prior\": {\"alpha\": 3, \"beta\": 117, \"name\": \"consumer in service\"}"
                                  << ""
                                  << "/options/1/channel_record/service/prior";
        QTest::newRow("cloud option") << "\"mode\": \"used\", \"price_usd\": 20000,\n   \"channel_record\""
                                      << "\"mode\": \"cloud_on_demand\", \"price_usd\": 2,\n   \"channel_record\""
                                      << "/options/1/channel_record";
    }

    void badRecordsAreRefused()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, path);
        const std::string text = channelReplaced(kChannelScenario, from.toStdString(), to.toStdString());
        QVERIFY(text != kChannelScenario);
        const ScenarioParseResult r = parseScenario(text);
        QVERIFY(!r.ok());
        bool found = false;
        for (const Diagnostic &d : r.diagnostics)
            found = found || (d.severity == Severity::Error && d.path == path.toStdString());
        QVERIFY2(found, qPrintable(path));
    }
};

QTEST_GUILESS_MAIN(TestChannelRecord)
#include "tst_channelrecord.moc"
