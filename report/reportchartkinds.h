#pragma once

// The two families of report charts: category charts drawn as horizontal bars (Bars, StackedBars,
// RangeBars: long SKU names read best on the left) and x/y charts (Scatter, Lines).

#include "report/reportchartpainter.h"

namespace GpuPlan::ReportPaint {

/// Whether @p chart has at least one finite value to draw.
bool chartHasData(const ReportChart &chart);

/// The plot height a category chart needs at @p width (bands, value axis and reference label).
double categoryPlotHeight(const ReportChart &chart, double width, const ReportChartContext &context);
void paintCategoryChart(QPainter &painter, const ReportChart &chart, const QRectF &rect,
                        const ReportChartContext &context);

void paintXYChart(QPainter &painter, const ReportChart &chart, const QRectF &rect, const ReportChartContext &context);

} // namespace GpuPlan::ReportPaint
