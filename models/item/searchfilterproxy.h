#pragma once

#include <QSortFilterProxyModel>
#include <QStringList>

namespace GpuPlan {

/**
 * What the catalog's and the results' proxies share: a free-text search where every word must match,
 * and sorting that keeps unknown values (an invalid sort value) last in both directions.
 */
class SearchFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit SearchFilterProxy(QObject *parent = nullptr);

    /// Case-insensitive; every whitespace-separated word must appear.
    void setSearchText(const QString &text);
    QString searchText() const { return m_searchText; }

protected:
    /// True when there is no search, or when @p haystack contains every word of it.
    bool matchesSearch(const QString &haystack) const;
    bool hasSearch() const { return !m_searchWords.isEmpty(); }
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_searchText;
    QStringList m_searchWords;
};

} // namespace GpuPlan
