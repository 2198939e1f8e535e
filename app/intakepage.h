#pragma once

#include "core/decision/scenario.h"
#include "core/intake/cardstate.h"
#include "io/jobtracker.h"
#include "protocol/burnin.h"
#include "protocol/exitcode.h"
#include "quotes/quotemapping.h"

#include <QWidget>

#include <map>
#include <optional>
#include <string>

class QAction;
class QComboBox;
class QLabel;
class QListWidget;
class QMenu;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QToolButton;
class QUndoStack;

namespace GpuPlan {

class AppSettings;
class IntakeCardModel;
class IntakeFailureChart;
class ProbeListJob;
class ProbeSession;
class QuoteTableModel;
class SourceRecordModel;
class WorkspaceStore;
struct Catalog;

/**
 * The Intake page (issue 19): from a seller's quote to a card in production.
 * - Quotes: import (CSV or XLSX, with a column mapping and saved presets), compared per SKU in $/GB of VRAM and
 *   $/(tokens/s), stale ones flagged, and sent to the Decision page as an option in one action.
 * - Lots: a lot from a quote with its serials, its cards with state, latest verdict and evidence; a card changes state
 *   only as core/intake/cardstate.h allows, each change an undoable command (undo takes the event back in the
 *   workspace); Start burn-in runs gpuplan-probe on the card (found by UUID or serial among this machine's devices)
 *   and its verdict moves the card from in-pool to pass, quarantine or reject with the run as evidence; Import
 *   Burn-in Log judges an operator's telemetry log the same way.
 * - Channels: per channel, seller, SKU + condition and lot, the intake failure with its 90 % interval, its prior
 *   and a small-sample flag, and a chart of them.
 * A refused change or a bad file is said in a message box; nothing is half-written.
 */
class IntakePage : public QWidget
{
    Q_OBJECT
public:
    enum Tab { QuotesTab, LotsTab, ChannelsTab };

    IntakePage(WorkspaceStore &store, AppSettings &settings, QWidget *parent = nullptr);
    ~IntakePage() override;

    /// Reads quotes, lots, cards and records from the workspace again (keeps the selected lot).
    void reload();
    /// The window's shared undo stack (Edit > Undo, Ctrl+Z / Ctrl+Shift+Z); without one the page keeps its own.
    void setUndoStack(QUndoStack *undo);
    QUndoStack *undoStack() const { return m_undo; }
    void setReadOnly(const QString &reason);
    /// Where message boxes go; tests set false and read lastMessage().
    void setInteractive(bool interactive) { m_interactive = interactive; }
    /// The last error said to the user (empty after a success).
    QString lastMessage() const { return m_lastMessage; }
    void setProbeTimeoutMs(int timeoutMs) { m_probeTimeoutMs = timeoutMs; }

    // Quotes (intakepagequotes.cpp).
    /// Asks for a file, then its column mapping, then imports it.
    void chooseQuotesToImport();
    /// Reads @p path with @p mapping (none: the proposed one) and stores every quote, or none (false, said).
    bool importQuotes(const QString &path, const std::optional<QuoteColumnMapping> &mapping = std::nullopt);
    /// The quote as a Decision option: optionRequested(); false (said) when it cannot be one. With @p measuredScope
    /// (channel, seller or sku_condition) an owned option takes that group's measured failure rates
    /// (measuredChannelRecord) instead of the scenario's.
    bool sendToDecision(qint64 quoteId, const QString &measuredScope = {});
    qint64 selectedQuoteId() const;
    /// Fills the Send to Decision menu for the selected quote: the scenario's rate, then each measured group.
    void fillSendMenu();

    // Lots (intakepagelots.cpp).
    /// A lot of quote @p quoteId from @p serials (one per line or comma-separated, "SERIAL,UUID" per line), received
    /// on @p date (YYYY-MM-DD); its id, or 0 (said).
    qint64 createLot(qint64 quoteId, const QString &serials, const QString &date, const QString &note = {});
    /// Asks for the serials of a new lot of the selected quote.
    void newLotFromSelectedQuote();
    bool selectLot(qint64 lotId);
    qint64 currentLotId() const { return m_lotId; }
    /// Moves @p serial to @p to as an undoable command; false (said) when refused.
    bool changeState(const QString &serial, CardState to, const QString &evidence = {}, const QString &note = {});
    bool selectCard(const QString &serial);
    QString selectedSerial() const;
    /// Writes lot @p lotId's intake report to @p path in @p language ("en", "fr"); false (said) on failure.
    bool writeLotReport(qint64 lotId, const QString &path, const QString &language);
    /// Asks where to write the current lot's intake report, then writes it (the Report page's language and size).
    void chooseLotReport();

    // Burn-in (intakepageburnin.cpp).
    /// The card @p serial (in-pool) takes @p verdict: pass, quarantine or reject with @p evidence.
    bool applyVerdict(const QString &serial, Probe::VerdictKind verdict, const QString &evidence,
                      const QString &note = {});
    /// Finds the selected card among this machine's devices and burns it in with gpuplan-probe.
    void startBurnIn();
    void cancelBurnIn();
    bool isBurningIn() const;
    /// Judges the telemetry log @p path for the selected card and applies the verdict; false (said) when refused.
    bool importBurnInLog(const QString &path);
    void chooseBurnInLog();

    QTabWidget *tabs() const { return m_tabs; }
    QuoteTableModel *quoteModel() const { return m_quotes; }
    QTableView *quoteView() const { return m_quoteView; }
    IntakeCardModel *cardModel() const { return m_cards; }
    QTableView *cardView() const { return m_cardView; }
    QListWidget *lotList() const { return m_lotList; }
    SourceRecordModel *recordModel() const { return m_records; }
    IntakeFailureChart *chart() const { return m_chart; }
    QLabel *lotSummary() const { return m_lotSummary; }
    QLabel *burnInStatus() const { return m_burnInStatus; }
    QAction *undoAction() const { return m_undoAction; }
    QAction *redoAction() const { return m_redoAction; }

Q_SIGNALS:
    /// A quote is to become an option of the Decision page's scenario.
    void optionRequested(const GpuPlan::ScenarioOption &option);
    void statusMessage(const QString &message);
    /// A burn-in started from this page ended (its verdict applied or not).
    void burnInDone();

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createQuotesTab();
    QWidget *createLotsTab();
    QWidget *createChannelsTab();
    void reloadQuotes(const Catalog &catalog);
    void reloadLots(const Catalog &catalog);
    void reloadCards();
    void reloadRecords(const Catalog &catalog);
    void startThroughputEstimate();
    void fillStateMenu();
    void onCommandError(const QString &message);
    void updateActions();
    void bindUndoActions();
    /// Says @p text in a message box (when interactive) and keeps it as lastMessage().
    void showError(const QString &title, const QString &text);
    void onBurnInFinished(Probe::ExitCode code);
    void onBurnInFailed(const QString &message);
    void retranslateUi();

    WorkspaceStore &m_store;
    AppSettings &m_settings;
    QUndoStack *m_undo = nullptr;
    QUndoStack *m_ownUndo = nullptr;
    bool m_interactive = true;
    bool m_readOnly = false;
    QString m_readOnlyReason;
    QString m_lastMessage;
    QString m_commandError;
    bool m_pushing = false;
    qint64 m_lotId = 0;
    int m_probeTimeoutMs = 0;
    JobTracker m_throughputJobs{this};
    std::string m_throughputCatalogKey;

    QTabWidget *m_tabs = nullptr;
    QuoteTableModel *m_quotes = nullptr;
    QSortFilterProxyModel *m_quoteProxy = nullptr;
    QTableView *m_quoteView = nullptr;
    QComboBox *m_skuFilter = nullptr;
    QPushButton *m_importQuotes = nullptr;
    QPushButton *m_sendToDecision = nullptr;
    QMenu *m_sendMenu = nullptr;
    QPushButton *m_newLot = nullptr;
    QLabel *m_quoteHint = nullptr;

    QListWidget *m_lotList = nullptr;
    IntakeCardModel *m_cards = nullptr;
    QTableView *m_cardView = nullptr;
    QLabel *m_lotSummary = nullptr;
    QToolButton *m_changeState = nullptr;
    QPushButton *m_startBurnIn = nullptr;
    QPushButton *m_cancelBurnIn = nullptr;
    QPushButton *m_importLog = nullptr;
    QPushButton *m_lotReport = nullptr;
    QToolButton *m_undoButton = nullptr;
    QToolButton *m_redoButton = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QLabel *m_burnInStatus = nullptr;

    SourceRecordModel *m_records = nullptr;
    QTableView *m_recordView = nullptr;
    IntakeFailureChart *m_chart = nullptr;

    ProbeListJob *m_listJob = nullptr;
    ProbeSession *m_session = nullptr;
    QString m_burnInSerial;
};

} // namespace GpuPlan
