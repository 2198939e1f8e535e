#pragma once

#include "core/skuoverride.h"

#include <QString>
#include <QUndoCommand>

#include <functional>
#include <optional>
#include <vector>

class QUndoStack;

namespace GpuPlan {

class WorkspaceStore;

/**
 * Sets, changes or reverts one user edit of a SKU field. Undo restores exactly what was there before:
 * the earlier edit, or the shipped value. Writes go straight to the workspace, each in its own
 * transaction; if the first redo fails the command marks itself obsolete so the stack drops it.
 */
class OverrideCommand : public QUndoCommand
{
public:
    /// @p after empty means "revert to the shipped value".
    /// @p onError receives the workspace's message when a write fails.
    OverrideCommand(WorkspaceStore &store, std::string skuId, std::string field, std::optional<FieldOverride> after,
                    const QString &text, std::function<void(const QString &)> onError);

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
};

/**
 * Sets @p edits as one undo step named @p text on @p undo (an OverrideCommand each, in a macro), or
 * straight away without a stack. @p onError receives the workspace's message when a write fails.
 */
void applyOverrides(WorkspaceStore &store, QUndoStack *undo, const std::vector<FieldOverride> &edits,
                    const QString &text, const std::function<void(const QString &)> &onError);

} // namespace GpuPlan
