#include "decisionoptionmodel.h"

#include "decisiontext.h"
#include "unitformat.h"

#include <QLocale>

namespace GpuPlan {

DecisionOptionModel::DecisionOptionModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void DecisionOptionModel::setOptions(const Scenario &scenario, const DecisionPlan &plan)
{
    beginResetModel();
    m_options = scenario.options;
    m_results = plan.options;
    m_results.resize(m_options.size());
    m_defaultGpus = scenario.workload.gpusPerReplica;
    endResetModel();
}

int DecisionOptionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_options.size());
}

int DecisionOptionModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DecisionOptionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ScenarioOption &o = m_options[std::size_t(index.row())];
    const OptionResult &r = m_results[std::size_t(index.row())];
    const int gpus = o.gpusPerReplica.value_or(m_defaultGpus);
    const QString unit = isCloudMode(o.mode) ? tr("%1 per GPU-hour") : tr("%1 per GPU");
    if (role == Qt::EditRole) {
        if (index.column() == GpusPerReplicaColumn)
            return gpus;
        if (index.column() == PriceColumn)
            return r.priceUsd;
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case OptionColumn: return QString::fromStdString(o.label.empty() ? o.id : o.label);
        case SkuColumn: return QString::fromStdString(r.skuName.empty() ? o.sku : r.skuName);
        case ModeColumn: return DecisionText::purchaseModeName(o.mode);
        case GpusPerReplicaColumn: return QLocale().toString(gpus);
        case PriceColumn: return unit.arg(UnitFormat::money(r.priceUsd, QStringLiteral("USD")));
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case OptionColumn: return QString::fromStdString(o.id);
        case SkuColumn: return QString::fromStdString(o.sku);
        case GpusPerReplicaColumn:
            return o.gpusPerReplica ? tr("Set by this option") : tr("The workload's GPUs per replica");
        case PriceColumn:
            if (o.priceUsd)
                return tr("Explicit price of the scenario: %1")
                    .arg(o.priceNote.empty() ? tr("no source given") : QString::fromStdString(o.priceNote));
            if (r.price)
                return tr("Catalog price %1 (%2, %3): %4")
                    .arg(QString::fromStdString(r.price->id), QString::fromStdString(r.price->provider),
                         QString::fromStdString(r.price->date), QString::fromStdString(r.price->provenance.source));
            return tr("No price resolved");
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() >= GpusPerReplicaColumn)
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    return {};
}

bool DecisionOptionModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    bool ok = false;
    if (index.column() == GpusPerReplicaColumn) {
        const int gpus = value.toInt(&ok);
        if (!ok || gpus < 1)
            return false;
        Q_EMIT optionEdited(index.row(), index.column(), gpus);
        return true;
    }
    if (index.column() == PriceColumn) {
        const double price = value.toDouble(&ok);
        if (!ok || !(price >= 0))
            return false;
        Q_EMIT optionEdited(index.row(), index.column(), price);
        return true;
    }
    return false;
}

Qt::ItemFlags DecisionOptionModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && (index.column() == GpusPerReplicaColumn || index.column() == PriceColumn))
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant DecisionOptionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case OptionColumn: return tr("Option");
    case SkuColumn: return tr("SKU");
    case ModeColumn: return tr("Purchase mode");
    case GpusPerReplicaColumn: return tr("GPUs / replica");
    case PriceColumn: return tr("Price");
    default: return {};
    }
}

} // namespace GpuPlan
