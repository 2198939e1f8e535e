#pragma once

#include "core/skuoverride.h"
#include "io/workspaceaudit.h"

#include <QString>
#include <QUndoCommand>

#include <functional>
#include <optional>
#include <vector>

class QUndoStack;

namespace GpuPlan {

class WorkspaceStore;

enum class EditConflictChoice;

/**
 * Sets, changes or reverts one user edit of a SKU field. Undo restores exactly what was there before:
 * the earlier edit, or the shipped value. Writes go straight to the workspace, each in its own
 * transaction; if the first redo fails the command marks itself obsolete so the stack drops it.
 *
 * Every write names the version it expects (the one read, then the one this command wrote): when a colleague
 * changed the field in between, @p onConflict chooses; without it, or when the choice is not to overwrite, nothing
 * is written and the command drops itself (an undo or redo over someone else's change never overwrites silently).
 */
class OverrideCommand : public QUndoCommand
{
public:
    using ConflictHandler = std::function<EditConflictChoice(const EditConflict &, const std::optional<Json> &mine)>;

    /// @p after empty means "revert to the shipped value". @p expectedVersion: the version of the field's edit
    /// the user saw (0: none); WorkspaceStore::AnyVersion reads it now.
    /// @p onError receives the workspace's message when a write fails.
    OverrideCommand(WorkspaceStore &store, std::string skuId, std::string field, std::optional<FieldOverride> after,
                    const QString &text, std::function<void(const QString &)> onError, int expectedVersion = -1,
                    ConflictHandler onConflict = {});

    void undo() override;
    void redo() override;

private:
    bool apply(const std::optional<FieldOverride> &state);

    WorkspaceStore &m_store;
    std::string m_skuId;
    std::string m_field;
    std::optional<FieldOverride> m_before;
    std::optional<FieldOverride> m_after;
    std::function<void(const QString &)> m_onError;
    ConflictHandler m_onConflict;
    int m_version = 0; ///< the version of the field's edit in the workspace as this command last knew it
};

/**
 * Sets @p edits as one undo step named @p text on @p undo (an OverrideCommand each, in a macro), or
 * straight away without a stack. @p onError receives the workspace's message when a write fails.
 */
void applyOverrides(WorkspaceStore &store, QUndoStack *undo, const std::vector<FieldOverride> &edits,
                    const QString &text, const std::function<void(const QString &)> &onError,
                    const OverrideCommand::ConflictHandler &onConflict = {});

} // namespace GpuPlan
