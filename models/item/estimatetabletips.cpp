// EstimateTableModel's tooltips: each figure with its formula and the inputs it was computed from.
#include "estimatetablemodel.h"

#include "estimatetablemodel_p.h"
#include "unitformat.h"
#include "unitformat_p.h"

#include "core/kvcache.h"
#include "core/weightformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace GpuPlan {

namespace EstimateText {

QString number(double value, int decimals, const QLocale &locale)
{
    return UnitFormat::Detail::trimmedNumber(value, decimals, locale);
}

QString gib(double bytes, int decimals, const QLocale &locale)
{
    return QCoreApplication::translate("EstimateTableModel", "%1 GiB")
        .arg(locale.toString(bytes / double(1 << 30), 'f', decimals));
}

QString rate(double tokensPerSecond, const QLocale &locale)
{
    return locale.toString(tokensPerSecond, 'f', tokensPerSecond >= 100 ? 0 : 1);
}

QString duration(double seconds, const QLocale &locale)
{
    if (seconds >= 1.0)
        return QCoreApplication::translate("EstimateTableModel", "%1 s").arg(locale.toString(seconds, 'f', 2));
    return QCoreApplication::translate("EstimateTableModel", "%1 ms")
        .arg(number(seconds * 1e3, seconds < 0.01 ? 2 : 1, locale));
}

QString percent(double fraction, const QLocale &locale)
{
    return QCoreApplication::translate("EstimateTableModel", "%1 %").arg(number(fraction * 100, 1, locale));
}

} // namespace EstimateText

namespace {

using namespace EstimateText;

QString label(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

QString gigabytes(double bytes)
{
    return QCoreApplication::translate("EstimateTableModel", "%1 GB").arg(number(bytes / 1e9, 2));
}

QString flopCount(double flop)
{
    if (flop >= 1e12)
        return QCoreApplication::translate("EstimateTableModel", "%1 TFLOP").arg(number(flop / 1e12, 2));
    return QCoreApplication::translate("EstimateTableModel", "%1 GFLOP").arg(number(flop / 1e9, 2));
}

QString splitText(const ParallelPlan &plan)
{
    if (plan.pipelineParallel > 1)
        return QCoreApplication::translate("EstimateTableModel", "layers split over %1 GPUs")
            .arg(plan.pipelineParallel);
    if (plan.tensorParallel > 1)
        return QCoreApplication::translate("EstimateTableModel", "tensors split over %1 GPUs").arg(plan.tensorParallel);
    return QCoreApplication::translate("EstimateTableModel", "the whole model on one GPU");
}

} // namespace

QString EstimateTableModel::toolTip(const Estimate &e, const GpuSku &sku, int column) const
{
    const VramBreakdown &m = e.fit.perGpu;
    switch (column) {
    case VendorColumn:
    case NameColumn:
        return tr("%1 (%2)\n%3")
            .arg(QString::fromStdString(sku.name), QString::fromStdString(sku.id),
                 UnitFormat::provenanceText(sku.provenance));
    case FitsColumn:
        if (m.capacity <= 0)
            return tr("The memory size of this GPU is unknown");
        return e.fit.fits ? tr("Fits: needs %1 per GPU, %2 usable (%3 to spare) at a batch of %4")
                                .arg(gib(m.total(), 1), gib(m.capacity, 1), gib(m.capacity - m.total(), 1))
                                .arg(e.fit.batch)
                          : tr("Does not fit: needs %1 per GPU, %2 usable (%3 short) at a batch of %4")
                                .arg(gib(m.total(), 1), gib(m.capacity, 1), gib(m.total() - m.capacity, 1))
                                .arg(e.fit.batch);
    case MaxBatchColumn:
        return tr("Largest number of concurrent sequences of %1 tokens (prompt + output) for which weights + "
                  "KV cache + activations + runtime fit in %2 per GPU: %3")
            .arg(QLocale().toString(e.workload.sequenceTokens()), gib(m.capacity, 1),
                 QLocale().toString(e.fit.maxBatch));
    case MaxContextColumn:
        return tr("Longest sequence (prompt + output tokens) that fits at a batch of %1, up to the model's "
                  "limit of %2 tokens: %3")
            .arg(e.fit.batch)
            .arg(QLocale().toString(m_model ? m_model->maxContext : 0), QLocale().toString(e.fit.maxContext));
    case UncertaintyColumn: {
        if (e.uncertainty <= 0)
            return tr("No measurement calibrates this GPU and engine: GpuPlan's default efficiencies");
        QString text = tr("The speed estimates are typically within ±%1: the root mean square of the relative "
                          "residuals of the benchmark rows of calibration group %2.\nBandwidth efficiency %3, "
                          "compute efficiency %4, attention efficiency %5, step overhead %6")
                           .arg(percent(e.uncertainty), QString::fromStdString(e.calibrationGroup),
                                number(e.params.bandwidthEfficiency, 2), number(e.params.computeEfficiency, 2),
                                number(e.params.attention(), 2), duration(e.params.stepOverheadSeconds));
        if (e.extrapolated)
            text += QLatin1Char('\n')
                + tr("Extrapolated: this GPU's architecture family was never measured in this setting, so the "
                     "parameters come from a wider group and the band is widened by how much the measured "
                     "families differ from one another");
        return text;
    }
    case OwnCostColumn:
    case RentCostColumn:
        return costToolTip(e, column == OwnCostColumn);
    default:
        break;
    }
    if (column >= WeightsColumn && column <= TotalColumn)
        return memoryToolTip(e, column);
    return speedToolTip(e, sku, column);
}

QString EstimateTableModel::memoryToolTip(const Estimate &e, int column) const
{
    const VramBreakdown &m = e.fit.perGpu;
    const Workload &w = e.workload;
    const EngineConfig &engine = w.engine;
    switch (column) {
    case WeightsColumn: {
        if (!m_model)
            return {};
        const WeightFormatInfo &f = weightFormatInfo(w.weights);
        const double whole = weightBytes(*m_model, w.weights).total();
        const double bits = m_model->params > 0 ? whole * 8 / double(m_model->params) : 0;
        QString text
            = tr("parameters × bits per weight / 8 = %1 B × %2 bits / 8 = %3 (%4) for the whole model")
                  .arg(number(double(m_model->params) / 1e9, 2), number(bits, 2), gib(whole), gigabytes(whole));
        text += QLatin1Char('\n') + tr("Per GPU (%1): %2").arg(splitText(e.fit.plan), gib(m.weights));
        text += QLatin1Char('\n')
            + tr("%1: %2 bits per weight in the transformer blocks, %3 in the embedding, %4 in the output")
                  .arg(label(f.label), number(f.bodyBits, 2), number(f.embeddingBits, 2), number(f.outputBits, 2));
        if (f.moreBits > f.bodyBits)
            text += QLatin1Char('\n') + tr("%1 bits in llama.cpp's use_more_bits layers").arg(number(f.moreBits, 2));
        return text;
    }
    case KvColumn: {
        const std::int64_t tokens = w.sequenceTokens();
        const double sequences = double(std::max<std::int64_t>(1, e.fit.batch));
        const double perToken = m.kv / (double(tokens) * sequences);
        const KvFormatInfo &f = kvFormatInfo(w.kv);
        QString text = tr("tokens × sequences × bytes per token = %1 × %2 × %3 = %4 per GPU")
                           .arg(QLocale().toString(tokens), QLocale().toString(qint64(sequences)),
                                UnitFormat::bytesBinary(qint64(std::llround(perToken))), gib(m.kv));
        text += QLatin1Char('\n')
            + tr("KV cache in %1 (%2 bytes per element), %3")
                  .arg(label(f.label), number(f.bytesPerElement, 3), splitText(e.fit.plan));
        if (m_model) {
            text += QLatin1Char('\n')
                + tr("With every layer keeping every token the model needs %1 per token; sliding-window and "
                     "MLA layers keep less")
                      .arg(UnitFormat::bytesBinary(qint64(std::llround(kvBytesPerToken(*m_model, w.kv)))));
        }
        return text;
    }
    case ActivationsColumn:
        switch (engine.engine) {
        case Engine::Vllm:
        case Engine::TensorRtLlm:
            return tr("Peak of the engine's profile run: max_num_batched_tokens = %1 tokens through one layer, "
                      "(2 × intermediate + 7 × hidden) × 2 bytes per token: %2")
                .arg(engine.maxNumBatchedTokens)
                .arg(gib(m.activations));
        case Engine::LlamaCpp:
            return tr("ggml compute buffer: the larger of the logits pass (ubatch %1 × vocabulary, FP32) and the "
                      "attention pass (flash attention %2): %3")
                .arg(engine.ubatch)
                .arg(engine.flashAttention ? tr("on") : tr("off"), gib(m.activations));
        case Engine::Transformers:
            return tr("Eager prefill of the whole batch at once: batch × prompt tokens × (2 × intermediate + 7 × "
                      "hidden) × 2 bytes, plus the logits: %1")
                .arg(gib(m.activations));
        }
        return {};
    case RuntimeColumn:
        switch (engine.engine) {
        case Engine::Vllm:
            return tr("Headroom vLLM leaves: (1 − gpu_memory_utilization %1) × usable memory, at least the CUDA "
                      "context, plus vLLM's non-torch memory%2%3: %4")
                .arg(number(engine.gpuMemoryUtilization, 2),
                     engine.cudaGraphs ? tr(" and captured CUDA graphs") : QString(),
                     e.fit.plan.tensorParallel > 1 ? tr(" and NCCL buffers") : QString(), gib(m.runtime));
        case Engine::TensorRtLlm:
            return tr("CUDA context, and the %1 of free memory TensorRT-LLM does not give to its KV pool: %2")
                .arg(percent(1.0 - engine.kvCacheFreeMemoryFraction), gib(m.runtime));
        case Engine::LlamaCpp:
            return tr("CUDA/HIP context of llama.cpp: %1").arg(gib(m.runtime));
        case Engine::Transformers:
            return tr("CUDA context and cuBLAS workspaces of a PyTorch process: %1").arg(gib(m.runtime));
        }
        return {};
    default:
        return tr("weights + KV cache + activations + runtime = %1 + %2 + %3 + %4 = %5 per GPU, at a batch of %6\n"
                  "Usable: %7, the memory left to applications once ECC and the driver have taken theirs")
            .arg(gib(m.weights), gib(m.kv), gib(m.activations), gib(m.runtime), gib(m.total()))
            .arg(e.fit.batch)
            .arg(gib(m.capacity));
    }
}

QString EstimateTableModel::speedToolTip(const Estimate &e, const GpuSku &sku, int column) const
{
    if (!e.performance)
        return e.fit.fits ? tr("No speed estimate") : tr("Does not fit: no speed estimate");
    const ThroughputEstimate &p = *e.performance;
    const Workload &w = e.workload;
    const double bandwidth = sku.memoryBandwidthBytesPerSecond.value_or(0);
    const double peak = p.rate.peakFlops * p.sustainedFraction;
    if (bandwidth <= 0 || peak <= 0)
        return tr("This GPU's memory bandwidth or compute peak is unknown");
    // Which math the weights run in on this GPU, and at what share of the datasheet rate.
    const QString format = QString::fromUtf8(weightFormatInfo(p.resolvedWeights).label.data());
    const QString used = QString::fromUtf8(precisionKey(p.rate.used).data()).toUpper();
    QString math = p.rate.measured
        ? tr("%1 runs on %2 at %3, this card's own ceiling measured by gpuplan-probe (Probes page, Use in "
             "estimates)")
              .arg(format, used, UnitFormat::flops(peak))
        : tr("%1 runs on %2 at %3 (%4 of the datasheet's %5: the rate sustained within %6)")
              .arg(format, used, UnitFormat::flops(peak), percent(p.sustainedFraction),
                   UnitFormat::flops(p.rate.peakFlops),
                   sku.tdpWatts ? UnitFormat::watts(*sku.tdpWatts) : tr("its power limit"));
    if (p.rate.fallback)
        math += QLatin1Char('\n')
            + tr("This GPU cannot compute %1 natively: the next rate it has, %2, is used")
                  .arg(QString::fromUtf8(precisionKey(p.rate.wanted).data()).toUpper(), used);
    const QString overhead = duration(e.params.stepOverheadSeconds);
    // A decode step's: the fitted overhead, plus the host's kernel launches when CUDA graphs are off.
    const QString stepOverhead = duration(e.params.stepOverheadSeconds + p.launchSeconds);
    const QString bw = UnitFormat::bandwidth(bandwidth);
    const QString bwEff = number(e.params.bandwidthEfficiency, 2);
    switch (column) {
    case PrefillColumn: {
        const int gpus = e.fit.plan.tensorParallel;
        const double gemm = p.prefillFlops - p.prefillAttentionFlops;
        return tr("prompt tokens / (GEMM FLOP / (peak × efficiency × GPUs) + attention FLOP / (peak × attention "
                  "efficiency × GPUs) + overhead)\n= %1 / (%2 / (%3 × %4 × %5) + %6 / (%3 × %7 × %5) + %8) = %9 tok/s\n"
                  "Prefill of %1 tokens takes %10; attention grows with the square of the prompt (causal, "
                  "sliding windows capped)")
                   .arg(QLocale().toString(w.contextTokens), flopCount(gemm), UnitFormat::flops(peak),
                        number(e.params.computeEfficiency, 2))
                   .arg(gpus)
                   .arg(flopCount(p.prefillAttentionFlops), number(e.params.attention(), 2), overhead,
                        rate(p.prefillTokensPerSecond), duration(p.prefillSeconds))
            + QLatin1Char('\n') + math;
    }
    case TtftColumn:
        return tr("prefill + one decode step = %1 + %2 = %3\nWithout queueing: a request waiting for a free "
                  "replica adds its wait (see the Decision page's Erlang model)")
                   .arg(duration(p.prefillSeconds), duration(p.stepSeconds), duration(p.ttftSeconds))
            + QLatin1Char('\n') + math;
    case TpotColumn:
        return tr("decode step + the share of the other sequences' prompts in each step = %1 + %2 = %3 at a "
                  "batch of %4")
                   .arg(duration(p.stepSeconds), duration(p.tpotSeconds - p.stepSeconds), duration(p.tpotSeconds))
                   .arg(p.batch)
            + QLatin1Char('\n') + math;
    case DecodeColumn: {
        const bool simple = !p.computeBound && p.communicationSeconds <= 0 && e.fit.plan.pipelineParallel <= 1;
        QString text;
        if (simple) {
            text = tr("1 / (bytes per step / (bandwidth × efficiency) + overhead)\n= 1 / (%1 / (%2 × %3) + %4) = %5 "
                      "tok/s")
                       .arg(gigabytes(p.decodeBytesPerStep), bw, bwEff, stepOverhead,
                            rate(p.decodeTokensPerSecondPerSequence));
        } else {
            text
                = tr("1 / (max(memory, compute) + communication + overhead)\n= 1 / (max(%1, %2) + %3 + %4) = %5 tok/s\n"
                     "memory = stages × bytes per step / (bandwidth × efficiency) = %6 × %7 / (%8 × %9)\n"
                     "compute = FLOP per step / (peak × efficiency) = %10 / (%11 × %12)")
                      .arg(duration(p.memorySeconds), duration(p.computeSeconds), duration(p.communicationSeconds),
                           stepOverhead, rate(p.decodeTokensPerSecondPerSequence))
                      .arg(e.fit.plan.pipelineParallel)
                      .arg(gigabytes(p.decodeBytesPerStep), bw, bwEff, flopCount(p.decodeFlopsPerStep),
                           UnitFormat::flops(peak), number(e.params.computeEfficiency, 2));
        }
        if (p.launchSeconds > 0)
            text += QLatin1Char('\n')
                + tr("The overhead includes %1 of kernel launches from the host: CUDA graphs are off")
                      .arg(duration(p.launchSeconds));
        text += QLatin1Char('\n')
            + (p.batch > 1 ? tr("Each step reads this GPU's weights and the KV cache of %1 sequences at their mean "
                                "length (%2 tokens); %3-bound")
                                 .arg(p.batch)
                           : tr("Each step reads this GPU's weights and the KV cache of the sequence at its mean "
                                "length (%1 tokens); %2-bound"))
                  .arg(QLocale().toString(qint64(w.contextTokens + w.outputTokens / 2)),
                       p.computeBound ? tr("compute") : tr("memory"));
        return text;
    }
    case ThroughputColumn: {
        const double outputs = double(std::max<std::int64_t>(1, w.outputTokens));
        const double prefill = p.throughputTokensPerSecond > 0
            ? std::max(0.0, outputs / p.throughputTokensPerSecond - outputs * p.stepSeconds / double(p.batch))
            : 0.0;
        QString text
            = tr("output tokens / (prefill + output tokens × step / batch)\n= %1 / (%2 + %1 × %3 / %4) = %5 tok/s")
                  .arg(QLocale().toString(qint64(outputs)), duration(prefill), duration(p.stepSeconds))
                  .arg(p.batch)
                  .arg(rate(p.throughputTokensPerSecond));
        text += QLatin1Char('\n')
            + (p.batch > 1 ? tr("One replica (%1) with %2 sequences in flight; their prompts are batched with decode "
                                "steps and cost only their compute")
                           : tr("One replica (%1) with %2 sequence in flight: it pays its whole prefill"))
                  .arg(splitText(e.fit.plan))
                  .arg(p.batch);
        if (p.batch < e.fit.batch)
            text += QLatin1Char('\n') + tr("The batch is capped at %1, what serving engines reach").arg(p.batch);
        return text;
    }
    case TokensPerWattColumn: {
        if (!e.tokensPerSecondPerWatt || !sku.tdpWatts)
            return tr("This GPU's board power (TDP) is unknown");
        return tr("throughput / (TDP × GPUs) = %1 tok/s / (%2 × %3) = %4 tok/s per W\n%5 J per token; board "
                  "power only, host and cooling not counted")
            .arg(rate(p.throughputTokensPerSecond), UnitFormat::watts(*sku.tdpWatts))
            .arg(std::max(1, w.gpus))
            .arg(number(*e.tokensPerSecondPerWatt, 3), number(e.joulesPerToken.value_or(0), 3));
    }
    default:
        return {};
    }
}

QString EstimateTableModel::costToolTip(const Estimate &e, bool own) const
{
    const std::optional<PricePoint> &price = own ? e.purchasePrice : e.rentalPrice;
    if (!price)
        return own ? tr("No purchase price for this GPU in the catalog")
                   : tr("No %1 price for this GPU in the catalog").arg(UnitFormat::priceKindName(m_costs.rentalKind));
    const QString seen
        = (own ? tr("Purchase price: %1 (%2) from %3 on %4") : tr("Rate: %1 per GPU-hour (%2) from %3 on %4"))
              .arg(money(price->amount), UnitFormat::priceKindName(price->kind),
                   QString::fromStdString(price->provider), QString::fromStdString(price->date))
        + QLatin1Char('\n') + UnitFormat::provenanceText(price->provenance);
    if (!e.performance)
        return tr("Does not fit: no cost per token") + QLatin1Char('\n') + seen;
    const std::optional<double> &perHour = own ? e.ownUsdPerGpuHour : e.rentUsdPerGpuHour;
    const std::optional<double> &perMillion = own ? e.ownUsdPerMillionTokens : e.rentUsdPerMillionTokens;
    if (!perHour || !perMillion || !std::isfinite(*perMillion))
        return tr("No tokens are produced: no cost per token") + QLatin1Char('\n') + seen;
    QString text = tr("1e6 × $/GPU-hour × GPUs / (tok/s × 3600)\n= 1e6 × %1 × %2 / (%3 × 3600) = %4")
                       .arg(money(*perHour))
                       .arg(std::max(1, e.workload.gpus))
                       .arg(rate(e.performance->throughputTokensPerSecond), money(*perMillion));
    const OwnershipInputs &o = m_costs.ownership;
    const QString utilisation = percent(m_costs.utilisation);
    if (own) {
        text += QLatin1Char('\n')
            + tr("$/GPU-hour: %1 per useful hour of an owned GPU busy %2 of the time")
                  .arg(money(*perHour), utilisation);
        text += QLatin1Char('\n') + seen + QLatin1Char('\n')
            + tr("Assumptions: server uplift %1, %2-year life, %3 discount rate, %4 residual, opex %5 per year; "
                 "power at load factor %6, host %7, PUE %8, %9 per kWh")
                  .arg(percent(o.serverUpliftFraction), number(o.serviceLifeYears, 1), percent(o.discountRate),
                       percent(o.residualFraction), percent(o.opexFractionPerYear), number(o.loadFactor, 2),
                       UnitFormat::watts(o.hostPowerWattsPerGpu), number(o.pue, 2), money(o.electricityUsdPerKwh));
    } else {
        QString how;
        if (price->kind == PriceKind::CloudReserved)
            how = tr("a reservation is paid for every hour: rate / %1 utilisation").arg(utilisation);
        else if (price->kind == PriceKind::CloudSpot)
            how = tr("spot: rate × (1 + %1 lost to interruptions)").arg(percent(m_costs.spotInterruptionOverhead));
        else
            how = tr("on demand: paid only for the hours used");
        text += QLatin1Char('\n') + tr("$/GPU-hour: %1 per useful hour (%2)").arg(money(*perHour), how);
        text += QLatin1Char('\n') + seen;
    }
    if (const QString note = UnitFormat::conversionNote(*perMillion, QStringLiteral("USD"), m_money); !note.isEmpty())
        text += QLatin1Char('\n') + note;
    return text;
}

} // namespace GpuPlan
