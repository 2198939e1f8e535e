#include "failurerate.h"

#include "core/intake/betadistribution.h"

#include <algorithm>

namespace GpuPlan {

namespace {

// A Beta prior of mean @p mean worth @p weight observations.
BetaPrior weighted(double mean, double weight, std::string name)
{
    return BetaPrior{mean * weight, (1.0 - mean) * weight, std::move(name)};
}

constexpr double kPriorCards = 10;
constexpr double kPriorCardMonths = 120;
constexpr double kDatacenterFailuresPerYear = 0.1;

} // namespace

BetaPrior intakePrior(Segment segment)
{
    switch (segment) {
    case Segment::Datacenter:
        return weighted(0.05, kPriorCards, "datacenter intake");
    case Segment::Workstation:
        return weighted(0.08, kPriorCards, "workstation intake");
    case Segment::Consumer:
        return weighted(0.15, kPriorCards, "consumer intake");
    }
    return weighted(0.15, kPriorCards, "consumer intake");
}

BetaPrior inServicePrior(Segment segment)
{
    const double perMonth = kDatacenterFailuresPerYear / 12.0;
    switch (segment) {
    case Segment::Datacenter:
        return weighted(perMonth, kPriorCardMonths, "datacenter in service");
    case Segment::Workstation:
        return weighted(1.5 * perMonth, kPriorCardMonths, "workstation in service");
    case Segment::Consumer:
        return weighted(3.0 * perMonth, kPriorCardMonths, "consumer in service");
    }
    return weighted(3.0 * perMonth, kPriorCardMonths, "consumer in service");
}

FailureRate failureRate(const BetaPrior &prior, double failures, double trials, double small)
{
    FailureRate r;
    r.trials = std::max(0.0, trials);
    r.failures = std::clamp(failures, 0.0, r.trials);
    r.prior = prior;
    const BetaDistribution posterior{prior.alpha + r.failures, prior.beta + r.trials - r.failures};
    r.value = posterior.mean();
    const double tail = (1.0 - kFailureIntervalLevel) / 2.0;
    r.low = posterior.quantile(tail);
    r.high = posterior.quantile(1.0 - tail);
    r.smallSample = r.trials < small;
    return r;
}

} // namespace GpuPlan
