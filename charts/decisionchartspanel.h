#pragma once

#include "core/decision/decisionrun.h"

#include <QWidget>

#include <array>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
class QComboBox;
class QAction;
class QPoint;
class QToolButton;
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
    /// The fleet chart re-plans over the peak rate with @p run (the run of @p plan); none without it.
    void setPlan(const Scenario &scenario, const DecisionPlan &plan, const DecisionRun *run = nullptr);
    /// The ranking of the current plan (rank() finished): draws the tornado and the probabilities.
    void setRanking(const DecisionRanking &ranking);

    QTabWidget *tabWidget() const { return m_tabs; }
    QChart *chart(Tab tab) const;
    QComboBox *paretoXCombo() const { return m_paretoX; }
    QComboBox *paretoYCombo() const { return m_paretoY; }
    /// The chart on the tab shown now.
    QChart *currentChart() const;
    /// Writes the chart shown now to @p path, as SVG when @p path ends in ".svg", else as PNG at twice the
    /// screen resolution. False with a translated reason in @p error.
    bool exportCurrentChart(const QString &path, QString *error = nullptr) const;

Q_SIGNALS:
    /// A chart was written (or failed to be), for the status bar.
    void statusMessage(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void setChart(Tab tab, QChart *chart);
    void showContextMenu(QWidget *view, const QPoint &pos);
    void chooseAndExport(bool svg);
    void rebuildPareto();
    void retranslateUi();

    QTabWidget *m_tabs = nullptr;
    std::array<QChartView *, TabCount> m_views{};
    QComboBox *m_paretoX = nullptr;
    QComboBox *m_paretoY = nullptr;
    QToolButton *m_exportButton = nullptr;
    QAction *m_exportPngAction = nullptr;
    QAction *m_exportSvgAction = nullptr;
    Scenario m_scenario;
    DecisionPlan m_plan;
};

} // namespace GpuPlan
