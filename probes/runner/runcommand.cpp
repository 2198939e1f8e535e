#include "backend/stats.h"
#include "commands.h"
#include "devicesession.h"
#include "sampler.h"

#include <algorithm>
#include <cstdio>

#ifndef GPUPLAN_VERSION
#define GPUPLAN_VERSION "0"
#endif

namespace GpuPlan::Probe {

std::atomic<bool> g_cancelRequested{false};

namespace {

// Forwards a backend's progress to the stream as a fraction of the whole command.
class StreamContext final : public RunContext
{
public:
    StreamContext(Output &output, double base, double span)
        : m_output(output)
        , m_base(base)
        , m_span(span)
    {
    }

    void progress(double fractionOfTest, const std::string &stage) override
    {
        m_stage = stage;
        m_fraction = m_base + m_span * std::clamp(fractionOfTest, 0.0, 1.0);
        m_output.emit(Progress{m_fraction, stage, {}, {}, {}});
    }
    void measurement(double value, const std::string &unit) override
    {
        m_output.emit(Progress{m_fraction, m_stage, {}, value, unit});
    }
    bool cancelled() const override { return g_cancelRequested.load(); }

private:
    Output &m_output;
    double m_base;
    double m_span;
    double m_fraction = 0.0;
    std::string m_stage;
};

} // namespace

ExitCode listCommand(const RunnerOptions &options)
{
    ListReport report;
    report.version = GPUPLAN_VERSION;
    for (const std::string &name : backendNames()) {
        LoadedBackend loaded = loadBackend(name);
        report.backends.push_back(loaded.status);
        if (loaded.backend)
            for (DeviceInfo &d : loaded.backend->devices())
                report.devices.push_back(std::move(d));
    }
    if (options.json) {
        std::puts(toJson(report).c_str());
        return ExitCode::Ok;
    }
    for (const BackendStatus &b : report.backends)
        std::printf("%-10s %s%s\n", b.name.c_str(),
                    b.available ? "available" : "unavailable: ", b.available ? "" : b.reason.c_str());
    for (const DeviceInfo &d : report.devices)
        std::printf("%-12s %s (%.1f GiB, %d compute units)\n", d.id.c_str(), d.name.c_str(),
                    static_cast<double>(d.memoryBytes) / 1073741824.0, d.computeUnits);
    return ExitCode::Ok;
}

ExitCode runCommand(const RunnerOptions &options)
{
    Output output(options.jsonLines);
    output.emit(Hello{kSchemaVersion, "gpuplan-probe", GPUPLAN_VERSION, "run", options.device});
    DeviceSession session = DeviceSession::open(options.device, output);
    if (session.exitCode != ExitCode::Ok) {
        output.emit(FinalLine{session.exitCode, 0, {}});
        return session.exitCode;
    }
    const std::vector<std::string> available = session.loaded.backend->tests(session.index);
    const std::vector<std::string> tests = options.tests.empty() ? available : expandTests(options.tests, available);
    for (const std::string &t : tests)
        if (std::find(available.begin(), available.end(), t) == available.end()) {
            output.emit(ErrorLine{"unknown_test",
                                  "the " + session.device.backend + " backend has no test \"" + t + "\"",
                                  session.device.backend, session.device.id});
            output.emit(FinalLine{ExitCode::Usage, 0, {}});
            return ExitCode::Usage;
        }

    TelemetrySampler sampler(std::move(session.telemetry), output, options.telemetryPeriod);
    int results = 0;
    bool allVerified = true;
    bool anyFailed = false;
    for (std::size_t i = 0; i < tests.size() && !g_cancelRequested; ++i) {
        const double span = 1.0 / static_cast<double>(tests.size());
        StreamContext context(output, span * static_cast<double>(i), span);
        context.progress(0.0, tests[i]);
        TestResult result;
        std::string error;
        if (!session.loaded.backend->runTest(session.index, tests[i], options.run, context, result, error)) {
            if (g_cancelRequested)
                break;
            output.emit(ErrorLine{"test_failed", tests[i] + ": " + error, session.device.backend, session.device.id});
            anyFailed = true;
            continue;
        }
        result.backend = session.device.backend;
        result.device = session.device.id;
        result.test = tests[i];
        if (const auto sample = sampler.latest()) {
            result.clockMHz = sample->smClockMHz;
            result.temperatureC = sample->temperatureC;
        }
        allVerified = allVerified && result.verified;
        output.emit(ResultLine{result});
        ++results;
    }
    sampler.stop();
    ExitCode code = ExitCode::Ok;
    if (g_cancelRequested)
        code = ExitCode::Cancelled;
    else if (!allVerified)
        code = ExitCode::TestFailed;
    else if (anyFailed)
        code = ExitCode::Internal;
    output.emit(Progress{1.0, "done", {}, {}, {}});
    output.emit(FinalLine{code, results, {}});
    return code;
}

} // namespace GpuPlan::Probe
