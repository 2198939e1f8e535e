// Category charts as horizontal bars: grouped bars, stacked bars and the tornado (low and high
// results of each input around the base), with the category names wrapped on the left and the value
// axis at the bottom.

#include "report/reportchartaxes.h"
#include "report/reportchartkinds.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace GpuPlan::ReportPaint {

namespace {

struct CategoryLayout
{
    double labelWidth = 0;
    QVector<ReportTextLines> labels;
    QVector<double> bands; ///< height of each category's band
    double barThickness = 0;
    double topBand = 0;  ///< room for the reference or base label above the bars
    double axisBand = 0; ///< tick labels and the value title below
    ReportTextLines valueTitle;
};

int barsPerBand(const ReportChart &chart)
{
    return chart.kind == ReportChartKind::Bars ? std::max(1, static_cast<int>(chart.series.size())) : 1;
}

QString valueTitle(const ReportChart &chart)
{
    const QString first = chart.kind == ReportChartKind::RangeBars ? chart.xTitle : chart.yTitle;
    return first.isEmpty() ? (chart.kind == ReportChartKind::RangeBars ? chart.yTitle : chart.xTitle) : first;
}

std::optional<double> referenceValue(const ReportChart &chart)
{
    if (chart.kind == ReportChartKind::RangeBars)
        return chart.referenceX ? chart.referenceX : chart.referenceY;
    return chart.referenceY ? chart.referenceY : chart.referenceX;
}

double valueAt(const ReportSeries &series, int category)
{
    return category < series.values.size() ? series.values.at(category) : std::nan("");
}

CategoryLayout layoutCategories(const ReportChart &chart, double width, const ReportStyle &s)
{
    CategoryLayout layout;
    double widest = 0;
    for (const QString &category : chart.categories)
        widest = std::max(widest, textWidth(category, s.small, s.device()));
    layout.labelWidth = std::min(widest, width * 0.32);
    const int bars = barsPerBand(chart);
    layout.barThickness = s.pt(bars == 1 ? 10 : bars == 2 ? 7 : 5.5);
    for (const QString &category : chart.categories) {
        layout.labels.append(wrapText(category, s.small, layout.labelWidth, s.device()));
        layout.bands.append(std::max(layout.labels.back().height(), bars * layout.barThickness) + s.pt(6));
    }
    const double small = lineHeight(s.small, s.device());
    const bool topLabel
        = referenceValue(chart).has_value() || (chart.kind == ReportChartKind::RangeBars && std::isfinite(chart.base));
    layout.topBand = topLabel ? small + s.pt(3) : s.pt(2);
    layout.valueTitle = wrapText(valueTitle(chart), s.small, width - layout.labelWidth, s.device());
    layout.axisBand
        = small + s.pt(4) + (layout.valueTitle.lines.isEmpty() ? 0.0 : layout.valueTitle.height() + s.pt(2));
    return layout;
}

ReportAxis valueAxis(const ReportChart &chart)
{
    double low = chart.kind == ReportChartKind::RangeBars ? INFINITY : 0.0;
    double high = chart.kind == ReportChartKind::RangeBars ? -INFINITY : 0.0;
    auto include = [&](double v) {
        if (std::isfinite(v)) {
            low = std::min(low, v);
            high = std::max(high, v);
        }
    };
    for (int c = 0; c < chart.categories.size(); ++c) {
        double positive = 0, negative = 0;
        for (const ReportSeries &series : chart.series) {
            const double v = valueAt(series, c);
            if (chart.kind == ReportChartKind::StackedBars && std::isfinite(v))
                (v >= 0 ? positive : negative) += v;
            else
                include(v);
        }
        if (chart.kind == ReportChartKind::StackedBars) {
            include(positive);
            include(negative);
        }
    }
    if (chart.kind == ReportChartKind::RangeBars)
        include(chart.base);
    if (const auto reference = referenceValue(chart))
        include(*reference);
    return ReportAxis::nice(low, high, 5);
}

void paintValueLabel(QPainter &p, const QString &text, const QRectF &bar, bool atRight, const QRectF &plot,
                     const ReportStyle &s)
{
    p.setFont(s.small);
    const QFontMetricsF metrics(s.small, p.device());
    const double w = metrics.horizontalAdvance(text);
    const double baseline = bar.center().y() + (metrics.ascent() - metrics.descent()) / 2;
    const double gap = s.pt(2.5);
    double x = atRight ? bar.right() + gap : bar.left() - gap - w;
    const bool outside = atRight ? x + w <= plot.right() : x >= plot.left();
    if (!outside) {
        if (bar.width() < w + 2 * gap)
            return; // neither outside nor inside: the axis gives the value
        x = atRight ? bar.right() - gap - w : bar.left() + gap;
        p.setPen(Qt::white);
    } else {
        p.setPen(ReportStyle::textColor());
    }
    p.drawText(QPointF(x, baseline), text);
}

/// One input of a tornado: the bars from the base to the result at the input's low end (series 0) and
/// at its high end (series 1), the longer drawn first. Each result is labelled at the outer end of its
/// bar; when both lie on the same side of the base, the nearer one is labelled across the base line.
void paintTornadoBand(QPainter &p, const ReportChart &chart, int category, const QRectF &row, const ReportAxis &axis,
                      double base, const ReportChartContext &context)
{
    const ReportStyle &s = *context.style;
    auto xAt = [&](double v) { return axis.map(v, row.left(), row.right()); };
    QVector<std::pair<double, int>> ends; // value, series
    for (int i = 0; i < std::min<qsizetype>(2, chart.series.size()); ++i) {
        const double v = valueAt(chart.series.at(i), category);
        if (std::isfinite(v))
            ends.append({v, i});
    }
    std::sort(ends.begin(), ends.end(),
              [base](const auto &a, const auto &b) { return std::abs(a.first - base) > std::abs(b.first - base); });
    const bool sameSide = ends.size() == 2 && (ends[0].first - base) * (ends[1].first - base) > 0;
    for (int k = 0; k < ends.size(); ++k) {
        const auto [v, series] = ends.at(k);
        const QRectF bar(QPointF(xAt(std::min(base, v)), row.top()), QPointF(xAt(std::max(base, v)), row.bottom()));
        p.fillRect(bar, ReportStyle::seriesColor(series));
        const QString text = chartValueText(v, context.locale);
        if (k == 1 && sameSide) {
            const QRectF atBase(QPointF(xAt(base), row.top()), QPointF(xAt(base), row.bottom()));
            paintValueLabel(p, text, atBase, v < base, row, s);
        } else {
            paintValueLabel(p, text, bar, v >= base, row, s);
        }
    }
}

} // namespace

double categoryPlotHeight(const ReportChart &chart, double width, const ReportChartContext &context)
{
    const CategoryLayout layout = layoutCategories(chart, width, *context.style);
    double height = layout.topBand + layout.axisBand;
    for (double band : layout.bands)
        height += band;
    return height;
}

void paintCategoryChart(QPainter &p, const ReportChart &chart, const QRectF &rect, const ReportChartContext &context)
{
    const ReportStyle &s = *context.style;
    CategoryLayout layout = layoutCategories(chart, rect.width(), s);
    // More categories than a page holds: the bands shrink to fit, and a label keeps the lines that fit.
    double needed = 0;
    for (double band : layout.bands)
        needed += band;
    const double room = rect.height() - layout.topBand - layout.axisBand;
    if (needed > room && room > 0) {
        const double factor = room / needed;
        for (int c = 0; c < layout.bands.size(); ++c) {
            layout.bands[c] *= factor;
            ReportTextLines &label = layout.labels[c];
            const auto fit = static_cast<qsizetype>(std::max(1.0, std::floor(layout.bands[c] / label.lineHeight)));
            if (label.lines.size() > fit)
                label.lines.resize(fit);
        }
        layout.barThickness *= factor;
    }
    const ReportAxis axis = valueAxis(chart);
    const double left = rect.left() + layout.labelWidth + s.pt(8);
    const double right = rect.right() - s.pt(4);
    double bandsHeight = 0;
    for (double band : layout.bands)
        bandsHeight += band;
    const QRectF plot(left, rect.top() + layout.topBand, right - left, bandsHeight);
    auto xAt = [&](double v) { return axis.map(v, plot.left(), plot.right()); };

    // Grid, ticks and the value title.
    p.setFont(s.small);
    const QFontMetricsF metrics(s.small, p.device());
    for (double tick : axis.ticks()) {
        const double x = xAt(tick);
        p.setPen(gridPen(s));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        const QString label = axis.label(tick, context.locale);
        p.setPen(ReportStyle::mutedColor());
        const double w = metrics.horizontalAdvance(label);
        p.drawText(
            QPointF(std::clamp(x - w / 2, rect.left(), rect.right() - w), plot.bottom() + s.pt(2) + metrics.ascent()),
            label);
    }
    p.setPen(ReportStyle::textColor());
    drawLines(p, layout.valueTitle, QPointF(plot.left(), plot.bottom() + metrics.lineSpacing() + s.pt(4)), plot.width(),
              Qt::AlignHCenter);
    p.setPen(axisPen(s));
    const double origin = chart.kind == ReportChartKind::RangeBars && std::isfinite(chart.base) ? chart.base : 0.0;
    if (origin >= axis.low && origin <= axis.high)
        p.drawLine(QPointF(xAt(origin), plot.top()), QPointF(xAt(origin), plot.bottom()));

    double y = plot.top();
    for (int c = 0; c < chart.categories.size(); ++c) {
        const double band = layout.bands.at(c);
        const ReportTextLines &label = layout.labels.at(c);
        p.setPen(ReportStyle::textColor());
        drawLines(p, label, QPointF(rect.left(), y + (band - label.height()) / 2), layout.labelWidth, Qt::AlignRight);
        const double barsHeight = barsPerBand(chart) * layout.barThickness;
        double barTop = y + (band - barsHeight) / 2;
        double positive = 0, negative = 0;
        if (chart.kind == ReportChartKind::RangeBars) {
            paintTornadoBand(p, chart, c, QRectF(plot.left(), barTop, plot.width(), layout.barThickness), axis, origin,
                             context);
            y += band;
            continue;
        }
        for (int i = 0; i < chart.series.size(); ++i) {
            const double v = valueAt(chart.series.at(i), c);
            if (!std::isfinite(v))
                continue;
            double from = origin, to = v;
            if (chart.kind == ReportChartKind::StackedBars) {
                double &stack = v >= 0 ? positive : negative;
                from = stack;
                to = stack + v;
                stack = to;
            }
            const double top = chart.kind == ReportChartKind::Bars ? barTop + i * layout.barThickness : barTop;
            const double height = layout.barThickness - (chart.kind == ReportChartKind::Bars ? s.pt(1) : 0.0);
            const QRectF bar(QPointF(xAt(std::min(from, to)), top), QPointF(xAt(std::max(from, to)), top + height));
            p.fillRect(bar, ReportStyle::seriesColor(i));
            if (chart.kind == ReportChartKind::StackedBars) {
                p.setPen(QPen(Qt::white, s.pt(0.5)));
                p.drawLine(bar.topRight(), bar.bottomRight());
            } else {
                paintValueLabel(p, chartValueText(v, context.locale), bar, to >= from, plot, s);
            }
        }
        if (chart.kind == ReportChartKind::StackedBars && positive > 0) {
            const QRectF total(QPointF(xAt(0), barTop), QPointF(xAt(positive), barTop + layout.barThickness));
            paintValueLabel(p, chartValueText(positive, context.locale), total, true, plot, s);
        }
        y += band;
    }

    // The base of a tornado and the reference line, labelled above the plot.
    auto marker = [&](double value, const QString &text, const QPen &pen) {
        if (!std::isfinite(value) || value < axis.low || value > axis.high)
            return;
        const double x = xAt(value);
        p.setPen(pen);
        p.drawLine(QPointF(x, plot.top() - s.pt(2)), QPointF(x, plot.bottom()));
        const double w = metrics.horizontalAdvance(text);
        p.setFont(s.small);
        p.setPen(pen.color());
        p.drawText(
            QPointF(std::clamp(x - w / 2, rect.left(), rect.right() - w), plot.top() - s.pt(3) - metrics.descent()),
            text);
    };
    if (chart.kind == ReportChartKind::RangeBars && std::isfinite(chart.base)) {
        const QString text = chartValueText(chart.base, context.locale);
        const bool baseIsReference = !referenceValue(chart);
        marker(chart.base,
               baseIsReference && !chart.referenceLabel.isEmpty() ? chart.referenceLabel + QStringLiteral(": ") + text
                                                                  : text,
               QPen(ReportStyle::textColor(), s.pt(1.1)));
    }
    if (const auto reference = referenceValue(chart)) {
        const QString text = chart.referenceLabel.isEmpty()
            ? chartValueText(*reference, context.locale)
            : chart.referenceLabel + QStringLiteral(": ") + chartValueText(*reference, context.locale);
        marker(*reference, text, referencePen(s));
    }
}

} // namespace GpuPlan::ReportPaint
