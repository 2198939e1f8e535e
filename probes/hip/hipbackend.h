#pragma once

#include "backend/backend.h"

#include <memory>
#include <string>
#include <vector>

// The HIP (ROCm) backend of gpuplan-probe, built as the module gpuplan-probe-hip.so.
namespace GpuPlan::Probe::Hip {

class HipBurnIn;

class HipBackend final : public Backend
{
public:
    explicit HipBackend(int deviceCount);
    ~HipBackend() override;

    std::string name() const override { return "hip"; }
    std::vector<DeviceInfo> devices() override;
    std::vector<std::string> tests(int deviceIndex) override;
    bool runTest(int deviceIndex, const std::string &test, const RunOptions &options, RunContext &context,
                 TestResult &result, std::string &error) override;
    bool burnSlice(int deviceIndex, double seconds, BurnInCheck &check, std::string &error) override;

private:
    bool runTestOnDevice(int deviceIndex, const std::string &test, const RunOptions &options, RunContext &context,
                         TestResult &result, std::string &error);

    int m_deviceCount = 0;
    std::vector<std::unique_ptr<HipBurnIn>> m_burnIns; // per device, created on first use
};

} // namespace GpuPlan::Probe::Hip
