#pragma once

#include "core/gpusku.h"
#include "core/jsonlocator.h"

#include <QAbstractTableModel>
#include <QString>

#include <optional>
#include <vector>

namespace GpuPlan {

/**
 * Every field of one SKU, one row per skuFields() entry, with the provenance of each value.
 *
 * The value column is editable for editable fields. An accepted edit does not change the model: it is
 * announced with fieldEditRequested() so that the owner can record an override (with undo) and call
 * setSku() again with the new effective SKU.
 */
class SkuDetailModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns { FieldColumn, ValueColumn, KindColumn, SourceColumn, DateColumn, NoteColumn, ColumnCount };
    Q_ENUM(Columns)

    enum Roles {
        FieldKeyRole = Qt::UserRole, ///< QString: the skuFields() key, e.g. "tdp_watts"
        OverriddenRole,              ///< bool: the value is a user override
        ShippedValueRole             ///< QString: the shipped value, formatted for display
    };
    Q_ENUM(Roles)

    explicit SkuDetailModel(QObject *parent = nullptr);
    ~SkuDetailModel() override;

    /// Shows @p effective (copied), comparing with @p shipped (may be the same SKU); nullptr clears.
    void setSku(const GpuSku *effective, const GpuSku *shipped);
    /// The id of the SKU shown; empty when none.
    QString skuId() const;
    /// -1 when @p fieldKey names no field.
    int rowOf(const QString &fieldKey) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /// The user typed a valid new value; @p jsonValue is the SI value as JSON text ("300", "null").
    void fieldEditRequested(const QString &skuId, const QString &fieldKey, const QString &jsonValue);
    /// The user typed a value that does not parse or is out of range; @p message is translated.
    void editRejected(const QString &message);

private:
    struct Row
    {
        Json value;
        Json shippedValue;
        Provenance provenance;
        Provenance shippedProvenance;
    };

    QString toolTip(int row, int column) const;

    std::optional<GpuSku> m_sku;
    std::vector<Row> m_rows; ///< parallel to skuFields()
};

} // namespace GpuPlan
