#pragma once

#include "core/fleethealth.h"

#include <QString>

namespace GpuPlan {

/// The translated twin of Finding::englishText(): the template of the finding's code with its params.
QString fleetFindingText(const Finding &finding);
/// "Reject", "Quarantine", "Warning", "OK"/"Info", translated.
QString fleetSeverityText(FindingSeverity severity);
/// The recommended action of the field guides, translated ("Quarantine and run diagnostics", ...).
QString fleetActionText(FindingAction action);

} // namespace GpuPlan
