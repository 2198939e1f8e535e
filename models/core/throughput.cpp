#include "throughput.h"

#include "kvcache.h"

#include <algorithm>
#include <cmath>
#include <regex>

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

// Bytes of weights one decode step reads on one GPU. A MoE layer reads only the experts its batch
// routes to: with k of E experts per token, B tokens touch E(1 - (1 - k/E)^B) distinct experts.
double weightBytesPerStep(const ModelArch &m, const Workload &w, ParallelPlan p, std::int64_t batch)
{
    const WeightBytes all = weightBytes(m, w.weights);
    double read = all.body + (m.tieWordEmbeddings ? all.embedding : all.output);
    if (m.moe && m.moe->experts > 0 && m.moe->moeIntermediate > 0) {
        const double e = m.moe->experts;
        const double k = std::min<double>(m.moe->activeExperts, e);
        const double bitsPerParam = all.body * 8 / std::max(1.0, double(m.params) - double(m.vocab) * m.hidden * 2);
        const int moeLayers = m.layers - m.moe->denseLayers;
        const double expertParams = 3.0 * m.hidden * double(m.moe->moeIntermediate);
        const double touched = e * (1.0 - std::pow(1.0 - k / e, double(batch)));
        const double skipped = (e - touched) * expertParams * moeLayers * bitsPerParam / 8;
        read -= std::clamp(skipped, 0.0, all.body);
    }
    return read / (p.tensorParallel * p.pipelineParallel);
}

} // namespace

double computePeak(const GpuSku &sku, WeightFormat format)
{
    const Precision wanted = weightFormatInfo(format).compute;
    for (Precision p : {wanted, Precision::BF16, Precision::FP16, Precision::FP32}) {
        if (const auto peak = sku.peak(p))
            return *peak;
    }
    return 0;
}

double linkBandwidth(const GpuSku &sku)
{
    static const std::regex kFigure(R"((\d+(?:\.\d+)?)\s*GB/s)");
    std::smatch match;
    if (std::regex_search(sku.interconnect, match, kFigure)) {
        // NVLink figures are quoted bidirectional (900 GB/s = 450 each way).
        return std::stod(match[1].str()) * 1e9 / 2;
    }
    return pcieLaneBytesPerSecond(sku.pcieGen.value_or(4)) * sku.pcieWidth.value_or(16);
}

ThroughputTerms throughputTerms(const GpuSku &sku, const ModelArch &m, const Workload &w, std::int64_t batch)
{
    ThroughputTerms t;
    t.batch = std::max<std::int64_t>(1, batch);
    const ParallelPlan p = parallelPlan(w);
    t.tensorParallel = p.tensorParallel;
    // Tensor parallelism splits every step across GPUs; a layer split runs its stages one after
    // another, so a step costs the whole model's time on one GPU however many hold it.
    const int parallel = p.tensorParallel;
    const int serial = p.pipelineParallel;
    const double bandwidth = sku.memoryBandwidthBytesPerSecond.value_or(0);
    const double peak = computePeak(sku, w.weights);
    if (bandwidth <= 0 || peak <= 0)
        return t;
    t.valid = true;
    const double active = activeComputeParams(m);
    const double attentionWidth = double(m.heads) * m.headDim;
    const double link = linkBandwidth(sku);

    // Prefill: 2 FLOP per parameter per token, plus causal attention over the prompt (QK^T and PV,
    // 2 L^2 d per full layer, windowed layers capped); compute-bound, spread over the TP group.
    t.promptTokens = double(std::max<std::int64_t>(1, w.contextTokens));
    const double L = t.promptTokens;
    double attention = 0;
    for (int i = 0; i < m.layers; ++i) {
        const LayerAttention &a = m.attentionOfLayer(i);
        const double span = a.kind == AttentionKind::Sliding ? std::min<double>(L, double(a.window)) : L;
        attention += a.kind == AttentionKind::None ? 0.0 : 2.0 * L * span * attentionWidth;
    }
    t.prefillFlops = 2.0 * active * L + attention;
    t.prefillComputeSeconds = t.prefillFlops / (peak * parallel);
    t.prefillMemorySeconds = serial * weightBytesPerStep(m, w, p, std::int64_t(L)) / bandwidth;

    // Decode: each step reads the weights once and every sequence's KV cache (at the mean length
    // over the generation), and does 2 FLOP per parameter per sequence.
    const std::int64_t meanTokens = w.contextTokens + w.outputTokens / 2;
    const double kv = kvCacheBytes(m, w.kv, meanTokens, t.batch, KvSplit{p.tensorParallel, p.pipelineParallel});
    t.decodeBytesPerStep = weightBytesPerStep(m, w, p, t.batch) + kv;
    t.decodeFlopsPerStep = 2.0 * active * double(t.batch) / (parallel * serial);
    t.memorySeconds = serial * t.decodeBytesPerStep / bandwidth;
    t.computeSeconds = serial * t.decodeFlopsPerStep / peak;
    // Moving the FP16 hidden states of `tokens` tokens between the GPUs of the replica, once per step
    // (decode: one token per sequence) or once per prompt (prefill: every prompt token).
    auto communication = [&](double tokens) {
        const double bytes = tokens * m.hidden * 2;
        if (p.tensorParallel > 1) {
            // Two ring all-reduces of the hidden state per layer.
            const double ring = 2.0 * (p.tensorParallel - 1) / p.tensorParallel * bytes / link;
            return 2.0 * m.layers * (ring + kLinkLatencySeconds);
        }
        // Layer split runs the stages one after another; each boundary hands over the hidden state.
        return (p.pipelineParallel - 1) * (bytes / link + kLinkLatencySeconds);
    };
    t.communicationSeconds = communication(double(t.batch));
    t.prefillCommunicationSeconds = communication(L);
    t.outputTokens = double(std::max<std::int64_t>(1, w.outputTokens));
    return t;
}

ThroughputEstimate combineThroughput(const ThroughputTerms &t, const PerfParams &params)
{
    ThroughputEstimate e;
    e.batch = t.batch;
    if (!t.valid || params.bandwidthEfficiency <= 0 || params.computeEfficiency <= 0)
        return e;
    // Splitting a step over more GPUs makes each GPU's share smaller and less efficient (smaller
    // GEMMs, synchronisation): the fitted penalty grows with log2 of the tensor-parallel degree.
    const double scaling = 1.0 + params.tensorParallelPenalty * std::log2(double(std::max(1, t.tensorParallel)));
    const double be = params.bandwidthEfficiency;
    const double ce = params.computeEfficiency;
    e.prefillFlops = t.prefillFlops;
    // A prompt's all-reduces carry every prompt token's hidden state: over PCIe they can cost more
    // than its FLOPs.
    const double prefillCompute = t.prefillComputeSeconds / ce * scaling + t.prefillCommunicationSeconds;
    e.prefillCommunicationSeconds = t.prefillCommunicationSeconds;
    e.prefillSeconds = std::max(prefillCompute, t.prefillMemorySeconds / be + t.prefillCommunicationSeconds)
                       + params.stepOverheadSeconds;
    e.prefillTokensPerSecond = t.promptTokens / e.prefillSeconds;
    e.decodeBytesPerStep = t.decodeBytesPerStep;
    e.decodeFlopsPerStep = t.decodeFlopsPerStep;
    e.memorySeconds = t.memorySeconds / be * scaling;
    e.computeSeconds = t.computeSeconds / ce * scaling;
    e.communicationSeconds = t.communicationSeconds;
    e.computeBound = e.computeSeconds > e.memorySeconds;
    e.stepSeconds = std::max(e.memorySeconds, e.computeSeconds) + e.communicationSeconds + params.stepOverheadSeconds;
    e.decodeTokensPerSecondPerSequence = 1.0 / e.stepSeconds;
    // Per sequence: its prompt's compute, then `outputs` steps shared with batch-1 other sequences.
    // Serving engines batch prompts with decode steps (chunked prefill), so a prompt does not read
    // the weights on its own: only its FLOPs count. A lone sequence pays the whole prefill.
    const double prefillShare = e.batch > 1 ? prefillCompute : e.prefillSeconds;
    const double secondsPerSequence = prefillShare + t.outputTokens * e.stepSeconds / double(e.batch);
    e.throughputTokensPerSecond = t.outputTokens / secondsPerSequence;
    return e;
}

ThroughputEstimate estimateThroughput(const GpuSku &sku, const ModelArch &m, const Workload &w, std::int64_t batch,
                                      const PerfParams &params)
{
    return combineThroughput(throughputTerms(sku, m, w, batch), params);
}

} // namespace GpuPlan
