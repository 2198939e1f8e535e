#pragma once

// The one conversion from the Qt-free layers' UTF-8 strings to QString, for every Qt layer (io, item,
// report, app). Header-only: io and item do not depend on each other.

#include <QString>

#include <string_view>

namespace GpuPlan {

inline QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

} // namespace GpuPlan
