#pragma once

#include "backend/backend.h"
#include "tests.h"
#include "zedevice.h"
#include "zesession.h"

#include <map>
#include <memory>
#include <vector>

// The Level Zero backend: Intel GPUs (and any other Level Zero GPU driver) through the loader.
namespace GpuPlan::Probe::LevelZero {

class LevelZeroBackend final : public Backend
{
public:
    explicit LevelZeroBackend(std::vector<ZeDeviceRecord> records);
    ~LevelZeroBackend() override;

    std::string name() const override { return "levelzero"; }
    std::vector<DeviceInfo> devices() override;
    std::vector<std::string> tests(int deviceIndex) override;
    bool runTest(int deviceIndex, const std::string &test, const RunOptions &options, RunContext &context,
                 TestResult &result, std::string &error) override;
    bool burnSlice(int deviceIndex, double seconds, BurnInCheck &check, std::string &error) override;

private:
    ZeSession &session(int deviceIndex); // throws

    std::vector<ZeDeviceRecord> m_records;
    std::vector<std::unique_ptr<ZeSession>> m_sessions;
    // Declared after the sessions: burn-in buffers are freed before their context.
    std::map<int, std::unique_ptr<BurnInLoad>> m_burnIn;
};

} // namespace GpuPlan::Probe::LevelZero
