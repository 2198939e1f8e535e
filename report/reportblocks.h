#pragma once

// Turns the blocks of a ReportDocument into flow items (reportflow.h): each block kind measures its
// pieces for the body width and captures what it needs to paint them later.

#include "report/reportdocument.h"
#include "report/reportflow.h"
#include "report/reportstyle.h"

#include <QLocale>

namespace GpuPlan::ReportPaint {

/// What every block needs while it is measured.
struct ReportBlockContext
{
    const ReportStyle *style = nullptr;
    double width = 0;      ///< the body's width, device units
    double bodyHeight = 0; ///< the body's height: nothing taller fits on a page
    QLocale locale;
    ReportLayoutTexts texts; ///< completed (no empty field)
};

/// Appends @p block's items to @p flow. A heading of level 1 or 2 gets @p nextTocIndex (then
/// incremented) as its table-of-contents entry.
void appendBlock(ReportFlow &flow, const ReportBlock &block, const ReportBlockContext &context, int &nextTocIndex);

/// Appends the items of a table: its title, the header row (repeated on the pages it continues on),
/// the rows with zebra stripes and the note (reporttablepainter.cpp).
void appendTable(ReportFlow &flow, const ReportTable &table, const ReportBlockContext &context);

/// Appends one item that draws @p chart as vectors, with its title, legend and caption (reportcharts.cpp).
void appendChart(ReportFlow &flow, const ReportChart &chart, const ReportBlockContext &context);

/// Appends the lines of @p text in @p font, @p indent from the left, with @p spaceBefore above the first.
void appendTextLines(ReportFlow &flow, const QString &text, const QFont &font, const ReportBlockContext &context,
                     double spaceBefore, double indent = 0, const QColor &color = ReportStyle::textColor());

} // namespace GpuPlan::ReportPaint
