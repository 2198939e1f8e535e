#pragma once

#include "io/proberun.h"
#include "item/probehistorymodel.h"

#include "protocol/types.h"

#include <cstddef>
#include <vector>

namespace GpuPlan {

class WorkspaceStore;

/**
 * The stored runs of @p device, newest first, at most @p limit, with their results and verdicts. A
 * device is found by its uuid, else its serial (both follow a card across slots and machines), else,
 * for devices that report neither (a CPU), by its id and name on this machine.
 */
std::vector<ProbeHistoryEntry> probeHistory(const WorkspaceStore &store, const Probe::DeviceInfo &device,
                                            std::size_t limit);

} // namespace GpuPlan
