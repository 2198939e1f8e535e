// The math a weight format runs in, the new formats' sizes, attention FLOPs and the power-limit rule,
// against hand-computed values and published checkpoint sizes.
#include "core/calibration.h"
#include "core/skuoverride.h"
#include "shippedcatalog.h"

#include "core/computerate.h"
#include "core/powerlimit.h"
#include "core/probecalibration.h"
#include "core/throughput.h"
#include "core/weightformat.h"

#include <QFile>
#include <QTest>

#include <cmath>

using namespace GpuPlan;

class TestMathFormats : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

    const GpuSku &sku(const char *id) const { return *m_catalog.findSku(id); }
    const ModelArch &model(const char *id) const { return *m_catalog.findModel(id); }

private Q_SLOTS:
    void initTestCase()
    {
        CatalogParseResult r = Test::parseShippedCatalog();
        QVERIFY(r.ok());
        m_catalog = std::move(r.catalog);
    }

    void aliases()
    {
        WeightFormat f = WeightFormat::BF16;
        QVERIFY(weightFormatFromKey("fp4", f));
        QCOMPARE(f, WeightFormat::FP4);
        // NVFP4 on NVIDIA SKUs, MXFP4 elsewhere.
        QCOMPARE(resolveWeightFormat(f, sku("nvidia-b200-180gb")), WeightFormat::NVFP4);
        QCOMPARE(resolveWeightFormat(f, sku("nvidia-h100-sxm-80gb")), WeightFormat::NVFP4);
        QCOMPARE(resolveWeightFormat(f, sku("amd-instinct-mi355x-288gb")), WeightFormat::MXFP4);
        QCOMPARE(resolveWeightFormat(WeightFormat::NVFP4, sku("amd-instinct-mi355x-288gb")), WeightFormat::NVFP4);
        QVERIFY(weightFormatFromKey("w4a16", f));
        QCOMPARE(f, WeightFormat::INT4);
        QVERIFY(weightFormatFromKey("w8a8", f));
        QCOMPARE(f, WeightFormat::W8A8);
        QVERIFY(!weightFormatFromKey("fp3", f));
        // The list an error message shows names every key.
        const std::string keys = weightFormatKeyList();
        for (const char *k : {"nvfp4", "mxfp4", "fp6", "w4a8", "w8a8", "fp4", "w4a16", "q4_k_m"})
            QVERIFY2(keys.find(k) != std::string::npos, k);
    }

    void mxfp4MatchesGptOssCheckpoints_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("bytes");
        // The checkpoints' bytes, from their safetensors headers as huggingface.js's pinned test reads them
        // (github.com/huggingface/huggingface.js @ 00d37b2 : packages/hub/src/lib/parse-safetensors-metadata.spec.ts):
        // BF16 parameters x 2 + MXFP4 values / 2 + one E8M0 scale byte per 32 values. They match the
        // model card's 60.8 and 12.8 GiB (OpenAI, "gpt-oss-120b & gpt-oss-20b Model Card", arXiv 2508.10925,
        // table 1).
        QTest::newRow("gpt-oss-120b") << QStringLiteral("gpt-oss-120b")
                                      << (2167371072.0 * 2 + 114661785600.0 / 2 + 3583180800.0);
        QTest::newRow("gpt-oss-20b") << QStringLiteral("gpt-oss-20b")
                                     << (1804459584.0 * 2 + 19110297600.0 / 2 + 597196800.0);
    }

    void mxfp4MatchesGptOssCheckpoints()
    {
        QFETCH(QString, id);
        QFETCH(double, bytes);
        QCOMPARE(bytes, id == QStringLiteral("gpt-oss-120b") ? 65248815744.0 : 13761264768.0);
        const double ours = weightBytes(model(id.toLatin1().constData()), WeightFormat::MXFP4).total();
        QVERIFY2(std::abs(ours - bytes) / bytes < 0.005, qPrintable(QString::number(ours, 'f', 0)));
    }

    void nvfp4MatchesPublishedRatio()
    {
        // NVIDIA's model card of nvidia/Llama-3.1-405B-Instruct-FP4 (ModelOpt 0.23): FP4 "reduc[es] the disk
        // size and GPU memory requirements by approximately 3.5x" against BF16 (only the linear layers of
        // the transformer blocks are quantised). No exact NVFP4 checkpoint byte count was found.
        const ModelArch &m = model("llama-3-1-405b");
        const double ratio = weightBytes(m, WeightFormat::BF16).total() / weightBytes(m, WeightFormat::NVFP4).total();
        QVERIFY2(ratio > 3.4 && ratio < 3.6, qPrintable(QString::number(ratio)));
    }

    void nvfp4Bytes()
    {
        // NVFP4: 16 E2M1 values (8 bytes) + one E4M3 scale = 9 bytes per 16 weights = 4.5 bits; the
        // embedding and lm_head stay BF16. Llama-3-8B: 6,979,326,848 body params x 4.5 / 8 + 2 x
        // 525,336,576 x 2 B.
        QCOMPARE(weightBytes(model("llama-3-8b"), WeightFormat::NVFP4).total(), 6027217656.0);
        // MXFP4 on a dense model: E8M0 per 32 = 4.25 bits over the whole body.
        QCOMPARE(weightBytes(model("llama-3-8b"), WeightFormat::MXFP4).body, 6979326848.0 * 4.25 / 8);
    }

    void ceilingsFromImportedBenchmarks()
    {
        // mixbench 0.03 on an RTX 2070 (tests/import/samples/mixbench/cuda-rtx2070-v0.03.txt, lines 54-57):
        // the single-precision plateau is 8,414.49 GFLOP/s on line 56 (1.13 x the 7,465 the tool computes
        // from the 1,620 MHz base boost: GPU Boost runs higher), over the 0.975 a healthy FMA loop reaches.
        // Its half precision (16,847.93) runs on the vector units and sets no tensor ceiling. BabelStream
        // 3.4 on an A100 (v3.4-cuda-a100-mig-3sizes.txt line 59): Triad 1,398,669.922 MB/s over 0.90.
        const std::string gpu = "GeForce RTX 2070";
        const std::vector<BenchmarkFigure> figures{
            {"mixbench", gpu, "fp32", "Single Precision ops", "gflops", 8321.35, 54},
            {"mixbench", gpu, "fp64", "Double precision ops", "gflops", 224.85, 54},
            {"mixbench", gpu, "fp16", "Half precision ops", "gflops", 16685.23, 54},
            {"mixbench", gpu, "fp32", "Single Precision ops", "gflops", 8337.22, 55},
            {"mixbench", gpu, "fp32", "Single Precision ops", "gflops", 8414.49, 56},
            {"mixbench", gpu, "fp16", "Half precision ops", "gflops", 16847.93, 56},
            {"mixbench", gpu, "fp32", "Single Precision ops", "gflops", 8362.01, 57},
            // Another GPU's figure in the same list: one GPU's figures for one SKU, the first's.
            {"mixbench", "GeForce RTX 2080 Ti", "fp32", "Single Precision ops", "gflops", 15000.0, 58},
        };
        const std::vector<MeasuredCeiling> c = ceilingsFromBenchmarks(figures);
        QCOMPARE(c.size(), std::size_t(1));
        QCOMPARE(c[0].field, std::string("peak_flops.fp32"));
        QCOMPARE(c[0].gpuName, gpu);
        QCOMPARE(c[0].line, 56);
        QCOMPARE(c[0].value, std::round(8414.49e9 / 0.975));
        const std::vector<MeasuredCeiling> triad = ceilingsFromBenchmarks({
            {"babelstream", "A100-SXM4-40GB MIG 7g.40gb", "", "Copy", "bandwidth", 1383.279373, 56},
            {"babelstream", "A100-SXM4-40GB MIG 7g.40gb", "", "Triad", "bandwidth", 1398.669922, 59},
        });
        QCOMPARE(triad.size(), std::size_t(1));
        QCOMPARE(triad[0].field, std::string("memory_bandwidth_bytes_per_s"));
        QCOMPARE(triad[0].line, 59);
        QCOMPARE(triad[0].value, std::round(1398.669922e9 / 0.9));
        // As an edit of a SKU, the estimate says its FP32 rate is measured (and sustained as measured).
        const FieldOverride edit
            = ceilingOverride(c[0], "nvidia-geforce-rtx-3070-8gb", "cuda-rtx2070-v0.03.txt", "2026-12-03");
        QCOMPARE(edit.provenance.source, std::string("imported mixbench"));
        QVERIFY(edit.provenance.note.find("cuda-rtx2070-v0.03.txt, line 56") != std::string::npos);
        QVERIFY(isMeasuredCeiling(edit.provenance));
        GpuSku measured;
        std::vector<Diagnostic> problems;
        QVERIFY(applyOverrides(sku("nvidia-geforce-rtx-3070-8gb"), {edit}, measured, problems));
        const ComputeRate r = computeRate(measured, WeightFormat::FP32, Engine::Vllm);
        QVERIFY(r.measured);
        QCOMPARE(r.peakFlops, std::round(8414.49e9 / 0.975));
        QVERIFY(!computeRate(sku("nvidia-geforce-rtx-3070-8gb"), WeightFormat::FP32, Engine::Vllm).measured);
        QVERIFY(!isMeasuredCeiling(Provenance{ProvenanceKind::UserOverride, "typed by hand", "2026-12-03", ""}));
    }

    void computeRates()
    {
        // llama.cpp multiplies quantised weights with INT8 dot products (MMQ) and F16 with FP16
        // accumulation, which a GeForce card runs at twice its FP32-accumulate rate.
        ComputeRate r = computeRate(sku("nvidia-geforce-rtx-4090-24gb"), WeightFormat::Q4_K_M, Engine::LlamaCpp);
        QCOMPARE(r.used, Precision::INT8);
        QCOMPARE(r.peakFlops, 660.6e12);
        QVERIFY(!r.fallback);
        r = computeRate(sku("nvidia-geforce-rtx-4090-24gb"), WeightFormat::FP16, Engine::LlamaCpp);
        QCOMPARE(r.used, Precision::FP16Acc16);
        QCOMPARE(r.peakFlops, 330.3e12);
        // W4A16 dequantises to 16 bits: vLLM runs it at the FP16 (FP32 accumulate) rate.
        r = computeRate(sku("nvidia-geforce-rtx-4090-24gb"), WeightFormat::INT4, Engine::Vllm);
        QCOMPARE(r.used, Precision::FP16);
        QCOMPARE(r.peakFlops, 165.2e12);
        // FP4 on Hopper (no FP4 tensor cores) runs at its FP8 rate, and says so.
        r = computeRate(sku("nvidia-h100-sxm-80gb"), WeightFormat::NVFP4, Engine::TensorRtLlm);
        QCOMPARE(r.wanted, Precision::FP4);
        QCOMPARE(r.used, Precision::FP8);
        QCOMPARE(r.peakFlops, 1979e12);
        QVERIFY(r.fallback);
        r = computeRate(sku("nvidia-b200-180gb"), WeightFormat::FP4, Engine::TensorRtLlm);
        QCOMPARE(r.used, Precision::FP4);
        QCOMPARE(r.peakFlops, 9000e12);
        QVERIFY(!r.fallback);
        // W8A8 on INT8 tensor cores; FP8 on an A100 (none) at its 16-bit rate.
        QCOMPARE(computeRate(sku("nvidia-a100-sxm-80gb"), WeightFormat::W8A8, Engine::Vllm).peakFlops, 624e12);
        r = computeRate(sku("nvidia-a100-sxm-80gb"), WeightFormat::FP8, Engine::Vllm);
        QCOMPARE(r.used, Precision::FP16);
        QVERIFY(r.fallback);
        // A datacenter card's FP16 rate is the same with either accumulation: not a fallback.
        r = computeRate(sku("nvidia-a100-pcie-80gb"), WeightFormat::FP16, Engine::LlamaCpp);
        QCOMPARE(r.peakFlops, 312e12);
        QVERIFY(!r.fallback);
    }

    void prefillAttentionFlops_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("flops");
        // Causal: L^2/2 query-key pairs per layer, 2 FLOP per multiply-add for QK^T and for PV.
        // Llama-3-8B: 32 layers x 2 x 8192^2/2 x 32 heads x (128 + 128).
        QTest::newRow("llama-3-8b") << QStringLiteral("llama-3-8b") << 17592186044416.0;
        // DeepSeek-V3 (MLA, unabsorbed in prefill): 61 x 2 x 8192^2/2 x 128 heads x ((128 + 64) + 128).
        QTest::newRow("deepseek-v3 mla") << QStringLiteral("deepseek-v3") << 167675523235840.0;
        // gpt-oss-120b: 18 full layers (8192^2/2 pairs) and 18 sliding-window layers of 128 tokens
        // (8192 x 128 - 128^2/2 = 1,040,384 pairs), 64 heads x (64 + 64).
        QTest::newRow("gpt-oss-120b sliding") << QStringLiteral("gpt-oss-120b") << 10202426376192.0;
    }

    void prefillAttentionFlops()
    {
        QFETCH(QString, id);
        QFETCH(double, flops);
        QCOMPARE(GpuPlan::prefillAttentionFlops(model(id.toLatin1().constData()), 8192), flops);
    }

    void decodeAttentionFlopsMla()
    {
        // MLA decodes over the absorbed latent: 61 layers x 2 x 4096 tokens x 128 heads x ((512 + 64) + 512).
        QCOMPARE(decodeAttentionFlops(model("deepseek-v3"), 4096), 69591891968.0);
        // A full-attention model: 2 x context x heads x 2 x head_dim per layer.
        QCOMPARE(decodeAttentionFlops(model("llama-3-8b"), 256), 32.0 * 2 * 256 * 32 * 256);
    }

    void prefillSlowsWithThePrompt()
    {
        // Per prompt token, prefill costs more at 8192 tokens than at 512 (attention grows with L).
        Workload w;
        w.weights = WeightFormat::Q4_K_M;
        w.engine = defaultEngineConfig(Engine::LlamaCpp);
        w.outputTokens = 0;
        const PerfParams p{0.8, 0.2, 0.003, 0.0, 0.07};
        w.contextTokens = 512;
        const double short_ = estimateThroughput(sku("nvidia-geforce-rtx-4090-24gb"), model("llama-3-8b"), w, 1, p)
                                  .prefillTokensPerSecond;
        w.contextTokens = 8192;
        const double long_ = estimateThroughput(sku("nvidia-geforce-rtx-4090-24gb"), model("llama-3-8b"), w, 1, p)
                                 .prefillTokensPerSecond;
        QVERIFY(long_ < 0.75 * short_);
    }

    void sustainedWithinPowerLimit()
    {
        // The RTX 6000 Ada has 300 W for 364.2 TFLOPS (FP16 tensor, FP16 accumulate); the RTX 4090,
        // the family's reference, 450 W for 330.3: clock x cbrt((300/364.2)/(450/330.3)) = 0.8456.
        QVERIFY(std::abs(sustainedComputeFraction(sku("nvidia-rtx-6000-ada-48gb")) - 0.845589) < 1e-5);
        QCOMPARE(sustainedComputeFraction(sku("nvidia-geforce-rtx-4090-24gb")), 1.0);
        // HBM datacenter parts are rated at what they sustain; families without a reference are not derated.
        QCOMPARE(sustainedComputeFraction(sku("nvidia-h100-pcie-80gb")), 1.0);
        QCOMPARE(sustainedComputeFraction(sku("nvidia-t4-16gb")), 1.0);
        // The estimate uses it.
        Workload w;
        w.engine = defaultEngineConfig(Engine::LlamaCpp);
        w.weights = WeightFormat::Q4_K_M;
        const ThroughputTerms t = throughputTerms(sku("nvidia-rtx-6000-ada-48gb"), model("llama-3-8b"), w, 1);
        QCOMPARE(t.sustainedFraction, sustainedComputeFraction(sku("nvidia-rtx-6000-ada-48gb")));
        QCOMPARE(t.prefillComputeSeconds, 2.0 * 7504663424.0 * 4096 / (728.5e12 * t.sustainedFraction));
    }

    void measuredCeilingBeatsTheDatasheet()
    {
        // "Use in estimates" stores a probe's GEMM as the SKU's FP16 peak with gpuplan-probe provenance:
        // the estimate then uses it as measured, without the power-limit derating it already contains.
        GpuSku card = sku("nvidia-rtx-6000-ada-48gb");
        card.peakFlops[int(Precision::FP16)] = 300e12;
        card.fieldProvenance["peak_flops.fp16"] = Provenance{ProvenanceKind::UserOverride, kProbeProvenanceSource,
                                                             "2026-12-01", "GEMM 267,000 GFLOP/s / 0.89"};
        const ComputeRate r = computeRate(card, WeightFormat::FP16, Engine::Vllm);
        QVERIFY(r.measured);
        QCOMPARE(r.peakFlops, 300e12);
        Workload w;
        w.weights = WeightFormat::FP16;
        const ThroughputTerms t = throughputTerms(card, model("llama-3-8b"), w, 1);
        QCOMPARE(t.sustainedFraction, 1.0);
        QCOMPARE(t.prefillComputeSeconds, 2.0 * 7504663424.0 * 4096 / 300e12);
        // Another math on the same card is still the datasheet's, derated.
        QVERIFY(!computeRate(card, WeightFormat::FP8, Engine::Vllm).measured);
        QCOMPARE(*datasheetEquivalent(881000, kTypicalGemmShareOfDatasheet), std::round(881000e9 / 0.89));
        QVERIFY(!datasheetEquivalent(0, kTypicalGemmShareOfDatasheet));
    }

    void linkFigureWithDecimals()
    {
        // The interconnect's figure before "GB/s", halved (quoted both ways), decimals included.
        GpuSku card = sku("nvidia-h100-sxm-80gb");
        card.interconnect = "NVLink 600.5 GB/s";
        QCOMPARE(linkBandwidth(card), 300.25e9);
        card.interconnect = "bridge, GB/s unknown";
        QCOMPARE(linkBandwidth(card), 3.938e9 * 16); // no figure: its PCIe 5.0 x16 link
    }

    void ttftAndTpot()
    {
        Workload w;
        w.weights = WeightFormat::FP8;
        w.contextTokens = 1000;
        w.outputTokens = 500;
        const PerfParams p{0.6, 0.7, 0.002};
        const ThroughputEstimate one = estimateThroughput(sku("nvidia-h100-sxm-80gb"), model("llama-3-8b"), w, 1, p);
        QCOMPARE(one.tpotSeconds, one.stepSeconds);
        QCOMPARE(one.ttftSeconds, one.prefillSeconds + one.stepSeconds);
        // At batch 32 each step also carries its share of the other sequences' prompts, and the replica
        // delivers batch / TPOT tokens per second.
        const ThroughputEstimate many = estimateThroughput(sku("nvidia-h100-sxm-80gb"), model("llama-3-8b"), w, 32, p);
        QVERIFY(many.tpotSeconds > many.stepSeconds);
        QVERIFY(std::abs(many.throughputTokensPerSecond * many.tpotSeconds - 32.0) < 1e-9);
    }
};

QTEST_APPLESS_MAIN(TestMathFormats)
#include "tst_mathformats.moc"
