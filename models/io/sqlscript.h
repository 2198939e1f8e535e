#pragma once

#include <QString>
#include <QStringList>

namespace GpuPlan {

/// The statements of a shipped SQL script (a schema step, the roles), split at ';' with the "--" comment lines
/// dropped. The scripts hold no ';' inside a statement.
QStringList sqlScriptStatements(const QString &script);

} // namespace GpuPlan
