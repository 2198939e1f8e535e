#include "overridecommand.h"

#include "io/workspacestore.h"

#include <QUndoStack>

namespace GpuPlan {

OverrideCommand::OverrideCommand(WorkspaceStore &store, std::string skuId, std::string field,
                                 std::optional<FieldOverride> after, const QString &text,
                                 std::function<void(const QString &)> onError)
    : QUndoCommand(text)
    , m_store(store)
    , m_skuId(std::move(skuId))
    , m_field(std::move(field))
    , m_after(std::move(after))
    , m_onError(std::move(onError))
{
    for (const auto &o : m_store.overrides(m_skuId)) {
        if (o.field == m_field)
            m_before = o;
    }
}

bool OverrideCommand::apply(const std::optional<FieldOverride> &state)
{
    const bool ok = state ? m_store.setOverride(*state) : m_store.removeOverride(m_skuId, m_field);
    if (!ok && m_onError)
        m_onError(m_store.lastError());
    return ok;
}

void OverrideCommand::redo()
{
    if (!apply(m_after))
        setObsolete(true);
}

void OverrideCommand::undo() { apply(m_before); }

void applyOverrides(WorkspaceStore &store, QUndoStack *undo, const std::vector<FieldOverride> &edits,
                    const QString &text, const std::function<void(const QString &)> &onError)
{
    if (undo)
        undo->beginMacro(text);
    for (const FieldOverride &edit : edits) {
        auto *command = new OverrideCommand(store, edit.skuId, edit.field, edit, text, onError);
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
