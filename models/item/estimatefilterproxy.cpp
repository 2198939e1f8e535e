#include "estimatefilterproxy.h"

#include "estimatetablemodel.h"

#include <QRegularExpression>

namespace GpuPlan {

EstimateFilterProxy::EstimateFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
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

void EstimateFilterProxy::setSearchText(const QString &text)
{
    if (text == m_searchText)
        return;
    m_searchText = text;
    static const QRegularExpression whitespace(QStringLiteral("\\s+"));
    m_searchWords = text.split(whitespace, Qt::SkipEmptyParts);
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
    if (m_searchWords.isEmpty())
        return true;
    const QString haystack
        = QStringList { model->index(sourceRow, EstimateTableModel::VendorColumn, sourceParent).data().toString(),
                        row.data().toString(), row.data(EstimateTableModel::IdRole).toString() }
              .join(QLatin1Char(' '));
    for (const QString &word : m_searchWords) {
        if (!haystack.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

bool EstimateFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
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
