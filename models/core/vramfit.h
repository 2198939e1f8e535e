#pragma once

#include "gpusku.h"
#include "modelarch.h"
#include "workload.h"

#include <cstdint>

namespace GpuPlan {

/// Memory of one GPU of a replica, in bytes.
struct VramBreakdown
{
    double weights = 0;
    double kv = 0;          ///< the KV cache the workload's sequences need
    double activations = 0; ///< activation / workspace peak (vLLM profile run, llama.cpp compute buffer)
    double runtime = 0;     ///< CUDA/HIP context and the engine's reserves and headroom
    double capacity = 0;    ///< usable memory of the GPU (after ECC and driver reservations)
    double total() const { return weights + kv + activations + runtime; }
};

struct VramFit
{
    bool fits = false;
    std::int64_t batch = 0;      ///< the batch evaluated (the requested one, or max_batch for "max")
    std::int64_t maxBatch = 0;   ///< largest batch that fits at the workload's sequence length
    std::int64_t maxContext = 0; ///< longest sequence (prompt + output) that fits at the workload's batch
    ParallelPlan plan;
    VramBreakdown perGpu; ///< at `batch` (at batch 1 when nothing fits)
};

/// The memory a GPU can hand to an application: nominal capacity less the ECC share of GDDR memory
/// on datacenter cards and the driver's reservation.
double usableMemoryBytes(const GpuSku &sku);

/// Per-GPU memory at @p batch sequences of @p sequenceTokens tokens.
VramBreakdown vramBreakdown(const GpuSku &sku, const ModelArch &model, const Workload &workload, std::int64_t batch,
                            std::int64_t sequenceTokens);

/// Fits the workload on a replica of workload.gpus GPUs of @p sku: the breakdown, the largest batch at
/// the workload's sequence length and the longest sequence at its batch.
VramFit fitVram(const GpuSku &sku, const ModelArch &model, const Workload &workload);

} // namespace GpuPlan
