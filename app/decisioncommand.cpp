#include "decisioncommand.h"

#include "decisionpage.h"

namespace GpuPlan {

namespace {
constexpr int kDecisionCommandId = 0x4450; // one id for all; mergeWith() compares the field keys
} // namespace

DecisionCommand::DecisionCommand(DecisionPage *page, Scenario before, Scenario after, const QString &text, int mergeKey)
    : QUndoCommand(text)
    , m_page(page)
    , m_document(page->documentId())
    , m_mergeKey(mergeKey)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void DecisionCommand::undo()
{
    if (!m_page->applyScenario(m_before, m_document))
        setObsolete(true);
}

void DecisionCommand::redo()
{
    if (!m_page->applyScenario(m_after, m_document))
        setObsolete(true);
}

int DecisionCommand::id() const { return m_mergeKey != 0 ? kDecisionCommandId : -1; }

bool DecisionCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = dynamic_cast<const DecisionCommand *>(other);
    if (!next || next->m_page != m_page || next->m_document != m_document || next->m_mergeKey != m_mergeKey)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace GpuPlan
