#pragma once

#include "core/decision/queueing.h"
#include "core/decision/replicacapacity.h"
#include "core/diagnostic.h"
#include "core/economics.h"

#include <optional>
#include <vector>

namespace GpuPlan {

/// The traffic and the latency SLO of one workload.
struct FleetDemand
{
    double peakRequestsPerSecond = 0.0;    ///< the fleet is sized for this rate
    double averageRequestsPerSecond = 0.0; ///< cost per token and utilisation are taken at this rate
    double arrivalScv = 1.0;               ///< ca² of inter-arrival times, 1 for Poisson traffic
    double ttftTargetSeconds = 1.0;        ///< time to first token at the percentile below
    double ttftPercentile = 0.95;
    double maxUtilisation = 0.8; ///< throughput bound: peak load / capacity stays below this
};

/**
 * Failures and repairs, for the N+k spares. The default rate is of the order seen on large H100
 * fleets (Llama 3 report, Dubey et al. 2024, §3.3.4: about 250 GPU or HBM faults in 54 days on
 * 16,384 GPUs, i.e. about 0.1 per GPU-year); the repair time is a GpuPlan assumption. Both editable.
 */
struct ReliabilityInputs
{
    double failuresPerGpuYear = 0.1;
    double repairDays = 3.0;
    double availabilityTarget = 0.999; ///< P(more replicas down than spares) < 1 − this
};

/// Servers and racks. Server power is nameplate: GPUs × (TDP + host W per GPU) from OwnershipInputs.
struct FacilityInputs
{
    int gpusPerServer = 8;
    int serverRackUnits = 8;   ///< e.g. an HGX 8-GPU chassis
    double rackPowerKw = 40.0; ///< power budget of one rack
    int rackUnits = 42;        ///< usable rack units of one rack
};

/**
 * Who covers failed GPUs. An owned fleet buys N+k spares (Poisson model below); a rented cloud fleet
 * does not: the provider replaces a failed instance, so its fleet is the serving replicas alone.
 */
enum class SparePolicy { NPlusK, ProviderReplaces };

/// Fleet size for one option, every part kept so that the GUI and the CLI can show it.
struct FleetSize
{
    bool feasible = false;               ///< false when a diagnostic of severity Error was raised
    std::vector<Diagnostic> diagnostics; ///< codes "decision.*"

    // Throughput bound: ceil(peak λ / (max utilisation × replica requests/s)).
    int throughputBoundReplicas = 0;
    // Queue bound: batch slots per replica are the servers of a G/G/c queue, each of rate
    // μ = requests/s / batch; the wait budget is the TTFT target less the prefill time.
    double slotServiceRate = 0.0;
    double waitBudgetSeconds = 0.0;
    int queueBoundSlots = 0;
    int queueBoundReplicas = 0;         ///< ceil(slots / batch)
    int servingReplicas = 0;            ///< max of the two bounds
    WaitEstimate wait;                  ///< of the serving fleet at the peak rate
    double ttftPercentileSeconds = 0.0; ///< prefill + the wait percentile at the serving size

    // N+k: replicas down ~ Poisson(m), m = (N + k) · g · failures/GPU-year · repair days / 365.25.
    // ProviderReplaces: k = 0, m and P(short) stay 0.
    SparePolicy sparePolicy = SparePolicy::NPlusK;
    double meanReplicasDown = 0.0; ///< m at the chosen k
    int spareReplicas = 0;         ///< k
    double probabilityShort = 0.0; ///< P(down > k) at the chosen k
    int totalReplicas = 0;         ///< N + k
    int servingGpus = 0;
    int totalGpus = 0;

    // Racks: servers = ceil(GPUs / GPUs per server); servers per rack = min(power, rack-unit limits).
    int servers = 0;
    double serverPowerWatts = 0.0;
    int serversPerRack = 0;
    bool rackLimitedByPower = false;
    int racks = 0;
    double itPowerKw = 0.0;       ///< nameplate, all servers
    double facilityPowerKw = 0.0; ///< IT × PUE

    // Money at the average load.
    double averageUtilisation = 0.0; ///< average λ / (serving replicas × requests/s)
    double averageOutputTokensPerSecond = 0.0;
    double ownedMonthlyUsd = 0.0;           ///< all GPUs; spares idle; see ownedMonthlyUsd()
    std::optional<double> rentedMonthlyUsd; ///< serving GPUs only, kept up all month
    double ownedUsdPerMillionTokens = 0.0;
    std::optional<double> rentedUsdPerMillionTokens;
};

/**
 * Smallest k with P(D > k) < 1 − @p availabilityTarget where D ~ Poisson((units + k) · @p downFraction):
 * the spares fail too. @p downFraction is the mean fraction of time one unit is down. Returns k and
 * fills @p meanDown and @p probabilityShort at that k when given; −1 when the target is not in (0, 1) or
 * an input is negative. Searches up to k = 10,000.
 */
int poissonSpares(int units, double downFraction, double availabilityTarget, double *meanDown = nullptr,
                  double *probabilityShort = nullptr);

/// P(X > k) for X ~ Poisson(mean), summed term by term (stable for the means of a fleet).
double poissonTail(int k, double mean);

/**
 * Monthly cost of owning @p gpus GPUs busy a fraction @p utilisation and @p idleGpus spares:
 * (annual capex + annual opex + annualPowerUsd(utilisation)) / 12 per GPU, the spares at utilisation 0.
 */
double ownedMonthlyUsd(const OwnershipInputs &own, int gpus, double utilisation, int idleGpus);

/**
 * Sizes the fleet of one option. @p own carries the GPU price and TDP (as the Estimator sets them) and
 * the PUE; @p rent, when given, also prices the serving GPUs in the cloud (rented: no spares are paid
 * for). @p spares says whether the fleet carries N+k failure spares at all: a cloud option is sized
 * with SparePolicy::ProviderReplaces (no spares, so its GPUs, servers and power are the serving ones).
 */
FleetSize sizeFleet(const ReplicaCapacity &replica, const FleetDemand &demand, const ReliabilityInputs &reliability,
                    const FacilityInputs &facility, const OwnershipInputs &own,
                    const std::optional<RentalInputs> &rent = std::nullopt, SparePolicy spares = SparePolicy::NPlusK);

} // namespace GpuPlan
