#pragma once

#include "io/storedscenario.h"

#include <QStringList>

class QWidget;

namespace GpuPlan {

/// What the user chose when a save met a colleague's newer version of the scenario.
enum class ScenarioConflictChoice {
    OpenTheirs,  ///< drop my changes and open their version
    Overwrite,   ///< save mine as the next version (theirs stays in the history)
    KeepEditing, ///< save nothing now; my changes stay open
};

/**
 * What differs between two scenario documents, as "PATH: theirs → mine" lines (JSON pointers, values as JSON), at
 * most @p max of them plus a line saying how many more; empty when they hold the same JSON.
 */
QStringList scenarioDifferences(const QByteArray &theirs, const QByteArray &mine, int max = 12);

/// Asks what to do with a save of @p mine that met @p conflict: says who saved which version when, and what differs
/// between theirs and mine. Escape keeps editing.
ScenarioConflictChoice askScenarioConflict(QWidget *parent, const ScenarioConflict &conflict, const QByteArray &mine);

} // namespace GpuPlan
