#pragma once

#include <QMainWindow>

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
class ProbesPage;
class ReportPage;
class Translations;
class WorkloadPage;
class WorkspaceStore;

/// Wires the pages, menus and status bar together; the work itself is in the pages and libraries.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    MainWindow(AppSettings &settings, Translations &translations, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens @p path (creating it if needed); on failure shows why and keeps the current workspace.
    bool openWorkspace(const QString &path);
    CatalogPage *catalogPage() const { return m_catalogPage; }
    WorkloadPage *workloadPage() const { return m_workloadPage; }
    ProbesPage *probesPage() const { return m_probesPage; }
    FleetPage *fleetPage() const { return m_fleetPage; }
    DecisionPage *decisionPage() const { return m_decisionPage; }
    ReportPage *reportPage() const { return m_reportPage; }
    QUndoStack *undoStack() const { return m_undo; }

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
    void showSettings();
    void showAbout();

    AppSettings &m_settings;
    Translations &m_translations;
    WorkspaceStore *m_store;
    QUndoStack *m_undo;
    QListWidget *m_nav = nullptr;
    QStackedWidget *m_pages = nullptr;
    CatalogPage *m_catalogPage = nullptr;
    WorkloadPage *m_workloadPage = nullptr;
    ProbesPage *m_probesPage = nullptr;
    FleetPage *m_fleetPage = nullptr;
    DecisionPage *m_decisionPage = nullptr;
    ReportPage *m_reportPage = nullptr;
    CatalogFileActions *m_catalogFile = nullptr;
    QListWidgetItem *m_fleetItem = nullptr;
    QProgressBar *m_progress = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_importFleetAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_settingsAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
};

} // namespace GpuPlan
