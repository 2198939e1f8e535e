#include "recentmenu.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QMenu>

namespace GpuPlan {

void fillRecentMenu(QMenu *menu, const QStringList &paths, const std::function<void(const QString &)> &open)
{
    menu->clear();
    for (const QString &path : paths) {
        QAction *action = menu->addAction(QDir::toNativeSeparators(path));
        QObject::connect(action, &QAction::triggered, menu, [open, path] { open(path); });
    }
    if (paths.isEmpty())
        menu->addAction(QCoreApplication::translate("GpuPlan::RecentMenu", "(none)"))->setEnabled(false);
}

} // namespace GpuPlan
