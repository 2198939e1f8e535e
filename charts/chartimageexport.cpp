#include "chartimageexport.h"

#include <QChart>
#include <QDir>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <memory>

namespace GpuPlan {

namespace {

// A chart that is not in a scene (never shown) is put in a scene of its own for the rendering and taken
// out again, so that its owner keeps it.
class SceneGuard
{
public:
    SceneGuard(QChart *chart, QSize size)
        : m_chart(chart)
    {
        if (chart->scene())
            return;
        m_scene = std::make_unique<QGraphicsScene>();
        m_scene->addItem(chart);
        chart->setGeometry(QRectF(QPointF(0, 0), QSizeF(size)));
    }
    ~SceneGuard()
    {
        if (m_scene)
            m_scene->removeItem(m_chart);
    }
    SceneGuard(const SceneGuard &) = delete;
    SceneGuard &operator=(const SceneGuard &) = delete;

private:
    QChart *m_chart;
    std::unique_ptr<QGraphicsScene> m_scene;
};

void renderChart(QChart *chart, QPainter &painter, const QRectF &target)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    chart->scene()->render(&painter, target, chart->sceneBoundingRect(), Qt::IgnoreAspectRatio);
}

bool fail(QString *error, const QString &text)
{
    if (error)
        *error = text;
    return false;
}

} // namespace

QSize ChartImageExport::renderSize(const QChart *chart)
{
    const QSize size = chart && chart->scene() ? chart->size().toSize() : QSize();
    return size.width() >= 16 && size.height() >= 16 ? size : QSize(800, 500);
}

bool ChartImageExport::writePng(QChart *chart, const QString &path, qreal devicePixelRatio, QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    if (!chart)
        return fail(error, tr("There is no chart to write to %1.").arg(shown));
    const QSize size = renderSize(chart);
    const SceneGuard guard(chart, size);
    const qreal ratio = std::clamp(devicePixelRatio, 1.0, 8.0);
    QImage image(QSize(int(std::lround(size.width() * ratio)), int(std::lround(size.height() * ratio))),
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        renderChart(chart, painter, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    return writePngImage(image, path, error);
}

bool ChartImageExport::writePngImage(const QImage &image, const QString &path, QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, tr("Cannot write %1: %2").arg(shown, file.errorString()));
    if (!image.save(&file, "PNG"))
        return fail(error, tr("Cannot write %1: the PNG encoder failed.").arg(shown));
    if (!file.commit())
        return fail(error, tr("Cannot write %1: %2").arg(shown, file.errorString()));
    return true;
}

bool ChartImageExport::writeSvg(QChart *chart, const QString &path, QString *error)
{
    const QString shown = QDir::toNativeSeparators(path);
    if (!chart)
        return fail(error, tr("There is no chart to write to %1.").arg(shown));
    const QSize size = renderSize(chart);
    const SceneGuard guard(chart, size);
    // Through QSaveFile: a failure leaves no half-written file.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, tr("Cannot write %1: %2").arg(shown, file.errorString()));
    QSvgGenerator generator;
    generator.setOutputDevice(&file);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(chart->title());
    generator.setDescription(tr("Chart exported by GpuPlan"));
    {
        QPainter painter;
        if (!painter.begin(&generator))
            return fail(error, tr("Cannot write %1: the SVG generator could not start.").arg(shown));
        renderChart(chart, painter, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    if (!file.commit())
        return fail(error, tr("Cannot write %1: %2").arg(shown, file.errorString()));
    return true;
}

} // namespace GpuPlan
