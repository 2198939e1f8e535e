// DecisionRun: lock-in, the uncertain inputs, ranking, sensitivity, Monte Carlo and the queue check.
#include "decisionrun.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace GpuPlan {

void DecisionRun::scoreLockIn(std::vector<OptionResult> &options, const DecisionAdjustments &a) const
{
    const ScenarioLockIn &settings = m_scenario.lockIn;
    const double life = std::max(0.5, a.serviceLifeYears.value_or(m_scenario.costs.serviceLifeYears));
    for (std::size_t i = 0; i < options.size(); ++i) {
        if (!m_resolved[i].ok)
            continue;
        OptionResult &o = options[i];
        const ScenarioOption &so = m_scenario.options[i];
        const VendorLockInDefaults *d = m_lockInDefaults.find(o.vendor);
        LockInInputs in;
        in.plannedLifeYears = life;
        in.leadTimeReferenceWeeks = settings.leadTimeReferenceWeeks;
        in.lowBelow = settings.lowBelow;
        in.highFrom = settings.highFrom;
        for (int f = 0; f < LockInFactorCount; ++f) {
            const auto it = settings.weights.find(std::string(lockInFactorKey(LockInFactor(f))));
            in.factors[std::size_t(f)].weight = it == settings.weights.end() ? 1.0 : it->second;
        }
        const auto factor = [&in](LockInFactor f, std::optional<double> value) {
            in[f].applicable = value.has_value();
            in[f].value = value.value_or(0.0);
        };
        // Choosing NVIDIA deepens the CUDA-only share; another vendor's option does not add to it (its
        // porting cost belongs in the exit cost).
        factor(LockInFactor::CudaOnlyShare,
               settings.cudaOnlyShare ? std::optional(o.vendor == "NVIDIA" ? *settings.cudaOnlyShare : 0.0)
                                      : std::nullopt);
        const auto orDefault = [d](std::optional<double> v, const Assumption VendorLockInDefaults::*m) {
            return v ? v : (d ? std::optional((d->*m).value) : std::nullopt);
        };
        factor(LockInFactor::FrameworkSupport,
               orDefault(so.lockIn.frameworkSupport, &VendorLockInDefaults::frameworkSupport));
        factor(LockInFactor::KernelCoverage,
               orDefault(so.lockIn.kernelCoverage, &VendorLockInDefaults::kernelCoverage));
        // A cloud provider retires the hardware itself: the support window is not the buyer's risk.
        factor(LockInFactor::SupportWindow,
               o.cloud ? std::nullopt
                       : orDefault(so.lockIn.supportWindowYears, &VendorLockInDefaults::supportWindowYears));
        std::map<std::string, double> spend = settings.existingSpendUsd;
        if (o.gates.meetsSlo)
            spend[o.vendor] += o.monthlyCostUsd * 12.0 * life;
        std::vector<double> amounts;
        for (const auto &[vendor, usd] : spend)
            amounts.push_back(usd);
        factor(LockInFactor::SupplyConcentration, o.gates.meetsSlo ? std::optional(herfindahl(amounts)) : std::nullopt);
        int secondSources = 0;
        for (const auto &other : options) {
            if (other.vendor != o.vendor && !other.vendor.empty() && other.gates.fits && other.gates.meetsSlo)
                ++secondSources;
        }
        factor(LockInFactor::SecondSources, double(secondSources));
        const std::optional<double> lead = so.lockIn.leadTimeWeeks
            ? so.lockIn.leadTimeWeeks
            : (o.cloud ? std::optional(0.0) : orDefault(std::nullopt, &VendorLockInDefaults::leadTimeWeeks));
        factor(LockInFactor::LeadTime, lead);
        factor(LockInFactor::SupplyQuality,
               o.intakeFailureShare ? std::optional(supplyQualityRisk(*o.intakeFailureShare, o.failuresPerGpuYear))
                                    : std::nullopt);
        o.leadTimeWeeks = lead.value_or(0.0);
        o.lockInInputs = in;
        o.lockIn = lockInScore(in, so.exitCost);
    }
}

void DecisionRun::addChannelInputs()
{
    auto &inputs = m_scenario.monteCarlo.inputs;
    const auto add = [&inputs](const std::string &id, const FailureRate &rate, double scale) {
        for (const UncertainInput &in : inputs)
            if (in.id == id)
                return; // the scenario's own range for it wins
        UncertainInput in;
        in.id = id;
        in.distribution = InputDistribution::Beta;
        in.betaAlpha = rate.prior.alpha + rate.failures;
        in.betaBeta = rate.prior.beta + rate.trials - rate.failures;
        in.scale = scale;
        in.base = scale * rate.value;
        in.low = scale * rate.low;
        in.high = scale * rate.high;
        inputs.push_back(in);
    };
    for (std::size_t i = 0; i < m_scenario.options.size(); ++i) {
        const ScenarioOption &o = m_scenario.options[i];
        if (!m_resolved[i].intakeShare)
            continue;
        add("failures_per_gpu_year." + o.id, o.channelRecord->serviceRate(), 12.0);
        add("intake_failure_share." + o.id, o.channelRecord->intakeRate(), 1.0);
    }
}

std::vector<double> DecisionRun::primaryScores(const DecisionProblem &problem) const
{
    if (m_scenario.criteria.method == RankingMethod::Topsis)
        return topsis(problem).closeness;
    return weightedSumScores(problem);
}

DecisionAdjustments DecisionRun::adjustmentsFor(const std::vector<double> &values) const
{
    DecisionAdjustments a;
    const auto &inputs = m_scenario.monteCarlo.inputs;
    const std::size_t n = m_scenario.options.size();
    const auto optionIndex = [this](const std::string &id) {
        for (std::size_t i = 0; i < m_scenario.options.size(); ++i) {
            if (m_scenario.options[i].id == id)
                return int(i);
        }
        return -1;
    };
    for (std::size_t k = 0; k < inputs.size() && k < values.size(); ++k) {
        const std::string &id = inputs[k].id;
        const double v = values[k];
        const auto dot = id.find('.');
        const std::string base = id.substr(0, dot);
        const int option = dot == std::string::npos ? -1 : optionIndex(id.substr(dot + 1));
        if (base == "price_factor" || base == "throughput_factor") {
            auto &all = base == "price_factor" ? a.priceFactor : a.throughputFactor;
            auto &each = base == "price_factor" ? a.optionPriceFactor : a.optionThroughputFactor;
            if (option < 0) {
                all = v;
            } else {
                each.resize(n, 1.0);
                each[std::size_t(option)] = v;
            }
        } else if (base == "electricity_usd_per_kwh") {
            a.electricityUsdPerKwh = v;
        } else if (base == "max_utilisation") {
            a.maxUtilisation = v;
        } else if (base == "average_requests_per_s") {
            a.averageRequestsPerSecond = v;
        } else if (base == "service_life_years") {
            a.serviceLifeYears = v;
        } else if (base == "failures_per_gpu_year" && option < 0) {
            a.failuresPerGpuYear = v;
        } else if (base == "failures_per_gpu_year" || base == "intake_failure_share") {
            auto &each = base == "failures_per_gpu_year" ? a.optionFailuresPerGpuYear : a.optionIntakeFailureShare;
            each.resize(n);
            if (option >= 0)
                each[std::size_t(option)] = v;
        }
    }
    return a;
}

ScoreFunction DecisionRun::scoreFunction() const
{
    return [this](const std::vector<double> &values) { return primaryScores(plan(adjustmentsFor(values)).problem); };
}

DecisionRanking DecisionRun::rank(const DecisionProgress &progress) const
{
    DecisionRanking r;
    const DecisionPlan base = plan();
    r.problem = base.problem;
    r.weights = normalisedWeights(r.problem.criteria);
    r.ahp = m_ahp;
    r.ranking = rankOptions(r.problem);
    r.primaryScores = primaryScores(r.problem);
    r.primaryRanks = ranksFromScores(r.primaryScores);
    r.top = topOption(r.primaryScores);
    r.criticalWeights = criticalWeights(r.problem);
    if (!r.weights.empty()) {
        r.sweepCriterion = int(std::max_element(r.weights.begin(), r.weights.end()) - r.weights.begin());
        std::vector<double> grid;
        for (int k = 0; k <= 20; ++k)
            grid.push_back(k / 20.0);
        r.sweep = weightSweep(r.problem, r.sweepCriterion, grid);
    }
    const auto &inputs = m_scenario.monteCarlo.inputs;
    if (inputs.empty() || r.top < 0)
        return r;
    const ScoreFunction score = scoreFunction();
    r.tornado = tornado(inputs, score, r.top);
    r.switchingValues = switchingValues(inputs, score, 1e-4);

    const int total = m_scenario.monteCarlo.samples;
    const int step = std::max(1, total / 100);
    int done = 0;
    bool cancelled = false;
    const std::vector<double> nothing(m_scenario.options.size(), std::numeric_limits<double>::quiet_NaN());
    // Cancelling makes the remaining samples free, so monteCarlo() returns at once.
    const ScoreFunction counted = [&](const std::vector<double> &values) {
        if (cancelled)
            return nothing;
        ++done;
        if (progress && (done % step == 0 || done == total) && !progress(done, total)) {
            cancelled = true;
            return nothing;
        }
        return score(values);
    };
    r.monteCarlo = monteCarlo(inputs, counted, total, m_scenario.monteCarlo.seed);
    if (cancelled) {
        r.cancelled = true;
        r.monteCarlo = MonteCarloResult{};
    }
    return r;
}

std::optional<SimulationCheck> DecisionRun::simulate(const OptionResult &option) const
{
    const FleetSize &f = option.fleet;
    if (!f.feasible || f.servingReplicas < 1)
        return std::nullopt;
    QueueSimInputs in;
    in.servers = int(f.servingReplicas * option.replica.batch);
    in.arrivalRate = m_scenario.workload.peakRequestsPerSecond;
    in.serviceRate = f.slotServiceRate;
    in.arrivalScv = m_scenario.workload.arrivalScv;
    in.arrivals = in.arrivalScv == 1.0 ? SimDistribution::Exponential : SimDistribution::Lognormal;
    in.serviceScv = option.replica.serviceScv;
    in.service = in.serviceScv == 1.0 ? SimDistribution::Exponential : SimDistribution::Lognormal;
    in.percentile = m_scenario.workload.slo.ttftPercentile;
    in.customers = m_scenario.simulation.customers;
    in.warmupCustomers = std::max<std::int64_t>(1000, in.customers / 10);
    in.seed = m_scenario.simulation.seed;
    SimulationCheck check;
    check.simulation = simulateQueue(in);
    check.analyticPercentileWaitSeconds = f.wait.percentileWaitSeconds;
    const double analytic = check.analyticPercentileWaitSeconds;
    const double simulated = check.simulation.percentileWaitSeconds;
    constexpr double kSlack = 1e-3; // a millisecond: below it both say "no wait"
    check.withinInterval = check.simulation.valid && analytic >= check.simulation.ciLowSeconds - kSlack
        && analytic <= check.simulation.ciHighSeconds + kSlack;
    check.relativeDifference = analytic > 0 ? (simulated - analytic) / analytic : 0.0;
    return check;
}

} // namespace GpuPlan
