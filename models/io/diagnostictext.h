#pragma once

#include "core/diagnostic.h"

#include <QString>

namespace GpuPlan {

/// A Diagnostic from the Qt-free layers as a translated sentence: "FILE:LINE: reason (at PATH)".
QString diagnosticText(const Diagnostic &diagnostic, const QString &fileName = {});

} // namespace GpuPlan
