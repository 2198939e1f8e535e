#pragma once

#include "core/decision/scenario.h"

#include <QAbstractTableModel>

#include <vector>

namespace GpuPlan {

/**
 * The AHP pairwise comparison matrix of the scenario's criteria: a_ij is how much more important
 * criterion i is than j (Saaty's 1/9 … 9 scale). Only the upper triangle is editable; the lower one shows
 * the reciprocals and the diagonal is 1. An edit emits judgementEdited(); the page applies it as an
 * undoable command and calls setCriteria() again.
 */
class DecisionAhpModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit DecisionAhpModel(QObject *parent = nullptr);

    void setCriteria(const ScenarioCriteria &criteria);
    /// The scenario's matrix, or all ones (no preference) when it has none of the right size.
    static std::vector<std::vector<double>> matrixOf(const ScenarioCriteria &criteria);
    const std::vector<std::vector<double>> &matrix() const { return m_matrix; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /// The user set a_ij = @p value (i < j); a_ji becomes its reciprocal.
    void judgementEdited(int row, int column, double value);

private:
    std::vector<std::string> m_ids;
    std::vector<std::vector<double>> m_matrix;
};

} // namespace GpuPlan
