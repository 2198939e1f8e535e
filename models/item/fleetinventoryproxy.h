#pragma once

#include <QSortFilterProxyModel>

#include <optional>

namespace GpuPlan {

/// Filters the fleet inventory by search text (any column), node and health; sorts on raw values.
class FleetInventoryProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit FleetInventoryProxy(QObject *parent = nullptr);

    void setSearchText(const QString &text);
    /// Only the GPUs of @p node; empty: every node.
    void setNode(const QString &node);
    /// Only the GPUs with this FleetHealth (as int); nullopt: any.
    void setHealth(std::optional<int> health);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_search;
    QString m_node;
    std::optional<int> m_health;
};

} // namespace GpuPlan
