#pragma once

#include "core/decision/decisionrun.h"

#include <QWidget>

#include <array>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
class QComboBox;
class QTabWidget;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * The Decision page's charts in tabs: fleet size against the request rate, the lock-in radar, the
 * tornado, the Pareto scatter of two chosen criteria and the rank probabilities. The app embeds this
 * widget and includes no Qt Charts header.
 */
class DecisionChartsPanel : public QWidget
{
    Q_OBJECT

public:
    enum Tab { FleetTab, LockInTab, TornadoTab, ParetoTab, ProbabilityTab, TabCount };
    Q_ENUM(Tab)

    explicit DecisionChartsPanel(QWidget *parent = nullptr);
    ~DecisionChartsPanel() override;

    /// A new plan: redraws the plan's charts; the tornado and probabilities wait for setRanking().
    void setPlan(const Scenario &scenario, const DecisionPlan &plan);
    /// The ranking of the current plan (rank() finished): draws the tornado and the probabilities.
    void setRanking(const DecisionRanking &ranking);

    QTabWidget *tabWidget() const { return m_tabs; }
    QChart *chart(Tab tab) const;
    QComboBox *paretoXCombo() const { return m_paretoX; }
    QComboBox *paretoYCombo() const { return m_paretoY; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void setChart(Tab tab, QChart *chart);
    void rebuildPareto();
    void retranslateUi();

    QTabWidget *m_tabs = nullptr;
    std::array<QChartView *, TabCount> m_views{};
    QComboBox *m_paretoX = nullptr;
    QComboBox *m_paretoY = nullptr;
    Scenario m_scenario;
    DecisionPlan m_plan;
};

} // namespace GpuPlan
