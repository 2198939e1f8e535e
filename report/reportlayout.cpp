// The paginator and painter of the decision report. A first pass measures every block into flow items
// and places them on pages (the table of contents first: its length depends only on its entries, not
// on their page numbers); the second pass paints the cover, the contents with the page numbers the
// first pass found, and the body pages with their running header and footer.

#include "report/reportlayout.h"
#include "report/reportlanguage.h"
#include "report/reportpages.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

namespace GpuPlan {

using namespace ReportPaint;

namespace {

void paintPlan(QPainter &p, const ReportPagePlan &plan, const QPointF &origin)
{
    for (const ReportPlacement &placement : plan) {
        p.save();
        placement.item->paint(p, placement.rect.translated(origin));
        p.restore();
    }
}

} // namespace

ReportLayoutResult paintReport(const ReportDocument &document, QPagedPaintDevice &device,
                               const ReportProgress &progress)
{
    ReportLayoutResult result;
    if (device.width() <= 0 || device.height() <= 0) {
        result.error = ReportLayout::tr("The page has no printable area.");
        return result;
    }
    const ReportStyle style(&device);
    const QRectF area(0, 0, device.width(), device.height());
    const double band = runningBandHeight(style);
    const QRectF body = area.adjusted(0, band + style.pt(6), 0, -band - style.pt(6));

    ReportBlockContext context;
    context.style = &style;
    context.width = body.width();
    context.bodyHeight = body.height();
    context.locale = reportLocale(document.language);
    context.texts = completedLayoutTexts(document.layoutTexts);

    // First pass: measure and place.
    ReportFlow content;
    int tocCount = 0;
    for (const ReportBlock &block : document.blocks) {
        appendBlock(content, block, context, tocCount);
        if (block.kind == ReportBlock::Kind::Heading && block.level <= 2)
            result.toc.append({block.text, block.level, 0});
    }
    std::vector<int> headingPages;
    const std::vector<ReportPagePlan> contentPages
        = content.items.empty() ? std::vector<ReportPagePlan>() : paginate(content, body.size(), &headingPages);

    auto tocNumbers = std::make_shared<std::vector<int>>();
    std::vector<ReportPagePlan> tocPages;
    ReportFlow contents;
    if (!result.toc.isEmpty()) {
        const QString title = document.tocTitle.isEmpty() ? reportDefaultTocTitle() : document.tocTitle;
        contents = tocFlow(title, result.toc, tocNumbers, context);
        tocPages = paginate(contents, body.size(), nullptr);
    }
    const int firstContentPage = 2 + static_cast<int>(tocPages.size());
    for (qsizetype i = 0; i < result.toc.size(); ++i) {
        const auto index = static_cast<size_t>(i);
        result.toc[i].page = firstContentPage + (index < headingPages.size() ? headingPages[index] : 0);
        tocNumbers->push_back(result.toc[i].page);
    }
    result.pageCount = 1 + static_cast<int>(tocPages.size() + contentPages.size());

    // Second pass: paint.
    QPainter painter;
    if (!painter.begin(&device)) {
        result.error = ReportLayout::tr("Cannot start painting the report.");
        return result;
    }
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QString pageLabel = document.pageLabel.isEmpty() ? reportDefaultPageLabel() : document.pageLabel;
    auto advance = [&](int done) {
        if (progress && !progress(done, result.pageCount)) {
            result.cancelled = true;
            return false;
        }
        return true;
    };
    if (!advance(0)) {
        painter.end();
        return result;
    }
    paintCover(painter, document, context, area);
    if (!advance(1)) {
        painter.end();
        return result;
    }
    int page = 1;
    auto paintPage = [&](const ReportPagePlan &plan) {
        if (!device.newPage()) {
            result.error = ReportLayout::tr("Cannot start page %1 of the report.").arg(page + 1);
            return false;
        }
        ++page;
        paintRunningBands(painter, style, area, document.runningHeader, document.title, document.runningFooter,
                          pageLabel.arg(QString::number(page), QString::number(result.pageCount)));
        paintPlan(painter, plan, body.topLeft());
        return advance(page);
    };
    for (const ReportPagePlan &plan : tocPages) {
        if (!paintPage(plan)) {
            painter.end();
            return result;
        }
    }
    for (const ReportPagePlan &plan : contentPages) {
        if (!paintPage(plan)) {
            painter.end();
            return result;
        }
    }
    if (!painter.end()) {
        result.error = ReportLayout::tr("Cannot finish the report.");
        return result;
    }
    result.ok = true;
    return result;
}

namespace {

// Paints @p document as a PDF onto @p out with @p setup; @p name is what errors call the output.
ReportLayoutResult paintPdf(const ReportDocument &document, QIODevice &out, const QString &name,
                            const ReportPageSetup &setup, const ReportProgress &progress)
{
    QPdfWriter writer(&out);
    writer.setCreator(QStringLiteral("GpuPlan"));
    writer.setTitle(document.title);
    writer.setResolution(1200);
    const QMarginsF margins(setup.marginMm, setup.marginMm, setup.marginMm, setup.marginMm);
    if (!writer.setPageLayout(
            QPageLayout(QPageSize(setup.pageSize), QPageLayout::Portrait, margins, QPageLayout::Millimeter))) {
        ReportLayoutResult result;
        result.error = ReportLayout::tr("Cannot write %1: the margins do not fit the page.").arg(name);
        return result;
    }
    return paintReport(document, writer, progress);
}

} // namespace

ReportLayoutResult writeReportPdf(const ReportDocument &document, const QString &path, const ReportPageSetup &setup,
                                  const ReportProgress &progress)
{
    ReportLayoutResult result;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        result.error = ReportLayout::tr("Cannot write %1: %2").arg(path, file.errorString());
        return result;
    }
    result = paintPdf(document, file, path, setup, progress);
    if (!result.ok) {
        file.cancelWriting();
        return result;
    }
    if (!file.commit()) {
        result.ok = false;
        result.error = ReportLayout::tr("Cannot write %1: %2").arg(path, file.errorString());
    }
    return result;
}

ReportLayoutResult layoutReport(const ReportDocument &document, const ReportPageSetup &setup,
                                const ReportProgress &progress)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    return paintPdf(document, buffer, document.title, setup, progress);
}

} // namespace GpuPlan
