#pragma once

#include "proberesultspanel.h"

#include "protocol/burnin.h"
#include "protocol/exitcode.h"
#include "protocol/messages.h"

#include <QWidget>

class QUndoStack;

#include <optional>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTableView;

namespace GpuPlan {

class AppSettings;
class ProbeBackendModel;
class ProbeDeviceModel;
class ProbeHistoryModel;
class ProbeListJob;
class ProbeLiveChartView;
class ProbeSession;
class ProbeResultModel;
class ProbeResultsPanel;
class ProbeRunForm;
class ProbeVerdictModel;
class WorkspaceStore;

/**
 * Measures the accelerators of this machine with gpuplan-probe, run in its own process: the backends
 * and devices it sees (with the reason a backend is unavailable), a measurement or a burn-in with
 * progress, cancel and a live chart, the results beside the catalog's spec, the burn-in verdict and
 * the history of each device. A runner that crashes, hangs or prints garbage ends the run with a
 * message on the page; the app stays up and the page idle.
 */
class ProbesPage : public QWidget
{
    Q_OBJECT
public:
    ProbesPage(WorkspaceStore &store, AppSettings &settings, QWidget *parent = nullptr);
    ~ProbesPage() override;

    /// Asks the runner again for its backends and devices (done once when the page is first shown).
    void refresh();
    /// Reads the catalog (the SKUs a device can be sold as) and the history from the workspace again.
    void reload();
    /// Timeout of a run or burn-in (and of the listing) in ms; 0, the default, picks it from the run:
    /// 30 minutes for a measurement, the duration plus 10 minutes for a burn-in.
    void setTimeoutMs(int timeoutMs) { m_timeoutOverrideMs = timeoutMs; }
    bool isRunning() const;
    bool isListing() const;
    void saveViewState();
    /// Where "Use in estimates" pushes its SKU edit, so that Edit > Undo takes it back.
    void setUndoStack(QUndoStack *undo) { m_undo = undo; }

    ProbeRunForm *form() const { return m_form; }
    /// A viewer of a team workspace: runs, burn-ins and Use in Estimates disabled, with @p reason as their tooltips.
    void setReadOnly(const QString &reason);
    ProbeBackendModel *backendModel() const { return m_backends; }
    ProbeDeviceModel *deviceModel() const { return m_devices; }
    ProbeResultsPanel *resultsPanel() const { return m_resultsPanel; }
    ProbeResultModel *resultModel() const;
    ProbeVerdictModel *verdictModel() const;
    ProbeHistoryModel *historyModel() const { return m_history; }
    QTableView *historyView() const { return m_historyView; }
    ProbeLiveChartView *liveChart() const { return m_chart; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    /// The line under the progress bar: what runs, or how the last run ended.
    QLabel *statusLabel() const { return m_status; }
    /// The message shown when a run or the listing fails (hidden otherwise).
    QLabel *messageLabel() const { return m_message; }
    /// The verdict's headline ("Pass", "Quarantine: ...").
    QLabel *verdictLabel() const;

Q_SIGNALS:
    /// The device listing ended (finished or failed).
    void listingDone();
    /// A run ended (finished, cancelled or failed) and was stored.
    void runDone();

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QWidget *createOutput();
    void start(bool burnin);
    void cancel();
    void onFinished(Probe::ExitCode code);
    void onFailed(const QString &message);
    void endRun();
    void setBusy(bool busy);
    void useMeasurementsInEstimates(const GpuPlan::ProbeResultsPanel::MeasuredRates &rates);
    void showMessage(const QString &text, bool error);
    void loadHistory();
    void showHistoryRun(int row);
    void retranslateUi();

    WorkspaceStore &m_store;
    AppSettings &m_settings;
    bool m_listed = false;
    int m_timeoutOverrideMs = 0;
    bool m_burnin = false;

    ProbeListJob *m_listJob = nullptr;
    ProbeSession *m_session = nullptr;
    ProbeBackendModel *m_backends = nullptr;
    ProbeDeviceModel *m_devices = nullptr;
    ProbeHistoryModel *m_history = nullptr;

    ProbeRunForm *m_form = nullptr;
    QSplitter *m_splitter = nullptr;
    QTabWidget *m_topTabs = nullptr;
    QTableView *m_deviceView = nullptr;
    QTableView *m_backendView = nullptr;
    QTableView *m_historyView = nullptr;
    QLabel *m_historyHint = nullptr; ///< EmptyHint while no run is stored
    ProbeResultsPanel *m_resultsPanel = nullptr;
    ProbeLiveChartView *m_chart = nullptr;
    QPushButton *m_refresh = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_listStatus = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_message = nullptr;
    QUndoStack *m_undo = nullptr;
};

} // namespace GpuPlan
