#include "fleetinventoryproxy.h"

#include "fleetinventorymodel.h"

namespace GpuPlan {

FleetInventoryProxy::FleetInventoryProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(FleetInventoryModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void FleetInventoryProxy::setSearchText(const QString &text)
{
    m_search = text.trimmed();
    invalidateFilter();
}

void FleetInventoryProxy::setNode(const QString &node)
{
    m_node = node;
    invalidateFilter();
}

void FleetInventoryProxy::setHealth(std::optional<int> health)
{
    m_health = health;
    invalidateFilter();
}

bool FleetInventoryProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *model = sourceModel();
    const QModelIndex first = model->index(sourceRow, 0, sourceParent);
    if (!m_node.isEmpty() && first.data(FleetInventoryModel::NodeRole).toString() != m_node)
        return false;
    if (m_health && first.data(FleetInventoryModel::HealthRole).toInt() != *m_health)
        return false;
    if (m_search.isEmpty())
        return true;
    for (int c = 0; c < model->columnCount(sourceParent); ++c) {
        const QModelIndex index = model->index(sourceRow, c, sourceParent);
        if (index.data().toString().contains(m_search, Qt::CaseInsensitive)
            || index.data(Qt::ToolTipRole).toString().contains(m_search, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace GpuPlan
