#pragma once

#include "fleetrecords.h"
#include "protocol/burnin.h"

#include <vector>

namespace GpuPlan {

/**
 * Intake verdict for an imported burn-in: the telemetry one device logged under sustained load (for
 * example `nvidia-smi dmon` during gpu-burn), judged with the same criteria and code as a
 * gpuplan-probe burn-in. Counters the source does not carry (ECC growth, result checks) are reported
 * as not checked. `events` are the device's events during the run (Xid counted as they come).
 */
Probe::BurnInVerdict judgeImportedBurnIn(const FleetDevice &device, const std::vector<TelemetryRow> &rows,
                                         const std::vector<FleetEvent> &events, Probe::BurnInCriteria criteria);

} // namespace GpuPlan
