#pragma once

#include "core/decision/decisionrun.h"

#include <QAbstractTableModel>

#include <vector>

namespace GpuPlan {

/**
 * The Decision page's result matrix: one row per option of a DecisionPlan with its gates, fleet size,
 * cost, lock-in, the weighted-sum and TOPSIS scores and ranks (computed from the plan, so they follow
 * every edit at once) and, once the Monte Carlo has run, the probability of ranking first. Every
 * number's tool tip says how it was computed.
 */
class DecisionResultModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns {
        OptionColumn,
        GatesColumn,
        ReplicasColumn,
        SparesColumn,
        GpusColumn,
        RacksColumn,
        MonthlyOwnColumn,
        MonthlyRentColumn,
        UsdPerMtokColumn,
        LockInColumn,
        LockInBandColumn,
        WeightedSumColumn,
        WeightedSumRankColumn,
        TopsisColumn,
        TopsisRankColumn,
        ProbabilityFirstColumn,
        ColumnCount
    };
    Q_ENUM(Columns)

    enum Roles {
        ValueRole = Qt::UserRole, ///< the raw number (double), invalid when there is none
    };

    explicit DecisionResultModel(QObject *parent = nullptr);

    /// A new plan and its quick ranking (rankOptions on the plan's problem, weights as the page uses
    /// them). Clears the probabilities: they belong to the previous plan.
    void setPlan(const DecisionPlan &plan, const RankingResult &ranking);
    /// The Monte Carlo's probability of ranking first, one per option (empty: not computed).
    void setProbabilityFirst(const std::vector<double> &probability);

    const DecisionPlan &plan() const { return m_plan; }
    const RankingResult &ranking() const { return m_ranking; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant value(int row, int column) const;
    QString display(int row, int column) const;
    QString toolTip(int row, int column) const;

    DecisionPlan m_plan;
    RankingResult m_ranking;
    std::vector<double> m_probabilityFirst;
};

} // namespace GpuPlan
