#pragma once

// The pages around the body: the cover, the table of contents (as a flow, so it paginates like the
// body) and the running header and footer.

#include "report/reportblocks.h"
#include "report/reportlayout.h"

#include <memory>
#include <vector>

class QPainter;

namespace GpuPlan::ReportPaint {

/// Paints the cover of @p document into @p area (the page's paint rect).
void paintCover(QPainter &painter, const ReportDocument &document, const ReportBlockContext &context,
                const QRectF &area);

/// The table of contents as a flow: its title and one item per entry of @p toc. The page numbers are
/// read from @p pages (1-based, one per entry) when the items are painted, so the flow can be paginated
/// before they are known: the entries' heights do not depend on them.
ReportFlow tocFlow(const QString &title, const QVector<ReportTocEntry> &toc,
                   const std::shared_ptr<const std::vector<int>> &pages, const ReportBlockContext &context);

/// The height of the running header and of the running footer bands.
double runningBandHeight(const ReportStyle &style);

/// Paints the running header (@p header left, @p title right) and footer (@p footer left, @p pageText
/// right) of one page inside @p area.
void paintRunningBands(QPainter &painter, const ReportStyle &style, const QRectF &area, const QString &header,
                       const QString &title, const QString &footer, const QString &pageText);

} // namespace GpuPlan::ReportPaint
