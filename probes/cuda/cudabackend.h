#pragma once

#include "backend/backend.h"
#include "cudautil.h"
#include "kernels.h"

#include <string>
#include <vector>

// The CUDA backend of gpuplan-probe, built as the run-time module gpuplan-probe-cuda.so.
namespace GpuPlan::Probe::Cuda {

class CudaBackend final : public Backend
{
public:
    explicit CudaBackend(int deviceCount);

    std::string name() const override { return "cuda"; }
    std::vector<DeviceInfo> devices() override;
    std::vector<std::string> tests(int deviceIndex) override;
    bool runTest(int deviceIndex, const std::string &test, const RunOptions &options, RunContext &context,
                 TestResult &result, std::string &error) override;
    bool burnSlice(int deviceIndex, double seconds, BurnInCheck &check, std::string &error) override;

private:
    bool validIndex(int deviceIndex, std::string &error) const;

    int m_deviceCount = 0;
};

// The tests, one file per family. Each expects selectDevice() to have been called.
bool runBandwidthTest(const DeviceProps &props, const std::string &test, const RunOptions &options, RunContext &context,
                      TestResult &result, std::string &error);
bool runFmaTest(const DeviceProps &props, const std::string &test, const RunOptions &options, RunContext &context,
                TestResult &result, std::string &error);
bool runLaunchLatencyTest(const DeviceProps &props, const RunOptions &options, RunContext &context, TestResult &result,
                          std::string &error);
bool runTransferTest(const DeviceProps &props, const std::string &test, const RunOptions &options, RunContext &context,
                     TestResult &result, std::string &error);
// The tensor GEMM tests (gemmformats.h).
bool runGemmTest(const DeviceProps &props, const std::string &test, const RunOptions &options, RunContext &context,
                 TestResult &result, std::string &error);
bool runBurnSlice(const DeviceProps &props, double seconds, BurnInCheck &check, std::string &error);

// Bytes per STREAM array: the requested size, else 1 GiB or 1/8 of device memory, whichever is smaller.
std::size_t streamArrayBytes(const DeviceProps &props, std::uint64_t requested);

// FMA helpers shared by the compute test and the burn-in: a grid filling every SM at full occupancy,
// the exact per-thread sum the kernel must write, and the host-side check of those sums.
bool fmaGrid(const DeviceProps &props, FmaKind kind, int &blocks, std::string &error);
float fmaExpectedSum(std::size_t thread, FmaKind kind);
bool checkFmaOutput(const float *device, std::size_t threads, FmaKind kind, long long &bad, std::size_t &first,
                    std::string &error);

// Iterations of the FMA kernel per run: about 10 ms on any GPU, since threads scale with the SMs.
inline constexpr int kFmaIterations = 131072;
static_assert(kFmaIterations % kFmaUnroll == 0, "the FMA chains must end where they started");

} // namespace GpuPlan::Probe::Cuda
