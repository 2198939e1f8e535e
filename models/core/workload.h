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
};

ParallelPlan parallelPlan(const Workload &workload);

} // namespace GpuPlan
