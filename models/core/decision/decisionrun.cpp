#include "decisionrun.h"

#include "core/calibration.h"
#include "core/catalog.h"
#include "core/decision/catalogprice.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace GpuPlan {

namespace {

constexpr double kHoursPerMonth = kHoursPerYear / 12.0;

Diagnostic error(std::string code, std::string path, std::vector<std::string> params = {})
{
    return Diagnostic{std::move(code), Severity::Error, 0, 0, std::move(path), std::move(params)};
}

// A slot's holding time is its prefill then its output tokens: the SCV of that sum of independent parts.
double serviceScv(const ReplicaCapacity &r, const ScenarioWorkload &w)
{
    const double prefill = r.prefillSeconds;
    const double decode = r.outputTokensPerRequest * r.timePerOutputTokenSeconds;
    const double total = prefill + decode;
    if (!(total > 0))
        return 1.0;
    const double sp = prefill / total;
    const double so = decode / total;
    return sp * sp * w.promptTokens.effectiveScv() + so * so * w.outputTokens.effectiveScv();
}

double finiteOr(double v, double fallback) { return std::isfinite(v) ? v : fallback; }

} // namespace

DecisionRun::DecisionRun(const Scenario &scenario, const Catalog &catalog, const Calibration &calibration,
                         const LockInDefaults &lockInDefaults)
    : m_scenario(scenario)
    , m_lockInDefaults(lockInDefaults)
{
    const ScenarioWorkload &w = m_scenario.workload;
    const ModelArch *model = catalog.findModel(w.model);
    if (!model)
        m_diagnostics.push_back(error("field.enum", "/workload/model", {w.model, "a model id of the catalog"}));
    m_resolved.resize(m_scenario.options.size());
    for (std::size_t i = 0; i < m_scenario.options.size(); ++i) {
        const ScenarioOption &o = m_scenario.options[i];
        Resolved &r = m_resolved[i];
        const std::string path = "/options/" + std::to_string(i);
        const std::string index = std::to_string(i);
        const GpuSku *sku = catalog.findSku(o.sku);
        if (!sku) {
            m_diagnostics.push_back(error("decision.option_unknown_sku", path + "/sku", {index, o.sku}));
            continue;
        }
        r.sku = *sku;
        if (o.priceUsd) {
            r.priceUsd = *o.priceUsd;
        } else if (!o.priceId.empty()) {
            for (const PricePoint *p : catalog.pricesOf(o.sku)) {
                if (p->id == o.priceId && isUsablePrice(*p, o.mode))
                    r.price = *p;
            }
            if (!r.price) {
                m_diagnostics.push_back(
                    error("decision.option_unknown_price", path + "/price_id", {index, o.priceId, o.sku}));
                continue;
            }
        } else {
            r.price = lowestCatalogPrice(catalog, o.sku, o.mode);
            if (!r.price) {
                m_diagnostics.push_back(error("decision.option_no_price", path + "/price_usd",
                                              {index, o.sku, std::string(purchaseModeKey(o.mode))}));
                continue;
            }
        }
        if (r.price)
            r.priceUsd = r.price->amount;
        if (!model)
            continue;
        const Workload work = replicaWorkload(w, o.gpusPerReplica.value_or(w.gpusPerReplica));
        const CalibrationEntry entry = calibration.entry(*sku, w.engine, w.weights);
        r.uncertainty = entry.uncertainty(MeasurementKind::Throughput);
        r.extrapolated = entry.extrapolated;
        r.replica = replicaCapacityAtSlo(*sku, *model, work, entry.params, w.slo.tpotSeconds);
        r.replica.serviceScv = serviceScv(r.replica, w);
        if (o.channelRecord && !isCloudMode(o.mode)) {
            r.failuresPerGpuYear = o.channelRecord->failuresPerGpuYear();
            r.intakeShare = o.channelRecord->intakeRate().value;
        }
        r.ok = true;
    }
    addChannelInputs();
    const ScenarioCriteria &criteria = m_scenario.criteria;
    if (!criteria.ahpMatrix.empty()) {
        std::vector<std::string> names;
        for (const ScenarioCriterion &c : criteria.items)
            names.push_back(c.id);
        m_ahp = ahpWeights(criteria.ahpMatrix, criteria.randomIndex, names);
        for (const auto &d : m_ahp->diagnostics) {
            Diagnostic copy = d;
            copy.path = "/criteria/ahp/matrix";
            if (d.severity == Severity::Error)
                m_diagnostics.push_back(copy);
        }
    }
}

Workload replicaWorkload(const ScenarioWorkload &w, int gpusPerReplica)
{
    Workload work;
    work.weights = w.weights;
    work.kv = w.kv;
    work.engine = defaultEngineConfig(w.engine);
    work.contextTokens = std::max<std::int64_t>(1, std::llround(w.promptTokens.mean));
    work.outputTokens = std::max<std::int64_t>(1, std::llround(w.outputTokens.mean));
    work.gpus = gpusPerReplica;
    return work;
}

std::optional<std::size_t> diagnosticOption(const Diagnostic &d)
{
    std::size_t index = 0;
    if (d.code.rfind("decision.option_", 0) != 0 || d.params.empty())
        return std::nullopt;
    const std::string &p = d.params.front();
    const auto [end, ec] = std::from_chars(p.data(), p.data() + p.size(), index);
    return ec == std::errc() && end == p.data() + p.size() ? std::optional<std::size_t>(index) : std::nullopt;
}

bool DecisionRun::ok() const { return m_diagnostics.empty(); }

OptionResult DecisionRun::sizeOption(std::size_t i, const DecisionAdjustments &a) const
{
    const ScenarioOption &o = m_scenario.options[i];
    const Resolved &r = m_resolved[i];
    OptionResult res;
    res.id = o.id;
    res.label = o.label.empty() ? o.id : o.label;
    res.skuId = o.sku;
    res.skuName = r.sku.name;
    res.vendor = std::string(vendorKey(r.sku.vendor));
    res.mode = o.mode;
    res.cloud = isCloudMode(o.mode);
    res.price = r.price;
    const double optionPrice = i < a.optionPriceFactor.size() ? a.optionPriceFactor[i] : 1.0;
    res.priceUsd = r.priceUsd * a.priceFactor * optionPrice;
    res.replica = r.replica;
    const double optionThroughput = i < a.optionThroughputFactor.size() ? a.optionThroughputFactor[i] : 1.0;
    res.replica.requestsPerSecond *= a.throughputFactor * optionThroughput;
    res.estimateUncertainty = r.uncertainty;
    res.estimateExtrapolated = r.extrapolated;

    const ScenarioWorkload &w = m_scenario.workload;
    FleetDemand demand;
    demand.peakRequestsPerSecond = a.peakRequestsPerSecond.value_or(w.peakRequestsPerSecond);
    demand.averageRequestsPerSecond
        = std::min(a.averageRequestsPerSecond.value_or(w.averageRequestsPerSecond), demand.peakRequestsPerSecond);
    demand.arrivalScv = w.arrivalScv;
    demand.ttftTargetSeconds = w.slo.ttftSeconds;
    demand.ttftPercentile = w.slo.ttftPercentile;
    demand.maxUtilisation = std::clamp(a.maxUtilisation.value_or(w.maxUtilisation), 0.01, 1.0);
    OwnershipInputs own = m_scenario.costs;
    own.electricityUsdPerKwh = a.electricityUsdPerKwh.value_or(own.electricityUsdPerKwh);
    own.serviceLifeYears = std::max(0.5, a.serviceLifeYears.value_or(own.serviceLifeYears));
    own.gpuPowerWatts = r.sku.tdpWatts.value_or(0.0);
    std::optional<RentalInputs> rent;
    if (res.cloud) {
        rent = RentalInputs{res.priceUsd, priceKindsOf(o.mode).front(), m_scenario.spotInterruptionOverhead};
        own.gpuPriceUsd = 0;
    } else {
        own.gpuPriceUsd = res.priceUsd;
    }
    // A measured source's failure rate replaces the default; the Monte Carlo may draw either.
    ReliabilityInputs reliability = m_scenario.reliability;
    reliability.failuresPerGpuYear
        = r.failuresPerGpuYear.value_or(a.failuresPerGpuYear.value_or(reliability.failuresPerGpuYear));
    if (i < a.optionFailuresPerGpuYear.size() && a.optionFailuresPerGpuYear[i])
        reliability.failuresPerGpuYear = *a.optionFailuresPerGpuYear[i];
    res.failuresPerGpuYear = reliability.failuresPerGpuYear;
    if (r.intakeShare) {
        res.channel = o.channelRecord;
        res.intakeFailureShare = i < a.optionIntakeFailureShare.size() && a.optionIntakeFailureShare[i]
            ? *a.optionIntakeFailureShare[i]
            : *r.intakeShare;
    }
    // A cloud fleet has no spares of its own: the provider replaces a failed instance.
    res.fleet = sizeFleet(res.replica, demand, reliability, m_scenario.facility, own, rent,
                          res.cloud ? SparePolicy::ProviderReplaces : SparePolicy::NPlusK);
    res.gates.fits = res.replica.fits;
    res.gates.meetsSlo = res.replica.fits && res.fleet.feasible;
    if (!res.fleet.feasible)
        return res;

    const FleetSize &f = res.fleet;
    res.orderedGpus = std::max(f.totalGpus, o.minGpus.value_or(0));
    const double tokensPerMonth = f.averageOutputTokensPerSecond * kHoursPerMonth * 3600.0;
    if (res.cloud) {
        res.monthlyCostUsd = f.rentedMonthlyUsd.value_or(0.0);
        res.orderedGpus = f.servingGpus;
    } else {
        res.capexUsd = res.orderedGpus * own.gpuPriceUsd * (1.0 + own.serverUpliftFraction);
        res.monthlyCostUsd = ownedMonthlyUsd(own, f.servingGpus, f.averageUtilisation, res.orderedGpus - f.servingGpus);
        if (res.intakeFailureShare) {
            res.replacementMonthlyUsd = replacementMonthlyUsd(res.failuresPerGpuYear, res.orderedGpus, own.gpuPriceUsd,
                                                              *res.intakeFailureShare);
            res.monthlyCostUsd += res.replacementMonthlyUsd;
        }
    }
    res.usdPerMillionTokens
        = tokensPerMonth > 0 ? res.monthlyCostUsd / tokensPerMonth * 1e6 : std::numeric_limits<double>::infinity();
    bool budgetOk = !o.maxGpus || res.orderedGpus <= *o.maxGpus;
    if (m_scenario.budget.capexUsd && !res.cloud)
        budgetOk = budgetOk && res.capexUsd <= *m_scenario.budget.capexUsd;
    res.gates.withinBudget = budgetOk; // the monthly budget is checked after the exit cost is added
    return res;
}

DecisionPlan DecisionRun::plan(const DecisionAdjustments &a) const
{
    DecisionPlan p;
    p.options.reserve(m_scenario.options.size());
    for (std::size_t i = 0; i < m_scenario.options.size(); ++i) {
        if (!m_resolved[i].ok) {
            OptionResult res;
            res.id = m_scenario.options[i].id;
            res.label = res.id;
            res.gates = OptionGates{false, false, false};
            p.options.push_back(res);
            continue;
        }
        p.options.push_back(sizeOption(i, a));
    }
    scoreLockIn(p.options, a);
    const double lifeMonths = 12.0 * std::max(0.5, a.serviceLifeYears.value_or(m_scenario.costs.serviceLifeYears));
    for (auto &o : p.options) {
        if (!o.gates.meetsSlo)
            continue;
        o.exitCostMonthlyUsd = o.lockIn.exitCostUsd.value_or(0.0) / lifeMonths;
        const double tokenCost = o.monthlyCostUsd > 0 ? o.usdPerMillionTokens / o.monthlyCostUsd : 0.0;
        o.monthlyCostUsd += o.exitCostMonthlyUsd;
        o.usdPerMillionTokens = o.monthlyCostUsd * tokenCost;
        if (m_scenario.budget.monthlyUsd && o.monthlyCostUsd > *m_scenario.budget.monthlyUsd)
            o.gates.withinBudget = false;
    }

    DecisionProblem &problem = p.problem;
    const auto &items = m_scenario.criteria.items;
    for (const auto &o : p.options)
        problem.options.push_back(o.id);
    for (const auto &c : items) {
        const CriterionInfo *info = findCriterionInfo(c.id);
        problem.criteria.push_back(Criterion{c.id, info ? info->sense : CriterionSense::Cost, c.weight});
    }
    // AHP: the weights are the principal eigenvector of the pairwise matrix.
    if (m_scenario.criteria.method == RankingMethod::Ahp && m_ahp && m_ahp->valid) {
        for (std::size_t j = 0; j < problem.criteria.size() && j < m_ahp->weights.size(); ++j)
            problem.criteria[j].weight = m_ahp->weights[j];
    }
    problem.values = Eigen::MatrixXd::Zero(Eigen::Index(p.options.size()), Eigen::Index(items.size()));
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        const OptionResult &o = p.options[i];
        problem.gates.push_back(o.gates);
        if (!o.gates.passed())
            continue; // gated-out rows are never normalised; 0 keeps the matrix finite
        for (std::size_t j = 0; j < items.size(); ++j) {
            const std::string &id = items[j].id;
            double v = 0.0;
            if (id == "monthly_cost_usd")
                v = o.monthlyCostUsd;
            else if (id == "usd_per_million_tokens")
                v = o.usdPerMillionTokens;
            else if (id == "capex_usd")
                v = o.capexUsd;
            else if (id == "lockin_score")
                v = o.lockIn.score;
            else if (id == "facility_power_kw")
                v = o.cloud ? 0.0 : o.fleet.facilityPowerKw; // the provider's facility, not ours
            else if (id == "ttft_seconds")
                v = o.fleet.ttftPercentileSeconds;
            else if (id == "estimate_uncertainty")
                v = o.estimateUncertainty;
            else if (id == "lead_time_weeks")
                v = o.leadTimeWeeks;
            problem.values(Eigen::Index(i), Eigen::Index(j)) = finiteOr(v, 1e300);
        }
    }
    return p;
}

} // namespace GpuPlan
