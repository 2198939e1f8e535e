#include "decisioncriteriamodel.h"

#include "decisiontext.h"

#include <QLocale>

namespace GpuPlan {

DecisionCriteriaModel::DecisionCriteriaModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void DecisionCriteriaModel::setCriteria(const ScenarioCriteria &criteria, const std::optional<AhpResult> &ahp)
{
    beginResetModel();
    m_criteria = criteria;
    m_ahp = ahp;
    m_sum = 0.0;
    for (const ScenarioCriterion &c : m_criteria.items)
        m_sum += c.weight;
    endResetModel();
}

int DecisionCriteriaModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_criteria.items.size());
}

int DecisionCriteriaModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DecisionCriteriaModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ScenarioCriterion &c = m_criteria.items[std::size_t(index.row())];
    const CriterionInfo *info = findCriterionInfo(c.id);
    const double share = m_sum > 0 ? c.weight / m_sum : 1.0 / double(m_criteria.items.size());
    const bool hasAhp = m_ahp && m_ahp->valid && std::size_t(index.row()) < m_ahp->weights.size();
    const QLocale locale;
    if (role == Qt::EditRole && index.column() == WeightColumn)
        return c.weight;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case CriterionColumn:
            return DecisionText::criterionName(c.id);
        case SenseColumn:
            return info ? DecisionText::senseName(info->sense) : QString();
        case WeightColumn:
            return locale.toString(c.weight, 'g', 4);
        case ShareColumn:
            return tr("%1 %").arg(locale.toString(100.0 * share, 'f', 1));
        case AhpWeightColumn:
            return hasAhp ? tr("%1 %").arg(locale.toString(100.0 * m_ahp->weights[std::size_t(index.row())], 'f', 1))
                          : QStringLiteral("—");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case CriterionColumn:
            return tr("%1 (%2)").arg(QString::fromStdString(c.id),
                                     info ? QString::fromUtf8(info->unit.data(), qsizetype(info->unit.size()))
                                          : QString());
        case WeightColumn:
            return tr("Direct weight, any scale: the methods divide the weights by their sum");
        case ShareColumn:
            return tr("Weight / sum of the weights (%1)").arg(locale.toString(m_sum, 'g', 4));
        case AhpWeightColumn:
            return tr("The principal eigenvector of the pairwise comparison matrix, summing to 1; used when the "
                      "method is AHP");
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() >= WeightColumn)
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    return {};
}

bool DecisionCriteriaModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() != WeightColumn)
        return false;
    bool ok = false;
    const double weight = value.toDouble(&ok);
    if (!ok || !(weight >= 0) || weight == m_criteria.items[std::size_t(index.row())].weight)
        return false;
    Q_EMIT weightEdited(index.row(), weight);
    return true;
}

Qt::ItemFlags DecisionCriteriaModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == WeightColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant DecisionCriteriaModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CriterionColumn:
        return tr("Criterion");
    case SenseColumn:
        return tr("Sense");
    case WeightColumn:
        return tr("Weight");
    case ShareColumn:
        return tr("Share");
    case AhpWeightColumn:
        return tr("AHP weight");
    default:
        return {};
    }
}

} // namespace GpuPlan
