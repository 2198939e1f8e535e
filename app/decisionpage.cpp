#include "decisionpage.h"

#include "decisionoptiondelegate.h"
#include "decisionscenarioform.h"
#include "viewsetup.h"

#include "charts/decisionchartspanel.h"
#include "io/appsettings.h"
#include "io/workspacestore.h"
#include "item/decisionahpmodel.h"
#include "item/decisioncriteriamodel.h"
#include "item/decisionlockinmodel.h"
#include "item/decisionoptionmodel.h"
#include "item/decisionresultmodel.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace GpuPlan {

namespace {
const QString kDecisionSplitterKey = QStringLiteral("decision/splitter");
const QString kRightSplitterKey = QStringLiteral("decision/rightSplitter");
const QString kResultHeaderKey = QStringLiteral("decision/resultHeader");

QTableView *newTable(QWidget *parent, QAbstractItemModel *model, const QString &name)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setModel(model);
    setUpTableView(view, false);
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}
} // namespace

DecisionPage::DecisionPage(WorkspaceStore &store, AppSettings &settings, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_settings(settings)
    , m_results(new DecisionResultModel(this))
    , m_criteria(new DecisionCriteriaModel(this))
    , m_ahp(new DecisionAhpModel(this))
    , m_options(new DecisionOptionModel(this))
    , m_lockIn(new DecisionLockInModel(this))
{
    m_title = new QLabel(this);
    m_title->setTextFormat(Qt::PlainText);
    QFont font = m_title->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    m_title->setFont(font);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("decisionMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setStyleSheet(errorLabelStyle());
    m_message->hide();

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(createInputs());
    m_splitter->addWidget(createOutputs());
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setCollapsible(1, false);
    if (!m_splitter->restoreState(m_settings.viewState(kDecisionSplitterKey)))
        m_splitter->setSizes({480, 1000});
    m_rightSplitter->restoreState(m_settings.viewState(kRightSplitterKey));
    m_resultView->horizontalHeader()->restoreState(m_settings.viewState(kResultHeaderKey));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_message);
    layout->addWidget(m_splitter, 1);
    setMinimumSize(400, 300); // the tables' and charts' size hints must not set the window's minimum

    m_openAction = new QAction(this);
    connect(m_openAction, &QAction::triggered, this, &DecisionPage::chooseAndOpen);
    m_recentMenu = new QMenu(this);
    connect(m_recentMenu, &QMenu::aboutToShow, this, &DecisionPage::updateRecentMenu);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &DecisionPage::save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &DecisionPage::chooseAndSaveAs);
    m_openFromWorkspaceAction = new QAction(this);
    m_openFromWorkspaceAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O));
    connect(m_openFromWorkspaceAction, &QAction::triggered, this, &DecisionPage::chooseAndOpenFromWorkspace);
    m_saveToWorkspaceAction = new QAction(this);
    m_saveToWorkspaceAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    connect(m_saveToWorkspaceAction, &QAction::triggered, this, &DecisionPage::chooseAndSaveToWorkspace);
    connect(&m_store, &WorkspaceStore::scenarioChanged, this, &DecisionPage::onScenarioChanged);

    connect(m_rankButton, &QPushButton::clicked, this, &DecisionPage::rank);
    connect(m_cancelButton, &QPushButton::clicked, this, &DecisionPage::cancelRank);
    connect(m_criteria, &DecisionCriteriaModel::weightEdited, this, [this](int row, double weight) {
        Scenario s = m_scenario;
        s.criteria.items[std::size_t(row)].weight = weight;
        editScenario(s, tr("Weight of %1").arg(m_criteria->index(row, 0).data().toString()));
    });
    connect(m_ahp, &DecisionAhpModel::judgementEdited, this, [this](int i, int j, double value) {
        Scenario s = m_scenario;
        s.criteria.ahpMatrix = DecisionAhpModel::matrixOf(s.criteria);
        s.criteria.ahpMatrix[std::size_t(i)][std::size_t(j)] = value;
        s.criteria.ahpMatrix[std::size_t(j)][std::size_t(i)] = 1.0 / value;
        editScenario(s, tr("Pairwise comparison"));
    });
    connect(m_options, &DecisionOptionModel::optionEdited, this, &DecisionPage::editOption);
    connect(m_lockIn, &DecisionLockInModel::lockInEdited, this, [this](int row, int column, const QVariant &value) {
        Scenario s = m_scenario;
        ScenarioOption &o = s.options[std::size_t(row)];
        DecisionLockInModel::apply(o.lockIn, column, value);
        editScenario(s, tr("Lock-in of %1").arg(QString::fromStdString(o.id)));
    });
    connect(m_form, &DecisionScenarioForm::edited, this,
            [this](const Scenario &s, const QString &text, int mergeKey) { editScenario(s, text, mergeKey); });
    connect(m_method, &QComboBox::activated, this, [this](int index) {
        Scenario s = m_scenario;
        s.criteria.method = RankingMethod(m_method->itemData(index).toInt());
        if (s.criteria.method != m_scenario.criteria.method)
            editScenario(s, tr("Ranking method"));
    });
    retranslateUi();
    setRankBusy(false);
}

QWidget *DecisionPage::createInputs()
{
    m_inputTabs = new QTabWidget(this);
    auto *options = new QWidget(this);
    auto *ol = new QVBoxLayout(options);
    m_optionView = newTable(options, m_options, QStringLiteral("decisionOptions"));
    m_optionView->setItemDelegate(new DecisionOptionDelegate(m_optionView));
    m_optionView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_optionView->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_optionView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                                  | QAbstractItemView::SelectedClicked);
    ol->addWidget(m_optionView, 1);
    auto *buttons = new QHBoxLayout;
    m_addOption = new QPushButton(options);
    m_addOption->setObjectName(QStringLiteral("decisionAddOption"));
    m_removeOption = new QPushButton(options);
    m_removeOption->setObjectName(QStringLiteral("decisionRemoveOption"));
    buttons->addWidget(m_addOption);
    buttons->addWidget(m_removeOption);
    buttons->addStretch(1);
    ol->addLayout(buttons);
    // Insert and Delete act on the table while it (or a button beside it) has the focus.
    m_addOptionAction = new QAction(options);
    m_addOptionAction->setShortcut(QKeySequence(Qt::Key_Insert));
    m_addOptionAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    options->addAction(m_addOptionAction);
    m_removeOptionAction = new QAction(options);
    m_removeOptionAction->setShortcut(QKeySequence::Delete);
    m_removeOptionAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    options->addAction(m_removeOptionAction);
    connect(m_addOption, &QPushButton::clicked, this, &DecisionPage::addOption);
    connect(m_addOptionAction, &QAction::triggered, this, &DecisionPage::addOption);
    connect(m_removeOption, &QPushButton::clicked, this, &DecisionPage::removeSelectedOptions);
    connect(m_removeOptionAction, &QAction::triggered, this, &DecisionPage::removeSelectedOptions);
    connect(m_optionView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &DecisionPage::updateOptionButtons);
    m_inputTabs->addTab(options, QString());

    m_form = new DecisionScenarioForm(this);
    m_form->setObjectName(QStringLiteral("decisionScenarioForm"));
    m_inputTabs->addTab(m_form, QString());

    m_lockInView = newTable(this, m_lockIn, QStringLiteral("decisionLockIn"));
    m_lockInView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                                  | QAbstractItemView::AnyKeyPressed);
    m_lockInView->setWordWrap(false);
    m_inputTabs->addTab(m_lockInView, QString());
    auto *criteria = new QWidget(this);
    auto *cl = new QVBoxLayout(criteria);
    auto *methodRow = new QHBoxLayout;
    m_methodLabel = new QLabel(criteria);
    m_method = new QComboBox(criteria);
    m_method->setObjectName(QStringLiteral("decisionMethod"));
    methodRow->addWidget(m_methodLabel);
    methodRow->addWidget(m_method, 1);
    cl->addLayout(methodRow);
    m_criteriaView = newTable(criteria, m_criteria, QStringLiteral("decisionCriteria"));
    m_criteriaView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                                    | QAbstractItemView::AnyKeyPressed);
    cl->addWidget(m_criteriaView, 1);
    m_inputTabs->addTab(criteria, QString());

    auto *ahp = new QWidget(this);
    auto *al = new QVBoxLayout(ahp);
    m_ahpView = new QTableView(ahp);
    m_ahpView->setObjectName(QStringLiteral("decisionAhp"));
    m_ahpView->setModel(m_ahp);
    m_ahpView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_ahpView->setWordWrap(true);
    m_consistency = new QLabel(ahp);
    m_consistency->setObjectName(QStringLiteral("decisionConsistency"));
    m_consistency->setWordWrap(true);
    al->addWidget(m_ahpView, 1);
    al->addWidget(m_consistency);
    m_inputTabs->addTab(ahp, QString());
    return m_inputTabs;
}

QWidget *DecisionPage::createOutputs()
{
    auto *top = new QWidget(this);
    auto *tl = new QVBoxLayout(top);
    tl->setContentsMargins(0, 0, 0, 0);
    auto *rankRow = new QHBoxLayout;
    m_rankButton = new QPushButton(top);
    m_rankButton->setObjectName(QStringLiteral("decisionRank"));
    m_cancelButton = new QPushButton(top);
    m_cancelButton->setObjectName(QStringLiteral("decisionCancel"));
    m_progress = new QProgressBar(top);
    m_progress->setRange(0, 100);
    m_rankStatus = new QLabel(top);
    rankRow->addWidget(m_rankButton);
    rankRow->addWidget(m_cancelButton);
    rankRow->addWidget(m_progress, 1);
    rankRow->addWidget(m_rankStatus, 2);
    tl->addLayout(rankRow);
    m_resultView = newTable(top, m_results, QStringLiteral("decisionResults"));
    m_resultView->horizontalHeader()->setStretchLastSection(false);
    tl->addWidget(m_resultView, 1);

    m_charts = new DecisionChartsPanel(this);
    m_rightSplitter = new QSplitter(Qt::Vertical, this);
    m_rightSplitter->addWidget(top);
    m_rightSplitter->addWidget(m_charts);
    m_rightSplitter->setStretchFactor(1, 1);
    m_rightSplitter->setSizes({300, 600});
    return m_rightSplitter;
}

QList<QAction *> DecisionPage::fileActions() const
{
    return {m_openAction,   m_recentMenu->menuAction(), m_openFromWorkspaceAction, m_saveAction,
            m_saveAsAction, m_saveToWorkspaceAction};
}

void DecisionPage::saveViewState()
{
    m_settings.setViewState(kDecisionSplitterKey, m_splitter->saveState());
    m_settings.setViewState(kRightSplitterKey, m_rightSplitter->saveState());
    m_settings.setViewState(kResultHeaderKey, m_resultView->horizontalHeader()->saveState());
}

void DecisionPage::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void DecisionPage::retranslateUi()
{
    const QString origin = !m_workspaceName.isEmpty()
        ? tr(" — \"%1\" in the workspace, version %2").arg(m_workspaceName).arg(m_workspaceVersion)
        : m_path.isEmpty() ? tr(" (shipped demo)")
                           : QStringLiteral(" — ") + m_path;
    m_title->setText(
        tr("Scenario: %1%2%3")
            .arg(QString::fromStdString(m_scenario.name), origin, m_modified ? tr(" (modified)") : QString()));
    m_title->setToolTip(m_modified ? tr("The scenario has changes that are not saved") : QString());
    m_inputTabs->setTabText(0, tr("Options"));
    m_inputTabs->setTabToolTip(0,
                               tr("The options compared: double-click a cell to change its label, SKU, purchase "
                                  "mode, GPUs per replica or price"));
    m_inputTabs->setTabText(1, tr("Workload"));
    m_inputTabs->setTabToolTip(1,
                               tr("The workload, traffic and SLO, budget, reliability, lock-in and Monte Carlo "
                                  "settings of the scenario"));
    m_inputTabs->setTabText(2, tr("Lock-in"));
    m_inputTabs->setTabToolTip(2, tr("Per-option overrides of the vendor's lock-in defaults"));
    m_inputTabs->setTabText(3, tr("Criteria"));
    m_inputTabs->setTabText(4, tr("AHP"));
    m_inputTabs->setTabToolTip(4, tr("Pairwise comparison of the criteria: edit the cells above the diagonal"));
    m_addOption->setText(tr("&Add Option"));
    m_addOption->setToolTip(tr("Add an option like the selected one, bought new (Insert)"));
    m_removeOption->setText(tr("Re&move"));
    m_removeOption->setToolTip(tr("Remove the selected options (Delete)"));
    m_addOptionAction->setText(tr("Add Option"));
    m_removeOptionAction->setText(tr("Remove Options"));
    m_methodLabel->setText(tr("Ranking &method:"));
    m_methodLabel->setBuddy(m_method);
    const QSignalBlocker blocker(m_method);
    m_method->clear();
    m_method->addItem(tr("Weighted sum (direct weights)"), int(RankingMethod::WeightedSum));
    m_method->addItem(tr("AHP (weights from the pairwise matrix)"), int(RankingMethod::Ahp));
    m_method->addItem(tr("TOPSIS (direct weights)"), int(RankingMethod::Topsis));
    m_method->setCurrentIndex(m_method->findData(int(m_scenario.criteria.method)));
    m_rankButton->setText(tr("&Rank"));
    m_rankButton->setToolTip(tr("Sensitivity (critical weights, tornado, switching values) and the Monte Carlo "
                                "of the uncertain inputs, in the background"));
    m_cancelButton->setText(tr("&Cancel"));
    m_openAction->setText(tr("Open &Scenario…"));
    m_openAction->setStatusTip(tr("Open a decision scenario (JSON) on the Decision page"));
    m_recentMenu->setTitle(tr("Open Recent S&cenario"));
    m_saveAction->setText(tr("&Save Scenario"));
    m_saveAsAction->setText(tr("Save Scenario &As…"));
    m_openFromWorkspaceAction->setText(tr("Open Scenario from &Workspace…"));
    m_openFromWorkspaceAction->setStatusTip(tr("Open a scenario saved in the workspace, or one of its older versions"));
    m_saveToWorkspaceAction->setText(tr("Save Scenario to Wor&kspace…"));
    m_saveToWorkspaceAction->setStatusTip(
        tr("Save the scenario into the workspace, where the team sees it, as a new version"));
    updateConsistency();
}

void DecisionPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace GpuPlan
