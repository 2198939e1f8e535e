#pragma once

#include "backend/backend.h"
#include "hipverify.h"

#include <hip/hip_runtime_api.h>

#include <cstddef>
#include <cstdint>
#include <string>

// The HIP backend's tests. Each fills `result` (unit, rates, bytes or FLOPs, verification) on the
// current device; the backend sets the names, the device id and the timer beforehand.
namespace GpuPlan::Probe::Hip {

struct TestEnv
{
    const hipDeviceProp_t &props;
    const RunOptions &options;
    RunContext &context;
};

// Elements per STREAM array: RunOptions::workingSetBytes per array when set (at most a quarter of the
// device memory), else 1 GiB or an eighth of the device memory, whichever is smaller.
std::size_t streamElements(const hipDeviceProp_t &props, std::uint64_t requestedBytesPerArray);

bool runBandwidthTest(const TestEnv &env, bool triad, TestResult &result, std::string &error);
bool runTransferTest(const TestEnv &env, bool toDevice, bool pinned, TestResult &result, std::string &error);
bool runFmaTest(const TestEnv &env, bool half, TestResult &result, std::string &error);
// FMA kernels run this many blocks per compute unit, several waves deep, so the tail is short.
inline constexpr unsigned kFmaBlocksPerCu = 32;

// Chain length of the FMA kernels for about 5 ms per run with `blocks` x kBlockSize threads.
bool calibrateFmaIterations(bool half, float *out, unsigned blocks, hipStream_t stream, int &iterations,
                            std::string &error);
bool runLaunchLatencyTest(const TestEnv &env, TestResult &result, std::string &error);

// Copies a STREAM output array to the host in slices and checks every element.
bool checkStreamArray(StreamKernel kernel, const double *deviceArray, std::size_t n, Miscompares &bad,
                      std::string &error);

} // namespace GpuPlan::Probe::Hip
