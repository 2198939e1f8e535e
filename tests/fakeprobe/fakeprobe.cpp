// A stand-in for gpuplan-probe that misbehaves on request, so that the app's client and the CLI can
// be tested against every way a real runner can end. FAKEPROBE_MODE chooses the behaviour:
//   ok             a valid run stream (hello, progress, results, final) and a valid --list report
//   burnin_ok      a burn-in stream with telemetry, burnin_check lines and a pass verdict
//   burnin_reject  the same with miscompares, a reject verdict and exit code 11
//   test_failed    a run whose second result did not verify, exit code 1
//   gemms          the ok run plus the four tensor GEMMs (FP16, BF16, INT8 in GOP/s, FP8)
//   crash          a hello, then abort()
//   hang           a hello, then sleeps until killed
//   garbage        a hello, then "this is not json"
//   newer_schema   a hello (or list report) with schema 99
//   no_final       a valid stream without the final line, exit code 0
// FAKEPROBE_LIST_MODE, when set, is the mode for --list (a run that crashes after a good listing).
// With FAKEPROBE_ARGS_FILE set, the arguments are written there, one a line.
// Plain C++: it links only the protocol library, so its valid lines are the real wire format.
#include "protocol/messages.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace Probe = GpuPlan::Probe;

namespace {

void send(const Probe::Message &m) { std::cout << Probe::toJsonLine(m) << '\n' << std::flush; }

void raw(const char *line) { std::cout << line << '\n' << std::flush; }

// Fields are set by name: the protocol structs grow, and the fake must keep compiling.
Probe::Progress progress(double fraction, const std::string &stage)
{
    Probe::Progress p;
    p.fraction = fraction;
    p.stage = stage;
    return p;
}

Probe::FinalLine finalLine(Probe::ExitCode code, int results, const std::string &message)
{
    Probe::FinalLine f;
    f.exitCode = code;
    f.results = results;
    f.message = message;
    return f;
}

Probe::VerdictReason reason(const std::string &code, Probe::CheckStatus status, Probe::VerdictKind severity,
                            double value, double limit, const std::string &message)
{
    Probe::VerdictReason r;
    r.code = code;
    r.status = status;
    r.severity = severity;
    r.value = value;
    r.limit = limit;
    r.message = message;
    return r;
}

[[noreturn]] void sleepForever()
{
    for (;;)
        std::this_thread::sleep_for(std::chrono::seconds(1));
}

Probe::DeviceInfo fakeDevice()
{
    Probe::DeviceInfo d;
    d.id = "cuda:0";
    d.backend = "cuda";
    d.name = "Fake H100 PCIe";
    d.vendor = "NVIDIA";
    d.uuid = "GPU-00000000-fake-4000-8000-000000000001";
    d.serial = "1650000000001";
    d.pciBusId = "0000:65:00.0";
    d.memoryBytes = 85899345920ULL;
    d.computeUnits = 114;
    d.coreClockMHz = 1755;
    d.memoryClockMHz = 1593;
    d.memoryBusWidthBits = 5120;
    d.pcie.currentGen = d.pcie.maxGen = 5;
    d.pcie.currentWidth = d.pcie.maxWidth = 16;
    d.driverVersion = "550.54.15";
    d.runtimeVersion = "12.4";
    return d;
}

Probe::TestResult result(const std::string &device, const std::string &test, const std::string &unit, double median)
{
    Probe::TestResult r;
    r.backend = "cuda";
    r.device = device;
    r.test = test;
    r.unit = unit;
    r.best = median * 1.02;
    r.median = median;
    r.min = median * 0.97;
    r.max = r.best;
    r.runs = 10;
    r.bytesPerRun = unit == "GB/s" ? 3ULL * 268435456ULL : 0;
    r.flopsPerRun = unit == "GFLOP/s" ? 2.0e12 : 0.0;
    r.workingSetBytes = 3ULL * 268435456ULL;
    r.timer = "cudaEvent";
    r.clockMHz = 1755.0;
    r.detail = "fake kernel";
    return r;
}

int list(const std::string &mode)
{
    if (mode == "crash") {
        std::abort();
    }
    if (mode == "hang")
        sleepForever();
    if (mode == "garbage") {
        raw("this is not json");
        return 0;
    }
    Probe::ListReport report;
    report.version = "0.1.0-fake";
    for (const auto &[name, reasonText] :
         {std::pair<const char *, const char *>{"cpu", ""}, {"cuda", ""}, {"hip", "libamdhip64.so.5 not found"}}) {
        Probe::BackendStatus b;
        b.name = name;
        b.available = *reasonText == 0;
        b.reason = reasonText;
        b.module = std::string("libgpuplan_probe_") + name + ".so";
        report.backends.push_back(b);
    }
    report.devices = {fakeDevice()};
    std::string text = Probe::toJson(report);
    if (mode == "newer_schema") {
        const auto at = text.find("\"schema\": 1");
        if (at != std::string::npos)
            text.replace(at, 11, "\"schema\": 99");
    }
    std::cout << text << '\n' << std::flush;
    return 0;
}

int run(const std::string &mode, const std::string &command, const std::string &device)
{
    if (mode == "newer_schema") {
        raw(R"({"type":"hello","schema":99,"runner":"gpuplan-probe","version":"9.0.0","command":"run","device":"cuda:0"})");
        return 0;
    }
    Probe::Hello hello;
    hello.version = "0.1.0-fake";
    hello.command = command;
    hello.device = device;
    send(hello);
    if (mode == "crash")
        std::abort();
    if (mode == "hang")
        sleepForever();
    if (mode == "garbage") {
        raw("this is not json");
        return 0;
    }
    const bool burnin = command == "burnin" || mode.rfind("burnin", 0) == 0;
    if (burnin) {
        const bool reject = mode == "burnin_reject";
        for (int t = 0; t < 3; ++t) {
            Probe::TelemetrySample s;
            s.tSeconds = t;
            s.device = device;
            s.smClockMHz = 1755.0 - t;
            s.powerW = 300.0;
            s.temperatureC = 60.0 + t;
            s.eccUncorrected = 0;
            send(Probe::TelemetryLine{s});
            Probe::BurnInCheck check;
            check.tSeconds = t;
            check.bandwidthGBs = 1800.0;
            check.fp32Gflops = 48000.0;
            check.miscompares = reject && t == 2 ? 7 : 0;
            send(Probe::BurnInCheckLine{check});
            send(progress((t + 1) / 3.0, "burnin"));
        }
        Probe::BurnInVerdict v;
        v.verdict = reject ? Probe::VerdictKind::Reject : Probe::VerdictKind::Pass;
        v.durationSeconds = 3.0;
        v.reasons.push_back(reason("miscompare", reject ? Probe::CheckStatus::Fail : Probe::CheckStatus::Pass,
                                   Probe::VerdictKind::Reject, reject ? 7.0 : 0.0, 0.0,
                                   reject ? "7 miscompares" : "no miscompares"));
        v.reasons.push_back(
            reason("temperature", Probe::CheckStatus::Pass, Probe::VerdictKind::Quarantine, 62.0, 85.0, "max 62 C"));
        v.reasons.push_back(reason("bandwidth", Probe::CheckStatus::Unchecked, Probe::VerdictKind::Quarantine, 1800.0,
                                   0.0, "no spec bandwidth"));
        send(Probe::VerdictLine{v});
        const auto code = reject ? Probe::ExitCode::BurnInReject : Probe::ExitCode::Ok;
        send(finalLine(code, 0, reject ? "reject" : "pass"));
        return int(code);
    }
    send(progress(0.0, "bandwidth.triad"));
    send(Probe::ResultLine{result(device, "bandwidth.triad", "GB/s", 1850.5)});
    Probe::Progress live = progress(0.5, "compute.fp32_fma");
    live.value = 1850.5;
    live.unit = "GB/s";
    send(live);
    Probe::TestResult fma = result(device, "compute.fp32_fma", "GFLOP/s", 48000.0);
    if (mode == "test_failed") {
        fma.verified = false;
        fma.verifyMessage = "12 of 268435456 elements differ";
        Probe::ErrorLine error;
        error.code = "verify_failed";
        error.message = "compute.fp32_fma: 12 elements differ";
        error.backend = "cuda";
        error.device = device;
        send(error);
    }
    send(Probe::ResultLine{fma});
    if (mode == "gemms") {
        // The tensor GEMMs of an H100 PCIe (datasheet dense FP16/BF16 756, FP8 and INT8 1,513 TFLOPS/TOPS).
        send(Probe::ResultLine{result(device, "compute.tensor_fp16_gemm", "GFLOP/s", 600000.0)});
        send(Probe::ResultLine{result(device, "compute.tensor_bf16_gemm", "GFLOP/s", 610000.0)});
        send(Probe::ResultLine{result(device, "compute.tensor_int8_gemm", "GOP/s", 1200000.0)});
        send(Probe::ResultLine{result(device, "compute.tensor_fp8_gemm", "GFLOP/s", 1250000.0)});
    }
    send(progress(1.0, "done"));
    if (mode == "no_final")
        return 0;
    const auto code = mode == "test_failed" ? Probe::ExitCode::TestFailed : Probe::ExitCode::Ok;
    send(finalLine(code, mode == "gemms" ? 6 : 2, ""));
    return int(code);
}

} // namespace

int main(int argc, char **argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (const char *file = std::getenv("FAKEPROBE_ARGS_FILE")) {
        std::ofstream out(file);
        for (const auto &a : args)
            out << a << '\n';
    }
    const char *modeEnv = std::getenv("FAKEPROBE_MODE");
    const std::string mode = modeEnv ? modeEnv : "ok";
    if (!args.empty() && args.front() == "--list") {
        const char *listMode = std::getenv("FAKEPROBE_LIST_MODE");
        return list(listMode ? listMode : mode);
    }
    if (args.empty() || (args.front() != "run" && args.front() != "burnin")) {
        std::cerr << "fakeprobe: usage: fakeprobe --list --json | run|burnin --device ID ... --json-lines\n";
        return int(Probe::ExitCode::Usage);
    }
    std::string device = "cuda:0";
    for (std::size_t i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == "--device")
            device = args[i + 1];
    }
    return run(mode, args.front(), device);
}
