// The Decision page's chart builders on the demo scenario: the series each one draws, and the panel.
#include "decisionfixture.h"

#include "charts/decisionchartspanel.h"
#include "charts/decisionfleetchartbuilder.h"
#include "charts/decisionlockinchartbuilder.h"
#include "charts/decisionparetochartbuilder.h"
#include "charts/decisionprobabilitychartbuilder.h"
#include "charts/decisiontornadochartbuilder.h"

#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLineSeries>
#include <QPolarChart>
#include <QScatterSeries>
#include <QTest>

#include <memory>

using namespace GpuPlan;

namespace {
template <typename T>
T *seriesNamed(QChart *chart, const QString &name)
{
    for (QAbstractSeries *s : chart->series()) {
        if (s->objectName() == name)
            return qobject_cast<T *>(s);
    }
    return nullptr;
}
} // namespace

class TestDecisionCharts : public QObject
{
    Q_OBJECT

private:
    Scenario m_scenario;
    std::unique_ptr<DecisionRun> m_run;
    DecisionPlan m_plan;
    DecisionRanking m_ranking;

private Q_SLOTS:
    void initTestCase()
    {
        m_scenario = DecisionFixture::demoScenario();
        m_scenario.monteCarlo.samples = 400; // the charts only show what rank() returns
        m_run = DecisionFixture::demoRun(m_scenario);
        QVERIFY(m_run->ok());
        m_plan = m_run->plan();
        m_ranking = m_run->rank();
        QVERIFY(!m_ranking.cancelled);
    }

    void fleet()
    {
        std::unique_ptr<QChart> chart(DecisionFleetChartBuilder::build(*m_run, m_plan));
        // Six feasible options, each a fleet line and its SLO-bound line, and the peak marker.
        QCOMPARE(chart->series().size(), 13);
        auto *h200 = seriesNamed<QLineSeries>(chart.get(), QStringLiteral("fleet:h200-owned"));
        QVERIFY(h200);
        QCOMPARE(h200->count(), 24);
        // At the scenario's peak (the 12th of 24 steps up to twice the peak) the curve is the plan's fleet.
        const OptionResult &o = m_plan.options[1];
        QCOMPARE(h200->at(11).x(), m_scenario.workload.peakRequestsPerSecond);
        QCOMPARE(int(h200->at(11).y()), o.fleet.totalGpus);
        QVERIFY(seriesNamed<QLineSeries>(chart.get(), QStringLiteral("slo:h200-owned")));
        QVERIFY(seriesNamed<QLineSeries>(chart.get(), QStringLiteral("peak")));
        // Long option labels: the legend stacks them at the right, cut short with a tool tip.
        QCOMPARE(chart->legend()->alignment(), Qt::AlignRight);
        QVERIFY(chart->legend()->showToolTips());
        // A cloud option's line has no spares: at the peak it is the serving GPUs.
        auto *cloud = seriesNamed<QLineSeries>(chart.get(), QStringLiteral("fleet:h100-cloud"));
        QVERIFY(cloud);
        QCOMPARE(cloud->at(11).x(), m_scenario.workload.peakRequestsPerSecond);
        QCOMPARE(int(cloud->at(11).y()), m_plan.options[3].fleet.servingGpus);
        QCOMPARE(m_plan.options[3].fleet.spareReplicas, 0);
    }

    void fleetCurveFollowsThePlan()
    {
        // Each point is DecisionRun::plan at that peak: at twice the peak (the last step) the H200's
        // throughput bound is ceil(24 / (0.8 · its replica's req/s)) replicas of one GPU or more.
        const std::vector<DecisionFleetChartBuilder::Curve> curves = DecisionFleetChartBuilder::curves(*m_run, 4);
        QCOMPARE(curves.size(), m_plan.options.size());
        const OptionResult &h200 = m_plan.options[1];
        const DecisionFleetChartBuilder::Curve &c = curves[1];
        QCOMPARE(int(c.total.size()), 4);
        const double x[] = {6.0, 12.0, 18.0, 24.0};
        for (int k = 0; k < 4; ++k) {
            QCOMPARE(c.total[std::size_t(k)].x(), x[k]);
            const int bound = int(std::ceil(x[k] / (0.8 * h200.replica.requestsPerSecond) - 1e-9));
            QVERIFY(c.total[std::size_t(k)].y() >= bound * h200.replica.gpusPerReplica);
            QVERIFY(c.sloBound[std::size_t(k)].y() <= c.total[std::size_t(k)].y());
            if (k > 0)
                QVERIFY(c.total[std::size_t(k)].y() >= c.total[std::size_t(k - 1)].y());
        }
        QCOMPARE(int(c.total[1].y()), h200.fleet.totalGpus);
        DecisionAdjustments a;
        a.peakRequestsPerSecond = 24.0;
        QCOMPARE(int(c.total[3].y()), m_run->plan(a).options[1].fleet.totalGpus);
    }

    void lockIn()
    {
        std::unique_ptr<QChart> chart(DecisionLockInChartBuilder::build(m_plan));
        QVERIFY(qobject_cast<QPolarChart *>(chart.get()));
        QCOMPARE(chart->series().size(), 6);
        auto *mi300x = seriesNamed<QLineSeries>(chart.get(), QStringLiteral("lockin:mi300x-owned"));
        QVERIFY(mi300x);
        QCOMPARE(mi300x->count(), LockInFactorCount + 1); // closed
        // Each option in its own colour, the one it has in the fleet chart (they were all black).
        std::unique_ptr<QChart> fleet(DecisionFleetChartBuilder::build(*m_run, m_plan));
        QCOMPARE(mi300x->pen().color(),
                 seriesNamed<QLineSeries>(fleet.get(), QStringLiteral("fleet:mi300x-owned"))->pen().color());
        QVERIFY(mi300x->pen().color()
                != seriesNamed<QLineSeries>(chart.get(), QStringLiteral("lockin:h100-owned"))->pen().color());
        QVERIFY(mi300x->pen().color() != QColor(Qt::black));
        QCOMPARE(chart->legend()->alignment(), Qt::AlignRight);
    }

    void tornado()
    {
        std::unique_ptr<QChart> chart(DecisionTornadoChartBuilder::build(m_scenario, m_plan, m_ranking));
        QCOMPARE(chart->series().size(), 1);
        auto *bars = seriesNamed<QHorizontalBarSeries>(chart.get(), QStringLiteral("tornado"));
        QVERIFY(bars);
        QCOMPARE(bars->count(), 2);
        QCOMPARE(bars->barSets().at(0)->count(), int(m_ranking.tornado.bars.size()));
        QCOMPARE(int(m_ranking.tornado.bars.size()), 6);
        // Largest swing drawn on top (last).
        const TornadoBar &first = m_ranking.tornado.bars.front();
        QCOMPARE(bars->barSets().at(1)->at(5), first.outputAtHigh - m_ranking.tornado.baseOutput);
    }

    void pareto()
    {
        std::unique_ptr<QChart> chart(DecisionParetoChartBuilder::build(m_plan, 0, 2));
        const std::vector<bool> set = paretoSet(m_plan.problem, {0, 2});
        const int inSet = int(std::count(set.begin(), set.end(), true));
        auto *front = seriesNamed<QScatterSeries>(chart.get(), QStringLiteral("pareto"));
        QVERIFY(front);
        QCOMPARE(front->count(), inSet);
        auto *others = seriesNamed<QScatterSeries>(chart.get(), QStringLiteral("others"));
        // Every option is drawn; those the gates keep out (the used RTX 4090s need more than their 64
        // GPUs) apart.
        const auto gatedOut = std::count_if(m_plan.options.begin(), m_plan.options.end(),
                                            [](const OptionResult &o) { return !o.gates.passed(); });
        QCOMPARE(gatedOut, 1);
        auto *gated = seriesNamed<QScatterSeries>(chart.get(), QStringLiteral("gated"));
        QVERIFY(gated);
        QCOMPARE(gated->count(), int(gatedOut));
        QCOMPARE(front->count() + (others ? others->count() : 0) + gated->count(), 6);
        QCOMPARE(chart->series().size(), others ? 3 : 2);
        std::unique_ptr<QChart> none(DecisionParetoChartBuilder::build(m_plan, 0, 99));
        QCOMPARE(none->series().size(), 0);
    }

    void probability()
    {
        std::unique_ptr<QChart> waiting(DecisionProbabilityChartBuilder::build(m_plan, nullptr));
        QCOMPARE(waiting->series().size(), 0);
        std::unique_ptr<QChart> chart(DecisionProbabilityChartBuilder::build(m_plan, &m_ranking));
        QCOMPARE(chart->series().size(), 1);
        auto *bars = seriesNamed<QHorizontalBarSeries>(chart.get(), QStringLiteral("probability"));
        QVERIFY(bars);
        QBarSet *set = bars->barSets().at(0);
        QCOMPARE(set->count(), 6);
        double sum = 0;
        for (int i = 0; i < set->count(); ++i)
            sum += set->at(i);
        QVERIFY(std::abs(sum - 100.0) < 1e-6);
        // Drawn bottom-up: the first option is the last bar.
        QCOMPARE(set->at(5), 100.0 * m_ranking.monteCarlo.probabilityFirst[0]);
    }

    void panel()
    {
        DecisionChartsPanel panel;
        panel.resize(900, 600);
        panel.setPlan(m_scenario, m_plan, m_run.get());
        QCOMPARE(panel.chart(DecisionChartsPanel::FleetTab)->series().size(), 13);
        QCOMPARE(panel.chart(DecisionChartsPanel::ProbabilityTab)->series().size(), 0);
        QCOMPARE(panel.paretoXCombo()->count(), 6);
        panel.paretoYCombo()->setCurrentIndex(1);
        QVERIFY(!panel.chart(DecisionChartsPanel::ParetoTab)->series().isEmpty());
        panel.setRanking(m_ranking);
        QCOMPARE(panel.chart(DecisionChartsPanel::ProbabilityTab)->series().size(), 1);
        QCOMPARE(panel.chart(DecisionChartsPanel::TornadoTab)->series().size(), 1);
    }
};

QTEST_MAIN(TestDecisionCharts)
#include "tst_decisioncharts.moc"
