#pragma once

#include "core/intake/cardstate.h"
#include "io/workspacestore.h"

#include <QString>
#include <QUndoCommand>

#include <functional>

namespace GpuPlan {

/**
 * Moves one intake card to another state (WorkspaceStore::setCardState) and takes the move back on undo
 * (WorkspaceStore::revertCardState: the event removed, the state restored). Every write names the version this
 * command last saw, so an undo or redo over a colleague's later change is refused (a conflict), never written over;
 * the command then drops itself. A first redo that fails (a move not allowed) drops it too, with @p onError told.
 */
class CardStateCommand : public QUndoCommand
{
public:
    CardStateCommand(WorkspaceStore &store, QString serial, CardState to, QString evidence, QString note,
                     int expectedVersion, std::function<void(const QString &)> onError);

    void undo() override;
    void redo() override;
    /// Whether the last redo() or undo() was written.
    bool succeeded() const { return m_succeeded; }

private:
    void report(const QString &message);
    /// After a write: the new version on success, else report() with @p conflict (%1: the serial) or the error.
    void finish(WorkspaceStore::WriteResult result, const IntakeCard &written, const QString &conflict);

    WorkspaceStore &m_store;
    QString m_serial;
    CardState m_to;
    QString m_evidence;
    QString m_note;
    int m_version;
    bool m_succeeded = false;
    std::function<void(const QString &)> m_onError;
};

} // namespace GpuPlan
