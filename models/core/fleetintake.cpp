#include "fleetintake.h"

#include <algorithm>

namespace GpuPlan {

Probe::BurnInVerdict judgeImportedBurnIn(const FleetDevice &device, const std::vector<TelemetryRow> &rows,
                                         const std::vector<FleetEvent> &events, Probe::BurnInCriteria criteria)
{
    using Probe::TelemetrySample;
    criteria.requireVerifiedLoad = false;
    std::vector<TelemetryRow> ordered = rows;
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const TelemetryRow &a, const TelemetryRow &b) { return a.time < b.time; });
    const double start = ordered.empty() ? 0.0 : ordered.front().time;
    std::vector<TelemetrySample> samples;
    samples.reserve(ordered.size());
    for (const TelemetryRow &r : ordered) {
        TelemetrySample s;
        s.tSeconds = r.time - start;
        if (TelemetryRow::has(r.smClockMHz))
            s.smClockMHz = r.smClockMHz;
        if (TelemetryRow::has(r.memClockMHz))
            s.memClockMHz = r.memClockMHz;
        if (TelemetryRow::has(r.powerW))
            s.powerW = r.powerW;
        if (TelemetryRow::has(r.temperatureC))
            s.temperatureC = r.temperatureC;
        if (TelemetryRow::has(r.utilizationPct))
            s.utilizationPct = r.utilizationPct;
        samples.push_back(s);
    }
    // Xid events during the run: those with a time are placed on it; those without one (seconds since
    // boot) are taken as during the run and counted at its end. The first sample is the baseline.
    if (!samples.empty()) {
        std::vector<double> placed;
        std::uint64_t unplaced = 0;
        for (const FleetEvent &e : events) {
            if (e.kind != FleetEventKind::Xid)
                continue;
            if (e.time <= 0.0)
                ++unplaced;
            else if (e.time >= start)
                placed.push_back(e.time - start);
        }
        std::sort(placed.begin(), placed.end());
        std::size_t next = 0;
        for (TelemetrySample &s : samples) {
            while (next < placed.size() && placed[next] <= s.tSeconds)
                ++next;
            s.xidCount = next;
        }
        samples.front().xidCount = 0;
        samples.back().xidCount = placed.size() + unplaced;
    }
    Probe::PcieLink link;
    link.currentGen = device.pcieGen.value_or(0);
    link.currentWidth = device.pcieWidth.value_or(0);
    link.maxGen = device.pcieMaxGen.value_or(0);
    link.maxWidth = device.pcieMaxWidth.value_or(0);
    return Probe::judgeBurnIn(criteria, samples, {}, link, device.slowdownTemperatureC);
}

} // namespace GpuPlan
