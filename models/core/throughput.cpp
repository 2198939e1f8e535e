#include "throughput.h"

#include "kvcache.h"
#include "powerlimit.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <string>

namespace GpuPlan {

namespace {

// PCIe payload bandwidth per lane and direction (GB/s): gen 3 8 GT/s 128b/130b, gen 4 and 5 double.
double pcieLaneBytesPerSecond(int gen)
{
    switch (gen) {
    case 3:
        return 0.985e9;
    case 4:
        return 1.969e9;
    case 5:
        return 3.938e9;
    case 6:
        return 7.563e9;
    default:
        return 0.985e9;
    }
}

// Latency of one all-reduce or stage hand-off, on top of its bytes (NCCL small-message latency).
constexpr double kLinkLatencySeconds = 10e-6;

// Parameters that run per token: everything but the embedding lookup (the lm_head still runs).
double activeComputeParams(const ModelArch &m)
{
    const double embedding = double(m.vocab) * m.hidden;
    double active = double(m.activeParams > 0 ? m.activeParams : m.params) - embedding;
    if (m.tieWordEmbeddings)
        active += embedding;
    return std::max(active, 0.0);
}

// Expected largest of n independent standard normal variables (tables of normal order statistics, e.g.
// H. L. Harter, Biometrika 48, 1961): 2 -> 0.5642, 4 -> 1.0294, 8 -> 1.4236, 16 -> 1.7660, 32 -> 2.0697,
// 64 -> 2.3409; linear in log2(n) between them.
double expectedMaxOfNormals(double n)
{
    constexpr double kTable[] = {0.0, 0.5642, 1.0294, 1.4236, 1.7660, 2.0697, 2.3409};
    const double x = std::clamp(std::log2(std::max(1.0, n)), 0.0, 6.0);
    const int i = std::min(5, int(x));
    return kTable[i] + (kTable[i + 1] - kTable[i]) * (x - i);
}

// Bytes of weights one decode step reads on one GPU. A MoE layer reads only the experts its batch
// routes to: with k of E experts per token, B tokens touch E(1 - (1 - k/E)^B) distinct experts.
double weightBytesPerStep(const ModelArch &m, const Workload &w, ParallelPlan p, std::int64_t batch)
{
    const WeightBytes all = weightBytes(m, w.weights);
    double read = all.body + (m.tieWordEmbeddings ? all.embedding : all.output);
    double busiestExtra = 0;
    if (m.moe && m.moe->experts > 0 && m.moe->moeIntermediate > 0) {
        const double e = m.moe->experts;
        const double k = std::min<double>(m.moe->activeExperts, e);
        const double bitsPerParam = all.body * 8 / std::max(1.0, double(m.params) - double(m.vocab) * m.hidden * 2);
        const int moeLayers = m.layers - m.moe->denseLayers;
        const double expertBytes = 3.0 * m.hidden * double(m.moe->moeIntermediate) * moeLayers * bitsPerParam / 8;
        const double touched = e * (1.0 - std::pow(1.0 - k / e, double(batch)));
        read -= std::clamp((e - touched) * expertBytes, 0.0, all.body);
        const int ep = p.tensorParallel;
        if (p.expertParallel && ep > 1) {
            // Each GPU holds E / EP whole experts and the step waits for the one whose experts the batch
            // touches most: n experts each touched with probability q, binomial, its largest of EP draws
            // approximated as normal (negligible once every expert is touched).
            const double n = e / ep;
            const double q = touched / e;
            const double sd = std::sqrt(n * q * (1.0 - q));
            busiestExtra = std::min(n - n * q, sd * expectedMaxOfNormals(ep)) * expertBytes;
        }
    }
    double perGpu = read / (p.tensorParallel * p.pipelineParallel) + busiestExtra / p.pipelineParallel;
    if (p.attentionDataParallel) // every GPU reads all the attention weights
        perGpu += attentionWeightBytes(m, w.weights) * (1.0 - 1.0 / p.tensorParallel) / p.pipelineParallel;
    return perGpu;
}

// Without CUDA graphs a serving engine launches every kernel of a decode step from the host. A layer
// in vLLM's eager mode runs about ten (RMSNorm, QKV GEMM, rotary, KV-cache write, attention, output
// GEMM, fused add + RMSNorm, gate-up GEMM, SiLU-and-multiply, down GEMM) plus its two all-reduces
// under tensor parallelism; a launch costs on the order of microseconds (Modal GPU glossary, "CUDA
// Graph"): 5 us with PyTorch's dispatcher, GpuPlan's assumption.
constexpr double kKernelsPerLayer = 10;
constexpr double kEagerLaunchSeconds = 5e-6;

double eagerLaunchSeconds(const ModelArch &m, const Workload &w, ParallelPlan p)
{
    if (w.engine.cudaGraphs || w.engine.engine == Engine::LlamaCpp)
        return 0;
    return m.layers * (kKernelsPerLayer + (p.tensorParallel > 1 ? 2 : 0)) * kEagerLaunchSeconds;
}

} // namespace

double computePeak(const GpuSku &sku, WeightFormat format, Engine engine)
{
    return computeRate(sku, format, engine).peakFlops;
}

namespace {

// Query-key pairs of a causal prompt of L tokens on one layer, and the per-head widths it multiplies.
struct LayerPairs
{
    double pairs = 0;
    double qk = 0;
    double pv = 0;
};

LayerPairs prefillPairs(const ModelArch &m, const LayerAttention &a, double L)
{
    LayerPairs p;
    switch (a.kind) {
    case AttentionKind::None:
        return p;
    case AttentionKind::Sliding: {
        const double w = double(a.window);
        p.pairs = L > w && w > 0 ? L * w - w * w / 2 : L * L / 2;
        break;
    }
    case AttentionKind::Full:
    case AttentionKind::Mla:
        p.pairs = L * L / 2;
        break;
    }
    p.qk = m.headDim;
    p.pv = m.headDim;
    if (a.kind == AttentionKind::Mla && m.mla) // prefill runs MLA unabsorbed: nope + rope dims for QK
        p.qk = m.headDim + m.mla->qkRopeHeadDim;
    return p;
}

// Layers that use pattern entry j of a pattern repeating every `period` layers.
int layersOfPatternEntry(const ModelArch &m, std::size_t j)
{
    const std::size_t period = std::max<std::size_t>(1, m.attentionPattern.size());
    return m.layers > int(j) ? int((std::size_t(m.layers) - j + period - 1) / period) : 0;
}

} // namespace

double prefillAttentionFlops(const ModelArch &m, double L)
{
    double flops = 0;
    const std::size_t period = std::max<std::size_t>(1, m.attentionPattern.size());
    for (std::size_t j = 0; j < period; ++j) {
        const LayerPairs p = prefillPairs(m, m.attentionOfLayer(int(j)), L);
        flops += layersOfPatternEntry(m, j) * 2.0 * p.pairs * m.heads * (p.qk + p.pv);
    }
    return flops;
}

double decodeAttentionFlops(const ModelArch &m, double context)
{
    double flops = 0;
    const std::size_t period = std::max<std::size_t>(1, m.attentionPattern.size());
    for (std::size_t j = 0; j < period; ++j) {
        const LayerAttention &a = m.attentionOfLayer(int(j));
        double qk = m.headDim;
        double pv = m.headDim;
        double span = context;
        switch (a.kind) {
        case AttentionKind::None:
            continue;
        case AttentionKind::Sliding:
            span = std::min(context, double(a.window));
            break;
        case AttentionKind::Mla:
            if (m.mla) {
                qk = m.mla->kvLoraRank + m.mla->qkRopeHeadDim;
                pv = m.mla->kvLoraRank;
            }
            break;
        case AttentionKind::Full:
            break;
        }
        flops += layersOfPatternEntry(m, j) * 2.0 * span * m.heads * (qk + pv);
    }
    return flops;
}

double linkBandwidth(const GpuSku &sku)
{
    // The figure before "GB/s" ("NVLink4 900 GB/s"); NVLink figures are quoted bidirectional (900 GB/s
    // = 450 each way).
    const std::string &text = sku.interconnect;
    const std::size_t unit = text.find("GB/s");
    if (unit != std::string::npos) {
        std::size_t end = unit;
        while (end > 0 && text[end - 1] == ' ')
            --end;
        std::size_t begin = end;
        while (begin > 0 && (std::isdigit(static_cast<unsigned char>(text[begin - 1])) || text[begin - 1] == '.'))
            --begin;
        // from_chars: independent of the C locale the GUI sets (a decimal comma would stop strtod).
        double gbs = 0;
        const auto [ptr, ec] = std::from_chars(text.data() + begin, text.data() + end, gbs);
        if (begin < end && ec == std::errc() && ptr == text.data() + end && gbs > 0)
            return gbs * 1e9 / 2;
    }
    return pcieLaneBytesPerSecond(sku.pcieGen.value_or(4)) * sku.pcieWidth.value_or(16);
}

ThroughputTerms throughputTerms(const GpuSku &sku, const ModelArch &m, const Workload &workload, std::int64_t batch)
{
    ThroughputTerms t;
    Workload w = workload;
    w.weights = resolveWeightFormat(workload.weights, sku);
    t.resolvedWeights = w.weights;
    t.batch = std::max<std::int64_t>(1, batch);
    const ParallelPlan p = parallelPlan(w);
    // The fitted tensor-parallel penalty applies to every multi-GPU replica, attention data parallelism
    // and spread experts included: trtllm-bench's MoE rows, which run so, fit worse without it.
    t.tensorParallel = p.tensorParallel;
    // Tensor parallelism splits every step across GPUs; a layer split runs its stages one after
    // another, so a step costs the whole model's time on one GPU however many hold it.
    const int parallel = p.tensorParallel;
    const int serial = p.pipelineParallel;
    const double bandwidth = sku.memoryBandwidthBytesPerSecond.value_or(0);
    t.rate = computeRate(sku, w.weights, w.engine.engine);
    // A measured ceiling already is what the card sustains within its power limit.
    t.sustainedFraction = t.rate.measured ? 1.0 : sustainedComputeFraction(sku);
    const double peak = t.rate.peakFlops * t.sustainedFraction;
    // Attention multiplies activations by activations: the engine's 16-bit math (BF16, or llama.cpp's
    // FP16 with FP16 accumulate) whatever the weights are stored in.
    const double attentionPeak = computeRate(sku, WeightFormat::BF16, w.engine.engine).peakFlops * t.sustainedFraction;
    if (bandwidth <= 0 || peak <= 0 || attentionPeak <= 0)
        return t;
    t.valid = true;
    const double active = activeComputeParams(m);
    const double link = linkBandwidth(sku);

    // Prefill: 2 FLOP per parameter per token on the GEMMs, plus causal attention over the prompt;
    // compute-bound, spread over the TP group.
    t.promptTokens = double(std::max<std::int64_t>(1, w.contextTokens));
    const double L = t.promptTokens;
    t.prefillAttentionFlops = prefillAttentionFlops(m, L);
    t.prefillFlops = 2.0 * active * L + t.prefillAttentionFlops;
    t.prefillComputeSeconds = 2.0 * active * L / (peak * parallel);
    t.prefillAttentionSeconds = t.prefillAttentionFlops / (attentionPeak * parallel);
    double ubatches = 1;
    if (w.engine.engine == Engine::LlamaCpp) {
        // llama.cpp runs a prompt in physical batches (ubatch) and re-reads the weights for each. With a
        // layer split, the stages work on successive ubatches of one logical batch (llama-bench: 2048
        // tokens) at the same time (pipeline parallelism, ggml's scheduler): U ubatches through S
        // stages take U + S - 1 stage times instead of U x S.
        const double ub = double(std::max(1, w.engine.ubatch));
        ubatches = std::ceil(L / ub);
        if (serial > 1) {
            const double inFlight = std::clamp(std::ceil(std::min(L, 2048.0) / ub), 1.0, 4.0);
            // The seconds above are the whole model on one GPU, i.e. the S stages one after another.
            const double pipelined = (inFlight + serial - 1) / (inFlight * serial);
            t.prefillComputeSeconds *= pipelined;
            t.prefillAttentionSeconds *= pipelined;
        }
    }
    t.prefillMemorySeconds = serial * ubatches * weightBytesPerStep(m, w, p, std::int64_t(L)) / bandwidth;

    // Decode: each step reads the weights once and every sequence's KV cache (at the mean length
    // over the generation), and does 2 FLOP per parameter per sequence plus its attention.
    const std::int64_t meanTokens = w.contextTokens + w.outputTokens / 2;
    const double kv = kvCacheBytes(m, w.kv, meanTokens, 1, p.kvSplit()) * double(t.batch) * p.kvSequenceShare();
    t.decodeBytesPerStep = weightBytesPerStep(m, w, p, t.batch) + kv;
    const double gemmFlops = 2.0 * active * double(t.batch) / (parallel * serial);
    t.decodeAttentionFlopsPerStep = decodeAttentionFlops(m, double(meanTokens)) * double(t.batch) / (parallel * serial);
    t.decodeFlopsPerStep = gemmFlops + t.decodeAttentionFlopsPerStep;
    t.memorySeconds = serial * t.decodeBytesPerStep / bandwidth;
    t.computeSeconds = serial * gemmFlops / peak;
    t.attentionSeconds = serial * t.decodeAttentionFlopsPerStep / attentionPeak;
    // Moving the FP16 hidden states of `tokens` tokens between the GPUs of the replica, once per step
    // (decode: one token per sequence) or once per prompt (prefill: every prompt token).
    const bool moe = m.moe && m.moe->experts > 0 && m.moe->moeIntermediate > 0;
    auto communication = [&](double tokens) {
        const double bytes = tokens * m.hidden * 2;
        if (p.tensorParallel > 1) {
            const int tp = p.tensorParallel;
            const double allReduce = 2.0 * (tp - 1) / tp * bytes / link + kLinkLatencySeconds;
            if (p.attentionDataParallel && p.expertParallel && moe) {
                // Attention on each GPU's own tokens needs nothing; a MoE layer sends each token's hidden
                // state to the GPUs of its k experts and gathers the results back (two all-to-alls, the
                // (EP - 1) / EP share leaving the GPU); a dense FFN layer all-reduces.
                const int moeLayers = m.layers - m.moe->denseLayers;
                const double k = std::min(m.moe->activeExperts, m.moe->experts);
                const double sent = bytes / tp * k * (tp - 1) / tp;
                return 2.0 * moeLayers * (sent / link + kLinkLatencySeconds) + m.moe->denseLayers * allReduce;
            }
            if (p.attentionDataParallel) // gather the tokens before the FFN, scatter them after: one all-reduce
                return m.layers * allReduce;
            // Two ring all-reduces of the hidden state per layer (expert parallelism without attention
            // data parallelism still all-reduces the experts' outputs).
            return 2.0 * m.layers * allReduce;
        }
        // Layer split runs the stages one after another; each boundary hands over the hidden state.
        return (p.pipelineParallel - 1) * (bytes / link + kLinkLatencySeconds);
    };
    t.communicationSeconds = communication(double(t.batch));
    t.launchSeconds = eagerLaunchSeconds(m, w, p);
    t.prefillCommunicationSeconds = communication(L);
    t.outputTokens = double(std::max<std::int64_t>(1, w.outputTokens));
    return t;
}

ThroughputEstimate combineThroughput(const ThroughputTerms &t, const PerfParams &params)
{
    ThroughputEstimate e;
    e.batch = t.batch;
    e.resolvedWeights = t.resolvedWeights;
    e.rate = t.rate;
    e.sustainedFraction = t.sustainedFraction;
    if (!t.valid || params.bandwidthEfficiency <= 0 || params.computeEfficiency <= 0)
        return e;
    // Splitting a step over more GPUs makes each GPU's share smaller and less efficient (smaller
    // GEMMs, synchronisation): the fitted penalty grows with log2 of the tensor-parallel degree.
    const double scaling = 1.0 + params.tensorParallelPenalty * std::log2(double(std::max(1, t.tensorParallel)));
    const double be = params.bandwidthEfficiency;
    const double ce = params.computeEfficiency;
    const double ae = params.attention();
    e.prefillFlops = t.prefillFlops;
    e.prefillAttentionFlops = t.prefillAttentionFlops;
    // A prompt's all-reduces carry every prompt token's hidden state: over PCIe they can cost more
    // than its FLOPs.
    const double prefillCompute
        = (t.prefillComputeSeconds / ce + t.prefillAttentionSeconds / ae) * scaling + t.prefillCommunicationSeconds;
    e.prefillCommunicationSeconds = t.prefillCommunicationSeconds;
    e.prefillSeconds = std::max(prefillCompute, t.prefillMemorySeconds / be + t.prefillCommunicationSeconds)
        + params.stepOverheadSeconds;
    e.prefillTokensPerSecond = t.promptTokens / e.prefillSeconds;
    e.decodeBytesPerStep = t.decodeBytesPerStep;
    e.decodeFlopsPerStep = t.decodeFlopsPerStep;
    e.memorySeconds = t.memorySeconds / be * scaling;
    e.computeSeconds = (t.computeSeconds / ce + t.attentionSeconds / ae) * scaling;
    e.communicationSeconds = t.communicationSeconds;
    e.computeBound = e.computeSeconds > e.memorySeconds;
    e.launchSeconds = t.launchSeconds;
    e.stepSeconds = std::max(e.memorySeconds, e.computeSeconds) + e.communicationSeconds + t.launchSeconds
        + params.stepOverheadSeconds;
    e.decodeTokensPerSecondPerSequence = 1.0 / e.stepSeconds;
    // Per sequence: its prompt's compute, then `outputs` steps shared with batch-1 other sequences.
    // Serving engines batch prompts with decode steps (chunked prefill), so a prompt does not read
    // the weights on its own: only its FLOPs count. A lone sequence pays the whole prefill.
    const double prefillShare = e.batch > 1 ? prefillCompute : e.prefillSeconds;
    const double secondsPerSequence = prefillShare + t.outputTokens * e.stepSeconds / double(e.batch);
    e.throughputTokensPerSecond = t.outputTokens / secondsPerSequence;
    e.ttftSeconds = e.prefillSeconds + e.stepSeconds;
    // Each step also carries batch / outputs new prompts' compute (a sequence leaves every `outputs`
    // steps and another one arrives).
    e.tpotSeconds = e.stepSeconds + (e.batch > 1 ? prefillShare * double(e.batch) / t.outputTokens : 0.0);
    return e;
}

ThroughputEstimate estimateThroughput(const GpuSku &sku, const ModelArch &m, const Workload &w, std::int64_t batch,
                                      const PerfParams &params)
{
    return combineThroughput(throughputTerms(sku, m, w, batch), params);
}

} // namespace GpuPlan
