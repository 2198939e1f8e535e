#include "workspacescenariosdialog.h"

#include "io/workspacestore.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace GpuPlan {

namespace {
constexpr int kNameRole = Qt::UserRole;
constexpr int kVersionRole = Qt::UserRole + 1;

QString whenText(const QString &iso)
{
    const QDateTime at = QDateTime::fromString(iso, Qt::ISODate);
    return at.isValid() ? QLocale().toString(at.toLocalTime(), QLocale::ShortFormat) : iso;
}
} // namespace

WorkspaceScenariosDialog::WorkspaceScenariosDialog(WorkspaceStore &store, const QString &readOnlyReason,
                                                   QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_readOnlyReason(readOnlyReason)
    , m_tree(new QTreeWidget(this))
    , m_summary(new QLabel(this))
{
    setWindowTitle(tr("Scenarios in the Workspace"));
    m_tree->setColumnCount(5);
    m_tree->setHeaderLabels({tr("Scenario"), tr("Version"), tr("Saved by"), tr("Saved at"), tr("Note")});
    m_tree->setRootIsDecorated(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setToolTip(tr("Each scenario with its newest version; expand it for the older versions. Double-click a "
                          "version to open it."));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_open = buttons->addButton(tr("&Open"), QDialogButtonBox::AcceptRole);
    m_open->setDefault(true);
    m_remove = buttons->addButton(tr("&Remove…"), QDialogButtonBox::DestructiveRole);
    connect(m_open, &QPushButton::clicked, this, &WorkspaceScenariosDialog::openSelected);
    connect(m_remove, &QPushButton::clicked, this, [this] { removeSelected(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_tree, &QTreeWidget::itemDoubleClicked, this, &WorkspaceScenariosDialog::openSelected);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &WorkspaceScenariosDialog::updateButtons);
    connect(&m_store, &WorkspaceStore::scenarioChanged, this, &WorkspaceScenariosDialog::reload);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    resize(900, 460);
    reload();
}

void WorkspaceScenariosDialog::reload()
{
    const QTreeWidgetItem *current = m_tree->currentItem();
    const QString selectedName = current ? current->data(0, kNameRole).toString() : QString();
    const int selectedVersion = current ? current->data(0, kVersionRole).toInt() : 0;
    m_tree->clear();
    const std::vector<StoredScenario> list = m_store.savedScenarios();
    QTreeWidgetItem *select = nullptr;
    for (const StoredScenario &s : list) {
        QTreeWidgetItem *top = nullptr;
        for (const StoredScenario &v : m_store.scenarioHistory(s.name)) {
            auto *item = top ? new QTreeWidgetItem(top) : new QTreeWidgetItem(m_tree);
            item->setText(0, top ? tr("version %1").arg(v.version) : v.name);
            item->setText(1, QString::number(v.version));
            item->setText(2, v.changedBy);
            item->setText(3, whenText(v.changedAt));
            item->setToolTip(3, v.changedAt + QStringLiteral(" UTC"));
            item->setText(4, v.note);
            item->setToolTip(4, v.note);
            item->setData(0, kNameRole, v.name);
            item->setData(0, kVersionRole, top ? v.version : 0); // the top row opens the newest, whatever it is then
            if (v.name == selectedName && (top ? v.version : 0) == selectedVersion)
                select = item;
            if (!top)
                top = item;
        }
    }
    for (int column = 0; column + 1 < m_tree->columnCount(); ++column) // the note takes what is left
        m_tree->resizeColumnToContents(column);
    m_tree->setCurrentItem(select ? select : m_tree->topLevelItem(0));
    m_summary->setText(list.empty() ? tr("No scenario is saved in this workspace yet: use File > Save Scenario to "
                                         "Workspace.")
                                    : tr("%n scenario(s) saved in %1", nullptr, int(list.size())).arg(m_store.path()));
    updateButtons();
}

void WorkspaceScenariosDialog::updateButtons()
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    m_open->setEnabled(item);
    m_remove->setEnabled(item && m_readOnlyReason.isEmpty());
    m_remove->setToolTip(m_readOnlyReason.isEmpty()
                             ? tr("Remove the selected scenario and all its versions from the workspace")
                             : m_readOnlyReason);
}

void WorkspaceScenariosDialog::openSelected()
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    if (!item)
        return;
    m_name = item->data(0, kNameRole).toString();
    m_version = item->data(0, kVersionRole).toInt();
    accept();
}

bool WorkspaceScenariosDialog::removeSelected(bool confirm)
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    if (!item || !m_readOnlyReason.isEmpty())
        return false;
    const QString name = item->data(0, kNameRole).toString();
    const std::vector<StoredScenario> history = m_store.scenarioHistory(name);
    if (history.empty())
        return false;
    if (confirm
        && QMessageBox::question(this, tr("Remove Scenario"),
                                 tr("Remove the scenario \"%1\" and its %n version(s) from the workspace for everyone?",
                                    nullptr, int(history.size()))
                                     .arg(name),
                                 QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
            != QMessageBox::Yes)
        return false;
    ScenarioConflict conflict;
    const WorkspaceStore::WriteResult r = m_store.removeScenario(name, history.front().version, &conflict);
    if (r == WorkspaceStore::WriteResult::Conflict) {
        QMessageBox::warning(this, tr("Remove Scenario"),
                             conflict.current ? tr("%1 saved version %2 of \"%3\" in the meantime: nothing was "
                                                   "removed. Look at it first.")
                                                    .arg(conflict.current->changedBy)
                                                    .arg(conflict.current->version)
                                                    .arg(name)
                                              : tr("\"%1\" was already removed.").arg(name));
    } else if (r == WorkspaceStore::WriteResult::Failed) {
        QMessageBox::warning(this, tr("Remove Scenario"), m_store.lastError());
    }
    reload();
    return r == WorkspaceStore::WriteResult::Written;
}

} // namespace GpuPlan
