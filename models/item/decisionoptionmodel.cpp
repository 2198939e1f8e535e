#include "decisionoptionmodel.h"

#include "decisiontext.h"
#include "unitformat.h"

#include "core/catalog.h"

#include <QLocale>

#include <algorithm>
#include <map>

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

void DecisionOptionModel::setSkuChoices(const Catalog &catalog)
{
    std::vector<const GpuSku *> skus;
    std::map<std::string, int> names;
    for (const GpuSku &sku : catalog.skus) {
        skus.push_back(&sku);
        ++names[sku.name];
    }
    std::sort(skus.begin(), skus.end(),
              [](const GpuSku *a, const GpuSku *b) { return a->name != b->name ? a->name < b->name : a->id < b->id; });
    m_skuLabels.clear();
    m_skuIds.clear();
    for (const GpuSku *sku : skus) {
        const QString name = QString::fromStdString(sku->name.empty() ? sku->id : sku->name);
        m_skuLabels << (names[sku->name] > 1 || sku->name.empty()
                            ? tr("%1 (%2)").arg(name, QString::fromStdString(sku->id))
                            : name);
        m_skuIds << QString::fromStdString(sku->id);
    }
}

int DecisionOptionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_options.size());
}

int DecisionOptionModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DecisionOptionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ScenarioOption &o = m_options[std::size_t(index.row())];
    const OptionResult &r = m_results[std::size_t(index.row())];
    const int gpus = o.gpusPerReplica.value_or(m_defaultGpus);
    const QString unit = isCloudMode(o.mode) ? tr("%1 per GPU-hour") : tr("%1 per GPU");
    if (role == Qt::EditRole) {
        switch (index.column()) {
        case OptionColumn:
            return QString::fromStdString(o.label.empty() ? o.id : o.label);
        case SkuColumn:
            return QString::fromStdString(o.sku);
        case ModeColumn:
            return int(o.mode);
        case GpusPerReplicaColumn:
            return gpus;
        case PriceColumn:
            return r.priceUsd;
        default:
            return {};
        }
    }
    if (role == ChoiceLabelsRole || role == ChoiceValuesRole) {
        if (index.column() == SkuColumn)
            return role == ChoiceLabelsRole ? QVariant(m_skuLabels) : QVariant(m_skuIds);
        if (index.column() == ModeColumn) {
            QStringList labels;
            QVariantList values;
            for (PurchaseMode m : {PurchaseMode::New, PurchaseMode::Used, PurchaseMode::Refurbished,
                                   PurchaseMode::CloudOnDemand, PurchaseMode::CloudReserved, PurchaseMode::CloudSpot}) {
                labels << DecisionText::purchaseModeName(m);
                values << int(m);
            }
            return role == ChoiceLabelsRole ? QVariant(labels) : QVariant(values);
        }
        return {};
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case OptionColumn:
            return QString::fromStdString(o.label.empty() ? o.id : o.label);
        case SkuColumn: {
            if (!r.skuName.empty())
                return QString::fromStdString(r.skuName);
            const qsizetype choice = m_skuIds.indexOf(QString::fromStdString(o.sku)); // not resolved: no price
            return choice >= 0 ? m_skuLabels.at(choice) : QString::fromStdString(o.sku);
        }
        case ModeColumn:
            return DecisionText::purchaseModeName(o.mode);
        case GpusPerReplicaColumn:
            return QLocale().toString(gpus);
        case PriceColumn:
            return unit.arg(UnitFormat::money(r.priceUsd, QStringLiteral("USD")));
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case OptionColumn:
            return tr("%1\nId %2; double-click to rename")
                .arg(QString::fromStdString(o.label.empty() ? o.id : o.label), QString::fromStdString(o.id));
        case SkuColumn:
            return tr("Catalog SKU %1; double-click to choose another").arg(QString::fromStdString(o.sku));
        case ModeColumn:
            return isCloudMode(o.mode)
                ? tr("Rented by the GPU-hour; the provider replaces failed instances (no spares)")
                : tr("Bought; the fleet carries N+k spares for failures");
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
        default:
            return {};
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
    if (index.column() == OptionColumn) {
        const QString label = value.toString().trimmed();
        if (label.isEmpty())
            return false;
        Q_EMIT optionEdited(index.row(), index.column(), label);
        return true;
    }
    if (index.column() == SkuColumn) {
        const QString sku = value.toString();
        if (!m_skuIds.contains(sku))
            return false;
        Q_EMIT optionEdited(index.row(), index.column(), sku);
        return true;
    }
    if (index.column() == ModeColumn) {
        const int mode = value.toInt(&ok);
        if (!ok || mode < int(PurchaseMode::New) || mode > int(PurchaseMode::CloudSpot))
            return false;
        Q_EMIT optionEdited(index.row(), index.column(), mode);
        return true;
    }
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
    if (index.isValid() && (index.column() != SkuColumn || !m_skuIds.isEmpty()))
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant DecisionOptionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case OptionColumn:
        return tr("Option");
    case SkuColumn:
        return tr("SKU");
    case ModeColumn:
        return tr("Purchase mode");
    case GpusPerReplicaColumn:
        return tr("GPUs / replica");
    case PriceColumn:
        return tr("Price");
    default:
        return {};
    }
}

} // namespace GpuPlan
