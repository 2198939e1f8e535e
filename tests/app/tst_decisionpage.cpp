// The Decision page offscreen over a fresh workspace: the demo opens on first start, an edit re-ranks
// at once and undo restores it, Rank runs in the background and fills the probability chart, Cancel
// stops it, and a bad scenario shows its diagnostic with the line and keeps the current one.
#include "decisionpage.h"
#include "decisionscenarioform.h"
#include "scenarioconflictdialog.h"

#include "charts/decisionchartspanel.h"
#include "io/appsettings.h"
#include "io/workspaceopener.h"
#include "io/workspacestore.h"
#include "item/decisioncriteriamodel.h"
#include "item/decisionlockinmodel.h"
#include "item/decisionoptionmodel.h"
#include "item/decisionresultmodel.h"

#include <QAction>
#include <QChart>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QItemSelectionModel>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

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

    std::string json() const { return scenarioToJson(m_page->scenario()); }

    int resultValue(int row, int column) const
    {
        return m_page->resultModel()->index(row, column).data(DecisionResultModel::ValueRole).toInt();
    }

    void selectOptions(std::initializer_list<int> rows)
    {
        QItemSelectionModel *selection = m_page->optionView()->selectionModel();
        selection->clearSelection();
        for (int row : rows)
            selection->select(m_page->optionModel()->index(row, 0),
                              QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }

    double score(int row) const
    {
        return m_page->resultModel()
            ->index(row, DecisionResultModel::WeightedSumColumn)
            .data(DecisionResultModel::ValueRole)
            .toDouble();
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
        QCOMPARE(QString::fromStdString(m_page->scenario().name),
                 QStringLiteral("Demo: Llama 3.1 70B chat service, FP8"));
        QCOMPARE(m_page->resultModel()->rowCount(), 6);
        QCOMPARE(m_page->resultModel()->index(0, DecisionResultModel::OptionColumn).data().toString(),
                 QStringLiteral("H100 SXM, owned (2 GPUs per replica)"));
        QVERIFY(m_page->messageLabel()->isHidden());
        QVERIFY(m_page->ranking());
        QVERIFY(m_page->resultModel()
                    ->index(4, DecisionResultModel::ProbabilityFirstColumn)
                    .data(DecisionResultModel::ValueRole)
                    .isValid());
    }

    void editWeightRerankAndUndo()
    {
        const double before = score(0);
        const QModelIndex weight = m_page->criteriaModel()->index(0, DecisionCriteriaModel::WeightColumn);
        QVERIFY(m_page->criteriaModel()->setData(weight, 0.0)); // monthly cost no longer counts
        QCOMPARE(m_page->scenario().criteria.items[0].weight, 0.0);
        QCOMPARE(m_undo.count(), 1);
        QVERIFY(std::abs(score(0) - before) > 1e-6); // re-ranked at once
        QVERIFY(!m_page->ranking());                 // the Monte Carlo of the old weights is gone
        QCOMPARE(m_page->resultModel()->index(0, DecisionResultModel::ProbabilityFirstColumn).data().toString(),
                 QStringLiteral("not run"));
        m_undo.undo();
        QCOMPARE(m_page->scenario().criteria.items[0].weight, 0.4);
        QCOMPARE(score(0), before);
        m_undo.redo();
        QCOMPARE(m_page->scenario().criteria.items[0].weight, 0.0);
        m_undo.undo();
    }

    void addAndRemoveOptions()
    {
        const std::string before = json();
        QVERIFY(!m_page->isModified());
        selectOptions({1}); // H200 SXM, owned
        m_page->addOptionButton()->click();
        QCOMPARE(m_page->scenario().options.size(), std::size_t(7));
        const ScenarioOption &added = m_page->scenario().options.back();
        QCOMPARE(added.id, std::string("nvidia-h200-sxm-141gb-new"));
        QCOMPARE(added.sku, std::string("nvidia-h200-sxm-141gb"));
        QVERIFY(added.mode == PurchaseMode::New);
        QVERIFY(m_page->isModified());
        QVERIFY(m_page->saveAction()->isEnabled());
        // Re-planned at once: the copy of the H200 option is sized exactly as the H200 option is.
        QCOMPARE(m_page->resultModel()->rowCount(), 7);
        QCOMPARE(resultValue(6, DecisionResultModel::GpusColumn), resultValue(1, DecisionResultModel::GpusColumn));
        QVERIFY(resultValue(6, DecisionResultModel::GpusColumn) > 0);
        const std::string one = json();
        // Another one like the selected (the new row): its id stays unique.
        m_page->addOption();
        QCOMPARE(m_page->scenario().options.back().id, std::string("nvidia-h200-sxm-141gb-new-2"));
        QCOMPARE(m_page->optionView()->selectionModel()->selectedRows().size(), 1);
        QCOMPARE(m_page->optionView()->selectionModel()->selectedRows().first().row(), 7);
        m_undo.undo();
        QCOMPARE(json(), one);
        m_undo.undo();
        QCOMPARE(json(), before);
        QCOMPARE(m_page->resultModel()->rowCount(), 6);
        QVERIFY(!m_page->isModified());
        m_undo.redo();
        m_undo.redo();
        QCOMPARE(m_page->scenario().options.size(), std::size_t(8));
        // Removing both added options (one command) gives back the scenario as it was.
        selectOptions({6, 7});
        QVERIFY(m_page->removeOptionButton()->isEnabled());
        m_page->removeOptionButton()->click();
        QCOMPARE(json(), before);
        QCOMPARE(m_page->resultModel()->rowCount(), 6);
        m_undo.undo();
        QCOMPARE(m_page->scenario().options.size(), std::size_t(8));
        m_undo.undo();
        m_undo.undo();
        QCOMPARE(json(), before);
    }

    void removingAnOptionDropsItsUncertainInputs()
    {
        const std::string before = json();
        const auto named = [this](const std::string &id) {
            const auto &in = m_page->scenario().monteCarlo.inputs;
            return std::any_of(in.begin(), in.end(), [&id](const UncertainInput &u) { return u.id == id; });
        };
        QVERIFY(named("price_factor.mi300x-cloud"));
        m_page->removeOptions({4}); // MI300X, cloud on demand
        QCOMPARE(m_page->scenario().options.size(), std::size_t(5));
        QVERIFY(!m_page->scenario().findOption("mi300x-cloud"));
        QVERIFY(!named("price_factor.mi300x-cloud"));
        QVERIFY(named("price_factor"));
        // What Save would write opens again.
        const ScenarioParseResult reread = parseScenario(json());
        QVERIFY(reread.ok());
        // Every option cannot go: a scenario keeps one.
        const std::size_t count = m_page->scenario().options.size();
        const int commands = m_undo.index();
        m_page->removeOptions({0, 1, 2, 3, 4});
        QCOMPARE(m_page->scenario().options.size(), count);
        QCOMPARE(m_undo.index(), commands);
        m_undo.undo();
        QCOMPARE(json(), before);
    }

    void changeSkuAndMode()
    {
        const std::string before = json();
        DecisionOptionModel *options = m_page->optionModel();
        // The SKU through the table's delegate: a combo box over the catalog's SKUs.
        const QModelIndex sku = options->index(2, DecisionOptionModel::SkuColumn); // MI300X, owned
        QAbstractItemDelegate *delegate = m_page->optionView()->itemDelegateForIndex(sku);
        std::unique_ptr<QWidget> editor(
            delegate->createEditor(m_page->optionView()->viewport(), QStyleOptionViewItem(), sku));
        auto *combo = qobject_cast<QComboBox *>(editor.get());
        QVERIFY(combo);
        QVERIFY(combo->count() > 10);
        delegate->setEditorData(combo, sku);
        QCOMPARE(combo->currentData().toString(), QStringLiteral("amd-instinct-mi300x-192gb"));
        combo->setCurrentIndex(combo->findData(QStringLiteral("nvidia-h200-sxm-141gb")));
        QVERIFY(combo->currentIndex() >= 0);
        delegate->setModelData(combo, options, sku);
        QCOMPARE(m_page->scenario().options[2].sku, std::string("nvidia-h200-sxm-141gb"));
        QCOMPARE(m_page->scenario().options[2].mode, PurchaseMode::New);
        // Re-planned: now the same SKU, mode and GPUs per replica as the H200 option, so the same fleet.
        QCOMPARE(resultValue(2, DecisionResultModel::GpusColumn), resultValue(1, DecisionResultModel::GpusColumn));
        QVERIFY(options->index(2, DecisionOptionModel::SkuColumn).data().toString().contains(QLatin1String("H200")));
        m_undo.undo();
        QCOMPARE(json(), before);
        // A name typed that is not a SKU changes nothing.
        QVERIFY(!options->setData(options->index(2, DecisionOptionModel::SkuColumn), QStringLiteral("no-such-gpu")));
        QCOMPARE(json(), before);

        // The mode: H200 owned becomes cloud on demand: no spares, GPUs = serving replicas × GPUs each.
        const int replicas = resultValue(1, DecisionResultModel::ReplicasColumn);
        QVERIFY(resultValue(1, DecisionResultModel::SparesColumn) > 0);
        QVERIFY(options->setData(options->index(1, DecisionOptionModel::ModeColumn), int(PurchaseMode::CloudOnDemand)));
        QCOMPARE(m_page->scenario().options[1].mode, PurchaseMode::CloudOnDemand);
        QVERIFY(m_page->messageLabel()->isHidden()); // the catalog has an on-demand price for the H200
        QCOMPARE(resultValue(1, DecisionResultModel::SparesColumn), 0);
        QCOMPARE(resultValue(1, DecisionResultModel::ReplicasColumn), replicas);
        QCOMPARE(resultValue(1, DecisionResultModel::GpusColumn), replicas * 1);
        QVERIFY(m_page->resultModel()
                    ->index(1, DecisionResultModel::MonthlyRentColumn)
                    .data(DecisionResultModel::ValueRole)
                    .isValid());
        const std::string cloud = json();
        m_undo.undo();
        QCOMPARE(json(), before);
        m_undo.redo();
        QCOMPARE(json(), cloud);
        m_undo.undo();
        QCOMPARE(json(), before);
        // A SKU without a price for the mode (the GH200 is not sold alone, new): the page says what to do,
        // and the option is gated out; an undo clears the message.
        QVERIFY(
            options->setData(options->index(2, DecisionOptionModel::SkuColumn), QStringLiteral("nvidia-gh200-144gb")));
        QVERIFY(m_page->messageLabel()->isVisible());
        QVERIFY2(m_page->messageLabel()->text().contains(QLatin1String("type a price in the Price column")),
                 qPrintable(m_page->messageLabel()->text()));
        QCOMPARE(m_page->resultModel()->index(2, DecisionResultModel::GatesColumn).data().toString(),
                 QStringLiteral("does not fit, misses the SLO, over budget"));
        m_undo.undo();
        QVERIFY(m_page->messageLabel()->isHidden());
        QCOMPARE(json(), before);
        // The mode column offers the six purchase modes.
        QCOMPARE(options->index(0, DecisionOptionModel::ModeColumn)
                     .data(DecisionOptionModel::ChoiceValuesRole)
                     .toList()
                     .size(),
                 6);
    }

    void editWorkloadFields()
    {
        const std::string before = json();
        DecisionScenarioForm *form = m_page->scenarioForm();
        QDoubleSpinBox *peak = form->numberField(QStringLiteral("peak_requests_per_s"));
        QVERIFY(peak);
        QCOMPARE(peak->value(), 12.0);
        const int replicas = resultValue(1, DecisionResultModel::ReplicasColumn);
        const int index = m_undo.index();
        peak->setValue(24.0);
        QCOMPARE(m_page->scenario().workload.peakRequestsPerSecond, 24.0);
        QCOMPARE(m_undo.index(), index + 1);
        QVERIFY(m_page->isModified());
        // Twice the peak at the same SLO: more serving replicas (the throughput bound alone doubles).
        QVERIFY(resultValue(1, DecisionResultModel::ReplicasColumn) > replicas);
        // A second step of the same field merges into the same command.
        peak->setValue(30.0);
        QCOMPARE(m_page->scenario().workload.peakRequestsPerSecond, 30.0);
        QCOMPARE(m_undo.index(), index + 1);
        m_undo.undo();
        QCOMPARE(json(), before);
        QCOMPARE(peak->value(), 12.0); // the form follows the undo
        QVERIFY(!m_page->isModified());
        QCOMPARE(resultValue(1, DecisionResultModel::ReplicasColumn), replicas);

        // Display units: the percentile in %, the TPOT in ms.
        QDoubleSpinBox *percentile = form->numberField(QStringLiteral("ttft_percentile"));
        QCOMPARE(percentile->value(), 95.0);
        percentile->setValue(99.0);
        QCOMPARE(m_page->scenario().workload.slo.ttftPercentile, 0.99);
        QDoubleSpinBox *tpot = form->numberField(QStringLiteral("tpot_seconds"));
        QCOMPARE(tpot->value(), 50.0);
        tpot->setValue(40.0);
        QVERIFY(std::abs(m_page->scenario().workload.slo.tpotSeconds - 0.04) < 1e-12);
        QCOMPARE(m_undo.index(), index + 2); // two fields, two commands
        m_undo.undo();
        m_undo.undo();
        QCOMPARE(json(), before);

        // The budget's minimum is "none"; the CUDA-only share's is "not applicable".
        QDoubleSpinBox *monthly = form->numberField(QStringLiteral("budget_monthly_usd"));
        QCOMPARE(monthly->value(), 150000.0);
        monthly->setValue(0.0);
        QVERIFY(!m_page->scenario().budget.monthlyUsd);
        m_undo.undo();
        QDoubleSpinBox *cuda = form->numberField(QStringLiteral("cuda_only_share"));
        QCOMPARE(cuda->value(), 30.0);
        cuda->setValue(-1.0);
        QVERIFY(!m_page->scenario().lockIn.cudaOnlyShare);
        m_undo.undo();
        QCOMPARE(json(), before);

        // A peak below the average lowers the average with it (a file may not say otherwise).
        peak->setValue(4.0);
        QCOMPARE(m_page->scenario().workload.averageRequestsPerSecond, 4.0);
        QVERIFY(parseScenario(json()).ok());
        m_undo.undo();

        // The wheel over a field without the focus scrolls the form; it does not change the field.
        {
            const QPoint centre = monthly->rect().center();
            QWheelEvent wheel(QPointF(centre), QPointF(monthly->mapToGlobal(centre)), QPoint(), QPoint(0, -120),
                              Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
            QVERIFY(!monthly->hasFocus());
            QCoreApplication::sendEvent(monthly, &wheel);
            QCOMPARE(monthly->value(), 150000.0);
            QCOMPARE(json(), before);
        }

        // The model, from the catalog's.
        QComboBox *model = form->choiceField(QStringLiteral("model"));
        QCOMPARE(model->currentData().toString(), QStringLiteral("llama-3-1-70b"));
        const int other = model->findData(QStringLiteral("llama-3-8b"));
        QVERIFY(other >= 0);
        model->setCurrentIndex(other);
        Q_EMIT model->activated(other);
        QCOMPARE(m_page->scenario().workload.model, std::string("llama-3-8b"));
        QVERIFY(m_page->messageLabel()->isHidden());
        m_undo.undo();
        QCOMPARE(json(), before);
        QCOMPARE(model->currentData().toString(), QStringLiteral("llama-3-1-70b"));
        QVERIFY(!m_page->isModified());
    }

    void editLockInOverride()
    {
        const std::string before = json();
        DecisionLockInModel *lockIn = m_page->lockInModel();
        const QModelIndex lead = lockIn->index(2, DecisionLockInModel::LeadTimeColumn); // MI300X owned: vendor default
        QVERIFY(!lead.data(DecisionLockInModel::OverriddenRole).toBool());
        QVERIFY(lockIn->setData(lead, QStringLiteral("10")));
        QCOMPARE(*m_page->scenario().options[2].lockIn.leadTimeWeeks, 10.0);
        QVERIFY(
            lockIn->index(2, DecisionLockInModel::LeadTimeColumn).data(DecisionLockInModel::OverriddenRole).toBool());
        m_undo.undo();
        QCOMPARE(json(), before);
        // The RTX 4090's override of the support window (4 years) cleared: back to NVIDIA's default.
        QVERIFY(lockIn->setData(lockIn->index(5, DecisionLockInModel::SupportWindowColumn), QString()));
        QVERIFY(!m_page->scenario().options[5].lockIn.supportWindowYears);
        m_undo.undo();
        QCOMPARE(json(), before);
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
            sum += m_page->resultModel()
                       ->index(row, DecisionResultModel::ProbabilityFirstColumn)
                       .data(DecisionResultModel::ValueRole)
                       .toDouble();
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
        m_page->waitForJobs();
        QCoreApplication::sendPostedEvents(); // whatever the worker handed back is discarded
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
        QCOMPARE(m_settings->lastScenario(), path);
    }

    // A team's scenario in the workspace: saved as versions; a colleague's newer version met at Save as a conflict
    // (keep editing, overwrite, or open theirs); their save followed when nothing here is unsaved.
    void saveToWorkspaceWithConflicts()
    {
        const QString name = QStringLiteral("Team plan");
        QVERIFY(m_page->saveToWorkspace(name));
        QCOMPARE(m_page->workspaceName(), name);
        QCOMPARE(m_page->workspaceVersion(), 1);
        QVERIFY(m_page->scenarioPath().isEmpty());
        QVERIFY(!m_page->isModified());
        QVERIFY(!m_page->saveAction()->isEnabled());
        QCOMPARE(m_store.savedScenario(name)->document, QByteArray::fromStdString(json() + '\n'));

        // A colleague, on their own connection, saves version 2.
        WorkspaceStore colleague;
        QCOMPARE(colleague.open(m_store.path()), WorkspaceStore::OpenStatus::Ok);
        Scenario theirs = m_page->scenario();
        theirs.name = "Team plan, their cut";
        theirs.workload.peakRequestsPerSecond = 37.5;
        const QByteArray theirsDoc = QByteArray::fromStdString(scenarioToJson(theirs) + '\n');
        QCOMPARE(colleague.saveScenario(name, theirsDoc, 1, nullptr), WorkspaceStore::WriteResult::Written);

        Scenario mine = m_page->scenario();
        mine.name = "Team plan, my cut";
        m_page->editScenario(mine, QStringLiteral("rename"));
        QVERIFY(m_page->isModified());
        QVERIFY(m_page->saveAction()->isEnabled());
        int asked = 0;
        ScenarioConflictChoice answer = ScenarioConflictChoice::KeepEditing;
        m_page->setScenarioConflictHandler([&](const ScenarioConflict &c, const QByteArray &document) {
            ++asked;
            [&] {
                QCOMPARE(c.name, name);
                QCOMPARE(c.expectedVersion, asked == 3 ? 3 : 1);
                QVERIFY(c.current);
                QCOMPARE(c.current->version, asked == 3 ? 4 : 2);
                // Both values of what differs: theirs, then mine.
                const QStringList differences = scenarioDifferences(c.current->document, document);
                QVERIFY2(
                    differences.contains(QStringLiteral("/name: \"Team plan, their cut\" → \"Team plan, my cut\"")),
                    qPrintable(differences.join(QLatin1Char('\n'))));
                QVERIFY(differences.size() >= 2); // and the traffic
            }();
            return answer;
        });
        // Keep editing: nothing written, still modified, still tied to version 1.
        QVERIFY(!m_page->save());
        QCOMPARE(asked, 1);
        QCOMPARE(m_store.savedScenario(name)->version, 2);
        QVERIFY(m_page->isModified());
        QCOMPARE(m_page->workspaceVersion(), 1);
        // Overwrite: mine becomes version 3; theirs stays in the history.
        answer = ScenarioConflictChoice::Overwrite;
        QVERIFY(m_page->save());
        QCOMPARE(asked, 2);
        QCOMPARE(m_page->workspaceVersion(), 3);
        QVERIFY(!m_page->isModified());
        QCOMPARE(colleague.savedScenario(name)->document, QByteArray::fromStdString(scenarioToJson(mine) + '\n'));
        QCOMPARE(colleague.savedScenario(name, 2)->document, theirsDoc);

        // They save version 4; I edit and, at Save, open theirs instead.
        QCOMPARE(colleague.saveScenario(name, theirsDoc, 3, nullptr), WorkspaceStore::WriteResult::Written);
        Scenario again = m_page->scenario();
        again.name = "Team plan, my cut";
        again.workload.peakRequestsPerSecond = 31.0;
        m_page->editScenario(again, QStringLiteral("traffic"));
        answer = ScenarioConflictChoice::OpenTheirs;
        QVERIFY(!m_page->save());
        QCOMPARE(asked, 3);
        QTRY_COMPARE_WITH_TIMEOUT(m_page->workspaceVersion(), 4, kTimeoutMs);
        QCOMPARE(m_page->scenario().name, std::string("Team plan, their cut"));
        QVERIFY(!m_page->isModified());

        // Their next save, heard while nothing here is unsaved: shown at once.
        Scenario fifth = theirs;
        fifth.name = "Team plan, fifth";
        QCOMPARE(m_store.saveScenario(name, QByteArray::fromStdString(scenarioToJson(fifth) + '\n'), 4, nullptr),
                 WorkspaceStore::WriteResult::Written);
        QTRY_COMPARE_WITH_TIMEOUT(m_page->workspaceVersion(), 5, kTimeoutMs);
        QCOMPARE(m_page->scenario().name, std::string("Team plan, fifth"));

        // An older version opens on top of the newest: saving it makes it version 6.
        QVERIFY(m_page->openFromWorkspace(name, 2));
        QTRY_COMPARE_WITH_TIMEOUT(m_page->scenario().name, std::string("Team plan, their cut"), kTimeoutMs);
        QCOMPARE(m_page->workspaceVersion(), 5);
        QVERIFY(m_page->saveToWorkspace(name));
        QCOMPARE(m_page->workspaceVersion(), 6);

        // Saving under another scenario's name asks first; declined, nothing is written.
        QCOMPARE(m_store.saveScenario(QStringLiteral("Other"), theirsDoc, 0, nullptr),
                 WorkspaceStore::WriteResult::Written);
        int replaceAsked = 0;
        m_page->setReplaceQuestion([&](const StoredScenario &existing) {
            ++replaceAsked;
            return existing.name != QStringLiteral("Other"); // declined
        });
        QVERIFY(!m_page->saveToWorkspace(QStringLiteral("Other")));
        QCOMPARE(replaceAsked, 1);
        QCOMPARE(m_store.savedScenario(QStringLiteral("Other"))->version, 1);
        QCOMPARE(m_page->workspaceName(), name);

        // A viewer cannot save into the workspace, and is told why.
        m_page->setWorkspaceReadOnly(QStringLiteral("ana has the viewer role"));
        QVERIFY(!m_page->saveToWorkspaceAction()->isEnabled());
        QCOMPARE(m_page->saveToWorkspaceAction()->toolTip(), QStringLiteral("ana has the viewer role"));
        m_page->setWorkspaceReadOnly(QString());
        QVERIFY(m_page->saveToWorkspaceAction()->isEnabled());
        m_page->detachFromWorkspace();
        QVERIFY(m_page->workspaceName().isEmpty());
    }
};

QTEST_MAIN(TestDecisionPage)
#include "tst_decisionpage.moc"
