#include "skufilterproxy.h"

#include "skutablemodel.h"

namespace GpuPlan {

SkuFilterProxy::SkuFilterProxy(QObject *parent)
    : SearchFilterProxy(parent)
{
    setSortRole(SkuTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

SkuFilterProxy::~SkuFilterProxy() = default;

void SkuFilterProxy::setVendorFilter(const QString &vendorKey)
{
    if (vendorKey == m_vendor)
        return;
    m_vendor = vendorKey;
    invalidateFilter();
}

void SkuFilterProxy::setSegmentFilter(const QString &segmentKey)
{
    if (segmentKey == m_segment)
        return;
    m_segment = segmentKey;
    invalidateFilter();
}

void SkuFilterProxy::setMinimumMemoryBytes(qint64 bytes)
{
    if (bytes == m_minimumMemory)
        return;
    m_minimumMemory = bytes;
    invalidateFilter();
}

bool SkuFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *model = sourceModel();
    const QModelIndex row = model->index(sourceRow, SkuTableModel::NameColumn, sourceParent);
    if (!m_vendor.isEmpty()
        && row.data(SkuTableModel::VendorKeyRole).toString().compare(m_vendor, Qt::CaseInsensitive) != 0)
        return false;
    if (!m_segment.isEmpty()
        && row.data(SkuTableModel::SegmentKeyRole).toString().compare(m_segment, Qt::CaseInsensitive) != 0)
        return false;
    if (m_minimumMemory > 0) {
        const QVariant memory = row.data(SkuTableModel::MemoryBytesRole);
        if (!memory.isValid() || memory.toLongLong() < m_minimumMemory)
            return false;
    }
    if (!hasSearch())
        return true;

    auto text = [&](int column) {
        const QVariant v = model->index(sourceRow, column, sourceParent).data(SkuTableModel::SortRole);
        return v.userType() == QMetaType::QString ? v.toString() : QString();
    };
    const QString haystack
        = QStringList{row.data(Qt::DisplayRole).toString(), row.data(SkuTableModel::IdRole).toString(),
                      text(SkuTableModel::FamilyColumn), text(SkuTableModel::MemoryTypeColumn)}
              .join(QLatin1Char(' '));
    return matchesSearch(haystack);
}

} // namespace GpuPlan
