#pragma once

#include "diagnostic.h"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace GpuPlan {

using Json = nlohmann::ordered_json;

/// A parsed JSON document that remembers on which line each object and key started, so that a
/// validation error found later can name the line in the user's file.
struct LocatedJson
{
    Json value;
    std::map<std::string, int> lines; ///< JSON pointer ("/skus/3/memory_bytes") -> 1-based line
    std::optional<Diagnostic> syntaxError;

    /// The line of @p pointer, or of its nearest located parent; 0 if none.
    int lineOf(const std::string &pointer) const;
};

LocatedJson parseLocatedJson(std::string_view text);

} // namespace GpuPlan
