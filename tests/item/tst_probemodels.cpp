// The probe item models (backends, devices, results beside the catalog's spec, burn-in verdict,
// history) under QAbstractItemModelTester, with percent-of-spec worked out by hand, and the matching
// of a device's name to its catalog SKU on the shipped catalog.
#include "catalogfixture.h"

#include "item/probebackendmodel.h"
#include "item/probedevicemodel.h"
#include "item/probehistorymodel.h"
#include "item/proberesultmodel.h"
#include "item/probespec.h"
#include "item/probeverdictmodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QTest>

using namespace GpuPlan;
namespace {

Probe::TestResult result(const std::string &test, const std::string &unit, double best, double median)
{
    Probe::TestResult r;
    r.backend = "cuda";
    r.device = "cuda:0";
    r.test = test;
    r.unit = unit;
    r.best = best;
    r.median = median;
    r.min = median * 0.9;
    r.max = best;
    r.runs = 20;
    r.bytesPerRun = unit == "GB/s" ? 3221225472ULL : 0;
    r.flopsPerRun = unit == "GFLOP/s" ? 4.0e12 : 0.0;
    r.timer = "cudaEvent";
    return r;
}

GpuSku sku(std::optional<double> bandwidth, std::optional<double> fp32, std::optional<double> fp16)
{
    GpuSku s;
    s.id = "test-gpu";
    s.name = "Test GPU";
    s.memoryBandwidthBytesPerSecond = bandwidth;
    s.peakFlops[static_cast<int>(Precision::FP32)] = fp32;
    s.peakFlops[static_cast<int>(Precision::FP16)] = fp16;
    // The H200's other dense tensor peaks (its datasheet): BF16 as FP16, FP8 and INT8 twice that.
    s.peakFlops[static_cast<int>(Precision::BF16)] = 9.895e14;
    s.peakFlops[static_cast<int>(Precision::FP8)] = 1.979e15;
    s.peakFlops[static_cast<int>(Precision::INT8)] = 1.979e15;
    s.provenance = Provenance{ProvenanceKind::Datasheet, "https://example.com/datasheet", "2026-01-01", {}};
    return s;
}

Probe::VerdictReason reason(const std::string &code, Probe::CheckStatus status, Probe::VerdictKind severity,
                            double value, double limit)
{
    Probe::VerdictReason r;
    r.code = code;
    r.status = status;
    r.severity = severity;
    r.value = value;
    r.limit = limit;
    r.message = "English text the app must not show as is";
    return r;
}

} // namespace

class TestProbeModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void backendModel()
    {
        ProbeBackendModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Probe::BackendStatus cpu{"cpu", true, "", "libgpuplan_probe_cpu.so"};
        Probe::BackendStatus hip{"hip", false, "libamdhip64.so.5 not found", "libgpuplan_probe_hip.so"};
        model.setBackends({cpu, hip});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, ProbeBackendModel::StatusColumn).data().toString(), QStringLiteral("available"));
        QCOMPARE(model.index(1, ProbeBackendModel::NameColumn).data().toString(), QStringLiteral("HIP (ROCm)"));
        QCOMPARE(model.index(1, ProbeBackendModel::StatusColumn).data().toString(), QStringLiteral("unavailable"));
        // The reason is shown, never hidden.
        QCOMPARE(model.index(1, ProbeBackendModel::DetailColumn).data().toString(),
                 QStringLiteral("libamdhip64.so.5 not found"));
        QVERIFY(!model.index(1, 0).data(ProbeBackendModel::AvailableRole).toBool());
        model.setBackends({});
        QCOMPARE(model.rowCount(), 0);
    }

    void deviceModel()
    {
        ProbeDeviceModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Probe::DeviceInfo d;
        d.id = "cuda:0";
        d.backend = "cuda";
        d.name = "NVIDIA H100 PCIe";
        d.memoryBytes = 85899345920ULL; // 80 GiB
        d.computeUnits = 114;
        d.pcie = {4, 8, 5, 16};
        d.driverVersion = "550.54.15";
        d.runtimeVersion = "12.4";
        model.setDevices({d});
        QCOMPARE(model.index(0, ProbeDeviceModel::MemoryColumn).data().toString(), QStringLiteral("80 GiB"));
        QCOMPARE(model.index(0, ProbeDeviceModel::ComputeUnitsColumn).data().toInt(), 114);
        QCOMPARE(model.index(0, ProbeDeviceModel::PcieColumn).data().toString(),
                 QStringLiteral("Gen4 x8 (max Gen5 x16)"));
        QVERIFY(model.index(0, 0).data(ProbeDeviceModel::LinkDegradedRole).toBool());
        QCOMPARE(model.index(0, ProbeDeviceModel::DriverColumn).data().toString(),
                 QStringLiteral("550.54.15 (runtime 12.4)"));
        QCOMPARE(model.rowOf(QStringLiteral("cuda:0")), 0);
        QCOMPARE(model.rowOf(QStringLiteral("cuda:1")), -1);
        QVERIFY(model.index(0, ProbeDeviceModel::ComputeUnitsColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("SMs")));
    }

    void percentOfSpec_data()
    {
        QTest::addColumn<QString>("test");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<double>("best");
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("percent");
        // 4300 / 4800 = 0.895833 -> 89.6 %
        QTest::newRow("triad vs bandwidth") << "bandwidth.triad"
                                            << "GB/s" << 4300.0 << "4,800 GB/s"
                                            << "89.6 %";
        // 1800 / 4800 = 0.375 -> 37.5 %
        QTest::newRow("copy vs bandwidth") << "bandwidth.copy"
                                           << "GB/s" << 1800.0 << "4,800 GB/s"
                                           << "37.5 %";
        // 51000 / 67000 = 0.761194 -> 76.1 %
        QTest::newRow("fp32 vs FP32 peak") << "compute.fp32_fma"
                                           << "GFLOP/s" << 51000.0 << "67,000 GFLOP/s"
                                           << "76.1 %";
        // 120000 / 989500 = 0.121273 -> 12.1 %
        QTest::newRow("fp16 vs FP16 peak") << "compute.fp16_fma"
                                           << "GFLOP/s" << 120000.0 << "989,500 GFLOP/s"
                                           << "12.1 %";
        // The tensor GEMMs against their own format's peak; INT8 in GOP/s (operations, not floating point).
        // 893145 / 989500 = 0.902622 -> 90.3 %
        QTest::newRow("bf16 GEMM vs BF16 peak") << "compute.tensor_bf16_gemm"
                                                << "GFLOP/s" << 893145.0 << "989,500 GFLOP/s"
                                                << "90.3 %";
        // 1641614 / 1979000 = 0.829517 -> 83.0 %
        QTest::newRow("int8 GEMM vs INT8 peak") << "compute.tensor_int8_gemm"
                                                << "GOP/s" << 1641614.0 << "1,979,000 GOP/s"
                                                << "83.0 %";
        // 1723978 / 1979000 = 0.871136 -> 87.1 %
        QTest::newRow("fp8 GEMM vs FP8 peak") << "compute.tensor_fp8_gemm"
                                              << "GFLOP/s" << 1723978.0 << "1,979,000 GFLOP/s"
                                              << "87.1 %";
        QTest::newRow("transfer: no spec") << "transfer.h2d_pinned"
                                           << "GB/s" << 25.0 << "—"
                                           << "—";
        QTest::newRow("latency: no spec") << "latency.launch"
                                          << "us" << 2.5 << "—"
                                          << "—";
    }

    void percentOfSpec()
    {
        QFETCH(QString, test);
        QFETCH(QString, unit);
        QFETCH(double, best);
        QFETCH(QString, spec);
        QFETCH(QString, percent);
        ProbeResultModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.appendResult(result(test.toStdString(), unit.toStdString(), best, best * 0.98));
        QCOMPARE(model.index(0, ProbeResultModel::PercentColumn).data().toString(), QStringLiteral("—"));
        model.setSku(sku(4.8e12, 6.7e13, 9.895e14));
        QCOMPARE(model.index(0, ProbeResultModel::SpecColumn).data().toString(), spec);
        QCOMPARE(model.index(0, ProbeResultModel::PercentColumn).data().toString(), percent);
        model.setSku(std::nullopt);
        QVERIFY(!model.index(0, 0).data(ProbeResultModel::PercentRole).isValid());
    }

    void resultColumnsAndTips()
    {
        ProbeResultModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Probe::TestResult bad = result("compute.fp32_fma", "GFLOP/s", 48000, 47000);
        bad.verified = false;
        bad.verifyMessage = "12 elements differ";
        model.setResults(
            {result("bandwidth.triad", "GB/s", 4300, 4250.4), bad, result("latency.launch", "us", 2.5, 3)});
        QCOMPARE(model.rowCount(), 3);
        model.setSku(sku(4.8e12, std::nullopt, std::nullopt)); // no FP32 peak: no comparison for fp32
        QCOMPARE(model.index(0, ProbeResultModel::BestColumn).data().toString(), QStringLiteral("4,300"));
        QCOMPARE(model.index(0, ProbeResultModel::MedianColumn).data().toString(), QStringLiteral("4,250"));
        QCOMPARE(model.index(0, ProbeResultModel::RunsColumn).data().toInt(), 20);
        QCOMPARE(model.index(0, ProbeResultModel::PercentColumn).data(ProbeResultModel::PercentRole).toDouble(),
                 4300.0 / 4800.0 * 100.0);
        QCOMPARE(model.index(1, ProbeResultModel::VerifiedColumn).data().toString(), QStringLiteral("NO"));
        QCOMPARE(model.index(1, ProbeResultModel::VerifiedColumn).data(Qt::ForegroundRole).value<QColor>(),
                 QColor(0xc6, 0x28, 0x28));
        QVERIFY(model.index(1, ProbeResultModel::VerifiedColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("12 elements differ")));
        QCOMPARE(model.index(1, ProbeResultModel::PercentColumn).data().toString(), QStringLiteral("—"));
        QCOMPARE(model.index(2, ProbeResultModel::UnitColumn).data().toString(), QStringLiteral("µs"));
        const QString tip = model.index(0, ProbeResultModel::BestColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("3,221,225,472 bytes")), qPrintable(tip));
        QVERIFY2(tip.contains(QLatin1String("GB = 10^9 bytes")), qPrintable(tip));
        QVERIFY2(tip.contains(QLatin1String("cudaEvent")), qPrintable(tip));
        QVERIFY(model.index(2, ProbeResultModel::BestColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(QLatin1String("Lowest")));
        QVERIFY(model.headerData(ProbeResultModel::SpecColumn, Qt::Horizontal)
                    .toString()
                    .contains(QLatin1String("Test GPU")));
    }

    void verdictModel()
    {
        ProbeVerdictModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Probe::BurnInVerdict v;
        v.verdict = Probe::VerdictKind::Quarantine;
        v.durationSeconds = 600;
        v.reasons = {reason("miscompare", Probe::CheckStatus::Pass, Probe::VerdictKind::Reject, 0, 0),
                     reason("clock_sag", Probe::CheckStatus::Fail, Probe::VerdictKind::Quarantine, 1500, 1579.5),
                     reason("temperature", Probe::CheckStatus::Pass, Probe::VerdictKind::Quarantine, 71, 85),
                     reason("pcie_link", Probe::CheckStatus::Fail, Probe::VerdictKind::Quarantine, 408, 516),
                     reason("bandwidth", Probe::CheckStatus::Unchecked, Probe::VerdictKind::Quarantine, 0, 0)};
        model.setVerdict(v);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.index(0, ProbeVerdictModel::CheckColumn).data().toString(),
                 QStringLiteral("Result miscompares"));
        QCOMPARE(model.index(0, ProbeVerdictModel::LimitColumn).data().toString(), QStringLiteral("0 allowed"));
        QCOMPARE(model.index(1, ProbeVerdictModel::StatusColumn).data().toString(), QStringLiteral("FAIL"));
        QCOMPARE(model.index(1, ProbeVerdictModel::ValueColumn).data().toString(), QStringLiteral("1,500 MHz"));
        QCOMPARE(model.index(1, ProbeVerdictModel::LimitColumn).data().toString(), QStringLiteral("≥ 1,580 MHz"));
        QCOMPARE(model.index(1, ProbeVerdictModel::SeverityColumn).data().toString(), QStringLiteral("Quarantine"));
        QCOMPARE(model.index(1, ProbeVerdictModel::StatusColumn).data(Qt::ForegroundRole).value<QColor>(),
                 ProbeVerdictModel::verdictColor(Probe::VerdictKind::Quarantine));
        QCOMPARE(model.index(2, ProbeVerdictModel::LimitColumn).data().toString(), QStringLiteral("≤ 85 °C"));
        QCOMPARE(model.index(3, ProbeVerdictModel::ValueColumn).data().toString(), QStringLiteral("Gen4 x8"));
        QCOMPARE(model.index(3, ProbeVerdictModel::LimitColumn).data().toString(), QStringLiteral("≥ Gen5 x16"));
        QCOMPARE(model.index(4, ProbeVerdictModel::StatusColumn).data().toString(), QStringLiteral("not checked"));
        QCOMPARE(model.index(4, ProbeVerdictModel::ValueColumn).data().toString(), QStringLiteral("—"));
        // Texts come from the codes; the runner's English note is only in the tooltip.
        QVERIFY(!model.index(1, ProbeVerdictModel::CheckColumn).data().toString().contains(QLatin1String("English")));
        QVERIFY(model.index(1, 0).data(Qt::ToolTipRole).toString().contains(QLatin1String("English")));
        model.setVerdict(std::nullopt);
        QCOMPARE(model.rowCount(), 0);
    }

    void historyModel()
    {
        ProbeHistoryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ProbeHistoryEntry run{
            1,
            QDateTime(QDate(2026, 3, 1), QTime(10, 0), Qt::UTC),
            QStringLiteral("run"),
            QStringLiteral("ok"),
            {result("bandwidth.triad", "GB/s", 1850.5, 1800), result("compute.fp32_fma", "GFLOP/s", 48000, 47000)},
            {}};
        ProbeHistoryEntry crashed{2, run.startedAt.addDays(1), QStringLiteral("run"), QStringLiteral("crashed"), {},
                                  {}};
        Probe::BurnInVerdict v;
        v.verdict = Probe::VerdictKind::Reject;
        v.reasons = {reason("miscompare", Probe::CheckStatus::Fail, Probe::VerdictKind::Reject, 7, 0)};
        ProbeHistoryEntry burn{
            3, run.startedAt.addDays(2), QStringLiteral("burnin"), QStringLiteral("burnin_reject"), {}, v};
        model.setEntries({burn, crashed, run});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, ProbeHistoryModel::OutcomeColumn).data().toString(), QStringLiteral("Reject"));
        QCOMPARE(model.index(0, ProbeHistoryModel::CommandColumn).data().toString(), QStringLiteral("Burn-in"));
        QCOMPARE(model.index(0, ProbeHistoryModel::SummaryColumn).data().toString(),
                 QStringLiteral("1 check(s) failed"));
        QCOMPARE(model.index(1, ProbeHistoryModel::OutcomeColumn).data().toString(), QStringLiteral("runner crashed"));
        // 1850.5 GB/s: no decimals past 1,000, rounded half away from zero.
        QCOMPARE(model.index(2, ProbeHistoryModel::SummaryColumn).data().toString(),
                 QStringLiteral("bandwidth.triad 1,851 GB/s · compute.fp32_fma 48,000 GFLOP/s"));
        QCOMPARE(model.index(2, 0).data(ProbeHistoryModel::RunIdRole).toLongLong(), 1);
    }

    void matchSku_data()
    {
        QTest::addColumn<QString>("device");
        QTest::addColumn<QString>("expected"); // catalog name, empty for none
        QTest::newRow("vendor prefix") << "NVIDIA H100 PCIe"
                                       << "H100 PCIe";
        QTest::newRow("fake runner") << "Fake H100 PCIe"
                                     << "H100 PCIe";
        QTest::newRow("L4 is not L40S") << "NVIDIA L4"
                                        << "L4";
        QTest::newRow("L40S") << "NVIDIA L40S"
                              << "L40S";
        QTest::newRow("GeForce") << "NVIDIA GeForce RTX 4090"
                                 << "GeForce RTX 4090";
        QTest::newRow("AMD") << "AMD Instinct MI300X"
                             << "Instinct MI300X";
        // The fleet's rule: the driver names SXM parts without a form factor, PCIe and NVL parts with it.
        QTest::newRow("H200 without a form factor") << "NVIDIA H200"
                                                    << "H200 SXM";
        QTest::newRow("H100 SXM as CUDA names it") << "NVIDIA H100 80GB HBM3"
                                                   << "H100 SXM";
        QTest::newRow("H200 NVL") << "NVIDIA H200 NVL"
                                  << "H200 NVL";
        QTest::newRow("a CPU") << "AMD EPYC 7763 64-Core Processor"
                               << "";
    }

    void matchSku()
    {
        QFETCH(QString, device);
        QFETCH(QString, expected);
        const Catalog catalog = CatalogFixture::shippedCatalog();
        const auto match = ProbeSpec::matchSku(catalog.skus, device.toStdString());
        QCOMPARE(match ? QString::fromStdString(catalog.skus[*match].name) : QString(), expected);
    }
};

QTEST_GUILESS_MAIN(TestProbeModels)
#include "tst_probemodels.moc"
