// The Decision page offscreen over a fresh workspace: the demo opens on first start, an edit re-ranks
// at once and undo restores it, Rank runs in the background and fills the probability chart, Cancel
// stops it, and a bad scenario shows its diagnostic with the line and keeps the current one.
#include "decisionpage.h"

#include "charts/decisionchartspanel.h"
#include "io/appsettings.h"
#include "io/workspaceopener.h"
#include "io/workspacestore.h"
#include "item/decisioncriteriamodel.h"
#include "item/decisionresultmodel.h"

#include <QChart>
#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace GpuPlan;

namespace {
constexpr int kTimeoutMs = 60000;
} // namespace

class TestDecisionPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    WorkspaceStore m_store;
    QUndoStack m_undo;
    std::unique_ptr<QSettings> m_qsettings;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<DecisionPage> m_page;

    double score(int row) const
    {
        return m_page->resultModel()->index(row, DecisionResultModel::WeightedSumColumn)
            .data(DecisionResultModel::ValueRole).toDouble();
    }

    bool rankAndWait()
    {
        QSignalSpy done(m_page.get(), &DecisionPage::rankDone);
        m_page->rank();
        if (!m_page->isRanking() || m_page->rankButton()->isEnabled())
            return false;
        return QTest::qWaitFor([&] { return done.count() == 1; }, kTimeoutMs) && !done.at(0).at(0).toBool();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(openWorkspace(m_store, m_dir.filePath(QStringLiteral("decision.gpuplan")), &error), qPrintable(error));
        m_qsettings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        m_settings = std::make_unique<AppSettings>(*m_qsettings);
        m_page = std::make_unique<DecisionPage>(m_store, *m_settings);
        m_page->setUndoStack(&m_undo);
        m_page->resize(1500, 950);
        QSignalSpy done(m_page.get(), &DecisionPage::rankDone);
        m_page->show(); // the first show opens the demo (no scenario was opened before) and ranks it
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, kTimeoutMs);
    }

    void demoLoads()
    {
        QVERIFY(m_page->scenarioPath().isEmpty());
        QCOMPARE(QString::fromStdString(m_page->scenario().name), QStringLiteral("Demo: Llama 3.1 70B chat service, FP8"));
        QCOMPARE(m_page->resultModel()->rowCount(), 6);
        QCOMPARE(m_page->resultModel()->index(0, DecisionResultModel::OptionColumn).data().toString(),
                 QStringLiteral("H100 SXM, owned (2 GPUs per replica)"));
        QVERIFY(m_page->messageLabel()->isHidden());
        QVERIFY(m_page->ranking());
        QVERIFY(m_page->resultModel()->index(4, DecisionResultModel::ProbabilityFirstColumn)
                    .data(DecisionResultModel::ValueRole).isValid());
    }

    void editWeightRerankAndUndo()
    {
        const double before = score(0);
        const QModelIndex weight = m_page->criteriaModel()->index(0, DecisionCriteriaModel::WeightColumn);
        QVERIFY(m_page->criteriaModel()->setData(weight, 0.0)); // monthly cost no longer counts
        QCOMPARE(m_page->scenario().criteria.items[0].weight, 0.0);
        QCOMPARE(m_undo.count(), 1);
        QVERIFY(std::abs(score(0) - before) > 1e-6); // re-ranked at once
        QVERIFY(!m_page->ranking()); // the Monte Carlo of the old weights is gone
        QCOMPARE(m_page->resultModel()->index(0, DecisionResultModel::ProbabilityFirstColumn).data().toString(),
                 QStringLiteral("not run"));
        m_undo.undo();
        QCOMPARE(m_page->scenario().criteria.items[0].weight, 0.4);
        QCOMPARE(score(0), before);
        m_undo.redo();
        QCOMPARE(m_page->scenario().criteria.items[0].weight, 0.0);
        m_undo.undo();
    }

    void rankFillsProbabilityChart()
    {
        QCOMPARE(m_page->chartsPanel()->chart(DecisionChartsPanel::ProbabilityTab)->series().size(), 0);
        QVERIFY(rankAndWait());
        QVERIFY(m_page->ranking());
        QCOMPARE(m_page->chartsPanel()->chart(DecisionChartsPanel::ProbabilityTab)->series().size(), 1);
        QCOMPARE(m_page->chartsPanel()->chart(DecisionChartsPanel::TornadoTab)->series().size(), 1);
        QVERIFY(m_page->rankButton()->isEnabled());
        QVERIFY(!m_page->cancelButton()->isEnabled());
        double sum = 0;
        for (int row = 0; row < 6; ++row)
            sum += m_page->resultModel()->index(row, DecisionResultModel::ProbabilityFirstColumn)
                       .data(DecisionResultModel::ValueRole).toDouble();
        QVERIFY(std::abs(sum - 1.0) < 1e-9);
    }

    void cancelStopsRank()
    {
        Scenario bigger = m_page->scenario();
        bigger.monteCarlo.samples = 200000; // long enough to be running when Cancel is pressed
        m_page->editScenario(bigger, QStringLiteral("samples"));
        QSignalSpy done(m_page.get(), &DecisionPage::rankDone);
        m_page->rank();
        QVERIFY(m_page->isRanking());
        QVERIFY(m_page->cancelButton()->isEnabled());
        m_page->cancelButton()->click();
        QCOMPARE(done.count(), 1);
        QVERIFY(done.at(0).at(0).toBool());
        QVERIFY(!m_page->isRanking());
        QVERIFY(m_page->rankButton()->isEnabled());
        QVERIFY(!m_page->ranking());
        QTest::qWait(300); // whatever the worker hands back later is discarded
        QVERIFY(!m_page->ranking());
        QCOMPARE(m_page->chartsPanel()->chart(DecisionChartsPanel::ProbabilityTab)->series().size(), 0);
        m_undo.undo();
        QCOMPARE(m_page->scenario().monteCarlo.samples, 10000);
    }

    void badScenarioKeepsCurrent()
    {
        const QString path = m_dir.filePath(QStringLiteral("bad.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\n  \"schema\": \"gpuplan-scenario\",\n  \"schema_version\": 2,\n  \"name\": \"bad\",\n"
                   "  \"workload\": {\"model\": \"llama-3-1-70b\", \"peak_requests_per_s\": \"many\"},\n"
                   "  \"options\": []\n}\n");
        file.close();
        const QString name = QString::fromStdString(m_page->scenario().name);
        QVERIFY(!m_page->openScenario(path));
        QVERIFY(m_page->messageLabel()->isVisible());
        QVERIFY2(m_page->messageLabel()->text().contains(QLatin1String("bad.json:5")),
                 qPrintable(m_page->messageLabel()->text()));
        QCOMPARE(QString::fromStdString(m_page->scenario().name), name);
        QCOMPARE(m_page->resultModel()->rowCount(), 6);
    }

    void saveAndReopen()
    {
        const QString path = m_dir.filePath(QStringLiteral("saved.json"));
        QVERIFY(m_page->saveAs(path));
        QVERIFY(m_page->openScenario(path));
        QCOMPARE(m_page->scenarioPath(), path);
        QVERIFY(m_page->messageLabel()->isHidden());
        QCOMPARE(m_page->resultModel()->rowCount(), 6);
        QCOMPARE(QString::fromUtf8(m_settings->viewState(DecisionPage::LastScenarioKey)), path);
    }
};

QTEST_MAIN(TestDecisionPage)
#include "tst_decisionpage.moc"
