#include "fleetsizing.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace GpuPlan {

namespace {
constexpr double kDaysPerYear = 365.25;
constexpr double kHoursPerMonth = kHoursPerYear / 12.0;

void addError(FleetSize &f, std::string code, std::vector<std::string> params = {})
{
    Diagnostic d;
    d.code = std::move(code);
    d.severity = Severity::Error;
    d.params = std::move(params);
    f.diagnostics.push_back(std::move(d));
}

int ceilDiv(double x)
{
    return int(std::ceil(x - 1e-9)); // 2.0000000001 from rounding stays 2
}
} // namespace

double poissonTail(int k, double mean)
{
    if (k < 0)
        return 1.0;
    if (mean <= 0)
        return 0.0;
    // P(X <= k) summed from the mode outwards would be more exact for huge means; fleets stay far below
    // the range where exp(-mean) underflows (mean > 700), and there the tail is taken as 1 - normal.
    if (mean > 700) {
        const double z = (k + 0.5 - mean) / std::sqrt(mean);
        return 0.5 * std::erfc(z / std::sqrt(2.0));
    }
    double term = std::exp(-mean);
    double cdf = term;
    for (int i = 1; i <= k; ++i) {
        term *= mean / i;
        cdf += term;
    }
    return std::max(0.0, 1.0 - cdf);
}

int poissonSpares(int units, double downFraction, double availabilityTarget, double *meanDown, double *probabilityShort)
{
    const double allowed = 1.0 - availabilityTarget;
    if (!(allowed > 0) || units < 0 || !(downFraction >= 0))
        return -1;
    int k = 0;
    double m = 0;
    double p = 0;
    for (;; ++k) {
        m = (units + k) * downFraction;
        p = poissonTail(k, m);
        if (p < allowed || k >= 10'000)
            break;
    }
    if (meanDown)
        *meanDown = m;
    if (probabilityShort)
        *probabilityShort = p;
    return k;
}

double ownedMonthlyUsd(const OwnershipInputs &own, int gpus, double utilisation, int idleGpus)
{
    const OwnershipCost cost = ownershipCost(own);
    const double fixed = cost.annualCapexUsd + cost.annualOpexUsd;
    return (gpus * (fixed + annualPowerUsd(own, utilisation)) + idleGpus * (fixed + annualPowerUsd(own, 0.0))) / 12.0;
}

FleetSize sizeFleet(const ReplicaCapacity &replica, const FleetDemand &demand, const ReliabilityInputs &reliability,
                    const FacilityInputs &facility, const OwnershipInputs &own, const std::optional<RentalInputs> &rent,
                    SparePolicy spares)
{
    FleetSize f;
    if (!replica.fits)
        addError(f, "decision.does_not_fit");
    if (!replica.meetsTpot)
        addError(f, "decision.tpot_missed", {std::to_string(replica.timePerOutputTokenSeconds)});
    if (!(replica.requestsPerSecond > 0) || replica.batch < 1)
        addError(f, "decision.no_capacity");
    if (!(demand.peakRequestsPerSecond > 0) || !(demand.maxUtilisation > 0 && demand.maxUtilisation <= 1)
        || !(demand.ttftPercentile > 0 && demand.ttftPercentile < 1))
        addError(f, "decision.bad_demand");
    if (!(reliability.availabilityTarget > 0 && reliability.availabilityTarget < 1)
        || !(reliability.failuresPerGpuYear >= 0) || !(reliability.repairDays >= 0))
        addError(f, "decision.bad_reliability");
    if (!f.diagnostics.empty())
        return f;

    const int g = std::max(1, replica.gpusPerReplica);
    const double batch = double(replica.batch);

    // 1. Throughput bound.
    f.throughputBoundReplicas
        = std::max(1, ceilDiv(demand.peakRequestsPerSecond / (demand.maxUtilisation * replica.requestsPerSecond)));

    // 2. Queue bound on the TTFT percentile: the slots of all replicas form one G/G/c queue (a load
    // balancer that sends a request to any free slot).
    QueueModel queue;
    queue.arrivalRate = demand.peakRequestsPerSecond;
    queue.serviceRate = f.slotServiceRate = replica.requestsPerSecond / batch;
    queue.arrivalScv = demand.arrivalScv;
    queue.serviceScv = replica.serviceScv;
    f.waitBudgetSeconds = demand.ttftTargetSeconds - replica.prefillSeconds;
    if (f.waitBudgetSeconds < 0) {
        addError(f, "decision.ttft_below_prefill", {std::to_string(replica.prefillSeconds)});
        return f;
    }
    const std::optional<int> slots = minServersForWait(queue, demand.ttftPercentile, f.waitBudgetSeconds);
    if (!slots) {
        addError(f, "decision.queue_unbounded");
        return f;
    }
    f.queueBoundSlots = *slots;
    f.queueBoundReplicas = ceilDiv(f.queueBoundSlots / batch);
    f.servingReplicas = std::max(f.throughputBoundReplicas, f.queueBoundReplicas);
    f.wait = waitEstimate(queue, int(f.servingReplicas * replica.batch), demand.ttftPercentile);
    f.ttftPercentileSeconds = replica.prefillSeconds + f.wait.percentileWaitSeconds;

    // 3. N+k spares at replica level: a replica is down while any of its g GPUs is. None when the
    // provider replaces failed instances.
    f.sparePolicy = spares;
    if (spares == SparePolicy::NPlusK) {
        const double downFraction = g * reliability.failuresPerGpuYear * reliability.repairDays / kDaysPerYear;
        f.spareReplicas = poissonSpares(f.servingReplicas, downFraction, reliability.availabilityTarget,
                                        &f.meanReplicasDown, &f.probabilityShort);
    }
    f.totalReplicas = f.servingReplicas + f.spareReplicas;
    f.servingGpus = f.servingReplicas * g;
    f.totalGpus = f.totalReplicas * g;

    // 4. Servers, racks and power (nameplate).
    const int perServer = std::max(1, facility.gpusPerServer);
    f.servers = ceilDiv(double(f.totalGpus) / perServer);
    f.serverPowerWatts = perServer * (own.gpuPowerWatts + own.hostPowerWattsPerGpu);
    const int byUnits = facility.serverRackUnits > 0 ? facility.rackUnits / facility.serverRackUnits : 0;
    const int byPower
        = f.serverPowerWatts > 0 ? int(std::floor(facility.rackPowerKw * 1000.0 / f.serverPowerWatts + 1e-9)) : byUnits;
    f.serversPerRack = std::min(byUnits, byPower);
    f.rackLimitedByPower = byPower < byUnits;
    if (f.serversPerRack < 1) {
        addError(f, "decision.server_exceeds_rack");
        return f;
    }
    f.racks = ceilDiv(double(f.servers) / f.serversPerRack);
    f.itPowerKw = f.servers * f.serverPowerWatts / 1000.0;
    f.facilityPowerKw = f.itPowerKw * own.pue;

    // 5. Money at the average load.
    const double capacity = f.servingReplicas * replica.requestsPerSecond;
    f.averageUtilisation = std::clamp(demand.averageRequestsPerSecond / capacity, 0.0, 1.0);
    f.averageOutputTokensPerSecond = demand.averageRequestsPerSecond * replica.outputTokensPerRequest;
    f.ownedMonthlyUsd = ownedMonthlyUsd(own, f.servingGpus, f.averageUtilisation, f.totalGpus - f.servingGpus);
    const double tokensPerMonth = f.averageOutputTokensPerSecond * kHoursPerMonth * 3600.0;
    const auto perMillion = [&](double usd) {
        return tokensPerMonth > 0 ? usd / tokensPerMonth * 1e6 : std::numeric_limits<double>::infinity();
    };
    f.ownedUsdPerMillionTokens = perMillion(f.ownedMonthlyUsd);
    if (rent) {
        // Kept up every hour, so the hourly rate at full use (spot overhead included) applies.
        f.rentedMonthlyUsd = f.servingGpus * rentedUsdPerUsefulGpuHour(*rent) * kHoursPerMonth;
        f.rentedUsdPerMillionTokens = perMillion(*f.rentedMonthlyUsd);
    }
    f.feasible = true;
    return f;
}

} // namespace GpuPlan
