// DecisionPage: editing the options (label, SKU, mode, GPUs, price; add, remove) and the modified state.
#include "decisionpage.h"

#include "core/catalog.h"
#include "core/decision/catalogprice.h"
#include "item/decisionoptionmodel.h"
#include "item/decisiontext.h"

#include <QAction>
#include <QItemSelectionModel>
#include <QPushButton>
#include <QTableView>

#include <algorithm>
#include <set>

namespace GpuPlan {

namespace {

bool hasCatalogPrice(const Catalog &catalog, const std::string &sku, PurchaseMode mode)
{
    return lowestCatalogPrice(catalog, sku, mode).has_value();
}

std::string uniqueId(const Scenario &s, const std::string &stem)
{
    std::string id = stem;
    for (int n = 2; s.findOption(id); ++n)
        id = stem + '-' + std::to_string(n);
    return id;
}

} // namespace

void DecisionPage::editOption(int row, int column, const QVariant &value)
{
    if (row < 0 || std::size_t(row) >= m_scenario.options.size())
        return;
    Scenario s = m_scenario;
    ScenarioOption &o = s.options[std::size_t(row)];
    const QString id = QString::fromStdString(o.id);
    QString text;
    switch (column) {
    case DecisionOptionModel::OptionColumn:
        o.label = value.toString().toStdString();
        text = tr("Rename option %1").arg(id);
        break;
    case DecisionOptionModel::SkuColumn:
        // A price given for the old SKU (explicit or a catalog price id) is not this one's.
        o.sku = value.toString().toStdString();
        o.priceId.clear();
        o.priceUsd.reset();
        o.priceNote.clear();
        text = tr("SKU of option %1").arg(id);
        break;
    case DecisionOptionModel::ModeColumn: {
        const PurchaseMode mode = PurchaseMode(value.toInt());
        // A catalog price is of one kind; an explicit one is per GPU or per GPU-hour: neither carries over
        // between owned and cloud modes.
        o.priceId.clear();
        if (isCloudMode(mode) != isCloudMode(o.mode)) {
            o.priceUsd.reset();
            o.priceNote.clear();
        }
        o.mode = mode;
        text = tr("Purchase mode of option %1").arg(id);
        break;
    }
    case DecisionOptionModel::GpusPerReplicaColumn:
        o.gpusPerReplica = value.toInt();
        text = tr("GPUs per replica of option %1").arg(id);
        break;
    case DecisionOptionModel::PriceColumn:
        o.priceUsd = value.toDouble();
        o.priceNote = tr("your edit").toStdString();
        text = tr("Price of option %1").arg(id);
        break;
    default:
        return;
    }
    editScenario(s, text);
}

void DecisionPage::addOption()
{
    if (!hasData()) {
        whenDataReady([this] { addOption(); });
        return;
    }
    Scenario s = m_scenario;
    const ScenarioOption *base = nullptr;
    const QModelIndexList selected = m_optionView->selectionModel()->selectedRows();
    if (!selected.isEmpty() && std::size_t(selected.first().row()) < s.options.size())
        base = &s.options[std::size_t(selected.first().row())];
    else if (!s.options.empty())
        base = &s.options.back();
    ScenarioOption o;
    o.mode = PurchaseMode::New;
    if (base) {
        o.sku = base->sku;
        o.gpusPerReplica = base->gpusPerReplica;
        if (!hasCatalogPrice(*m_catalog, o.sku, o.mode))
            o.mode = base->mode; // a SKU sold only in the cloud (or only used) keeps its mode
    } else {
        for (const GpuSku &sku : m_catalog->skus) {
            if (hasCatalogPrice(*m_catalog, sku.id, o.mode)) {
                o.sku = sku.id;
                break;
            }
        }
    }
    if (o.sku.empty())
        return;
    o.id = uniqueId(s, o.sku + '-' + std::string(purchaseModeKey(o.mode)));
    const GpuSku *sku = m_catalog->findSku(o.sku);
    o.label = tr("%1, %2")
                  .arg(sku ? QString::fromStdString(sku->name) : QString::fromStdString(o.sku),
                       DecisionText::purchaseModeName(o.mode).toLower())
                  .toStdString();
    s.options.push_back(o);
    editScenario(s, tr("Add option %1").arg(QString::fromStdString(o.id)));
    m_optionView->selectRow(int(s.options.size()) - 1);
}

void DecisionPage::removeOptions(QList<int> rows)
{
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    rows.removeIf([this](int r) { return r < 0 || std::size_t(r) >= m_scenario.options.size(); });
    if (rows.isEmpty() || std::size_t(rows.size()) >= m_scenario.options.size())
        return; // a scenario keeps at least one option
    Scenario s = m_scenario;
    std::set<std::string> gone;
    for (auto it = rows.crbegin(); it != rows.crend(); ++it) {
        gone.insert(s.options[std::size_t(*it)].id);
        s.options.erase(s.options.begin() + *it);
    }
    // Uncertain inputs of a removed option ("price_factor.ID") would no longer name an option.
    auto &inputs = s.monteCarlo.inputs;
    inputs.erase(std::remove_if(inputs.begin(), inputs.end(),
                                [&gone](const UncertainInput &in) {
                                    const auto dot = in.id.find('.');
                                    return dot != std::string::npos && gone.count(in.id.substr(dot + 1));
                                }),
                 inputs.end());
    editScenario(s,
                 rows.size() == 1 ? tr("Remove option %1").arg(QString::fromStdString(*gone.begin()))
                                  : tr("Remove %n options", nullptr, int(rows.size())));
}

void DecisionPage::removeSelectedOptions()
{
    QList<int> rows;
    for (const QModelIndex &index : m_optionView->selectionModel()->selectedRows())
        rows << index.row();
    removeOptions(rows);
}

void DecisionPage::updateOptionButtons()
{
    const qsizetype selected = m_optionView->selectionModel()->selectedRows().size();
    const bool canRemove = selected > 0 && std::size_t(selected) < m_scenario.options.size();
    m_removeOption->setEnabled(canRemove);
    m_removeOptionAction->setEnabled(canRemove);
}

void DecisionPage::markSaved()
{
    m_savedJson = scenarioToJson(m_scenario);
    updateModified();
}

void DecisionPage::updateModified()
{
    const bool modified = scenarioToJson(m_scenario) != m_savedJson;
    m_saveAction->setEnabled(modified || (m_path.isEmpty() && m_workspaceName.isEmpty()));
    if (modified == m_modified)
        return;
    m_modified = modified;
    retranslateUi();
    Q_EMIT modifiedChanged(modified);
}

} // namespace GpuPlan
