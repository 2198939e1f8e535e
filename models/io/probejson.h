#pragma once

#include "core/jsonlocator.h"

#include "protocol/messages.h"

#include <optional>
#include <string>
#include <vector>

// JSON forms of probe values shared by the workspace (criteria and reasons columns) and
// `gpuplan-cli probe ... --json`. Keys match the runner's JSON lines.
namespace GpuPlan::ProbeJson {

Json criteria(const Probe::BurnInCriteria &criteria);
/// Reads what criteria() wrote; keys that are absent keep their defaults.
Probe::BurnInCriteria criteriaFrom(const Json &json);

Json reasons(const std::vector<Probe::VerdictReason> &reasons);
/// Reads what reasons() wrote; false when it is not such an array.
bool reasonsFrom(const Json &json, std::vector<Probe::VerdictReason> &out);

Json verdict(const Probe::BurnInVerdict &verdict);
Json result(const Probe::TestResult &result);
Json device(const Probe::DeviceInfo &device);

} // namespace GpuPlan::ProbeJson
