// Weights, KV cache and VRAM fit against published figures and real captures.
#include "shippedcatalog.h"

#include "core/catalogjson.h"
#include "core/kvcache.h"
#include "core/vramfit.h"
#include "core/weightformat.h"

#include <QFile>
#include <QTest>

using namespace GpuPlan;

namespace {
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr double kMiB = 1024.0 * 1024.0;
} // namespace

class TestVramFit : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

    const ModelArch &model(const char *id) const
    {
        const ModelArch *m = m_catalog.findModel(id);
        if (!m)
            qFatal("model %s missing from the catalog", id);
        return *m;
    }
    const GpuSku &sku(const char *id) const
    {
        const GpuSku *s = m_catalog.findSku(id);
        if (!s)
            qFatal("SKU %s missing from the catalog", id);
        return *s;
    }

private Q_SLOTS:
    void initTestCase()
    {
        CatalogParseResult r = Test::parseShippedCatalog();
        QVERIFY(r.ok());
        m_catalog = std::move(r.catalog);
    }

    // GGUF file sizes as llama.cpp prints them (GiB): llama-quantize's table for Llama-3-8B, the
    // perplexity table of llama.cpp PR #6745 for Llama-3-70B, llama-bench on CodeLlama-7B (the
    // Llama-2-7B shape); all in ../shared/calibration/vram_measured.csv.
    void ggufWeights_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("format");
        QTest::addColumn<double>("gib");
        QTest::newRow("8B F16") << "llama-3-8b"
                                << "fp16" << 14.96;
        QTest::newRow("8B Q8_0") << "llama-3-8b"
                                 << "q8_0" << 7.96;
        QTest::newRow("8B Q6_K") << "llama-3-8b"
                                 << "q6_k" << 6.14;
        QTest::newRow("8B Q5_K_M") << "llama-3-8b"
                                   << "q5_k_m" << 5.33;
        QTest::newRow("8B Q4_K_M") << "llama-3-8b"
                                   << "q4_k_m" << 4.58;
        QTest::newRow("8B Q4_0") << "llama-3-8b"
                                 << "q4_0" << 4.34;
        QTest::newRow("70B F16") << "llama-3-70b"
                                 << "fp16" << 131.43;
        QTest::newRow("70B Q8_0") << "llama-3-70b"
                                  << "q8_0" << 69.83;
        QTest::newRow("70B Q6_K") << "llama-3-70b"
                                  << "q6_k" << 53.91;
        QTest::newRow("70B Q5_K_M") << "llama-3-70b"
                                    << "q5_k_m" << 46.52;
        QTest::newRow("70B Q4_K_M") << "llama-3-70b"
                                    << "q4_k_m" << 39.60;
        QTest::newRow("7B F16") << "llama-2-7b"
                                << "fp16" << 12.55;
        QTest::newRow("7B Q8_0") << "llama-2-7b"
                                 << "q8_0" << 6.67;
        QTest::newRow("7B Q4_0") << "llama-2-7b"
                                 << "q4_0" << 3.56;
    }

    void ggufWeights()
    {
        QFETCH(QString, model);
        QFETCH(QString, format);
        QFETCH(double, gib);
        WeightFormat f;
        QVERIFY(weightFormatFromKey(format.toStdString(), f));
        const double estimated = weightBytes(this->model(model.toUtf8().constData()), f).total() / kGiB;
        // The catalog's parameter counts are rounded to 4 significant digits: 1 % covers that.
        QVERIFY2(std::abs(estimated - gib) / gib < 0.01,
                 qPrintable(QStringLiteral("%1 GiB estimated, %2 GiB published").arg(estimated).arg(gib)));
    }

    void moreBitsLayers_data()
    {
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("upgraded");
        // use_more_bits(i, n): i < n/8 || i >= 7n/8 || (i - n/8) % 3 == 2, counted by hand.
        QTest::newRow("32 layers") << 32 << 16; // 4 + 4 + 8 of the middle 24
        QTest::newRow("80 layers") << 80 << 40; // 10 + 10 + 20 of the middle 60
        QTest::newRow("8 layers") << 8 << 4;    // 1 + 1 + 2 of the middle 6
    }

    void moreBitsLayers()
    {
        QFETCH(int, layers);
        QFETCH(int, upgraded);
        QCOMPARE(moreBitsLayerFraction(layers), double(upgraded) / layers);
    }

    void kvCache_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("format");
        QTest::addColumn<qint64>("tokens");
        QTest::addColumn<int>("tp");
        QTest::addColumn<double>("bytes");
        // Llama-2-70B at 2048 tokens: 80 layers x 2 x 8 KV heads x 128 x 2 B x 2048 = 640 MiB, as
        // llama.cpp prints it.
        QTest::newRow("Llama-2-70B 2048 FP16") << "llama-2-70b"
                                               << "fp16" << qint64(2048) << 1 << 640 * kMiB;
        // Llama-3-8B: 32 x 2 x 8 x 128 x 2 B = 131,072 bytes per token.
        QTest::newRow("Llama-3-8B 1 token") << "llama-3-8b"
                                            << "fp16" << qint64(1) << 1 << 131072.0;
        QTest::newRow("Llama-3-8B FP8 1000") << "llama-3-8b"
                                             << "fp8" << qint64(1000) << 1 << 65536.0 * 1000;
        // q8_0: 34 bytes per 32 elements.
        QTest::newRow("Llama-3-8B q8_0 32") << "llama-3-8b"
                                            << "q8_0" << qint64(32) << 1 << 32 * 2 * 8 * 128 * 34.0;
        // Mistral-7B-v0.1 slides over 4096 tokens on every layer: 8192 tokens keep 4096.
        QTest::newRow("Mistral window") << "mistral-7b-v0-1"
                                        << "fp16" << qint64(8192) << 1 << 4096 * 131072.0;
        // Gemma-3-27B: 10 full layers keep 8192 tokens, 52 sliding layers keep 1024;
        // 16 KV heads x 128 x 2 (K,V) x 2 B = 8192 B per layer-token.
        QTest::newRow("Gemma-3 5:1") << "gemma-3-27b"
                                     << "fp16" << qint64(8192) << 1 << (10.0 * 8192 + 52.0 * 1024) * 8192;
        // DeepSeek-V3 MLA: (512 + 64) x 61 layers x 2 B = 70,272 B per token, not split by TP.
        QTest::newRow("DeepSeek MLA") << "deepseek-v3"
                                      << "fp16" << qint64(1) << 1 << 70272.0;
        QTest::newRow("DeepSeek MLA TP8") << "deepseek-v3"
                                          << "fp16" << qint64(1) << 8 << 70272.0;
        // Llama-3-70B with TP 8: one KV head per GPU; TP 16 cannot split 8 heads: still one each.
        QTest::newRow("70B TP8") << "llama-3-70b"
                                 << "fp16" << qint64(1) << 8 << 80 * 2 * 1 * 128 * 2.0;
        QTest::newRow("70B TP16") << "llama-3-70b"
                                  << "fp16" << qint64(1) << 16 << 80 * 2 * 1 * 128 * 2.0;
    }

    void kvCache()
    {
        QFETCH(QString, model);
        QFETCH(QString, format);
        QFETCH(qint64, tokens);
        QFETCH(int, tp);
        QFETCH(double, bytes);
        KvFormat f;
        QVERIFY(kvFormatFromKey(format.toStdString(), f));
        QCOMPARE(kvCacheBytes(this->model(model.toUtf8().constData()), f, tokens, 1, KvSplit{tp, 1}), bytes);
    }

    void kvPerTokenMatchesCatalogReference()
    {
        // The catalog carries each model's published per-token figure; the architecture-driven formula
        // must agree for every model that has one.
        int checked = 0;
        for (const ModelArch &m : m_catalog.models) {
            if (!m.kvBytesPerTokenFp16Reference)
                continue;
            QCOMPARE(kvBytesPerToken(m, KvFormat::FP16), double(*m.kvBytesPerTokenFp16Reference));
            ++checked;
        }
        QVERIFY(checked >= 30);
    }

    // vLLM V0's profiler log (vram_measured.csv): 22.07 GiB total, weights 14.99 GiB, non-torch
    // 0.05 GiB, activations 0.22 GiB, gpu_memory_utilization 0.90 -> 4.6 GiB of KV cache, 37,696
    // tokens of an 8B model at 131,072 B/token. That log predates counting CUDA graphs.
    void vllmKvBudgetMatchesProfilerLog()
    {
        GpuSku gpu = sku("nvidia-a10-24gb");
        gpu.segment = Segment::Consumer; // the log's 22.07 GiB is already what the driver hands out
        gpu.memoryBytes = std::int64_t(22.07 * kGiB);
        Workload w;
        w.weights = WeightFormat::BF16;
        w.engine = defaultEngineConfig(Engine::Vllm);
        w.engine.cudaGraphs = false;
        w.engine.maxNumBatchedTokens = 2048;
        const VramBreakdown b = vramBreakdown(gpu, model("llama-3-1-8b"), w, 1, 1);
        QVERIFY(std::abs(b.activations / kGiB - 0.22) < 0.02);
        const double kvPool = b.capacity - b.weights - b.activations - b.runtime;
        const double tokens = kvPool / 131072.0;
        QVERIFY2(std::abs(tokens - 37696) / 37696 < 0.02, qPrintable(QString::number(tokens)));
    }

    // llama-bench on an RTX 4080 with Llama-3-8B F16: pp 4096 ran, the next test (n_ctx 8192) failed
    // to allocate its 560 MiB compute buffer (../shared/samples/llama-bench/stdout-rtx4080-8b-f16-oom.txt).
    void llamaCppOomOnRtx4080()
    {
        Workload w;
        w.weights = WeightFormat::FP16;
        w.engine = defaultEngineConfig(Engine::LlamaCpp);
        w.outputTokens = 0;
        const GpuSku &gpu = sku("nvidia-geforce-rtx-4080-16gb");
        const ModelArch &m = model("llama-3-8b");
        const VramBreakdown at8k = vramBreakdown(gpu, m, w, 1, 8192);
        QCOMPARE(at8k.activations, 560 * kMiB);
        QCOMPARE(vramBreakdown(gpu, m, w, 1, 512).activations, 258.5 * kMiB);
        w.contextTokens = 4096;
        QVERIFY(fitVram(gpu, m, w).fits);
        w.contextTokens = 8192;
        QVERIFY(!fitVram(gpu, m, w).fits);
    }

    void maxBatchAndContextAreConsistent()
    {
        Workload w;
        w.weights = WeightFormat::FP8;
        w.contextTokens = 2048;
        w.outputTokens = 2048;
        w.batch = 0;
        w.gpus = 2; // 67.7 GiB of FP8 weights leave one H100 almost no KV cache under vLLM's 90 %
        const GpuSku &gpu = sku("nvidia-h100-sxm-80gb");
        const ModelArch &m = model("llama-3-1-70b");
        const VramFit fit = fitVram(gpu, m, w);
        QVERIFY(fit.fits);
        QCOMPARE(fit.batch, fit.maxBatch);
        QVERIFY(fit.perGpu.total() <= fit.perGpu.capacity);
        // One more sequence must not fit.
        const VramBreakdown more = vramBreakdown(gpu, m, w, fit.maxBatch + 1, w.sequenceTokens());
        QVERIFY(more.total() > more.capacity);
        // KV of maxBatch sequences of 4096 tokens, FP16 cache: 80 x 2 x 8 x 128 x 2 B per token, half
        // of the heads on each of the two GPUs.
        QCOMPARE(fit.perGpu.kv, double(fit.maxBatch) * 4096 * 327680 / 2);
        QVERIFY(fit.maxBatch > 20);
        QVERIFY(fit.maxContext >= w.sequenceTokens());
    }

    void tooLargeDoesNotFit()
    {
        Workload w;
        w.weights = WeightFormat::BF16;
        const VramFit fit = fitVram(sku("nvidia-geforce-rtx-4090-24gb"), model("llama-3-70b"), w);
        QVERIFY(!fit.fits);
        QCOMPARE(fit.maxBatch, 0);
        QCOMPARE(fit.maxContext, 0);
        // 70.55 B parameters x 2 bytes exceed 24 GiB by far.
        QVERIFY(fit.perGpu.weights > 130 * kGiB);
        // Eight of them with tensor parallelism hold it.
        w.gpus = 8;
        QVERIFY(fitVram(sku("nvidia-geforce-rtx-4090-24gb"), model("llama-3-70b"), w).fits);
    }

    void usableMemory_data()
    {
        QTest::addColumn<QString>("sku");
        QTest::addColumn<double>("mib");
        // H100 80GB: nvidia-smi FB total 81559 MiB, reserved 551 MiB (../shared/samples/nvsmi-q-text).
        QTest::newRow("H100 SXM") << "nvidia-h100-sxm-80gb" << 81920.0 - 361 - 0.55 * 1024;
        // L40S: 48 GiB x 15/16 with ECC = 46080 MiB (nvidia-smi: 46068), less the reservation.
        QTest::newRow("L40S") << "nvidia-l40s-48gb" << 46080.0 - 0.55 * 1024;
        QTest::newRow("RTX 4090") << "nvidia-geforce-rtx-4090-24gb" << 24576.0;
    }

    void usableMemory()
    {
        QFETCH(QString, sku);
        QFETCH(double, mib);
        QCOMPARE(usableMemoryBytes(this->sku(sku.toUtf8().constData())) / kMiB, mib);
    }
};

QTEST_APPLESS_MAIN(TestVramFit)
#include "tst_vramfit.moc"
