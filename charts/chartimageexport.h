#pragma once

#include <QCoreApplication>
#include <QSize>
#include <QString>

QT_BEGIN_NAMESPACE
class QChart;
class QImage;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * Writes a Qt Charts chart to an image file, with no dialog: PNG as a bitmap rendered at a chosen
 * device pixel ratio, SVG as vectors (QSvgGenerator: paths and text, no embedded bitmap). The chart is
 * rendered at its current size in its scene (what the user sees), or at @p size when it has none.
 */
class ChartImageExport
{
    Q_DECLARE_TR_FUNCTIONS(GpuPlan::ChartImageExport)

public:
    /// Writes @p chart as a PNG of its logical size times @p devicePixelRatio pixels. False, with a
    /// translated reason naming @p path in @p error, when it cannot be written.
    static bool writePng(QChart *chart, const QString &path, qreal devicePixelRatio = 2.0, QString *error = nullptr);
    /// Writes @p image as a PNG through QSaveFile (a failure leaves no half-written file); false, with a
    /// translated reason naming @p path in @p error, when it cannot be written. Shared with the report's
    /// chart exports.
    static bool writePngImage(const QImage &image, const QString &path, QString *error = nullptr);
    /// Writes @p chart as an SVG document (vector paths and text) titled with the chart's title.
    static bool writeSvg(QChart *chart, const QString &path, QString *error = nullptr);

    /// The size the chart is rendered at: its geometry in its scene, or 800×500 when it has none.
    static QSize renderSize(const QChart *chart);
};

} // namespace GpuPlan
