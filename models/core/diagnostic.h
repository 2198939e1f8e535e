#pragma once

#include <string>
#include <vector>

namespace GpuPlan {

enum class Severity { Info, Warning, Error };

/**
 * A problem found in input, described by a stable code and its parameters so that the layer that shows
 * it can translate it. `path` is a JSON pointer or field key; line and column are 1-based, 0 if unknown.
 */
struct Diagnostic
{
    std::string code;
    Severity severity = Severity::Error;
    int line = 0;
    int column = 0;
    std::string path;
    std::vector<std::string> params;

    /// Plain English, for logs and tests; user-facing text is translated in the Qt layer.
    std::string englishText() const;
};

} // namespace GpuPlan
