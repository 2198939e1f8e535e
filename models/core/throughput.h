#pragma once

#include "computerate.h"
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
    /// Share of the 16-bit tensor peak the attention kernels (QK^T, softmax, PV) reach; 0: the compute
    /// efficiency (flash attention runs near the GEMMs' rate; llama.cpp without it much lower).
    double attentionEfficiency = 0.0;

    double attention() const { return attentionEfficiency > 0 ? attentionEfficiency : computeEfficiency; }
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
    WeightFormat resolvedWeights = WeightFormat::BF16; ///< the workload's format on this SKU (FP4 alias resolved)
    ComputeRate rate;                                  ///< the math the GEMMs run in and the SKU's rate for it
    double sustainedFraction = 1;                      ///< of that rate, within the power limit (powerlimit.h)
    double prefillFlops = 0;                           ///< GEMMs + attention
    double prefillAttentionFlops = 0;                  ///< part of prefillFlops
    double prefillComputeSeconds = 0;                  ///< GEMMs at the sustained rate (attention apart)
    double prefillAttentionSeconds = 0;                ///< attention at the sustained 16-bit rate
    double prefillMemorySeconds = 0;
    /// Tensor-parallel all-reduces of the prompt's hidden states (or stage hand-offs of a layer split).
    double prefillCommunicationSeconds = 0;
    double decodeBytesPerStep = 0;
    double decodeFlopsPerStep = 0;
    double decodeAttentionFlopsPerStep = 0; ///< part of decodeFlopsPerStep
    double memorySeconds = 0;
    double computeSeconds = 0;   ///< GEMMs of a step, attention apart
    double attentionSeconds = 0; ///< attention of a step over the batch's KV
    double communicationSeconds = 0;
    double launchSeconds = 0; ///< host launches of a decode step without CUDA graphs
};

/// The terms of one estimate, kept so that a view can show the formula with its inputs.
struct ThroughputEstimate
{
    std::int64_t batch = 0;
    double prefillFlops = 0;          ///< one sequence of context tokens
    double prefillAttentionFlops = 0; ///< part of prefillFlops
    double prefillSeconds = 0;
    double prefillCommunicationSeconds = 0; ///< part of prefillSeconds
    double prefillTokensPerSecond = 0;
    double decodeBytesPerStep = 0; ///< weights + KV read by one GPU per decode step
    double decodeFlopsPerStep = 0; ///< per GPU
    double memorySeconds = 0;      ///< per step
    double computeSeconds = 0;     ///< per step
    /// Per step: all-reduces (TP), all-to-alls (experts spread over the GPUs with attention data
    /// parallelism) or stage hand-offs (layer split).
    double communicationSeconds = 0;
    double launchSeconds = 0; ///< per step: kernel launches from the host when CUDA graphs are off
    double stepSeconds = 0;
    bool computeBound = false;
    double decodeTokensPerSecondPerSequence = 0;
    /// Output tokens/s of the replica with continuous batching: `batch` sequences in flight, each
    /// paying its prefill once and then one token per step.
    double throughputTokensPerSecond = 0;
    /// Time to first token of a sequence arriving at this batch, without queueing: its prompt at the
    /// replica's rate, then one decode step.
    double ttftSeconds = 0;
    /// Time per output token a sequence sees at this batch: a decode step plus the share of the other
    /// sequences' prompts that continuous batching mixes into each step.
    double tpotSeconds = 0;
    WeightFormat resolvedWeights = WeightFormat::BF16;
    ComputeRate rate;
    double sustainedFraction = 1;
};

/// The dense peak the workload's weight format runs at under @p engine (computeRate), before the
/// power-limit derating: an FP8 model on a GPU without an FP8 figure runs at its FP16/BF16 rate.
double computePeak(const GpuSku &sku, WeightFormat format, Engine engine = Engine::Vllm);

/// FLOPs of the attention (QK^T and PV, 2 per multiply-add) of a causal prompt of @p promptTokens
/// tokens, whole model: a full layer pairs every token with those before it (L^2/2 pairs), a
/// sliding-window layer with at most its window (L W - W^2/2 pairs once L > W), an MLA layer runs
/// heads of (head_dim + rope) for QK and head_dim for PV; a layer without attention nothing.
double prefillAttentionFlops(const ModelArch &model, double promptTokens);
/// FLOPs of the attention of one new token over @p contextTokens cached tokens, whole model. MLA
/// decodes with the absorbed latent (as vLLM, SGLang and TensorRT-LLM do): kv_lora_rank + rope for
/// QK and kv_lora_rank for PV per head.
double decodeAttentionFlops(const ModelArch &model, double contextTokens);

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
