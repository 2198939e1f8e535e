#include "levelzerobackend.h"

#include "zeerror.h"

#include <algorithm>
#include <cstdio>
#include <exception>

namespace GpuPlan::Probe::LevelZero {

LevelZeroBackend::LevelZeroBackend(std::vector<ZeDeviceRecord> records)
    : m_records(std::move(records))
    , m_sessions(m_records.size())
{
}

LevelZeroBackend::~LevelZeroBackend()
{
    m_burnIn.clear();
    m_sessions.clear();
}

std::vector<DeviceInfo> LevelZeroBackend::devices()
{
    std::vector<DeviceInfo> out;
    for (std::size_t i = 0; i < m_records.size(); ++i) {
        try {
            out.push_back(describeDevice(m_records[i], static_cast<int>(i)));
        } catch (const std::exception &) {
            // A property query failed: still list the device, with what zeDeviceGetProperties gave.
            DeviceInfo info;
            info.id = "levelzero:" + std::to_string(i);
            info.backend = "levelzero";
            info.name = m_records[i].properties.name;
            info.uuid = formatUuid(m_records[i].properties.uuid);
            out.push_back(info);
        }
    }
    return out;
}

std::vector<std::string> LevelZeroBackend::tests(int deviceIndex)
{
    if (deviceIndex < 0 || static_cast<std::size_t>(deviceIndex) >= m_records.size())
        return {};
    std::vector<std::string> out{"bandwidth.copy", "bandwidth.triad", "compute.fp32_fma"};
    if (m_records[static_cast<std::size_t>(deviceIndex)].hasFp16())
        out.push_back("compute.fp16_fma");
    out.insert(out.end(),
               {"transfer.h2d_pinned", "transfer.d2h_pinned", "transfer.h2d_pageable", "transfer.d2h_pageable",
                "latency.launch"});
    return out;
}

ZeSession &LevelZeroBackend::session(int deviceIndex)
{
    if (deviceIndex < 0 || static_cast<std::size_t>(deviceIndex) >= m_records.size())
        throw std::runtime_error("no Level Zero device levelzero:" + std::to_string(deviceIndex));
    auto &slot = m_sessions[static_cast<std::size_t>(deviceIndex)];
    if (!slot)
        slot = std::make_unique<ZeSession>(m_records[static_cast<std::size_t>(deviceIndex)]);
    return *slot;
}

bool LevelZeroBackend::runTest(int deviceIndex, const std::string &test, const RunOptions &options, RunContext &context,
                               TestResult &result, std::string &error)
{
    result.backend = name();
    result.device = "levelzero:" + std::to_string(deviceIndex);
    result.test = test;
    try {
        const std::vector<std::string> known = tests(deviceIndex);
        if (std::find(known.begin(), known.end(), test) == known.end()) {
            error = "unknown test \"" + test + "\" for " + result.device;
            return false;
        }
        ZeSession &s = session(deviceIndex);
        result.clockMHz = static_cast<double>(s.record().properties.coreClockRate);
        if (test.rfind("bandwidth.", 0) == 0)
            runBandwidth(s, test, options, context, result);
        else if (test.rfind("compute.", 0) == 0)
            runCompute(s, test, options, context, result);
        else if (test.rfind("transfer.", 0) == 0)
            runTransfer(s, test, options, context, result);
        else
            runLatency(s, options, context, result);
        return true;
    } catch (const std::exception &e) {
        error = e.what();
        return false;
    }
}

bool LevelZeroBackend::burnSlice(int deviceIndex, double seconds, BurnInCheck &check, std::string &error)
{
    try {
        ZeSession &s = session(deviceIndex);
        auto &load = m_burnIn[deviceIndex];
        if (!load)
            load = std::make_unique<BurnInLoad>(s);
        load->slice(seconds, check);
        return true;
    } catch (const std::exception &e) {
        error = e.what();
        return false;
    }
}

} // namespace GpuPlan::Probe::LevelZero

namespace {

void copyError(const std::string &text, char *error, std::size_t errorSize)
{
    if (error && errorSize > 0)
        std::snprintf(error, errorSize, "%s", text.c_str());
}

} // namespace

extern "C" __attribute__((visibility("default"))) GpuPlan::Probe::Backend *
gpuplan_probe_create_backend(int abiVersion, char *error, std::size_t errorSize)
{
    using namespace GpuPlan::Probe;
    if (abiVersion != kBackendAbiVersion) {
        copyError("gpuplan-probe-levelzero implements backend ABI " + std::to_string(kBackendAbiVersion)
                      + ", the runner asked for " + std::to_string(abiVersion),
                  error, errorSize);
        return nullptr;
    }
    try {
        std::vector<LevelZero::ZeDeviceRecord> records = LevelZero::enumerateDevices();
        if (records.empty()) {
            copyError("no Level Zero GPU device: the drivers list none", error, errorSize);
            return nullptr;
        }
        return new LevelZero::LevelZeroBackend(std::move(records));
    } catch (const LevelZero::ZeError &e) {
        const std::string what = e.what();
        copyError((what.rfind("zeInit", 0) == 0 ? "no Level Zero driver: " : "Level Zero: ") + what, error, errorSize);
    } catch (const std::exception &e) {
        copyError(std::string("Level Zero: ") + e.what(), error, errorSize);
    }
    return nullptr;
}
