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

} // namespace GpuPlan
