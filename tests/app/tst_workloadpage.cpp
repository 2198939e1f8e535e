// The Workload page offscreen over a fresh workspace: a model swept over every SKU off the GUI thread,
// the formats changing what fits, the filters, and the form remembered across sessions.
#include "calibrationpinsbox.h"
#include "pagetestfixture.h"
#include "workloadform.h"
#include "workloadpage.h"

#include "io/appsettings.h"
#include "io/workspacestore.h"
#include "item/estimatefilterproxy.h"
#include "item/estimatetablemodel.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace GpuPlan;

namespace {
constexpr int kTimeoutMs = 30000;

const Estimate *findEstimate(const std::vector<Estimate> &estimates, const std::string &skuId)
{
    for (const Estimate &e : estimates) {
        if (e.skuId == skuId)
            return &e;
    }
    return nullptr;
}

int countFits(const std::vector<Estimate> &estimates)
{
    int n = 0;
    for (const Estimate &e : estimates)
        n += e.fit.fits ? 1 : 0;
    return n;
}
} // namespace

class TestWorkloadPage : public QObject, PageTestFixture<WorkloadPage>
{
    Q_OBJECT

private:
    // Picks @p key in the form's combo box @p name, as a user would, and waits for the new estimates.
    bool choose(const char *name, const char *key)
    {
        auto *box = m_page->form()->findChild<QComboBox *>(QLatin1String(name));
        if (!box || box->findData(QLatin1String(key)) < 0)
            return false;
        if (box->currentData().toString() == QLatin1String(key))
            return !m_page->isComputing();
        QSignalSpy ready(m_page.get(), &WorkloadPage::estimatesReady);
        box->setCurrentIndex(box->findData(QLatin1String(key)));
        return QTest::qWaitFor([&] { return ready.count() > 0 && !m_page->isComputing(); }, kTimeoutMs);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(openFixture("workload.gpuplan", &error), qPrintable(error));
        m_page = std::make_unique<WorkloadPage>(m_store, *m_settings);
        m_page->resize(1400, 800);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    }

    void sweepsEverySku()
    {
        QSignalSpy ready(m_page.get(), &WorkloadPage::estimatesReady);
        m_page->reload();
        m_page->setModelId(QStringLiteral("llama-3-8b"));
        QVERIFY(m_page->isComputing());
        QTRY_VERIFY_WITH_TIMEOUT(ready.count() > 0 && !m_page->isComputing(), kTimeoutMs);
        QCOMPARE(m_page->resultsModel()->rowCount(), 75);
        QCOMPARE(m_page->resultsView()->model()->rowCount(), 75);
        QCOMPARE(m_page->estimates().size(), std::size_t(75));
        QCOMPARE(m_page->estimates().front().modelId, std::string("llama-3-8b"));
        QCOMPARE(m_page->workload().weights, WeightFormat::BF16);
        QCOMPARE(m_page->workload().contextTokens, std::int64_t(4096));
        QCOMPARE(m_page->workload().outputTokens, std::int64_t(256));
        QCOMPARE(m_page->resultTabs()->widget(0), m_page->resultsView());
    }

    void quantisedWeightsFitMoreGpus()
    {
        QVERIFY(choose("weightFormat", "bf16"));
        const int bf16 = countFits(m_page->estimates());
        QVERIFY(bf16 > 0);
        QVERIFY(choose("weightFormat", "q4_k_m"));
        QCOMPARE(m_page->workload().weights, WeightFormat::Q4_K_M);
        for (const Estimate &e : m_page->estimates())
            QCOMPARE(e.workload.weights, WeightFormat::Q4_K_M);
        const int q4 = countFits(m_page->estimates());
        QVERIFY2(q4 > bf16, qPrintable(QStringLiteral("Q4_K_M fits %1, BF16 %2").arg(q4).arg(bf16)));
    }

    void lastInputWins()
    {
        // A burst of changes, some landing while a sweep runs: only the last one's results are shown.
        auto *box = m_page->form()->findChild<QComboBox *>(QStringLiteral("weightFormat"));
        QSignalSpy ready(m_page.get(), &WorkloadPage::estimatesReady);
        QSignalSpy started(m_page.get(), &WorkloadPage::sweepStarted);
        box->setCurrentIndex(box->findData(QStringLiteral("q8_0")));
        QTRY_VERIFY_WITH_TIMEOUT(started.count() > 0, kTimeoutMs); // the Q8_0 sweep runs now
        box->setCurrentIndex(box->findData(QStringLiteral("fp16")));
        QTRY_VERIFY_WITH_TIMEOUT(ready.count() > 0 && !m_page->isComputing(), kTimeoutMs);
        for (const Estimate &e : m_page->estimates())
            QCOMPARE(e.workload.weights, WeightFormat::FP16);
    }

    void fitsOnlyAndStatus()
    {
        const int fits = countFits(m_page->estimates());
        auto *check = m_page->findChild<QCheckBox *>(QStringLiteral("fitsOnly"));
        QVERIFY(check);
        check->setChecked(true);
        QCOMPARE(m_page->resultsView()->model()->rowCount(), fits);
        const QString expected = QStringLiteral("%1 of 75 GPUs fit").arg(fits);
        bool found = false;
        for (QLabel *label : m_page->findChildren<QLabel *>())
            found = found || label->text().startsWith(expected);
        QVERIFY2(found, qPrintable(expected));
        check->setChecked(false);
        QCOMPARE(m_page->resultsView()->model()->rowCount(), 75);
    }

    void costFieldsQuoteTheirSource()
    {
        auto *pue = m_page->form()->findChild<QDoubleSpinBox *>(QStringLiteral("pue"));
        QVERIFY(pue);
        QCOMPARE(pue->value(), 1.4);
        QVERIFY2(pue->toolTip().contains(QStringLiteral("Uptime Institute")), qPrintable(pue->toolTip()));
        pue->setValue(1.2);
        QCOMPARE(m_page->costAssumptions().ownership.pue, 1.2);
        QCOMPARE(m_page->costAssumptions().ownership.electricityUsdPerKwh, m_settings->electricityUsdPerKwh());
    }

    void remembersTheForm()
    {
        QVERIFY(choose("kvFormat", "fp8"));
        m_page->saveViewState();
        WorkloadPage again(m_store, *m_settings);
        again.reload();
        QCOMPARE(again.workload().kv, KvFormat::FP8);
        QCOMPARE(again.workload().weights, m_page->workload().weights);
        QCOMPARE(again.costAssumptions().ownership.pue, 1.2);
        QSignalSpy ready(&again, &WorkloadPage::estimatesReady);
        QTRY_VERIFY_WITH_TIMEOUT(ready.count() > 0 && !again.isComputing(), kTimeoutMs);
    }

    void parallelismChoices()
    {
        // Attention DP and spread experts need a serving engine on two GPUs or more; the choice reaches
        // the workload and is remembered.
        auto *gpus = m_page->form()->findChild<QSpinBox *>(QStringLiteral("gpusPerReplica"));
        auto *dp = m_page->form()->findChild<QCheckBox *>(QStringLiteral("attentionDataParallel"));
        auto *ep = m_page->form()->findChild<QCheckBox *>(QStringLiteral("expertParallel"));
        auto *graphs = m_page->form()->findChild<QCheckBox *>(QStringLiteral("cudaGraphs"));
        QVERIFY(gpus && dp && ep && graphs);
        gpus->setValue(1);
        QVERIFY(!dp->isEnabled());
        QVERIFY(!dp->toolTip().isEmpty());
        gpus->setValue(8);
        QVERIFY(dp->isEnabled() && ep->isEnabled());
        dp->setChecked(true);
        ep->setChecked(true);
        graphs->setChecked(false);
        QVERIFY(m_page->workload().engine.attentionDataParallel);
        QVERIFY(m_page->workload().engine.expertParallel);
        QVERIFY(!m_page->workload().engine.cudaGraphs);
        m_page->saveViewState();
        {
            WorkloadPage again(m_store, *m_settings);
            again.reload();
            QVERIFY(again.workload().engine.attentionDataParallel);
            QVERIFY(!again.workload().engine.cudaGraphs);
            QSignalSpy ready(&again, &WorkloadPage::estimatesReady);
            QTRY_VERIFY_WITH_TIMEOUT(ready.count() > 0 && !again.isComputing(), kTimeoutMs);
        }
        // transformers runs eagerly unless told otherwise.
        QVERIFY(choose("engine", "transformers"));
        QVERIFY(!graphs->isChecked());
        QVERIFY(!m_page->workload().engine.cudaGraphs);
        QVERIFY(choose("engine", "llamacpp"));
        QVERIFY(!dp->isEnabled() && !graphs->isEnabled());
        QVERIFY(!m_page->workload().engine.attentionDataParallel);
        QVERIFY(choose("engine", "vllm"));
        dp->setChecked(false);
        ep->setChecked(false);
        graphs->setChecked(true);
        gpus->setValue(1);
        QTRY_VERIFY_WITH_TIMEOUT(!m_page->isComputing(), kTimeoutMs);
    }

    void pinnedBandwidthEfficiency()
    {
        // The RTX 4090's fitted decode efficiency (GDDR, 60-93 % of the datasheet) against a pin at 0.5.
        QCOMPARE(m_page->form()->modelId(), QStringLiteral("llama-3-8b"));
        const std::string rtx4090 = "nvidia-geforce-rtx-4090-24gb";
        const Estimate *fitted = findEstimate(m_page->estimates(), rtx4090);
        QVERIFY(fitted && fitted->performance);
        const double fittedEfficiency = fitted->params.bandwidthEfficiency;
        const double fittedDecode = fitted->performance->decodeTokensPerSecondPerSequence;
        QVERIFY(fittedEfficiency != 0.5);

        auto *pin = m_page->pinsBox()->findChild<QCheckBox *>(QStringLiteral("pin_bandwidthEfficiency"));
        auto *value = m_page->pinsBox()->findChild<QDoubleSpinBox *>(QStringLiteral("bandwidthEfficiency"));
        QVERIFY(pin && value);
        QVERIFY(!value->isEnabled());
        QSignalSpy changed(m_page->pinsBox(), &CalibrationPinsBox::pinsChanged);
        QSignalSpy ready(m_page.get(), &WorkloadPage::estimatesReady);
        pin->setChecked(true);
        QVERIFY(value->isEnabled());
        value->setValue(0.5);
        QVERIFY(changed.count() > 0);
        QVERIFY(m_page->isComputing());
        QTRY_VERIFY_WITH_TIMEOUT(ready.count() > 0 && !m_page->isComputing(), kTimeoutMs);
        QCOMPARE(m_page->pinsBox()->pins().bandwidthEfficiency, std::optional<double>(0.5));
        QVERIFY(!m_page->pinsBox()->pins().computeEfficiency);
        QCOMPARE(m_page->estimates().size(), std::size_t(75));
        for (const Estimate &e : m_page->estimates())
            QCOMPARE(e.params.bandwidthEfficiency, 0.5);

        const Estimate *pinned = findEstimate(m_page->estimates(), rtx4090);
        QVERIFY(pinned && pinned->performance);
        const double pinnedDecode = pinned->performance->decodeTokensPerSecondPerSequence;
        QVERIFY(pinnedDecode != fittedDecode);
        if (fittedEfficiency > 0.5)
            QVERIFY2(pinnedDecode < fittedDecode,
                     qPrintable(QStringLiteral("%1 tokens/s pinned, %2 fitted at %3")
                                    .arg(pinnedDecode)
                                    .arg(fittedDecode)
                                    .arg(fittedEfficiency)));
        bool found = false;
        for (QLabel *label : m_page->findChildren<QLabel *>())
            found = found || label->text().endsWith(QStringLiteral(" · bandwidth efficiency pinned at 0.50"));
        QVERIFY(found);
    }

    void remembersThePins()
    {
        m_page->saveViewState();
        WorkloadPage again(m_store, *m_settings);
        QSignalSpy ready(&again, &WorkloadPage::estimatesReady);
        again.reload();
        QCOMPARE(again.pinsBox()->pins().bandwidthEfficiency, std::optional<double>(0.5));
        QVERIFY(!again.pinsBox()->pins().stepOverheadSeconds);
        QTRY_VERIFY_WITH_TIMEOUT(ready.count() > 0 && !again.isComputing(), kTimeoutMs);
        QVERIFY(!again.estimates().empty());
        for (const Estimate &e : again.estimates())
            QCOMPARE(e.params.bandwidthEfficiency, 0.5);

        // Unpinned, the fit takes the efficiency back.
        QSignalSpy readyAgain(m_page.get(), &WorkloadPage::estimatesReady);
        m_page->pinsBox()->setPins({});
        QVERIFY(!m_page->pinsBox()->pins().bandwidthEfficiency);
        QTRY_VERIFY_WITH_TIMEOUT(readyAgain.count() > 0 && !m_page->isComputing(), kTimeoutMs);
        const Estimate *unpinned = findEstimate(m_page->estimates(), "nvidia-geforce-rtx-4090-24gb");
        QVERIFY(unpinned && unpinned->params.bandwidthEfficiency != 0.5);
    }

    void cleanupTestCase() { m_page.reset(); }
};

QTEST_MAIN(TestWorkloadPage)
#include "tst_workloadpage.moc"
