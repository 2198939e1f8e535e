#pragma once

#include "core/gpusku.h"

#include <string>

namespace GpuPlan {

/// A Beta prior on a failure share, with what it stands for.
struct BetaPrior
{
    double alpha = 1;
    double beta = 1;
    std::string name; ///< "consumer intake", ...: which class it is the prior of
};

/**
 * The priors of the two failure rates, per class of card (the second field guide's classes: datacenter,
 * workstation, consumer). The field guide gives the practice, not numbers, so these are GpuPlan's
 * assumptions, made weak on purpose so that a lot's own cards outweigh them after a few:
 * - intake (quarantine or reject at burn-in, per card judged): mean 5 % datacenter, 8 % workstation,
 *   15 % consumer, each worth 10 cards (alpha + beta = 10);
 * - in service (a failure per card-month in production): datacenter 0.1 per GPU-year, the rate the
 *   sizing's N+k default takes from the Llama 3 report (Dubey et al. 2024, 3.3.4: about 250 GPU or HBM
 *   faults in 54 days on 16,384 H100s), workstation 1.5x and consumer 3x that, each worth 120
 *   card-months.
 * docs/intake.md states them; a report names the prior beside every interval.
 */
BetaPrior intakePrior(Segment segment);
BetaPrior inServicePrior(Segment segment);

/// Fewer cards judged (or card-months in service) than these: the estimate says it is a small sample.
inline constexpr double kSmallIntakeSample = 20;
inline constexpr double kSmallServiceSample = 120;
/// The interval's probability: 90 %, equal-tailed (5 % and 95 % quantiles of the posterior).
inline constexpr double kFailureIntervalLevel = 0.90;

/// A failure share with its Bayesian interval: the posterior Beta(prior alpha + failures, prior beta +
/// trials - failures), its mean as the value and its 5 % and 95 % quantiles as the interval.
struct FailureRate
{
    double failures = 0;
    double trials = 0; ///< cards judged, or card-months in service
    double value = 0;  ///< the posterior mean
    double low = 0;
    double high = 0;
    BetaPrior prior;
    bool smallSample = true;
};

/// The posterior after @p failures in @p trials (failures <= trials, both >= 0), small when trials < @p small.
FailureRate failureRate(const BetaPrior &prior, double failures, double trials, double small);

} // namespace GpuPlan
