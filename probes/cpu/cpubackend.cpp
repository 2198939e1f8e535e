#include "cpubackend.h"

#include "cpucompute.h"
#include "cpuinfo.h"
#include "cpustream.h"

#include <algorithm>
#include <chrono>

namespace GpuPlan::Probe {
namespace {

class CpuBackend final : public Backend
{
public:
    std::string name() const override { return "cpu"; }

    std::vector<DeviceInfo> devices() override { return {Cpu::hostCpu()}; }

    std::vector<std::string> tests(int) override
    {
        return {"bandwidth.copy",  "bandwidth.scale",  "bandwidth.add",
                "bandwidth.triad", "compute.fp64_fma", "compute.fp32_fma"};
    }

    bool runTest(int deviceIndex, const std::string &test, const RunOptions &options, RunContext &context,
                 TestResult &result, std::string &error) override
    {
        if (deviceIndex != 0) {
            error = "no CPU device " + std::to_string(deviceIndex);
            return false;
        }
        result.backend = "cpu";
        result.device = "cpu:0";
        result.test = test;
        if (test.rfind("bandwidth.", 0) == 0) {
            const std::string kernel = test.substr(10);
            if (kernel == "copy" || kernel == "scale" || kernel == "add" || kernel == "triad")
                return Cpu::runStreamTest(kernel, options, context, result, error);
        }
        if (test == "compute.fp64_fma" || test == "compute.fp32_fma")
            return Cpu::runFmaTest(test == "compute.fp64_fma", options, context, result, error);
        error = "the CPU backend has no test \"" + test + "\"";
        return false;
    }

    // Triad over the default arrays and an FP32 FMA burst, alternating for about `seconds`.
    bool burnSlice(int deviceIndex, double seconds, BurnInCheck &check, std::string &error) override
    {
        if (deviceIndex != 0) {
            error = "no CPU device " + std::to_string(deviceIndex);
            return false;
        }
        if (!m_arrays) {
            m_arrays = std::make_unique<Cpu::StreamArrays>(
                std::min<std::size_t>(Cpu::defaultStreamElements(), (512ull << 20) / sizeof(double)));
            if (!m_arrays->ok()) {
                m_arrays.reset();
                error = "cannot allocate the burn-in arrays";
                return false;
            }
            m_arrays->fill();
        }
        const auto start = std::chrono::steady_clock::now();
        const auto elapsed
            = [&start] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
        double bytes = 0.0;
        double memorySeconds = 0.0;
        double flopsRate = 0.0;
        int bursts = 0;
        do {
            memorySeconds += m_arrays->run("triad");
            bytes += 3.0 * static_cast<double>(m_arrays->size()) * sizeof(double);
            std::size_t firstBad = 0;
            check.miscompares += m_arrays->verify("triad", firstBad);
            flopsRate += Cpu::fp32Burst(std::min(0.25, seconds / 4.0), check.miscompares);
            ++bursts;
        } while (elapsed() < seconds);
        check.bandwidthGBs = memorySeconds > 0.0 ? bytes / memorySeconds / 1e9 : 0.0;
        check.fp32Gflops = flopsRate / bursts;
        return true;
    }

private:
    std::unique_ptr<Cpu::StreamArrays> m_arrays;
};

} // namespace

std::unique_ptr<Backend> createCpuBackend() { return std::make_unique<CpuBackend>(); }

} // namespace GpuPlan::Probe
