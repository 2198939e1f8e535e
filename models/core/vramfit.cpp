#include "vramfit.h"

#include <algorithm>
#include <cmath>

namespace GpuPlan {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// Driver and firmware reservation on datacenter cards: nvidia-smi on an H100 80GB shows an FB total of
// 81559 MiB (361 MiB under 80 GiB) of which 551 MiB "Reserved"; an L40S 609 MiB reserved
// (../shared/samples/nvsmi-q-text, nvsmi-csv). Consumer cards reserve next to nothing: an RTX 4080
// (16 GiB) held 14.96 GiB of weights plus a 1 GiB KV cache before failing on a 560 MiB buffer
// (../shared/samples/llama-bench/stdout-rtx4080-8b-f16-oom.txt).
constexpr double kDatacenterReserve = 0.55 * kGiB;
constexpr double kHbmFrameBufferShortfall = 361.0 / 1024.0 * kGiB;

// The engines' own memory outside weights, KV and activations (GpuPlan assumptions, checked against
// the captures above and vLLM's profiler log in ../shared/calibration/vram_measured.csv).
constexpr double kTorchContext = 0.5 * kGiB; // CUDA context + cuBLAS workspaces of a PyTorch process
// llama.cpp's CUDA context and the driver's share of a desktop card. The RTX 4080 capture bounds it:
// with 13.98 GiB of weights (the embedding stays in host memory) and a 1 GiB KV cache allocated, a
// 560 MiB buffer no longer fitted in 16 GiB, so it exceeds 0.47 GiB; six RTX 3090 held Llama-3-70B F16
// at n_ctx 8192 (llamacpp_tps.csv), so it stays under 0.9 GiB.
constexpr double kLlamaCppContext = 0.55 * kGiB;
constexpr double kVllmNonTorch = 0.05 * kGiB;  // vLLM's profiler: non_torch_memory 0.05 GiB on one GPU
constexpr double kNcclBuffers = 0.25 * kGiB;   // NCCL buffers per GPU with tensor parallelism
constexpr double kVllmCudaGraphs = 0.5 * kGiB; // captured graphs: vLLM logs 0.2-1.5 GiB

bool isHbm(const GpuSku &sku) { return sku.memoryType.rfind("HBM", 0) == 0; }

double weightsPerGpu(const ModelArch &m, const Workload &w, ParallelPlan p)
{
    const WeightBytes b = weightBytes(m, w.weights);
    if (w.engine.engine == Engine::LlamaCpp) {
        // llama.cpp keeps the token embedding in host memory ("CPU buffer") and balances the layers
        // and the output projection (a copy of the embedding when tied) over the GPUs.
        const double output = m.tieWordEmbeddings ? b.embedding : b.output;
        return (b.body + output) / (p.tensorParallel * p.pipelineParallel);
    }
    if (p.pipelineParallel > 1) {
        // Layer split: the first stage also holds the embedding, the last the output projection.
        return b.body / p.pipelineParallel + std::max(b.embedding, b.output);
    }
    // Vocabulary-parallel embedding and lm_head; attention data parallelism gives every GPU all the
    // attention weights.
    const double replicated
        = p.attentionDataParallel ? attentionWeightBytes(m, w.weights) * (1.0 - 1.0 / p.tensorParallel) : 0.0;
    return b.total() / p.tensorParallel + replicated;
}

// Width of the MLP actually run per token: the dense FFN, or the active experts' (plus shared).
double activeIntermediate(const ModelArch &m)
{
    if (m.moe)
        return double(m.moe->moeIntermediate) * (m.moe->activeExperts + m.moe->sharedExperts);
    return double(m.intermediate);
}

double activationBytes(const ModelArch &m, const Workload &w, ParallelPlan p, std::int64_t batch,
                       std::int64_t sequenceTokens)
{
    const double h = m.hidden;
    const double inter = activeIntermediate(m) / p.tensorParallel;
    switch (w.engine.engine) {
    case Engine::Vllm:
    case Engine::TensorRtLlm: {
        // The profile run pushes max_num_batched_tokens tokens through one layer at a time: gate and
        // up projections (2 x intermediate) plus about seven hidden-sized BF16 buffers. Matches vLLM's
        // profiler (0.22 GiB for an 8B model at 2048 tokens) within 10 %.
        const double tokens = w.engine.maxNumBatchedTokens;
        return tokens * (2 * inter + 7 * h) * 2;
    }
    case Engine::LlamaCpp: {
        // ggml's compute buffer is the larger of the logits pass (ubatch x vocab FP32 plus one hidden
        // FP32 tensor) and the attention pass (scores ubatch x n_ctx x heads FP32 without flash
        // attention, plus six hidden FP32 tensors). 258.5 MiB at n_ctx 512 and 560 MiB at 8192 for
        // Llama-3-8B, as llama.cpp prints them.
        const double ub = w.engine.ubatch;
        const double nCtx = double(batch) * double(sequenceTokens);
        const double heads = std::max(1.0, double(m.heads) / p.tensorParallel);
        const double scores = w.engine.flashAttention ? 0.0 : ub * nCtx * heads * 4;
        return std::max(ub * double(m.vocab) * 4 + ub * h * 4, scores + 6 * ub * h * 4);
    }
    case Engine::Transformers: {
        // Eager prefill of the whole batch at once (SDPA attention, logits of the last token only).
        const double tokens = double(batch) * double(w.contextTokens);
        return tokens * (2 * inter + 7 * h) * 2 + double(batch) * double(m.vocab) * 4;
    }
    }
    return 0;
}

double runtimeBytes(const Workload &w, ParallelPlan p, double usable, double weights, double activations)
{
    const double nccl = p.tensorParallel > 1 ? kNcclBuffers : 0.0;
    switch (w.engine.engine) {
    case Engine::Vllm: {
        // vLLM takes gpu_memory_utilization of the GPU for weights, activations and KV; the rest is
        // headroom (where the CUDA context already sits). Graphs are captured on top.
        const double headroom = (1.0 - w.engine.gpuMemoryUtilization) * usable;
        return std::max(headroom, kTorchContext) + kVllmNonTorch + nccl + (w.engine.cudaGraphs ? kVllmCudaGraphs : 0.0);
    }
    case Engine::TensorRtLlm: {
        // The KV pool is a fraction of what is free once the engine is loaded; the rest stays unused.
        const double free = std::max(0.0, usable - weights - activations - kTorchContext - nccl);
        return kTorchContext + nccl + (1.0 - w.engine.kvCacheFreeMemoryFraction) * free;
    }
    case Engine::LlamaCpp:
        return kLlamaCppContext;
    case Engine::Transformers:
        return kTorchContext + nccl;
    }
    return 0;
}

} // namespace

ParallelPlan parallelPlan(const Workload &w)
{
    const int gpus = std::max(1, w.gpus);
    if (w.engine.engine == Engine::LlamaCpp)
        return ParallelPlan{1, gpus};
    return ParallelPlan{gpus, 1, gpus > 1 && w.engine.attentionDataParallel, gpus > 1 && w.engine.expertParallel};
}

double usableMemoryBytes(const GpuSku &sku)
{
    if (!sku.memoryBytes)
        return 0;
    double usable = double(*sku.memoryBytes);
    if (sku.segment == Segment::Datacenter) {
        // ECC on GDDR takes one sixteenth (an L40S 48 GiB shows 46068 MiB); HBM carries ECC aside.
        if (isHbm(sku))
            usable -= kHbmFrameBufferShortfall;
        else if (sku.ecc.value_or(false))
            usable *= 15.0 / 16.0;
        usable -= kDatacenterReserve;
    }
    return std::max(0.0, usable);
}

namespace {

// The breakdown with the parts that do not depend on batch and length computed once (fitVram bisects
// over them).
struct FixedParts
{
    ParallelPlan plan;
    double capacity = 0;
    double weights = 0;
};

FixedParts fixedParts(const GpuSku &sku, const ModelArch &m, const Workload &w)
{
    FixedParts f;
    f.plan = parallelPlan(w);
    f.capacity = usableMemoryBytes(sku);
    f.weights = weightsPerGpu(m, w, f.plan);
    return f;
}

// kvPerSequence < 0: computed here; else the KV bytes of one sequence of sequenceTokens (the cache is
// linear in the number of sequences, so a search over the batch computes it once).
VramBreakdown breakdown(const FixedParts &f, const ModelArch &m, const Workload &w, std::int64_t batch,
                        std::int64_t sequenceTokens, double kvPerSequence = -1)
{
    const ParallelPlan p = f.plan;
    VramBreakdown b;
    b.capacity = f.capacity;
    b.weights = f.weights;
    b.kv = kvPerSequence >= 0
        ? kvPerSequence * double(batch)
        : kvCacheBytes(m, w.kv, sequenceTokens, 1, p.kvSplit()) * double(batch) * p.kvSequenceShare();
    b.activations = activationBytes(m, w, p, batch, sequenceTokens);
    b.runtime = runtimeBytes(w, p, b.capacity, b.weights, b.activations);
    return b;
}

} // namespace

VramBreakdown vramBreakdown(const GpuSku &sku, const ModelArch &m, const Workload &workload, std::int64_t batch,
                            std::int64_t sequenceTokens)
{
    Workload w = workload;
    w.weights = resolveWeightFormat(workload.weights, sku);
    return breakdown(fixedParts(sku, m, w), m, w, batch, sequenceTokens);
}

VramFit fitVram(const GpuSku &sku, const ModelArch &m, const Workload &workload)
{
    Workload w = workload;
    w.weights = resolveWeightFormat(workload.weights, sku); // the FP4 alias is NVFP4 or MXFP4 here
    VramFit fit;
    fit.plan = parallelPlan(w);
    const std::int64_t seq = std::max<std::int64_t>(1, w.sequenceTokens());
    const FixedParts fixed = fixedParts(sku, m, w);
    const double kvPerSequence = kvCacheBytes(m, w.kv, seq, 1, fit.plan.kvSplit()) * fit.plan.kvSequenceShare();
    auto fitsAt = [&](std::int64_t batch, std::int64_t tokens) {
        const VramBreakdown b = breakdown(fixed, m, w, batch, tokens, tokens == seq ? kvPerSequence : -1.0);
        return b.capacity > 0 && b.total() <= b.capacity;
    };
    // Memory grows monotonically with batch and length, so the largest fitting value is found by
    // doubling then bisecting.
    auto largest = [](std::int64_t limit, auto &&ok) -> std::int64_t {
        if (!ok(1))
            return 0;
        std::int64_t lo = 1;
        std::int64_t hi = 2;
        while (hi <= limit && ok(hi)) {
            lo = hi;
            hi *= 2;
        }
        hi = std::min(hi, limit + 1);
        while (hi - lo > 1) {
            const std::int64_t mid = lo + (hi - lo) / 2;
            (ok(mid) ? lo : hi) = mid;
        }
        return lo;
    };
    constexpr std::int64_t kBatchLimit = 1 << 20;
    fit.maxBatch = largest(kBatchLimit, [&](std::int64_t b) { return fitsAt(b, seq); });
    fit.batch = w.batch > 0 ? w.batch : std::max<std::int64_t>(fit.maxBatch, 1);
    const std::int64_t contextLimit = m.maxContext > 0 ? m.maxContext : (std::int64_t(1) << 24);
    fit.maxContext = largest(contextLimit, [&](std::int64_t t) { return fitsAt(fit.batch, t); });
    fit.fits = fit.maxBatch >= fit.batch && fit.maxBatch > 0;
    fit.perGpu = breakdown(fixed, m, w, fit.batch, seq);
    return fit;
}

} // namespace GpuPlan
