#include "report/reportflow.h"

#include <algorithm>

namespace GpuPlan::ReportPaint {

namespace {

/// The height a run of keep-with-next items starting at @p index needs on one page: the items up to
/// and including the first one that does not keep with its next.
double keptHeight(const std::vector<ReportFlowItem> &items, size_t index, bool atPageTop)
{
    double height = 0;
    for (size_t i = index; i < items.size(); ++i) {
        const ReportFlowItem &item = items[i];
        if (i > index && item.pageBreakBefore)
            break;
        height += item.height + ((i == index && atPageTop) ? 0.0 : item.spaceBefore);
        if (!item.keepWithNext)
            break;
    }
    return height;
}

} // namespace

std::vector<ReportPagePlan> paginate(const ReportFlow &flow, const QSizeF &body, std::vector<int> *tocPages)
{
    std::vector<ReportPagePlan> pages(1);
    double y = 0;
    auto newPage = [&] {
        pages.emplace_back();
        y = 0;
    };
    const auto &items = flow.items;
    for (size_t i = 0; i < items.size(); ++i) {
        const ReportFlowItem &item = items[i];
        if (item.pageBreakBefore && !pages.back().empty())
            newPage();
        if (!item.paint)
            continue; // a page break: nothing to place
        bool atTop = pages.back().empty();
        double needed = keptHeight(items, i, atTop);
        // A run taller than a page cannot be kept together: then only this item itself must fit.
        if (needed > body.height())
            needed = item.height + (atTop ? 0.0 : item.spaceBefore);
        const double header = item.repeatHeader >= 0 ? flow.headers[static_cast<size_t>(item.repeatHeader)].height : 0;
        if (!atTop && y + needed > body.height() + 1e-6) {
            newPage();
            atTop = true;
        }
        if (atTop && item.repeatHeader >= 0) {
            pages.back().push_back(
                {&flow.headers[static_cast<size_t>(item.repeatHeader)], QRectF(0, 0, body.width(), header)});
            y = header;
        } else if (!atTop) {
            y += item.spaceBefore;
        }
        pages.back().push_back({&item, QRectF(0, y, body.width(), item.height)});
        y += item.height;
        if (item.tocIndex >= 0 && tocPages) {
            if (tocPages->size() <= static_cast<size_t>(item.tocIndex))
                tocPages->resize(static_cast<size_t>(item.tocIndex) + 1, 0);
            (*tocPages)[static_cast<size_t>(item.tocIndex)] = static_cast<int>(pages.size()) - 1;
        }
    }
    return pages;
}

} // namespace GpuPlan::ReportPaint
