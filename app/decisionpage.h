#pragma once

#include "core/decision/decisionrun.h"
#include "io/jobtracker.h"
#include "io/storedscenario.h"
#include "report/reportinput.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTableView;
class QTabWidget;
class QUndoStack;

namespace GpuPlan {

class AppSettings;
class Calibration;
struct Catalog;
class DecisionAhpModel;
class DecisionChartsPanel;
class DecisionCriteriaModel;
class DecisionOptionModel;
class DecisionLockInModel;
class DecisionResultModel;
class DecisionScenarioForm;
class WorkspaceStore;
enum class ScenarioConflictChoice;

/// The scenario saved in the workspace that a document came from: none (empty name) for a file or the demo.
struct WorkspaceOrigin
{
    QString name;
    int version = 0; ///< the version Save writes over
};

/**
 * The Decision page: a scenario's options, criteria and weights (direct or AHP), the result matrix with
 * the gates, fleet size, cost, lock-in and scores, and the charts. Every edit is an undoable command on
 * the shared undo stack and re-runs DecisionRun::plan() at once; Rank runs DecisionRun::rank()
 * (sensitivity and Monte Carlo) off the GUI thread with progress and cancel, and a result that no longer
 * matches the scenario is discarded.
 */
class DecisionPage : public QWidget
{
    Q_OBJECT
public:
    DecisionPage(WorkspaceStore &store, AppSettings &settings, QWidget *parent = nullptr);
    ~DecisionPage() override;

    /// Opens the last scenario, or the shipped demo when none was opened before (or it is gone).
    /// Does nothing once a scenario is open or being opened.
    void openInitial();
    /// Runs @p then once a scenario is open and planned: now, or after the calibration fit (off the GUI
    /// thread) and the open waiting for it. Opens the initial scenario first if none was.
    void whenReady(std::function<void()> then);
    /// The catalog and the calibration fitted on it are there: edits and opens are planned at once.
    bool hasData() const { return m_catalog && m_calibration && m_lockInDefaults; }
    /// A scenario is open and planned (whenReady() would run at once).
    bool isReady() const { return m_opened && !m_opening && hasData(); }
    /// Reads @p path; a bad file shows its diagnostics (file:line) and keeps the current scenario.
    bool openScenario(const QString &path);
    /// The shipped demo scenario (not tied to a file: Save asks where).
    bool openDemo();
    bool save();
    bool saveAs(const QString &path);
    /// The catalog changed: resolve the scenario again.
    void reload();
    void saveViewState();
    void setUndoStack(QUndoStack *undo) { m_undo = undo; }
    /// Open Scenario…, Open Recent Scenario, Open Scenario from Workspace…, Save Scenario, Save Scenario As…, Save
    /// Scenario to Workspace…, for the File menu.
    QList<QAction *> fileActions() const;

    // Scenarios saved in the workspace, shared by a team (decisionpageworkspace.cpp).
    /// Opens version @p version (0: the newest) of the scenario @p name saved in the workspace; Save then saves the
    /// next version of it. A bad one shows its diagnostics and keeps the current scenario.
    bool openFromWorkspace(const QString &name, int version = 0);
    /**
     * Saves the scenario into the workspace as @p name: the next version of the one opened from there, or a new
     * scenario (replacing one of that name only once the user agreed). A colleague's newer version is a conflict:
     * the conflict handler (askScenarioConflict() unless set) chooses to open theirs, overwrite or keep editing.
     */
    bool saveToWorkspace(const QString &name);
    /// The scenario's name in the workspace and the version opened or saved last; empty when it is not from there.
    QString workspaceName() const { return m_workspaceName; }
    int workspaceVersion() const { return m_workspaceVersion; }
    using ScenarioConflictHandler = std::function<ScenarioConflictChoice(const ScenarioConflict &, const QByteArray &)>;
    void setScenarioConflictHandler(ScenarioConflictHandler handler) { m_conflictHandler = std::move(handler); }
    /// Asked before a save replaces another scenario of the same name (true: replace). Tests set it.
    using ReplaceQuestion = std::function<bool(const StoredScenario &)>;
    void setReplaceQuestion(ReplaceQuestion question) { m_replaceQuestion = std::move(question); }
    /// Another workspace was opened: the scenario stays open, no longer tied to a scenario saved in the former one.
    void detachFromWorkspace();
    /// A viewer may not save into the workspace: @p reason says why (empty: they may).
    void setWorkspaceReadOnly(const QString &reason);
    QAction *saveToWorkspaceAction() const { return m_saveToWorkspaceAction; }
    QAction *openFromWorkspaceAction() const { return m_openFromWorkspaceAction; }

    const Scenario &scenario() const { return m_scenario; }
    QString scenarioPath() const { return m_path; }
    /// Replaces the scenario as an undoable command named @p text (or directly without an undo stack).
    /// Consecutive edits with the same non-zero @p mergeKey (one field) merge into one command.
    void editScenario(const Scenario &scenario, const QString &text, int mergeKey = 0);
    /// Adds an option like the selected one (or the last; the first priced catalog SKU when there is
    /// none), bought new, with a unique id; undoable.
    void addOption();
    /// Removes the options at @p rows (scenario order) as one undoable command.
    void removeOptions(QList<int> rows);
    void removeSelectedOptions();
    /// The scenario differs from the file it was opened from or last saved to (or from the demo).
    bool isModified() const { return m_modified; }
    /// Called by the undo commands: shows @p scenario and plans it. False when @p document is not the
    /// scenario open now (the command belongs to one replaced since).
    bool applyScenario(const Scenario &scenario, quint64 document);
    quint64 documentId() const { return m_document; }

    void rank();
    void cancelRank();
    bool isRanking() const;
    /// Blocks until the fit and the rankings started so far, cancelled ones included, have returned.
    void waitForJobs();
    /// The last ranking of the current plan, or nullptr.
    const DecisionRanking *ranking() const { return m_ranking.get(); }
    /// What the report takes instead of computing it again: the catalog and calibration of the current
    /// plan, its run and plan, and its ranking once Rank finished (buildReport() checks they still match).
    ReportResults results() const;

    DecisionResultModel *resultModel() const { return m_results; }
    DecisionCriteriaModel *criteriaModel() const { return m_criteria; }
    DecisionAhpModel *ahpModel() const { return m_ahp; }
    DecisionOptionModel *optionModel() const { return m_options; }
    DecisionLockInModel *lockInModel() const { return m_lockIn; }
    DecisionScenarioForm *scenarioForm() const { return m_form; }
    QTableView *optionView() const { return m_optionView; }
    QPushButton *addOptionButton() const { return m_addOption; }
    QPushButton *removeOptionButton() const { return m_removeOption; }
    QAction *saveAction() const { return m_saveAction; }
    DecisionChartsPanel *chartsPanel() const { return m_charts; }
    QPushButton *rankButton() const { return m_rankButton; }
    QPushButton *cancelButton() const { return m_cancelButton; }
    QProgressBar *progressBar() const { return m_progress; }
    QComboBox *methodCombo() const { return m_method; }
    QLabel *messageLabel() const { return m_message; }
    QLabel *consistencyLabel() const { return m_consistency; }

Q_SIGNALS:
    void planChanged();
    /// rank() ended: with a result, or cancelled (@p cancelled true, no result shown).
    void rankDone(bool cancelled);
    void statusMessage(const QString &message);
    /// isModified() changed (an edit, an undo back to the saved state, a save or an open).
    void modifiedChanged(bool modified);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    QWidget *createInputs();
    QWidget *createOutputs();
    /// Runs @p then now when hasData(), else after the fit that it starts.
    void whenDataReady(std::function<void()> then);
    bool load(const QByteArray &bytes, const QString &fileName, const QString &path,
              const WorkspaceOrigin &origin = {});
    bool writeToWorkspace(const QString &name, const QByteArray &document, int expectedVersion);
    void chooseAndOpenFromWorkspace();
    void chooseAndSaveToWorkspace();
    /// Another GpuPlan saved or removed a scenario (LISTEN/NOTIFY): the open one is reloaded when unchanged here.
    void onScenarioChanged(const QString &name, int version);
    void replan();
    void editOption(int row, int column, const QVariant &value);
    void markSaved();
    void updateModified();
    void updateOptionButtons();
    void updateConsistency();
    void showMessage(const QString &text);
    void setRankBusy(bool busy);
    void chooseAndOpen();
    void chooseAndSaveAs();
    void updateRecentMenu();
    /// The last scenario and the head of the recent list.
    void rememberScenario(const QString &path);
    void retranslateUi();

    WorkspaceStore &m_store;
    AppSettings &m_settings;
    QUndoStack *m_undo = nullptr;
    Scenario m_scenario;
    QString m_path;
    QString m_workspaceName;          ///< workspaceName()
    int m_workspaceVersion = 0;       ///< workspaceVersion()
    bool m_savingToWorkspace = false; ///< our own save's scenarioChanged() is no news
    QString m_workspaceReadOnly;      ///< setWorkspaceReadOnly()
    ScenarioConflictHandler m_conflictHandler;
    ReplaceQuestion m_replaceQuestion;
    quint64 m_document = 0;
    std::string m_savedJson; ///< the scenario as opened or last saved, to tell whether it is modified
    bool m_modified = false;
    bool m_showingResolveError = false; ///< the message is replan()'s: the next resolving plan clears it
    std::shared_ptr<const Catalog> m_catalog;
    std::shared_ptr<const Calibration> m_calibration;
    std::shared_ptr<const LockInDefaults> m_lockInDefaults;
    std::vector<std::function<void()>> m_whenData; ///< what waits for the fit, in order
    bool m_opening = false;                        ///< an open waits for the fit
    bool m_opened = false;
    std::shared_ptr<const DecisionRun> m_run;
    std::shared_ptr<const DecisionRanking> m_ranking;
    DecisionPlan m_plan;

    DecisionResultModel *m_results = nullptr;
    DecisionCriteriaModel *m_criteria = nullptr;
    DecisionAhpModel *m_ahp = nullptr;
    DecisionOptionModel *m_options = nullptr;
    DecisionLockInModel *m_lockIn = nullptr;
    DecisionScenarioForm *m_form = nullptr;
    DecisionChartsPanel *m_charts = nullptr;
    QSplitter *m_splitter = nullptr;
    QSplitter *m_rightSplitter = nullptr;
    QTabWidget *m_inputTabs = nullptr;
    QTableView *m_resultView = nullptr;
    QTableView *m_optionView = nullptr;
    QTableView *m_lockInView = nullptr;
    QPushButton *m_addOption = nullptr;
    QPushButton *m_removeOption = nullptr;
    QAction *m_addOptionAction = nullptr;
    QAction *m_removeOptionAction = nullptr;
    QTableView *m_criteriaView = nullptr;
    QTableView *m_ahpView = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_consistency = nullptr;
    QLabel *m_methodLabel = nullptr;
    QLabel *m_rankStatus = nullptr;
    QComboBox *m_method = nullptr;
    QPushButton *m_rankButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_saveToWorkspaceAction = nullptr;
    QAction *m_openFromWorkspaceAction = nullptr;
    QMenu *m_recentMenu = nullptr;
    JobTracker m_dataJobs{this}; ///< the calibration fit on the workspace's catalog
    JobTracker m_rankJobs{this}; ///< the sensitivity and Monte Carlo ranking
};

} // namespace GpuPlan
