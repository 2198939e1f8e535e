// Roofline terms against hand-computed values, and the calibration fit against synthetic truth.
#include "shippedcatalog.h"

#include "core/calibration.h"
#include "core/catalogjson.h"
#include "core/csvtable.h"
#include "core/measurement.h"
#include "core/throughput.h"
#include "core/vramfit.h"
#include "core/weightformat.h"

#include <QFile>
#include <QTest>

#include <cmath>
#include <tuple>
#include <utility>

using namespace GpuPlan;

class TestThroughput : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

    const GpuSku &sku(const char *id) const { return *m_catalog.findSku(id); }
    const ModelArch &model(const char *id) const { return *m_catalog.findModel(id); }

    static QByteArray readFile(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private Q_SLOTS:
    void initTestCase()
    {
        CatalogParseResult r = Test::parseShippedCatalog();
        QVERIFY(r.ok());
        m_catalog = std::move(r.catalog);
    }

    void peaksAndLinks()
    {
        // FP8 weights on an A100 (no FP8 tensor cores) run at its BF16 rate; on an H100 at FP8.
        QCOMPARE(computePeak(sku("nvidia-a100-sxm-80gb"), WeightFormat::FP8), 312e12);
        QCOMPARE(computePeak(sku("nvidia-h100-sxm-80gb"), WeightFormat::FP8), 1979e12);
        QCOMPARE(computePeak(sku("nvidia-h100-sxm-80gb"), WeightFormat::Q4_K_M), 989.5e12);
        // NVLink4 900 GB/s is both directions: 450 GB/s each way.
        QCOMPARE(linkBandwidth(sku("nvidia-h100-sxm-80gb")), 450e9);
        // PCIe 4.0 x16: 16 GT/s x 128/130 / 8 bits = 1.969 GB/s per lane.
        QCOMPARE(linkBandwidth(sku("nvidia-geforce-rtx-4090-24gb")), 1.969e9 * 16);
    }

    void decodeRoofline()
    {
        // Llama-3-8B FP16 on an RTX 4090, one sequence generating 512 tokens from nothing, at unit
        // efficiencies. A step reads the body and the lm_head (not the embedding table):
        // 8,030,000,000 - 2 x 128256 x 4096 = 6,979,326,848 body params x 2 B + 525,336,576 x 2 B
        // = 15,009,326,848 B, plus the KV of 256 tokens on average: 256 x 131,072 = 33,554,432 B.
        Workload w;
        w.weights = WeightFormat::FP16;
        w.contextTokens = 0;
        w.outputTokens = 512;
        const ThroughputEstimate e
            = estimateThroughput(sku("nvidia-geforce-rtx-4090-24gb"), model("llama-3-8b"), w, 1, PerfParams{1, 1, 0});
        QCOMPARE(e.decodeBytesPerStep, 15009326848.0 + 33554432.0);
        QCOMPARE(e.memorySeconds, (15009326848.0 + 33554432.0) / 1008e9);
        // 2 FLOP x 7,504,663,424 active params (all but the embedding) / 165.2 TFLOPS, plus the
        // attention over those 256 tokens: 32 layers x 2 x 256 x 32 heads x (128 + 128) FLOP.
        QCOMPARE(e.computeSeconds, (2.0 * 7504663424.0 + 32.0 * 2 * 256 * 32 * 256) / 165.2e12);
        QVERIFY(!e.computeBound);
        QCOMPARE(e.decodeTokensPerSecondPerSequence, 1.0 / e.memorySeconds);
        // A fixed overhead adds to every step.
        const ThroughputEstimate slow = estimateThroughput(sku("nvidia-geforce-rtx-4090-24gb"), model("llama-3-8b"), w,
                                                           1, PerfParams{1, 1, 0.004});
        QCOMPARE(slow.stepSeconds, e.memorySeconds + 0.004);
    }

    void layerSplitRunsStagesInTurn()
    {
        // llama.cpp on two GPUs holds half the model on each but runs them one after the other: the
        // memory time of a step is the whole model's, plus one hand-off.
        Workload one;
        one.weights = WeightFormat::Q4_K_M;
        one.engine = defaultEngineConfig(Engine::LlamaCpp);
        one.contextTokens = 0;
        one.outputTokens = 128;
        Workload two = one;
        two.gpus = 2;
        const auto &gpu = sku("nvidia-geforce-rtx-3090-24gb");
        const ThroughputEstimate a = estimateThroughput(gpu, model("llama-3-8b"), one, 1, PerfParams{1, 1, 0});
        const ThroughputEstimate b = estimateThroughput(gpu, model("llama-3-8b"), two, 1, PerfParams{1, 1, 0});
        QVERIFY(std::abs(b.memorySeconds - a.memorySeconds) / a.memorySeconds < 0.01);
        QVERIFY(b.communicationSeconds > 0);
        QCOMPARE(a.communicationSeconds, 0.0);
    }

    void tensorParallelPrefillAllReduces()
    {
        // Llama-2-70B split over two H100 SXM (TP2): every prompt token's FP16 hidden state (8192 x 2 B)
        // is all-reduced twice per layer. 1000 tokens: 16,384,000 B; a 2-GPU ring moves 2 x 1/2 of it
        // over 450 GB/s each way, plus 10 us per all-reduce: 160 x (16,384,000 / 450e9 + 10e-6) s.
        Workload w;
        w.weights = WeightFormat::FP8;
        w.contextTokens = 1000;
        w.outputTokens = 100;
        w.gpus = 2;
        const auto &gpu = sku("nvidia-h100-sxm-80gb");
        const ThroughputEstimate tp2 = estimateThroughput(gpu, model("llama-2-70b"), w, 1, PerfParams{1, 1, 0});
        const double expected = 160 * (16384000.0 / 450e9 + 10e-6);
        QVERIFY2(std::abs(tp2.prefillCommunicationSeconds - expected) < 1e-12,
                 qPrintable(QString::number(tp2.prefillCommunicationSeconds)));
        // The prompt's GEMMs are shared by the two GPUs (1979 TFLOPS FP8 each), its attention too (16-bit
        // math, 989.5 TFLOPS BF16 each); its all-reduces add on.
        const double gemm2 = tp2.prefillFlops - tp2.prefillAttentionFlops;
        QVERIFY(std::abs(tp2.prefillSeconds
                         - (gemm2 / (2 * 1979e12) + tp2.prefillAttentionFlops / (2 * 989.5e12) + expected))
                < 1e-12);
        // One GPU has nothing to all-reduce.
        w.gpus = 1;
        const ThroughputEstimate tp1 = estimateThroughput(gpu, model("llama-2-70b"), w, 1, PerfParams{1, 1, 0});
        QCOMPARE(tp1.prefillCommunicationSeconds, 0.0);
        QCOMPARE(tp1.prefillSeconds,
                 (tp1.prefillFlops - tp1.prefillAttentionFlops) / 1979e12 + tp1.prefillAttentionFlops / 989.5e12);
    }

    void loadsMlperfOfflineRows()
    {
        // Rows in the form of data/calibration/mlperf_v41.csv (values of its lines 18, 19, 29, 45, 86).
        const std::string csv
            = "mlperf_version,division,submitter,system,accelerator,accelerators_total,framework,benchmark,scenario,"
              "tokens_per_s_system,tokens_per_s_per_accel,samples_per_s,weight_dtype_declared,weight_transformations,"
              "result_validity,ttft_mean_ms,ttft_p99_ms,tpot_mean_ms,tpot_p99_ms,source\n"
              "v4.1,closed,ASUSTeK,ESC_N8_E11_H100x8_TRT,NVIDIA H100-SXM-80GB,8,\"TensorRT 10.2.0, CUDA 12.4\","
              "llama2-70b-99,Offline,24323.6,3040.5,83.6116,fp16,\"quantization, affine fusion\",VALID,,,,,s\n"
              "v4.1,closed,ASUSTeK,ESC_N8_E11_H100x8_TRT,NVIDIA H100-SXM-80GB,8,\"TensorRT 10.2.0, CUDA 12.4\","
              "llama2-70b-99,Server,20605.31,2575.7,70.83,fp16,\"quantization, affine "
              "fusion\",VALID,205.02,,115.22,,s\n"
              "v4.1,closed,ConnectTech,Orin_TRT,NVIDIA Jetson AGX Orin 64G,1,\"Jetpack 6.0\",gptj-99,Offline,,,"
              "0.927649,fp16,quantization,VALID,,,,,s\n"
              "v4.1,closed,Dell,XE9680_H200_SXM_141GBx8_TRT,NVIDIA H200-SXM-141GB,8,\"TensorRT 10.2.0, CUDA 12.4\","
              "llama2-70b-99,Offline,32124.3,4015.5,110.131,fp16,\"quantization, affine fusion\",VALID,,,,,s\n"
              "v4.1,closed,AMD,1xMI300X_2xEPYC-9374F,AMD Instinct MI300X-NPS1-SPX-192GB-750W,1,\"vLLM 0.4.3+rocm614\","
              "gptj-99,Offline,,,10.0,fp8,quantization,VALID,,,,,s\n";
        const MeasurementSet set = loadMlperfCsv(csv, m_catalog, "mlperf.csv");
        QCOMPARE(set.rows.size(), std::size_t(2));
        QCOMPARE(set.skipped.size(), std::size_t(3));
        QCOMPARE(set.skipped[0].code, std::string("calibration.not_modelled")); // Server
        QCOMPARE(set.skipped[0].line, 3);
        QCOMPARE(set.skipped[1].code, std::string("calibration.unknown_gpu"));   // Jetson
        QCOMPARE(set.skipped[2].code, std::string("calibration.unknown_model")); // GPT-J
        // H100: Llama-2-70B in FP8 is 68,977,000,000 - 2 x 32000 x 8192 body params x 1 B + the
        // embedding and lm_head in 16 bits = 69.5 GB, over half of one 80 GiB GPU (42.9 GB) but not of
        // two: 4 replicas of TP2. Output per sample 24323.6 / 83.6116 = 290.9 tokens.
        const Measurement &h100 = set.rows[0];
        QCOMPARE(h100.skuId, std::string("nvidia-h100-sxm-80gb"));
        QCOMPARE(h100.modelId, std::string("llama-2-70b"));
        QCOMPARE(h100.kind, MeasurementKind::Throughput);
        QCOMPARE(h100.workload.gpus, 2);
        QCOMPARE(h100.replicas, 4);
        QCOMPARE(h100.workload.outputTokens, 291);
        QCOMPARE(h100.workload.weights, WeightFormat::FP8);
        QCOMPARE(h100.workload.kv, KvFormat::FP8);
        QCOMPARE(h100.workload.engine.engine, Engine::TensorRtLlm);
        QCOMPARE(h100.workload.contextTokens, 0); // unknown: the data set's mean prompt length
        QCOMPARE(h100.dataset, std::string("llama2-70b"));
        QCOMPARE(h100.tokensPerSecond, 24323.6);
        // H200: 141 GiB holds it in less than half: 8 replicas of one GPU.
        QCOMPARE(set.rows[1].workload.gpus, 1);
        QCOMPARE(set.rows[1].replicas, 8);
        // A row with an unknown prompt length teaches the fit nothing until the length is set; a
        // system's estimate is its replicas' sum.
        const Calibration none = Calibration::fit(set.rows, m_catalog);
        QVERIFY(!none.entry(sku("nvidia-h100-sxm-80gb"), Engine::TensorRtLlm).fitted);
        Measurement known = h100;
        known.workload.contextTokens = 500;
        Measurement one = known;
        one.replicas = 1;
        const PerfParams p;
        QCOMPARE(Calibration::estimateFor(known, sku("nvidia-h100-sxm-80gb"), model("llama-2-70b"), p),
                 4 * Calibration::estimateFor(one, sku("nvidia-h100-sxm-80gb"), model("llama-2-70b"), p));
    }

    void servingFitRecoversKnownParametersOfWholeSystems()
    {
        // Synthetic whole-system results (8 GPUs as 8 replicas of one H200, or 4 TP2 pairs of H100)
        // produced by the model with known efficiencies: the fit divides each by its replicas and must
        // find the efficiencies again, to its grid's step (0.02; 0.05 for the TP penalty), the bandwidth
        // efficiency within one more step (the prior toward 0.90 pulls it by at most that when the rows
        // identify it).
        const PerfParams truth{0.62, 0.70, 0.002, 0.20};
        std::vector<Measurement> rows;
        for (const auto &[gpu, gpus, replicas] :
             {std::tuple{"nvidia-h200-sxm-141gb", 1, 8}, std::tuple{"nvidia-h100-sxm-80gb", 2, 4},
              std::tuple{"nvidia-h100-sxm-80gb", 8, 1}}) {
            for (const char *m : {"llama-2-70b", "mixtral-8x7b"}) {
                for (const auto &[in, out] : {std::pair{128, 2048}, std::pair{500, 300}, std::pair{2048, 128}}) {
                    Measurement row;
                    row.skuId = gpu;
                    row.modelId = m;
                    row.kind = MeasurementKind::Throughput;
                    row.workload.weights = WeightFormat::FP8;
                    row.workload.kv = KvFormat::FP8;
                    row.workload.engine = defaultEngineConfig(Engine::TensorRtLlm);
                    row.workload.contextTokens = in;
                    row.workload.outputTokens = out;
                    row.workload.batch = 0;
                    row.workload.gpus = gpus;
                    row.replicas = replicas;
                    row.tokensPerSecond = Calibration::estimateFor(row, sku(gpu), model(m), truth);
                    rows.push_back(row);
                }
            }
        }
        const CalibrationEntry e = Calibration::fit(rows, m_catalog)
                                       .entry(sku("nvidia-h200-sxm-141gb"), Engine::TensorRtLlm, WeightFormat::FP8);
        QVERIFY(e.fitted);
        QVERIFY2(std::abs(e.params.bandwidthEfficiency - 0.62) < 0.021,
                 qPrintable(QString::number(e.params.bandwidthEfficiency)));
        QVERIFY2(std::abs(e.params.computeEfficiency - 0.70) < 0.011,
                 qPrintable(QString::number(e.params.computeEfficiency)));
        QVERIFY2(std::abs(e.params.tensorParallelPenalty - 0.20) < 0.026,
                 qPrintable(QString::number(e.params.tensorParallelPenalty)));
        QVERIFY2(e.uncertainty(MeasurementKind::Throughput) < 0.02,
                 qPrintable(QString::number(e.uncertainty(MeasurementKind::Throughput))));
    }

    void servingFitHoldsAnUnidentifiedBandwidthAtThePrior()
    {
        // One serving result cannot tell the bandwidth efficiency from the compute efficiency: many pairs
        // reproduce it exactly. The fit must then keep the bandwidth efficiency near the prior (the
        // triad's 0.90 share of the datasheet), not at an end of its range, and still reproduce the row.
        Measurement row;
        row.skuId = "nvidia-h200-sxm-141gb";
        row.modelId = "llama-2-70b";
        row.kind = MeasurementKind::Throughput;
        row.workload.weights = WeightFormat::FP8;
        row.workload.kv = KvFormat::FP8;
        row.workload.engine = defaultEngineConfig(Engine::TensorRtLlm);
        row.workload.contextTokens = 500;
        row.workload.outputTokens = 300;
        row.workload.batch = 0;
        row.workload.gpus = 1;
        row.tokensPerSecond = Calibration::estimateFor(row, sku("nvidia-h200-sxm-141gb"), model("llama-2-70b"),
                                                       PerfParams{0.62, 0.70, 0.002, 0.0});
        const CalibrationEntry e = Calibration::fit({row}, m_catalog)
                                       .entry(sku("nvidia-h200-sxm-141gb"), Engine::TensorRtLlm, WeightFormat::FP8);
        QVERIFY(e.fitted);
        QVERIFY2(e.params.bandwidthEfficiency > 0.80 && e.params.bandwidthEfficiency < 0.95,
                 qPrintable(QString::number(e.params.bandwidthEfficiency)));
        QVERIFY2(e.uncertainty(MeasurementKind::Throughput) < 0.02, qPrintable(QString::number(e.relativeRms)));
    }

    void attentionParametersOfADenseModel()
    {
        // Llama-3-8B: 32 layers of Q and O (4096 x 4096) and K and V (4096 x 1024 with 8 KV heads):
        // 32 x 41,943,040 = 1,342,177,280; the rest of the catalog's 8.03 B (rounded) is the norms.
        QVERIFY(std::abs(attentionParameters(model("llama-3-8b")) - 1342177280.0) / 1342177280.0 < 1e-3);
    }

    void attentionDataParallelKeepsEachSequencesKvOnce()
    {
        // DeepSeek-V3 on 8 H200 in FP8: under tensor parallelism every GPU keeps the whole MLA latent of
        // every sequence; with attention data parallelism each GPU keeps its own eighth of the sequences,
        // and holds all the attention weights instead of an eighth.
        const GpuSku &h200 = sku("nvidia-h200-sxm-141gb");
        const ModelArch &ds = model("deepseek-v3");
        Workload w;
        w.weights = WeightFormat::FP8;
        w.kv = KvFormat::FP8;
        w.gpus = 8;
        w.contextTokens = 2048;
        w.outputTokens = 256;
        const VramBreakdown tp = vramBreakdown(h200, ds, w, 64, w.sequenceTokens());
        w.engine.attentionDataParallel = true;
        const VramBreakdown dp = vramBreakdown(h200, ds, w, 64, w.sequenceTokens());
        QCOMPARE(tp.kv / dp.kv, 8.0);
        QCOMPARE(dp.weights - tp.weights, attentionWeightBytes(ds, WeightFormat::FP8) * 7 / 8);
        // So the same memory holds several times the sequences.
        Workload tpOnly = w;
        tpOnly.engine.attentionDataParallel = false;
        QVERIFY(fitVram(h200, ds, w).maxBatch > 4 * fitVram(h200, ds, tpOnly).maxBatch);
    }

    void expertParallelCommunication()
    {
        // DeepSeek-V3, 8 H200 (NVLink 450 GB/s each way), batch 64. Tensor parallelism: two ring
        // all-reduces of 64 x 7168 BF16 values per layer over 61 layers. Attention data parallelism with
        // the experts spread: each GPU sends its 8 tokens to the GPUs of their 8 experts (7/8 of them
        // elsewhere) and gathers them back in each of the 58 MoE layers; the 3 dense layers all-reduce.
        const GpuSku &h200 = sku("nvidia-h200-sxm-141gb");
        const ModelArch &ds = model("deepseek-v3");
        Workload w;
        w.weights = WeightFormat::FP8;
        w.kv = KvFormat::FP8;
        w.gpus = 8;
        const PerfParams unit{1, 1, 0, 0, 0};
        const double bytes = 64.0 * 7168 * 2;
        const double link = 450e9;
        const double allReduce = 2.0 * 7 / 8 * bytes / link + 10e-6;
        QCOMPARE(estimateThroughput(h200, ds, w, 64, unit).communicationSeconds, 2 * 61 * allReduce);
        w.engine.attentionDataParallel = true;
        w.engine.expertParallel = true;
        const double sent = bytes / 8 * 8 * 7 / 8;
        QCOMPARE(estimateThroughput(h200, ds, w, 64, unit).communicationSeconds,
                 2 * 58 * (sent / link + 10e-6) + 3 * allReduce);
    }

    void expertParallelWaitsForTheBusiestGpu()
    {
        // Qwen3-235B-A22B in BF16 on 8 H200, one sequence: it touches 8 of 128 experts. Split by tensor
        // parallelism each GPU reads an eighth of each; spread whole, a GPU holds 16 experts, each
        // touched with probability 1/16, and the step waits for the GPU with the most: sd
        // sqrt(16 x 1/16 x 15/16) = 0.9682 experts times 1.4236 (the expected largest of 8 standard
        // normals) above the mean, each expert 3 x 4096 x 1536 x 94 layers x 2 B = 3,548,381,184 B.
        const GpuSku &h200 = sku("nvidia-h200-sxm-141gb");
        const ModelArch &qwen = model("qwen3-235b-a22b");
        Workload w;
        w.weights = WeightFormat::BF16;
        w.gpus = 8;
        const double tp = throughputTerms(h200, qwen, w, 1).decodeBytesPerStep;
        w.engine.expertParallel = true;
        const double ep = throughputTerms(h200, qwen, w, 1).decodeBytesPerStep;
        const double expected = std::sqrt(16.0 / 16 * 15 / 16) * 1.4236 * 3548381184.0;
        QVERIFY2(std::abs((ep - tp) - expected) / expected < 1e-9, qPrintable(QString::number(ep - tp)));
        // Once the batch touches every expert, nothing is left to wait for.
        w.engine.expertParallel = false;
        const double tpMany = throughputTerms(h200, qwen, w, 512).decodeBytesPerStep;
        w.engine.expertParallel = true;
        QVERIFY(std::abs(throughputTerms(h200, qwen, w, 512).decodeBytesPerStep - tpMany) / tpMany < 1e-6);
    }

    void launchesWithoutCudaGraphs()
    {
        // Without CUDA graphs each of Llama-3-8B's 32 layers launches 10 kernels at 5 us (12 with the
        // two all-reduces of tensor parallelism); llama.cpp's own overhead is fitted.
        const GpuSku &h100 = sku("nvidia-h100-sxm-80gb");
        const ModelArch &llama = model("llama-3-8b");
        Workload w;
        QCOMPARE(throughputTerms(h100, llama, w, 8).launchSeconds, 0.0);
        w.engine.cudaGraphs = false;
        QCOMPARE(throughputTerms(h100, llama, w, 8).launchSeconds, 32 * 10 * 5e-6);
        w.gpus = 2;
        QCOMPARE(throughputTerms(h100, llama, w, 8).launchSeconds, 32 * 12 * 5e-6);
        const PerfParams unit{1, 1, 0, 0, 0};
        const ThroughputEstimate eager = estimateThroughput(h100, llama, w, 8, unit);
        w.engine.cudaGraphs = true;
        QCOMPARE(eager.stepSeconds - estimateThroughput(h100, llama, w, 8, unit).stepSeconds, 32 * 12 * 5e-6);
        w.engine = defaultEngineConfig(Engine::LlamaCpp);
        w.engine.cudaGraphs = false;
        QCOMPARE(throughputTerms(h100, llama, w, 8).launchSeconds, 0.0);
        // transformers' generate() runs eagerly by default.
        QVERIFY(!defaultEngineConfig(Engine::Transformers).cudaGraphs);
        QVERIFY(defaultEngineConfig(Engine::Vllm).cudaGraphs);
    }

    void trtllmBenchSizesItsOwnBatch()
    {
        // tensorrt_llm/bench/build/tuning.py for Qwen3-235B-A22B FP8 (FP8 KV) on 8 H100 (80 GiB) at
        // ISL 128 / OSL 2048: KV 2 x 94 layers x max(8 GPUs, 4 heads) x 128 x 1 B = 192,512 B a token;
        // (8 x 80 - 235.094e9 / 2^30) GiB x 0.95 / (192,512 B x 2,176 / 2^30) = 1,025.3 requests, which
        // rounds up to the next 256: 1,280. Llama-3.1-8B at 128 / 128 on one: 4,409 requests, capped at 4,096.
        const GpuSku &h100 = sku("nvidia-h100-sxm-80gb");
        QCOMPARE(trtllmBenchMaxBatch(h100, model("qwen3-235b-a22b"), WeightFormat::FP8, KvFormat::FP8, 8, 128, 2048),
                 std::int64_t(1280));
        QCOMPARE(trtllmBenchMaxBatch(h100, model("llama-3-1-8b"), WeightFormat::FP8, KvFormat::FP8, 1, 128, 128),
                 std::int64_t(4096));
        // A model that leaves no memory: no batch.
        QCOMPARE(trtllmBenchMaxBatch(h100, model("llama-3-1-405b"), WeightFormat::BF16, KvFormat::FP16, 1, 128, 128),
                 std::int64_t(0));
    }

    void calibrationRecoversKnownParameters()
    {
        // Synthetic measurements produced by the model itself with known efficiencies: the least-squares
        // fit must find them again.
        const PerfParams truth{0.8, 0.6, 0.003};
        std::vector<Measurement> rows;
        for (const char *gpu :
             {"nvidia-geforce-rtx-3090-24gb", "nvidia-geforce-rtx-4090-24gb", "nvidia-rtx-a6000-48gb"}) {
            for (const char *m : {"llama-3-8b", "llama-2-13b"}) {
                for (bool decode : {true, false}) {
                    Measurement row;
                    row.skuId = gpu;
                    row.modelId = m;
                    row.kind = decode ? MeasurementKind::Decode : MeasurementKind::Prefill;
                    row.workload.weights = WeightFormat::Q4_K_M;
                    row.workload.engine = defaultEngineConfig(Engine::LlamaCpp);
                    row.workload.contextTokens = decode ? 0 : 512;
                    row.workload.outputTokens = decode ? 128 : 0;
                    row.tokensPerSecond = Calibration::estimateFor(row, sku(gpu), model(m), truth);
                    rows.push_back(row);
                }
            }
        }
        const Calibration c = Calibration::fit(rows, m_catalog);
        const CalibrationEntry e = c.entry(sku("nvidia-geforce-rtx-3090-24gb"), Engine::LlamaCpp, WeightFormat::Q4_K_M);
        QVERIFY(e.fitted);
        QVERIFY2(std::abs(e.params.bandwidthEfficiency - 0.8) < 0.01,
                 qPrintable(QString::number(e.params.bandwidthEfficiency)));
        QVERIFY2(std::abs(e.params.stepOverheadSeconds - 0.003) < 0.0002,
                 qPrintable(QString::number(e.params.stepOverheadSeconds)));
        // Prefill at 512 tokens is compute-bound: its efficiency comes back too.
        QVERIFY2(std::abs(e.params.computeEfficiency - 0.6) < 0.03,
                 qPrintable(QString::number(e.params.computeEfficiency)));
        QVERIFY(e.relativeRms < 0.02);
        // A pinned parameter is kept as given and the others are fitted around it: with the true
        // overhead pinned, both efficiencies still come back.
        ParamPins pins;
        pins.stepOverheadSeconds = 0.003;
        const CalibrationEntry withPin
            = Calibration::fit(rows, m_catalog, {}, pins)
                  .entry(sku("nvidia-geforce-rtx-3090-24gb"), Engine::LlamaCpp, WeightFormat::Q4_K_M);
        QCOMPARE(withPin.params.stepOverheadSeconds, 0.003);
        QVERIFY(std::abs(withPin.params.bandwidthEfficiency - 0.8) < 0.01);
        // A wrong pin is kept too, and the fit's residuals say it is wrong.
        ParamPins wrong;
        wrong.bandwidthEfficiency = 0.5;
        const CalibrationEntry forced
            = Calibration::fit(rows, m_catalog, {}, wrong)
                  .entry(sku("nvidia-geforce-rtx-3090-24gb"), Engine::LlamaCpp, WeightFormat::Q4_K_M);
        QCOMPARE(forced.params.bandwidthEfficiency, 0.5);
        QVERIFY(forced.uncertainty(MeasurementKind::Decode) > e.uncertainty(MeasurementKind::Decode));
    }

    void loadsShippedMeasurements()
    {
        const QByteArray llama = readFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/calibration/llamacpp_tps.csv"));
        const MeasurementSet set = loadLlamaBenchCsv(std::string_view(llama.constData(), std::size_t(llama.size())),
                                                     m_catalog, "llamacpp_tps.csv");
        // 314 rows; the two Qwen3.5-9B rows name a model the catalog does not have.
        QCOMPARE(set.rows.size() + set.skipped.size(), std::size_t(314));
        QCOMPARE(set.skipped.size(), std::size_t(2));
        QCOMPARE(set.skipped.front().code, std::string("calibration.unknown_model"));
        const Measurement &first = set.rows.front();
        // "3070 8GB,1,CUDA,Llama-3-8B,Q4_K_M,tg512,72.79": line 2 of the file.
        QCOMPARE(first.skuId, std::string("nvidia-geforce-rtx-3070-8gb"));
        QCOMPARE(first.kind, MeasurementKind::Decode);
        QCOMPARE(first.workload.outputTokens, 512);
        QCOMPARE(first.tokensPerSecond, 72.79);
        QCOMPARE(first.line, 2);
    }

    void csv_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("rows");
        QTest::addColumn<QString>("lastCell");
        QTest::addColumn<int>("lastLine");
        QTest::newRow("plain") << QByteArray("a,b\n1,2\n3,4\n") << 2 << "4" << 3;
        QTest::newRow("quoted comma") << QByteArray("a,b\n1,\"x, y\"\n") << 1 << "x, y" << 2;
        QTest::newRow("doubled quote") << QByteArray("a,b\n1,\"say \"\"hi\"\"\"\n") << 1 << "say \"hi\"" << 2;
        QTest::newRow("newline in quotes") << QByteArray("a,b\n1,\"two\nlines\"\n5,6") << 2 << "6" << 4;
        QTest::newRow("CRLF and blank line") << QByteArray("a,b\r\n1,2\r\n\r\n3,4\r\n") << 2 << "4" << 4;
    }

    void csv()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, rows);
        QFETCH(QString, lastCell);
        QFETCH(int, lastLine);
        std::vector<Diagnostic> diags;
        const CsvTable t = parseCsv(std::string_view(text.constData(), std::size_t(text.size())), diags);
        QVERIFY(diags.empty());
        QCOMPARE(int(t.rows.size()), rows);
        QCOMPARE(QString::fromStdString(t.rows.back().back()), lastCell);
        QCOMPARE(t.lines.back(), lastLine);
    }

    void csvErrors()
    {
        std::vector<Diagnostic> diags;
        parseCsv("a,b\n1,\"open\n", diags);
        QCOMPARE(diags.size(), std::size_t(1));
        QCOMPARE(diags.front().code, std::string("csv.quote"));
        diags.clear();
        parseCsv("a,b\n1,2,3\n", diags);
        QCOMPARE(diags.front().code, std::string("csv.width"));
        QCOMPARE(diags.front().line, 2);
    }
};

QTEST_APPLESS_MAIN(TestThroughput)
#include "tst_throughput.moc"
