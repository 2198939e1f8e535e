#pragma once

#include "core/catalog.h"
#include "core/estimator.h"

#include "unitformat.h"

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace GpuPlan {

/**
 * One model and workload on every SKU of a catalog, one row per Estimate.
 *
 * DisplayRole is formatted with UnitFormat (memory in GiB, money in the user's currency); SortRole gives
 * the raw number (an invalid QVariant when unknown, e.g. the speed of a GPU the model does not fit);
 * ToolTipRole shows, for every figure, the formula and the inputs it was computed from.
 */
class EstimateTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns {
        VendorColumn,
        NameColumn,
        FitsColumn,
        WeightsColumn,
        KvColumn,
        ActivationsColumn,
        RuntimeColumn,
        TotalColumn,
        MaxBatchColumn,
        MaxContextColumn,
        PrefillColumn,
        DecodeColumn,
        ThroughputColumn,
        TtftColumn,
        TpotColumn,
        OwnCostColumn,
        RentCostColumn,
        TokensPerWattColumn,
        UncertaintyColumn,
        ColumnCount
    };
    Q_ENUM(Columns)

    enum Roles {
        IdRole = Qt::UserRole, ///< QString: the SKU id
        SortRole,              ///< raw value (bytes, tokens/s, USD, ...); invalid when unknown
        FitsRole,              ///< bool: the workload fits in the SKU's memory
        VendorKeyRole          ///< QString: "NVIDIA", "AMD", "Intel"
    };
    Q_ENUM(Roles)

    explicit EstimateTableModel(QObject *parent = nullptr);
    ~EstimateTableModel() override;

    /// Replaces every row. @p catalog gives the SKUs' names and specifications and the model's shape.
    void setEstimates(std::vector<Estimate> estimates, const Catalog &catalog);
    /// The assumptions the estimates were computed with, quoted in the cost tooltips.
    void setCostAssumptions(const CostAssumptions &costs);
    /// Shows costs in the user's currency (converted from US dollars with the user's rate).
    void setMoneyDisplay(const UnitFormat::MoneyDisplay &display);

    const std::vector<Estimate> &estimates() const { return m_estimates; }
    /// nullptr when @p row is out of range.
    const Estimate *estimateAt(int row) const;
    /// -1 when no row has the SKU @p id.
    int rowOf(const QString &id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QVariant display(const Estimate &e, const GpuSku &sku, int column) const;
    QVariant sortValue(const Estimate &e, const GpuSku &sku, int column) const;
    QString toolTip(const Estimate &e, const GpuSku &sku, int column) const;
    QString memoryToolTip(const Estimate &e, int column) const;
    QString speedToolTip(const Estimate &e, const GpuSku &sku, int column) const;
    QString costToolTip(const Estimate &e, bool own) const;
    QString money(double usd) const;

    std::vector<Estimate> m_estimates;
    Catalog m_catalog;
    std::vector<const GpuSku *> m_skus; ///< parallel to m_estimates, into m_catalog.skus
    const ModelArch *m_model = nullptr; ///< into m_catalog.models
    CostAssumptions m_costs;
    UnitFormat::MoneyDisplay m_money;
};

} // namespace GpuPlan
