#pragma once

#include <QIcon>
#include <QString>

QT_BEGIN_NAMESPACE
class QPalette;
QT_END_NAMESPACE

namespace GpuPlan {

/// A page icon of the side bar: one line-icon set (packaging/nav/<name>.svg, compiled in), drawn at @p size in
/// the palette's text colour, and in its highlighted-text colour when selected, so that light and dark palettes
/// get the same icons at one size. Null when the icon is not compiled in.
QIcon navigationIcon(const QString &name, const QPalette &palette, int size);

/// GpuPlan's own icon (packaging/icons/hicolor/scalable/apps/gpuplan.svg): the desktop theme's "gpuplan" when
/// one is installed, else the compiled-in copy.
QIcon applicationIcon();

} // namespace GpuPlan
