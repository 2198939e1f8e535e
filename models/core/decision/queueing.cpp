#include "queueing.h"

#include <cmath>
#include <limits>

namespace GpuPlan {

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();

bool validQueue(const QueueModel &q)
{
    return q.arrivalRate >= 0 && q.serviceRate > 0 && q.arrivalScv >= 0 && q.serviceScv >= 0
        && std::isfinite(q.arrivalRate) && std::isfinite(q.serviceRate);
}

// Percentile wait from C, the spare capacity cμ − λ and the Allen-Cunneen factor k.
double percentileFrom(double c, double spareRate, double k, double percentile)
{
    const double tail = 1.0 - percentile;
    if (c <= tail)
        return 0.0;
    return k * std::log(c / tail) / spareRate;
}
} // namespace

double erlangB(int servers, double offeredLoad)
{
    if (servers < 0 || !(offeredLoad >= 0))
        return std::numeric_limits<double>::quiet_NaN();
    double b = 1.0;
    for (int c = 1; c <= servers; ++c)
        b = offeredLoad * b / (c + offeredLoad * b);
    return b;
}

double erlangCFromB(int servers, double offeredLoad, double b)
{
    if (servers < 1 || !(offeredLoad >= 0))
        return std::numeric_limits<double>::quiet_NaN();
    if (offeredLoad >= servers)
        return 1.0;
    return servers * b / (servers - offeredLoad * (1.0 - b));
}

double erlangC(int servers, double offeredLoad)
{
    return erlangCFromB(servers, offeredLoad, erlangB(servers, offeredLoad));
}

double waitExceedanceProbability(const QueueModel &queue, int servers, double waitSeconds)
{
    if (!validQueue(queue) || servers < 1)
        return std::numeric_limits<double>::quiet_NaN();
    const double spare = servers * queue.serviceRate - queue.arrivalRate;
    if (spare <= 0)
        return 1.0;
    const double c = erlangC(servers, queue.offeredLoad());
    if (waitSeconds <= 0)
        return c;
    const double k = queue.variabilityFactor();
    if (k <= 0) // deterministic arrivals and service: no wait below saturation
        return 0.0;
    return c * std::exp(-spare * waitSeconds / k);
}

double waitPercentile(const QueueModel &queue, int servers, double percentile)
{
    return waitEstimate(queue, servers, percentile).percentileWaitSeconds;
}

WaitEstimate waitEstimate(const QueueModel &queue, int servers, double percentile)
{
    WaitEstimate w;
    w.servers = servers;
    w.percentile = percentile;
    if (!validQueue(queue) || servers < 1 || !(percentile > 0 && percentile < 1)) {
        w.offeredLoad = w.utilisation = w.erlangB = w.erlangC = std::numeric_limits<double>::quiet_NaN();
        w.meanWaitSeconds = w.percentileWaitSeconds = std::numeric_limits<double>::quiet_NaN();
        return w;
    }
    w.offeredLoad = queue.offeredLoad();
    w.utilisation = w.offeredLoad / servers;
    w.erlangB = erlangB(servers, w.offeredLoad);
    w.erlangC = erlangCFromB(servers, w.offeredLoad, w.erlangB);
    w.variabilityFactor = queue.variabilityFactor();
    const double spare = servers * queue.serviceRate - queue.arrivalRate;
    w.stable = spare > 0;
    if (!w.stable) {
        w.meanWaitSeconds = w.percentileWaitSeconds = kInf;
        return w;
    }
    w.meanWaitSeconds = w.erlangC / spare * w.variabilityFactor;
    w.percentileWaitSeconds = percentileFrom(w.erlangC, spare, w.variabilityFactor, percentile);
    return w;
}

std::optional<int> minServersForWait(const QueueModel &queue, double percentile, double targetWaitSeconds,
                                     int maxServers)
{
    if (!validQueue(queue) || !(percentile > 0 && percentile < 1) || !(targetWaitSeconds >= 0))
        return std::nullopt;
    const double a = queue.offeredLoad();
    const double k = queue.variabilityFactor();
    // Carry B(c) from c = 0 so each candidate costs one step of the recursion.
    double b = 1.0;
    for (int c = 1; c <= maxServers; ++c) {
        b = a * b / (c + a * b);
        const double spare = c * queue.serviceRate - queue.arrivalRate;
        if (spare <= 0)
            continue;
        const double wait = percentileFrom(erlangCFromB(c, a, b), spare, k, percentile);
        if (wait <= targetWaitSeconds)
            return c;
    }
    return std::nullopt;
}

} // namespace GpuPlan
