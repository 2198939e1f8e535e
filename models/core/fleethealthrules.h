#pragma once

// Internal to the fleet health rules (fleethealth.cpp, hostrules.cpp): the helpers both use.
#include "fleethealth.h"

#include <string>
#include <vector>

namespace GpuPlan::HealthRules {

/// A number for a finding's parameters: C locale, @p decimals after the point, no trailing zeros.
std::string number(double value, int decimals = 0);

Finding make(std::string code, FindingSeverity severity, FindingAction action, int device,
             std::vector<std::string> params, Evidence evidence);

/// The rules over the host facts (hostrules.cpp): CPU, I/O, disks, memory, NICs, NUMA affinity, IOMMU,
/// power caps, vendors mixed on a node. Appended to @p out.
void hostRules(const FleetSnapshot &snapshot, const HealthThresholds &t, std::vector<Finding> &out);

/// The rules that read the GPUs' telemetry against what the host rules found on the same node: an
/// underused GPU, and why when the node says it (a saturated CPU, I/O wait). Run after hostRules().
void underusedGpuRules(const FleetSnapshot &snapshot, const HealthThresholds &t, std::vector<Finding> &out);

/// A host fact as a finding's evidence: its file and line, "key [subject] = value" as the excerpt.
Evidence factEvidence(const HostFactRecord *fact);

/// The kernel of each node against the driver stacks its GPUs run (kernelrules.cpp), from the shipped
/// support matrix FleetSnapshot::kernelSupport points at (no finding without one).
void kernelRules(const FleetSnapshot &snapshot, std::vector<Finding> &out);

/// Linux CPU lists ("0-15,32-47"): parsed to a sorted list of CPUs, empty when it is none.
std::vector<int> cpuList(const std::string &text);

} // namespace GpuPlan::HealthRules
