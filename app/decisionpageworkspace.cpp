// DecisionPage: scenarios saved in the workspace, shared by a team: open one (or an older version), save the next
// version, a colleague's newer version met as a conflict, and their saves followed as they happen.
#include "decisionpage.h"

#include "scenarioconflictdialog.h"
#include "workspacescenariosdialog.h"

#include "io/workspacestore.h"

#include <QAction>
#include <QInputDialog>
#include <QMessageBox>
#include <QUndoStack>

namespace GpuPlan {

bool DecisionPage::openFromWorkspace(const QString &name, int version)
{
    const std::optional<StoredScenario> stored = m_store.savedScenario(name, version);
    if (!stored) {
        showMessage(version > 0 ? tr("The workspace holds no version %1 of the scenario \"%2\".").arg(version).arg(name)
                                : tr("The workspace holds no scenario named \"%1\".").arg(name));
        return false;
    }
    const QString shownAs = tr("%1 (version %2)").arg(name).arg(stored->version);
    // An older version opens as the current one's successor: saving it makes it the next version, on purpose.
    const int base = version > 0 ? m_store.savedScenario(name)->version : stored->version;
    if (!load(stored->document, shownAs, QString(), WorkspaceOrigin{name, base}))
        return false;
    if (version > 0 && base != stored->version)
        showMessage(tr("This is version %1 of \"%2\"; the newest is %3. Saving it makes it version %4.")
                        .arg(stored->version)
                        .arg(name)
                        .arg(base)
                        .arg(base + 1));
    Q_EMIT statusMessage(
        tr("Opened \"%1\", version %2, saved by %3").arg(name).arg(stored->version).arg(stored->changedBy));
    return true;
}

bool DecisionPage::saveToWorkspace(const QString &name)
{
    if (!m_opened)
        openInitial(); // the page was never shown: save what it would show
    QString why;
    if (!WorkspaceStore::isValidScenarioName(name, &why)) {
        showMessage(tr("Cannot save the scenario into the workspace: %1.").arg(why));
        return false;
    }
    int expected = 0;
    if (name == m_workspaceName) {
        expected = m_workspaceVersion;
    } else if (const std::optional<StoredScenario> existing = m_store.savedScenario(name)) {
        // Another scenario of that name: replacing it is a choice, never a side effect.
        const bool replace = m_replaceQuestion
            ? m_replaceQuestion(*existing)
            : QMessageBox::question(this, tr("Save Scenario to Workspace"),
                                    tr("The workspace already holds a scenario named \"%1\" (version %2, saved by %3). "
                                       "Save yours as its next version?")
                                        .arg(name)
                                        .arg(existing->version)
                                        .arg(existing->changedBy),
                                    QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel)
                == QMessageBox::Save;
        if (!replace)
            return false;
        expected = existing->version;
    }
    return writeToWorkspace(name, QByteArray::fromStdString(scenarioToJson(m_scenario) + '\n'), expected);
}

bool DecisionPage::writeToWorkspace(const QString &name, const QByteArray &document, int expectedVersion)
{
    ScenarioConflict conflict;
    StoredScenario written;
    m_savingToWorkspace = true;
    const WorkspaceStore::WriteResult result
        = m_store.saveScenario(name, document, expectedVersion, &conflict, &written);
    m_savingToWorkspace = false;
    switch (result) {
    case WorkspaceStore::WriteResult::Written:
        m_workspaceName = name;
        m_workspaceVersion = written.version;
        m_path.clear(); // Save now saves the next version
        if (m_undo)
            m_undo->setClean();
        markSaved();
        showMessage(QString());
        retranslateUi();
        Q_EMIT statusMessage(tr("Saved \"%1\" into the workspace as version %2").arg(name).arg(written.version));
        return true;
    case WorkspaceStore::WriteResult::Failed:
        showMessage(tr("Cannot save the scenario into the workspace: %1").arg(m_store.lastError()));
        return false;
    case WorkspaceStore::WriteResult::Conflict:
        break;
    }
    const ScenarioConflictChoice choice
        = m_conflictHandler ? m_conflictHandler(conflict, document) : askScenarioConflict(this, conflict, document);
    switch (choice) {
    case ScenarioConflictChoice::Overwrite:
        // Over the version just seen: a third save in between is a conflict again, not overwritten unseen.
        return writeToWorkspace(name, document, conflict.current ? conflict.current->version : 0);
    case ScenarioConflictChoice::OpenTheirs:
        if (conflict.current)
            openFromWorkspace(name);
        return false;
    case ScenarioConflictChoice::KeepEditing:
        break;
    }
    Q_EMIT statusMessage(tr("Not saved: \"%1\" has a newer version in the workspace").arg(name));
    return false;
}

void DecisionPage::onScenarioChanged(const QString &name, int version)
{
    if (m_savingToWorkspace || name != m_workspaceName || version == m_workspaceVersion)
        return;
    if (version == 0) {
        showMessage(tr("Someone removed \"%1\" from the workspace. Your scenario stays open; saving it will ask "
                       "whether to save it again.")
                        .arg(name));
        return;
    }
    const std::optional<StoredScenario> stored = m_store.savedScenario(name, version);
    if (!stored)
        return;
    if (!m_modified) {
        // Nothing of ours to lose: show theirs.
        if (openFromWorkspace(name))
            Q_EMIT statusMessage(
                tr("%1 saved version %2 of \"%3\": reloaded").arg(stored->changedBy).arg(version).arg(name));
        return;
    }
    showMessage(tr("%1 saved version %2 of \"%3\". Your changes are kept; saving will show what differs and ask "
                   "whether to keep theirs or yours.")
                    .arg(stored->changedBy)
                    .arg(version)
                    .arg(name));
}

void DecisionPage::detachFromWorkspace()
{
    if (m_workspaceName.isEmpty())
        return;
    m_workspaceName.clear();
    m_workspaceVersion = 0;
    updateModified();
    retranslateUi();
}

void DecisionPage::setWorkspaceReadOnly(const QString &reason)
{
    m_workspaceReadOnly = reason;
    m_saveToWorkspaceAction->setEnabled(reason.isEmpty());
    m_saveToWorkspaceAction->setToolTip(reason);
}

void DecisionPage::chooseAndOpenFromWorkspace()
{
    WorkspaceScenariosDialog dialog(m_store, m_workspaceReadOnly, this);
    if (dialog.exec() == QDialog::Accepted && !dialog.chosenName().isEmpty())
        openFromWorkspace(dialog.chosenName(), dialog.chosenVersion());
}

void DecisionPage::chooseAndSaveToWorkspace()
{
    bool ok = false;
    const QString suggested = m_workspaceName.isEmpty() ? QString::fromStdString(m_scenario.name) : m_workspaceName;
    const QString name = QInputDialog::getText(this, tr("Save Scenario to Workspace"),
                                               tr("Name in the workspace (your team sees it under this name):"),
                                               QLineEdit::Normal, suggested, &ok);
    if (ok)
        saveToWorkspace(name.trimmed());
}

} // namespace GpuPlan
