// Benchmark importers (llama-bench, vLLM, MLPerf, BabelStream, mixbench, gpuplan-probe): values read by
// hand in the captures of ../shared/samples and in tests/import/data, and bad input.
#include "importtesthelpers.h"

#include <QFile>
#include <QString>
#include <QTest>

namespace {

std::string attribute(const BenchmarkRecord &r, const std::string &key)
{
    for (const auto &[k, v] : r.attributes)
        if (k == key)
            return v;
    return "<missing>";
}

const BenchmarkRecord *metric(const ImportCollector &sink, const std::string &name)
{
    for (const BenchmarkRecord &r : sink.benchmarks)
        if (r.metric == name)
            return &r;
    return nullptr;
}

} // namespace

class TestImportBenchmarks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void llamaBenchRecords_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("test");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("stddev");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("gpuCount");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<int>("line");
        QTest::newRow("md old test names") << "llama-bench/md-ngl-sweep-cuda.md"
                                           << "llama-bench-md" << 0 << "pp512" << 373.36 << "2.25"
                                           << "" << 1 << "Q4_0" << 3;
        QTest::newRow("md last row") << "llama-bench/md-ngl-sweep-cuda.md"
                                     << "llama-bench-md" << 15 << "tg128" << 131.66 << "0.49"
                                     << "" << 1 << "Q4_0" << 18;
        QTest::newRow("stdout 8 GPUs") << "llama-bench/stdout-rtx4090x8-8b-q4km-b2824.txt"
                                       << "llama-bench-stdout" << 3 << "pp8192" << 13802.08 << "76.19"
                                       << "NVIDIA GeForce RTX 4090" << 8 << "Q4_K - Medium" << 17;
        QTest::newRow("stdout pp+tg") << "llama-bench/stdout-h100pciex4-70b-f16-b2843.txt"
                                      << "llama-bench-stdout" << 8 << "pp512+tg128" << 47.11 << "0.00"
                                      << "NVIDIA H100 PCIe" << 4 << "F16" << 19;
        QTest::newRow("csv") << "llama-bench/csv-rtx3090ti-b1275.csv"
                             << "llama-bench-csv" << 1 << "tg128" << 132.052051 << "0.371342"
                             << "NVIDIA GeForce RTX 3090 Ti" << 1 << "Q4_0" << 3;
        QTest::newRow("json") << "llama-bench/json-rtx3090ti-b1275.json"
                              << "llama-bench-json" << 0 << "pp512" << 2410.974041 << "11.163766"
                              << "NVIDIA GeForce RTX 3090 Ti" << 1 << "Q4_0" << 2;
        QTest::newRow("jsonl") << "llama-bench/jsonl-rtx3090ti-b1275.jsonl"
                               << "llama-bench-jsonl" << 1 << "tg128" << 130.965708 << "1.238924"
                               << "NVIDIA GeForce RTX 3090 Ti" << 1 << "Q4_0" << 2;
    }

    void llamaBenchRecords()
    {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QFETCH(int, index);
        QFETCH(QString, test);
        QFETCH(double, value);
        QFETCH(QString, stddev);
        QFETCH(QString, gpu);
        QFETCH(int, gpuCount);
        QFETCH(QString, precision);
        QFETCH(int, line);
        const Result r = importBytes(sample(file));
        QCOMPARE(QString::fromStdString(r.format), format);
        QVERIFY(std::size_t(index) < r.sink.benchmarks.size());
        const BenchmarkRecord &b = r.sink.benchmarks[std::size_t(index)];
        QCOMPARE(b.tool, std::string("llama-bench"));
        QCOMPARE(QString::fromStdString(b.test), test);
        QCOMPARE(b.value, value);
        QCOMPARE(b.unit, std::string("tokens/s"));
        QCOMPARE(QString::fromStdString(attribute(b, "stddev")), stddev);
        QCOMPARE(QString::fromStdString(b.gpuName), gpu);
        QCOMPARE(b.gpuCount, gpuCount);
        QCOMPARE(QString::fromStdString(b.precision), precision);
        QCOMPARE(b.line, line);
    }

    void llamaBenchDetails()
    {
        const Result stdoutRun = importBytes(sample(QStringLiteral("llama-bench/stdout-rtx4090x8-8b-q4km-b2824.txt")));
        QCOMPARE(attribute(stdoutRun.sink.benchmarks[0], "build_commit"), std::string("4426e298"));
        QCOMPARE(attribute(stdoutRun.sink.benchmarks[0], "build_number"), std::string("2824"));
        QCOMPARE(attribute(stdoutRun.sink.benchmarks[0], "ngl"), std::string("99"));
        // The out-of-memory run keeps its three rows and warns at the line where it stopped.
        const Result oom = importBytes(sample(QStringLiteral("llama-bench/stdout-rtx4080-8b-f16-oom.txt")));
        QCOMPARE(oom.sink.benchmarks.size(), std::size_t(3));
        QCOMPARE(oom.sink.diagnostics.size(), std::size_t(1));
        QCOMPARE(oom.sink.diagnostics[0].severity, Severity::Warning);
        QCOMPARE(oom.sink.diagnostics[0].line, 10);
        // The CSV rows carry one value more than the header: the results still land in the right fields.
        const Result csv = importBytes(sample(QStringLiteral("llama-bench/csv-rtx3090ti-b1275.csv")));
        QCOMPARE(attribute(csv.sink.benchmarks[0], "build_commit"), std::string("3469684"));
        QCOMPARE(attribute(csv.sink.benchmarks[0], "cpu_info"), std::string("13th Gen Intel(R) Core(TM) i9-13900K"));
        QCOMPARE(csv.sink.diagnostics.size(), std::size_t(1));
        QCOMPARE(csv.sink.diagnostics[0].line, 2);
        const Result json = importBytes(sample(QStringLiteral("llama-bench/json-rtx3090ti-b1275.json")));
        QCOMPARE(json.sink.benchmarks[1].line, 32);
        QCOMPARE(attribute(json.sink.benchmarks[1], "runs"), std::string("5"));
    }

    void llamaBenchSql()
    {
        const Result r = importBytes(
            "CREATE TABLE IF NOT EXISTS test (\n  build_commit TEXT,\n  gpu_info TEXT,\n  model_type TEXT,\n"
            "  n_prompt INTEGER,\n  n_gen INTEGER,\n  avg_ts REAL,\n  stddev_ts REAL\n);\n\n"
            "INSERT INTO test (build_commit, gpu_info, model_type, n_prompt, n_gen, avg_ts, stddev_ts) VALUES "
            "('3469684', "
            "'NVIDIA GeForce RTX 3090 Ti', 'llama 7B mostly Q4_0', '0', '128', '132.052051', '0.371342');\n");
        QCOMPARE(r.format, std::string("llama-bench-sql"));
        QCOMPARE(r.sink.benchmarks.size(), std::size_t(1));
        QCOMPARE(r.sink.benchmarks[0].test, std::string("tg128"));
        QCOMPARE(r.sink.benchmarks[0].value, 132.052051);
        QCOMPARE(r.sink.benchmarks[0].line, 11);
    }

    void vllm()
    {
        const Result j = importBytes(sample(QStringLiteral("vllm-bench/a100-llmd-1p1d-llama31-8b.json")));
        QCOMPARE(j.format, std::string("vllm-bench-json"));
        const BenchmarkRecord *itl = metric(j.sink, "p99_itl_ms");
        QVERIFY(itl);
        QCOMPARE(itl->value, 643.6243557650596);
        QCOMPARE(itl->unit, std::string("ms"));
        QCOMPARE(itl->model, std::string("meta-llama/Llama-3.1-8B-Instruct"));
        QCOMPARE(attribute(*itl, "num_prompts"), std::string("200"));
        QCOMPARE(metric(j.sink, "request_throughput")->value, 1.7294329841868001);
        QVERIFY(!metric(j.sink, "request_goodput")); // null in the file
        const Result t = importBytes(sample(QStringLiteral("vllm-bench/text-a100x2-qwen2-7b-10prompts.txt")));
        QCOMPARE(t.format, std::string("vllm-bench-text"));
        QCOMPARE(metric(t.sink, "mean_ttft_ms")->value, 2111.51);
        QCOMPARE(metric(t.sink, "mean_ttft_ms")->line, 10);
        QCOMPARE(metric(t.sink, "output_throughput")->value, 218.04);
        QCOMPARE(attribute(*metric(t.sink, "p99_itl_ms"), "completed"), std::string("10"));
    }

    void mlperf()
    {
        const Result s = importBytes(sample(QStringLiteral("mlperf/mi300x8-llama2-70b-server-summary.txt")));
        QCOMPARE(s.format, std::string("mlperf-summary"));
        const BenchmarkRecord *tokens = metric(s.sink, "tokens_per_s");
        QVERIFY(tokens);
        QCOMPARE(tokens->value, 21028.23);
        QCOMPARE(tokens->test, std::string("Server"));
        QCOMPARE(tokens->line, 8);
        QCOMPARE(attribute(*tokens, "result"), std::string("VALID"));
        QCOMPARE(attribute(*tokens, "sut_name"), std::string("PySUT"));
        QCOMPARE(metric(s.sink, "samples_per_s")->value, 71.74);
        QVERIFY(std::abs(metric(s.sink, "p99_ttft_ms")->value - 1604.171041) < 1e-9);
        const Result o = importBytes(sample(QStringLiteral("mlperf/h200x8-resnet50-offline-summary.txt")));
        QCOMPARE(metric(o.sink, "samples_per_s")->value, 768235.0);
        QVERIFY(!metric(o.sink, "tokens_per_s"));
        QCOMPARE(attribute(*metric(o.sink, "samples_per_s"), "loadgen_warnings"), std::string("8"));

        const Result sys = importBytes(sample(QStringLiteral("mlperf/system-8xmi300x.json")));
        QCOMPARE(sys.format, std::string("mlperf-system-json"));
        QCOMPARE(sys.sink.devices.size(), std::size_t(8));
        QCOMPARE(sys.sink.devices[7].name, std::string("AMD Instinct MI300X-NPS1-SPX-192GB-750W"));
        QCOMPARE(sys.sink.devices[7].index, 7);
        QCOMPARE(sys.sink.devices[0].vendor, std::string("AMD"));
        QCOMPARE(sys.sink.devices[0].memoryBytes.value_or(0), std::uint64_t(192000000000));
        QCOMPARE(sys.sink.devices[0].node, std::string("Supermicro AS-8125GS-TNMR2"));
    }

    void babelStream()
    {
        const Result r = importBytes(sample(QStringLiteral("babelstream/v3.4-cuda-a100-mig-3sizes.txt")));
        QCOMPARE(r.format, std::string("babelstream"));
        const BenchmarkRecord &copy = r.sink.benchmarks[0];
        QCOMPARE(copy.test, std::string("Copy"));
        QCOMPARE(copy.value, 1386.507387); // 1386507.387 MB/s
        QCOMPARE(copy.unit, std::string("GB/s"));
        QCOMPARE(copy.gpuName, std::string("A100-SXM4-40GB MIG 7g.40gb"));
        QCOMPARE(copy.precision, std::string("double"));
        QCOMPARE(attribute(copy, "avg_s"), std::string("0.00039"));
        QCOMPARE(attribute(r.sink.benchmarks[19], "array_size"), std::string("8589.9 MB (=8.6 GB)"));
        QCOMPARE(r.sink.benchmarks[19].line, 60);
        const Result knl = importBytes(sample(QStringLiteral("babelstream/v2.0-knl-omp.txt")));
        QCOMPARE(knl.sink.benchmarks[3].test, std::string("Triad"));
        QCOMPARE(knl.sink.benchmarks[3].value, 296.841725);
        QCOMPARE(knl.sink.benchmarks[3].gpuName, std::string()); // a CPU run names no device
        // A 7-digit value glued to the next column is split after its three decimals.
        const Result glued = importBytes("BabelStream\nVersion: 3.4\nImplementation: CUDA\nUsing CUDA device X\n"
                                         "Function    MBytes/sec  Min (sec)   Max         Average     \n"
                                         "Copy        1386507.3870.00039     0.00039     0.00039\n");
        QCOMPARE(glued.sink.benchmarks.size(), std::size_t(1));
        QCOMPARE(attribute(glued.sink.benchmarks[0], "min_s"), std::string("0.00039"));
        QCOMPARE(glued.sink.benchmarks[0].value, 1386.507387);
    }

    void mixbench()
    {
        const Result r = importBytes(sample(QStringLiteral("mixbench/cuda-rtx2070-v0.03.txt")));
        QCOMPARE(r.format, std::string("mixbench"));
        const BenchmarkRecord &first = r.sink.benchmarks[0];
        QCOMPARE(first.gpuName, std::string("GeForce RTX 2070"));
        QCOMPARE(first.precision, std::string("fp32"));
        QCOMPARE(first.value, 104.42);
        QCOMPARE(attribute(first, "bandwidth_gbs"), std::string("417.68"));
        QCOMPARE(attribute(first, "compute_iters"), std::string("0"));
        QCOMPARE(first.line, 25);
        const BenchmarkRecord &integer = r.sink.benchmarks[3];
        QCOMPARE(integer.metric, std::string("giops"));
        QCOMPARE(integer.value, 105.58);
        const Result hip = importBytes(sample(QStringLiteral("mixbench/hip-mi-series-v0.04.txt")));
        QCOMPARE(hip.sink.benchmarks[1].precision, std::string("fp32x2"));
        QCOMPARE(hip.sink.benchmarks[1].value, 363.14);
    }

    void gpuplanProbe()
    {
        const Result run = importBytes(sample(QStringLiteral("../data/gpuplan-probe-run-cpu.jsonl")));
        QCOMPARE(run.format, std::string("gpuplan-probe-jsonl"));
        QCOMPARE(run.sink.devices.size(), std::size_t(1));
        QCOMPARE(run.sink.devices[0].name, std::string("cpu:0"));
        const BenchmarkRecord &fma = run.sink.benchmarks[0];
        QCOMPARE(fma.test, std::string("compute.fp32_fma"));
        QCOMPARE(fma.value, 70.2413296697637);
        QCOMPARE(fma.unit, std::string("GFLOP/s"));
        QCOMPARE(attribute(fma, "best"), std::string("70.99973797812804"));
        QCOMPARE(attribute(fma, "runs"), std::string("2"));
        QCOMPARE(fma.line, 11);
        QCOMPARE(run.sink.samples[0].smClockMHz, 2596.13f);
        QCOMPARE(run.sink.samples[0].device, 0);
        const Result burnin = importBytes(sample(QStringLiteral("../data/gpuplan-probe-burnin-cpu.jsonl")));
        QCOMPARE(burnin.sink.events.size(), std::size_t(1));
        QCOMPARE(burnin.sink.events[0].message.substr(0, 21), std::string("burn-in verdict: pass"));
        // A run cut by a crash keeps the lines before the cut and warns.
        std::string cut = sample(QStringLiteral("../data/gpuplan-probe-run-cpu.jsonl"));
        cut = cut.substr(0, cut.find("\"type\":\"result\"") + 10);
        const Result c = importBytes(cut);
        QVERIFY(!c.sink.hasErrors());
        QCOMPARE(c.sink.benchmarks.size(), std::size_t(0));
        QCOMPARE(c.sink.samples.size(), std::size_t(1));
        QVERIFY(c.sink.diagnostics.size() >= 2); // the cut line, the missing final line
        QCOMPARE(c.sink.diagnostics[0].line, 11);
        // A newer schema is refused, never guessed at.
        const Result newer
            = importBytes("{\"command\":\"run\",\"device\":\"cpu:0\",\"runner\":\"gpuplan-probe\",\"schema\":2,"
                          "\"type\":\"hello\",\"version\":\"9\"}\n");
        QVERIFY(newer.sink.hasErrors());
        QCOMPARE(newer.sink.diagnostics[0].line, 1);
    }

    void variants_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("records");
        for (const char *variant : {"crlf", "utf16"}) {
            QTest::addRow("md %s", variant) << "llama-bench/md-ngl-sweep-cuda.md" << variant << 16;
            QTest::addRow("babelstream %s", variant) << "babelstream/v3.3-cuda-titanxp.txt" << variant << 5;
            QTest::addRow("mlperf %s", variant) << "mlperf/b200x1-llama2-70b-server-summary.txt" << variant << 29;
            QTest::addRow("mixbench %s", variant) << "mixbench/cuda-rtx2070-v0.03.txt" << variant << 132;
            QTest::addRow("vllm text %s", variant) << "vllm-bench/text-a100x2-qwen2-7b-10prompts.txt" << variant << 12;
        }
    }

    void variants()
    {
        QFETCH(QString, file);
        QFETCH(QString, variant);
        QFETCH(int, records);
        const std::string text = sample(file);
        const Result r = importBytes(variant == QLatin1String("crlf") ? crlf(text) : utf16(text));
        QVERIFY(!r.sink.hasErrors());
        QCOMPARE(int(r.sink.benchmarks.size()), records);
    }

    void badInput()
    {
        // Truncated JSON: an error naming the line where it ends; nothing kept.
        std::string json = sample(QStringLiteral("llama-bench/json-rtx3090ti-b1275.json"));
        json = json.substr(0, json.find("\"avg_ns\": 977425219"));
        const Result cut = importBytes(json);
        QCOMPARE(cut.format, std::string("llama-bench-json"));
        QVERIFY(cut.sink.hasErrors());
        QCOMPARE(cut.sink.diagnostics[0].code, std::string("import.truncated"));
        QCOMPARE(cut.sink.diagnostics[0].line, 55);
        // A summary cut after its banner has no result.
        const Result mlperf = importBytes("================================================\nMLPerf Results Summary\n"
                                          "================================================\nSUT name : PySUT\n");
        QVERIFY(mlperf.sink.hasErrors());
        QCOMPARE(mlperf.sink.diagnostics[0].line, 4);
        // Garbage forced as vLLM JSON.
        const Result garbage = importBytes("{ this is not json\n", "vllm-bench-json");
        QVERIFY(garbage.sink.hasErrors());
        QCOMPARE(garbage.sink.diagnostics[0].line, 1);
        // A table row with a cell missing is skipped with a warning naming it.
        const Result row = importBytes(
            "| model | size | params | backend | ngl | test | t/s |\n| --- | --- | --- | --- | --- | --- | --- |\n"
            "| llama 7B Q4_0 | 3.56 GiB | 6.74 B | CUDA | 99 | pp512 | 2400.01 ± 7.72 |\n"
            "| llama 7B Q4_0 | 3.56 GiB | 6.74 B | CUDA | 99 |\n");
        QCOMPARE(row.format, std::string("llama-bench-md"));
        QCOMPARE(row.sink.benchmarks.size(), std::size_t(1));
        QCOMPARE(row.sink.diagnostics.size(), std::size_t(1));
        QCOMPARE(row.sink.diagnostics[0].line, 4);
        // A BabelStream table in an unknown unit fails rather than guessing.
        const Result unit = importBytes(
            "BabelStream\nVersion: 9\nImplementation: X\nFunction    PBytes/sec  Min (sec)   Max   Average\n"
            "Copy 1 2 3 4\n");
        QVERIFY(unit.sink.hasErrors());
        QCOMPARE(unit.sink.diagnostics[0].line, 4);
    }
};

QTEST_GUILESS_MAIN(TestImportBenchmarks)
#include "tst_import_benchmarks.moc"
