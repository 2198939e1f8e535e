#include "reportchartexport.h"

#include "charts/chartimageexport.h"
#include "report/reportchartpainter.h"
#include "report/reportlayout.h"
#include "report/reportstyle.h"

#include <QDir>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace GpuPlan {

namespace {

constexpr double kDpi = 96.0;
constexpr double kWidthMm = 180.0;

bool fail(QString *error, const QString &text)
{
    if (error)
        *error = text;
    return false;
}

ReportPaint::ReportChartContext contextFor(const ReportPaint::ReportStyle &style, const ReportDocument &document)
{
    ReportPaint::ReportChartContext context;
    context.style = &style;
    context.locale = ReportPaint::reportLocale(document.language);
    context.noData = document.layoutTexts.noData.isEmpty() ? reportLayoutTexts().noData : document.layoutTexts.noData;
    return context;
}

// The chart's size in device pixels on a device of @p dpi, and the painted rectangle.
QRectF chartRect(const ReportChart &chart, const ReportPaint::ReportChartContext &context, double dpi)
{
    const double width = kWidthMm / 25.4 * dpi;
    const double height = std::clamp(ReportPaint::reportChartHeight(chart, width, context), width * 0.2, width * 1.5);
    return QRectF(0, 0, std::ceil(width), std::ceil(height));
}

} // namespace

bool ReportChartExport::writeSvg(const ReportChart &chart, const ReportDocument &document, const QString &path,
                                 QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, tr("Cannot write %1: %2").arg(shown, file.errorString()));
    QSvgGenerator generator;
    generator.setOutputDevice(&file);
    generator.setResolution(int(kDpi));
    generator.setTitle(chart.title);
    generator.setDescription(chart.caption);
    // The style measures text on the generator, so the size comes from it once its resolution is set.
    const ReportPaint::ReportStyle style(&generator);
    const ReportPaint::ReportChartContext context = contextFor(style, document);
    const QRectF rect = chartRect(chart, context, kDpi);
    generator.setSize(rect.size().toSize());
    generator.setViewBox(rect);
    {
        QPainter painter;
        if (!painter.begin(&generator))
            return fail(error, tr("Cannot write %1: the SVG generator could not start.").arg(shown));
        painter.setRenderHint(QPainter::Antialiasing);
        painter.fillRect(rect, Qt::white);
        ReportPaint::paintReportChart(painter, chart, rect, context);
    }
    if (!file.commit())
        return fail(error, tr("Cannot write %1: %2").arg(shown, file.errorString()));
    return true;
}

bool ReportChartExport::writePng(const ReportChart &chart, const ReportDocument &document, const QString &path,
                                 double scale, QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    const double dpi = kDpi * std::clamp(scale, 1.0, 8.0);
    // The image's resolution is what the style reads: fonts and lines scale with it.
    QImage probe(1, 1, QImage::Format_ARGB32_Premultiplied);
    probe.setDotsPerMeterX(int(std::lround(dpi / 0.0254)));
    probe.setDotsPerMeterY(int(std::lround(dpi / 0.0254)));
    const ReportPaint::ReportStyle probeStyle(&probe);
    const QRectF rect = chartRect(chart, contextFor(probeStyle, document), dpi);
    QImage image(rect.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDotsPerMeterX(probe.dotsPerMeterX());
    image.setDotsPerMeterY(probe.dotsPerMeterY());
    if (image.isNull())
        return fail(error, tr("Cannot write %1: the image is too large.").arg(shown));
    image.fill(Qt::white);
    {
        const ReportPaint::ReportStyle style(&image);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        ReportPaint::paintReportChart(painter, chart, rect, contextFor(style, document));
    }
    return ChartImageExport::writePngImage(image, path, error);
}

} // namespace GpuPlan
