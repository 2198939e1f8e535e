#pragma once

#include "engine.h"
#include "kvcache.h"
#include "weightformat.h"

#include <cstdint>

namespace GpuPlan {

/// What the user wants to run: formats, sequence lengths, concurrency, engine and replica size.
struct Workload
{
    WeightFormat weights = WeightFormat::BF16;
    KvFormat kv = KvFormat::FP16;
    std::int64_t contextTokens = 4096; ///< prompt tokens per sequence
    std::int64_t outputTokens = 256;   ///< generated tokens per sequence
    std::int64_t batch = 1;            ///< concurrent sequences; 0 means "the largest that fits"
    int gpus = 1;                      ///< GPUs per replica
    EngineConfig engine;

    std::int64_t sequenceTokens() const { return contextTokens + outputTokens; }
};

/// How a replica's GPUs share the model: vLLM, TensorRT-LLM and transformers split tensors (TP);
/// llama.cpp splits layers (its default --split-mode layer), which behaves like pipeline stages.
struct ParallelPlan
{
    int tensorParallel = 1;
    int pipelineParallel = 1;
    /// Attention data-parallel over the tensorParallel GPUs (EngineConfig::attentionDataParallel).
    bool attentionDataParallel = false;
    /// MoE experts spread whole over the tensorParallel GPUs (EngineConfig::expertParallel).
    bool expertParallel = false;

    /// How one GPU's KV cache is divided: by KV head under tensor parallelism (replicated when there are
    /// fewer heads than GPUs, and always for an MLA latent), not at all under attention data parallelism,
    /// where each GPU keeps the whole KV of its own sequences.
    KvSplit kvSplit() const { return {attentionDataParallel ? 1 : tensorParallel, pipelineParallel}; }
    /// Share of the batch's sequences whose KV one GPU holds.
    double kvSequenceShare() const { return attentionDataParallel ? 1.0 / tensorParallel : 1.0; }
};

ParallelPlan parallelPlan(const Workload &workload);

} // namespace GpuPlan
