#include "paretochartbuilder.h"

#include "chartstyle.h"
#include "paretofrontier.h"

#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>

namespace GpuPlan {

namespace {

struct Labelled
{
    QPointF value;
    QGraphicsSimpleTextItem *item = nullptr;
};

// Puts each label beside its point at the first of a few candidate spots that overlaps neither an
// earlier label nor leaves the plot area; the last candidate wins when all collide.
void placeLabels(QChart *chart, QXYSeries *series, const std::vector<Labelled> &labels)
{
    const QRectF area = chart->plotArea();
    std::vector<QRectF> taken;
    for (const Labelled &label : labels) {
        const QPointF at = chart->mapToPosition(label.value, series);
        const QRectF box = label.item->boundingRect();
        const double w = box.width();
        const double h = box.height();
        const std::array<QPointF, 8> candidates
            = {QPointF(at.x() + 9, at.y() - h - 2),         QPointF(at.x() + 9, at.y() + 2),
               QPointF(at.x() - w - 9, at.y() - h - 2),     QPointF(at.x() - w - 9, at.y() + 2),
               QPointF(at.x() + 9, at.y() - 2 * h - 4),     QPointF(at.x() + 9, at.y() + h + 4),
               QPointF(at.x() - w - 9, at.y() - 2 * h - 4), QPointF(at.x() - w - 9, at.y() + h + 4)};
        QRectF chosen(candidates.front(), box.size());
        for (const QPointF &topLeft : candidates) {
            const QRectF rect(topLeft, box.size());
            const bool inside = area.isEmpty() || area.contains(rect);
            const bool free
                = std::none_of(taken.begin(), taken.end(), [&](const QRectF &other) { return other.intersects(rect); });
            if (inside && free) {
                chosen = rect;
                break;
            }
        }
        taken.push_back(chosen);
        label.item->setPos(chosen.topLeft());
    }
}

QValueAxis *valueAxis(const QString &title, double largest)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    ChartStyle::setNiceRange(axis, largest * 1.05);
    return axis;
}

} // namespace

std::vector<ParetoChartBuilder::Point> ParetoChartBuilder::points(const std::vector<Estimate> &estimates,
                                                                  CostBasis basis,
                                                                  const UnitFormat::MoneyDisplay &money)
{
    const double perUsd = money.perUsd > 0 ? money.perUsd : 1.0;
    std::vector<Point> out;
    for (const Estimate &e : estimates) {
        const std::optional<double> &usdPerGpuHour = basis == CostBasis::Own ? e.ownUsdPerGpuHour : e.rentUsdPerGpuHour;
        if (!e.performance || !e.tokensPerSecondPerWatt || !usdPerGpuHour)
            continue;
        const double perHour = *usdPerGpuHour * std::max(1, e.workload.gpus) * perUsd;
        const double x = tokensPerSecondPerUsdPerHour(e.performance->throughputTokensPerSecond, perHour);
        const double y = *e.tokensPerSecondPerWatt;
        if (std::isfinite(x) && std::isfinite(y) && x > 0 && y > 0)
            out.push_back({e.skuId, QPointF(x, y)});
    }
    return out;
}

QChart *ParetoChartBuilder::build(const std::vector<Estimate> &estimates, const Catalog &catalog, CostBasis basis,
                                  const UnitFormat::MoneyDisplay &money)
{
    const QString model = estimates.empty() ? QString() : ChartStyle::modelName(catalog, estimates.front().modelId);
    const QString title = tr("Performance per %1 and per watt: %2").arg(money.currency, model);
    const QString details = estimates.empty() ? QString() : ChartStyle::workloadText(estimates.front().workload);
    const std::vector<Point> all = points(estimates, basis, money);
    if (all.empty()) {
        return ChartStyle::messageChart(title,
                                        basis == CostBasis::Own
                                            ? tr("No SKU that fits has both a purchase price and a power figure.")
                                            : tr("No SKU that fits has both a rental price and a power figure."));
    }

    std::vector<QPointF> values;
    for (const Point &p : all)
        values.push_back(p.value);
    const std::vector<std::size_t> frontier = paretoFrontier(values);
    std::vector<bool> onFrontier(all.size(), false);
    for (std::size_t i : frontier)
        onFrontier[i] = true;

    QChart *chart = ChartStyle::newChart(title, details);
    auto *others = new QScatterSeries;
    others->setObjectName(QStringLiteral("others"));
    others->setName(tr("Other SKUs"));
    others->setMarkerSize(10);
    others->setColor(QColor(0x90, 0xa4, 0xae));
    others->setBorderColor(QColor(0x54, 0x6e, 0x7a));
    auto *line = new QLineSeries;
    line->setObjectName(QStringLiteral("frontierLine"));
    line->setName(tr("Pareto frontier")); // its legend marker is hidden: the points' entry says it
    QPen linePen(QColor(0xe6, 0x51, 0x00));
    linePen.setWidthF(2);
    linePen.setStyle(Qt::DashLine);
    line->setPen(linePen);
    auto *best = new QScatterSeries;
    best->setObjectName(QStringLiteral("frontier"));
    best->setName(tr("Pareto frontier: no SKU is better on both axes"));
    best->setMarkerSize(16);
    best->setColor(QColor(0xe6, 0x51, 0x00));
    best->setBorderColor(QColor(0xbf, 0x36, 0x0c));

    auto names = std::make_shared<std::vector<std::pair<QPointF, QString>>>();
    double maxX = 0;
    double maxY = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (!onFrontier[i])
            others->append(all[i].value);
        names->emplace_back(all[i].value, ChartStyle::skuName(catalog, all[i].skuId));
        maxX = std::max(maxX, all[i].value.x());
        maxY = std::max(maxY, all[i].value.y());
    }
    std::vector<Labelled> labels;
    for (std::size_t i : frontier) {
        best->append(all[i].value);
        line->append(all[i].value);
        labels.push_back({all[i].value, ChartStyle::addText(chart, ChartStyle::skuName(catalog, all[i].skuId))});
    }

    const QString perHour = basis == CostBasis::Own ? tr("Output tokens/s per %1/hour owned (per useful GPU-hour)")
                                                    : tr("Output tokens/s per %1/hour rented (per useful GPU-hour)");
    QValueAxis *xAxis = valueAxis(perHour.arg(money.currency), maxX);
    QValueAxis *yAxis = valueAxis(tr("Output tokens/s per watt of board power"), maxY);
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);
    for (QXYSeries *s : std::initializer_list<QXYSeries *>{others, line, best}) {
        chart->addSeries(s);
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
        ChartStyle::showToolTips(s, [names](const QPointF &p) {
            for (const auto &[value, name] : *names) {
                if (value == p)
                    return name;
            }
            return QString();
        });
    }
    for (QLegendMarker *marker : chart->legend()->markers(line))
        marker->setVisible(false);
    ChartStyle::keepPlaced(chart, [chart, best, labels] { placeLabels(chart, best, labels); });
    return chart;
}

} // namespace GpuPlan
