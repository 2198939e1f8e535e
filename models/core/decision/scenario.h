#pragma once

#include "core/decision/channelrecord.h"
#include "core/decision/fleetsizing.h"
#include "core/decision/lockin.h"
#include "core/decision/ranking.h"
#include "core/decision/sensitivity.h"
#include "core/economics.h"
#include "core/jsonlocator.h"
#include "core/kvcache.h"
#include "core/pricepoint.h"
#include "core/provenance.h"
#include "core/weightformat.h"
#include "core/workload.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace GpuPlan {

/// The schema version this GpuPlan writes; older versions are upgraded on reading (see upgradeScenarioJson).
inline constexpr int ScenarioSchemaVersion = 2;

/// A token count's distribution: its mean and its spread as an SCV (variance / mean²). A file may give
/// the spread as a standard deviation instead; it is kept as written so that saving does not rewrite it.
struct TokenSpread
{
    double mean = 0.0;
    std::optional<double> scv;
    std::optional<double> stddev;
    /// The SCV whichever way it was given; 0 (a constant length) when neither was.
    double effectiveScv() const;
};

struct ScenarioSlo
{
    double ttftSeconds = 2.0; ///< time to first token at the percentile below
    double ttftPercentile = 0.95;
    double tpotSeconds = 0.05; ///< time per output token (decode step) at the serving batch
};

struct ScenarioWorkload
{
    std::string model; ///< catalog model id
    WeightFormat weights = WeightFormat::BF16;
    KvFormat kv = KvFormat::FP16;
    Engine engine = Engine::Vllm;
    int gpusPerReplica = 1; ///< an option may override it
    TokenSpread promptTokens{2048.0, {}, {}};
    TokenSpread outputTokens{256.0, {}, {}};
    double peakRequestsPerSecond = 1.0;
    double averageRequestsPerSecond = 0.5;
    double arrivalScv = 1.0;     ///< 1 for Poisson arrivals
    double maxUtilisation = 0.8; ///< throughput bound
    ScenarioSlo slo;
};

/// How an option is bought. New takes the lowest street or MSRP price of the catalog.
enum class PurchaseMode { New, Used, Refurbished, CloudOnDemand, CloudReserved, CloudSpot };
std::string_view purchaseModeKey(PurchaseMode mode); ///< "new", "used", ..., "cloud_spot"
bool purchaseModeFromKey(std::string_view key, PurchaseMode &mode);
bool isCloudMode(PurchaseMode mode);
/// The catalog price kinds a mode takes its price from (New: street then MSRP).
std::vector<PriceKind> priceKindsOf(PurchaseMode mode);

/// Per-option overrides of the vendor's lock-in defaults (only the given ones apply).
struct LockInOverrides
{
    std::optional<double> frameworkSupport;
    std::optional<double> kernelCoverage;
    std::optional<double> supportWindowYears;
    std::optional<double> leadTimeWeeks;
};

struct ScenarioOption
{
    std::string id;    ///< unique within the scenario
    std::string label; ///< shown in tables; the id when empty
    std::string sku;   ///< catalog SKU id
    PurchaseMode mode = PurchaseMode::New;
    std::optional<int> gpusPerReplica; ///< overrides the workload's
    std::string priceId;               ///< a catalog price id; else the lowest of the mode's kinds
    std::optional<double> priceUsd;    ///< explicit price (per GPU, or per GPU-hour for cloud modes)
    std::string priceNote;             ///< where an explicit price comes from
    std::optional<int> minGpus;        ///< minimum order: the fleet is rounded up, extras idle
    std::optional<int> maxGpus;        ///< most that can be had: a larger fleet fails the budget gate
    LockInOverrides lockIn;
    std::optional<ExitCostInputs> exitCost;
    /// An owned option's measured source: its failure rates replace the scenario's reliability default.
    std::optional<ChannelRecord> channelRecord;
};

struct ScenarioBudget
{
    std::optional<double> monthlyUsd; ///< total monthly cost (owned or rented)
    std::optional<double> capexUsd;   ///< up-front purchase of owned options
};

/// One criterion of the ranking: the ids are fixed (see decisionCriterionIds()), the sense follows the id.
struct ScenarioCriterion
{
    std::string id;
    double weight = 1.0;
};

/// A criterion GpuPlan computes for every option: its id in the scenario, sense and unit.
struct CriterionInfo
{
    std::string_view id;
    CriterionSense sense;
    std::string_view unit;
};
/// monthly_cost_usd, usd_per_million_tokens, capex_usd, lockin_score, facility_power_kw, ttft_seconds,
/// estimate_uncertainty, lead_time_weeks.
const std::vector<CriterionInfo> &criterionCatalog();
const CriterionInfo *findCriterionInfo(std::string_view id);

/// The ids an uncertain input may have (an option-specific one adds ".OPTION").
const std::vector<std::string_view> &uncertainInputIds();

enum class RankingMethod { WeightedSum, Ahp, Topsis };
std::string_view rankingMethodKey(RankingMethod method); ///< "weighted_sum", "ahp", "topsis"
bool rankingMethodFromKey(std::string_view key, RankingMethod &method);
std::string_view randomIndexTableKey(RandomIndexTable table); ///< "saaty1980", "saaty2005", "alonso_lamata2006"
bool randomIndexTableFromKey(std::string_view key, RandomIndexTable &table);

struct ScenarioCriteria
{
    /// The method whose scores decide the top option (sensitivity and Monte Carlo use it). AHP ranks
    /// with the weighted sum, the weights coming from the pairwise matrix.
    RankingMethod method = RankingMethod::WeightedSum;
    std::vector<ScenarioCriterion> items;
    /// AHP: a_ij = importance of criterion i over j, in the order of items. Empty: direct weights only.
    std::vector<std::vector<double>> ahpMatrix;
    RandomIndexTable randomIndex = RandomIndexTable::Saaty2005;
};

/// Lock-in settings shared by every option (the per-vendor figures come from LockInDefaults).
struct ScenarioLockIn
{
    std::optional<double> cudaOnlyShare;            ///< of the user's code paths; not applicable when absent
    std::map<std::string, double> existingSpendUsd; ///< by vendor key ("NVIDIA"), for the HHI
    std::map<std::string, double> weights;          ///< by factor key; 1 when absent
    double leadTimeReferenceWeeks = 52.0;
    double lowBelow = 100.0 / 3.0;
    double highFrom = 200.0 / 3.0;
};

struct ScenarioMonteCarlo
{
    int samples = 10'000;
    std::uint64_t seed = 1;
    /// Ids: price_factor, price_factor.OPTION, electricity_usd_per_kwh, max_utilisation,
    /// average_requests_per_s, service_life_years, throughput_factor, throughput_factor.OPTION,
    /// failures_per_gpu_year, failures_per_gpu_year.OPTION. An option with a channel record also draws
    /// failures_per_gpu_year.OPTION and intake_failure_share.OPTION from its posteriors (DecisionRun adds them).
    std::vector<UncertainInput> inputs;
};

struct ScenarioSimulation
{
    std::int64_t customers = 200'000;
    std::uint64_t seed = 1;
};

/**
 * A decision scenario: the workload and its SLO, the options, the cost, reliability and facility
 * assumptions, the criteria and the lock-in and Monte Carlo settings.
 */
struct Scenario
{
    int schemaVersion = ScenarioSchemaVersion; ///< as read; writing always uses the current one
    std::string name;
    std::string description;
    ScenarioWorkload workload;
    std::vector<ScenarioOption> options;
    /// Price and power are per option (from the catalog); the rest applies to every owned option.
    OwnershipInputs costs = defaultOwnershipInputs();
    double spotInterruptionOverhead = RentalInputs{}.spotInterruptionOverhead;
    ScenarioBudget budget;
    ReliabilityInputs reliability;
    FacilityInputs facility;
    ScenarioCriteria criteria;
    ScenarioLockIn lockIn;
    ScenarioMonteCarlo monteCarlo;
    ScenarioSimulation simulation;
    /// Where each assumption comes from, keyed by JSON pointer ("/costs/pue"): shown beside the figure.
    std::map<std::string, std::string> sources;

    const ScenarioOption *findOption(const std::string &id) const;
};

struct ScenarioParseResult
{
    Scenario scenario;
    std::vector<Diagnostic> diagnostics; ///< errors refuse the file; warnings (unknown fields) do not
    std::map<std::string, int> lines;    ///< JSON pointer -> line, for diagnostics found later
    bool upgraded = false;               ///< read from an older schema version

    bool ok() const;
    /// The line of @p pointer or of its nearest located parent; 0 if none.
    int lineOf(const std::string &pointer) const;
};

/// Parses and validates a scenario document (any supported schema version). All or nothing.
ScenarioParseResult parseScenario(std::string_view text);
/// The current schema version's JSON.
std::string scenarioToJson(const Scenario &scenario, int indent = 2);

/**
 * Brings an older document up to the current schema in place. v1 -> v2: workload "context_tokens" and
 * "output_tokens" (plain numbers, no spread) become "prompt_tokens" / "output_tokens" objects, and the
 * criteria object {id: weight} becomes {"method": "weighted_sum", "items": [...]}. Returns false when
 * @p version is not one this GpuPlan knows.
 */
bool upgradeScenarioJson(Json &document, int version);

} // namespace GpuPlan
