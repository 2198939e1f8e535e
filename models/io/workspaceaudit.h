#pragma once

#include "core/jsonlocator.h"

#include <QtGlobal>

#include <QString>

#include <optional>
#include <string>

namespace GpuPlan {

/// One change recorded in the workspace's audit table (schema 10): who changed what and when.
struct AuditEntry
{
    qint64 id = 0;
    QString at;                          ///< UTC, ISO 8601 with seconds
    QString who;                         ///< the PostgreSQL role, or the user running GpuPlan on a file
    QString action;                      ///< override_set, override_remove, catalog_import, fleet_import, fleet_remove,
                                         ///< scenario_save, scenario_remove
    QString subject;                     ///< "sku/ID/FIELD", a file path, a scenario name
    std::optional<std::string> oldValue; ///< JSON; none when there was nothing before
    std::optional<std::string> newValue; ///< JSON; none when the change removed it
    QString detail;                      ///< a note, a SHA-256
};

/// What a write made against a stale version found instead: the stored edit as it is now, and who wrote it when.
struct EditConflict
{
    std::string skuId;
    std::string field;
    int expectedVersion = 0;
    int currentVersion = 0;           ///< 0: no edit is stored now (the field has its shipped value)
    std::optional<Json> currentValue; ///< the stored edit's value; none when there is none
    std::string changedBy;
    std::string changedAt;
};

} // namespace GpuPlan
