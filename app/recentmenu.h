#pragma once

#include <QStringList>

#include <functional>

class QMenu;

namespace GpuPlan {

/// Fills an Open Recent menu with @p paths (native separators), each calling @p open; "(none)" when empty.
void fillRecentMenu(QMenu *menu, const QStringList &paths, const std::function<void(const QString &)> &open);

} // namespace GpuPlan
