#include "searchfilterproxy.h"

#include <QRegularExpression>

namespace GpuPlan {

SearchFilterProxy::SearchFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

void SearchFilterProxy::setSearchText(const QString &text)
{
    if (text == m_searchText)
        return;
    m_searchText = text;
    static const QRegularExpression whitespace(QStringLiteral("\\s+"));
    m_searchWords = text.split(whitespace, Qt::SkipEmptyParts);
    invalidateFilter();
}

bool SearchFilterProxy::matchesSearch(const QString &haystack) const
{
    for (const QString &word : m_searchWords) {
        if (!haystack.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

bool SearchFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
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
