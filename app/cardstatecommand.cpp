#include "cardstatecommand.h"

#include "io/workspacestore.h"

#include <QCoreApplication>

namespace GpuPlan {

namespace {
QString cardCommandState(CardState s) { return QString::fromLatin1(cardStateKey(s)); }
} // namespace

CardStateCommand::CardStateCommand(WorkspaceStore &store, QString serial, CardState to, QString evidence, QString note,
                                   int expectedVersion, std::function<void(const QString &)> onError)
    : m_store(store)
    , m_serial(std::move(serial))
    , m_to(to)
    , m_evidence(std::move(evidence))
    , m_note(std::move(note))
    , m_version(expectedVersion)
    , m_onError(std::move(onError))
{
    setText(QCoreApplication::translate("GpuPlan::CardStateCommand", "Card %1 to %2")
                .arg(m_serial, cardCommandState(m_to)));
}

void CardStateCommand::report(const QString &message)
{
    m_succeeded = false;
    setObsolete(true);
    if (m_onError)
        m_onError(message);
}

void CardStateCommand::finish(WorkspaceStore::WriteResult result, const IntakeCard &written, const QString &conflict)
{
    switch (result) {
    case WorkspaceStore::WriteResult::Written:
        m_version = written.version;
        m_succeeded = true;
        return;
    case WorkspaceStore::WriteResult::Conflict:
        report(conflict.arg(m_serial));
        return;
    case WorkspaceStore::WriteResult::Failed:
        report(m_store.lastError());
        return;
    }
}

void CardStateCommand::redo()
{
    IntakeCard written;
    const WorkspaceStore::WriteResult result
        = m_store.setCardState(m_serial, m_to, m_evidence, m_note, m_version, &written);
    finish(result, written,
           QCoreApplication::translate("GpuPlan::CardStateCommand",
                                       "The card %1 was changed by someone else meanwhile; nothing was written. "
                                       "Its state is shown as it is now."));
}

void CardStateCommand::undo()
{
    IntakeCard written;
    const WorkspaceStore::WriteResult result = m_store.revertCardState(m_serial, m_version, &written);
    finish(result, written,
           QCoreApplication::translate("GpuPlan::CardStateCommand",
                                       "The card %1 was changed by someone else since; their change is kept and "
                                       "this one can no longer be undone."));
}

} // namespace GpuPlan
