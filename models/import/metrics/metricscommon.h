#pragma once

// Helpers shared by the metrics importers (Prometheus exposition of GPU exporters, lspci, sysfs PCIe
// link files) and the factories that family.cpp registers.
#include "importer.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace GpuPlan::Metrics {

std::unique_ptr<Importer> makePrometheusImporter();
std::unique_ptr<Importer> makePromPullImporter();
std::unique_ptr<Importer> makeLspciImporter();
std::unique_ptr<Importer> makeSysfsPcieImporter();

/// "16GT/s", "16.0 GT/s PCIe", "Speed 5GT/s (downgraded)" -> generation.
std::optional<int> pcieGenFromText(std::string_view text);

/// The labels of one Prometheus sample, in file order.
using Labels = std::vector<std::pair<std::string, std::string>>;
/// The value of `name` (exact), or nullptr; an empty value counts as absent.
const std::string *label(const Labels &labels, std::string_view name);

/// What one known metric family says about a device: a telemetry field, a device field or an Xid.
/// Returns false for families GpuPlan does not map. `xid` is set for DCGM_FI_DEV_XID_ERRORS.
bool applyMetric(std::string_view name, const Labels &labels, double value, FleetDevice &device, TelemetryRow &row,
                 std::optional<int> &xid);
/// NVML's clock event reason bits (dcgm-exporter's DCGM_FI_DEV_CLOCK_THROTTLE_REASONS) as ThrottleBits;
/// idle (0x1) and application clocks (0x2) are not slowdowns.
std::uint32_t nvmlMask(std::uint64_t mask);
/// Device fields carried by labels (model name, driver, serial, VBIOS, PCI bus ID, host name, index).
void applyLabels(const Labels &labels, FleetDevice &device);

} // namespace GpuPlan::Metrics
