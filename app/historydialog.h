#pragma once

#include <QDialog>

class QLabel;
class QTableWidget;

namespace GpuPlan {

class WorkspaceStore;

/// Workspace > History: the audit table, newest first: who changed what and when, with the values before and after.
class HistoryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit HistoryDialog(WorkspaceStore &store, QWidget *parent = nullptr);

    /// Reads the audit table again.
    void reload();

private:
    WorkspaceStore &m_store;
    QTableWidget *m_table;
    QLabel *m_summary;
};

} // namespace GpuPlan
