#pragma once

#include "core/decision/decisionrun.h"

#include <QAbstractTableModel>

namespace GpuPlan {

/**
 * The scenario's options beside what the plan resolved for them: SKU, purchase mode, GPUs per replica
 * (editable) and the price used (editable: an explicit price replaces the catalog's). Edits emit
 * optionEdited(); the page applies them as undoable commands and calls setOptions() again.
 */
class DecisionOptionModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns { OptionColumn, SkuColumn, ModeColumn, GpusPerReplicaColumn, PriceColumn, ColumnCount };
    Q_ENUM(Columns)

    explicit DecisionOptionModel(QObject *parent = nullptr);

    void setOptions(const Scenario &scenario, const DecisionPlan &plan);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /// GPUs per replica (int) or the price (double, USD) of option @p row typed by the user.
    void optionEdited(int row, int column, const QVariant &value);

private:
    std::vector<ScenarioOption> m_options;
    std::vector<OptionResult> m_results;
    int m_defaultGpus = 1;
};

} // namespace GpuPlan
