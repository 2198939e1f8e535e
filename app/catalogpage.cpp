#include "catalogpage.h"

#include "editconflictdialog.h"

#include "columnchooser.h"
#include "overridecommand.h"
#include "skudetailpanel.h"
#include "viewsetup.h"

#include "io/appsettings.h"
#include "io/workspacestore.h"
#include "item/modelarchtablemodel.h"
#include "item/skufilterproxy.h"
#include "item/skutablemodel.h"
#include "item/unitformat.h"

#include "core/skufields.h"

#include <QComboBox>
#include <QDate>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace GpuPlan {

namespace {
const QString kSkuViewKey = QStringLiteral("catalog/skuHeader");
const QString kCatalogSplitterKey = QStringLiteral("catalog/splitter");
const QString kModelViewKey = QStringLiteral("catalog/modelHeader");

void setUpTable(QTableView *view)
{
    setUpTableView(view, true);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->horizontalHeader()->setSectionsMovable(true);
}
} // namespace

CatalogPage::CatalogPage(WorkspaceStore &store, QUndoStack &undoStack, AppSettings &settings, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_undo(undoStack)
    , m_settings(settings)
{
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(createSkuTab(), QString());
    m_tabs->addTab(createModelTab(), QString());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    connect(&m_store, &WorkspaceStore::skuChanged, this, &CatalogPage::refreshSku);
    connect(&m_store, &WorkspaceStore::catalogChanged, this, &CatalogPage::reload);
    retranslateUi();

    const QByteArray header = m_settings.viewState(kSkuViewKey);
    if (header.isEmpty()) {
        // A first-time user sees the figures a buyer compares first; the rest is in the column chooser.
        for (int c : {SkuTableModel::FamilyColumn, SkuTableModel::FormFactorColumn, SkuTableModel::PcieColumn,
                      SkuTableModel::EccColumn, SkuTableModel::Fp16Column, SkuTableModel::MemoryTypeColumn,
                      SkuTableModel::LaunchColumn})
            m_skuView->horizontalHeader()->setSectionHidden(c, true);
    } else {
        m_skuView->horizontalHeader()->restoreState(header);
    }
    m_modelView->horizontalHeader()->restoreState(m_settings.viewState(kModelViewKey));
    if (auto *splitter = findChild<QSplitter *>())
        splitter->restoreState(m_settings.viewState(kCatalogSplitterKey));
}

CatalogPage::~CatalogPage() = default;

QWidget *CatalogPage::createSkuTab()
{
    auto *tab = new QWidget;
    m_search = new QLineEdit(tab);
    m_search->setObjectName(QStringLiteral("skuSearch"));
    m_search->setClearButtonEnabled(true);
    m_vendor = new QComboBox(tab);
    m_segment = new QComboBox(tab);
    m_memory = new QComboBox(tab);
    m_count = new QLabel(tab);

    m_skuModel = new SkuTableModel(this);
    m_proxy = new SkuFilterProxy(this);
    m_proxy->setSourceModel(m_skuModel);
    m_skuView = new QTableView(tab);
    m_skuView->setModel(m_proxy);
    setUpTable(m_skuView);
    m_skuView->sortByColumn(SkuTableModel::VendorColumn, Qt::AscendingOrder);
    m_columns = new ColumnChooser(m_skuView->horizontalHeader(), tab);

    m_detail = new SkuDetailPanel(tab);
    auto *splitter = new QSplitter(Qt::Horizontal, tab);
    splitter->addWidget(m_skuView);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({650, 350});

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_search, 2);
    filters->addWidget(m_vendor);
    filters->addWidget(m_segment);
    filters->addWidget(m_memory);
    filters->addWidget(m_columns);
    filters->addStretch();
    filters->addWidget(m_count);
    auto *layout = new QVBoxLayout(tab);
    layout->addLayout(filters);
    layout->addWidget(splitter, 1);

    connect(m_search, &QLineEdit::textChanged, m_proxy, &SkuFilterProxy::setSearchText);
    connect(m_vendor, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setVendorFilter(m_vendor->currentData().toString()); });
    connect(m_segment, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setSegmentFilter(m_segment->currentData().toString()); });
    connect(m_memory, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setMinimumMemoryBytes(m_memory->currentData().toLongLong()); });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &CatalogPage::updateCountLabel);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &CatalogPage::updateCountLabel);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &CatalogPage::updateCountLabel);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &CatalogPage::updateCountLabel);
    connect(m_skuView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &CatalogPage::showCurrentSku);
    connect(m_detail, &SkuDetailPanel::editRequested, this, &CatalogPage::requestEdit);
    connect(m_detail, &SkuDetailPanel::revertRequested, this, &CatalogPage::requestRevert);
    connect(m_detail, &SkuDetailPanel::editRejected, this, &CatalogPage::statusMessage);
    return tab;
}

QWidget *CatalogPage::createModelTab()
{
    auto *tab = new QWidget;
    m_modelSearch = new QLineEdit(tab);
    m_modelSearch->setObjectName(QStringLiteral("modelSearch"));
    m_modelSearch->setClearButtonEnabled(true);
    m_modelModel = new ModelArchTableModel(this);
    m_modelProxy = new QSortFilterProxyModel(this);
    m_modelProxy->setSourceModel(m_modelModel);
    m_modelProxy->setSortRole(ModelArchTableModel::SortRole);
    m_modelProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_modelProxy->setFilterKeyColumn(ModelArchTableModel::NameColumn);
    m_modelView = new QTableView(tab);
    m_modelView->setModel(m_modelProxy);
    setUpTable(m_modelView);
    m_modelView->sortByColumn(ModelArchTableModel::NameColumn, Qt::AscendingOrder);
    auto *layout = new QVBoxLayout(tab);
    layout->addWidget(m_modelSearch);
    layout->addWidget(m_modelView, 1);
    connect(m_modelSearch, &QLineEdit::textChanged, m_modelProxy, &QSortFilterProxyModel::setFilterFixedString);
    return tab;
}

void CatalogPage::reload()
{
    const QString current = m_detail->skuId();
    m_shipped = m_store.catalog(false);
    m_effective = m_store.catalog(true);
    readVersions();
    m_skuModel->setMoneyDisplay(UnitFormat::MoneyDisplay{m_settings.currency(), m_settings.exchangeRatePerUsd()});
    m_detail->setMoneyDisplay(m_settings.currency(), m_settings.exchangeRatePerUsd());
    m_skuModel->setCatalog(m_effective);
    m_modelModel->setModels(m_effective.models);
    m_skuView->resizeColumnsToContents();
    m_modelView->resizeColumnsToContents();
    for (QTableView *view : {m_skuView, m_modelView}) {
        // Long names must not push the figures out of sight; the tooltip has the full text.
        for (int c = 0; c < view->model()->columnCount(); ++c)
            view->setColumnWidth(c, std::min(view->columnWidth(c), 220));
    }
    if (current.isEmpty() || !selectSku(current)) {
        if (m_proxy->rowCount() > 0)
            m_skuView->setCurrentIndex(m_proxy->index(0, 0));
        else
            m_detail->setSku(nullptr, nullptr, m_effective);
    }
    updateCountLabel();
}

bool CatalogPage::selectSku(const QString &id)
{
    const int sourceRow = m_skuModel->rowOf(id);
    if (sourceRow < 0)
        return false;
    // Column 0, so that selecting never scrolls the table sideways away from the vendor and name.
    QModelIndex index = m_proxy->mapFromSource(m_skuModel->index(sourceRow, 0));
    if (!index.isValid()) {
        m_search->clear();
        m_vendor->setCurrentIndex(0);
        m_segment->setCurrentIndex(0);
        m_memory->setCurrentIndex(0);
        index = m_proxy->mapFromSource(m_skuModel->index(sourceRow, 0));
    }
    m_skuView->setCurrentIndex(index);
    m_skuView->scrollTo(index);
    return true;
}

void CatalogPage::refreshSku(const QString &id)
{
    // One edit changes one SKU: re-read the workspace, update that row and the panel.
    m_effective = m_store.catalog(true);
    readVersions(id.toStdString());
    if (const GpuSku *sku = m_effective.findSku(id.toStdString()))
        m_skuModel->updateSku(*sku);
    if (m_detail->skuId() == id)
        showCurrentSku();
}

void CatalogPage::showCurrentSku()
{
    const QModelIndex current = m_skuView->currentIndex();
    const QString id = current.isValid() ? current.data(SkuTableModel::IdRole).toString() : QString();
    const GpuSku *effective = m_effective.findSku(id.toStdString());
    const GpuSku *shipped = m_shipped.findSku(id.toStdString());
    m_detail->setSku(effective, shipped ? shipped : effective, m_effective);
}

namespace {
std::string versionKey(const std::string &skuId, const std::string &field) { return skuId + '\x1f' + field; }
} // namespace

void CatalogPage::readVersions(const std::string &skuId)
{
    if (skuId.empty())
        m_seenVersions.clear();
    else
        std::erase_if(m_seenVersions, [&](const auto &entry) { return entry.first.starts_with(skuId + '\x1f'); });
    for (const FieldOverride &o : m_store.overrides(skuId))
        m_seenVersions[versionKey(o.skuId, o.field)] = o.version;
}

int CatalogPage::seenVersion(const std::string &skuId, const std::string &field) const
{
    const auto it = m_seenVersions.find(versionKey(skuId, field));
    return it == m_seenVersions.end() ? 0 : it->second;
}

OverrideCommand::ConflictHandler CatalogPage::conflictHandler(const QString &skuId)
{
    return [this, skuId](const EditConflict &conflict, const std::optional<Json> &mine) {
        const GpuSku *sku = m_effective.findSku(conflict.skuId);
        const EditConflictChoice choice
            = askEditConflict(this, conflict, sku ? QString::fromStdString(sku->name) : skuId, mine);
        // Show what the workspace holds now, once the undo stack is done with this command.
        if (choice == EditConflictChoice::Reload)
            QMetaObject::invokeMethod(this, &CatalogPage::reload, Qt::QueuedConnection);
        else if (choice == EditConflictChoice::KeepTheirs)
            QMetaObject::invokeMethod(
                this, [this, skuId] { refreshSku(skuId); }, Qt::QueuedConnection);
        return choice;
    };
}

void CatalogPage::requestEdit(const QString &skuId, const QString &field, const QString &jsonValue)
{
    FieldOverride edit;
    edit.skuId = skuId.toStdString();
    edit.field = field.toStdString();
    edit.value = Json::parse(jsonValue.toStdString(), nullptr, false);
    edit.provenance
        = Provenance{ProvenanceKind::UserOverride, "user", QDate::currentDate().toString(Qt::ISODate).toStdString(),
                     m_detail->editNote().toStdString()};
    const GpuSku *sku = m_effective.findSku(edit.skuId);
    const QString text
        = tr("Edit %1 of %2").arg(UnitFormat::fieldLabel(edit.field), sku ? QString::fromStdString(sku->name) : skuId);
    m_undo.push(new OverrideCommand(
        m_store, edit.skuId, edit.field, edit, text,
        [this](const QString &error) { m_detail->showError(tr("Edit not saved: %1").arg(error)); },
        seenVersion(edit.skuId, edit.field), conflictHandler(skuId)));
    Q_EMIT statusMessage(text);
}

void CatalogPage::requestRevert(const QString &skuId, const QString &field)
{
    const GpuSku *sku = m_effective.findSku(skuId.toStdString());
    const QString text
        = tr("Revert %1 of %2 to the shipped value")
              .arg(UnitFormat::fieldLabel(field.toStdString()), sku ? QString::fromStdString(sku->name) : skuId);
    m_undo.push(new OverrideCommand(
        m_store, skuId.toStdString(), field.toStdString(), std::nullopt, text,
        [this](const QString &error) { m_detail->showError(tr("Revert failed: %1").arg(error)); },
        seenVersion(skuId.toStdString(), field.toStdString()), conflictHandler(skuId)));
    Q_EMIT statusMessage(text);
}

void CatalogPage::setReadOnly(const QString &reason) { m_detail->setReadOnly(reason); }

void CatalogPage::updateCountLabel()
{
    m_count->setText(tr("%1 of %2 GPUs").arg(m_proxy->rowCount()).arg(m_skuModel->rowCount()));
}

void CatalogPage::focusSearch()
{
    QLineEdit *search = m_tabs->currentIndex() == 0 ? m_search : m_modelSearch;
    search->setFocus(Qt::ShortcutFocusReason);
    search->selectAll();
}

void CatalogPage::saveViewState()
{
    m_settings.setViewState(kSkuViewKey, m_skuView->horizontalHeader()->saveState());
    m_settings.setViewState(kModelViewKey, m_modelView->horizontalHeader()->saveState());
    if (auto *splitter = findChild<QSplitter *>())
        m_settings.setViewState(kCatalogSplitterKey, splitter->saveState());
}

void CatalogPage::retranslateUi()
{
    m_tabs->setTabText(0, tr("&GPUs"));
    m_tabs->setTabText(1, tr("&Model architectures"));
    m_search->setPlaceholderText(tr("Search name, family, memory type… (Ctrl+F)"));
    m_modelSearch->setPlaceholderText(tr("Search models…"));

    const auto refill = [](QComboBox *box, const QList<QPair<QString, QVariant>> &items) {
        const int index = std::max(0, box->currentIndex());
        const QSignalBlocker blocker(box);
        box->clear();
        for (const auto &[label, value] : items)
            box->addItem(label, value);
        box->setCurrentIndex(index);
    };
    refill(m_vendor,
           {{tr("All vendors"), QString()},
            {UnitFormat::vendorName(Vendor::Nvidia), QStringLiteral("NVIDIA")},
            {UnitFormat::vendorName(Vendor::Amd), QStringLiteral("AMD")},
            {UnitFormat::vendorName(Vendor::Intel), QStringLiteral("Intel")}});
    refill(m_segment,
           {{tr("All segments"), QString()},
            {UnitFormat::segmentName(Segment::Datacenter), QStringLiteral("datacenter")},
            {UnitFormat::segmentName(Segment::Workstation), QStringLiteral("workstation")},
            {UnitFormat::segmentName(Segment::Consumer), QStringLiteral("consumer")}});
    QList<QPair<QString, QVariant>> memory{{tr("Any memory"), qint64(0)}};
    for (qint64 gib : {16, 24, 32, 48, 80, 141, 192})
        memory.append({tr("≥ %1").arg(UnitFormat::bytesBinary(gib << 30)), gib << 30});
    refill(m_memory, memory);
    m_vendor->setToolTip(tr("Show only one vendor's GPUs"));
    m_segment->setToolTip(tr("Datacenter, workstation or consumer cards"));
    m_memory->setToolTip(tr("Hide GPUs with less memory (GiB = 2^30 bytes)"));
    updateCountLabel();
}

void CatalogPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace GpuPlan
