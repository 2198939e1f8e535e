// X/y charts: scatter points with labels placed to avoid each other where there is room, a series
// drawn as a line (a Pareto frontier), and line charts with dashed series and reference lines.

#include "report/reportchartaxes.h"
#include "report/reportchartkinds.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace GpuPlan::ReportPaint {

namespace {

bool finitePoint(const QPointF &point) { return std::isfinite(point.x()) && std::isfinite(point.y()); }

std::pair<ReportAxis, ReportAxis> axes(const ReportChart &chart)
{
    double xMin = INFINITY, xMax = -INFINITY, yMin = INFINITY, yMax = -INFINITY;
    for (const ReportSeries &series : chart.series) {
        for (const QPointF &point : series.points) {
            if (!finitePoint(point))
                continue;
            xMin = std::min(xMin, point.x());
            xMax = std::max(xMax, point.x());
            yMin = std::min(yMin, point.y());
            yMax = std::max(yMax, point.y());
        }
    }
    if (chart.referenceX && std::isfinite(*chart.referenceX)) {
        xMin = std::min(xMin, *chart.referenceX);
        xMax = std::max(xMax, *chart.referenceX);
    }
    if (chart.referenceY && std::isfinite(*chart.referenceY)) {
        yMin = std::min(yMin, *chart.referenceY);
        yMax = std::max(yMax, *chart.referenceY);
    }
    if (chart.kind == ReportChartKind::Lines && yMin >= 0)
        yMin = 0; // amounts (GPUs, dollars) read against zero
    if (chart.kind == ReportChartKind::Scatter) {
        // Room around the outermost points for their markers and labels.
        const double xPad = (xMax - xMin) * 0.04, yPad = (yMax - yMin) * 0.06;
        xMin -= xPad;
        xMax += xPad;
        yMin -= yPad;
        yMax += yPad;
    }
    return {ReportAxis::nice(xMin, xMax, 6), ReportAxis::nice(yMin, yMax, 5)};
}

/// Places the label of each scatter point beside it: the first of eight positions (right, left, above,
/// below, then the diagonals) that stays in the plot and overlaps no other label or point; when none
/// does, the one at the right, as close as it gets.
void paintPointLabels(QPainter &p, const ReportChart &chart, const QRectF &plot,
                      const std::function<QPointF(const QPointF &)> &toPage, const ReportStyle &s)
{
    const QFont font = ReportStyle::font(6.5);
    const QFontMetricsF metrics(font, p.device());
    const double r = s.pt(3);
    QVector<QRectF> occupied;
    for (const ReportSeries &series : chart.series) {
        for (const QPointF &point : series.points) {
            if (finitePoint(point)) {
                const QPointF c = toPage(point);
                occupied.append(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r));
            }
        }
    }
    p.setFont(font);
    p.setPen(ReportStyle::textColor());
    for (const ReportSeries &series : chart.series) {
        for (int i = 0; i < series.points.size() && i < series.pointLabels.size(); ++i) {
            const QString &text = series.pointLabels.at(i);
            if (text.isEmpty() || !finitePoint(series.points.at(i)))
                continue;
            const QPointF c = toPage(series.points.at(i));
            const double w = metrics.horizontalAdvance(text), h = metrics.height();
            const QRectF candidates[] = {
                QRectF(c.x() + r + s.pt(1), c.y() - h / 2, w, h), QRectF(c.x() - r - s.pt(1) - w, c.y() - h / 2, w, h),
                QRectF(c.x() - w / 2, c.y() - r - h, w, h),       QRectF(c.x() - w / 2, c.y() + r, w, h),
                QRectF(c.x() + r, c.y() - r - h, w, h),           QRectF(c.x() + r, c.y() + r, w, h),
                QRectF(c.x() - r - w, c.y() - r - h, w, h),       QRectF(c.x() - r - w, c.y() + r, w, h),
            };
            QRectF chosen = candidates[0];
            bool found = false;
            for (const QRectF &candidate : candidates) {
                if (!plot.contains(candidate))
                    continue;
                if (std::none_of(occupied.begin(), occupied.end(),
                                 [&](const QRectF &other) { return other.intersects(candidate); })) {
                    chosen = candidate;
                    found = true;
                    break;
                }
            }
            if (!found && !plot.contains(chosen))
                chosen.moveRight(std::min(chosen.right(), plot.right())); // keep it on the page
            occupied.append(chosen);
            p.drawText(QPointF(chosen.left(), chosen.top() + metrics.ascent()), text);
        }
    }
}

} // namespace

void paintXYChart(QPainter &p, const ReportChart &chart, const QRectF &rect, const ReportChartContext &context)
{
    const ReportStyle &s = *context.style;
    const auto [xAxis, yAxis] = axes(chart);
    p.setFont(s.small);
    const QFontMetricsF metrics(s.small, p.device());
    double yLabelWidth = 0;
    for (double tick : yAxis.ticks())
        yLabelWidth = std::max(yLabelWidth, metrics.horizontalAdvance(yAxis.label(tick, context.locale)));
    const double small = metrics.lineSpacing();
    const bool hasYTitle = !chart.yTitle.isEmpty();
    const double left = rect.left() + (hasYTitle ? small * 2 + s.pt(4) : 0.0) + yLabelWidth + s.pt(4);
    const ReportTextLines xTitle = wrapText(chart.xTitle, s.small, rect.width(), s.device());
    const double bottom = rect.bottom() - small - s.pt(3) - (xTitle.lines.isEmpty() ? 0.0 : xTitle.height() + s.pt(2));
    const double top = rect.top() + (chart.referenceX ? small + s.pt(3) : s.pt(4));
    const QRectF plot(QPointF(left, top), QPointF(rect.right() - s.pt(8), bottom));
    auto toPage = [&, xa = xAxis, ya = yAxis](const QPointF &v) {
        return QPointF(xa.map(v.x(), plot.left(), plot.right()), ya.map(v.y(), plot.bottom(), plot.top()));
    };

    // Grid, ticks and axis titles.
    for (double tick : xAxis.ticks()) {
        const double x = xAxis.map(tick, plot.left(), plot.right());
        p.setPen(gridPen(s));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        const QString label = xAxis.label(tick, context.locale);
        const double w = metrics.horizontalAdvance(label);
        p.setPen(ReportStyle::mutedColor());
        p.drawText(
            QPointF(std::clamp(x - w / 2, rect.left(), rect.right() - w), plot.bottom() + s.pt(2) + metrics.ascent()),
            label);
    }
    for (double tick : yAxis.ticks()) {
        const double y = yAxis.map(tick, plot.bottom(), plot.top());
        p.setPen(gridPen(s));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        const QString label = yAxis.label(tick, context.locale);
        p.setPen(ReportStyle::mutedColor());
        p.drawText(
            QPointF(plot.left() - s.pt(4) - metrics.horizontalAdvance(label), y + metrics.ascent() / 2 - s.pt(1)),
            label);
    }
    p.setPen(axisPen(s));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.bottomLeft(), plot.topLeft());
    p.setPen(ReportStyle::textColor());
    drawLines(p, xTitle, QPointF(plot.left(), plot.bottom() + small + s.pt(4)), plot.width(), Qt::AlignHCenter);
    if (hasYTitle) {
        const ReportTextLines yTitle = wrapText(chart.yTitle, s.small, plot.height(), s.device());
        p.save();
        p.translate(rect.left(), plot.bottom());
        p.rotate(-90);
        drawLines(p, yTitle, QPointF(0, small * 2 - yTitle.height()), plot.height(), Qt::AlignHCenter, 0, 2);
        p.restore();
    }

    // Series, clipped to the plot.
    p.save();
    p.setClipRect(plot.adjusted(-s.pt(4), -s.pt(4), s.pt(4), s.pt(4)));
    for (int i = 0; i < chart.series.size(); ++i) {
        const ReportSeries &series = chart.series.at(i);
        const QColor color = ReportStyle::seriesColor(i);
        const bool asLine = chart.kind == ReportChartKind::Lines || series.line;
        if (asLine) {
            QPainterPath path;
            bool open = false;
            for (const QPointF &point : series.points) {
                if (!finitePoint(point)) {
                    open = false;
                    continue;
                }
                open ? path.lineTo(toPage(point)) : path.moveTo(toPage(point));
                open = true;
            }
            p.setPen(QPen(color, s.pt(1.6), series.dashed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p.setBrush(Qt::NoBrush);
            p.drawPath(path);
        }
        const bool markers = chart.kind == ReportChartKind::Scatter || series.points.size() <= 24;
        if (!markers)
            continue;
        p.setPen(QPen(Qt::white, s.pt(0.6)));
        p.setBrush(color);
        const double r = chart.kind == ReportChartKind::Scatter && !series.line ? s.pt(2.8) : s.pt(1.8);
        for (const QPointF &point : series.points) {
            if (finitePoint(point))
                p.drawEllipse(toPage(point), r, r);
        }
    }
    p.restore();

    // Reference lines, labelled: a vertical one above the plot, a horizontal one at its right end.
    p.setFont(s.small);
    const QString label = chart.referenceLabel;
    if (chart.referenceX && std::isfinite(*chart.referenceX)) {
        const double x = xAxis.map(*chart.referenceX, plot.left(), plot.right());
        p.setPen(referencePen(s));
        p.drawLine(QPointF(x, plot.top() - s.pt(2)), QPointF(x, plot.bottom()));
        const QString text = label.isEmpty() ? chartValueText(*chart.referenceX, context.locale) : label;
        const double w = metrics.horizontalAdvance(text);
        p.setPen(referencePen(s).color());
        p.drawText(
            QPointF(std::clamp(x - w / 2, rect.left(), rect.right() - w), plot.top() - s.pt(3) - metrics.descent()),
            text);
    }
    if (chart.referenceY && std::isfinite(*chart.referenceY)) {
        const double y = yAxis.map(*chart.referenceY, plot.bottom(), plot.top());
        p.setPen(referencePen(s));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        // Both reference lines share one label: the horizontal one names itself only when alone.
        const QString text
            = (label.isEmpty() || chart.referenceX) ? chartValueText(*chart.referenceY, context.locale) : label;
        const double w = metrics.horizontalAdvance(text);
        p.setPen(referencePen(s).color());
        p.drawText(QPointF(plot.right() - w - s.pt(2), y - s.pt(2) - metrics.descent()), text);
    }
    if (chart.kind == ReportChartKind::Scatter)
        paintPointLabels(p, chart, plot, toPage, s);
}

} // namespace GpuPlan::ReportPaint
