#include "decisionchartspanel.h"

#include "chartstyle.h"
#include "decisionfleetchartbuilder.h"
#include "decisionlockinchartbuilder.h"
#include "decisionparetochartbuilder.h"
#include "decisionprobabilitychartbuilder.h"
#include "decisiontornadochartbuilder.h"
#include "item/decisiontext.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

namespace GpuPlan {

DecisionChartsPanel::DecisionChartsPanel(QWidget *parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_paretoX(new QComboBox(this))
    , m_paretoY(new QComboBox(this))
{
    for (int t = 0; t < TabCount; ++t) {
        m_views[std::size_t(t)] = new QChartView(this);
        m_views[std::size_t(t)]->setRenderHint(QPainter::Antialiasing);
        if (t == ParetoTab) {
            auto *page = new QWidget(this);
            auto *layout = new QVBoxLayout(page);
            layout->setContentsMargins(0, 4, 0, 0);
            auto *row = new QHBoxLayout;
            row->addWidget(m_paretoX, 1);
            row->addWidget(new QLabel(QStringLiteral("×"), page));
            row->addWidget(m_paretoY, 1);
            layout->addLayout(row);
            layout->addWidget(m_views[std::size_t(t)], 1);
            m_tabs->addTab(page, QString());
        } else {
            m_tabs->addTab(m_views[std::size_t(t)], QString());
        }
    }
    m_paretoX->setObjectName(QStringLiteral("paretoX"));
    m_paretoY->setObjectName(QStringLiteral("paretoY"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    connect(m_paretoX, &QComboBox::currentIndexChanged, this, &DecisionChartsPanel::rebuildPareto);
    connect(m_paretoY, &QComboBox::currentIndexChanged, this, &DecisionChartsPanel::rebuildPareto);
    retranslateUi();
    setPlan(m_scenario, m_plan);
}

DecisionChartsPanel::~DecisionChartsPanel() = default;

QChart *DecisionChartsPanel::chart(Tab tab) const
{
    return m_views[std::size_t(tab)]->chart();
}

void DecisionChartsPanel::setChart(Tab tab, QChart *chart)
{
    QChartView *view = m_views[std::size_t(tab)];
    QChart *old = view->chart();
    view->setChart(chart);
    delete old;
}

void DecisionChartsPanel::setPlan(const Scenario &scenario, const DecisionPlan &plan)
{
    m_scenario = scenario;
    m_plan = plan;
    setChart(FleetTab, DecisionFleetChartBuilder::build(scenario, plan));
    setChart(LockInTab, DecisionLockInChartBuilder::build(plan));
    const QString waiting = tr("Press Rank to run the sensitivity analysis and the Monte Carlo.");
    setChart(TornadoTab, ChartStyle::messageChart(tr("Tornado"), waiting));
    setChart(ProbabilityTab, DecisionProbabilityChartBuilder::build(plan, nullptr));
    // Keep the chosen criteria when they still exist; default to the first two.
    const QString x = m_paretoX->currentData().toString();
    const QString y = m_paretoY->currentData().toString();
    const QSignalBlocker bx(m_paretoX);
    const QSignalBlocker by(m_paretoY);
    m_paretoX->clear();
    m_paretoY->clear();
    for (const Criterion &c : plan.problem.criteria) {
        const QString id = QString::fromStdString(c.id);
        m_paretoX->addItem(DecisionText::criterionName(c.id), id);
        m_paretoY->addItem(DecisionText::criterionName(c.id), id);
    }
    const int ix = m_paretoX->findData(x);
    const int iy = m_paretoY->findData(y);
    m_paretoX->setCurrentIndex(ix >= 0 ? ix : 0);
    m_paretoY->setCurrentIndex(iy >= 0 ? iy : std::min(2, m_paretoY->count() - 1));
    rebuildPareto();
}

void DecisionChartsPanel::setRanking(const DecisionRanking &ranking)
{
    setChart(TornadoTab, DecisionTornadoChartBuilder::build(m_scenario, m_plan, ranking));
    setChart(ProbabilityTab, DecisionProbabilityChartBuilder::build(m_plan, &ranking));
}

void DecisionChartsPanel::rebuildPareto()
{
    setChart(ParetoTab, DecisionParetoChartBuilder::build(m_plan, m_paretoX->currentIndex(), m_paretoY->currentIndex()));
}

void DecisionChartsPanel::retranslateUi()
{
    m_tabs->setTabText(FleetTab, tr("Fleet size"));
    m_tabs->setTabText(LockInTab, tr("Lock-in"));
    m_tabs->setTabText(TornadoTab, tr("Tornado"));
    m_tabs->setTabText(ParetoTab, tr("Pareto"));
    m_tabs->setTabText(ProbabilityTab, tr("Rank probability"));
    m_paretoX->setToolTip(tr("Criterion on the horizontal axis"));
    m_paretoY->setToolTip(tr("Criterion on the vertical axis"));
}

void DecisionChartsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace GpuPlan
