#include "replicacapacity.h"

#include "core/calibration.h"
#include "core/estimator.h"
#include "core/throughput.h"
#include "core/vramfit.h"

#include <algorithm>

namespace GpuPlan {

namespace {
ReplicaCapacity fromThroughput(const ThroughputEstimate &t, const Workload &workload, double tpotTargetSeconds,
                               double gpuPowerWatts)
{
    ReplicaCapacity r;
    r.batch = t.batch;
    r.outputTokensPerRequest = double(workload.outputTokens);
    // throughputTokensPerSecond = output tokens / seconds per sequence, so requests/s is its ratio.
    r.requestsPerSecond = r.outputTokensPerRequest > 0 ? t.throughputTokensPerSecond / r.outputTokensPerRequest : 0;
    r.prefillSeconds = t.prefillSeconds;
    r.ttftSeconds = t.ttftSeconds;
    r.timePerOutputTokenSeconds = t.tpotSeconds;
    r.gpusPerReplica = std::max(1, workload.gpus);
    r.gpuPowerWatts = gpuPowerWatts;
    r.meetsTpot = t.tpotSeconds <= tpotTargetSeconds;
    return r;
}
} // namespace

ReplicaCapacity replicaCapacityFromEstimate(const Estimate &estimate, double tpotTargetSeconds, double gpuPowerWatts)
{
    if (!estimate.performance) {
        ReplicaCapacity r;
        r.fits = false;
        r.meetsTpot = false;
        r.requestsPerSecond = 0;
        r.gpusPerReplica = std::max(1, estimate.workload.gpus);
        r.gpuPowerWatts = gpuPowerWatts;
        return r;
    }
    return fromThroughput(*estimate.performance, estimate.workload, tpotTargetSeconds, gpuPowerWatts);
}

ReplicaCapacity replicaCapacityAtSlo(const GpuSku &sku, const ModelArch &model, const Workload &workload,
                                     const PerfParams &params, double tpotTargetSeconds)
{
    const double watts = sku.tdpWatts.value_or(0.0);
    Workload w = workload;
    w.batch = 0; // "the largest that fits"
    const VramFit fit = fitVram(sku, model, w);
    if (!fit.fits || fit.maxBatch < 1) {
        ReplicaCapacity r;
        r.fits = false;
        r.meetsTpot = false;
        r.gpusPerReplica = std::max(1, workload.gpus);
        r.gpuPowerWatts = watts;
        return r;
    }
    const auto stepAt = [&](std::int64_t b) { return estimateThroughput(sku, model, w, b, params); };
    std::int64_t lo = 1;
    std::int64_t hi = std::min(fit.maxBatch, Calibration::MaxServingBatch);
    ThroughputEstimate best = stepAt(lo);
    if (best.tpotSeconds > tpotTargetSeconds)
        return fromThroughput(best, w, tpotTargetSeconds, watts);
    // Invariant: lo meets the target; find the largest such batch in [lo, hi].
    while (lo < hi) {
        const std::int64_t mid = lo + (hi - lo + 1) / 2;
        ThroughputEstimate t = stepAt(mid);
        if (t.tpotSeconds <= tpotTargetSeconds) {
            lo = mid;
            best = t;
        } else {
            hi = mid - 1;
        }
    }
    return fromThroughput(best, w, tpotTargetSeconds, watts);
}

} // namespace GpuPlan
