#pragma once

#include "fleethealth.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The field guides' fast diagnostic playbook, answered per node from the imported evidence: is the GPU
// used, then data movement and topology, then a framework fallback, then stability under load, then the
// scheduler. Each step says what it found (the findings that answer it), what it checked (with the file
// and line), and, for what no file has told yet, the guide's command that would. Plain C++ (no Qt).
namespace GpuPlan {

enum class TriageStep { GpuUsed, DataMovement, FrameworkFallback, Stability, Scheduler };
inline constexpr int kTriageStepCount = 5;

enum class TriageStatus {
    Problem,    ///< a finding of warning severity or worse answers the step
    Ok,         ///< evidence was checked and nothing is wrong (info findings may remain)
    NoEvidence, ///< nothing imported answers it yet: run the checks' commands
};

/// One piece of evidence a step looks at.
struct TriageCheck
{
    std::string key;     ///< "gpu_utilization", "cpu_load", "pcie_link", ... (triageCheckKeys())
    bool seen = false;   ///< an imported file gives it
    Evidence evidence;   ///< where, when seen
    std::string command; ///< the guide's command that gives it (shown when not seen)
};

struct TriageStepResult
{
    TriageStep step = TriageStep::GpuUsed;
    TriageStatus status = TriageStatus::NoEvidence;
    std::vector<int> findings; ///< indexes into the findings triageFleet() was given, most severe first
    std::vector<TriageCheck> checks;
};

struct NodeTriage
{
    std::string node; ///< "" for what no file places on a host (unattributed, and fleet-wide findings)
    std::vector<TriageStepResult> steps; ///< kTriageStepCount, in the playbook's order
};

/// The step a finding code answers; every code the health rules write has one (fleetFindingCodes()).
/// nullopt for an unknown code (the triage files it under stability).
std::optional<TriageStep> triageStepOf(std::string_view findingCode);

/// The playbook for every node of @p snapshot, from the findings evaluateFleetHealth() gave for it: the
/// nodes with the most steps in trouble first, then by name, the unattributed last among equals.
std::vector<NodeTriage> triageFleet(const FleetSnapshot &snapshot, const std::vector<Finding> &findings);
/// A node's status: Problem when a step has one, NoEvidence when no step has any evidence yet, else Ok.
TriageStatus nodeTriageStatus(const NodeTriage &node);
/// How many of the node's steps have the status @p status.
int triageStepsWith(const NodeTriage &node, TriageStatus status);

const char *triageStepKey(TriageStep step);       ///< "gpu_used", "data_movement", "framework_fallback", ...
const char *triageStatusKey(TriageStatus status); ///< "problem", "ok", "no_evidence"

} // namespace GpuPlan
