#pragma once

// Internal to the scenario reader: shared between scenarioreader.cpp and scenarioreadranking.cpp.
#include "core/decision/scenario.h"
#include "core/jsonfieldreader.h"

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

/// A warning "field.unknown" for each key of @p object not in @p known.
void scenarioWarnUnknown(const Json &object, const std::string &path, std::initializer_list<std::string_view> known,
                         std::vector<Diagnostic> &diags);

/// Reads "criteria", "lockin", "monte_carlo", "simulation" and "sources" (options already read).
void readScenarioRanking(JsonFieldReader &top, Scenario &scenario, std::vector<Diagnostic> &diags);

} // namespace GpuPlan
