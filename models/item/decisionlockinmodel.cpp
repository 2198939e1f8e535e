#include "decisionlockinmodel.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

namespace GpuPlan {

namespace {

std::optional<double> LockInOverrides::*memberOf(int column)
{
    switch (column) {
    case DecisionLockInModel::FrameworkColumn:
        return &LockInOverrides::frameworkSupport;
    case DecisionLockInModel::KernelColumn:
        return &LockInOverrides::kernelCoverage;
    case DecisionLockInModel::SupportWindowColumn:
        return &LockInOverrides::supportWindowYears;
    case DecisionLockInModel::LeadTimeColumn:
        return &LockInOverrides::leadTimeWeeks;
    default:
        return nullptr;
    }
}

LockInFactor factorOf(int column)
{
    switch (column) {
    case DecisionLockInModel::FrameworkColumn:
        return LockInFactor::FrameworkSupport;
    case DecisionLockInModel::KernelColumn:
        return LockInFactor::KernelCoverage;
    case DecisionLockInModel::SupportWindowColumn:
        return LockInFactor::SupportWindow;
    default:
        return LockInFactor::LeadTime;
    }
}

bool isPercent(int column)
{
    return column == DecisionLockInModel::FrameworkColumn || column == DecisionLockInModel::KernelColumn;
}

// The scenario's unit to the shown one: fractions as %.
double shown(int column, double value) { return isPercent(column) ? 100.0 * value : value; }

} // namespace

DecisionLockInModel::DecisionLockInModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void DecisionLockInModel::setOptions(const Scenario &scenario, const DecisionPlan &plan)
{
    beginResetModel();
    m_options = scenario.options;
    m_results = plan.options;
    m_results.resize(m_options.size());
    endResetModel();
}

int DecisionLockInModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_options.size());
}

int DecisionLockInModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DecisionLockInModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ScenarioOption &o = m_options[std::size_t(index.row())];
    const OptionResult &r = m_results[std::size_t(index.row())];
    const int column = index.column();
    if (column == OptionColumn) {
        if (role == Qt::DisplayRole)
            return QString::fromStdString(o.label.empty() ? o.id : o.label);
        if (role == Qt::ToolTipRole)
            return tr("%1\nId %2")
                .arg(QString::fromStdString(o.label.empty() ? o.id : o.label), QString::fromStdString(o.id));
        return {};
    }
    const std::optional<double> own = o.lockIn.*memberOf(column);
    const LockInFactorInput &used = r.lockInInputs[factorOf(column)];
    const bool usedValue = own || used.applicable || column == LeadTimeColumn;
    const double value
        = own ? shown(column, *own) : shown(column, column == LeadTimeColumn ? r.leadTimeWeeks : used.value);
    const QLocale locale;
    const auto text = [&](double v) {
        switch (column) {
        case SupportWindowColumn:
            return tr("%1 years").arg(locale.toString(v, 'f', 1));
        case LeadTimeColumn:
            return tr("%1 weeks").arg(locale.toString(v, 'f', 0));
        default:
            return tr("%1 %").arg(locale.toString(v, 'f', 0));
        }
    };
    switch (role) {
    case Qt::DisplayRole:
        if (!usedValue)
            return tr("n/a");
        return text(value);
    case Qt::EditRole: // text, so that the editor is a line edit that can be cleared
        return own ? locale.toString(value, 'g', 6) : QString();
    case OverriddenRole:
        return own.has_value();
    case Qt::FontRole:
        if (!own) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        return own ? QVariant() : QVariant(QBrush(QColor(0x61, 0x61, 0x61))); // readable, yet not the user's value
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ToolTipRole:
        if (own)
            return tr("Set by this option; clear the cell to use the vendor's default");
        if (column == SupportWindowColumn && r.cloud)
            return tr("Not applicable to a cloud option: the provider retires the hardware");
        return tr("The default of %1 (data/lockin_defaults.json, with its sources); type a value to override it")
            .arg(r.vendor.empty() ? tr("the vendor") : QString::fromStdString(r.vendor));
    default:
        return {};
    }
}

bool DecisionLockInModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() == OptionColumn)
        return false;
    if (!value.isValid() || value.toString().trimmed().isEmpty()) {
        if (!(m_options[std::size_t(index.row())].lockIn.*memberOf(index.column())))
            return false; // nothing to clear
        Q_EMIT lockInEdited(index.row(), index.column(), QVariant());
        return true;
    }
    bool ok = false;
    double v = value.typeId() == QMetaType::QString ? QLocale().toDouble(value.toString().trimmed(), &ok) : 0.0;
    if (!ok)
        v = value.toDouble(&ok);
    const double max = isPercent(index.column()) ? 100.0 : (index.column() == SupportWindowColumn ? 50.0 : 520.0);
    if (!ok || !(v >= 0) || v > max)
        return false;
    Q_EMIT lockInEdited(index.row(), index.column(), isPercent(index.column()) ? v / 100.0 : v);
    return true;
}

void DecisionLockInModel::apply(LockInOverrides &overrides, int column, const QVariant &value)
{
    if (auto member = memberOf(column))
        overrides.*member = value.isValid() ? std::optional<double>(value.toDouble()) : std::nullopt;
}

Qt::ItemFlags DecisionLockInModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() != OptionColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant DecisionLockInModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case FrameworkColumn:
            return tr("How well your frameworks support the option's vendor, in % (100: upstream, first-class)");
        case KernelColumn:
            return tr(
                "Share, in %, of the kernels you need (quantisation, attention) that the alternative vendors have");
        case SupportWindowColumn:
            return tr("Years of driver and OS support the vendor gives, against the planned life");
        case LeadTimeColumn:
            return tr("Delivery lead time of the option, in weeks");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case OptionColumn:
        return tr("Option");
    case FrameworkColumn:
        return tr("Framework support");
    case KernelColumn:
        return tr("Kernel coverage");
    case SupportWindowColumn:
        return tr("Support window");
    case LeadTimeColumn:
        return tr("Lead time");
    default:
        return {};
    }
}

} // namespace GpuPlan
