#pragma once

#include <QKeySequence>
#include <QList>
#include <QMainWindow>
#include <QPair>

#include <array>
#include <memory>

class QAction;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QMenu;
class QProgressBar;
class QStackedWidget;
class QUndoStack;

namespace GpuPlan {

class AppSettings;
class CatalogFileActions;
class CatalogPage;
class DecisionPage;
class FleetPage;
class IntakePage;
class ProbesPage;
class ReportPage;
class Translations;
class WelcomePage;
class WorkloadPage;
class WorkspaceStore;
class WorkspacePasswords;

/// Wires the pages, menus and status bar together; the work itself is in the pages and libraries.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    MainWindow(AppSettings &settings, Translations &translations, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens @p path (creating it if needed); on failure shows why and keeps the current workspace. A team
    /// workspace whose server wants a password libpq does not have gets it from the keychain, else asks for it.
    bool openWorkspace(const QString &path);
    /// Where passwords come from (tests set their own).
    void setWorkspacePasswords(std::unique_ptr<WorkspacePasswords> passwords);
    CatalogPage *catalogPage() const { return m_catalogPage; }
    WorkloadPage *workloadPage() const { return m_workloadPage; }
    ProbesPage *probesPage() const { return m_probesPage; }
    FleetPage *fleetPage() const { return m_fleetPage; }
    DecisionPage *decisionPage() const { return m_decisionPage; }
    ReportPage *reportPage() const { return m_reportPage; }
    IntakePage *intakePage() const { return m_intakePage; }
    QUndoStack *undoStack() const { return m_undo; }
    WelcomePage *welcomePage() const { return m_welcomePage; }

    /// The welcome view (Help > Welcome): no page of the list is selected while it shows.
    void showWelcome();
    /// The welcome view when the workspace holds nothing of the user's yet (a first start, a new workspace).
    void showWelcomeIfNew();
    /// Opens a decision scenario file on the Decision page (`gpuplan FILE`, a file manager's Open With).
    bool openScenarioFile(const QString &path);
    /// Every menu command with a key, as "Menu > Command" and its key (Help > Keyboard Shortcuts lists them).
    QList<QPair<QString, QKeySequence>> shortcuts() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    void retranslateUi();
    void updateRecentMenu();
    void newWorkspace();
    void chooseWorkspace();
    void openTeamWorkspace();
    /// Every page reads the workspace again (an open, a reconnection).
    void reloadPages();
    /// Disables what a viewer may not do, with the reason in the tooltips.
    void applyAccess();
    void showSettings();
    void showAbout();
    void showShortcuts();
    void showPage(QWidget *page);
    void updateNavigationIcons();

    /// Catalog, Workload, Probes, Fleet, Decision, Report, Intake: Ctrl+1 … Ctrl+7
    static constexpr int PageCount = 7;
    static constexpr int kNavIconSize = 24;

    AppSettings &m_settings;
    Translations &m_translations;
    WorkspaceStore *m_store;
    std::unique_ptr<WorkspacePasswords> m_passwords;
    QUndoStack *m_undo;
    QListWidget *m_nav = nullptr;
    QStackedWidget *m_pages = nullptr;
    CatalogPage *m_catalogPage = nullptr;
    WorkloadPage *m_workloadPage = nullptr;
    ProbesPage *m_probesPage = nullptr;
    FleetPage *m_fleetPage = nullptr;
    DecisionPage *m_decisionPage = nullptr;
    ReportPage *m_reportPage = nullptr;
    IntakePage *m_intakePage = nullptr;
    CatalogFileActions *m_catalogFile = nullptr;
    QListWidgetItem *m_fleetItem = nullptr;
    QProgressBar *m_progress = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_fleetMenu = nullptr;
    QMenu *m_workspaceMenu = nullptr;
    QAction *m_historyAction = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_openTeamAction = nullptr;
    QAction *m_importFleetAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_settingsAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_welcomeAction = nullptr;
    QAction *m_shortcutsAction = nullptr;
    std::array<QAction *, PageCount> m_pageActions{};
    QMenu *m_viewMenu = nullptr;
    WelcomePage *m_welcomePage = nullptr;
    QAction *m_aboutQtAction = nullptr;
};

} // namespace GpuPlan
