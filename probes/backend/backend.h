#pragma once

#include "protocol/burnin.h"
#include "protocol/types.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

// The contract between gpuplan-probe and its backends. The CPU backend is linked into the runner; the
// GPU backends are shared modules loaded with dlopen, each exporting GPUPLAN_PROBE_ENTRY. A module
// whose vendor runtime is missing fails to load and the runner reports dlerror(); a module that loads
// but finds no usable device returns nullptr with the reason ("no CUDA device: cudaErrorNoDevice").
namespace GpuPlan::Probe {

inline constexpr int kBackendAbiVersion = 1;
#define GPUPLAN_PROBE_ENTRY "gpuplan_probe_create_backend"

struct RunOptions
{
    int warmups = 3;                   // runs discarded before timing
    int repeats = 20;                  // timed runs
    std::uint64_t workingSetBytes = 0; // bytes per array; 0: the backend's default (>= 4x last-level cache)
    std::uint64_t transferBytes = 0;   // 0: 256 MiB host<->device transfers
};

// What a backend may tell the runner while a test runs. Called from the runner's thread.
class RunContext
{
public:
    virtual ~RunContext() = default;
    virtual void progress(double fractionOfTest, const std::string &stage) = 0;
    virtual bool cancelled() const = 0;
    // The latest timed run's rate, for the live chart (optional).
    virtual void measurement(double value, const std::string &unit) { (void)value, (void)unit; }
};

class Backend
{
public:
    virtual ~Backend() = default;
    virtual std::string name() const = 0; // "cpu", "cuda", "hip", "levelzero"
    // Devices with static properties; ids are "<name>:<index>".
    virtual std::vector<DeviceInfo> devices() = 0;
    // The tests this backend can run on the device, e.g. "bandwidth.triad", "compute.fp32_fma".
    virtual std::vector<std::string> tests(int deviceIndex) = 0;
    // Runs one test. On failure returns false and sets `error`; a miscompare is not a failure of the
    // call: it returns true with result.verified = false and result.verifyMessage set.
    virtual bool runTest(int deviceIndex, const std::string &test, const RunOptions &options, RunContext &context,
                         TestResult &result, std::string &error)
        = 0;
    // One slice of sustained burn-in load (memory and FP32 compute) lasting about `seconds`, verified.
    virtual bool burnSlice(int deviceIndex, double seconds, BurnInCheck &check, std::string &error) = 0;
};

} // namespace GpuPlan::Probe

// Module entry point. Returns a Backend owned by the caller (delete it), or nullptr with `error` set.
extern "C" {
using GpuplanProbeCreateBackend = GpuPlan::Probe::Backend *(*)(int abiVersion, char *error, std::size_t errorSize);
}
