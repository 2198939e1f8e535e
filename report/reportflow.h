#pragma once

// The report's body as a flow of unbreakable items (a heading, a line of a paragraph, a table row, a
// chart), each measured once; the paginator places them on pages, and the painter paints what it placed.

#include <QRectF>
#include <QSizeF>

#include <functional>
#include <vector>

class QPainter;

namespace GpuPlan::ReportPaint {

/// One unbreakable piece of the body.
struct ReportFlowItem
{
    double height = 0;
    double spaceBefore = 0;       ///< dropped at the top of a page
    bool pageBreakBefore = false; ///< starts a new page (unless the page is still empty)
    bool keepWithNext = false;    ///< moves to the next page with the item after it
    int tocIndex = -1;            ///< a heading: its entry in the table of contents
    int repeatHeader = -1;        ///< a table row: the header (ReportFlow::headers) painted above it on a new page
    /// Paints the item into its rectangle (full body width, `height` high).
    std::function<void(QPainter &, const QRectF &)> paint;
};

struct ReportFlow
{
    std::vector<ReportFlowItem> items;
    std::vector<ReportFlowItem> headers; ///< table headers repeated on the pages a table continues on
};

struct ReportPlacement
{
    const ReportFlowItem *item = nullptr;
    QRectF rect;
};

using ReportPagePlan = std::vector<ReportPlacement>;

/// Places @p flow's items on pages of @p body size (origin at the body's top left). Each item's page
/// index (0-based, in the returned list) is written to @p tocPages[tocIndex] for the items that have one.
std::vector<ReportPagePlan> paginate(const ReportFlow &flow, const QSizeF &body, std::vector<int> *tocPages);

} // namespace GpuPlan::ReportPaint
