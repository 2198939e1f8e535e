#pragma once

#include "core/catalog.h"

#include "unitformat.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QHash>
#include <QString>

#include <optional>
#include <vector>

namespace GpuPlan {

/**
 * The SKUs of a catalog, one row each, with the lowest purchase and cloud price of each.
 *
 * DisplayRole is formatted with UnitFormat; SortRole gives the raw SI number (an invalid QVariant when
 * unknown) so that sorting is numeric; ToolTipRole says where each figure came from.
 */
class SkuTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns {
        VendorColumn,
        NameColumn,
        SegmentColumn,
        FamilyColumn,
        FormFactorColumn,
        MemoryColumn,
        MemoryTypeColumn,
        BandwidthColumn,
        Fp32Column,
        Fp16Column,
        Bf16Column,
        TdpColumn,
        PcieColumn,
        EccColumn,
        LaunchColumn,
        PurchasePriceColumn,
        CloudPriceColumn,
        ColumnCount
    };
    Q_ENUM(Columns)

    enum Roles {
        IdRole = Qt::UserRole, ///< QString: the SKU id
        SortRole,              ///< raw value: qint64/double in SI units, QString for text; invalid if unknown
        VendorKeyRole,         ///< QString: "NVIDIA", "AMD", "Intel"
        SegmentKeyRole,        ///< QString: "datacenter", "workstation", "consumer"
        MemoryBytesRole,       ///< qint64, invalid if unknown
        OverriddenRole,        ///< bool: the cell's value is a user override
        ProvenanceRole         ///< QVariantMap {kind, source, date, note} of the cell's value
    };
    Q_ENUM(Roles)

    explicit SkuTableModel(QObject *parent = nullptr);
    ~SkuTableModel() override;

    /// Replaces every row; keeps the prices to find each SKU's lowest purchase and cloud price.
    void setCatalog(const Catalog &catalog);
    /// Replaces the row of @p effective.id (no-op if absent) and emits dataChanged for it.
    void updateSku(const GpuSku &effective);
    /// The date price ages are computed against; today by default.
    void setToday(const QDate &today);
    /// Shows prices in the user's currency (converted from US dollars with the user's rate).
    void setMoneyDisplay(const UnitFormat::MoneyDisplay &display);

    const Catalog &catalog() const { return m_catalog; }
    /// nullptr when @p row is out of range.
    const GpuSku *skuAt(int row) const;
    /// -1 when no SKU has @p id.
    int rowOf(const QString &id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    struct LowestPrices
    {
        std::optional<std::size_t> purchase; ///< index into m_catalog.prices
        std::optional<std::size_t> cloud;
    };

    void computeLowestPrices();
    QVariant priceData(int row, int column, int role) const;
    QVariant fieldData(const GpuSku &sku, int column, int role) const;

    Catalog m_catalog;
    std::vector<LowestPrices> m_lowest; ///< parallel to m_catalog.skus
    QHash<QString, int> m_rowById;
    QDate m_today;
    UnitFormat::MoneyDisplay m_money;
};

} // namespace GpuPlan
