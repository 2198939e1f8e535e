// fleet_device rows <-> FleetDevice, the identity rule across files, and the stored telemetry digest.
#include "fleetdevicerow.h"

#include "fleetsql.h"

#include "core/jsonlocator.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>

#include <algorithm>
#include <array>
#include <cctype>

namespace GpuPlan {

namespace {

using Text = std::string FleetDevice::*;
constexpr std::array<Text, 9> kTexts{&FleetDevice::node,  &FleetDevice::vendor,        &FleetDevice::name,
                                     &FleetDevice::uuid,  &FleetDevice::serial,        &FleetDevice::pciBusId,
                                     &FleetDevice::pciId, &FleetDevice::driverVersion, &FleetDevice::vbios};
using Int = std::optional<int> FleetDevice::*;
constexpr std::array<Int, 4> kInts{&FleetDevice::pcieGen, &FleetDevice::pcieWidth, &FleetDevice::pcieMaxGen,
                                   &FleetDevice::pcieMaxWidth};
using Real = std::optional<double> FleetDevice::*;
constexpr std::array<Real, 2> kReals{&FleetDevice::powerLimitW, &FleetDevice::slowdownTemperatureC};
using Flag = std::optional<bool> FleetDevice::*;
constexpr std::array<Flag, 5> kFlags{&FleetDevice::eccEnabled, &FleetDevice::migEnabled,
                                     &FleetDevice::retiredPagesPending, &FleetDevice::remapPending,
                                     &FleetDevice::remapFailure};
using Count = std::optional<std::uint64_t> FleetDevice::*;
constexpr std::array<Count, 10> kCounts{&FleetDevice::memoryBytes,
                                        &FleetDevice::eccCorrectedVolatile,
                                        &FleetDevice::eccUncorrectedVolatile,
                                        &FleetDevice::eccCorrectedAggregate,
                                        &FleetDevice::eccUncorrectedAggregate,
                                        &FleetDevice::retiredPagesSbe,
                                        &FleetDevice::retiredPagesDbe,
                                        &FleetDevice::remappedRowsCorrectable,
                                        &FleetDevice::remappedRowsUncorrectable,
                                        &FleetDevice::pcieReplays};

// [file, line], and the sample's time when it is known (digests written before it have two elements).
Json evidenceJson(const Evidence &e)
{
    return e.time > 0 ? Json::array({e.file, e.line, e.time}) : Json::array({e.file, e.line});
}

Evidence evidenceFrom(const Json &j)
{
    if (!j.is_array() || j.size() < 2 || j.size() > 3 || !j[0].is_string() || !j[1].is_number_integer())
        return {};
    const double time = j.size() == 3 && j[2].is_number() ? j[2].get<double>() : 0;
    return {j[0].get<std::string>(), j[1].get<int>(), {}, time};
}

} // namespace

bool identifiesNothing(const std::string &s)
{
    if (s.empty() || s == "N/A" || s == "[N/A]" || s == "Not Supported")
        return true;
    std::string_view v = s;
    if (v.substr(0, 4) == "GPU-" || v.substr(0, 4) == "MIG-")
        v.remove_prefix(4);
    return std::all_of(v.begin(), v.end(), [](char c) { return c == '0' || c == '-' || c == ' '; });
}

std::string lowerAscii(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

const char *const kFleetDeviceColumns
    = "node, vendor, name, uuid, serial, pci_bus_id, pci_id, driver, vbios, pcie_gen, pcie_width, pcie_max_gen, "
      "pcie_max_width, power_limit_w, slowdown_temp_c, ecc_enabled, mig_enabled, retired_pages_pending, "
      "remap_pending, remap_failure, memory_bytes, ecc_corrected_volatile, ecc_uncorrected_volatile, "
      "ecc_corrected_aggregate, ecc_uncorrected_aggregate, retired_pages_sbe, retired_pages_dbe, "
      "remapped_rows_correctable, remapped_rows_uncorrectable, pcie_replays, idx, throttle_reasons, line";

void bindDevice(SqlStatement &s, int i, const FleetDevice &d)
{
    for (Text m : kTexts)
        s.bind(i++, std::string_view(d.*m));
    for (Int m : kInts)
        s.bindOptional(i++, d.*m);
    for (Real m : kReals)
        s.bindOptional(i++, d.*m);
    for (Flag m : kFlags)
        s.bindOptional(i++, d.*m);
    for (Count m : kCounts)
        s.bindOptional(i++, d.*m);
    if (d.index >= 0)
        s.bind(i++, d.index);
    else
        s.bindNull(i++);
    // The JSON text must outlive the statement's step: kept in a thread-local buffer.
    thread_local std::string reasons;
    reasons = Json(d.activeThrottleReasons).dump();
    s.bind(i++, std::string_view(reasons));
    s.bind(i, d.line);
}

FleetDevice readDevice(const SqlStatement &s, int i)
{
    FleetDevice d;
    for (Text m : kTexts)
        d.*m = s.text(i++);
    for (Int m : kInts)
        d.*m = s.optional<int>(i++);
    for (Real m : kReals)
        d.*m = s.optional<double>(i++);
    for (Flag m : kFlags) {
        d.*m = s.isNull(i) ? std::nullopt : std::optional<bool>(s.integer(i) != 0);
        ++i;
    }
    for (Count m : kCounts)
        d.*m = s.optional<std::uint64_t>(i++);
    d.index = s.isNull(i) ? -1 : int(s.integer(i));
    ++i;
    const Json reasons = Json::parse(s.text(i++), nullptr, false);
    if (reasons.is_array())
        for (const Json &r : reasons)
            if (r.is_string())
                d.activeThrottleReasons.push_back(r.get<std::string>());
    d.line = int(s.integer(i));
    return d;
}

FleetDevice mergeDevice(FleetDevice stored, const FleetDevice &update)
{
    for (Text m : kTexts)
        if (!(update.*m).empty())
            stored.*m = update.*m;
    for (Int m : kInts)
        if (update.*m)
            stored.*m = update.*m;
    for (Real m : kReals)
        if (update.*m)
            stored.*m = update.*m;
    for (Flag m : kFlags)
        if (update.*m)
            stored.*m = update.*m;
    for (Count m : kCounts)
        if (update.*m)
            stored.*m = update.*m;
    if (update.index >= 0)
        stored.index = update.index;
    if (!update.indexSpace.empty())
        stored.indexSpace = update.indexSpace;
    if (!update.activeThrottleReasons.empty())
        stored.activeThrottleReasons = update.activeThrottleReasons;
    stored.key = update.key;
    stored.line = update.line;
    return stored;
}

std::string workspaceDeviceKey(const FleetDevice &d, std::int64_t fileId)
{
    if (!identifiesNothing(d.uuid))
        return "uuid:" + lowerAscii(d.uuid);
    if (!identifiesNothing(d.serial))
        return "serial:" + lowerAscii(d.vendor) + ":" + d.serial;
    if (!d.node.empty() && !d.pciBusId.empty())
        return "pci:" + d.node + "/" + lowerAscii(d.pciBusId);
    // By index only within one numbering: the vendor's tools share theirs (nvidia-smi, DCGM and topo -m
    // number NVIDIA's GPUs alike), a runtime's listing has its own; a GPU of no known vendor stays in its file.
    const std::string space = d.indexSpace.empty() ? lowerAscii(d.vendor) : d.indexSpace;
    if (!d.node.empty() && d.index >= 0 && !space.empty())
        return "index:" + d.node + "/" + space + "/" + std::to_string(d.index);
    return "file:" + std::to_string(fileId) + "/" + d.key;
}

std::string summaryToJson(const SampleSummary &s)
{
    Json j = Json::object();
    j["samples"] = s.samples;
    j["loaded"] = s.loadedSamples;
    j["thermal_loaded"] = s.thermalThrottleLoaded;
    j["power_loaded"] = s.powerThrottleLoaded;
    j["first_thermal"] = evidenceJson(s.firstThermalThrottle);
    j["first_power"] = evidenceJson(s.firstPowerThrottle);
    if (s.maxTemperatureC)
        j["max_temperature_c"] = *s.maxTemperatureC;
    j["hottest"] = evidenceJson(s.hottest);
    j["reference_clock_sum"] = s.referenceClockSum;
    j["reference_clock_count"] = s.referenceClockCount;
    j["later_clock_sum"] = s.laterClockSum;
    j["later_clock_count"] = s.laterClockCount;
    j["later"] = evidenceJson(s.laterEvidence);
    j["utilization_sum"] = s.utilizationSum;
    j["utilization_count"] = s.utilizationCount;
    j["first_utilization"] = evidenceJson(s.firstUtilization);
    if (s.maxMemUsedMiB)
        j["max_mem_used_mib"] = *s.maxMemUsedMiB;
    return j.dump();
}

SampleSummary summaryFromJson(const std::string &json)
{
    SampleSummary s;
    const Json j = Json::parse(json, nullptr, false);
    if (!j.is_object())
        return s;
    s.samples = j.value("samples", std::uint64_t(0));
    s.loadedSamples = j.value("loaded", std::uint64_t(0));
    s.thermalThrottleLoaded = j.value("thermal_loaded", std::uint64_t(0));
    s.powerThrottleLoaded = j.value("power_loaded", std::uint64_t(0));
    s.firstThermalThrottle = evidenceFrom(j.value("first_thermal", Json()));
    s.firstPowerThrottle = evidenceFrom(j.value("first_power", Json()));
    if (j.contains("max_temperature_c") && j["max_temperature_c"].is_number())
        s.maxTemperatureC = j["max_temperature_c"].get<float>();
    s.hottest = evidenceFrom(j.value("hottest", Json()));
    s.referenceClockSum = j.value("reference_clock_sum", 0.0);
    s.referenceClockCount = j.value("reference_clock_count", 0);
    s.laterClockSum = j.value("later_clock_sum", 0.0);
    s.laterClockCount = j.value("later_clock_count", std::uint64_t(0));
    s.laterEvidence = evidenceFrom(j.value("later", Json()));
    s.utilizationSum = j.value("utilization_sum", 0.0);
    s.utilizationCount = j.value("utilization_count", std::uint64_t(0));
    s.firstUtilization = evidenceFrom(j.value("first_utilization", Json()));
    if (j.contains("max_mem_used_mib") && j["max_mem_used_mib"].is_number())
        s.maxMemUsedMiB = j["max_mem_used_mib"].get<float>();
    return s;
}

void mergeSummary(SampleSummary &into, const SampleSummary &later)
{
    if (later.samples == 0)
        return;
    if (into.thermalThrottleLoaded == 0)
        into.firstThermalThrottle = later.firstThermalThrottle;
    if (into.powerThrottleLoaded == 0)
        into.firstPowerThrottle = later.firstPowerThrottle;
    into.samples += later.samples;
    into.loadedSamples += later.loadedSamples;
    into.thermalThrottleLoaded += later.thermalThrottleLoaded;
    into.powerThrottleLoaded += later.powerThrottleLoaded;
    if (later.maxTemperatureC && (!into.maxTemperatureC || *later.maxTemperatureC > *into.maxTemperatureC)) {
        into.maxTemperatureC = later.maxTemperatureC;
        into.hottest = later.hottest;
    }
    // The reference stays the first loaded minute ever seen; the later file's samples are "later".
    if (into.referenceClockCount == 0) {
        into.referenceClockSum = later.referenceClockSum;
        into.referenceClockCount = later.referenceClockCount;
    } else {
        into.laterClockSum += later.referenceClockSum;
        into.laterClockCount += std::uint64_t(later.referenceClockCount);
    }
    if (into.laterClockCount == 0 || (later.laterClockCount > 0 && into.laterEvidence.file.empty()))
        into.laterEvidence = later.laterEvidence;
    into.laterClockSum += later.laterClockSum;
    into.laterClockCount += later.laterClockCount;
    if (into.utilizationCount == 0)
        into.firstUtilization = later.firstUtilization;
    into.utilizationSum += later.utilizationSum;
    into.utilizationCount += later.utilizationCount;
    if (later.maxMemUsedMiB && (!into.maxMemUsedMiB || *later.maxMemUsedMiB > *into.maxMemUsedMiB))
        into.maxMemUsedMiB = later.maxMemUsedMiB;
}

} // namespace GpuPlan
