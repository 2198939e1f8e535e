#include "probehistory.h"
#include "qtutil/qtstring.h"

#include "io/workspacestore.h"

namespace GpuPlan {

std::vector<ProbeHistoryEntry> probeHistory(const WorkspaceStore &store, const Probe::DeviceInfo &device,
                                            std::size_t limit)
{
    std::vector<ProbeHistoryEntry> entries;
    if (!store.isOpen())
        return entries;
    ProbeRunFilter filter;
    filter.uuid = qs(device.uuid);
    if (filter.uuid.isEmpty())
        filter.serial = qs(device.serial);
    const bool byId = filter.uuid.isEmpty() && filter.serial.isEmpty();
    for (const ProbeRun &run : store.probeRuns(filter)) {
        if (byId && (run.deviceId != qs(device.id) || run.deviceName != qs(device.name)))
            continue;
        ProbeHistoryEntry e;
        e.runId = run.id;
        e.startedAt = run.startedAt;
        e.command = run.command;
        e.exitStatus = run.exitStatus;
        e.results = store.probeResults(run.id);
        if (const auto v = store.probeVerdict(run.id))
            e.verdict = v->verdict;
        entries.push_back(std::move(e));
        if (entries.size() >= limit)
            break;
    }
    return entries;
}

} // namespace GpuPlan
