#pragma once

#include "core/decision/scenario.h"

#include <QUndoCommand>

namespace GpuPlan {

class DecisionPage;

/// One edit of the Decision page's scenario: the scenario before and after, applied whole. A command
/// whose scenario has been replaced by another file since does nothing and becomes obsolete. Edits of
/// one field in a row (the same non-zero @p mergeKey, e.g. stepping a spin box) merge into one command.
class DecisionCommand : public QUndoCommand
{
public:
    DecisionCommand(DecisionPage *page, Scenario before, Scenario after, const QString &text, int mergeKey = 0);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    DecisionPage *m_page;
    quint64 m_document;
    int m_mergeKey;
    Scenario m_before;
    Scenario m_after;
};

} // namespace GpuPlan
