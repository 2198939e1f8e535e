#pragma once

#include <optional>

namespace GpuPlan {

/**
 * A multi-server queue seen from outside: arrivals at rate λ, c identical servers of rate μ each, first
 * come first served, unlimited waiting room. The squared coefficients of variation (SCV = variance /
 * mean²) of the inter-arrival and service times are both 1 for the Markovian M/M/c queue.
 */
struct QueueModel
{
    double arrivalRate = 0.0; ///< λ, arrivals per second
    double serviceRate = 0.0; ///< μ, completions per second of one busy server
    double arrivalScv = 1.0;  ///< ca², 1 for Poisson arrivals
    double serviceScv = 1.0;  ///< cs², 1 for exponential service

    /// A = λ / μ in Erlangs (the mean number of busy servers).
    double offeredLoad() const { return arrivalRate / serviceRate; }
    /// (ca² + cs²) / 2: the Allen-Cunneen factor, 1 for M/M/c.
    double variabilityFactor() const { return (arrivalScv + serviceScv) / 2.0; }
};

/**
 * Erlang B (blocking probability of M/M/c/c) by the stable recursion
 * B(0) = 1, B(c) = A·B(c−1) / (c + A·B(c−1)), which never overflows (no factorials or powers).
 * NaN when @p servers < 0 or @p offeredLoad < 0.
 */
double erlangB(int servers, double offeredLoad);

/**
 * Erlang C (probability that an arrival waits in M/M/c) from Erlang B:
 * C = c·B / (c − A·(1 − B)) for A < c, and 1 when A >= c (the queue grows without bound).
 * NaN when @p servers < 1 or @p offeredLoad < 0.
 */
double erlangC(int servers, double offeredLoad);
/// The same from an already computed B = erlangB(servers, offeredLoad).
double erlangCFromB(int servers, double offeredLoad, double erlangB);

/// The waiting time of one queue at one size, every part kept so that a view can show it.
struct WaitEstimate
{
    int servers = 0;
    double offeredLoad = 0.0; ///< A = λ/μ
    double utilisation = 0.0; ///< ρ = A / c
    double erlangB = 0.0;
    double erlangC = 0.0;               ///< P(W > 0) for M/M/c
    double variabilityFactor = 1.0;     ///< (ca² + cs²) / 2
    double meanWaitSeconds = 0.0;       ///< Allen-Cunneen: C / (cμ − λ) · (ca² + cs²) / 2; +inf when unstable
    double percentile = 0.0;            ///< p, e.g. 0.95
    double percentileWaitSeconds = 0.0; ///< see waitPercentile(); +inf when unstable
    bool stable = false;                ///< λ < cμ
};

/**
 * P(W > t). For M/M/c: C·exp(−(cμ − λ)t). For G/G/c (Allen-Cunneen): the M/M/c shape with its
 * conditional delay stretched by k = (ca² + cs²)/2, i.e. C·exp(−(cμ − λ)t / k), so that the mean wait is
 * the Allen-Cunneen mean C·k/(cμ − λ) and P(W > 0) stays C. This keeps the exponential tail of heavy
 * traffic (Kingman) but is an approximation: the true probability of waiting in G/G/c is not C, and the
 * tail is not exactly exponential at light load. 1 when unstable (λ >= cμ).
 */
double waitExceedanceProbability(const QueueModel &queue, int servers, double waitSeconds);

/**
 * The p-th percentile of the waiting time: the smallest t with P(W > t) <= 1 − p, so
 * t = 0 when C <= 1 − p, else k · ln(C / (1 − p)) / (cμ − λ) (k = 1 for M/M/c). +inf when unstable.
 */
double waitPercentile(const QueueModel &queue, int servers, double percentile);

/// Every part of the waiting time at @p servers servers and percentile @p percentile (in (0, 1)).
WaitEstimate waitEstimate(const QueueModel &queue, int servers, double percentile);

/**
 * The smallest number of servers whose p-th percentile wait is at most @p targetWaitSeconds. It starts
 * at the first stable size floor(A) + 1 and walks up, carrying the Erlang B recursion along, so a search
 * costs O(c). nullopt when the inputs are invalid (rates <= 0, percentile outside (0, 1), negative target)
 * or when no size up to @p maxServers is enough.
 */
std::optional<int> minServersForWait(const QueueModel &queue, double percentile, double targetWaitSeconds,
                                     int maxServers = 1'000'000);

} // namespace GpuPlan
