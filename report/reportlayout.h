#pragma once

// Lays a ReportDocument out on pages and paints it: cover, table of contents (with the page numbers
// of the level-1 and level-2 headings, found by a first layout pass), running header and footer with
// "Page N of M", tables that repeat their header row on a new page, and charts drawn as vectors.
// Only QPainter and QPdfWriter are used (no widget, no Qt Charts, no bitmap), so it runs from a worker
// thread and under QT_QPA_PLATFORM=offscreen; text is DejaVu Sans, drawn as plain text, never markup.

#include "report/reportdocument.h"

#include <QString>

class QPagedPaintDevice;

namespace GpuPlan {

struct ReportTocEntry
{
    QString title;
    int level = 1;
    int page = 0; ///< 1-based, the cover is page 1
};

struct ReportLayoutResult
{
    bool ok = false;
    bool cancelled = false;
    int pageCount = 0;
    QVector<ReportTocEntry> toc;
    QString error; ///< translated, when !ok and !cancelled
};

/// Paints @p document onto @p device (a QPdfWriter, a QPrinter, a preview's printer). The caller has set
/// the device's page layout; this uses its paint rect. Cancel through @p progress.
ReportLayoutResult paintReport(const ReportDocument &document, QPagedPaintDevice &device,
                               const ReportProgress &progress = {});

/// The layout's fixed words (cover labels, "continued", "No data", ...) in the translation installed
/// now: what the content half stores in ReportDocument::layoutTexts while it builds a report in its language.
ReportLayoutTexts reportLayoutTexts();

/// Writes @p document as a PDF to @p path (atomically: a temporary file renamed at the end, nothing
/// left behind on failure or cancel), with @p setup's page size and margins.
ReportLayoutResult writeReportPdf(const ReportDocument &document, const QString &path, const ReportPageSetup &setup,
                                  const ReportProgress &progress = {});

/// Lays @p document out exactly as writeReportPdf() does, into memory, and keeps only the result (pages,
/// contents): for a caller that needs the page count but no file.
ReportLayoutResult layoutReport(const ReportDocument &document, const ReportPageSetup &setup,
                                const ReportProgress &progress = {});

} // namespace GpuPlan
