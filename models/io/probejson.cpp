#include "probejson.h"

namespace GpuPlan::ProbeJson {

namespace {
Json optionalNumber(const std::optional<double> &v) { return v ? Json(*v) : Json(nullptr); }

std::optional<double> optionalFrom(const Json &j, const char *key)
{
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number())
        return std::nullopt;
    return it->get<double>();
}

template <typename T>
T valueOr(const Json &j, const char *key, T fallback)
{
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return fallback;
    if constexpr (std::is_same_v<T, bool>) {
        return it->is_boolean() ? it->get<bool>() : fallback;
    } else if constexpr (std::is_arithmetic_v<T>) {
        return it->is_number() ? it->get<T>() : fallback;
    } else {
        return it->is_string() ? it->get<T>() : fallback;
    }
}
} // namespace

Json criteria(const Probe::BurnInCriteria &c)
{
    Json j = Json::object();
    j["warmup_seconds"] = c.warmupSeconds;
    j["min_clock_fraction"] = c.minClockFraction;
    j["max_temperature_c"] = c.maxTemperatureC;
    j["require_pcie_max"] = c.requirePcieMax;
    j["min_bandwidth_fraction"] = c.minBandwidthFraction;
    j["min_fp32_fraction"] = c.minFp32Fraction;
    j["spec_bandwidth_gbs"] = optionalNumber(c.specBandwidthGBs);
    j["spec_fp32_gflops"] = optionalNumber(c.specFp32Gflops);
    return j;
}

Probe::BurnInCriteria criteriaFrom(const Json &j)
{
    Probe::BurnInCriteria c;
    if (!j.is_object())
        return c;
    c.warmupSeconds = valueOr(j, "warmup_seconds", c.warmupSeconds);
    c.minClockFraction = valueOr(j, "min_clock_fraction", c.minClockFraction);
    c.maxTemperatureC = valueOr(j, "max_temperature_c", c.maxTemperatureC);
    c.requirePcieMax = valueOr(j, "require_pcie_max", c.requirePcieMax);
    c.minBandwidthFraction = valueOr(j, "min_bandwidth_fraction", c.minBandwidthFraction);
    c.minFp32Fraction = valueOr(j, "min_fp32_fraction", c.minFp32Fraction);
    c.specBandwidthGBs = optionalFrom(j, "spec_bandwidth_gbs");
    c.specFp32Gflops = optionalFrom(j, "spec_fp32_gflops");
    return c;
}

Json reasons(const std::vector<Probe::VerdictReason> &reasons)
{
    Json list = Json::array();
    for (const auto &r : reasons) {
        Json j = Json::object();
        j["code"] = r.code;
        j["status"] = Probe::checkStatusKey(r.status);
        j["severity"] = Probe::verdictKey(r.severity);
        j["value"] = r.value;
        j["limit"] = r.limit;
        j["message"] = r.message;
        list.push_back(std::move(j));
    }
    return list;
}

bool reasonsFrom(const Json &json, std::vector<Probe::VerdictReason> &out)
{
    out.clear();
    if (!json.is_array())
        return false;
    for (const Json &j : json) {
        if (!j.is_object())
            return false;
        Probe::VerdictReason r;
        r.code = valueOr<std::string>(j, "code", {});
        if (!Probe::checkStatusFromKey(valueOr<std::string>(j, "status", {}), r.status)
            || !Probe::verdictFromKey(valueOr<std::string>(j, "severity", {}), r.severity))
            return false;
        r.value = valueOr(j, "value", 0.0);
        r.limit = valueOr(j, "limit", 0.0);
        r.message = valueOr<std::string>(j, "message", {});
        out.push_back(std::move(r));
    }
    return true;
}

Json verdict(const Probe::BurnInVerdict &v)
{
    Json j = Json::object();
    j["verdict"] = Probe::verdictKey(v.verdict);
    j["duration_s"] = v.durationSeconds;
    j["reasons"] = reasons(v.reasons);
    return j;
}

Json result(const Probe::TestResult &r)
{
    Json j = Json::object();
    j["backend"] = r.backend;
    j["device"] = r.device;
    j["test"] = r.test;
    j["unit"] = r.unit;
    j["best"] = r.best;
    j["median"] = r.median;
    j["min"] = r.min;
    j["max"] = r.max;
    j["runs"] = r.runs;
    j["bytes_per_run"] = r.bytesPerRun;
    j["flops_per_run"] = r.flopsPerRun;
    j["working_set_bytes"] = r.workingSetBytes;
    j["verified"] = r.verified;
    j["verify_message"] = r.verifyMessage;
    j["timer"] = r.timer;
    j["detail"] = r.detail;
    j["clock_mhz"] = optionalNumber(r.clockMHz);
    j["temperature_c"] = optionalNumber(r.temperatureC);
    return j;
}

Json device(const Probe::DeviceInfo &d)
{
    Json j = Json::object();
    j["id"] = d.id;
    j["backend"] = d.backend;
    j["name"] = d.name;
    j["vendor"] = d.vendor;
    j["uuid"] = d.uuid;
    j["serial"] = d.serial;
    j["pci_bus_id"] = d.pciBusId;
    j["memory_bytes"] = d.memoryBytes;
    j["compute_units"] = d.computeUnits;
    j["core_clock_mhz"] = d.coreClockMHz;
    j["memory_clock_mhz"] = d.memoryClockMHz;
    j["memory_bus_width_bits"] = d.memoryBusWidthBits;
    j["pcie"] = Json{{"current_gen", d.pcie.currentGen},
                     {"current_width", d.pcie.currentWidth},
                     {"max_gen", d.pcie.maxGen},
                     {"max_width", d.pcie.maxWidth}};
    j["driver_version"] = d.driverVersion;
    j["runtime_version"] = d.runtimeVersion;
    return j;
}

} // namespace GpuPlan::ProbeJson
