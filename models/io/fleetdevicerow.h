#pragma once

#include "core/fleethealth.h"

#include <cstdint>
#include <string>

namespace GpuPlan {

class SqlStatement;

/// The fleet_device columns bindDevice() and readDevice() handle, in their order.
extern const char *const kFleetDeviceColumns;
inline constexpr int kFleetDeviceColumnCount = 33;

/// Binds the device's fields to parameters first .. first + kFleetDeviceColumnCount - 1.
void bindDevice(SqlStatement &statement, int first, const FleetDevice &device);
/// The device from columns first .. first + kFleetDeviceColumnCount - 1.
FleetDevice readDevice(const SqlStatement &statement, int first);

/// A UUID or serial that identifies nothing: empty, N/A, or all zeros ("GPU-00000000-...", "0000000000000").
bool identifiesNothing(const std::string &s);
/// ASCII lower case.
std::string lowerAscii(std::string s);

/// A stored device updated by a later file: what the new file carries replaces, the rest is kept.
FleetDevice mergeDevice(FleetDevice stored, const FleetDevice &update);

/**
 * The key that identifies a GPU across files (fleet_device.device_key): its UUID, else its serial
 * number, else its PCI bus ID on a named host, else its index there in its numbering ("index:<node>/
 * <indexSpace or lower-case vendor>/<index>"); else the GPU is only known to @p fileId.
 * Zeroed UUIDs and serials ("GPU-00000000-...", "0000000000000", "N/A") identify nothing.
 */
std::string workspaceDeviceKey(const FleetDevice &device, std::int64_t fileId);

/// SampleSummary as stored in fleet_device.telemetry, and back; merge() adds a later file's samples.
std::string summaryToJson(const SampleSummary &summary);
SampleSummary summaryFromJson(const std::string &json);
void mergeSummary(SampleSummary &into, const SampleSummary &later);

} // namespace GpuPlan
