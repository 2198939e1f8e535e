#pragma once

#include "unitformat.h"

#include "core/pricepoint.h"

#include <QAbstractTableModel>
#include <QDate>

#include <vector>

namespace GpuPlan {

/// The dated prices of one SKU. A price over a year old is flagged stale, because GPU prices move
/// faster than that and a report built on it would mislead.
class PriceTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns {
        KindColumn,
        AmountColumn,
        UnitColumn,
        ProviderColumn,
        DateColumn,
        AgeColumn,
        SourceColumn,
        ColumnCount
    };
    Q_ENUM(Columns)

    enum Roles {
        IdRole = Qt::UserRole, ///< QString: the price id
        SortRole,              ///< raw value: amount as double, date as QDate, age in days
        StaleRole              ///< bool: older than StaleAfterDays on the model's today
    };
    Q_ENUM(Roles)

    static constexpr int StaleAfterDays = kStalePriceDays;

    explicit PriceTableModel(QObject *parent = nullptr);
    ~PriceTableModel() override;

    /// Replaces every row; @p today is what ages and staleness are measured against.
    void setPrices(std::vector<PricePoint> prices, const QDate &today);
    const std::vector<PricePoint> &prices() const { return m_prices; }
    /// nullptr when @p row is out of range.
    const PricePoint *priceAt(int row) const;
    /// Shows amounts in the user's currency (converted from US dollars with the user's rate).
    void setMoneyDisplay(const UnitFormat::MoneyDisplay &display);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant displayData(const PricePoint &price, int column) const;
    QVariant sortData(const PricePoint &price, int column) const;
    QString toolTip(const PricePoint &price, int column) const;
    bool isStale(const PricePoint &price) const;

    std::vector<PricePoint> m_prices;
    QDate m_today;
    UnitFormat::MoneyDisplay m_money;
};

} // namespace GpuPlan
