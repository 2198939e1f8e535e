// The Lots tab: lots and their cards, new lots from a quote, and state changes as undoable commands.
#include "intakepage.h"

#include "cardstatecommand.h"
#include "viewsetup.h"

#include "charts/chartstyle.h"
#include "charts/emptyhint.h"
#include "io/workspacestore.h"
#include "item/intakecardmodel.h"
#include "item/quotetablemodel.h"
#include "item/sourcerecordmodel.h"

#include <QDate>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace GpuPlan {

namespace {
// One serial a line ("SERIAL" or "SERIAL,UUID"), or on one line serials separated by commas, as the CLI reads them.
std::vector<std::pair<std::string, std::string>> lotSerials(const QString &text)
{
    std::vector<std::pair<std::string, std::string>> out;
    const bool lines = text.trimmed().contains(QLatin1Char('\n'));
    const QStringList items = lines ? text.split(QLatin1Char('\n')) : text.split(QLatin1Char(','));
    for (const QString &item : items) {
        const QString line = item.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList parts = lines ? line.split(QLatin1Char(',')) : QStringList{line};
        out.emplace_back(parts.value(0).trimmed().toStdString(), parts.value(1).trimmed().toStdString());
    }
    return out;
}
} // namespace

QWidget *IntakePage::createLotsTab()
{
    auto *tab = new QWidget(this);
    m_lotList = new QListWidget(tab);
    m_lotList->setObjectName(QStringLiteral("intakeLotList"));
    m_cards = new IntakeCardModel(this);
    m_cardView = new QTableView(tab);
    m_cardView->setObjectName(QStringLiteral("intakeCardView"));
    m_cardView->setModel(m_cards);
    setUpTableView(m_cardView, false);
    m_cardView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_cardView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_cardView->horizontalHeader()->setStretchLastSection(true);
    EmptyHint::whileEmpty(m_cardView, tr("Select a lot, or make one: select a quote, then New Lot."), m_cards);
    m_lotSummary = new QLabel(tab);
    m_lotSummary->setObjectName(QStringLiteral("intakeLotSummary"));
    m_lotSummary->setWordWrap(true);
    m_changeState = new QToolButton(tab);
    m_changeState->setPopupMode(QToolButton::InstantPopup);
    m_changeState->setMenu(new QMenu(m_changeState));
    connect(m_changeState->menu(), &QMenu::aboutToShow, this, &IntakePage::fillStateMenu);
    m_startBurnIn = new QPushButton(tab);
    m_cancelBurnIn = new QPushButton(tab);
    m_importLog = new QPushButton(tab);
    m_lotReport = new QPushButton(tab);
    m_lotReport->setObjectName(QStringLiteral("intakeLotReport"));
    m_undoButton = new QToolButton(tab);
    m_redoButton = new QToolButton(tab);
    m_burnInStatus = new QLabel(tab);
    m_burnInStatus->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *>{m_changeState, m_undoButton, m_redoButton, m_startBurnIn,
                                                       m_cancelBurnIn, m_importLog})
        buttons->addWidget(w);
    buttons->addStretch();
    buttons->addWidget(m_lotReport);
    auto *right = new QWidget(tab);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_lotSummary);
    rightLayout->addLayout(buttons);
    rightLayout->addWidget(m_cardView, 1);
    rightLayout->addWidget(m_burnInStatus);
    auto *splitter = new QSplitter(tab);
    splitter->addWidget(m_lotList);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({220, 800});
    auto *layout = new QVBoxLayout(tab);
    layout->addWidget(splitter);
    connect(m_lotList, &QListWidget::currentRowChanged, this, [this](int row) {
        if (QListWidgetItem *item = m_lotList->item(row)) {
            m_lotId = item->data(Qt::UserRole).toLongLong();
            reloadCards();
        }
    });
    connect(m_cardView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &IntakePage::updateActions);
    connect(m_startBurnIn, &QPushButton::clicked, this, &IntakePage::startBurnIn);
    connect(m_cancelBurnIn, &QPushButton::clicked, this, &IntakePage::cancelBurnIn);
    connect(m_importLog, &QPushButton::clicked, this, &IntakePage::chooseBurnInLog);
    connect(m_lotReport, &QPushButton::clicked, this, &IntakePage::chooseLotReport);
    return tab;
}

void IntakePage::reloadLots(const Catalog &catalog)
{
    const std::vector<IntakeLot> lots = m_store.isOpen() ? m_store.intakeLots() : std::vector<IntakeLot>{};
    {
        const QSignalBlocker blocker(m_lotList);
        m_lotList->clear();
        for (const IntakeLot &lot : lots) {
            auto *item = new QListWidgetItem(tr("Lot %1: %2, %3 %4 (%5)")
                                                 .arg(lot.id)
                                                 .arg(QString::fromStdString(lot.quote.seller),
                                                      ChartStyle::skuName(catalog, lot.quote.skuId),
                                                      QString::fromLatin1(cardConditionKey(lot.quote.condition)),
                                                      QString::fromStdString(lot.receivedDate)),
                                             m_lotList);
            item->setData(Qt::UserRole, qint64(lot.id));
            item->setToolTip(
                tr("Quote %1, received %2%3")
                    .arg(lot.quoteId)
                    .arg(QString::fromStdString(lot.receivedDate),
                         lot.note.empty() ? QString() : QStringLiteral(": ") + QString::fromStdString(lot.note)));
            if (lot.id == m_lotId)
                m_lotList->setCurrentItem(item);
        }
    }
    if (!lots.empty() && !m_lotList->currentItem()) {
        m_lotList->setCurrentRow(int(lots.size()) - 1);
        m_lotId = m_lotList->currentItem()->data(Qt::UserRole).toLongLong();
    }
    if (lots.empty())
        m_lotId = 0;
    reloadCards();
}

void IntakePage::reloadCards()
{
    const QString serial = selectedSerial();
    m_cards->setCards(m_lotId > 0 ? m_store.intakeCards(m_lotId) : std::vector<IntakeCard>{},
                      m_lotId > 0 ? m_store.cardFindings() : std::vector<CardFinding>{});
    if (!serial.isEmpty())
        selectCard(serial);
    const int row = m_records->rowOf(SourceRecordModel::Group::Lot, QStringLiteral("lot %1").arg(m_lotId));
    const SourceRecord *r = m_records->recordAt(row);
    if (!r) {
        m_lotSummary->clear();
    } else {
        QStringList counts;
        for (const auto &[state, n] : r->tally.counts)
            counts << QStringLiteral("%1 %2").arg(n).arg(QString::fromStdString(state));
        const auto pct = [](double v) { return QLocale().toString(v * 100, 'f', 1); };
        m_lotSummary->setText(tr("<b>Lot %1</b>: %2. Intake failure %3 % (90 % interval %4–%5 %, prior %6)%7")
                                  .arg(m_lotId)
                                  .arg(counts.join(QStringLiteral(", ")), pct(r->intake.value), pct(r->intake.low),
                                       pct(r->intake.high), QString::fromStdString(r->intake.prior.name),
                                       r->intake.smallSample ? tr(", small sample") : QString()));
        m_lotSummary->setToolTip(
            m_records->index(row, SourceRecordModel::IntakeColumn).data(Qt::ToolTipRole).toString());
    }
    updateActions();
}

qint64 IntakePage::createLot(qint64 quoteId, const QString &serials, const QString &date, const QString &note)
{
    if (m_readOnly) {
        showError(tr("New Lot"), m_readOnlyReason);
        return 0;
    }
    const qint64 lot = m_store.createLot(quoteId, lotSerials(serials), date, note);
    if (lot == 0) {
        showError(tr("New Lot"), tr("The lot was not recorded: %1").arg(m_store.lastError()));
        return 0;
    }
    m_lastMessage.clear();
    selectLot(lot);
    m_tabs->setCurrentIndex(LotsTab);
    return lot;
}

void IntakePage::newLotFromSelectedQuote()
{
    const qint64 quoteId = selectedQuoteId();
    if (quoteId == 0) {
        showError(tr("New Lot"), tr("Select the quote the cards arrived on first."));
        return;
    }
    bool ok = false;
    const QString serials
        = QInputDialog::getMultiLineText(this, tr("New Lot from Quote %1").arg(quoteId),
                                         tr("The serials of the cards that arrived, one a line (\"SERIAL,UUID\" when "
                                            "the UUID is known):"),
                                         QString(), &ok);
    if (!ok)
        return;
    const QString date
        = QInputDialog::getText(this, tr("New Lot from Quote %1").arg(quoteId), tr("Received on (YYYY-MM-DD):"),
                                QLineEdit::Normal, QDate::currentDate().toString(Qt::ISODate), &ok);
    if (ok)
        createLot(quoteId, serials, date.trimmed());
}

bool IntakePage::selectLot(qint64 lotId)
{
    for (int row = 0; row < m_lotList->count(); ++row)
        if (m_lotList->item(row)->data(Qt::UserRole).toLongLong() == lotId) {
            m_lotList->setCurrentRow(row);
            m_lotId = lotId;
            reloadCards();
            return true;
        }
    return false;
}

bool IntakePage::selectCard(const QString &serial)
{
    const int row = m_cards->rowOf(serial);
    if (row < 0)
        return false;
    m_cardView->selectRow(row);
    return true;
}

QString IntakePage::selectedSerial() const
{
    const QModelIndexList rows = m_cardView->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(IntakeCardModel::SerialRole).toString();
}

bool IntakePage::changeState(const QString &serial, CardState to, const QString &evidence, const QString &note)
{
    if (m_readOnly) {
        showError(tr("Change State"), m_readOnlyReason);
        return false;
    }
    const std::optional<IntakeCard> card = m_store.intakeCard(serial);
    if (!card) {
        showError(tr("Change State"), tr("No lot has a card with the serial %1.").arg(serial));
        return false;
    }
    // A move the rules refuse is said before any command: pushing one would drop what Redo could still do.
    if (!canTransition(card->state, to)) {
        showError(tr("Change State"),
                  tr("The card was not moved: %1").arg(WorkspaceStore::refusedMoveText(serial, card->state, to)));
        return false;
    }
    // The command outlives this call (undo, redo later): it reports to the page, which may be gone by then.
    m_commandError.clear();
    m_pushing = true;
    m_undo->push(new CardStateCommand(m_store, serial, to, evidence, note, card->version,
                                      [page = QPointer<IntakePage>(this)](const QString &message) {
                                          if (page)
                                              page->onCommandError(message);
                                      }));
    m_pushing = false; // push() ran redo(); a refused move left the command obsolete and the stack dropped it
    if (!m_commandError.isEmpty()) {
        showError(tr("Change State"), tr("The card was not moved: %1").arg(m_commandError));
        reload();
        return false;
    }
    m_lastMessage.clear();
    Q_EMIT statusMessage(
        tr("Card %1: %2 -> %3")
            .arg(serial, QString::fromLatin1(cardStateKey(card->state)), QString::fromLatin1(cardStateKey(to))));
    return true;
}

void IntakePage::onCommandError(const QString &message)
{
    m_commandError = message;
    if (m_pushing)
        return; // changeState() says it
    // An undo or redo refused (a colleague's change since): said, and the cards shown as they are now.
    showError(tr("Undo"), message);
    reload();
}

void IntakePage::fillStateMenu()
{
    QMenu *menu = m_changeState->menu();
    menu->clear();
    const QString serial = selectedSerial();
    const std::optional<IntakeCard> card = serial.isEmpty() ? std::nullopt : m_store.intakeCard(serial);
    if (!card) {
        menu->addAction(tr("Select a card first"))->setEnabled(false);
        return;
    }
    const std::vector<CardState> next = nextStates(card->state);
    if (next.empty())
        menu->addAction(tr("%1 is final").arg(QString::fromLatin1(cardStateKey(card->state))))->setEnabled(false);
    for (const CardState to : next) {
        QAction *action = menu->addAction(QString::fromLatin1(cardStateKey(to)));
        action->setData(int(to));
        connect(action, &QAction::triggered, this, [this, serial, to] {
            bool ok = false;
            const QString note = QInputDialog::getText(
                this, tr("Change State"),
                tr("Card %1 to %2. Note (optional):").arg(serial, QString::fromLatin1(cardStateKey(to))),
                QLineEdit::Normal, QString(), &ok);
            if (ok)
                changeState(serial, to, {}, note);
        });
    }
}

} // namespace GpuPlan
