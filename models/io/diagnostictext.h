#pragma once

#include "core/diagnostic.h"

#include <QString>

namespace GpuPlan {

/// The translated sentence of a Diagnostic, its parameters filled in, without the file, line or path.
QString diagnosticReason(const Diagnostic &diagnostic);

/// A Diagnostic from the Qt-free layers as a translated sentence: "FILE:LINE: reason (at PATH)".
QString diagnosticText(const Diagnostic &diagnostic, const QString &fileName = {});

} // namespace GpuPlan
