#pragma once

#include "importer.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string_view>

namespace GpuPlan {

/**
 * The importers' one JSON reader. Parses @p text, whose first byte stands on line @p firstLine of the
 * file; a syntax error is reported with @p severity at its line and column (core's jsonErrorPosition):
 * import.truncated when only blanks follow it (the text ends inside a value), import.bad_line
 * ("JSON syntax error") otherwise. Then returns nullopt.
 */
std::optional<nlohmann::json> parseImportedJson(std::string_view text, int firstLine, ImportSink &sink,
                                                Severity severity = Severity::Error);

} // namespace GpuPlan
