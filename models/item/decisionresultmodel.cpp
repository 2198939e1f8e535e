#include "decisionresultmodel.h"

#include "decisiontext.h"
#include "unitformat.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

#include <cmath>

namespace GpuPlan {

namespace {
QString money(double usd) { return UnitFormat::money(usd, QStringLiteral("USD")); }
QString number(double value, int decimals) { return QLocale().toString(value, 'f', decimals); }
bool finite(const std::vector<double> &v, int row)
{
    return row >= 0 && std::size_t(row) < v.size() && std::isfinite(v[std::size_t(row)]);
}
} // namespace

DecisionResultModel::DecisionResultModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void DecisionResultModel::setPlan(const DecisionPlan &plan, const RankingResult &ranking)
{
    beginResetModel();
    m_plan = plan;
    m_ranking = ranking;
    m_probabilityFirst.clear();
    endResetModel();
}

void DecisionResultModel::setProbabilityFirst(const std::vector<double> &probability)
{
    m_probabilityFirst = probability;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, ProbabilityFirstColumn), index(rowCount() - 1, ProbabilityFirstColumn));
}

int DecisionResultModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_plan.options.size());
}

int DecisionResultModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DecisionResultModel::value(int row, int column) const
{
    const OptionResult &o = m_plan.options[std::size_t(row)];
    const FleetSize &f = o.fleet;
    switch (column) {
    case ReplicasColumn:
        return f.servingReplicas;
    case SparesColumn:
        return f.spareReplicas;
    case GpusColumn:
        return o.orderedGpus;
    case RacksColumn:
        return o.cloud ? QVariant() : QVariant(f.racks);
    case MonthlyOwnColumn:
        return o.cloud ? QVariant() : QVariant(f.ownedMonthlyUsd);
    case MonthlyRentColumn:
        return f.rentedMonthlyUsd ? QVariant(*f.rentedMonthlyUsd) : QVariant();
    case UsdPerMtokColumn:
        return o.usdPerMillionTokens;
    case LockInColumn:
        return o.lockIn.valid ? QVariant(o.lockIn.score) : QVariant();
    case WeightedSumColumn:
        return finite(m_ranking.weightedSum, row) ? QVariant(m_ranking.weightedSum[std::size_t(row)]) : QVariant();
    case WeightedSumRankColumn:
        return std::size_t(row) < m_ranking.weightedSumRanks.size() && m_ranking.weightedSumRanks[std::size_t(row)] > 0
            ? QVariant(m_ranking.weightedSumRanks[std::size_t(row)])
            : QVariant();
    case TopsisColumn:
        return finite(m_ranking.topsis.closeness, row) ? QVariant(m_ranking.topsis.closeness[std::size_t(row)])
                                                       : QVariant();
    case TopsisRankColumn:
        return std::size_t(row) < m_ranking.topsisRanks.size() && m_ranking.topsisRanks[std::size_t(row)] > 0
            ? QVariant(m_ranking.topsisRanks[std::size_t(row)])
            : QVariant();
    case ProbabilityFirstColumn:
        return finite(m_probabilityFirst, row) ? QVariant(m_probabilityFirst[std::size_t(row)]) : QVariant();
    default:
        return {};
    }
}

QString DecisionResultModel::display(int row, int column) const
{
    const OptionResult &o = m_plan.options[std::size_t(row)];
    if (column == OptionColumn)
        return DecisionText::optionLabel(o);
    if (column == GatesColumn)
        return DecisionText::gatesText(o.gates);
    if (column == LockInBandColumn)
        return o.lockIn.valid ? DecisionText::lockInBandName(o.lockIn.band) : QString();
    const QVariant v = value(row, column);
    if (!v.isValid())
        return column == ProbabilityFirstColumn ? tr("not run") : QStringLiteral("—");
    switch (column) {
    case MonthlyOwnColumn:
    case MonthlyRentColumn:
    case UsdPerMtokColumn:
        return money(v.toDouble());
    case LockInColumn:
        return number(v.toDouble(), 1);
    case WeightedSumColumn:
    case TopsisColumn:
        return number(v.toDouble(), 3);
    case ProbabilityFirstColumn:
        return tr("%1 %").arg(number(100.0 * v.toDouble(), 1));
    default:
        return QLocale().toString(v.toInt());
    }
}

QString DecisionResultModel::toolTip(int row, int column) const
{
    const OptionResult &o = m_plan.options[std::size_t(row)];
    const FleetSize &f = o.fleet;
    const ReplicaCapacity &r = o.replica;
    switch (column) {
    case OptionColumn:
        return tr("%1: %2, %3, %n GPU(s) per replica", nullptr, r.gpusPerReplica)
            .arg(QString::fromStdString(o.id), QString::fromStdString(o.skuName),
                 DecisionText::purchaseModeName(o.mode));
    case GatesColumn:
        return tr("Hard requirements, checked before any ranking: the model fits the replica (%1), the time per "
                  "output token and the time to first token meet the SLO (%2), the cost stays within the budget (%3)")
            .arg(o.gates.fits ? tr("yes") : tr("no"), o.gates.meetsSlo ? tr("yes") : tr("no"),
                 o.gates.withinBudget ? tr("yes") : tr("no"));
    case ReplicasColumn:
        return tr("Serving replicas = max(throughput bound %1, queue bound %2).\nThroughput bound: ceil(peak rate / "
                  "(max utilisation × %3 req/s per replica)).\nQueue bound: Erlang C with the Allen-Cunneen "
                  "correction, %4 batch slots so that the wait percentile fits the %5 s budget.")
            .arg(f.throughputBoundReplicas)
            .arg(f.queueBoundReplicas)
            .arg(number(r.requestsPerSecond, 2))
            .arg(f.queueBoundSlots)
            .arg(number(f.waitBudgetSeconds, 3));
    case SparesColumn:
        if (f.sparePolicy == SparePolicy::ProviderReplaces)
            return tr("No spares: the cloud provider replaces a failed instance, and only the serving GPUs are rented");
        return tr("N+k spares: the smallest k with P(more than k replicas down) below 1 − the availability target; "
                  "replicas down ~ Poisson(%1); P(short) = %2; %3 failures per GPU-year (%4)")
            .arg(number(f.meanReplicasDown, 4), QLocale().toString(f.probabilityShort, 'g', 3),
                 number(o.failuresPerGpuYear, 3),
                 o.channel ? tr("measured on the cards of %1").arg(QString::fromStdString(o.channel->key))
                           : tr("the scenario's default"));
    case GpusColumn:
        return tr("(serving %1 + spare %2 replicas) × %3 GPUs per replica = %4 GPUs, raised to the minimum order: %5")
            .arg(f.servingReplicas)
            .arg(f.spareReplicas)
            .arg(r.gpusPerReplica)
            .arg(f.totalGpus)
            .arg(o.orderedGpus);
    case RacksColumn:
        return tr("%1 servers of %2 W nameplate; %3 per rack (limited by %4) → %5 racks; facility power %6 kW")
            .arg(f.servers)
            .arg(number(f.serverPowerWatts, 0))
            .arg(f.serversPerRack)
            .arg(f.rackLimitedByPower ? tr("power") : tr("rack units"))
            .arg(f.racks)
            .arg(number(f.facilityPowerKw, 1));
    case MonthlyOwnColumn:
        if (o.channel)
            return tr("(annual capex + annual opex + power at %1 % average utilisation) / 12 for every GPU, spares "
                      "idle, plus %2 a month replacing failed cards bought from %3 (%4 % of them fail intake); "
                      "capex %5")
                .arg(number(100.0 * f.averageUtilisation, 1), money(o.replacementMonthlyUsd),
                     QString::fromStdString(o.channel->key), number(100.0 * o.intakeFailureShare.value_or(0), 1),
                     money(o.capexUsd));
        return tr("(annual capex + annual opex + power at %1 % average utilisation) / 12 for every GPU, spares idle; "
                  "capex %2")
            .arg(number(100.0 * f.averageUtilisation, 1), money(o.capexUsd));
    case MonthlyRentColumn:
        return tr("Serving GPUs × %1 per GPU-hour × hours in a month (the provider replaces failed instances)")
            .arg(money(o.priceUsd));
    case UsdPerMtokColumn:
        return tr("Monthly cost %1 / output tokens per month at the average load (%2 tokens/s) × 10⁶")
            .arg(money(o.monthlyCostUsd), number(f.averageOutputTokensPerSecond, 0));
    case LockInColumn:
    case LockInBandColumn:
        return tr("100 × Σ wᵢ rᵢ / Σ wᵢ over the applicable factors of seven (CUDA-only share, framework support, "
                  "kernel coverage, support window, supply concentration, second sources, lead time); bands: low "
                  "below %1, high from %2")
            .arg(number(o.lockInInputs.lowBelow, 1), number(o.lockInInputs.highFrom, 1));
    case WeightedSumColumn:
    case WeightedSumRankColumn:
        return tr("Σ wⱼ nᵢⱼ: each criterion min-max normalised over the options that pass the gates (1 = best), "
                  "weighted by the normalised weights");
    case TopsisColumn:
    case TopsisRankColumn:
        return tr("TOPSIS closeness d⁻ / (d⁺ + d⁻): vector-normalised, weighted values against the ideal and the "
                  "anti-ideal option");
    case ProbabilityFirstColumn:
        return tr("Share of the Monte Carlo samples (all uncertain inputs drawn at once) in which this option ranks "
                  "first; ties are split");
    default:
        return {};
    }
}

QVariant DecisionResultModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        return toolTip(row, column);
    case ValueRole:
        return column == OptionColumn || column == GatesColumn || column == LockInBandColumn ? QVariant()
                                                                                             : value(row, column);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(
            Qt::Alignment(column == OptionColumn || column == GatesColumn || column == LockInBandColumn
                              ? Qt::AlignLeft | Qt::AlignVCenter
                              : Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ForegroundRole:
        if (column == GatesColumn)
            return QBrush(m_plan.options[std::size_t(row)].gates.passed() ? QColor(0x2e, 0x7d, 0x32)
                                                                          : QColor(0xc6, 0x28, 0x28));
        return {};
    default:
        return {};
    }
}

QVariant DecisionResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case OptionColumn:
        return tr("Option");
    case GatesColumn:
        return tr("Gates");
    case ReplicasColumn:
        return tr("Replicas");
    case SparesColumn:
        return tr("Spares");
    case GpusColumn:
        return tr("GPUs");
    case RacksColumn:
        return tr("Racks");
    case MonthlyOwnColumn:
        return tr("Owned / month");
    case MonthlyRentColumn:
        return tr("Rented / month");
    case UsdPerMtokColumn:
        return tr("$ / M tokens");
    case LockInColumn:
        return tr("Lock-in");
    case LockInBandColumn:
        return tr("Band");
    case WeightedSumColumn:
        return tr("Weighted sum");
    case WeightedSumRankColumn:
        return tr("Rank");
    case TopsisColumn:
        return tr("TOPSIS");
    case TopsisRankColumn:
        return tr("Rank");
    case ProbabilityFirstColumn:
        return tr("P(first)");
    default:
        return {};
    }
}

} // namespace GpuPlan
