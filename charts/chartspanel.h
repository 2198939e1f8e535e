#pragma once

#include "core/estimator.h"
#include "item/unitformat.h"

#include <QWidget>

#include <array>
#include <string>
#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
class QScrollArea;
class QTabWidget;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * The four sizing charts in tabs: memory per GPU, which models fit, performance per cost and per watt,
 * and own vs rent. The one charts widget the app embeds; its header names no Qt Charts type beyond
 * forward declarations, so the app needs no Qt Charts include.
 */
class ChartsPanel : public QWidget
{
    Q_OBJECT

public:
    enum Tab { VramTab, FitTab, ParetoTab, OwnVsRentTab, TabCount };
    Q_ENUM(Tab)

    explicit ChartsPanel(QWidget *parent = nullptr);
    ~ChartsPanel() override;

    /**
     * Rebuilds every chart for @p estimates (one model on the SKUs shown, as Estimator::sweep gives).
     * The heatmap crosses those SKUs with heatmapModels() for @p workload; own vs rent compares the
     * estimate with the lowest cost per million tokens (own or rent) among those with both a purchase
     * and a rental price.
     */
    void setData(const std::vector<Estimate> &estimates, const Catalog &catalog, const Workload &workload,
                 const CostAssumptions &costs);
    /// Money in the user's currency; rebuilds the charts that show money.
    void setMoneyDisplay(const UnitFormat::MoneyDisplay &money);
    /// The heatmap's model columns; empty (the default) picks FitHeatmapChartBuilder::defaultModels.
    void setHeatmapModels(const std::vector<std::string> &modelIds);

    /// The estimate own vs rent is drawn for, or nullptr: see setData().
    static const Estimate *ownVsRentSubject(const std::vector<Estimate> &estimates);

    QTabWidget *tabWidget() const { return m_tabs; }
    QChart *chart(Tab tab) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void rebuild();
    void setChart(Tab tab, QChart *chart);
    QChart *buildOwnVsRent() const;

    QTabWidget *m_tabs = nullptr;
    QScrollArea *m_fitScroll = nullptr;
    std::array<QChartView *, TabCount> m_views{};

    bool m_hasData = false;
    std::vector<Estimate> m_estimates;
    Catalog m_catalog;
    Workload m_workload;
    CostAssumptions m_costs;
    UnitFormat::MoneyDisplay m_money;
    std::vector<std::string> m_heatmapModels;
};

} // namespace GpuPlan
