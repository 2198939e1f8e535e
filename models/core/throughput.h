#pragma once

#include "gpusku.h"
#include "modelarch.h"
#include "workload.h"

#include <cstdint>

namespace GpuPlan {

/**
 * The efficiencies a roofline model needs, calibrated per GPU class and engine (see calibration.h):
 * what fraction of the datasheet bandwidth decode achieves, what fraction of the dense tensor peak
 * prefill achieves, and the fixed time every decode step costs whatever the model (kernel launches,
 * sampling, scheduling).
 */
struct PerfParams
{
    double bandwidthEfficiency = 0.7;
    double computeEfficiency = 0.5;
    double stepOverheadSeconds = 0.002;
    /// Loss of per-GPU efficiency with tensor parallelism: times grow by 1 + penalty x log2(TP).
    double tensorParallelPenalty = 0.0;
};

/// The parts of an estimate that do not depend on the efficiencies, at 100 % of every peak: a
/// calibration evaluates many parameter sets on them cheaply.
struct ThroughputTerms
{
    bool valid = false; ///< false when the SKU lacks a bandwidth or a compute peak
    std::int64_t batch = 1;
    int tensorParallel = 1;
    double promptTokens = 1;
    double outputTokens = 1;
    double prefillFlops = 0;
    double prefillComputeSeconds = 0;
    double prefillMemorySeconds = 0;
    /// Tensor-parallel all-reduces of the prompt's hidden states (or stage hand-offs of a layer split).
    double prefillCommunicationSeconds = 0;
    double decodeBytesPerStep = 0;
    double decodeFlopsPerStep = 0;
    double memorySeconds = 0;
    double computeSeconds = 0;
    double communicationSeconds = 0;
};

/// The terms of one estimate, kept so that a view can show the formula with its inputs.
struct ThroughputEstimate
{
    std::int64_t batch = 0;
    double prefillFlops = 0;          ///< one sequence of context tokens
    double prefillSeconds = 0;
    double prefillCommunicationSeconds = 0; ///< part of prefillSeconds
    double prefillTokensPerSecond = 0;
    double decodeBytesPerStep = 0;    ///< weights + KV read by one GPU per decode step
    double decodeFlopsPerStep = 0;    ///< per GPU
    double memorySeconds = 0;         ///< per step
    double computeSeconds = 0;        ///< per step
    double communicationSeconds = 0;  ///< per step: all-reduces (TP) or stage hand-offs (layer split)
    double stepSeconds = 0;
    bool computeBound = false;
    double decodeTokensPerSecondPerSequence = 0;
    /// Output tokens/s of the replica with continuous batching: `batch` sequences in flight, each
    /// paying its prefill once and then one token per step.
    double throughputTokensPerSecond = 0;
};

/// The dense peak the workload's weight format runs at, falling back to wider precisions the SKU
/// publishes (an FP8 model on a GPU without an FP8 figure runs at its FP16/BF16 rate).
double computePeak(const GpuSku &sku, WeightFormat format);

/// Link bandwidth for tensor-parallel all-reduces: the interconnect figure when the SKU has one
/// ("NVLink4 900 GB/s"), else its PCIe link. Bytes per second, one direction.
double linkBandwidth(const GpuSku &sku);

ThroughputTerms throughputTerms(const GpuSku &sku, const ModelArch &model, const Workload &workload,
                                std::int64_t batch);
ThroughputEstimate combineThroughput(const ThroughputTerms &terms, const PerfParams &params);
/// combineThroughput(throughputTerms(...), params).
ThroughputEstimate estimateThroughput(const GpuSku &sku, const ModelArch &model, const Workload &workload,
                                      std::int64_t batch, const PerfParams &params);

} // namespace GpuPlan
