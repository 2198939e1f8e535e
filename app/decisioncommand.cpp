#include "decisioncommand.h"

#include "decisionpage.h"

namespace GpuPlan {

DecisionCommand::DecisionCommand(DecisionPage *page, Scenario before, Scenario after, const QString &text)
    : QUndoCommand(text)
    , m_page(page)
    , m_document(page->documentId())
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

} // namespace GpuPlan
