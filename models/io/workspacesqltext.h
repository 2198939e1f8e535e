#pragma once
// Small helpers shared by the workspace's writers (one definition, so the unity build sees no duplicates).

#include <QDateTime>
#include <QString>

namespace GpuPlan::WorkspaceSqlText {

/// The time of a change as stored in changed_at and the audit table: UTC, ISO 8601.
inline QString utcNow() { return QDateTime::currentDateTimeUtc().toString(Qt::ISODate); }

/// A QString that binds as text even when null (QSqlQuery binds a null QString as NULL).
inline QString notNull(const QString &text) { return text.isNull() ? QStringLiteral("") : text; }

} // namespace GpuPlan::WorkspaceSqlText
