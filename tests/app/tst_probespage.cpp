// The Probes page offscreen over a fresh workspace, driving a fake gpuplan-probe that misbehaves on
// request (FAKEPROBE_MODE): a run fills the results beside the catalog's spec and is stored; a crash,
// a hang past the timeout, garbage, a newer schema and a missing final line each leave a clear message
// and an idle, usable page; a burn-in shows its verdict; cancel stops a hung runner. One test lists
// the backends of the real runner.
#include "pagetestfixture.h"
#include "proberesultspanel.h"
#include "proberunform.h"
#include "probespage.h"

#include "charts/probelivechartview.h"
#include "core/computerate.h"
#include "io/appsettings.h"
#include "io/workspacestore.h"
#include "item/probebackendmodel.h"
#include "item/probedevicemodel.h"
#include "item/probehistorymodel.h"
#include "item/proberesultmodel.h"
#include "item/probeverdictmodel.h"

#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <QUndoStack>
#include <algorithm>

#include <cmath>

#include <map>
#include <memory>

using namespace GpuPlan;

namespace {
constexpr int kTimeoutMs = 20000;
} // namespace

class TestProbesPage : public QObject, PageTestFixture<ProbesPage>
{
    Q_OBJECT

private:
    QString argsFile() const { return m_dir.filePath(QStringLiteral("args.txt")); }

    // Starts a run (or a burn-in) with the fake in @p mode and waits until the page is idle again.
    bool runWith(const char *mode, bool burnin = false)
    {
        qputenv("FAKEPROBE_MODE", mode);
        QSignalSpy done(m_page.get(), &ProbesPage::runDone);
        QPushButton *button = burnin ? m_page->form()->burnInButton() : m_page->form()->runButton();
        if (!button->isEnabled())
            return false;
        button->click();
        if (!m_page->isRunning() || button->isEnabled() || !m_page->cancelButton()->isEnabled())
            return false;
        return QTest::qWaitFor([&] { return done.count() == 1; }, kTimeoutMs);
    }

    bool idleAndUsable() const
    {
        return !m_page->isRunning() && m_page->form()->runButton()->isEnabled()
            && m_page->form()->burnInButton()->isEnabled() && !m_page->cancelButton()->isEnabled();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QString error;
        QVERIFY2(openFixture("probes.gpuplan", &error), qPrintable(error));
        qputenv("GPUPLAN_PROBE", GPUPLAN_FAKEPROBE);
        qputenv("FAKEPROBE_MODE", "ok");
        qputenv("FAKEPROBE_ARGS_FILE", argsFile().toLocal8Bit());
        m_page = std::make_unique<ProbesPage>(m_store, *m_settings);
        m_page->resize(1400, 900);
        QSignalSpy listed(m_page.get(), &ProbesPage::listingDone);
        m_page->show(); // the first show lists the devices
        QTRY_COMPARE_WITH_TIMEOUT(listed.count(), 1, kTimeoutMs);
    }

    void listsBackendsAndDevices()
    {
        ProbeBackendModel *backends = m_page->backendModel();
        QCOMPARE(backends->rowCount(), 3);
        QCOMPARE(backends->index(2, ProbeBackendModel::DetailColumn).data().toString(),
                 QStringLiteral("libamdhip64.so.5 not found"));
        QCOMPARE(m_page->deviceModel()->rowCount(), 1);
        QCOMPARE(m_page->deviceModel()->index(0, ProbeDeviceModel::NameColumn).data().toString(),
                 QStringLiteral("Fake H100 PCIe"));
        QCOMPARE(m_page->form()->currentDeviceId(), QStringLiteral("cuda:0"));
        // The SKU is pre-selected from the device's name.
        QVERIFY(m_page->form()->selectedSku());
        QCOMPARE(m_page->form()->selectedSku()->id, std::string("nvidia-h100-pcie-80gb"));
        QVERIFY(m_page->messageLabel()->isHidden());
    }

    void okRunFillsResults()
    {
        m_page->form()->findChild<QCheckBox *>(QStringLiteral("test_latency"))->setChecked(false);
        QVERIFY(runWith("ok"));
        QVERIFY(idleAndUsable());
        ProbeResultModel *results = m_page->resultModel();
        QCOMPARE(results->rowCount(), 2);
        QCOMPARE(results->index(0, ProbeResultModel::TestColumn).data().toString(), QStringLiteral("bandwidth.triad"));
        // The fake's best triad is 1850.5 x 1.02 = 1887.51 GB/s; the H100 PCIe's spec is 2000 GB/s: 94.4 %.
        QCOMPARE(results->index(0, ProbeResultModel::SpecColumn).data().toString(), QStringLiteral("2,000 GB/s"));
        QCOMPARE(results->index(0, ProbeResultModel::PercentColumn).data().toString(), QStringLiteral("94.4 %"));
        // 48000 x 1.02 = 48960 GFLOP/s of a 51,000 GFLOP/s FP32 peak: 96.0 %.
        QCOMPARE(results->index(1, ProbeResultModel::PercentColumn).data().toString(), QStringLiteral("96.0 %"));
        QCOMPARE(m_page->progressBar()->value(), 1000);
        QVERIFY2(m_page->statusLabel()->text().startsWith(QLatin1String("Finished")),
                 qPrintable(m_page->statusLabel()->text()));
        QVERIFY(m_page->messageLabel()->isHidden());
        QVERIFY(m_page->liveChart()->builder()->pointCount(QStringLiteral("compute.fp32_fma")) == 1);
        // What the runner was asked.
        QFile args(argsFile());
        QVERIFY(args.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = args.readAll().split('\n');
        QCOMPARE(
            lines.mid(0, 6),
            (QList<QByteArray>{"run", "--device", "cuda:0", "--tests", "bandwidth,compute,transfer", "--json-lines"}));
        // Stored, and listed in the device's history.
        QCOMPARE(m_page->historyModel()->rowCount(), 1);
        QCOMPARE(m_page->historyModel()->index(0, ProbeHistoryModel::OutcomeColumn).data().toString(),
                 QStringLiteral("completed"));
        QCOMPARE(m_store.probeRuns().size(), std::size_t(1));
        QCOMPARE(m_store.probeResults(m_store.probeRuns().front().id).size(), std::size_t(2));
    }

    // The measured triad becomes the SKU's bandwidth for estimates and the FMA its FP32 ceiling, as one
    // undoable edit with their provenance.
    void measuredBandwidthFeedsEstimates()
    {
        QPushButton *use = m_page->resultsPanel()->useInEstimatesButton();
        QVERIFY(use->isEnabled()); // the ok run above left a verified triad, and the H100 PCIe is chosen
        QUndoStack undo;
        m_page->setUndoStack(&undo);
        use->click();
        auto overrides = m_store.overrides("nvidia-h100-pcie-80gb");
        QCOMPARE(overrides.size(), std::size_t(2));
        std::sort(overrides.begin(), overrides.end(), [](const auto &a, const auto &b) { return a.field < b.field; });
        QCOMPARE(overrides[0].field, std::string("memory_bandwidth_bytes_per_s"));
        // The fake's triad median is 1850.5 GB/s; divided by 0.90: 2056.1 GB/s (datasheet 2000 GB/s).
        QCOMPARE(overrides[0].value.get<double>(), std::round(1850.5e9 / 0.9));
        QVERIFY(overrides[0].provenance.note.find("1850.5 GB/s") != std::string::npos);
        QCOMPARE(m_store.catalog().findSku("nvidia-h100-pcie-80gb")->memoryBandwidthBytesPerSecond.value_or(0),
                 std::round(1850.5e9 / 0.9));
        // Its FMA median, 48,000 GFLOP/s, divided by 0.975: 49.23 TFLOPS (datasheet 51).
        QCOMPARE(overrides[1].field, std::string("peak_flops.fp32"));
        QCOMPARE(overrides[1].value.get<double>(), std::round(48000e9 / 0.975));
        QCOMPARE(overrides[1].provenance.source, std::string("gpuplan-probe"));
        // One undo takes both back.
        QCOMPARE(undo.count(), 1);
        undo.undo();
        QVERIFY(m_store.overrides("nvidia-h100-pcie-80gb").empty());
        m_page->setUndoStack(nullptr);
    }

    // Every tensor format's GEMM becomes that format's ceiling, each over the share of the datasheet a healthy
    // H200's GEMM reaches, with the triad and the FMA, as one undoable edit; an estimate on them says measured.
    void tensorGemmsFeedEstimates()
    {
        QVERIFY(runWith("gemms"));
        QCOMPARE(m_page->resultModel()->rowCount(), 6);
        QUndoStack undo;
        m_page->setUndoStack(&undo);
        m_page->resultsPanel()->useInEstimatesButton()->click();
        std::map<std::string, FieldOverride> byField;
        for (FieldOverride &o : m_store.overrides("nvidia-h100-pcie-80gb"))
            byField[o.field] = std::move(o);
        // The fake's medians (GFLOP/s, INT8 in GOP/s) over 0.89, 0.90, 0.83 and 0.86, and the triad and FMA as above.
        const std::map<std::string, double> expected = {
            {"memory_bandwidth_bytes_per_s", std::round(1850.5e9 / 0.9)},
            {"peak_flops.fp32", std::round(48000e9 / 0.975)},
            {"peak_flops.fp16", std::round(600000e9 / 0.89)},
            {"peak_flops.bf16", std::round(610000e9 / 0.90)},
            {"peak_flops.int8", std::round(1200000e9 / 0.83)},
            {"peak_flops.fp8", std::round(1250000e9 / 0.86)},
        };
        QCOMPARE(byField.size(), expected.size());
        for (const auto &[field, value] : expected) {
            QVERIFY2(byField.count(field), field.c_str());
            QCOMPARE(byField[field].value.get<double>(), value);
            QCOMPARE(byField[field].provenance.source, std::string("gpuplan-probe"));
        }
        QVERIFY(byField["peak_flops.int8"].provenance.note.find("INT8 tensor GEMM median 1200000 GOP/s divided by 0.83")
                != std::string::npos);
        // The H100 PCIe's FP8 estimate now runs on the measured FP8 ceiling and says so.
        const GpuSku h100 = *m_store.catalog().findSku("nvidia-h100-pcie-80gb");
        const ComputeRate fp8 = computeRate(h100, WeightFormat::FP8, Engine::TensorRtLlm);
        QCOMPARE(fp8.used, Precision::FP8);
        QVERIFY(fp8.measured);
        QCOMPARE(fp8.peakFlops, std::round(1250000e9 / 0.86));
        QCOMPARE(undo.count(), 1);
        undo.undo();
        QVERIFY(m_store.overrides("nvidia-h100-pcie-80gb").empty());
        m_page->setUndoStack(nullptr);
    }

    void failuresLeaveThePageUsable_data()
    {
        QTest::addColumn<QByteArray>("mode");
        QTest::addColumn<QString>("expected");
        QTest::newRow("crash") << QByteArray("crash") << QStringLiteral("crashed");
        QTest::newRow("hang") << QByteArray("hang") << QStringLiteral("did not finish within");
        QTest::newRow("garbage") << QByteArray("garbage") << QStringLiteral("invalid line");
        QTest::newRow("newer schema") << QByteArray("newer_schema") << QStringLiteral("schema 99");
        QTest::newRow("no final line") << QByteArray("no_final") << QStringLiteral("without its final line");
    }

    void failuresLeaveThePageUsable()
    {
        QFETCH(QByteArray, mode);
        QFETCH(QString, expected);
        m_page->setTimeoutMs(1500);
        QVERIFY(runWith(mode.constData()));
        m_page->setTimeoutMs(0);
        QVERIFY(idleAndUsable());
        QVERIFY(!m_page->messageLabel()->isHidden());
        QVERIFY2(m_page->messageLabel()->text().contains(expected), qPrintable(m_page->messageLabel()->text()));
        QVERIFY(m_page->statusLabel()->text().contains(QLatin1String("failed")));
        // And the next run works.
        QVERIFY(runWith("ok"));
        QVERIFY(m_page->messageLabel()->isHidden());
        QCOMPARE(m_page->resultModel()->rowCount(), 2);
    }

    void burnInShowsTheVerdict()
    {
        m_page->form()->findChild<QDoubleSpinBox *>(QStringLiteral("burnInMinutes"))->setValue(0.5);
        QVERIFY(runWith("burnin_ok", true));
        QVERIFY(idleAndUsable());
        QVERIFY(!m_page->verdictLabel()->isHidden());
        QVERIFY2(m_page->verdictLabel()->text().contains(QLatin1String("Pass")),
                 qPrintable(m_page->verdictLabel()->text()));
        ProbeVerdictModel *reasons = m_page->verdictModel();
        QCOMPARE(reasons->rowCount(), 3);
        QCOMPARE(reasons->index(1, ProbeVerdictModel::CheckColumn).data().toString(),
                 QStringLiteral("Hottest temperature"));
        QCOMPARE(reasons->index(2, ProbeVerdictModel::StatusColumn).data().toString(), QStringLiteral("not checked"));
        QCOMPARE(m_page->liveChart()->builder()->pointCount(QStringLiteral("bandwidth")), 3);
        QCOMPARE(m_page->liveChart()->builder()->pointCount(QStringLiteral("temperature")), 3);
        // The spec of the pre-selected H100 PCIe and the datacenter class went to the runner.
        QFile args(argsFile());
        QVERIFY(args.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = args.readAll().split('\n');
        QVERIFY(lines.contains("--spec-bandwidth"));
        QCOMPARE(lines.at(lines.indexOf("--spec-bandwidth") + 1), QByteArray("2000"));
        QCOMPARE(lines.at(lines.indexOf("--spec-fp32") + 1), QByteArray("51000"));
        QCOMPARE(lines.at(lines.indexOf("--class") + 1), QByteArray("datacenter"));
        QCOMPARE(lines.at(lines.indexOf("--minutes") + 1), QByteArray("0.5"));
        QCOMPARE(lines.at(lines.indexOf("--min-clock-fraction") + 1), QByteArray("0.9"));
        // Stored with its verdict; the newest run is first in the history.
        ProbeHistoryModel *history = m_page->historyModel();
        QCOMPARE(history->index(0, ProbeHistoryModel::OutcomeColumn).data().toString(), QStringLiteral("Pass"));
        QVERIFY(m_store.probeVerdict(history->entryAt(0)->runId));
    }

    void historyShowsAStoredRun()
    {
        ProbeHistoryModel *history = m_page->historyModel();
        int okRow = -1;
        for (int row = 0; row < history->rowCount(); ++row) {
            if (history->entryAt(row)->command == QLatin1String("run")
                && history->entryAt(row)->exitStatus == QLatin1String("ok"))
                okRow = row;
        }
        QVERIFY(okRow >= 0);
        m_page->historyView()->setCurrentIndex(history->index(okRow, 0));
        QCOMPARE(m_page->resultModel()->rowCount(), 2);
        QVERIFY(m_page->verdictLabel()->isHidden());
    }

    void cancelStopsAHungRunner()
    {
        qputenv("FAKEPROBE_MODE", "hang");
        QSignalSpy done(m_page.get(), &ProbesPage::runDone);
        m_page->form()->runButton()->click();
        QVERIFY(m_page->isRunning());
        m_page->cancelButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, kTimeoutMs);
        QVERIFY(idleAndUsable());
        QVERIFY2(m_page->statusLabel()->text().startsWith(QLatin1String("Cancelled")),
                 qPrintable(m_page->statusLabel()->text()));
    }

    void realRunnerListsBackends()
    {
        qputenv("GPUPLAN_PROBE", GPUPLAN_PROBE_RUNNER);
        QSignalSpy listed(m_page.get(), &ProbesPage::listingDone);
        m_page->refresh();
        QTRY_COMPARE_WITH_TIMEOUT(listed.count(), 1, kTimeoutMs);
        QVERIFY2(m_page->messageLabel()->isHidden(), qPrintable(m_page->messageLabel()->text()));
        ProbeBackendModel *backends = m_page->backendModel();
        QVERIFY(backends->rowCount() >= 2);
        bool cpu = false;
        for (const auto &b : backends->backends()) {
            if (b.name == "cpu") {
                cpu = b.available;
            } else if (!b.available) {
                QVERIFY2(!b.reason.empty(), b.name.c_str()); // a missing runtime is named, never silent
            }
        }
        QVERIFY(cpu);
        QVERIFY(m_page->deviceModel()->rowOf(QStringLiteral("cpu:0")) >= 0);
        QVERIFY(m_page->form()->deviceCombo()->findData(QStringLiteral("cpu:0")) >= 0);
        qputenv("GPUPLAN_PROBE", GPUPLAN_FAKEPROBE);
    }
};

QTEST_MAIN(TestProbesPage)
#include "tst_probespage.moc"
