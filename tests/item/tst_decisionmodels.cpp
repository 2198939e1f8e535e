// The Decision page's item models over the demo scenario: the model tester on each, values checked
// against DecisionRun directly, and edits reported as signals without changing the model.
#include "decisionfixture.h"

#include "item/decisionahpmodel.h"
#include "item/decisioncriteriamodel.h"
#include "item/decisionoptionmodel.h"
#include "item/decisionresultmodel.h"

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
            QCOMPARE(model.index(row, DecisionResultModel::UsdPerMtokColumn).data(DecisionResultModel::ValueRole).toDouble(),
                     o.usdPerMillionTokens);
            QCOMPARE(model.index(row, DecisionResultModel::WeightedSumColumn).data(DecisionResultModel::ValueRole).toDouble(),
                     ranking.weightedSum[std::size_t(row)]);
            QVERIFY(!model.index(row, DecisionResultModel::ReplicasColumn).data(Qt::ToolTipRole).toString().isEmpty());
        }
        // The weighted sum of the demo by the CLI's reference (gpuplan-cli rank): the same scores.
        const std::vector<double> scores = m_run->primaryScores(m_plan.problem);
        QCOMPARE(model.index(2, DecisionResultModel::WeightedSumColumn).data(DecisionResultModel::ValueRole).toDouble(),
                 scores[2]);
        QCOMPARE(model.index(0, DecisionResultModel::ProbabilityFirstColumn).data().toString(), QStringLiteral("not run"));
        model.setProbabilityFirst({ 0.0, 0.0, 0.25, 0.0, 0.75, 0.0 });
        QCOMPARE(model.index(4, DecisionResultModel::ProbabilityFirstColumn).data().toString(), QStringLiteral("75.0 %"));
    }

    void criteriaModel()
    {
        DecisionCriteriaModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCriteria(m_scenario.criteria, m_run->ahp());
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.index(0, DecisionCriteriaModel::CriterionColumn).data().toString(), QStringLiteral("Monthly cost"));
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
};

QTEST_GUILESS_MAIN(TestDecisionModels)
#include "tst_decisionmodels.moc"
