#pragma once

#include "core/decision/decisionrun.h"

#include <QAbstractTableModel>

namespace GpuPlan {

/**
 * Per-option overrides of the vendor's lock-in defaults: framework support and kernel coverage (in %),
 * the support window (years) and the lead time (weeks). A cell shows the option's override, or the value
 * the plan used (the vendor default, in grey italics) when it has none. Edits emit lockInEdited(); an
 * empty value removes the override. The page applies them as undoable commands and calls setOptions().
 */
class DecisionLockInModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns { OptionColumn, FrameworkColumn, KernelColumn, SupportWindowColumn, LeadTimeColumn, ColumnCount };
    Q_ENUM(Columns)
    enum Roles { OverriddenRole = Qt::UserRole + 1 }; ///< bool: the option sets this value itself

    explicit DecisionLockInModel(QObject *parent = nullptr);

    void setOptions(const Scenario &scenario, const DecisionPlan &plan);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// Applies an edit of @p column to @p overrides: @p value in the scenario's unit (a fraction for the
    /// % columns), or an invalid QVariant to remove the override.
    static void apply(LockInOverrides &overrides, int column, const QVariant &value);

Q_SIGNALS:
    /// The override of option @p row in @p column typed by the user: the scenario's unit (fractions for
    /// framework support and kernel coverage), or an invalid QVariant when the cell was cleared.
    void lockInEdited(int row, int column, const QVariant &value);

private:
    std::vector<ScenarioOption> m_options;
    std::vector<OptionResult> m_results;
};

} // namespace GpuPlan
