#include "estimatefilterproxy.h"

#include "estimatetablemodel.h"

namespace GpuPlan {

EstimateFilterProxy::EstimateFilterProxy(QObject *parent)
    : SearchFilterProxy(parent)
{
    setSortRole(EstimateTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

EstimateFilterProxy::~EstimateFilterProxy() = default;

void EstimateFilterProxy::setFitsOnly(bool fitsOnly)
{
    if (fitsOnly == m_fitsOnly)
        return;
    m_fitsOnly = fitsOnly;
    invalidateFilter();
}

void EstimateFilterProxy::setVendorFilter(const QString &vendorKey)
{
    if (vendorKey == m_vendor)
        return;
    m_vendor = vendorKey;
    invalidateFilter();
}

bool EstimateFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *model = sourceModel();
    const QModelIndex row = model->index(sourceRow, EstimateTableModel::NameColumn, sourceParent);
    if (m_fitsOnly && !row.data(EstimateTableModel::FitsRole).toBool())
        return false;
    if (!m_vendor.isEmpty()
        && row.data(EstimateTableModel::VendorKeyRole).toString().compare(m_vendor, Qt::CaseInsensitive) != 0)
        return false;
    if (!hasSearch())
        return true;
    const QString haystack
        = QStringList{model->index(sourceRow, EstimateTableModel::VendorColumn, sourceParent).data().toString(),
                      row.data().toString(), row.data(EstimateTableModel::IdRole).toString()}
              .join(QLatin1Char(' '));
    return matchesSearch(haystack);
}

} // namespace GpuPlan
