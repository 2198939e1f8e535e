// The Qt-free half of a Prometheus pull: the queries asked of the server, the window's chunks under its points
// limit, the API's answers parsed, and the pull document built from them and imported again. The values are
// worked out by hand from the PromQL documentation and the answers' shapes (prometheus.io/docs/prometheus/
// latest/querying/api/).
#include "importer.h"
#include "metrics/promapi.h"
#include "metrics/prompull.h"
#include "textsource.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <cmath>
#include <map>

using namespace GpuPlan;
using namespace GpuPlan::Metrics;

namespace {

ImportCollector importDocument(const std::string &text, bool *ok = nullptr)
{
    TextSource source = TextSource::fromBytes(text);
    ImportCollector sink;
    const Importer *importer = importText(source, sink);
    if (ok)
        *ok = importer && importer->format() == "prometheus-pull" && !sink.hasErrors();
    return sink;
}

bool hasDiagnostic(const ImportCollector &sink, const char *code)
{
    for (const Diagnostic &d : sink.diagnostics)
        if (d.code == code)
            return true;
    return false;
}

PromSeries series(Labels labels, std::vector<std::pair<double, std::string>> points)
{
    return PromSeries{std::move(labels), std::move(points)};
}

const Labels kGpu0{{"gpu", "0"},
                   {"UUID", "GPU-00000000-0000-4000-8000-000000000000"},
                   {"Hostname", "node-1"},
                   {"modelName", "NVIDIA H100 80GB HBM3"}};
const Labels kGpu1{{"gpu", "1"},
                   {"UUID", "GPU-00000000-0000-4000-8000-000000000001"},
                   {"Hostname", "node-1"},
                   {"modelName", "NVIDIA H100 80GB HBM3"}};

} // namespace

class TestPromPull : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void queries_data()
    {
        QTest::addColumn<QString>("metric");
        QTest::addColumn<QString>("agg");
        QTest::addColumn<QString>("matchers");
        QTest::addColumn<QString>("expected");
        QTest::newRow("mean") << QStringLiteral("DCGM_FI_DEV_GPU_UTIL") << QStringLiteral("mean") << QStringLiteral("")
                              << QStringLiteral("avg_over_time(DCGM_FI_DEV_GPU_UTIL[300s])");
        QTest::newRow("max, selector") << QStringLiteral("DCGM_FI_DEV_GPU_TEMP") << QStringLiteral("max")
                                       << QStringLiteral("Hostname=~\"gpu-.*\"")
                                       << QStringLiteral(
                                              "max_over_time(DCGM_FI_DEV_GPU_TEMP{Hostname=~\"gpu-.*\"}[300s])");
        QTest::newRow("changes") << QStringLiteral("DCGM_FI_DEV_XID_ERRORS") << QStringLiteral("changes")
                                 << QStringLiteral("") << QStringLiteral("changes(DCGM_FI_DEV_XID_ERRORS[300s])");
        QTest::newRow("increase") << QStringLiteral("DCGM_EXP_XID_ERRORS_COUNT") << QStringLiteral("increase")
                                  << QStringLiteral("") << QStringLiteral("increase(DCGM_EXP_XID_ERRORS_COUNT[300s])");
        // NVML's HW_THERMAL reason is bit 6 (0x40): floor(mask / 64) % 2 is that bit, its mean over the raw
        // scrapes (a subquery at 15 s) the share of the bucket.
        QTest::newRow("hw thermal share")
            << QStringLiteral("DCGM_FI_DEV_CLOCK_THROTTLE_REASONS") << QStringLiteral("share_hw_thermal")
            << QStringLiteral("")
            << QStringLiteral("avg_over_time((floor(DCGM_FI_DEV_CLOCK_THROTTLE_REASONS / 64) % 2)[300s:15s])");
        QTest::newRow("sw power cap share")
            << QStringLiteral("DCGM_FI_DEV_CLOCKS_EVENT_REASONS") << QStringLiteral("share_sw_power_cap")
            << QStringLiteral("node=\"a\"")
            << QStringLiteral("avg_over_time((floor(DCGM_FI_DEV_CLOCKS_EVENT_REASONS{node=\"a\"} / 4) % 2)[300s:15s])");
    }

    void queries()
    {
        QFETCH(QString, metric);
        QFETCH(QString, agg);
        QFETCH(QString, matchers);
        QFETCH(QString, expected);
        const auto a = promAggFromKey(agg.toStdString());
        QVERIFY(a);
        QCOMPARE(QString::fromStdString(promQuery({metric.toStdString(), *a}, matchers.toStdString(), 300, 15)),
                 expected);
    }

    void reasonsFromTheMasksRange_data()
    {
        QTest::addColumn<float>("lowest");
        QTest::addColumn<float>("highest");
        QTest::addColumn<float>("mean");
        QTest::addColumn<uint>("mask");
        // 0x40 hardware thermal, 0x20 software thermal, 0x4 software power cap (NVML's reason bits).
        QTest::newRow("never") << 0.0f << 0.0f << 0.0f << 0u;
        QTest::newRow("the whole bucket") << 64.0f << 64.0f << 64.0f << uint(ThrottleHwThermal);
        QTest::newRow("three quarters") << 0.0f << 64.0f << 48.0f << uint(ThrottleHwThermal);
        QTest::newRow("half") << 0.0f << 64.0f << 32.0f << uint(ThrottleHwThermal);
        QTest::newRow("a quarter") << 0.0f << 64.0f << 16.0f << 0u;
        // Hardware thermal throughout, software thermal added for half of the bucket: 64 -> 96, mean 80.
        QTest::newRow("one held, one half") << 64.0f << 96.0f << 80.0f << uint(ThrottleHwThermal | ThrottleSwThermal);
        QTest::newRow("one held, one briefly") << 64.0f << 96.0f << 70.0f << uint(ThrottleHwThermal);
        // Idle (0x1) is not a slowdown.
        QTest::newRow("idle") << 1.0f << 1.0f << 1.0f << 0u;
    }

    void reasonsFromTheMasksRange()
    {
        QFETCH(float, lowest);
        QFETCH(float, highest);
        QFETCH(float, mean);
        QFETCH(uint, mask);
        PromPullHeader header;
        header.window = {0, 0, 60};
        PromPullBuilder builder(header);
        const auto put = [&builder](PromAgg agg, float v) {
            builder.add({"DCGM_FI_DEV_CLOCK_THROTTLE_REASONS", agg}, "q", {series(kGpu0, {{0, std::to_string(v)}})});
        };
        put(PromAgg::Min, lowest);
        put(PromAgg::Max, highest);
        put(PromAgg::Mean, mean);
        const ImportCollector sink = importDocument(builder.document());
        QCOMPARE(int(sink.samples.size()), 1);
        QCOMPARE(uint(sink.samples[0].throttleMask), mask);
    }

    void theSharesAreNvmlsBits()
    {
        QCOMPARE(promShareBit(PromAgg::ShareSwPowerCap), std::uint32_t(ThrottleSwPowerCap));
        QCOMPARE(promShareBit(PromAgg::ShareHwSlowdown), std::uint32_t(ThrottleHwSlowdown));
        QCOMPARE(promShareBit(PromAgg::ShareSwThermal), std::uint32_t(ThrottleSwThermal));
        QCOMPARE(promShareBit(PromAgg::ShareHwThermal), std::uint32_t(ThrottleHwThermal));
        QCOMPARE(promShareBit(PromAgg::ShareHwPowerBrake), std::uint32_t(ThrottleHwPowerBrake));
        QCOMPARE(promShareBit(PromAgg::Mean), 0u);
    }

    void selectors_data()
    {
        QTest::addColumn<QString>("selector");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("matchers");
        QTest::newRow("empty") << QStringLiteral("") << true << QStringLiteral("");
        QTest::newRow("blank") << QStringLiteral("  ") << true << QStringLiteral("");
        QTest::newRow("one") << QStringLiteral("{Hostname=~\"gpu-.*\"}") << true
                             << QStringLiteral("Hostname=~\"gpu-.*\"");
        QTest::newRow("two, spaces") << QStringLiteral(" { a=\"b\", c!=\"d\" } ") << true
                                     << QStringLiteral("a=\"b\", c!=\"d\"");
        QTest::newRow("braces quoted") << QStringLiteral("{a=~\"x{2}\"}") << true << QStringLiteral("a=~\"x{2}\"");
        QTest::newRow("no braces") << QStringLiteral("Hostname=\"a\"") << false << QStringLiteral("");
        QTest::newRow("metric name") << QStringLiteral("up{a=\"b\"}") << false << QStringLiteral("");
        QTest::newRow("two lists") << QStringLiteral("{a=\"b\"}{c=\"d\"}") << false << QStringLiteral("");
        QTest::newRow("open quote") << QStringLiteral("{a=\"b}") << false << QStringLiteral("");
    }

    void selectors()
    {
        QFETCH(QString, selector);
        QFETCH(bool, valid);
        QFETCH(QString, matchers);
        std::string error;
        const auto m = promSelectorMatchers(selector.toStdString(), &error);
        QCOMPARE(m.has_value(), valid);
        if (valid)
            QCOMPARE(QString::fromStdString(*m), matchers);
        else
            QVERIFY(!error.empty());
    }

    void defaultSteps()
    {
        QCOMPARE(promDefaultStep(0, 3600), 60);        // an hour: one bucket a minute
        QCOMPARE(promDefaultStep(0, 86400), 300);      // a day: 288 buckets of 5 min
        QCOMPARE(promDefaultStep(0, 7 * 86400), 2040); // a week: ceil(604800 / 300 / 60) = 34 min
    }

    void chunksStayUnderThePointsLimit()
    {
        // A week at 15 s is 40,321 points: four chunks of at most 11,000, on one grid, covering it once.
        const PromWindow week{0, 7 * 86400.0, 15};
        const std::vector<PromWindow> chunks = promChunks(week);
        QCOMPARE(int(chunks.size()), 4);
        int points = 0;
        for (std::size_t i = 0; i < chunks.size(); ++i) {
            QVERIFY(chunks[i].points() <= kPromMaxPoints);
            QCOMPARE(std::fmod(chunks[i].start, 15.0), 0.0);
            if (i > 0)
                QCOMPARE(chunks[i].start, chunks[i - 1].end + 15);
            points += chunks[i].points();
        }
        QCOMPARE(points, week.points());
        QCOMPARE(week.points(), 40321);
        QCOMPARE(chunks.back().end, week.end);
        QCOMPARE(int(promChunks({0, 600, 60}).size()), 1);
    }

    void apiAnswers()
    {
        // The envelope of each endpoint, as Prometheus 2.42 writes it.
        PromResponse r = parsePromResponse(
            R"({"status":"success","data":{"resultType":"matrix","result":[{"metric":{"Hostname":"a","gpu":"0"},)"
            R"("values":[[1796296200,"64"],[1796296500.5,"NaN"]]}]},"warnings":["w"]})");
        QVERIFY(r.ok);
        QCOMPARE(r.resultType, std::string("matrix"));
        QCOMPARE(int(r.series.size()), 1);
        QCOMPARE(int(r.series[0].labels.size()), 2);
        QCOMPARE(r.series[0].points[1].first, 1796296500.5);
        QCOMPARE(r.series[0].points[1].second, std::string("NaN"));
        QCOMPARE(r.warnings, std::vector<std::string>{"w"});
        r = parsePromResponse(R"({"status":"success","data":{"resultType":"vector","result":[{"metric":{},)"
                              R"("value":[1.5,"+Inf"]}]}})");
        QVERIFY(r.ok);
        QCOMPARE(r.series.at(0).points.at(0).second, std::string("+Inf"));
        r = parsePromResponse(R"({"status":"success","data":["DCGM_FI_DEV_GPU_TEMP","up"]})");
        QCOMPARE(r.strings, (std::vector<std::string>{"DCGM_FI_DEV_GPU_TEMP", "up"}));
        r = parsePromResponse(R"({"status":"success","data":[{"__name__":"x","gpu":"1"}]})");
        QCOMPARE(int(r.labelSets.size()), 1);
        r = parsePromResponse(R"({"status":"success","data":{"version":"2.42.0+ds","revision":"x"}})");
        QCOMPARE(r.version, std::string("2.42.0+ds"));
        r = parsePromResponse(R"({"status":"error","errorType":"bad_data","error":"parse error at char 5"})");
        QVERIFY(!r.ok && !r.notPrometheus);
        QCOMPARE(r.errorType, std::string("bad_data"));
        QCOMPARE(r.error, std::string("parse error at char 5"));
        for (const char *notApi : {"<html>login</html>", "", "{}", "[1,2]", R"({"status":"maybe"})",
                                   R"({"status":"success"})", "{\"status\":\"success\",\"data\":"})
            QVERIFY2(parsePromResponse(notApi).notPrometheus, notApi);
    }

    void realAnswers_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("series");
        QTest::addColumn<QString>("error");
        QTest::newRow("matrix") << QStringLiteral("query_range_matrix.json") << true << 1 << QStringLiteral("");
        QTest::newRow("vector") << QStringLiteral("query_vector.json") << true << 1 << QStringLiteral("");
        QTest::newRow("too many points") << QStringLiteral("error_too_many_points.json") << false << 0
                                         << QStringLiteral(
                                                "exceeded maximum resolution of 11,000 points per timeseries");
        QTest::newRow("bad selector") << QStringLiteral("error_bad_selector.json") << false << 0
                                      << QStringLiteral("missing closing )");
    }

    void realAnswers()
    {
        // Prometheus 2.42's own answers (samples/prometheus-api, SOURCES.csv).
        QFETCH(QString, file);
        QFETCH(bool, ok);
        QFETCH(int, series);
        QFETCH(QString, error);
        QFile f(QStringLiteral(GPUPLAN_SAMPLES_DIR "/prometheus-api/") + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray body = f.readAll();
        const PromResponse r = parsePromResponse(std::string_view(body.constData(), std::size_t(body.size())));
        QCOMPARE(r.ok, ok);
        QVERIFY(!r.notPrometheus);
        QCOMPARE(int(r.series.size()), series);
        if (!ok) {
            QCOMPARE(r.errorType, std::string("bad_data"));
            QVERIFY2(QString::fromStdString(r.error).contains(error), r.error.c_str());
        } else {
            QCOMPARE(r.series[0].labels.size(), std::size_t(4));
        }
        if (file == QLatin1String("query_range_matrix.json")) {
            QCOMPARE(int(r.series[0].points.size()), 12); // 300 s .. 3,600 s at 300 s
            QCOMPARE(r.series[0].points[0].first, 1796295900.0);
        }
    }

    void values()
    {
        QCOMPARE(*promValue("63.5"), 63.5);
        QCOMPARE(*promValue("-1e3"), -1000.0);
        QVERIFY(std::isnan(*promValue("NaN")));
        QVERIFY(std::isinf(*promValue("+Inf")));
        QVERIFY(*promValue("-Inf") < 0);
        for (const char *bad : {"", "nan", "infinity", "1x", " 1"})
            QVERIFY2(!promValue(bad), bad);
    }

    void documentRoundTrip()
    {
        // Two GPUs of one node over five one-minute buckets. GPU 1 stops after the second bucket; GPU 0's
        // aggregate DBE counter goes 0 -> 3; its Xid gauge changes to 79 in the fourth bucket.
        PromPullHeader header;
        header.url = "http://prometheus:9090";
        header.window = {1000 * 60.0, 1004 * 60.0, 60};
        PromPullBuilder builder(header);
        const auto t = [](int k) { return (1000 + k) * 60.0; };
        builder.add({"DCGM_FI_DEV_GPU_UTIL", PromAgg::Mean}, "avg_over_time(DCGM_FI_DEV_GPU_UTIL[60s])",
                    {series(kGpu0, {{t(0), "100"}, {t(1), "100"}, {t(2), "95"}, {t(3), "100"}, {t(4), "100"}}),
                     series(kGpu1, {{t(0), "50"}, {t(1), "50"}})});
        builder.add({"DCGM_FI_DEV_GPU_TEMP", PromAgg::Max}, "max_over_time(DCGM_FI_DEV_GPU_TEMP[60s])",
                    {series(kGpu0, {{t(0), "60"}, {t(1), "61"}, {t(2), "+Inf"}, {t(3), "88"}, {t(4), "70"}}),
                     series(kGpu1, {{t(0), "55"}, {t(1), "56"}})});
        builder.add({"DCGM_FI_DEV_CLOCK_THROTTLE_REASONS", PromAgg::ShareHwThermal}, "q-share",
                    {series(kGpu0, {{t(0), "0"}, {t(1), "0"}, {t(2), "0.25"}, {t(3), "0.75"}, {t(4), "0.5"}})});
        builder.add({"DCGM_FI_DEV_ECC_DBE_AGG_TOTAL", PromAgg::Max}, "q-dbe",
                    {series(kGpu0, {{t(0), "0"}, {t(1), "0"}, {t(2), "3"}, {t(3), "3"}, {t(4), "3"}})});
        builder.add({"DCGM_FI_DEV_XID_ERRORS", PromAgg::Changes}, "q-changes",
                    {series(kGpu0, {{t(0), "0"}, {t(1), "0"}, {t(2), "0"}, {t(3), "1"}, {t(4), "0"}})});
        builder.add({"DCGM_FI_DEV_XID_ERRORS", PromAgg::Last}, "q-last",
                    {series(kGpu0, {{t(0), "0"}, {t(1), "0"}, {t(2), "0"}, {t(3), "79"}, {t(4), "79"}})});
        // Not a GPU (no identity label) and a MIG instance: left out.
        builder.add({"DCGM_FI_DEV_GPU_UTIL", PromAgg::Mean}, "q",
                    {series({{"Hostname", "node-1"}}, {{t(0), "1"}}),
                     series({{"gpu", "0"}, {"UUID", "GPU-00000000-0000-4000-8000-000000000000"}, {"GPU_I_ID", "2"}},
                            {{t(0), "1"}})});
        QCOMPARE(builder.devices(), 2);
        QCOMPARE(builder.skippedSeries(), std::size_t(2));
        const std::string doc = builder.document();
        QVERIFY(doc.rfind(std::string(kPromPullMagic), 0) == 0);

        bool ok = false;
        const ImportCollector sink = importDocument(doc, &ok);
        QVERIFY(ok);
        QCOMPARE(int(sink.devices.size()), 2);
        QCOMPARE(sink.devices[0].vendor, std::string("NVIDIA"));
        QCOMPARE(sink.devices[0].node, std::string("node-1"));
        QCOMPARE(*sink.devices[0].eccUncorrectedAggregate, std::uint64_t(3));
        QVERIFY(hasDiagnostic(sink, "import.non_finite")); // the +Inf temperature
        QCOMPARE(int(sink.samples.size()), 5 + 2);
        const TelemetryRow &fourth = sink.samples[3];
        QCOMPARE(fourth.time, t(3));
        QCOMPARE(fourth.temperatureC, 88.0f);
        QCOMPARE(fourth.throttleMask, std::uint32_t(ThrottleHwThermal));          // 75 % of the bucket
        QCOMPARE(sink.samples[2].throttleMask, 0u);                               // 25 %: not marked
        QCOMPARE(sink.samples[4].throttleMask, std::uint32_t(ThrottleHwThermal)); // half: marked
        QVERIFY(std::isnan(sink.samples[2].temperatureC));
        // Events: Xid 79 in the fourth bucket, the DBE counter's growth, GPU 1 gone after its second bucket.
        int xid = 0, growth = 0, missing = 0;
        for (const FleetEvent &e : sink.events) {
            if (e.kind == FleetEventKind::Xid) {
                ++xid;
                QCOMPARE(e.code, 79);
                QCOMPARE(e.time, t(3));
                QVERIFY(e.message.find("q-changes = 1") != std::string::npos);
            } else if (e.kind == FleetEventKind::CounterGrowth) {
                ++growth;
                QCOMPARE(e.code, 1); // uncorrected
                QCOMPARE(e.time, t(2));
                QVERIFY(e.message.find("grew from 0") != std::string::npos);
            } else if (e.kind == FleetEventKind::Missing) {
                ++missing;
                QCOMPARE(e.device, 1);
                QCOMPARE(e.time, t(2));
            }
        }
        QCOMPARE(xid, 1);
        QCOMPARE(growth, 1);
        QCOMPARE(missing, 1);
    }

    void everyExportersUnits()
    {
        // One bucket of each exporter's series, in its own units and labels; GpuPlan's fields in MHz, MiB, %.
        PromPullHeader header;
        header.window = {600, 600, 60};
        PromPullBuilder builder(header);
        const auto one = [&builder](const char *metric, PromAgg agg, Labels labels, const char *value) {
            builder.add({metric, agg}, "q", {series(std::move(labels), {{600, value}})});
        };
        // utkuozdemir/nvidia_gpu_exporter: ratios, bytes, Hz; no host label but Prometheus' instance.
        const Labels smi{{"uuid", "GPU-00000000-0000-4000-8000-0000000000aa"},
                         {"name", "NVIDIA A100-SXM4-80GB"},
                         {"instance", "node7:9835"}};
        one("nvidia_smi_utilization_gpu_ratio", PromAgg::Mean, smi, "0.5");
        one("nvidia_smi_memory_used_bytes", PromAgg::Max, smi, "1073741824");
        one("nvidia_smi_clocks_current_sm_clock_hz", PromAgg::Mean, smi, "1.98e9");
        one("nvidia_smi_clocks_event_reasons_hw_thermal_slowdown", PromAgg::Mean, smi, "0.75");
        // AMD device-metrics-exporter: %, MB (1e6 bytes), clocks by clock_type.
        const Labels amd{{"serial_number", "692251001124"},
                         {"gpu_id", "0"},
                         {"hostname", "mi300-1"},
                         {"card_model", "AMD Instinct MI300X"}};
        one("gpu_gfx_activity", PromAgg::Mean, amd, "80");
        one("gpu_used_vram", PromAgg::Max, amd, "1000");
        Labels sclk = amd;
        sclk.emplace_back("clock_type", "GPU_CLOCK_TYPE_SYSTEM");
        one("gpu_clock", PromAgg::Mean, sclk, "2100");
        one("gpu_edge_temperature", PromAgg::Max, amd, "70");
        // Intel XPU Manager: ratios 0-1, bytes, MHz by location and type; a tile's series (sub_dev) is not the GPU.
        const Labels xpu{{"uuid", "01000000-0000-0000-0000-000000000000"},
                         {"dev_name", "Intel(R) Data Center GPU Flex 170"},
                         {"pci_bdf", "0000:4d:00.0"},
                         {"instance", "10.0.0.5:29999"}};
        one("xpum_engine_ratio", PromAgg::Mean, xpu, "0.9");
        Labels tile = xpu;
        tile.emplace_back("sub_dev", "0");
        one("xpum_engine_ratio", PromAgg::Mean, tile, "0.1");
        one("xpum_memory_used_bytes", PromAgg::Max, xpu, "2147483648");
        Labels actual = xpu, requested = xpu, memory = xpu;
        actual.insert(actual.end(), {{"location", "gpu"}, {"type", "actual"}});
        requested.insert(requested.end(), {{"location", "gpu"}, {"type", "request"}});
        memory.emplace_back("location", "mem");
        one("xpum_frequency_mhz", PromAgg::Mean, actual, "1550");
        one("xpum_frequency_mhz", PromAgg::Mean, requested, "2050");
        one("xpum_temperature_celsius", PromAgg::Max, memory, "61");
        one("xpum_resets", PromAgg::Increase, xpu, "1");
        QCOMPARE(builder.devices(), 3);

        bool ok = false;
        const ImportCollector sink = importDocument(builder.document(), &ok);
        QVERIFY(ok);
        QCOMPARE(int(sink.devices.size()), 3);
        QCOMPARE(int(sink.samples.size()), 3);
        std::map<std::string, std::pair<FleetDevice, TelemetryRow>> byVendor;
        for (const FleetDevice &d : sink.devices)
            byVendor[d.vendor].first = d;
        for (const TelemetryRow &r : sink.samples)
            byVendor[sink.devices.at(std::size_t(r.device)).vendor].second = r;
        const auto &[nv, nvRow] = byVendor.at("NVIDIA");
        QCOMPARE(nv.node, std::string("node7"));
        QCOMPARE(nvRow.utilizationPct, 50.0f);
        QCOMPARE(nvRow.memUsedMiB, 1024.0f);
        QCOMPARE(nvRow.smClockMHz, 1980.0f);
        QCOMPARE(nvRow.throttleMask, std::uint32_t(ThrottleHwThermal));
        const auto &[amdDevice, amdRow] = byVendor.at("AMD");
        QCOMPARE(amdDevice.node, std::string("mi300-1"));
        QCOMPARE(amdDevice.serial, std::string("692251001124"));
        QCOMPARE(amdRow.utilizationPct, 80.0f);
        QCOMPARE(amdRow.memUsedMiB, float(1000e6 / 1048576.0)); // 953.67 MiB
        QCOMPARE(amdRow.smClockMHz, 2100.0f);
        QCOMPARE(amdRow.temperatureC, 70.0f);
        const auto &[intel, intelRow] = byVendor.at("Intel");
        QCOMPARE(intel.node, std::string("10.0.0.5"));
        QCOMPARE(intel.pciBusId, std::string("0000:4d:00.0"));
        QCOMPARE(intel.name, std::string("Intel(R) Data Center GPU Flex 170"));
        QCOMPARE(intelRow.utilizationPct, 90.0f); // the device's, not its tile's 10 %
        QCOMPARE(intelRow.memUsedMiB, 2048.0f);
        QCOMPARE(intelRow.smClockMHz, 1550.0f); // the actual frequency, not the requested one
        QCOMPARE(intelRow.memTemperatureC, 61.0f);
        int resets = 0;
        for (const FleetEvent &e : sink.events)
            resets += e.kind == FleetEventKind::GpuReset;
        QCOMPARE(resets, 1);
    }

    void counterResetsArePointedOut()
    {
        PromPullHeader header;
        header.window = {0, 120, 60};
        PromPullBuilder builder(header);
        builder.add({"DCGM_FI_DEV_ECC_SBE_AGG_TOTAL", PromAgg::Max}, "q",
                    {series(kGpu0, {{0, "10"}, {60, "12"}, {120, "1"}})});
        const ImportCollector sink = importDocument(builder.document());
        QVERIFY(hasDiagnostic(sink, "import.counter_reset"));
        for (const FleetEvent &e : sink.events)
            QVERIFY(e.kind != FleetEventKind::CounterGrowth);
    }

    void aPartialPullSaysSo()
    {
        PromPullHeader header;
        header.window = {0, 60, 60};
        PromPullBuilder builder(header);
        builder.addProblem("http://p/api/v1/query_range (query: q): HTTP 503, unavailable: busy");
        builder.add({"DCGM_FI_DEV_GPU_UTIL", PromAgg::Mean}, "q", {series(kGpu0, {{0, "1"}, {60, "2"}})});
        bool ok = false;
        const ImportCollector sink = importDocument(builder.document(), &ok);
        QVERIFY(ok);
        QVERIFY(hasDiagnostic(sink, "import.partial_pull"));
        QCOMPARE(int(sink.samples.size()), 2);
    }

    void badDocuments_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("code");
        const QByteArray magic = "{\"gpuplan_prometheus_pull\":";
        QTest::newRow("newer version") << magic + "2,\"start\":0,\"end\":60,\"step\":60}\n"
                                       << QStringLiteral("import.bad_value");
        QTest::newRow("no step") << magic + "1,\"start\":0,\"end\":60}\n" << QStringLiteral("import.missing_field");
        QTest::newRow("step 0") << magic + "1,\"start\":0,\"end\":60,\"step\":0}\n"
                                << QStringLiteral("import.bad_value");
        QTest::newRow("end before start") << magic + "1,\"start\":60,\"end\":0,\"step\":60}\n"
                                          << QStringLiteral("import.bad_value");
        QTest::newRow("a billion buckets") << magic + "1,\"start\":0,\"end\":1e12,\"step\":1}\n"
                                           << QStringLiteral("import.bad_value");
        QTest::newRow("not JSON") << magic + "1,\n" << QStringLiteral("import.truncated");
    }

    void badDocuments()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, code);
        TextSource source = TextSource::fromBytes(text.toStdString());
        ImportCollector sink;
        importText(source, sink, "prometheus-pull");
        QVERIFY(sink.hasErrors());
        QCOMPARE(QString::fromStdString(sink.diagnostics.front().code), code);
        QVERIFY(sink.devices.empty());
    }

    void aLongGridCostsOnlyWhatTheFileHolds()
    {
        // Ten million buckets announced, and GPU lines with no series of that length: nothing walks the grid
        // (this returns at once; walking it took 20 s here).
        std::string doc = std::string(kPromPullMagic) + "1,\"start\":0,\"end\":9999999,\"step\":1}\n";
        for (int i = 0; i < 1000; ++i)
            doc += "{\"labels\":{\"gpu\":\"" + std::to_string(i)
                + "\",\"Hostname\":\"n\"},\"series\":[{\"metric\":\"DCGM_FI_DEV_GPU_UTIL\",\"agg\":\"mean\","
                  "\"values\":[1]}]}\n";
        QElapsedTimer timer;
        timer.start();
        TextSource source = TextSource::fromBytes(doc);
        ImportCollector sink;
        importText(source, sink, "prometheus-pull");
        QVERIFY(sink.samples.empty());
        QVERIFY(hasDiagnostic(sink, "import.bad_value")); // each line's series is said to be short
        QVERIFY2(timer.elapsed() < 5000, "the grid was walked");
    }

    void aSeriesOfTheWrongLengthIsLeftOut()
    {
        const std::string doc = std::string(kPromPullMagic)
            + "1,\"start\":0,\"end\":120,\"step\":60}\n"
              "{\"labels\":{\"gpu\":\"0\",\"UUID\":\"GPU-00000000-0000-4000-8000-000000000000\"},\"series\":["
              "{\"metric\":\"DCGM_FI_DEV_GPU_UTIL\",\"agg\":\"mean\",\"values\":[1,2]},"
              "{\"metric\":\"DCGM_FI_DEV_GPU_TEMP\",\"agg\":\"max\",\"values\":[50,null,52]}]}\n";
        bool ok = false;
        const ImportCollector sink = importDocument(doc, &ok);
        QVERIFY(ok);
        QVERIFY(hasDiagnostic(sink, "import.bad_value"));
        QCOMPARE(int(sink.samples.size()), 2); // the temperature's two buckets
    }
};

QTEST_APPLESS_MAIN(TestPromPull)
#include "tst_prompull.moc"
