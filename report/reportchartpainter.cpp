// The frame of every report chart: title, legend (wrapping), plot, caption; or a "No data" panel.

#include "report/reportblocks.h"
#include "report/reportchartaxes.h"
#include "report/reportchartkinds.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <memory>

namespace GpuPlan::ReportPaint {

namespace {

bool isCategoryChart(const ReportChart &chart)
{
    return chart.kind == ReportChartKind::Bars || chart.kind == ReportChartKind::StackedBars
        || chart.kind == ReportChartKind::RangeBars;
}

QVector<ReportLegendEntry> legendEntries(const ReportChart &chart)
{
    QVector<ReportLegendEntry> entries;
    // One series of bars needs no legend: the value axis says what the bars are.
    if (chart.kind == ReportChartKind::Bars && chart.series.size() < 2)
        return entries;
    for (int i = 0; i < chart.series.size(); ++i) {
        const ReportSeries &series = chart.series.at(i);
        if (series.name.isEmpty())
            continue;
        const bool line
            = chart.kind == ReportChartKind::Lines || (chart.kind == ReportChartKind::Scatter && series.line);
        entries.append({series.name, ReportStyle::seriesColor(i), line, series.dashed});
    }
    return entries;
}

struct ChartFrame
{
    ReportTextLines title;
    ReportLegendLayout legend;
    ReportTextLines caption;
    double above = 0; ///< title and legend
    double below = 0; ///< caption
};

ChartFrame chartFrame(const ReportChart &chart, double width, const ReportStyle &s)
{
    ChartFrame frame;
    frame.title = wrapText(chart.title, s.bodyBold, width, s.device());
    frame.legend = layoutLegend(chartHasData(chart) ? legendEntries(chart) : QVector<ReportLegendEntry>(), width, s);
    frame.caption = wrapText(chart.caption, s.smallItalic, width, s.device());
    frame.above = frame.title.height() + s.pt(4) + (frame.legend.height > 0 ? frame.legend.height + s.pt(6) : 0.0);
    frame.below = frame.caption.lines.isEmpty() ? s.pt(2) : frame.caption.height() + s.pt(6);
    return frame;
}

} // namespace

double reportChartHeight(const ReportChart &chart, double width, const ReportChartContext &context)
{
    const ReportStyle &s = *context.style;
    const ChartFrame frame = chartFrame(chart, width, s);
    double plot = s.pt(70);
    if (chartHasData(chart))
        plot = isCategoryChart(chart) ? categoryPlotHeight(chart, width, context) : std::min(width * 0.5, s.pt(250));
    return frame.above + plot + frame.below;
}

void paintReportChart(QPainter &p, const ReportChart &chart, const QRectF &rect, const ReportChartContext &context)
{
    const ReportStyle &s = *context.style;
    const ChartFrame frame = chartFrame(chart, rect.width(), s);
    p.setPen(ReportStyle::textColor());
    drawLines(p, frame.title, rect.topLeft(), rect.width());
    paintLegend(p, frame.legend, QPointF(rect.left(), rect.top() + frame.title.height() + s.pt(4)), s);
    p.setPen(ReportStyle::mutedColor());
    drawLines(p, frame.caption, QPointF(rect.left(), rect.bottom() - frame.caption.height()), rect.width());

    const QRectF plot(rect.left(), rect.top() + frame.above, rect.width(),
                      std::max(rect.height() - frame.above - frame.below, s.pt(20)));
    if (!chartHasData(chart)) {
        p.setPen(QPen(ReportStyle::ruleColor(), s.pt(0.6), Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(plot.adjusted(s.pt(1), s.pt(1), -s.pt(1), -s.pt(1)));
        const ReportTextLines message = wrapText(context.noData, s.bodyBold, plot.width(), s.device());
        p.setPen(ReportStyle::mutedColor());
        drawLines(p, message, QPointF(plot.left(), plot.center().y() - message.height() / 2), plot.width(),
                  Qt::AlignHCenter);
        return;
    }
    p.save();
    if (isCategoryChart(chart))
        paintCategoryChart(p, chart, plot, context);
    else
        paintXYChart(p, chart, plot, context);
    p.restore();
}

bool chartHasData(const ReportChart &chart)
{
    for (const ReportSeries &series : chart.series) {
        if (isCategoryChart(chart)) {
            const auto count = std::min(series.values.size(), chart.categories.size());
            for (qsizetype i = 0; i < count; ++i) {
                if (std::isfinite(series.values.at(i)))
                    return true;
            }
        } else {
            for (const QPointF &point : series.points) {
                if (std::isfinite(point.x()) && std::isfinite(point.y()))
                    return true;
            }
        }
    }
    return false;
}

void appendChart(ReportFlow &flow, const ReportChart &chart, const ReportBlockContext &context)
{
    const ReportChartContext chartContext{context.style, context.locale, context.texts.noData};
    ReportFlowItem item;
    // At most most of a page, so that a heading still fits above it.
    item.height = std::min(reportChartHeight(chart, context.width, chartContext), context.bodyHeight * 0.85);
    item.spaceBefore = context.style->pt(12);
    auto shared = std::make_shared<const ReportChart>(chart);
    item.paint
        = [shared, chartContext](QPainter &p, const QRectF &r) { paintReportChart(p, *shared, r, chartContext); };
    flow.items.push_back(std::move(item));
}

} // namespace GpuPlan::ReportPaint
