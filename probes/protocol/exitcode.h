#pragma once

// Exit codes of gpuplan-probe, shared with the app and the CLI that start it.
namespace GpuPlan::Probe {

enum class ExitCode : int {
    Ok = 0,                 // every requested test ran and verified; burn-in passed
    TestFailed = 1,         // a test ran but its result did not verify (miscompare)
    Usage = 2,              // bad command line
    NoSuchDevice = 3,       // the device ID names no device
    BackendUnavailable = 4, // the device's backend cannot be loaded (reason in the error line)
    Cancelled = 5,          // SIGINT/SIGTERM: partial results were streamed, then the final line
    Internal = 6,           // an unexpected failure inside the runner or a backend
    BurnInQuarantine = 10,  // burn-in finished; the verdict is quarantine
    BurnInReject = 11,      // burn-in finished; the verdict is reject
};

// A stable lower-case key for each code ("ok", "test_failed", ...), used in the final JSON line.
const char *exitCodeKey(ExitCode code);
bool exitCodeFromInt(int value, ExitCode &out);

} // namespace GpuPlan::Probe
