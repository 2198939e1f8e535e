#include "fleetfindingsproxy.h"

#include "fleetfindingsmodel.h"

namespace GpuPlan {

FleetFindingsProxy::FleetFindingsProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(FleetFindingsModel::SortRole);
}

void FleetFindingsProxy::setSeverityShown(FindingSeverity severity, bool shown)
{
    const unsigned bit = 1u << unsigned(severity);
    m_shown = shown ? (m_shown | bit) : (m_shown & ~bit);
    invalidateFilter();
}

bool FleetFindingsProxy::isSeverityShown(FindingSeverity severity) const
{
    return m_shown & (1u << unsigned(severity));
}

bool FleetFindingsProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const int severity
        = sourceModel()->index(sourceRow, 0, sourceParent).data(FleetFindingsModel::SeverityRole).toInt();
    return m_shown & (1u << unsigned(severity));
}

} // namespace GpuPlan
