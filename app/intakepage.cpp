// The Intake page's frame: its three tabs, reading the workspace, messages, read-only and undo.
#include "intakepage.h"

#include "viewsetup.h"

#include "charts/emptyhint.h"
#include "charts/intakefailurechart.h"
#include "core/catalog.h"
#include "io/appsettings.h"
#include "io/intakerecords.h"
#include "io/workspacestore.h"
#include "item/intakecardmodel.h"
#include "item/quotetablemodel.h"
#include "item/sourcerecordmodel.h"

#include <QAction>
#include <QComboBox>
#include <QDate>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace GpuPlan {

IntakePage::IntakePage(WorkspaceStore &store, AppSettings &settings, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_settings(settings)
{
    m_ownUndo = new QUndoStack(this);
    m_undo = m_ownUndo;
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("intakeTabs"));
    m_tabs->addTab(createQuotesTab(), QString());
    m_tabs->addTab(createLotsTab(), QString());
    m_tabs->addTab(createChannelsTab(), QString());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    bindUndoActions();
    connect(&m_store, &WorkspaceStore::intakeChanged, this, &IntakePage::reload);
    connect(&m_store, &WorkspaceStore::catalogChanged, this, &IntakePage::reload);
    retranslateUi();
    reload();
}

IntakePage::~IntakePage() { cancelBurnIn(); }

QWidget *IntakePage::createChannelsTab()
{
    auto *tab = new QWidget(this);
    m_records = new SourceRecordModel(this);
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_records);
    proxy->setSortRole(SourceRecordModel::SortRole);
    m_recordView = new QTableView(tab);
    m_recordView->setObjectName(QStringLiteral("intakeRecordView"));
    m_recordView->setModel(proxy);
    setUpTableView(m_recordView, true);
    m_recordView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    EmptyHint::whileEmpty(m_recordView, tr("No lot yet: the records appear once cards of a lot have arrived."),
                          m_records);
    m_chart = new IntakeFailureChart(tab);
    m_chart->setModel(m_records);
    auto *splitter = new QSplitter(Qt::Vertical, tab);
    splitter->addWidget(m_recordView);
    splitter->addWidget(m_chart);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(tab);
    layout->addWidget(splitter);
    return tab;
}

void IntakePage::reload()
{
    // The page is built before the window opens its workspace: until then it shows nothing.
    const Catalog catalog = m_store.isOpen() ? m_store.catalog() : Catalog{};
    reloadQuotes(catalog);
    reloadRecords(catalog); // before the lots: the lot summary reads its record
    reloadLots(catalog);
    updateActions();
}

void IntakePage::reloadRecords(const Catalog &catalog)
{
    std::map<std::string, QString> names;
    for (const GpuSku &sku : catalog.skus)
        names.emplace(sku.id, QString::fromStdString(sku.name));
    m_records->setSkuNames(std::move(names));
    const IntakeRecords r = m_store.isOpen()
        ? intakeRecords(m_store, QDate::currentDate().toString(Qt::ISODate).toStdString())
        : IntakeRecords{};
    m_records->setRecords(r.channels, r.sellers, r.skuConditions, r.lots);
}

void IntakePage::setUndoStack(QUndoStack *undo)
{
    m_undo = undo ? undo : m_ownUndo;
    bindUndoActions();
}

void IntakePage::bindUndoActions()
{
    delete m_undoAction;
    delete m_redoAction;
    m_undoAction = m_undo->createUndoAction(this);
    m_redoAction = m_undo->createRedoAction(this);
    m_undoAction->setObjectName(QStringLiteral("intakeUndo"));
    m_redoAction->setObjectName(QStringLiteral("intakeRedo"));
    // The window's Edit menu holds Ctrl+Z and Ctrl+Shift+Z for its shared stack; on its own the page takes them.
    if (m_undo == m_ownUndo) {
        m_undoAction->setShortcut(QKeySequence::Undo);
        m_redoAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
        m_undoAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_redoAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(m_undoAction);
        addAction(m_redoAction);
    }
    m_undoButton->setDefaultAction(m_undoAction);
    m_redoButton->setDefaultAction(m_redoAction);
}

void IntakePage::setReadOnly(const QString &reason)
{
    m_readOnly = !reason.isEmpty();
    m_readOnlyReason = reason;
    updateActions();
}

void IntakePage::showError(const QString &title, const QString &text)
{
    m_lastMessage = text;
    Q_EMIT statusMessage(text);
    if (!m_interactive)
        return;
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void IntakePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void IntakePage::retranslateUi()
{
    m_tabs->setTabText(QuotesTab, tr("Quotes"));
    m_tabs->setTabText(LotsTab, tr("Lots"));
    m_tabs->setTabText(ChannelsTab, tr("Channels"));
    m_tabs->setTabToolTip(QuotesTab,
                          tr("Sellers' quotes compared per SKU; one becomes a Decision option in one click"));
    m_tabs->setTabToolTip(LotsTab, tr("What arrived: each card's state, burn-in verdict and evidence"));
    m_tabs->setTabToolTip(ChannelsTab,
                          tr("What the cards say about each source: intake failure with its 90 % interval"));
    m_importQuotes->setText(tr("&Import Quotes…"));
    m_importQuotes->setToolTip(tr("Read a seller's quote (CSV or XLSX) with a column mapping; a file with a bad row "
                                  "is refused whole"));
    m_sendToDecision->setText(tr("Send to &Decision"));
    m_sendToDecision->setToolTip(tr("Add the selected quote to the Decision page's scenario as an option: its price, "
                                    "quantity as the most GPUs, lead time; undoable there"));
    m_newLot->setText(tr("&New Lot…"));
    m_newLot->setToolTip(tr("Record the cards that arrived on the selected quote, by serial"));
    m_skuFilter->setToolTip(tr("Compare the quotes of one SKU"));
    if (m_skuFilter->count() > 0)
        m_skuFilter->setItemText(0, tr("All SKUs"));
    m_changeState->setText(tr("&Change State"));
    m_changeState->setToolTip(tr("Move the selected card: only the moves its state allows are offered"));
    m_startBurnIn->setText(tr("Start &Burn-in"));
    m_startBurnIn->setToolTip(tr("Run gpuplan-probe's burn-in on the selected in-pool card (found among this "
                                 "machine's devices by UUID or serial); the verdict moves the card with the run as "
                                 "evidence"));
    m_cancelBurnIn->setText(tr("Cancel"));
    m_lotReport->setText(tr("Intake &Report…"));
    m_lotReport->setToolTip(tr("Write the lot's intake report as PDF: cards, verdicts with their checks and evidence, "
                               "state history, fleet findings, failure rates and the summary a seller's RMA desk "
                               "needs"));
    m_importLog->setText(tr("Import Burn-in &Log…"));
    m_importLog->setToolTip(tr("Judge a telemetry log recorded during a burn-in elsewhere (nvidia-smi, rocm-smi, "
                               "DCGM…) for the selected in-pool card; the file joins the fleet and the verdict moves "
                               "the card"));
    updateActions();
}

void IntakePage::updateActions()
{
    if (!m_changeState || !m_sendToDecision)
        return;
    const bool quote = selectedQuoteId() != 0;
    const bool card = !selectedSerial().isEmpty();
    const bool busy = isBurningIn();
    const bool write = !m_readOnly;
    m_importQuotes->setEnabled(write);
    m_sendToDecision->setEnabled(quote);
    m_newLot->setEnabled(quote && write);
    m_lotReport->setEnabled(m_lotId > 0);
    m_changeState->setEnabled(card && write && !busy);
    m_startBurnIn->setEnabled(card && write && !busy);
    m_importLog->setEnabled(card && write && !busy);
    m_cancelBurnIn->setVisible(busy);
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_importQuotes, m_newLot, m_changeState, m_startBurnIn, m_importLog})
        if (m_readOnly)
            w->setToolTip(m_readOnlyReason);
}

} // namespace GpuPlan
