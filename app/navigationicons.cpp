#include "navigationicons.h"

#include <QFile>
#include <QGuiApplication>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QSvgRenderer>

namespace GpuPlan {

namespace {
QPixmap render(const QByteArray &svg, const QColor &colour, int size, qreal ratio)
{
    QByteArray coloured = svg;
    coloured.replace("currentColor", colour.name().toLatin1());
    QSvgRenderer renderer(coloured);
    QPixmap pixmap(QSize(size, size) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    renderer.render(&painter, QRectF(0, 0, size, size));
    return pixmap;
}
} // namespace

QIcon navigationIcon(const QString &name, const QPalette &palette, int size)
{
    QFile file(QStringLiteral(":/gpuplan/nav/") + name + QStringLiteral(".svg"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray svg = file.readAll();
    const qreal ratio = qApp ? qApp->devicePixelRatio() : 1.0;
    QIcon icon;
    icon.addPixmap(render(svg, palette.color(QPalette::Active, QPalette::Text), size, ratio), QIcon::Normal);
    icon.addPixmap(render(svg, palette.color(QPalette::Active, QPalette::HighlightedText), size, ratio),
                   QIcon::Selected);
    icon.addPixmap(render(svg, palette.color(QPalette::Disabled, QPalette::Text), size, ratio), QIcon::Disabled);
    return icon;
}

QIcon applicationIcon()
{
    return QIcon::fromTheme(QStringLiteral("gpuplan"), QIcon(QStringLiteral(":/gpuplan/icons/gpuplan.svg")));
}

} // namespace GpuPlan
