#include "overridecommand.h"

#include "editconflictdialog.h"
#include "io/workspacestore.h"

#include <QUndoStack>

namespace GpuPlan {

OverrideCommand::OverrideCommand(WorkspaceStore &store, std::string skuId, std::string field,
                                 std::optional<FieldOverride> after, const QString &text,
                                 std::function<void(const QString &)> onError, int expectedVersion,
                                 ConflictHandler onConflict)
    : QUndoCommand(text)
    , m_store(store)
    , m_skuId(std::move(skuId))
    , m_field(std::move(field))
    , m_after(std::move(after))
    , m_onError(std::move(onError))
    , m_onConflict(std::move(onConflict))
{
    m_before = m_store.storedOverride(m_skuId, m_field);
    m_version = expectedVersion == WorkspaceStore::AnyVersion ? (m_before ? m_before->version : 0) : expectedVersion;
    // What undo restores is what was there when the user read it; when the store has moved on since, the first
    // write is a conflict and says so.
}

bool OverrideCommand::apply(const std::optional<FieldOverride> &state)
{
    for (int attempt = 0; attempt < 2; ++attempt) {
        EditConflict conflict;
        FieldOverride written;
        const WorkspaceStore::WriteResult result = state
            ? m_store.setOverride(*state, m_version, &conflict, &written)
            : m_store.removeOverride(m_skuId, m_field, m_version, &conflict);
        switch (result) {
        case WorkspaceStore::WriteResult::Written:
            m_version = state ? written.version : 0;
            return true;
        case WorkspaceStore::WriteResult::Failed:
            if (m_onError)
                m_onError(m_store.lastError());
            return false;
        case WorkspaceStore::WriteResult::Conflict:
            // Theirs is what the store holds now: an overwrite writes over that version, once.
            if (attempt == 0 && m_onConflict
                && m_onConflict(conflict, state ? std::optional<Json>(state->value) : std::nullopt)
                    == EditConflictChoice::Overwrite) {
                m_version = conflict.currentVersion;
                // Undo then restores theirs, the value this write replaces.
                if (&state == &m_after)
                    m_before = m_store.storedOverride(m_skuId, m_field);
                continue;
            }
            return false;
        }
    }
    return false;
}

void OverrideCommand::redo()
{
    if (!apply(m_after))
        setObsolete(true);
}

void OverrideCommand::undo()
{
    // An undo over a colleague's newer edit that the user chose to keep: the stack cannot go back past it.
    if (!apply(m_before))
        setObsolete(true);
}

void applyOverrides(WorkspaceStore &store, QUndoStack *undo, const std::vector<FieldOverride> &edits,
                    const QString &text, const std::function<void(const QString &)> &onError,
                    const OverrideCommand::ConflictHandler &onConflict)
{
    if (undo)
        undo->beginMacro(text);
    for (const FieldOverride &edit : edits) {
        auto *command = new OverrideCommand(store, edit.skuId, edit.field, edit, text, onError,
                                            WorkspaceStore::AnyVersion, onConflict);
        if (undo) {
            undo->push(command);
        } else {
            command->redo();
            delete command;
        }
    }
    if (undo)
        undo->endMacro();
}

} // namespace GpuPlan
