#include "vrambreakdownchartbuilder.h"

#include "chartstyle.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace GpuPlan {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

} // namespace

std::vector<std::size_t> VramBreakdownChartBuilder::selection(const std::vector<Estimate> &estimates, int maxBars)
{
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < estimates.size(); ++i) {
        if (estimates[i].fit.perGpu.capacity > 0)
            order.push_back(i);
    }
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return estimates[a].fit.perGpu.capacity > estimates[b].fit.perGpu.capacity;
    });
    if (order.size() > static_cast<std::size_t>(std::max(0, maxBars)))
        order.resize(static_cast<std::size_t>(std::max(0, maxBars)));
    std::reverse(order.begin(), order.end()); // bar 0 is drawn at the bottom
    return order;
}

QChart *VramBreakdownChartBuilder::build(const std::vector<Estimate> &estimates, const Catalog &catalog, int maxBars)
{
    const QString model = estimates.empty() ? QString() : ChartStyle::modelName(catalog, estimates.front().modelId);
    const QString title = tr("Memory per GPU: %1").arg(model);
    const std::vector<std::size_t> bars = selection(estimates, maxBars);
    if (bars.empty())
        return ChartStyle::messageChart(title, tr("No SKU with a known memory size to show."));

    QChart *chart = ChartStyle::newChart(title, ChartStyle::workloadText(estimates.front().workload));
    auto *series = new QHorizontalStackedBarSeries;
    series->setObjectName(QStringLiteral("vramBreakdown"));
    series->setBarWidth(0.6);
    const std::array<QString, 4> setNames
        = {tr("Weights"), tr("KV cache"), tr("Activations"), tr("Runtime and reserve")};
    const std::array<QColor, 4> setColors
        = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd), QColor(0x9e, 0x9e, 0x9e)};
    std::array<QBarSet *, 4> sets{};
    for (std::size_t s = 0; s < sets.size(); ++s) {
        sets[s] = new QBarSet(setNames[s]);
        sets[s]->setColor(setColors[s]);
        sets[s]->setBorderColor(setColors[s].darker(120));
    }

    QStringList categories;
    double largest = 0;
    for (std::size_t index : bars) {
        const Estimate &e = estimates[index];
        const VramBreakdown &b = e.fit.perGpu;
        sets[0]->append(b.weights / kGiB);
        sets[1]->append(b.kv / kGiB);
        sets[2]->append(b.activations / kGiB);
        sets[3]->append(b.runtime / kGiB);
        largest = std::max({largest, b.total() / kGiB, b.capacity / kGiB});
        const QString name = ChartStyle::skuName(catalog, e.skuId);
        const int gpus = std::max(1, e.workload.gpus);
        QString label = gpus > 1 ? tr("%1 (%2 GPUs)").arg(name).arg(gpus) : name;
        if (!e.fit.fits)
            label = tr("%1: does not fit").arg(label);
        categories << label;
    }
    for (QBarSet *set : sets)
        series->append(set);
    chart->addSeries(series);

    auto *categoryAxis = new QBarCategoryAxis;
    categoryAxis->append(categories);
    categoryAxis->setGridLineVisible(false);
    auto *valueAxis = new QValueAxis;
    valueAxis->setTitleText(tr("GiB per GPU"));
    ChartStyle::setNiceRange(valueAxis, largest, 8);
    chart->addAxis(categoryAxis, Qt::AlignLeft);
    chart->addAxis(valueAxis, Qt::AlignBottom);
    series->attachAxis(categoryAxis);
    series->attachAxis(valueAxis);

    // The usable capacity as a tick across each bar; the y values are bar indices on the category axis.
    QPen capacityPen(QColor(0x21, 0x21, 0x21));
    capacityPen.setWidthF(3);
    for (std::size_t bar = 0; bar < bars.size(); ++bar) {
        const double capacity = estimates[bars[bar]].fit.perGpu.capacity / kGiB;
        const double y = static_cast<double>(bar);
        auto *tick = new QLineSeries;
        tick->setObjectName(QStringLiteral("capacity"));
        tick->setName(tr("Usable capacity"));
        tick->setPen(capacityPen);
        tick->append(capacity, y - 0.42);
        tick->append(capacity, y + 0.42);
        chart->addSeries(tick);
        tick->attachAxis(categoryAxis);
        tick->attachAxis(valueAxis);
        if (bar > 0) {
            for (QLegendMarker *marker : chart->legend()->markers(tick))
                marker->setVisible(false);
        }
    }
    return chart;
}

} // namespace GpuPlan
