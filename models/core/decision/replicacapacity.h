#pragma once

#include <cstdint>

namespace GpuPlan {

struct Estimate;
struct GpuSku;
struct ModelArch;
struct PerfParams;
struct Workload;

/**
 * What one replica serves at the latency SLO, as the fleet sizing needs it. A replica with continuous
 * batching holds `batch` requests at once; each slot holds a request for `batch / requestsPerSecond`
 * seconds (its prefill share plus its output tokens at the time per output token).
 */
struct ReplicaCapacity
{
    std::int64_t batch = 1;         ///< concurrent sequences: the largest that meets the TPOT target
    double requestsPerSecond = 0.0; ///< completed requests/s of the replica at that batch
    double prefillSeconds = 0.0;    ///< the prompt's prefill alone
    double ttftSeconds = 0.0;       ///< time to first token without queueing: the prefill, then a decode step
    /// Time per output token a request sees at that batch: the decode step plus the share of the other
    /// requests' prompts that continuous batching mixes into each step (ThroughputEstimate::tpotSeconds).
    /// A slot is held for output tokens x this.
    double timePerOutputTokenSeconds = 0.0;
    double outputTokensPerRequest = 0.0; ///< mean, for tokens/s and $ per million tokens
    /// SCV of a request's duration (variance / mean²): 1 is exponential; spread output lengths give
    /// about (output share of the duration)² × (output length CV)².
    double serviceScv = 1.0;
    int gpusPerReplica = 1;
    double gpuPowerWatts = 0.0; ///< board power (TDP) of one GPU
    bool meetsTpot = true;      ///< false when even batch 1 is slower than the target
    bool fits = true;           ///< false when the model does not fit the replica
};

/**
 * The capacity at the estimate's own batch (fit.batch capped as the Estimator does). meetsTpot says
 * whether its time per output token meets @p tpotTargetSeconds; fits is false (and the rates 0) without a
 * performance estimate.
 */
ReplicaCapacity replicaCapacityFromEstimate(const Estimate &estimate, double tpotTargetSeconds,
                                            double gpuPowerWatts = 0.0);

/**
 * The largest batch in [1, min(max batch that fits, Calibration::MaxServingBatch)] whose time per output
 * token is at most @p tpotTargetSeconds (bisection: it grows with the batch), evaluated with
 * estimateThroughput(). When even batch 1 misses the target, batch 1 with meetsTpot = false.
 */
ReplicaCapacity replicaCapacityAtSlo(const GpuSku &sku, const ModelArch &model, const Workload &workload,
                                     const PerfParams &params, double tpotTargetSeconds);

} // namespace GpuPlan
