// Scenario files (read, write, upgrade, diagnostics) and the DecisionRun on the shipped demo scenario.
#include "core/calibration.h"
#include "core/catalogjson.h"
#include "core/decision/catalogprice.h"
#include "core/decision/decisionrun.h"
#include "core/decision/scenario.h"
#include "core/decision/scenariolockindefaults.h"
#include "core/measurement.h"

#include <QTest>

#include <cmath>
#include <fstream>
#include <numeric>
#include <sstream>

using namespace GpuPlan;

namespace {
std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}
const std::string kData = std::string(GPUPLAN_SOURCE_DIR) + "/data/";

// A minimal valid v2 scenario with one line per field, so that line numbers are easy to state.
const char *kMinimal = R"({
"schema": "gpuplan-scenario",
"schema_version": 2,
"workload": {
"model": "llama-3-8b",
"prompt_tokens": {"mean": 1000},
"output_tokens": {"mean": 200, "scv": 0.5},
"peak_requests_per_s": 4,
"average_requests_per_s": 2,
"slo": {"ttft_seconds": 2, "ttft_percentile": 0.95, "tpot_seconds": 0.05}
},
"options": [
{"id": "a", "sku": "nvidia-l40s-48gb", "mode": "cloud_on_demand"}
],
"criteria": {"items": [{"id": "monthly_cost_usd", "weight": 1}]}
}
)";

std::string replaced(std::string text, const std::string &from, const std::string &to)
{
    const auto pos = text.find(from);
    if (pos != std::string::npos)
        text.replace(pos, from.size(), to);
    return text;
}
} // namespace

class TestScenario : public QObject
{
    Q_OBJECT

    Catalog m_catalog;
    Calibration m_calibration;
    LockInDefaults m_lockIn;
    Scenario m_demo;

private Q_SLOTS:
    void initTestCase()
    {
        const CatalogParseResult catalog = parseCatalog(readFile(kData + "catalog.json"));
        QVERIFY(catalog.ok());
        m_catalog = catalog.catalog;
        std::vector<Measurement> rows
            = loadLlamaBenchCsv(readFile(kData + "calibration/llamacpp_tps.csv"), m_catalog, "llamacpp_tps.csv").rows;
        const auto serving
            = loadTrtllmBenchCsv(readFile(kData + "calibration/trtllm_h100.csv"), m_catalog, "trtllm_h100.csv").rows;
        rows.insert(rows.end(), serving.begin(), serving.end());
        m_calibration = Calibration::fit(rows, m_catalog);
        const LockInDefaultsParseResult lockIn = parseLockInDefaults(readFile(kData + "lockin_defaults.json"));
        QVERIFY(lockIn.ok());
        m_lockIn = lockIn.defaults;
        const ScenarioParseResult demo = parseScenario(readFile(kData + "scenarios/demo.json"));
        for (const auto &d : demo.diagnostics)
            qWarning("%s", d.englishText().c_str());
        QVERIFY(demo.ok());
        QVERIFY(demo.diagnostics.empty()); // no unknown fields either
        m_demo = demo.scenario;
    }

    void lockInDefaultsCarryTheirSources()
    {
        for (const char *vendor : {"NVIDIA", "AMD", "Intel"}) {
            const VendorLockInDefaults *d = m_lockIn.find(vendor);
            QVERIFY2(d, vendor);
            for (const Assumption *a :
                 {&d->frameworkSupport, &d->kernelCoverage, &d->supportWindowYears, &d->leadTimeWeeks})
                QVERIFY(!a->provenance.source.empty());
        }
        // The support window of AMD is derived from ROCm's gfx906 notice: Nov 2018 to Q2 2024.
        QCOMPARE(m_lockIn.find("AMD")->supportWindowYears.value, 5.5);
    }

    void roundTrip()
    {
        const std::string once = scenarioToJson(m_demo);
        const ScenarioParseResult again = parseScenario(once);
        QVERIFY(again.ok());
        QVERIFY(again.diagnostics.empty());
        QCOMPARE(scenarioToJson(again.scenario), once);
        const Scenario &s = again.scenario;
        QCOMPARE(s.options.size(), std::size_t(6));
        QCOMPARE(s.workload.promptTokens.stddev.value_or(0), 1200.0); // kept as written, not as an SCV
        QVERIFY(!s.workload.promptTokens.scv);
        QCOMPARE(s.options[5].priceUsd.value_or(0), 1300.0);
        QCOMPARE(s.options[5].maxGpus.value_or(0), 64);
        QCOMPARE(s.options[0].exitCost->probability, 0.3);
        QCOMPARE(s.criteria.ahpMatrix.size(), std::size_t(6));
        QCOMPARE(s.monteCarlo.inputs.size(), std::size_t(6));
        QCOMPARE(s.monteCarlo.inputs[3].distribution, InputDistribution::Triangular);
        QCOMPARE(s.lockIn.existingSpendUsd.at("NVIDIA"), 2e6);
        QCOMPARE(s.sources.size(), m_demo.sources.size());
    }

    void versionOneOpens()
    {
        const char *v1 = R"({"schema": "gpuplan-scenario", "schema_version": 1,
 "workload": {"model": "llama-3-8b", "context_tokens": 1024, "output_tokens": 128,
  "peak_requests_per_s": 3, "average_requests_per_s": 1,
  "slo": {"ttft_seconds": 1.5, "ttft_percentile": 0.9, "tpot_seconds": 0.04}},
 "options": [{"id": "l4", "sku": "nvidia-l4-24gb", "mode": "cloud_on_demand"}],
 "criteria": {"monthly_cost_usd": 2, "ttft_seconds": 1}})";
        const ScenarioParseResult r = parseScenario(v1);
        for (const auto &d : r.diagnostics)
            qWarning("%s", d.englishText().c_str());
        QVERIFY(r.ok());
        QVERIFY(r.upgraded);
        QCOMPARE(r.scenario.schemaVersion, 1);
        QCOMPARE(r.scenario.workload.promptTokens.mean, 1024.0);
        QCOMPARE(r.scenario.workload.outputTokens.mean, 128.0);
        QCOMPARE(r.scenario.workload.outputTokens.effectiveScv(), 0.0);
        QCOMPARE(r.scenario.criteria.method, RankingMethod::WeightedSum);
        QCOMPARE(r.scenario.criteria.items.size(), std::size_t(2));
        QCOMPARE(r.scenario.criteria.items[0].id, std::string("monthly_cost_usd"));
        QCOMPARE(r.scenario.criteria.items[0].weight, 2.0);
        // Saved again, it is a v2 file.
        QVERIFY(scenarioToJson(r.scenario).find("\"schema_version\": 2") != std::string::npos);
    }

    void diagnostics_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("refused");
        QTest::newRow("percentile out of range") << "\"ttft_percentile\": 0.95"
                                                 << "\"ttft_percentile\": 1.5"
                                                 << "field.range" << 10 << "/workload/slo/ttft_percentile" << true;
        QTest::newRow("unknown mode") << "\"cloud_on_demand\""
                                      << "\"lease\""
                                      << "field.enum" << 13 << "/options/0/mode" << true;
        QTest::newRow("missing model") << "\"model\": \"llama-3-8b\","
                                       << ""
                                       << "field.missing" << 4 << "/workload/model" << true;
        QTest::newRow("average above peak") << "\"average_requests_per_s\": 2"
                                            << "\"average_requests_per_s\": 9"
                                            << "field.range" << 9 << "/workload/average_requests_per_s" << true;
        QTest::newRow("unknown criterion") << "\"monthly_cost_usd\""
                                           << "\"beauty\""
                                           << "field.enum" << 15 << "/criteria/items/0/id" << true;
        QTest::newRow("unknown field warns") << "\"mode\": \"cloud_on_demand\""
                                             << "\"mode\": \"cloud_on_demand\", \"colour\": 1"
                                             << "field.unknown" << 13 << "/options/0/colour" << false;
        QTest::newRow("newer schema") << "\"schema_version\": 2"
                                      << "\"schema_version\": 9"
                                      << "field.range" << 3 << "/schema_version" << true;
        QTest::newRow("not a scenario") << "gpuplan-scenario"
                                        << "gpuplan-catalog"
                                        << "field.enum" << 2 << "/schema" << true;
        QTest::newRow("syntax") << "\"options\": ["
                                << "\"options\": [["
                                << "json.syntax" << 15 << "" << true;
    }

    void diagnostics()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, code);
        QFETCH(int, line);
        QFETCH(QString, path);
        QFETCH(bool, refused);
        const std::string text = replaced(kMinimal, from.toStdString(), to.toStdString());
        QVERIFY(text != kMinimal);
        QVERIFY(parseScenario(kMinimal).ok());
        const ScenarioParseResult r = parseScenario(text);
        QCOMPARE(!r.ok(), refused);
        QVERIFY(!r.diagnostics.empty());
        const Diagnostic &d = r.diagnostics.front();
        QCOMPARE(QString::fromStdString(d.code), code);
        QCOMPARE(d.line, line);
        if (!path.isEmpty())
            QCOMPARE(QString::fromStdString(d.path), path);
    }

    void unknownSkuIsReportedWithItsLine()
    {
        const std::string text = replaced(kMinimal, "nvidia-l40s-48gb", "nvidia-voodoo-5");
        const ScenarioParseResult r = parseScenario(text);
        QVERIFY(r.ok()); // the file is well formed; the catalog does not know the SKU
        const DecisionRun run(r.scenario, m_catalog, m_calibration, m_lockIn);
        QVERIFY(!run.ok());
        QCOMPARE(run.diagnostics().front().path, std::string("/options/0/sku"));
        QCOMPARE(r.lineOf(run.diagnostics().front().path), 13);
        // A code of its own whose parameters say which option and which SKU: no one parses the path.
        const Diagnostic &d = run.diagnostics().front();
        QCOMPARE(d.code, std::string("decision.option_unknown_sku"));
        QCOMPARE(d.params, (std::vector<std::string>{"0", "nvidia-voodoo-5"}));
        QCOMPARE(diagnosticOption(d), std::optional<std::size_t>(0));
        QCOMPARE(d.englishText(),
                 std::string("/options/0/sku: the SKU \"nvidia-voodoo-5\" is not in the workspace "
                             "catalog"));
        QCOMPARE(diagnosticOption(Diagnostic{"field.enum", Severity::Error, 0, 0, "/options/3/sku", {"3"}}),
                 std::optional<std::size_t>());
    }

    void anOptionWithoutACatalogPriceSaysSo()
    {
        ScenarioParseResult r = parseScenario(kMinimal);
        QVERIFY(r.ok());
        Catalog catalog = m_catalog;
        const std::string sku = r.scenario.options.front().sku;
        std::erase_if(catalog.prices, [&sku](const PricePoint &p) { return p.skuId == sku && !p.isCloud(); });
        r.scenario.options.front().mode = PurchaseMode::New;
        r.scenario.options.front().priceUsd.reset();
        r.scenario.options.front().priceId.clear();
        const DecisionRun run(r.scenario, catalog, m_calibration, m_lockIn);
        QVERIFY(!run.ok());
        const Diagnostic &d = run.diagnostics().front();
        QCOMPARE(d.code, std::string("decision.option_no_price"));
        QCOMPARE(d.params, (std::vector<std::string>{"0", sku, "new"}));
        QCOMPARE(d.path, std::string("/options/0/price_usd"));
    }

    void lowestCatalogPriceByKind()
    {
        Catalog c;
        const auto price
            = [&c](PriceKind kind, double amount, PriceUnit unit = PriceUnit::PerGpu, std::string currency = "USD") {
                  PricePoint p;
                  p.id = "p" + std::to_string(c.prices.size());
                  p.skuId = "gpu";
                  p.kind = kind;
                  p.amount = amount;
                  p.unit = unit;
                  p.currency = currency;
                  c.prices.push_back(p);
              };
        price(PriceKind::Msrp, 8000);
        price(PriceKind::Street, 9000);
        price(PriceKind::Street, 8500);
        price(PriceKind::Street, 100, PriceUnit::PerGpu, "EUR");
        price(PriceKind::Used, 5000);
        price(PriceKind::CloudOnDemand, 2.5, PriceUnit::PerGpuHour);
        price(PriceKind::CloudOnDemand, 2.0, PriceUnit::PerGpuHour);
        price(PriceKind::CloudSpot, 1.0); // per GPU: not a usable cloud rate
        const auto lowest = [&c](PurchaseMode mode) {
            const std::optional<PricePoint> p = lowestCatalogPrice(c, "gpu", mode);
            return p ? p->amount : -1.0;
        };
        QCOMPARE(lowest(PurchaseMode::New), 8500.0); // a street price before a cheaper MSRP; no EUR
        QCOMPARE(lowest(PurchaseMode::Used), 5000.0);
        QCOMPARE(lowest(PurchaseMode::Refurbished), -1.0);
        QCOMPARE(lowest(PurchaseMode::CloudOnDemand), 2.0);
        QCOMPARE(lowest(PurchaseMode::CloudSpot), -1.0);
        QVERIFY(!isUsablePrice(c.prices[3], PurchaseMode::New));
        QVERIFY(isUsablePrice(c.prices[5], PurchaseMode::CloudReserved)); // the kind is the caller's choice
        QVERIFY(!isUsablePrice(c.prices[5], PurchaseMode::New));
        c.prices.erase(c.prices.begin() + 1, c.prices.begin() + 3);
        QCOMPARE(lowest(PurchaseMode::New), 8000.0); // no street price left: the MSRP
    }

    void demoPlansConsistently()
    {
        const DecisionRun run(m_demo, m_catalog, m_calibration, m_lockIn);
        for (const auto &d : run.diagnostics())
            qWarning("%s", d.englishText().c_str());
        QVERIFY(run.ok());
        const DecisionPlan plan = run.plan();
        QCOMPARE(plan.options.size(), std::size_t(6));
        int feasible = 0;
        for (const OptionResult &o : plan.options) {
            QVERIFY2(o.replica.fits, o.id.c_str());
            if (!o.fleet.feasible)
                continue;
            ++feasible;
            const FleetSize &f = o.fleet;
            const double bound = m_demo.workload.peakRequestsPerSecond
                / (m_demo.workload.maxUtilisation * o.replica.requestsPerSecond);
            QVERIFY2(f.servingReplicas >= int(std::ceil(bound - 1e-9)), o.id.c_str());
            QVERIFY(f.servingReplicas >= f.throughputBoundReplicas && f.servingReplicas >= f.queueBoundReplicas);
            QCOMPARE(f.totalReplicas, f.servingReplicas + f.spareReplicas);
            QVERIFY(f.ttftPercentileSeconds <= m_demo.workload.slo.ttftSeconds + 1e-9);
            QVERIFY(o.replica.timePerOutputTokenSeconds <= m_demo.workload.slo.tpotSeconds);
            QVERIFY(o.monthlyCostUsd > 0 && o.usdPerMillionTokens > 0);
            QVERIFY(o.lockIn.valid && o.lockIn.score >= 0 && o.lockIn.score <= 100);
            if (o.cloud) {
                QCOMPARE(o.capexUsd, 0.0);
            } else {
                QCOMPARE(o.capexUsd, o.orderedGpus * o.priceUsd * (1 + m_demo.costs.serverUpliftFraction));
            }
        }
        QVERIFY(feasible >= 4);
        // A cloud option has no support-window factor; an owned one has.
        QVERIFY(!plan.options[3].lockInInputs[LockInFactor::SupportWindow].applicable);
        QVERIFY(plan.options[0].lockInInputs[LockInFactor::SupportWindow].applicable);
    }

    void cloudOptionsHaveNoSpares()
    {
        const DecisionRun run(m_demo, m_catalog, m_calibration, m_lockIn);
        const DecisionPlan plan = run.plan();
        const OptionResult &owned = plan.options[0]; // H100 owned, 2 GPUs per replica
        const OptionResult &cloud = plan.options[3]; // the same H100 replica, cloud on demand
        QVERIFY(!owned.cloud && cloud.cloud);
        QVERIFY(owned.fleet.feasible && cloud.fleet.feasible);
        // Same replica, same demand: the same serving fleet.
        QCOMPARE(cloud.fleet.servingReplicas, owned.fleet.servingReplicas);
        // Owned: a replica of 2 GPUs is down 2 · 0.1 · 3 / 365.25 of the time; with N serving replicas
        // at 99.9 %, k is the smallest with P(Poisson((N + k) · that) > k) < 0.001. For the demo's N
        // (a handful of replicas) the mean is about 0.01 to 0.03: P(X > 0) ≈ 1 − e^−m > 0.001 and
        // P(X > 1) ≈ m²/2 < 0.001, so exactly one spare.
        const double down = 2 * 0.1 * 3 / 365.25;
        const int n = owned.fleet.servingReplicas;
        QVERIFY2(n >= 2 && n <= 20, QByteArray::number(n).constData());
        QCOMPARE(owned.fleet.spareReplicas, 1);
        QVERIFY(std::abs(owned.fleet.meanReplicasDown - (n + 1) * down) < 1e-12);
        QCOMPARE(owned.fleet.totalGpus, 2 * (n + 1));
        QCOMPARE(owned.orderedGpus, 2 * (n + 1));
        // Cloud: no spares, and the rent is paid on exactly the GPUs the plan shows.
        QVERIFY(cloud.fleet.sparePolicy == SparePolicy::ProviderReplaces);
        QCOMPARE(cloud.fleet.spareReplicas, 0);
        QCOMPARE(cloud.fleet.totalReplicas, n);
        QCOMPARE(cloud.fleet.totalGpus, 2 * n);
        QCOMPARE(cloud.orderedGpus, 2 * n);
        QVERIFY(std::abs(*cloud.fleet.rentedMonthlyUsd - 2 * n * cloud.priceUsd * kHoursPerYear / 12.0)
                < 1e-6 * *cloud.fleet.rentedMonthlyUsd);
    }

    void peakAdjustmentResizes()
    {
        const DecisionRun run(m_demo, m_catalog, m_calibration, m_lockIn);
        const DecisionPlan base = run.plan();
        DecisionAdjustments a;
        a.peakRequestsPerSecond = 48.0; // 4 × the demo's 12 req/s
        const DecisionPlan quad = run.plan(a);
        a.peakRequestsPerSecond = 2.0; // below the demo's average of 5 req/s
        const DecisionPlan low = run.plan(a);
        for (std::size_t i = 0; i < base.options.size(); ++i) {
            const OptionResult &o = quad.options[i];
            if (!o.fleet.feasible)
                continue;
            // Throughput bound ceil(peak / (0.8 · replica req/s)) at the adjusted peak.
            const double rps = o.replica.requestsPerSecond;
            QCOMPARE(o.fleet.throughputBoundReplicas, int(std::ceil(48.0 / (0.8 * rps) - 1e-9)));
            QCOMPARE(base.options[i].fleet.throughputBoundReplicas,
                     std::max(1, int(std::ceil(12.0 / (0.8 * rps) - 1e-9))));
            QVERIFY(o.fleet.servingReplicas >= base.options[i].fleet.servingReplicas);
            // The cost is taken at the scenario's average (5 req/s) while it stays below the peak...
            QCOMPARE(o.fleet.averageOutputTokensPerSecond, 5.0 * o.replica.outputTokensPerRequest);
            // ...and at the peak when the peak is lower.
            const OptionResult &l = low.options[i];
            if (l.fleet.feasible)
                QCOMPARE(l.fleet.averageOutputTokensPerSecond, 2.0 * l.replica.outputTokensPerRequest);
        }
        // The scenario's own peak is the default.
        a.peakRequestsPerSecond = 12.0;
        const DecisionPlan same = run.plan(a);
        for (std::size_t i = 0; i < base.options.size(); ++i)
            QCOMPARE(same.options[i].fleet.totalGpus, base.options[i].fleet.totalGpus);
    }

    void demoRanks()
    {
        const DecisionRun run(m_demo, m_catalog, m_calibration, m_lockIn);
        int calls = 0;
        const DecisionRanking r = run.rank([&calls](int done, int total) {
            ++calls;
            return done <= total;
        });
        QVERIFY(!r.cancelled);
        QVERIFY(calls >= 100);
        QVERIFY(r.top >= 0);
        QCOMPARE(r.top, topOption(r.ranking.weightedSum)); // the demo ranks by weighted sum
        QVERIFY(r.ranking.pareto[std::size_t(r.top)]);
        QCOMPARE(r.monteCarlo.samples, m_demo.monteCarlo.samples);
        const double sum
            = std::accumulate(r.monteCarlo.probabilityFirst.begin(), r.monteCarlo.probabilityFirst.end(), 0.0);
        QVERIFY(std::abs(sum - 1.0) < 1e-9);
        for (std::size_t i = 0; i < r.problem.options.size(); ++i) {
            if (!r.ranking.passed[i])
                QCOMPARE(r.monteCarlo.probabilityFirst[i], 0.0);
        }
        QCOMPARE(r.tornado.bars.size(), m_demo.monteCarlo.inputs.size());
        QCOMPARE(r.tornado.baseTop, r.top);
        QVERIFY(r.ahp && r.ahp->valid && r.ahp->consistencyRatio && *r.ahp->consistencyRatio < 0.1);
        QCOMPARE(r.criticalWeights.size(), m_demo.criteria.items.size());
    }

    void monteCarloCancels()
    {
        const DecisionRun run(m_demo, m_catalog, m_calibration, m_lockIn);
        const DecisionRanking r = run.rank([](int done, int) { return done < 500; });
        QVERIFY(r.cancelled);
        QCOMPARE(r.monteCarlo.samples, 0);
        QVERIFY(r.top >= 0); // the deterministic part is still there
    }

    void simulationChecksTheAnalyticSize()
    {
        const DecisionRun run(m_demo, m_catalog, m_calibration, m_lockIn);
        const DecisionPlan plan = run.plan();
        for (const OptionResult &o : plan.options) {
            const auto check = run.simulate(o);
            QCOMPARE(check.has_value(), o.fleet.feasible);
            if (!check)
                continue;
            QVERIFY(check->simulation.valid);
            // At the chosen size the simulated p95 wait also stays within the TTFT budget.
            QVERIFY2(check->simulation.percentileWaitSeconds <= o.fleet.waitBudgetSeconds * 1.25 + 0.01, o.id.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestScenario)
#include "tst_scenario.moc"
