#pragma once

// Vector charts of the report, painted with QPainter only (no Qt Charts, no bitmap): bars, stacked
// bars, tornado range bars, labelled scatter with a frontier line, and lines with dashed series and
// reference lines. A chart without data draws its title and a "No data" message.

#include "report/reportdocument.h"
#include "report/reportstyle.h"

#include <QLocale>
#include <QRectF>

class QPainter;

namespace GpuPlan::ReportPaint {

/// Everything a chart needs to paint besides its data.
struct ReportChartContext
{
    const ReportStyle *style = nullptr;
    QLocale locale;
    QString noData; ///< translated "No data"
};

/// The height @p chart wants at @p width: title, legend, plot and caption.
double reportChartHeight(const ReportChart &chart, double width, const ReportChartContext &context);

/// Paints @p chart into @p rect.
void paintReportChart(QPainter &painter, const ReportChart &chart, const QRectF &rect,
                      const ReportChartContext &context);

} // namespace GpuPlan::ReportPaint
