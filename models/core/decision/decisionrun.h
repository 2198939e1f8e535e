#pragma once

#include "core/decision/fleetsizing.h"
#include "core/decision/lockin.h"
#include "core/decision/queuesim.h"
#include "core/decision/ranking.h"
#include "core/decision/replicacapacity.h"
#include "core/decision/scenario.h"
#include "core/decision/scenariolockindefaults.h"
#include "core/decision/sensitivity.h"
#include "core/gpusku.h"
#include "core/throughput.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace GpuPlan {

class Calibration;
struct Catalog;

/// What a change of the uncertain inputs does to a scenario (see ScenarioMonteCarlo for the ids).
struct DecisionAdjustments
{
    double priceFactor = 1.0;
    std::vector<double> optionPriceFactor; ///< per option, multiplies priceFactor; empty: all 1
    std::optional<double> electricityUsdPerKwh;
    std::optional<double> maxUtilisation;
    std::optional<double> averageRequestsPerSecond; ///< capped at the peak rate
    /// The rate the fleet is sized for, instead of the workload's peak (the fleet-size chart sweeps it).
    std::optional<double> peakRequestsPerSecond;
    std::optional<double> serviceLifeYears;
    double throughputFactor = 1.0;                               ///< scales every replica's requests/s
    std::vector<double> optionThroughputFactor;                  ///< per option
    std::optional<double> failuresPerGpuYear;                    ///< every owned option without a channel record
    std::vector<std::optional<double>> optionFailuresPerGpuYear; ///< per option
    std::vector<std::optional<double>> optionIntakeFailureShare; ///< per option with a channel record
};

/// One option sized and scored: every part kept for the CLI, the report and the Decision page.
struct OptionResult
{
    std::string id;
    std::string label;
    std::string skuId;
    std::string skuName;
    std::string vendor; ///< vendor key, "NVIDIA"
    PurchaseMode mode = PurchaseMode::New;
    bool cloud = false;
    std::optional<PricePoint> price; ///< the catalog price used; empty for an explicit price
    double priceUsd = 0.0;           ///< per GPU, or per GPU-hour for cloud modes (adjusted)
    ReplicaCapacity replica;         ///< at the SLO (requests/s adjusted by the throughput factor)
    FleetSize fleet;
    int orderedGpus = 0;         ///< total GPUs, raised to the minimum order
    double capexUsd = 0.0;       ///< ordered GPUs × price × (1 + server uplift); 0 for cloud
    double monthlyCostUsd = 0.0; ///< owned or rented, plus replacements and the exit cost spread over the life
    double exitCostMonthlyUsd = 0.0;
    /// The rate the N+k spares were sized with: the option's channel record, else the scenario's reliability.
    double failuresPerGpuYear = 0.0;
    std::optional<ChannelRecord> channel;     ///< an owned option's measured source
    std::optional<double> intakeFailureShare; ///< with a channel record: the share of its cards failing intake
    /// With a channel record: the failed cards replaced from the same source (replacementMonthlyUsd()), in the
    /// monthly cost. Without one the scenario's opex fraction covers replacements.
    double replacementMonthlyUsd = 0.0;
    double usdPerMillionTokens = 0.0; ///< monthly cost / output tokens per month at the average load
    LockInInputs lockInInputs;
    LockInScore lockIn;
    double leadTimeWeeks = 0.0;
    double estimateUncertainty = 0.0; ///< relative RMS of the calibration behind the estimate
    /// The GPU's family was never measured in this setting: the estimate borrows a wider group's
    /// parameters (Calibration::entry) and its uncertainty is widened.
    bool estimateExtrapolated = false;
    OptionGates gates;
};

struct DecisionPlan
{
    std::vector<OptionResult> options;
    DecisionProblem problem; ///< options × the scenario's criteria, with the gates
};

/// The queue simulation of one option at its serving size, against the analytic percentile.
struct SimulationCheck
{
    QueueSimResult simulation;
    double analyticPercentileWaitSeconds = 0.0;
    bool withinInterval = false;     ///< the analytic value lies in the simulation's interval (±1 ms)
    double relativeDifference = 0.0; ///< (simulated − analytic) / analytic; 0 when both are 0
};

struct DecisionRanking
{
    DecisionProblem problem;
    std::vector<double> weights; ///< normalised weights used (AHP eigenvector for the AHP method)
    std::optional<AhpResult> ahp;
    RankingResult ranking;             ///< weighted sum, TOPSIS, Pareto set, gates
    std::vector<double> primaryScores; ///< of the scenario's method
    std::vector<int> primaryRanks;
    int top = -1;
    std::vector<CriticalWeight> criticalWeights;
    std::vector<WeightSweepPoint> sweep; ///< of the heaviest criterion, weights 0, 0.05 … 1
    int sweepCriterion = -1;
    Tornado tornado;
    std::vector<SwitchingValue> switchingValues;
    MonteCarloResult monteCarlo;
    bool cancelled = false; ///< the Monte Carlo was stopped; its result is empty
};

/// The workload of one replica of @p gpusPerReplica GPUs at the scenario's mean prompt and output lengths.
Workload replicaWorkload(const ScenarioWorkload &workload, int gpusPerReplica);

/// The option a DecisionRun diagnostic is about: the first parameter of the "decision.option_*" codes.
std::optional<std::size_t> diagnosticOption(const Diagnostic &diagnostic);

/// Progress of the Monte Carlo: (samples done, samples in all). Return false to cancel.
using DecisionProgress = std::function<bool(int done, int total)>;

/**
 * Runs a scenario against a catalog and a calibration. The constructor resolves the SKUs, model and
 * prices and computes each option's replica capacity at the SLO (the costly part); plan() then sizes
 * and scores every option cheaply, so the sensitivity and Monte Carlo call it thousands of times.
 * Thread-safe for concurrent const calls once constructed; the GUI runs rank() off its thread.
 */
class DecisionRun
{
public:
    DecisionRun(const Scenario &scenario, const Catalog &catalog, const Calibration &calibration,
                const LockInDefaults &lockInDefaults);

    /// False when the scenario names an unknown SKU, model or price (see diagnostics()).
    bool ok() const;
    /// Errors with the JSON pointer of the culprit ("/options/2/sku"); line 0 (the caller knows the file).
    /// An option that cannot be resolved has a "decision.option_*" code (see diagnosticOption()).
    const std::vector<Diagnostic> &diagnostics() const { return m_diagnostics; }
    const Scenario &scenario() const { return m_scenario; }
    const LockInDefaults &lockInDefaults() const { return m_lockInDefaults; }

    DecisionPlan plan(const DecisionAdjustments &adjustments = {}) const;
    /// Scores of the scenario's method (NaN for gated-out options).
    std::vector<double> primaryScores(const DecisionProblem &problem) const;
    /// The ScoreFunction over the scenario's uncertain inputs, in their order.
    ScoreFunction scoreFunction() const;
    DecisionAdjustments adjustmentsFor(const std::vector<double> &inputValues) const;

    /// Ranking, sensitivity and the Monte Carlo; @p progress is called every 1 % of the samples.
    DecisionRanking rank(const DecisionProgress &progress = {}) const;
    /// The AHP result of the scenario's pairwise matrix, if it has one.
    const std::optional<AhpResult> &ahp() const { return m_ahp; }
    /// The discrete-event check of @p option at its serving size; nullopt when not feasible.
    std::optional<SimulationCheck> simulate(const OptionResult &option) const;

private:
    struct Resolved
    {
        GpuSku sku;
        std::optional<PricePoint> price;
        double priceUsd = 0.0;
        ReplicaCapacity replica;
        double uncertainty = 0.0;
        bool extrapolated = false;
        bool ok = false;
        std::optional<double> failuresPerGpuYear; ///< from the channel record's posterior mean
        std::optional<double> intakeShare;
    };
    /// The Beta inputs of the options with a channel record (see ScenarioMonteCarlo).
    void addChannelInputs();
    OptionResult sizeOption(std::size_t index, const DecisionAdjustments &a) const;
    void scoreLockIn(std::vector<OptionResult> &options, const DecisionAdjustments &a) const;

    Scenario m_scenario;
    LockInDefaults m_lockInDefaults;
    std::vector<Resolved> m_resolved;
    std::optional<AhpResult> m_ahp; ///< when the scenario has a pairwise matrix
    std::vector<Diagnostic> m_diagnostics;
};

} // namespace GpuPlan
