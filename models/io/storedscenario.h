#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace GpuPlan {

/// A decision scenario saved into the workspace (schema 11): one version of it, with who saved it when.
struct StoredScenario
{
    QString name;
    int version = 0;     ///< 1 at the first save, one more at each
    QString changedBy;   ///< the PostgreSQL role, or the user running GpuPlan on a file
    QString changedAt;   ///< UTC, ISO 8601 with seconds
    QString note;        ///< what the person saving it said, if anything
    QByteArray document; ///< the gpuplan-scenario JSON; empty in lists (WorkspaceStore::savedScenarios())
};

/// What a save or removal made against a stale version found instead.
struct ScenarioConflict
{
    QString name;
    int expectedVersion = 0;               ///< 0: the scenario was expected not to exist yet
    std::optional<StoredScenario> current; ///< the version stored now, with its document; none: removed since
};

} // namespace GpuPlan
