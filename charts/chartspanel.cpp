#include "chartspanel.h"

#include "chartstyle.h"
#include "fitheatmapchartbuilder.h"
#include "ownvsrentchartbuilder.h"
#include "paretochartbuilder.h"
#include "vrambreakdownchartbuilder.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLocale>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace GpuPlan {

ChartsPanel::ChartsPanel(QWidget *parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    for (int tab = 0; tab < TabCount; ++tab) {
        auto *view = new QChartView;
        view->setRenderHint(QPainter::Antialiasing);
        view->setObjectName(QStringLiteral("chartView%1").arg(tab));
        m_views[static_cast<std::size_t>(tab)] = view;
        if (tab == FitTab) {
            // 64 SKU rows need more height than a page has: the heatmap scrolls instead of squeezing.
            m_fitScroll = new QScrollArea;
            m_fitScroll->setWidgetResizable(true);
            m_fitScroll->setFrameShape(QFrame::NoFrame);
            m_fitScroll->setWidget(view);
            m_tabs->addTab(m_fitScroll, QString());
        } else {
            m_tabs->addTab(view, QString());
        }
    }
    retranslateUi();
    rebuild();
}

ChartsPanel::~ChartsPanel() = default;

void ChartsPanel::setData(const std::vector<Estimate> &estimates, const Catalog &catalog, const Workload &workload,
                          const CostAssumptions &costs)
{
    m_estimates = estimates;
    m_catalog = catalog;
    m_workload = workload;
    m_costs = costs;
    m_hasData = true;
    rebuild();
}

void ChartsPanel::setMoneyDisplay(const UnitFormat::MoneyDisplay &money)
{
    m_money = money;
    rebuild();
}

void ChartsPanel::setHeatmapModels(const std::vector<std::string> &modelIds)
{
    m_heatmapModels = modelIds;
    rebuild();
}

const Estimate *ChartsPanel::ownVsRentSubject(const std::vector<Estimate> &estimates)
{
    const Estimate *best = nullptr;
    double bestCost = std::numeric_limits<double>::infinity();
    for (const Estimate &e : estimates) {
        if (!e.purchasePrice || !e.rentalPrice || !e.ownUsdPerMillionTokens || !e.rentUsdPerMillionTokens)
            continue;
        const double cost = std::min(*e.ownUsdPerMillionTokens, *e.rentUsdPerMillionTokens);
        if (cost < bestCost) {
            bestCost = cost;
            best = &e;
        }
    }
    return best;
}

QChart *ChartsPanel::chart(Tab tab) const
{
    return tab >= 0 && tab < TabCount ? m_views[static_cast<std::size_t>(tab)]->chart() : nullptr;
}

void ChartsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        rebuild(); // chart titles, axes and legends are built translated
    }
    QWidget::changeEvent(event);
}

void ChartsPanel::retranslateUi()
{
    m_tabs->setTabText(VramTab, tr("Memory per GPU"));
    m_tabs->setTabText(FitTab, tr("Which models fit"));
    m_tabs->setTabText(ParetoTab, tr("Per cost and per watt"));
    m_tabs->setTabText(OwnVsRentTab, tr("Own vs rent"));
}

void ChartsPanel::setChart(Tab tab, QChart *chart)
{
    QChartView *view = m_views[static_cast<std::size_t>(tab)];
    QChart *old = view->chart();
    view->setChart(chart); // releases the old chart without deleting it
    delete old;
}

void ChartsPanel::rebuild()
{
    if (!m_hasData) {
        const QString none = tr("Choose a model and a workload to see the charts.");
        setChart(VramTab, ChartStyle::messageChart(tr("Memory per GPU"), none));
        setChart(FitTab, ChartStyle::messageChart(tr("Which models fit"), none));
        setChart(ParetoTab, ChartStyle::messageChart(tr("Per cost and per watt"), none));
        setChart(OwnVsRentTab, OwnVsRentChartBuilder::buildMessage(none));
        return;
    }
    setChart(VramTab, VramBreakdownChartBuilder::build(m_estimates, m_catalog));

    std::vector<const GpuSku *> skus;
    for (const Estimate &e : m_estimates) {
        if (const GpuSku *sku = m_catalog.findSku(e.skuId))
            skus.push_back(sku);
    }
    // Largest memory at the top: the fit boundary then reads as a staircase.
    std::stable_sort(skus.begin(), skus.end(),
                     [](const GpuSku *a, const GpuSku *b) { return usableMemoryBytes(*a) > usableMemoryBytes(*b); });
    std::vector<std::string> skuIds;
    for (const GpuSku *sku : skus)
        skuIds.push_back(sku->id);
    const std::vector<std::string> models = !m_heatmapModels.empty()
        ? m_heatmapModels
        : FitHeatmapChartBuilder::defaultModels(m_catalog,
                                                m_estimates.empty() ? std::string() : m_estimates.front().modelId);
    setChart(FitTab, FitHeatmapChartBuilder::build(m_catalog, skuIds, models, m_workload));
    m_views[FitTab]->setMinimumHeight(FitHeatmapChartBuilder::preferredHeight(static_cast<int>(skuIds.size())));

    // Owning needs a purchase price, renting a cloud rate: more SKUs have the first, so it is the
    // default, and renting stands in when no SKU can be owned.
    const bool canOwn = !ParetoChartBuilder::points(m_estimates, ParetoChartBuilder::CostBasis::Own, m_money).empty();
    setChart(ParetoTab,
             ParetoChartBuilder::build(
                 m_estimates, m_catalog,
                 canOwn ? ParetoChartBuilder::CostBasis::Own : ParetoChartBuilder::CostBasis::Rent, m_money));
    setChart(OwnVsRentTab, buildOwnVsRent());
}

QChart *ChartsPanel::buildOwnVsRent() const
{
    const Estimate *e = ownVsRentSubject(m_estimates);
    if (!e)
        return OwnVsRentChartBuilder::buildMessage(tr("No SKU has both a purchase and a rental price."));
    const GpuSku *sku = m_catalog.findSku(e->skuId);
    OwnershipInputs own = m_costs.ownership;
    own.gpuPriceUsd = e->purchasePrice->amount;
    own.gpuPowerWatts = sku && sku->tdpWatts ? *sku->tdpWatts : 0.0;
    RentalInputs rent;
    rent.usdPerGpuHour = e->rentalPrice->amount;
    rent.kind = e->rentalPrice->kind;
    rent.spotInterruptionOverhead = m_costs.spotInterruptionOverhead;
    const int gpus = std::max(1, e->workload.gpus);
    const OwnVsRent comparison = compareOwnVsRent(own, rent, gpus, m_costs.utilisation);
    const QLocale locale;
    const QString gpuCount = gpus == 1 ? tr("%n GPU", nullptr, gpus) : tr("%n GPUs", nullptr, gpus);
    const QString details = tr("%1 busy %2 % of the time, bought at %3 or rented at %4 per hour (%5)")
                                .arg(gpuCount, locale.toString(m_costs.utilisation * 100, 'f', 0),
                                     UnitFormat::moneyIn(own.gpuPriceUsd, QStringLiteral("USD"), m_money),
                                     UnitFormat::moneyIn(rent.usdPerGpuHour, QStringLiteral("USD"), m_money),
                                     UnitFormat::priceKindName(rent.kind));
    return OwnVsRentChartBuilder::build(comparison, ChartStyle::skuName(m_catalog, e->skuId), details, m_money);
}

} // namespace GpuPlan
