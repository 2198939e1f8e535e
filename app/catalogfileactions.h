#pragma once

#include "io/jobtracker.h"

#include <QObject>

class QAction;
class QUndoStack;
class QWidget;

namespace GpuPlan {

class WorkspaceStore;

/**
 * The File menu's Import Catalog… and Export Catalog… actions: the file dialogs, the parse off the GUI
 * thread and the one-transaction write. The main window puts the actions in its menu and shows the
 * busy/idle messages in its status bar.
 */
class CatalogFileActions : public QObject
{
    Q_OBJECT
public:
    CatalogFileActions(WorkspaceStore &store, QUndoStack &undo, QWidget *window);

    QAction *importAction() const { return m_importAction; }
    QAction *exportAction() const { return m_exportAction; }
    void retranslateUi();

Q_SIGNALS:
    /// A long step started (an indeterminate progress should show) with @p message.
    void busy(const QString &message);
    /// It ended with @p message.
    void idle(const QString &message);
    void statusMessage(const QString &message);

private:
    void importCatalog();
    void exportCatalog();
    void setBusy(bool working, const QString &message);

    WorkspaceStore &m_store;
    QUndoStack &m_undo;
    QWidget *m_window;
    QAction *m_importAction = nullptr;
    QAction *m_exportAction = nullptr;
    JobTracker m_jobs{this}; ///< a second import makes the first one's file stale
};

} // namespace GpuPlan
