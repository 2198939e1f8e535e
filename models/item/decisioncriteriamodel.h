#pragma once

#include "core/decision/scenario.h"

#include <QAbstractTableModel>

#include <optional>

namespace GpuPlan {

/**
 * The scenario's criteria: name, sense, the direct weight (editable), its normalised share and the AHP
 * weight when the scenario has a pairwise matrix. The model does not change the scenario itself: an edit
 * emits weightEdited() and the page applies it as an undoable command, then calls setCriteria().
 */
class DecisionCriteriaModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns { CriterionColumn, SenseColumn, WeightColumn, ShareColumn, AhpWeightColumn, ColumnCount };
    Q_ENUM(Columns)

    explicit DecisionCriteriaModel(QObject *parent = nullptr);

    void setCriteria(const ScenarioCriteria &criteria, const std::optional<AhpResult> &ahp);
    const ScenarioCriteria &criteria() const { return m_criteria; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /// The user typed @p weight for criterion @p row (not applied yet).
    void weightEdited(int row, double weight);

private:
    ScenarioCriteria m_criteria;
    std::optional<AhpResult> m_ahp;
    double m_sum = 0.0;
};

} // namespace GpuPlan
