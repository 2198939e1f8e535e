#include "decisionahpmodel.h"

#include "decisiontext.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

#include <cmath>

namespace GpuPlan {

namespace {
// 0.25 reads better as 1/4: Saaty's scale is integers and their reciprocals.
QString judgementText(double value)
{
    const QLocale locale;
    if (value > 0 && value < 1) {
        const double inverse = 1.0 / value;
        if (std::abs(inverse - std::round(inverse)) < 1e-9)
            return QStringLiteral("1/") + locale.toString(qlonglong(std::llround(inverse)));
    }
    return locale.toString(value, 'g', 3);
}
} // namespace

DecisionAhpModel::DecisionAhpModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

std::vector<std::vector<double>> DecisionAhpModel::matrixOf(const ScenarioCriteria &criteria)
{
    const std::size_t n = criteria.items.size();
    bool sized = criteria.ahpMatrix.size() == n;
    for (const auto &row : criteria.ahpMatrix)
        sized = sized && row.size() == n;
    return sized ? criteria.ahpMatrix : std::vector<std::vector<double>>(n, std::vector<double>(n, 1.0));
}

void DecisionAhpModel::setCriteria(const ScenarioCriteria &criteria)
{
    beginResetModel();
    m_ids.clear();
    for (const ScenarioCriterion &c : criteria.items)
        m_ids.push_back(c.id);
    m_matrix = matrixOf(criteria);
    endResetModel();
}

int DecisionAhpModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_ids.size()); }

int DecisionAhpModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_ids.size()); }

QVariant DecisionAhpModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int i = index.row();
    const int j = index.column();
    const double a = i == j
        ? 1.0
        : (i < j ? m_matrix[std::size_t(i)][std::size_t(j)] : 1.0 / m_matrix[std::size_t(j)][std::size_t(i)]);
    switch (role) {
    case Qt::DisplayRole:
        return judgementText(a);
    case Qt::EditRole:
        return a;
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::Alignment(Qt::AlignCenter));
    case Qt::ForegroundRole:
        return i < j ? QVariant() : QVariant(QBrush(QColor(0x75, 0x75, 0x75)));
    case Qt::ToolTipRole:
        if (i == j)
            return tr("A criterion is as important as itself");
        return tr("%1 is %2 times as important as %3%4")
            .arg(DecisionText::criterionName(m_ids[std::size_t(i)]), judgementText(a),
                 DecisionText::criterionName(m_ids[std::size_t(j)]),
                 i < j ? tr(" (1 equal, 3 moderately, 5 strongly, 7 very strongly, 9 extremely more important)")
                       : tr(" (the reciprocal of the judgement above the diagonal)"));
    default:
        return {};
    }
}

bool DecisionAhpModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || index.row() >= index.column())
        return false;
    bool ok = false;
    double a = value.toDouble(&ok);
    if (!ok) { // "1/3"
        const QStringList parts = value.toString().split(QLatin1Char('/'));
        bool okNum = false;
        bool okDen = false;
        if (parts.size() == 2)
            a = QLocale().toDouble(parts[0].trimmed(), &okNum) / QLocale().toDouble(parts[1].trimmed(), &okDen);
        ok = okNum && okDen;
    }
    if (!ok || !(a > 0) || !std::isfinite(a))
        return false;
    Q_EMIT judgementEdited(index.row(), index.column(), a);
    return true;
}

Qt::ItemFlags DecisionAhpModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.row() < index.column())
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant DecisionAhpModel::headerData(int section, Qt::Orientation, int role) const
{
    if (section < 0 || std::size_t(section) >= m_ids.size())
        return {};
    if (role == Qt::DisplayRole)
        return DecisionText::criterionName(m_ids[std::size_t(section)]);
    return {};
}

} // namespace GpuPlan
