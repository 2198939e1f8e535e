#include "skufilterproxy.h"

#include "skutablemodel.h"

#include <QRegularExpression>

namespace GpuPlan {

SkuFilterProxy::SkuFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
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

void SkuFilterProxy::setSearchText(const QString &text)
{
    if (text == m_searchText)
        return;
    m_searchText = text;
    static const QRegularExpression whitespace(QStringLiteral("\\s+"));
    m_searchWords = text.split(whitespace, Qt::SkipEmptyParts);
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
    if (m_searchWords.isEmpty())
        return true;

    auto text = [&](int column) {
        const QVariant v = model->index(sourceRow, column, sourceParent).data(SkuTableModel::SortRole);
        return v.userType() == QMetaType::QString ? v.toString() : QString();
    };
    const QString haystack
        = QStringList { row.data(Qt::DisplayRole).toString(), row.data(SkuTableModel::IdRole).toString(),
                        text(SkuTableModel::FamilyColumn), text(SkuTableModel::MemoryTypeColumn) }
              .join(QLatin1Char(' '));
    for (const QString &word : m_searchWords) {
        if (!haystack.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

bool SkuFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const bool leftKnown = left.data(sortRole()).isValid();
    const bool rightKnown = right.data(sortRole()).isValid();
    if (leftKnown && rightKnown)
        return QSortFilterProxyModel::lessThan(left, right);
    if (leftKnown == rightKnown)
        return false;
    // Descending order reverses the comparison, so unknowns must compare lowest there to stay last.
    const bool unknownIsLess = sortOrder() == Qt::DescendingOrder;
    return leftKnown ? !unknownIsLess : unknownIsLess;
}

} // namespace GpuPlan
