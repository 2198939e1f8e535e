#pragma once

#include "core/decision/scenario.h"

#include <QUndoCommand>

namespace GpuPlan {

class DecisionPage;

/// One edit of the Decision page's scenario: the scenario before and after, applied whole. A command
/// whose scenario has been replaced by another file since does nothing and becomes obsolete.
class DecisionCommand : public QUndoCommand
{
public:
    DecisionCommand(DecisionPage *page, Scenario before, Scenario after, const QString &text);

    void undo() override;
    void redo() override;

private:
    DecisionPage *m_page;
    quint64 m_document;
    Scenario m_before;
    Scenario m_after;
};

} // namespace GpuPlan
