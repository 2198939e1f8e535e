#pragma once

#include <cstdint>

namespace GpuPlan {

enum class SimDistribution { Exponential, Lognormal };

/**
 * A seeded discrete-event simulation of a FCFS G/G/c queue with unlimited waiting room. Inter-arrival
 * times are exponential (Poisson arrivals) or lognormal, service times exponential or lognormal, each
 * lognormal with the given mean and squared coefficient of variation (σ² = ln(1 + SCV),
 * μ_ln = ln(mean) − σ²/2).
 */
struct QueueSimInputs
{
    int servers = 1;
    double arrivalRate = 1.0; ///< λ per second
    double serviceRate = 1.0; ///< μ per server per second
    SimDistribution arrivals = SimDistribution::Exponential;
    double arrivalScv = 1.0; ///< used when arrivals are lognormal
    SimDistribution service = SimDistribution::Exponential;
    double serviceScv = 1.0;            ///< used when service is lognormal
    double percentile = 0.95;           ///< of the waiting time in queue
    std::int64_t customers = 1'000'000; ///< measured, after the warm-up
    std::int64_t warmupCustomers = 100'000;
    int batches = 20;         ///< batch means: the percentile is taken within each batch
    double confidence = 0.95; ///< of the interval over the batch percentiles (Student t)
    std::uint64_t seed = 1;
};

struct QueueSimResult
{
    bool valid = false;               ///< false for invalid inputs or an unstable queue (λ >= cμ)
    double percentileWaitSeconds = 0; ///< mean of the batch percentiles
    double ciLowSeconds = 0;          ///< mean ∓ t(1 − (1 − confidence)/2, batches − 1) · s / √batches
    double ciHighSeconds = 0;
    double meanWaitSeconds = 0; ///< over all measured customers
    double probabilityWait = 0; ///< fraction of measured customers who waited (> 0)
    std::int64_t customers = 0;
};

/**
 * Runs the simulation. Each arrival takes the server that frees first (a min-heap of the c free
 * times), waits max(0, free time − arrival time), and holds it for its service time: this is the event
 * sequence of FCFS G/G/c without an explicit event list. std::mt19937_64 seeded with inputs.seed, so a
 * run is reproducible on one standard library.
 */
QueueSimResult simulateQueue(const QueueSimInputs &inputs);

/// The standard normal quantile (Acklam's rational approximation, relative error below 1.2e-9).
double normalQuantile(double p);
/// Student t quantile by the Cornish-Fisher expansion in 1/ν (Abramowitz & Stegun 26.7.5), good to
/// about 1e-3 for ν >= 3.
double studentTQuantile(double p, int degreesOfFreedom);

} // namespace GpuPlan
