#include "cliestimate.h"

#include "clicommands.h"
#include "clidecisionjson.h"
#include "cliresolve.h"

#include "io/calibrationdata.h"
#include "io/workspacestore.h"

#include "core/catalogjson.h"
#include "core/estimator.h"

#include <QCoreApplication>
#include <QTextStream>

namespace GpuPlan {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

Json priceJson(const std::optional<PricePoint> &p) { return p ? priceToJson(*p) : Json(nullptr); }

Json estimateJson(const Estimate &e, bool batchIsMax)
{
    const VramBreakdown &v = e.fit.perGpu;
    Json j = Json::object();
    j["sku"] = e.skuId;
    j["model"] = e.modelId;
    j["fits"] = e.fit.fits;
    j["weights_format"] = std::string(weightFormatInfo(e.workload.weights).key);
    j["kv_format"] = std::string(kvFormatInfo(e.workload.kv).key);
    j["engine"] = std::string(engineInfo(e.workload.engine.engine).key);
    j["gpus"] = e.workload.gpus;
    j["parallelism"] = Json{{"attention_data_parallel", e.fit.plan.attentionDataParallel},
                            {"expert_parallel", e.fit.plan.expertParallel},
                            {"cuda_graphs", e.workload.engine.cudaGraphs}};
    j["context_tokens"] = e.workload.contextTokens;
    j["output_tokens"] = e.workload.outputTokens;
    j["vram"] = Json{{"weights_gib", v.weights / kGiB},         {"kv_gib", v.kv / kGiB},
                     {"activations_gib", v.activations / kGiB}, {"runtime_gib", v.runtime / kGiB},
                     {"total_gib", v.total() / kGiB},           {"capacity_gib", v.capacity / kGiB}};
    j["batch"] = e.fit.batch;
    j["batch_requested"] = batchIsMax ? Json("max") : Json(e.workload.batch);
    j["max_batch"] = e.fit.maxBatch;
    j["max_context"] = e.fit.maxContext;
    const auto &p = e.performance;
    j["prefill_tokens_per_s"] = p ? Json(p->prefillTokensPerSecond) : Json(nullptr);
    j["decode_tokens_per_s_per_seq"] = p ? Json(p->decodeTokensPerSecondPerSequence) : Json(nullptr);
    j["throughput_tokens_per_s"] = p ? Json(p->throughputTokensPerSecond) : Json(nullptr);
    j["throughput_batch"] = p ? Json(p->batch) : Json(nullptr);
    j["usd_per_million_tokens"]
        = Json{{"own", optionalNumber(e.ownUsdPerMillionTokens)}, {"rent", optionalNumber(e.rentUsdPerMillionTokens)}};
    j["usd_per_gpu_hour"]
        = Json{{"own", optionalNumber(e.ownUsdPerGpuHour)}, {"rent", optionalNumber(e.rentUsdPerGpuHour)}};
    j["tokens_per_s_per_watt"] = optionalNumber(e.tokensPerSecondPerWatt);
    j["joules_per_token"] = optionalNumber(e.joulesPerToken);
    j["ttft_ms"] = p ? Json(p->ttftSeconds * 1e3) : Json(nullptr);
    j["tpot_ms"] = p ? Json(p->tpotSeconds * 1e3) : Json(nullptr);
    // Parts of a decode step at the batch: GPU-to-GPU traffic and, without CUDA graphs, host launches.
    j["step_ms"] = p ? Json(p->stepSeconds * 1e3) : Json(nullptr);
    j["communication_ms"] = p ? Json(p->communicationSeconds * 1e3) : Json(nullptr);
    j["launch_ms"] = p ? Json(p->launchSeconds * 1e3) : Json(nullptr);
    if (p) {
        // The math the weights run in on this SKU; "fallback" when the GPU lacks it and a wider rate
        // is used (FP4 on Hopper runs at its FP8 rate).
        j["compute"] = Json{{"weights_format", std::string(weightFormatInfo(p->resolvedWeights).key)},
                            {"precision", std::string(precisionKey(p->rate.wanted))},
                            {"precision_used", std::string(precisionKey(p->rate.used))},
                            {"fallback", p->rate.fallback},
                            {"measured", p->rate.measured},
                            {"peak_flops", p->rate.peakFlops},
                            {"sustained_fraction", p->sustainedFraction}};
    }
    j["uncertainty"] = e.uncertainty;
    j["extrapolated"] = e.extrapolated;
    j["calibration_group"] = e.calibrationGroup;
    j["calibration"] = Json{{"bandwidth_efficiency", e.params.bandwidthEfficiency},
                            {"compute_efficiency", e.params.computeEfficiency},
                            {"attention_efficiency", e.params.attention()},
                            {"step_overhead_s", e.params.stepOverheadSeconds},
                            {"tensor_parallel_penalty", e.params.tensorParallelPenalty}};
    j["prices"] = Json{{"purchase", priceJson(e.purchasePrice)}, {"rental", priceJson(e.rentalPrice)}};
    return j;
}

// Reads the workload options; on a bad value writes why to @p err and returns false.
bool parseWorkload(const CliOptions &o, Workload &w, bool &batchIsMax, QTextStream &err)
{
    auto bad = [&err](const QString &option, const QString &value) {
        err << QCoreApplication::translate("CliEstimate", "Invalid value \"%1\" for --%2.").arg(value, option) << '\n';
        return false;
    };
    Engine engine = Engine::Vllm;
    if (!o.engine.isEmpty() && !engineFromKey(o.engine.toLower().toStdString(), engine))
        return bad(QStringLiteral("engine"), o.engine);
    w.engine = defaultEngineConfig(engine);
    w.engine.attentionDataParallel = o.attentionDataParallel;
    w.engine.expertParallel = o.expertParallel;
    if (o.noCudaGraphs)
        w.engine.cudaGraphs = false;
    if (engine == Engine::LlamaCpp && (o.attentionDataParallel || o.expertParallel)) {
        err << QCoreApplication::translate("CliEstimate",
                                           "llama.cpp splits layers over its GPUs; --attention-dp and "
                                           "--expert-parallel are for vllm, trtllm and transformers.")
            << '\n';
        return false;
    }
    if (!o.weights.isEmpty() && !weightFormatFromKey(o.weights.toLower().toStdString(), w.weights)) {
        bad(QStringLiteral("weights"), o.weights);
        err << QCoreApplication::translate("CliEstimate", "Known weight formats: %1.")
                   .arg(QString::fromStdString(weightFormatKeyList()))
            << '\n';
        return false;
    }
    if (!o.kv.isEmpty() && !kvFormatFromKey(o.kv.toLower().toStdString(), w.kv))
        return bad(QStringLiteral("kv"), o.kv);
    if (!kvFormatSupported(w.kv, engine)) {
        err << QCoreApplication::translate("CliEstimate", "%1 has no %2 KV cache; it offers: %3.")
                   .arg(QString::fromUtf8(engineInfo(engine).label.data(), qsizetype(engineInfo(engine).label.size())),
                        QString::fromUtf8(kvFormatInfo(w.kv).label.data(), qsizetype(kvFormatInfo(w.kv).label.size())),
                        QString::fromStdString(kvFormatKeyList(engine)))
            << '\n';
        return false;
    }
    bool ok = true;
    if (!o.context.isEmpty() && ((w.contextTokens = o.context.toLongLong(&ok)) < 0 || !ok))
        return bad(QStringLiteral("context"), o.context);
    if (!o.outputTokens.isEmpty() && ((w.outputTokens = o.outputTokens.toLongLong(&ok)) < 0 || !ok))
        return bad(QStringLiteral("output-tokens"), o.outputTokens);
    if (!o.gpus.isEmpty() && ((w.gpus = o.gpus.toInt(&ok)) < 1 || !ok || w.gpus > 1024))
        return bad(QStringLiteral("gpus"), o.gpus);
    batchIsMax = o.batch.compare(QLatin1String("max"), Qt::CaseInsensitive) == 0;
    if (batchIsMax)
        w.batch = 0;
    else if (!o.batch.isEmpty() && ((w.batch = o.batch.toLongLong(&ok)) < 1 || !ok))
        return bad(QStringLiteral("batch"), o.batch);
    return true;
}

// Reads the calibration pins; on a bad value writes why to @p err and returns false.
bool parsePins(const CliOptions &o, ParamPins &pins, QTextStream &err)
{
    const struct
    {
        const QString &text;
        const char *option;
        std::optional<double> &pin;
        double scale;
        double max;
    } fields[] = {
        {o.bandwidthEfficiency, "bandwidth-efficiency", pins.bandwidthEfficiency, 1.0, 1.0},
        {o.computeEfficiency, "compute-efficiency", pins.computeEfficiency, 1.0, 2.0},
        {o.stepOverheadMs, "step-overhead-ms", pins.stepOverheadSeconds, 1e-3, 1000.0},
    };
    for (const auto &f : fields) {
        if (f.text.isEmpty())
            continue;
        bool ok = false;
        const double v = f.text.toDouble(&ok);
        if (!ok || v <= 0 || v > f.max) {
            err << QCoreApplication::translate("CliEstimate", "Invalid value \"%1\" for --%2.")
                       .arg(f.text, QString::fromLatin1(f.option))
                << '\n';
            return false;
        }
        f.pin = v * f.scale;
    }
    return true;
}

} // namespace

int runEstimate(WorkspaceStore &store, const CliOptions &o, bool sweep, QTextStream &out, QTextStream &err)
{
    const Catalog catalog = store.catalog();
    if (o.model.isEmpty() || (!sweep && o.sku.isEmpty())) {
        err << (sweep ? QCoreApplication::translate("CliEstimate", "sweep needs --model.")
                      : QCoreApplication::translate("CliEstimate", "estimate needs --sku and --model."))
            << '\n';
        return ExitUsage;
    }
    const ModelArch *model = resolveByName(catalog.models, o.model, err, QT_TRANSLATE_NOOP("CliCommands", "model"));
    if (!model)
        return ExitNotFound;
    const GpuSku *sku = nullptr;
    if (!sweep && !(sku = resolveByName(catalog.skus, o.sku, err, QT_TRANSLATE_NOOP("CliCommands", "SKU"))))
        return ExitNotFound;
    Workload w;
    bool batchIsMax = false;
    ParamPins pins;
    if (!parseWorkload(o, w, batchIsMax, err) || !parsePins(o, pins, err))
        return ExitUsage;
    const Estimator estimator(catalog, shippedCalibration(catalog, pins));
    if (!sweep) {
        out << QString::fromStdString(estimateJson(estimator.estimate(*sku, *model, w), batchIsMax).dump(2)) << '\n';
        return ExitOk;
    }
    Json all = Json::array();
    for (const Estimate &e : estimator.sweep(*model, w))
        all.push_back(estimateJson(e, batchIsMax));
    out << QString::fromStdString(all.dump(2)) << '\n';
    return ExitOk;
}

} // namespace GpuPlan
