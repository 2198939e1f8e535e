#include "mainwindow.h"
#include "prometheuspanel.h"
#include "recentmenu.h"

#include "catalogfileactions.h"
#include "catalogpage.h"
#include "charts/decisionchartspanel.h"
#include "decisionpage.h"
#include "fleetpage.h"
#include "historydialog.h"
#include "intakepage.h"
#include "navigationicons.h"
#include "probespage.h"
#include "reportpage.h"
#include "settingsdialog.h"
#include "welcomepage.h"
#include "workloadpage.h"
#include "workspacepasswords.h"

#include "io/appsettings.h"
#include "io/workspacelocation.h"
#include "io/workspaceopener.h"
#include "io/workspacestore.h"
#include "translations/translations.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QScreen>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QUndoStack>

namespace GpuPlan {

MainWindow::MainWindow(AppSettings &settings, Translations &translations, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_translations(translations)
    , m_store(new WorkspaceStore(this))
    , m_passwords(std::make_unique<WorkspacePasswords>())
    , m_undo(new QUndoStack(this))
{
    m_nav = new QListWidget(this);
    m_nav->setMaximumWidth(180);
    m_nav->setIconSize(QSize(kNavIconSize, kNavIconSize));
    m_pages = new QStackedWidget(this);
    m_pages->setMinimumSize(320, 240); // pages scroll or squeeze; the window must not outgrow small screens
    m_catalogPage = new CatalogPage(*m_store, *m_undo, m_settings, this);
    m_pages->addWidget(m_catalogPage);
    new QListWidgetItem(m_nav);
    m_workloadPage = new WorkloadPage(*m_store, m_settings, this);
    m_pages->addWidget(m_workloadPage);
    new QListWidgetItem(m_nav);
    m_probesPage = new ProbesPage(*m_store, m_settings, this);
    m_probesPage->setUndoStack(m_undo);
    m_pages->addWidget(m_probesPage);
    new QListWidgetItem(m_nav);
    m_fleetPage = new FleetPage(*m_store, m_settings, this);
    m_fleetPage->setUndoStack(m_undo);
    m_pages->addWidget(m_fleetPage);
    m_fleetItem = new QListWidgetItem(m_nav);
    connect(m_fleetPage, &FleetPage::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 8000); });
    setAcceptDrops(true); // files dropped onto the window are imported into the fleet
    m_decisionPage = new DecisionPage(*m_store, m_settings, this);
    m_decisionPage->setUndoStack(m_undo);
    m_pages->addWidget(m_decisionPage);
    new QListWidgetItem(m_nav);
    connect(m_decisionPage, &DecisionPage::statusMessage, this,
            [this](const QString &m) { statusBar()->showMessage(m, 5000); });
    connect(m_decisionPage, &DecisionPage::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_decisionPage->chartsPanel(), &DecisionChartsPanel::statusMessage, this,
            [this](const QString &m) { statusBar()->showMessage(m, 5000); });
    m_reportPage = new ReportPage(*m_store, m_settings, m_decisionPage, this);
    m_pages->addWidget(m_reportPage);
    new QListWidgetItem(m_nav);
    connect(m_reportPage, &ReportPage::statusMessage, this,
            [this](const QString &m) { statusBar()->showMessage(m, 5000); });
    m_intakePage = new IntakePage(*m_store, m_settings, this);
    m_intakePage->setUndoStack(m_undo);
    m_pages->addWidget(m_intakePage);
    new QListWidgetItem(m_nav);
    connect(m_intakePage, &IntakePage::statusMessage, this,
            [this](const QString &m) { statusBar()->showMessage(m, 5000); });
    // A quote sent to the Decision page: one more option of its scenario, undoable there.
    connect(m_intakePage, &IntakePage::optionRequested, this, [this](const ScenarioOption &option) {
        m_decisionPage->whenReady([this, option] {
            Scenario s = m_decisionPage->scenario();
            for (const ScenarioOption &o : s.options)
                if (o.id == option.id) {
                    statusBar()->showMessage(
                        tr("The scenario already has the option %1.").arg(QString::fromStdString(o.id)), 8000);
                    showPage(m_decisionPage);
                    return;
                }
            s.options.push_back(option);
            m_decisionPage->editScenario(s, tr("Add option %1").arg(QString::fromStdString(option.id)));
            showPage(m_decisionPage);
        });
    });
    connect(m_store, &WorkspaceStore::catalogChanged, m_decisionPage, &DecisionPage::reload);
    connect(m_store, &WorkspaceStore::catalogChanged, m_probesPage, &ProbesPage::reload);
    connect(m_store, &WorkspaceStore::skuChanged, m_probesPage, &ProbesPage::reload);
    // The estimates follow the catalog: an import or an edit of a SKU changes them.
    connect(m_store, &WorkspaceStore::catalogChanged, m_workloadPage, &WorkloadPage::reload);
    connect(m_store, &WorkspaceStore::skuChanged, m_workloadPage, &WorkloadPage::reload);
    // A team workspace: a dropped connection is opened again within seconds, and what the pages show is read again.
    auto *connectionCheck = new QTimer(this);
    connectionCheck->setInterval(5000);
    connect(connectionCheck, &QTimer::timeout, this, [this] {
        if (m_store->isOpen() && m_store->backend() == WorkspaceStore::Backend::PostgreSql)
            m_store->checkConnection();
    });
    connectionCheck->start();
    connect(m_store, &WorkspaceStore::connectionLost, this,
            [this](const QString &reason) { statusBar()->showMessage(tr("%1; reconnecting…").arg(reason)); });
    connect(m_store, &WorkspaceStore::reconnected, this, [this] {
        reloadPages();
        statusBar()->showMessage(tr("Reconnected to %1; everything shown was read again.").arg(m_store->path()), 10000);
    });
    m_welcomePage = new WelcomePage(this);
    m_pages->addWidget(m_welcomePage); // not in the list: Help > Welcome, or a new workspace, shows it
    connect(m_welcomePage, &WelcomePage::compareRequested, this, [this] { showPage(m_workloadPage); });
    connect(m_welcomePage, &WelcomePage::importRequested, this, [this] { showPage(m_fleetPage); });
    connect(m_welcomePage, &WelcomePage::demoRequested, this, [this] {
        // An edited scenario is not replaced behind the user's back: the page shows it, File > Open Demo is there.
        if (!m_decisionPage->isModified())
            m_decisionPage->openDemo();
        showPage(m_decisionPage);
    });
    connect(m_nav, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            m_pages->setCurrentIndex(row);
    });
    m_nav->setCurrentRow(0);
    updateNavigationIcons();

    auto *central = new QWidget(this);
    auto *layout = new QHBoxLayout(central);
    layout->addWidget(m_nav);
    layout->addWidget(m_pages, 1);
    setCentralWidget(central);

    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(200);
    m_progress->setRange(0, 0);
    m_progress->hide();
    statusBar()->addPermanentWidget(m_progress);
    connect(m_catalogPage, &CatalogPage::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 5000); });

    createActions();
    createMenus();
    retranslateUi();
    setWindowIcon(applicationIcon());
    if (!restoreGeometry(m_settings.windowGeometry())) {
        // First start: most of the screen (the pages are wide tables and charts), centred, never past its edges.
        const QRect screen = this->screen()->availableGeometry();
        const QSize size(screen.width() * 85 / 100, screen.height() * 85 / 100);
        setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, screen));
    }
    restoreState(m_settings.windowState());
}

MainWindow::~MainWindow() = default;

void MainWindow::setWorkspacePasswords(std::unique_ptr<WorkspacePasswords> passwords)
{
    m_passwords = std::move(passwords);
}

void MainWindow::createActions()
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newWorkspace);
    m_openAction = new QAction(style()->standardIcon(QStyle::SP_DialogOpenButton), QString(), this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::chooseWorkspace);
    m_historyAction = new QAction(this);
    m_historyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    connect(m_historyAction, &QAction::triggered, this, [this] {
        HistoryDialog dialog(*m_store, this);
        dialog.exec();
    });
    m_openTeamAction = new QAction(this);
    m_openTeamAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(m_openTeamAction, &QAction::triggered, this, &MainWindow::openTeamWorkspace);
    m_catalogFile = new CatalogFileActions(*m_store, *m_undo, this);
    connect(m_catalogFile, &CatalogFileActions::busy, this, [this](const QString &message) {
        m_progress->show();
        statusBar()->showMessage(message);
    });
    connect(m_catalogFile, &CatalogFileActions::idle, this, [this](const QString &message) {
        m_progress->hide();
        statusBar()->showMessage(message, 8000);
    });
    connect(m_catalogFile, &CatalogFileActions::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    m_importFleetAction = new QAction(this);
    m_importFleetAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(m_importFleetAction, &QAction::triggered, this, [this] {
        m_pages->setCurrentWidget(m_fleetPage);
        m_nav->setCurrentItem(m_fleetItem);
        m_fleetPage->chooseFilesToImport();
    });
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_undoAction = m_undo->createUndoAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_undo->createRedoAction(this);
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_findAction = new QAction(this);
    m_findAction->setShortcut(QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, this, [this] {
        m_nav->setCurrentRow(0);
        m_catalogPage->focusSearch();
    });
    m_settingsAction = new QAction(this);
    m_settingsAction->setShortcut(QKeySequence::Preferences);
    m_settingsAction->setMenuRole(QAction::PreferencesRole);
    connect(m_settingsAction, &QAction::triggered, this, &MainWindow::showSettings);
    for (int page = 0; page < PageCount; ++page) {
        m_pageActions[page] = new QAction(this);
        m_pageActions[page]->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + page)));
        connect(m_pageActions[page], &QAction::triggered, this, [this, page] { m_nav->setCurrentRow(page); });
    }
    m_welcomeAction = new QAction(this);
    connect(m_welcomeAction, &QAction::triggered, this, &MainWindow::showWelcome);
    m_shortcutsAction = new QAction(this);
    m_shortcutsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    connect(m_shortcutsAction, &QAction::triggered, this, &MainWindow::showShortcuts);
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQtAction = new QAction(this);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_openAction);
    m_fileMenu->addAction(m_openTeamAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    m_fileMenu->addSeparator();
    m_fileMenu->addActions(m_decisionPage->fileActions());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_importFleetAction);
    m_fileMenu->addAction(m_catalogFile->importAction());
    m_fileMenu->addAction(m_catalogFile->exportAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_findAction);
    // Fleet: files in, and the telemetry Prometheus keeps; an action there shows the Fleet page.
    m_fleetMenu = menuBar()->addMenu(QString());
    m_fleetMenu->addAction(m_importFleetAction);
    m_fleetMenu->addActions(m_fleetPage->prometheusPanel()->actions());
    for (QAction *action : m_fleetPage->prometheusPanel()->actions())
        connect(action, &QAction::triggered, this, [this] {
            m_pages->setCurrentWidget(m_fleetPage);
            m_nav->setCurrentItem(m_fleetItem);
        });
    m_workspaceMenu = menuBar()->addMenu(QString());
    m_workspaceMenu->addAction(m_historyAction);
    m_viewMenu = menuBar()->addMenu(QString());
    for (QAction *page : m_pageActions)
        m_viewMenu->addAction(page);
    m_settingsMenu = menuBar()->addMenu(QString());
    m_settingsMenu->addAction(m_settingsAction);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_welcomeAction);
    m_helpMenu->addAction(m_shortcutsAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_fleetMenu->setTitle(tr("F&leet"));
    m_workspaceMenu->setTitle(tr("&Workspace"));
    m_historyAction->setText(tr("&History…"));
    m_historyAction->setStatusTip(tr("Who changed what in this workspace, and when"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_helpMenu->setTitle(tr("&Help"));
    m_viewMenu->setTitle(tr("&View"));
    m_welcomeAction->setText(tr("&Welcome"));
    m_welcomeAction->setStatusTip(tr("The three ways in: compare GPUs for a model, import fleet data, open the demo "
                                     "decision"));
    m_shortcutsAction->setText(tr("&Keyboard Shortcuts"));
    m_newAction->setText(tr("&New Workspace…"));
    m_newAction->setStatusTip(tr("Create an empty workspace file with the shipped catalog"));
    m_openAction->setText(tr("&Open Workspace…"));
    m_openTeamAction->setText(tr("Open &Team Workspace (PostgreSQL)…"));
    m_openTeamAction->setStatusTip(tr("Open a workspace shared on a PostgreSQL server"));
    m_catalogFile->retranslateUi();
    m_importFleetAction->setText(tr("Import &Fleet Data…"));
    m_importFleetAction->setStatusTip(tr("Import nvidia-smi, rocm-smi, DCGM, kernel logs, benchmarks or any CSV into "
                                         "the fleet inventory"));
    m_fleetItem->setText(tr("Fleet"));
    m_fleetItem->setToolTip(tr("The GPUs imported from your tools' outputs: inventory, health findings with "
                               "their evidence, telemetry charts and node labels"));
    m_quitAction->setText(tr("&Quit"));
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("&Redo"));
    m_findAction->setText(tr("&Find GPU"));
    m_settingsAction->setText(tr("&Preferences…"));
    m_aboutAction->setText(tr("&About GpuPlan"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_nav->item(0)->setText(tr("Catalog"));
    m_nav->item(0)->setToolTip(tr("GPU SKUs, prices and model architectures, with their sources"));
    m_nav->item(1)->setText(tr("Workload"));
    m_nav->item(1)->setToolTip(tr("Size a model on every GPU: memory fit, tokens per second and cost per "
                                  "million tokens, owned or rented"));
    m_nav->item(2)->setText(tr("Probes"));
    m_nav->item(2)->setToolTip(tr("Measure this machine's accelerators and burn in cards: bandwidth, compute, "
                                  "transfers and latency against the catalog's spec"));
    QListWidgetItem *decision = m_nav->item(m_pages->indexOf(m_decisionPage));
    decision->setText(tr("Decision"));
    decision->setToolTip(tr("Which option, in what quantity: fleet size under the SLO, cost, lock-in, ranking and "
                            "sensitivity of a decision scenario"));
    QListWidgetItem *intake = m_nav->item(m_pages->indexOf(m_intakePage));
    intake->setText(tr("Intake"));
    intake->setToolTip(tr("From a seller's quote to a card in production: quotes compared, lots of cards through "
                          "burn-in, and each channel's measured failure rate"));
    QListWidgetItem *report = m_nav->item(m_pages->indexOf(m_reportPage));
    report->setText(tr("Report"));
    report->setToolTip(tr("The decision report of the Decision page's scenario: preview, print, PDF, and exports "
                          "of its tables and charts"));
    for (int page = 0; page < PageCount; ++page) {
        QListWidgetItem *item = m_nav->item(page);
        m_pageActions[page]->setText(item->text());
        item->setToolTip(
            tr("%1 (%2)").arg(item->toolTip(), m_pageActions[page]->shortcut().toString(QKeySequence::NativeText)));
    }
    // [*]: Qt shows a "*" there while the Decision page's scenario has unsaved edits.
    // A team workspace is named by its database (or service) and host.
    QString name = QFileInfo(m_store->path()).fileName();
    if (m_store->backend() == WorkspaceStore::Backend::PostgreSql) {
        const WorkspaceLocation l = WorkspaceLocation::parse(m_store->path());
        const QString db = l.option(QStringLiteral("dbname"));
        name = tr("%1 on %2")
                   .arg(db.isEmpty() ? l.option(QStringLiteral("service")) : db,
                        l.option(QStringLiteral("host")).isEmpty() ? tr("the local server")
                                                                   : l.option(QStringLiteral("host")));
    }
    setWindowTitle(m_store->isOpen() ? tr("GpuPlan — %1[*]").arg(name) : tr("GpuPlan[*]"));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::PaletteChange)
        updateNavigationIcons();
    QMainWindow::changeEvent(event);
}

bool MainWindow::openWorkspace(const QString &path)
{
    // Try the new file on its own store first, so that a failure leaves the current workspace open.
    WorkspaceStore probe;
    QString error;
    QString location = path; // with the password from the keychain or the user, if one was needed
    if (!GpuPlan::openWorkspace(probe, path, &error)) {
        const WorkspaceLocation l = WorkspaceLocation::parse(path);
        if (!l.password().isEmpty() || !l.serverWantsPassword()) {
            QMessageBox::critical(this, tr("Cannot open workspace"), error);
            return false;
        }
        QString keychainError;
        const QString kept = m_passwords->stored(l, &keychainError);
        bool opened = !kept.isEmpty() && GpuPlan::openWorkspace(probe, location = l.withPassword(kept), &error);
        QString problem = kept.isEmpty() ? keychainError : error;
        while (!opened) {
            bool remember = false;
            const std::optional<QString> typed = m_passwords->ask(this, l, problem, &remember);
            if (!typed)
                return false;
            location = l.withPassword(*typed);
            opened = GpuPlan::openWorkspace(probe, location, &error);
            problem = error;
            if (opened && remember) {
                if (const QString failed = m_passwords->store(l, *typed); !failed.isEmpty())
                    statusBar()->showMessage(tr("The password was not kept in the keychain: %1").arg(failed), 10000);
            }
        }
    }
    probe.close();
    QStringList warnings;
    if (!GpuPlan::openWorkspace(*m_store, location, &error, &warnings)) {
        QMessageBox::critical(this, tr("Cannot open workspace"), error);
        return false;
    }
    if (!warnings.isEmpty())
        QMessageBox::warning(this, tr("Workspace opened with problems"), warnings.join(QLatin1Char('\n')));
    m_undo->clear();
    m_decisionPage->detachFromWorkspace(); // its scenario's versions were the former workspace's
    // What can be shown and kept: a file, or a PostgreSQL location without its password.
    m_settings.recentWorkspaces().add(WorkspaceLocation::parse(path).withoutPassword());
    reloadPages();
    applyAccess();
    retranslateUi();
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(m_store->path())), 5000);
    return true;
}

void MainWindow::reloadPages()
{
    m_catalogPage->reload();
    m_workloadPage->reload();
    m_probesPage->reload();
    m_fleetPage->reload();
    m_decisionPage->reload();
    m_intakePage->reload();
}

void MainWindow::applyAccess()
{
    // A viewer of a team workspace (or a read-only file) sees everything and can change nothing: each control that
    // would write is disabled and says why. The workspace refuses such a write anyway (WorkspaceStore::refuseWrite).
    const bool viewer = m_store->isOpen() && m_store->role() == WorkspaceStore::Role::Viewer;
    const QString reason = viewer ? tr("%1 has the viewer role on this workspace: ask a GpuPlan admin for the "
                                       "editor role to change it.")
                                        .arg(m_store->userName())
                                  : QString();
    m_catalogPage->setReadOnly(reason);
    m_decisionPage->setWorkspaceReadOnly(reason);
    m_fleetPage->setReadOnly(reason);
    m_probesPage->setReadOnly(reason);
    m_intakePage->setReadOnly(reason);
    for (QAction *action : {m_importFleetAction, m_catalogFile->importAction()}) {
        action->setEnabled(!viewer);
        action->setToolTip(reason);
    }
    if (viewer)
        statusBar()->showMessage(tr("Read-only: %1").arg(reason), 15000);
}

void MainWindow::openTeamWorkspace()
{
    QInputDialog dialog(this);
    dialog.setWindowTitle(tr("Open Team Workspace"));
    dialog.setLabelText(tr("PostgreSQL database (a libpq URI, or postgresql: and libpq's key=value words):"));
    dialog.setTextValue(WorkspaceLocation::isPostgreSql(m_store->path()) ? m_store->path()
                                                                         : QStringLiteral("postgresql://"));
    dialog.setToolTip(tr("For example postgresql://planner@db.example.com/gpuplan?sslmode=verify-full or "
                         "postgresql:service=gpuplan. The password comes from ~/.pgpass, PGPASSWORD or the service "
                         "file; one typed in the URI is used for this session and never stored."));
    dialog.resize(620, dialog.sizeHint().height());
    if (dialog.exec() == QDialog::Accepted && !dialog.textValue().trimmed().isEmpty())
        openWorkspace(dialog.textValue().trimmed());
}

void MainWindow::newWorkspace()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("New Workspace"), QDir::homePath(),
                                                      tr("GpuPlan workspaces (*.gpuplan)"));
    if (path.isEmpty())
        return;
    if (QFileInfo::exists(path) && !QFile::remove(path)) {
        QMessageBox::critical(this, tr("Cannot create workspace"), tr("%1 cannot be replaced.").arg(path));
        return;
    }
    if (openWorkspace(path))
        showWelcome(); // a new workspace: the three ways in
}

void MainWindow::chooseWorkspace()
{
    const QString start
        = WorkspaceLocation::isPostgreSql(m_store->path()) ? QDir::homePath() : QFileInfo(m_store->path()).path();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Workspace"), start,
                                                      tr("GpuPlan workspaces (*.gpuplan);;All files (*)"));
    if (!path.isEmpty())
        openWorkspace(path);
}

void MainWindow::updateRecentMenu()
{
    fillRecentMenu(m_recentMenu, m_settings.recentWorkspaces().items(),
                   [this](const QString &path) { openWorkspace(path); });
}

void MainWindow::showSettings()
{
    SettingsDialog dialog(m_settings, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString before = m_settings.language();
    dialog.apply();
    if (m_settings.language() != before)
        m_translations.install(m_settings.language());
    m_catalogPage->reload();  // item models format with the new locale, translations and currency
    m_workloadPage->reload(); // and the estimates use the new electricity price
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About GpuPlan"),
                       tr("<h3>GpuPlan %1</h3><p>GPU capacity and procurement planning: compare new, used and "
                          "cloud GPUs with sourced specifications and prices.</p><p>Every figure shows where it "
                          "came from: datasheet, measurement, import, your own edit, or derivation.</p>")
                           .arg(QApplication::applicationVersion()));
}

void MainWindow::updateNavigationIcons()
{
    // The window's palette: on a palette change the window hears of it before the list, which inherits it.
    static const char *const names[PageCount]
        = {"catalog", "workload", "probes", "fleet", "decision", "report", "intake"};
    for (int page = 0; page < PageCount; ++page)
        m_nav->item(page)->setIcon(navigationIcon(QLatin1String(names[page]), palette(), kNavIconSize));
}

void MainWindow::showPage(QWidget *page) { m_nav->setCurrentRow(m_pages->indexOf(page)); }

void MainWindow::showWelcome()
{
    const QSignalBlocker blocker(m_nav);
    m_nav->setCurrentRow(-1);
    m_pages->setCurrentWidget(m_welcomePage);
    // The focus on its first way in: a list that gets the focus with no current row selects its first one.
    m_welcomePage->setFocus(Qt::OtherFocusReason);
}

void MainWindow::showWelcomeIfNew()
{
    if (m_store->holdsNothingOfTheUser())
        showWelcome();
}

bool MainWindow::openScenarioFile(const QString &path)
{
    showPage(m_decisionPage);
    return m_decisionPage->openScenario(path);
}

QList<QPair<QString, QKeySequence>> MainWindow::shortcuts() const
{
    QList<QPair<QString, QKeySequence>> list;
    for (QMenu *menu : {m_fileMenu, m_editMenu, m_workspaceMenu, m_viewMenu, m_settingsMenu, m_helpMenu}) {
        for (QAction *action : menu->actions()) {
            if (action->shortcut().isEmpty())
                continue;
            QString text = action->text();
            text.remove(QLatin1Char('&'));
            if (text.endsWith(QStringLiteral("…")))
                text.chop(1);
            list.append({menu->title().remove(QLatin1Char('&')) + QStringLiteral(" > ") + text, action->shortcut()});
        }
    }
    return list;
}

void MainWindow::showShortcuts()
{
    QString rows;
    for (const auto &[what, keys] : shortcuts()) {
        rows += QStringLiteral("<tr><td>%1</td><td>&nbsp;&nbsp;<b>%2</b></td></tr>")
                    .arg(what.toHtmlEscaped(), keys.toString(QKeySequence::NativeText).toHtmlEscaped());
    }
    QMessageBox box(QMessageBox::NoIcon, tr("Keyboard Shortcuts"),
                    tr("<p>Every page, menu command and action that has a key:</p><table>%1</table>"
                       "<p>In tables: Ctrl+C copies the selected cells, Delete removes the selected file on the "
                       "Fleet page's Files tab.</p>")
                        .arg(rows),
                    QMessageBox::Close, this);
    box.setObjectName(QStringLiteral("shortcutsDialog"));
    box.exec();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls() && !m_fleetPage->isImporting())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList files;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile())
            files << url.toLocalFile();
    m_pages->setCurrentWidget(m_fleetPage);
    m_nav->setCurrentItem(m_fleetItem);
    if (m_fleetPage->importFiles(files))
        event->acceptProposedAction();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_decisionPage->isModified()) {
        const auto answer = QMessageBox::question(
            this, tr("Unsaved scenario"), tr("The decision scenario has unsaved changes. Save them before closing?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel || (answer == QMessageBox::Save && !m_decisionPage->save())) {
            event->ignore();
            return;
        }
    }
    m_settings.setWindowGeometry(saveGeometry());
    m_settings.setWindowState(saveState());
    m_catalogPage->saveViewState();
    m_workloadPage->saveViewState();
    m_probesPage->saveViewState();
    m_fleetPage->saveViewState();
    m_decisionPage->saveViewState();
    m_reportPage->saveViewState();
    QMainWindow::closeEvent(event);
}

} // namespace GpuPlan
