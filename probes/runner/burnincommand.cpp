#include "commands.h"
#include "devicesession.h"
#include "sampler.h"

#include <algorithm>

#ifndef GPUPLAN_VERSION
#define GPUPLAN_VERSION "0"
#endif

namespace GpuPlan::Probe {

// Sustained load in slices; each slice is measured and verified; telemetry every second; then the verdict.
ExitCode burnInCommand(const RunnerOptions &options)
{
    Output output(options.jsonLines);
    output.emit(Hello{kSchemaVersion, "gpuplan-probe", GPUPLAN_VERSION, "burnin", options.device});
    DeviceSession session = DeviceSession::open(options.device, output);
    if (session.exitCode != ExitCode::Ok) {
        output.emit(FinalLine{session.exitCode, 0, {}});
        return session.exitCode;
    }
    std::optional<double> slowdownC;
    PcieLink link = session.device.pcie;
    if (session.telemetry) {
        slowdownC = session.telemetry->slowdownTemperatureC();
        if (const auto l = session.telemetry->pcieLink())
            link = *l;
    }
    TelemetrySampler sampler(std::move(session.telemetry), output, options.telemetryPeriod);
    std::vector<BurnInCheck> checks;
    while (!g_cancelRequested) {
        const double remaining = options.burnSeconds - sampler.elapsed();
        if (remaining <= 0.0)
            break;
        BurnInCheck check;
        std::string error;
        if (!session.loaded.backend->burnSlice(session.index, std::min(options.sliceSeconds, remaining), check,
                                               error)) {
            sampler.stop();
            output.emit(ErrorLine{"burnin_failed", error, session.device.backend, session.device.id});
            output.emit(FinalLine{ExitCode::Internal, static_cast<int>(checks.size()), error});
            return ExitCode::Internal;
        }
        check.tSeconds = sampler.elapsed();
        output.emit(BurnInCheckLine{check});
        checks.push_back(check);
        output.emit(
            Progress{std::min(1.0, check.tSeconds / options.burnSeconds), "burnin", {}, check.bandwidthGBs, "GB/s"});
    }
    sampler.stop();
    if (g_cancelRequested) {
        output.emit(FinalLine{ExitCode::Cancelled, static_cast<int>(checks.size()), {}});
        return ExitCode::Cancelled;
    }
    const BurnInVerdict verdict = judgeBurnIn(options.criteria, sampler.samples(), checks, link, slowdownC);
    output.emit(VerdictLine{verdict});
    const ExitCode code = verdict.verdict == VerdictKind::Pass ? ExitCode::Ok
        : verdict.verdict == VerdictKind::Quarantine           ? ExitCode::BurnInQuarantine
                                                               : ExitCode::BurnInReject;
    output.emit(FinalLine{code, static_cast<int>(checks.size()), verdictKey(verdict.verdict)});
    return code;
}

} // namespace GpuPlan::Probe
