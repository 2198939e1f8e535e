#include "viewsetup.h"

#include <QHeaderView>
#include <QTableView>

namespace GpuPlan {

void setUpTableView(QTableView *view, bool sortable)
{
    view->setSortingEnabled(sortable);
    view->setAlternatingRowColors(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setHighlightSections(false);
    view->setWordWrap(false);
}

QColor errorColor() { return QColor(0xb7, 0x1c, 0x1c); }

QString errorLabelStyle(bool bold)
{
    return QStringLiteral("QLabel { color: %1;%2 }")
        .arg(errorColor().name(), bold ? QStringLiteral(" font-weight: bold;") : QString());
}

QString messageBoxStyle(bool error)
{
    return QStringLiteral(
               "QLabel { background: %1; color: %2; border: 1px solid %3; border-radius: 3px; padding: 6px; }")
        .arg(error ? QStringLiteral("#fdecea") : QStringLiteral("#fff4e5"),
             error ? errorColor().name() : QStringLiteral("#6b4100"),
             error ? QStringLiteral("#f5c2c0") : QStringLiteral("#f3d19e"));
}

} // namespace GpuPlan
