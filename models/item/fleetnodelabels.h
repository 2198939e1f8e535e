#pragma once

#include "core/fleethealth.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

/// A device's health for the inventory and the labels: its worst finding (Info counts as OK).
enum class FleetHealth { Ok, Warning, Quarantine, Reject };

FleetHealth fleetHealthOf(FindingSeverity severity);
const char *fleetHealthKey(FleetHealth health); ///< "ok", "warning", "quarantine", "reject"

/// One GPU as the label export sees it.
struct FleetLabelDevice
{
    std::string node;
    std::string product; ///< the matched SKU ID, else the GPU's name
    std::optional<std::uint64_t> memoryBytes;
    FleetHealth health = FleetHealth::Ok;
};

/// A value in the Kubernetes label value syntax: [A-Za-z0-9._-], at most 63 characters, alphanumeric at both
/// ends (other characters become '-'); "unknown" when nothing is left.
std::string sanitizeLabelValue(std::string_view value);
/// The VRAM class label: the size rounded to whole GiB, "80GiB"; "unknown" without a size.
std::string vramClassLabel(std::optional<std::uint64_t> bytes);

/**
 * `kubectl label node NODE gpuplan.io/gpu-product=... gpuplan.io/vram-class=... gpuplan.io/health=...
 * --overwrite` lines, one per node in name order: the node's most common product and VRAM class and the worst
 * health of its GPUs. GPUs without a node name cannot be labelled: one comment line says how many.
 */
std::string kubectlNodeLabels(const std::vector<FleetLabelDevice> &devices);

} // namespace GpuPlan
