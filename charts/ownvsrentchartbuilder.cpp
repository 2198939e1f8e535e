#include "ownvsrentchartbuilder.h"

#include "chartstyle.h"

#include <QChart>
#include <QFont>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>

namespace GpuPlan {

namespace {

const QString kUsd = QStringLiteral("USD");

QLineSeries *costSeries(const std::vector<double> &cumulativeUsd, double scale, const QColor &color)
{
    auto *series = new QLineSeries;
    QPen pen(color);
    pen.setWidthF(2.5);
    series->setPen(pen);
    for (std::size_t month = 0; month < cumulativeUsd.size(); ++month)
        series->append(static_cast<double>(month), cumulativeUsd[month] * scale);
    return series;
}

} // namespace

QChart *OwnVsRentChartBuilder::buildMessage(const QString &reason)
{
    return ChartStyle::messageChart(tr("Own vs rent"), reason);
}

QChart *OwnVsRentChartBuilder::build(const OwnVsRent &comparison, const QString &subject, const QString &details,
                                     const UnitFormat::MoneyDisplay &money)
{
    const std::size_t months = std::min(comparison.cumulativeOwnUsd.size(), comparison.cumulativeRentUsd.size());
    if (months == 0)
        return buildMessage(tr("There are no months to compare."));

    const double perUsd = money.perUsd > 0 ? money.perUsd : 1.0;
    double largest = 0;
    for (std::size_t m = 0; m < months; ++m)
        largest
            = std::max({largest, comparison.cumulativeOwnUsd[m] * perUsd, comparison.cumulativeRentUsd[m] * perUsd});
    // Axis labels in thousands or millions stay short; the unit goes in the axis title.
    double unit = 1;
    QString yTitle = tr("Cumulative cost (%1)").arg(money.currency);
    if (largest >= 1e7) {
        unit = 1e6;
        yTitle = tr("Cumulative cost (million %1)").arg(money.currency);
    } else if (largest >= 1e4) {
        unit = 1e3;
        yTitle = tr("Cumulative cost (thousand %1)").arg(money.currency);
    }
    const double scale = perUsd / unit;

    QChart *chart = ChartStyle::newChart(tr("Own vs rent: %1").arg(subject), details);
    QLineSeries *own = costSeries(comparison.cumulativeOwnUsd, scale, QColor(0x1f, 0x77, 0xb4));
    own->setObjectName(QStringLiteral("own"));
    own->setName(tr("Owning (present value %1)").arg(UnitFormat::moneyIn(comparison.npvOwnUsd, kUsd, money)));
    QLineSeries *rent = costSeries(comparison.cumulativeRentUsd, scale, QColor(0xd6, 0x27, 0x28));
    rent->setObjectName(QStringLiteral("rent"));
    rent->setName(tr("Renting (present value %1)").arg(UnitFormat::moneyIn(comparison.npvRentUsd, kUsd, money)));

    const double lastMonth = static_cast<double>(months - 1);
    auto *xAxis = new QValueAxis;
    xAxis->setTitleText(tr("Month"));
    xAxis->setRange(0, std::max(1.0, lastMonth));
    xAxis->setLabelFormat(QStringLiteral("%.0f"));
    xAxis->setTickType(QValueAxis::TicksDynamic);
    xAxis->setTickAnchor(0);
    xAxis->setTickInterval(lastMonth > 36 ? 12 : lastMonth > 12 ? 6 : 1);
    auto *yAxis = new QValueAxis;
    yAxis->setTitleText(yTitle);
    ChartStyle::setNiceRange(yAxis, largest / unit);
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);
    for (QLineSeries *s : {own, rent}) {
        chart->addSeries(s);
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    }

    QString labelText;
    QLineSeries *marker = nullptr;
    if (comparison.breakEvenMonth) {
        const double month = *comparison.breakEvenMonth;
        labelText = tr("break-even: month %1").arg(*comparison.breakEvenMonth);
        marker = new QLineSeries;
        marker->setObjectName(QStringLiteral("breakEven"));
        marker->setName(labelText);
        QPen pen(QColor(0x42, 0x42, 0x42));
        pen.setWidthF(1.5);
        pen.setStyle(Qt::DashLine);
        marker->setPen(pen);
        marker->append(month, yAxis->min());
        marker->append(month, yAxis->max());
        chart->addSeries(marker);
        marker->attachAxis(xAxis);
        marker->attachAxis(yAxis);
    } else {
        labelText = tr("owning never breaks even in %n months", nullptr, static_cast<int>(lastMonth));
    }
    QGraphicsSimpleTextItem *label = ChartStyle::addText(chart, labelText);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    const double top = yAxis->max();
    ChartStyle::keepPlaced(chart, [chart, label, marker, top] {
        const QRectF area = chart->plotArea();
        const QRectF box = label->boundingRect();
        if (!marker) {
            label->setPos(area.left() + 12, area.top() + 8);
            return;
        }
        const QPointF at = chart->mapToPosition(QPointF(marker->at(0).x(), top), marker);
        const double x = at.x() + 6 + box.width() <= area.right() ? at.x() + 6 : at.x() - 6 - box.width();
        label->setPos(x, area.top() + 8);
    });
    return chart;
}

} // namespace GpuPlan
