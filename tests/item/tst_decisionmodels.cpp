// The Decision page's item models over the demo scenario: the model tester on each, values checked
// against DecisionRun directly, and edits reported as signals without changing the model.
#include "decisionfixture.h"

#include "item/decisionahpmodel.h"
#include "item/decisioncriteriamodel.h"
#include "item/decisionlockinmodel.h"
#include "item/decisionoptionmodel.h"
#include "item/decisionresultmodel.h"

#include <cmath>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace GpuPlan;

class TestDecisionModels : public QObject
{
    Q_OBJECT

private:
    Scenario m_scenario;
    std::unique_ptr<DecisionRun> m_run;
    DecisionPlan m_plan;

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        m_scenario = DecisionFixture::demoScenario();
        m_run = DecisionFixture::demoRun(m_scenario);
        QVERIFY(m_run->ok());
        m_plan = m_run->plan();
        QCOMPARE(m_plan.options.size(), std::size_t(6));
    }

    void resultModel()
    {
        DecisionResultModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const RankingResult ranking = rankOptions(m_plan.problem);
        model.setPlan(m_plan, ranking);
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.columnCount(), int(DecisionResultModel::ColumnCount));
        for (int row = 0; row < 6; ++row) {
            const OptionResult &o = m_plan.options[std::size_t(row)];
            QCOMPARE(model.index(row, DecisionResultModel::GpusColumn).data(DecisionResultModel::ValueRole).toInt(),
                     o.orderedGpus);
            QCOMPARE(model.index(row, DecisionResultModel::ReplicasColumn).data(DecisionResultModel::ValueRole).toInt(),
                     o.fleet.servingReplicas);
            QCOMPARE(
                model.index(row, DecisionResultModel::UsdPerMtokColumn).data(DecisionResultModel::ValueRole).toDouble(),
                o.usdPerMillionTokens);
            // An option the gates keep out (the used RTX 4090s need more than their 64 GPUs) has no score.
            const QVariant sum
                = model.index(row, DecisionResultModel::WeightedSumColumn).data(DecisionResultModel::ValueRole);
            if (std::isfinite(ranking.weightedSum[std::size_t(row)]))
                QCOMPARE(sum.toDouble(), ranking.weightedSum[std::size_t(row)]);
            else
                QVERIFY(!sum.isValid());
            QVERIFY(!model.index(row, DecisionResultModel::ReplicasColumn).data(Qt::ToolTipRole).toString().isEmpty());
        }
        // The weighted sum of the demo by the CLI's reference (gpuplan-cli rank): the same scores.
        const std::vector<double> scores = m_run->primaryScores(m_plan.problem);
        QCOMPARE(model.index(2, DecisionResultModel::WeightedSumColumn).data(DecisionResultModel::ValueRole).toDouble(),
                 scores[2]);
        QCOMPARE(model.index(0, DecisionResultModel::ProbabilityFirstColumn).data().toString(),
                 QStringLiteral("not run"));
        model.setProbabilityFirst({0.0, 0.0, 0.25, 0.0, 0.75, 0.0});
        QCOMPARE(model.index(4, DecisionResultModel::ProbabilityFirstColumn).data().toString(),
                 QStringLiteral("75.0 %"));
    }

    void criteriaModel()
    {
        DecisionCriteriaModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCriteria(m_scenario.criteria, m_run->ahp());
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.index(0, DecisionCriteriaModel::CriterionColumn).data().toString(),
                 QStringLiteral("Monthly cost"));
        QCOMPARE(model.index(0, DecisionCriteriaModel::ShareColumn).data().toString(), QStringLiteral("40.0 %"));
        QVERIFY(model.flags(model.index(0, DecisionCriteriaModel::WeightColumn)) & Qt::ItemIsEditable);
        QSignalSpy edited(&model, &DecisionCriteriaModel::weightEdited);
        QVERIFY(model.setData(model.index(1, DecisionCriteriaModel::WeightColumn), 0.3));
        QCOMPARE(edited.count(), 1);
        QCOMPARE(edited.at(0).at(1).toDouble(), 0.3);
        QCOMPARE(model.criteria().items[1].weight, 0.1); // the page applies it, not the model
        QVERIFY(!model.setData(model.index(1, DecisionCriteriaModel::WeightColumn), -1.0));
    }

    void ahpModel()
    {
        DecisionAhpModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCriteria(m_scenario.criteria);
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("4"));
        QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("1/4")); // the reciprocal
        QVERIFY(model.flags(model.index(0, 1)) & Qt::ItemIsEditable);
        QVERIFY(!(model.flags(model.index(1, 0)) & Qt::ItemIsEditable));
        QVERIFY(!(model.flags(model.index(2, 2)) & Qt::ItemIsEditable));
        QSignalSpy edited(&model, &DecisionAhpModel::judgementEdited);
        QVERIFY(model.setData(model.index(0, 2), QStringLiteral("1/3")));
        QCOMPARE(edited.count(), 1);
        QVERIFY(std::abs(edited.at(0).at(2).toDouble() - 1.0 / 3.0) < 1e-12);
        QVERIFY(!model.setData(model.index(2, 0), 3.0));
    }

    void optionModel()
    {
        DecisionOptionModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setOptions(m_scenario, m_plan);
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.index(0, DecisionOptionModel::GpusPerReplicaColumn).data(Qt::EditRole).toInt(), 2);
        QCOMPARE(model.index(1, DecisionOptionModel::GpusPerReplicaColumn).data(Qt::EditRole).toInt(), 1);
        QCOMPARE(model.index(5, DecisionOptionModel::PriceColumn).data(Qt::EditRole).toDouble(), 1300.0);
        QCOMPARE(model.index(3, DecisionOptionModel::ModeColumn).data().toString(), QStringLiteral("Cloud on demand"));
        QSignalSpy edited(&model, &DecisionOptionModel::optionEdited);
        QVERIFY(model.setData(model.index(1, DecisionOptionModel::GpusPerReplicaColumn), 2));
        QCOMPARE(edited.count(), 1);
        QVERIFY(!model.setData(model.index(1, DecisionOptionModel::GpusPerReplicaColumn), 0));
    }

    void optionModelSkuAndMode()
    {
        const Catalog catalog = CatalogFixture::shippedCatalog();
        DecisionOptionModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setOptions(m_scenario, m_plan);
        QVERIFY(!(model.flags(model.index(0, DecisionOptionModel::SkuColumn)) & Qt::ItemIsEditable)); // no choices yet
        model.setSkuChoices(catalog);
        QVERIFY(model.flags(model.index(0, DecisionOptionModel::SkuColumn)) & Qt::ItemIsEditable);
        QVERIFY(model.flags(model.index(0, DecisionOptionModel::ModeColumn)) & Qt::ItemIsEditable);
        // The SKU choices: every catalog SKU once, labels sorted, values the ids.
        const QStringList labels
            = model.index(0, DecisionOptionModel::SkuColumn).data(DecisionOptionModel::ChoiceLabelsRole).toStringList();
        const QVariantList ids
            = model.index(0, DecisionOptionModel::SkuColumn).data(DecisionOptionModel::ChoiceValuesRole).toList();
        QCOMPARE(labels.size(), qsizetype(catalog.skus.size()));
        QCOMPARE(ids.size(), labels.size());
        QVERIFY(std::is_sorted(labels.begin(), labels.end()));
        QVERIFY(ids.contains(QStringLiteral("nvidia-h200-sxm-141gb")));
        QCOMPARE(model.index(2, DecisionOptionModel::SkuColumn).data(Qt::EditRole).toString(),
                 QStringLiteral("amd-instinct-mi300x-192gb"));
        QCOMPARE(model.index(3, DecisionOptionModel::ModeColumn).data(Qt::EditRole).toInt(),
                 int(PurchaseMode::CloudOnDemand));
        const QStringList modes = model.index(0, DecisionOptionModel::ModeColumn)
                                      .data(DecisionOptionModel::ChoiceLabelsRole)
                                      .toStringList();
        QCOMPARE(modes,
                 QStringList({QStringLiteral("New"), QStringLiteral("Used"), QStringLiteral("Refurbished"),
                              QStringLiteral("Cloud on demand"), QStringLiteral("Cloud reserved"),
                              QStringLiteral("Cloud spot")}));
        QSignalSpy edited(&model, &DecisionOptionModel::optionEdited);
        QVERIFY(model.setData(model.index(2, DecisionOptionModel::SkuColumn), QStringLiteral("nvidia-h200-sxm-141gb")));
        QVERIFY(model.setData(model.index(2, DecisionOptionModel::ModeColumn), int(PurchaseMode::CloudSpot)));
        QVERIFY(model.setData(model.index(2, DecisionOptionModel::OptionColumn), QStringLiteral("  Renamed ")));
        QVERIFY(!model.setData(model.index(2, DecisionOptionModel::SkuColumn), QStringLiteral("no-such-sku")));
        QVERIFY(!model.setData(model.index(2, DecisionOptionModel::ModeColumn), 6));
        QVERIFY(!model.setData(model.index(2, DecisionOptionModel::OptionColumn), QStringLiteral("  ")));
        QCOMPARE(edited.count(), 3);
        QCOMPARE(edited.at(0).at(2).toString(), QStringLiteral("nvidia-h200-sxm-141gb"));
        QCOMPARE(edited.at(1).at(2).toInt(), int(PurchaseMode::CloudSpot));
        QCOMPARE(edited.at(2).at(2).toString(), QStringLiteral("Renamed"));
        QCOMPARE(model.index(2, DecisionOptionModel::SkuColumn).data(Qt::EditRole).toString(),
                 QStringLiteral("amd-instinct-mi300x-192gb")); // the page applies it, not the model
    }

    void lockInModel()
    {
        DecisionLockInModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setOptions(m_scenario, m_plan);
        QCOMPARE(model.rowCount(), 6);
        // The RTX 4090 sets its support window (4 years) and lead time (4 weeks) itself.
        const QModelIndex window = model.index(5, DecisionLockInModel::SupportWindowColumn);
        QVERIFY(window.data(DecisionLockInModel::OverriddenRole).toBool());
        QCOMPARE(window.data().toString(), QStringLiteral("4.0 years"));
        QCOMPARE(window.data(Qt::EditRole).toString(), QStringLiteral("4"));
        // The H200 uses NVIDIA's default framework support, the value the plan used (a fraction, shown in %).
        const QModelIndex framework = model.index(1, DecisionLockInModel::FrameworkColumn);
        QVERIFY(!framework.data(DecisionLockInModel::OverriddenRole).toBool());
        const double used = m_plan.options[1].lockInInputs[LockInFactor::FrameworkSupport].value;
        QCOMPARE(framework.data().toString(), QLocale().toString(100.0 * used, 'f', 0) + QStringLiteral(" %"));
        QVERIFY(framework.data(Qt::EditRole).toString().isEmpty());
        // A cloud option has no support-window factor.
        QCOMPARE(model.index(3, DecisionLockInModel::SupportWindowColumn).data().toString(), QStringLiteral("n/a"));
        QSignalSpy edited(&model, &DecisionLockInModel::lockInEdited);
        QVERIFY(model.setData(framework, QStringLiteral("60")));
        QCOMPARE(edited.at(0).at(2).toDouble(), 0.6); // stored as a fraction
        QVERIFY(!model.setData(framework, QStringLiteral("120")));
        QVERIFY(!model.setData(framework, QString())); // no override to clear
        QVERIFY(model.setData(window, QString()));
        QVERIFY(!edited.at(1).at(2).isValid());
        QCOMPARE(edited.count(), 2);
        LockInOverrides overrides;
        DecisionLockInModel::apply(overrides, DecisionLockInModel::KernelColumn, 0.25);
        QCOMPARE(*overrides.kernelCoverage, 0.25);
        DecisionLockInModel::apply(overrides, DecisionLockInModel::KernelColumn, QVariant());
        QVERIFY(!overrides.kernelCoverage);
    }
};

QTEST_GUILESS_MAIN(TestDecisionModels)
#include "tst_decisionmodels.moc"
