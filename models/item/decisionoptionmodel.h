#pragma once

#include "core/decision/decisionrun.h"

#include <QAbstractTableModel>
#include <QStringList>
#include <QVariantList>

namespace GpuPlan {

/**
 * The scenario's options beside what the plan resolved for them: the label, the SKU (a catalog SKU id),
 * the purchase mode, GPUs per replica and the price used (an explicit price replaces the catalog's), all
 * editable. Edits emit optionEdited(); the page applies them as undoable commands and calls setOptions()
 * again. The SKU and mode columns offer their choices in ChoiceLabelsRole / ChoiceValuesRole, so that a
 * delegate can show a combo box.
 */
class DecisionOptionModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns { OptionColumn, SkuColumn, ModeColumn, GpusPerReplicaColumn, PriceColumn, ColumnCount };
    Q_ENUM(Columns)
    enum Roles {
        ChoiceLabelsRole = Qt::UserRole + 1, ///< QStringList: what a combo box shows for this cell
        ChoiceValuesRole,                    ///< QVariantList: the EditRole value of each choice
    };

    explicit DecisionOptionModel(QObject *parent = nullptr);

    void setOptions(const Scenario &scenario, const DecisionPlan &plan);
    /// The SKUs an option may name: the catalog's, sorted by name ("Name (id)" when names repeat).
    void setSkuChoices(const Catalog &catalog);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /// Of option @p row: the label (QString), the SKU id (QString, one of the choices), the purchase mode
    /// (int PurchaseMode), GPUs per replica (int) or the price (double, USD) typed by the user.
    void optionEdited(int row, int column, const QVariant &value);

private:
    QStringList m_skuLabels;
    QVariantList m_skuIds;
    std::vector<ScenarioOption> m_options;
    std::vector<OptionResult> m_results;
    int m_defaultGpus = 1;
};

} // namespace GpuPlan
