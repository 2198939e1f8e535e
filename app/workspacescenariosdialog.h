#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace GpuPlan {

class WorkspaceStore;

/**
 * File > Open Scenario from Workspace: the scenarios saved in the workspace, each with its newest version on top and
 * its older versions below it (who saved each, when, with what note). Open takes the selected version; Remove takes a
 * scenario out with all its versions (after asking; not for a viewer). Refreshes when another GpuPlan saves one.
 */
class WorkspaceScenariosDialog : public QDialog
{
    Q_OBJECT
public:
    /// @p readOnlyReason: why the user may not remove one (a viewer); empty: they may.
    WorkspaceScenariosDialog(WorkspaceStore &store, const QString &readOnlyReason, QWidget *parent = nullptr);

    /// After Open: the scenario and version chosen.
    QString chosenName() const { return m_name; }
    int chosenVersion() const { return m_version; }
    QTreeWidget *tree() const { return m_tree; }
    QPushButton *openButton() const { return m_open; }
    QPushButton *removeButton() const { return m_remove; }
    /// Reads the scenarios and their versions again, keeping the selection where it can.
    void reload();
    /// Removes the selected scenario; @p confirm false skips the question (tests).
    bool removeSelected(bool confirm = true);

private:
    void updateButtons();
    void openSelected();

    WorkspaceStore &m_store;
    QString m_readOnlyReason;
    QTreeWidget *m_tree;
    QLabel *m_summary;
    QPushButton *m_open;
    QPushButton *m_remove;
    QString m_name;
    int m_version = 0;
};

} // namespace GpuPlan
