// The metric families of the three GPU exporters GpuPlan reads, mapped onto its fields:
// - NVIDIA dcgm-exporter: DCGM_FI_DEV_* / DCGM_FI_PROF_* (MHz, W, C, %, MiB; PCIe bytes per second);
// - AMD device-metrics-exporter: gpu_* (W, C, %, MB; clocks as gpu_clock{clock_type=...});
// - utkuozdemir nvidia_gpu_exporter: nvidia_smi_* (converted to base units: Hz, bytes, ratios);
// - Intel XPU Manager's exporter: xpum_* (ratios 0-1, bytes, MHz, W, C; device labels uuid, dev_name, pci_bdf;
//   names and units from intel/xpumanager rest/prometheus_exporter/prometheus_exporter_types.py @04ebef9).
#include "metricscommon.h"
#include "parsetext.h"

#include <cctype>
#include <cmath>
#include <cstdio>

namespace GpuPlan::Metrics {

using namespace ParseText;

std::optional<int> pcieGenFromText(std::string_view text)
{
    const std::string t = lower(text);
    const auto gt = t.find("gt/s");
    if (gt == std::string::npos)
        return std::nullopt;
    std::size_t start = gt;
    while (start > 0
           && (std::isdigit(static_cast<unsigned char>(t[start - 1])) || t[start - 1] == '.' || t[start - 1] == ' '))
        --start;
    const auto speed = number(t.substr(start, gt - start));
    return speed ? pcieGenFromGts(*speed) : std::nullopt;
}

const std::string *label(const Labels &labels, std::string_view name)
{
    for (const auto &[key, value] : labels)
        if (key == name && !value.empty())
            return &value;
    return nullptr;
}

void applyLabels(const Labels &labels, FleetDevice &d)
{
    const auto first = [&labels](std::initializer_list<const char *> names) -> const std::string * {
        for (const char *n : names)
            if (const std::string *v = label(labels, n); v && !isNotAvailable(*v))
                return v;
        return nullptr;
    };
    if (const std::string *v = first({"UUID", "uuid", "GPU_UUID", "gpu_uuid"}))
        d.uuid = *v;
    if (const std::string *v = first({"DCGM_FI_DEV_SERIAL", "SERIAL_NUMBER", "serial_number", "serial"});
        v && v->find_first_not_of('0') != std::string::npos)
        d.serial = *v;
    if (const std::string *v = first({"modelName", "DCGM_FI_DEV_NAME", "card_model", "name", "dev_name"}))
        d.name = *v;
    if (const std::string *v = first({"pci_bus_id", "PCI_BUS_ID", "pci_bdf"}))
        d.pciBusId = pciBusId(*v);
    if (const std::string *v = first({"Hostname", "hostname", "node"}))
        d.node = *v;
    else if (const std::string *instance = first({"instance"})) {
        // The scrape target Prometheus adds, "host:port": the node, for an exporter that does not name it.
        const auto colon = instance->rfind(':');
        const bool ipv6 = instance->find(']') != std::string::npos;
        d.node = colon == std::string::npos || (ipv6 && colon < instance->rfind(']')) ? *instance
                                                                                      : instance->substr(0, colon);
    }
    if (const std::string *v = first({"DCGM_FI_DRIVER_VERSION", "driver_version"}))
        d.driverVersion = *v;
    if (const std::string *v = first({"DCGM_FI_DEV_VBIOS_VERSION", "vbios_version"}))
        d.vbios = *v;
    if (const std::string *v = first({"gpu", "gpu_id", "index"}))
        if (const auto n = smallIndex(number(*v)))
            d.index = *n;
}

namespace {

float f(double v) { return static_cast<float>(v); }

/// A counter's value; nullopt for one no 64-bit count holds ("1e99" in a damaged scrape). Negative: 0.
std::optional<std::uint64_t> count(double v)
{
    return v > 0 ? roundedInt<std::uint64_t>(v) : std::optional<std::uint64_t>(0);
}

} // namespace

std::uint32_t nvmlMask(std::uint64_t mask)
{
    std::uint32_t bits = 0;
    if (mask & 0x4)
        bits |= ThrottleSwPowerCap;
    if (mask & 0x8)
        bits |= ThrottleHwSlowdown;
    if (mask & 0x10)
        bits |= ThrottleSyncBoost;
    if (mask & 0x20)
        bits |= ThrottleSwThermal;
    if (mask & 0x40)
        bits |= ThrottleHwThermal;
    if (mask & 0x80)
        bits |= ThrottleHwPowerBrake;
    if (mask & ~std::uint64_t(0xff) & ~std::uint64_t(0x100))
        bits |= ThrottleOther;
    return bits;
}

namespace {

bool applyDcgm(std::string_view n, double v, FleetDevice &d, TelemetryRow &r, std::optional<int> &xid)
{
    if (n == "DCGM_FI_DEV_SM_CLOCK")
        r.smClockMHz = f(v);
    else if (n == "DCGM_FI_DEV_MEM_CLOCK")
        r.memClockMHz = f(v);
    else if (n == "DCGM_FI_DEV_GPU_TEMP")
        r.temperatureC = f(v);
    else if (n == "DCGM_FI_DEV_MEMORY_TEMP")
        r.memTemperatureC = f(v);
    else if (n == "DCGM_FI_DEV_POWER_USAGE")
        r.powerW = f(v);
    else if (n == "DCGM_FI_DEV_GPU_UTIL")
        r.utilizationPct = f(v);
    else if (n == "DCGM_FI_DEV_MEM_COPY_UTIL")
        r.memUtilizationPct = f(v);
    else if (n == "DCGM_FI_DEV_FB_USED")
        r.memUsedMiB = f(v);
    else if (n == "DCGM_FI_PROF_PCIE_TX_BYTES")
        r.pcieTxMBs = f(v / 1e6);
    else if (n == "DCGM_FI_PROF_PCIE_RX_BYTES")
        r.pcieRxMBs = f(v / 1e6);
    else if (n == "DCGM_FI_DEV_CLOCK_THROTTLE_REASONS" || n == "DCGM_FI_DEV_CLOCKS_EVENT_REASONS")
        r.throttleMask = nvmlMask(count(v).value_or(0));
    else if (n == "DCGM_FI_DEV_FB_TOTAL")
        d.memoryBytes = count(v * 1048576.0);
    else if (n == "DCGM_FI_DEV_POWER_MGMT_LIMIT")
        d.powerLimitW = v;
    else if (n == "DCGM_FI_DEV_SLOWDOWN_TEMP")
        d.slowdownTemperatureC = v;
    else if (n == "DCGM_FI_DEV_PCIE_REPLAY_COUNTER")
        d.pcieReplays = count(v);
    else if (n == "DCGM_FI_DEV_PCIE_LINK_GEN")
        d.pcieGen = smallIndex(v);
    else if (n == "DCGM_FI_DEV_PCIE_LINK_WIDTH")
        d.pcieWidth = smallIndex(v);
    else if (n == "DCGM_FI_DEV_PCIE_MAX_LINK_GEN")
        d.pcieMaxGen = smallIndex(v);
    else if (n == "DCGM_FI_DEV_PCIE_MAX_LINK_WIDTH")
        d.pcieMaxWidth = smallIndex(v);
    else if (n == "DCGM_FI_DEV_ECC_SBE_VOL_TOTAL")
        d.eccCorrectedVolatile = count(v);
    else if (n == "DCGM_FI_DEV_ECC_DBE_VOL_TOTAL")
        d.eccUncorrectedVolatile = count(v);
    else if (n == "DCGM_FI_DEV_ECC_SBE_AGG_TOTAL")
        d.eccCorrectedAggregate = count(v);
    else if (n == "DCGM_FI_DEV_ECC_DBE_AGG_TOTAL")
        d.eccUncorrectedAggregate = count(v);
    else if (n == "DCGM_FI_DEV_RETIRED_SBE")
        d.retiredPagesSbe = count(v);
    else if (n == "DCGM_FI_DEV_RETIRED_DBE")
        d.retiredPagesDbe = count(v);
    else if (n == "DCGM_FI_DEV_RETIRED_PENDING")
        d.retiredPagesPending = v > 0;
    else if (n == "DCGM_FI_DEV_CORRECTABLE_REMAPPED_ROWS")
        d.remappedRowsCorrectable = count(v);
    else if (n == "DCGM_FI_DEV_UNCORRECTABLE_REMAPPED_ROWS")
        d.remappedRowsUncorrectable = count(v);
    else if (n == "DCGM_FI_DEV_ROW_REMAP_PENDING")
        d.remapPending = v > 0;
    else if (n == "DCGM_FI_DEV_ROW_REMAP_FAILURE")
        d.remapFailure = v > 0;
    else if (n == "DCGM_FI_DEV_XID_ERRORS")
        xid = smallIndex(v);
    else
        return false;
    return true;
}

bool applyAmd(std::string_view n, const Labels &labels, double v, FleetDevice &d, TelemetryRow &r)
{
    // The exporter reports 0 for sensors an APU does not have: a GPU never draws 0 W.
    const float power = v > 0 ? f(v) : TelemetryRow::kMissing;
    if (n == "gpu_power_usage")
        r.powerW = power;
    else if (n == "gpu_average_package_power" || n == "gpu_package_power") {
        if (!TelemetryRow::has(r.powerW))
            r.powerW = power;
    } else if (n == "gpu_edge_temperature")
        r.temperatureC = f(v);
    else if (n == "gpu_junction_temperature") {
        if (!TelemetryRow::has(r.temperatureC))
            r.temperatureC = f(v);
    } else if (n == "gpu_memory_temperature")
        r.memTemperatureC = f(v);
    else if (n == "gpu_gfx_activity" || n == "gpu_usage")
        r.utilizationPct = f(v);
    else if (n == "gpu_umc_activity")
        r.memUtilizationPct = f(v);
    else if (n == "gpu_used_vram")
        r.memUsedMiB = f(v * 1e6 / 1048576.0);
    else if (n == "gpu_total_vram" || n == "gpu_total_memory")
        d.memoryBytes = count(v * 1e6);
    else if (n == "gpu_ecc_correct_total")
        d.eccCorrectedVolatile = count(v);
    else if (n == "gpu_ecc_uncorrect_total")
        d.eccUncorrectedVolatile = count(v);
    else if (n == "pcie_replay_count" || n == "gpu_pcie_replay_count")
        d.pcieReplays = count(v);
    else if (n == "gpu_clock") {
        const std::string *type = label(labels, "clock_type");
        if (type && *type == "GPU_CLOCK_TYPE_SYSTEM")
            r.smClockMHz = f(v);
        else if (type && *type == "GPU_CLOCK_TYPE_MEMORY")
            r.memClockMHz = f(v);
        else
            return type != nullptr;
    } else
        return false;
    return true;
}

bool applyNvidiaSmi(std::string_view n, double v, FleetDevice &d, TelemetryRow &r)
{
    n.remove_prefix(11); // "nvidia_smi_"
    if (n == "clocks_current_sm_clock_hz")
        r.smClockMHz = f(v / 1e6);
    else if (n == "clocks_current_memory_clock_hz")
        r.memClockMHz = f(v / 1e6);
    else if (n == "temperature_gpu")
        r.temperatureC = f(v);
    else if (n == "temperature_memory")
        r.memTemperatureC = f(v);
    else if (n == "power_draw_watts")
        r.powerW = f(v);
    else if (n == "utilization_gpu_ratio")
        r.utilizationPct = f(v * 100);
    else if (n == "utilization_memory_ratio")
        r.memUtilizationPct = f(v * 100);
    else if (n == "memory_used_bytes")
        r.memUsedMiB = f(v / 1048576.0);
    else if (n == "memory_total_bytes")
        d.memoryBytes = count(v);
    else if (n == "pci_device_id") { // 0x233010DE: device in the high half, vendor in the low half
        char id[16];
        const std::uint64_t both = count(v).value_or(0);
        std::snprintf(id, sizeof id, "%04x:%04x", static_cast<unsigned>(both & 0xffff),
                      static_cast<unsigned>((both >> 16) & 0xffff));
        d.pciId = id;
    } else if (n == "enforced_power_limit_watts")
        d.powerLimitW = v;
    else if (n == "pcie_link_gen_current")
        d.pcieGen = smallIndex(v);
    else if (n == "pcie_link_gen_max")
        d.pcieMaxGen = smallIndex(v);
    else if (n == "pcie_link_width_current")
        d.pcieWidth = smallIndex(v);
    else if (n == "pcie_link_width_max")
        d.pcieMaxWidth = smallIndex(v);
    else if (n == "ecc_mode_current")
        d.eccEnabled = v > 0;
    else if (n == "mig_mode_current")
        d.migEnabled = v > 0;
    else if (n == "ecc_errors_corrected_volatile_total")
        d.eccCorrectedVolatile = count(v);
    else if (n == "ecc_errors_uncorrected_volatile_total")
        d.eccUncorrectedVolatile = count(v);
    else if (n == "ecc_errors_corrected_aggregate_total")
        d.eccCorrectedAggregate = count(v);
    else if (n == "ecc_errors_uncorrected_aggregate_total")
        d.eccUncorrectedAggregate = count(v);
    else if (n == "retired_pages_single_bit_ecc_count")
        d.retiredPagesSbe = count(v);
    else if (n == "retired_pages_double_bit_count")
        d.retiredPagesDbe = count(v);
    else if (n == "retired_pages_pending")
        d.retiredPagesPending = v > 0;
    else if (n == "clocks_event_reasons_sw_power_cap" || n == "clocks_throttle_reasons_sw_power_cap")
        r.throttleMask |= v > 0 ? std::uint32_t(ThrottleSwPowerCap) : 0u;
    else if (n == "clocks_event_reasons_hw_slowdown" || n == "clocks_throttle_reasons_hw_slowdown")
        r.throttleMask |= v > 0 ? std::uint32_t(ThrottleHwSlowdown) : 0u;
    else if (n == "clocks_event_reasons_sw_thermal_slowdown" || n == "clocks_throttle_reasons_sw_thermal_slowdown")
        r.throttleMask |= v > 0 ? std::uint32_t(ThrottleSwThermal) : 0u;
    else if (n == "clocks_event_reasons_hw_thermal_slowdown" || n == "clocks_throttle_reasons_hw_thermal_slowdown")
        r.throttleMask |= v > 0 ? std::uint32_t(ThrottleHwThermal) : 0u;
    else if (n == "clocks_event_reasons_hw_power_brake_slowdown"
             || n == "clocks_throttle_reasons_hw_power_brake_slowdown")
        r.throttleMask |= v > 0 ? std::uint32_t(ThrottleHwPowerBrake) : 0u;
    else if (n == "clocks_event_reasons_sync_boost" || n == "clocks_throttle_reasons_sync_boost")
        r.throttleMask |= v > 0 ? std::uint32_t(ThrottleSyncBoost) : 0u;
    else
        return false;
    return true;
}

bool applyIntel(std::string_view n, const Labels &labels, double v, FleetDevice &d, TelemetryRow &r)
{
    const std::string *location = label(labels, "location");
    const bool memory = location && *location == "mem";
    if (n == "xpum_engine_ratio")
        r.utilizationPct = f(v * 100);
    else if (n == "xpum_memory_bandwidth_ratio")
        r.memUtilizationPct = f(v * 100);
    else if (n == "xpum_power_watts")
        r.powerW = f(v);
    else if (n == "xpum_temperature_celsius")
        (memory ? r.memTemperatureC : r.temperatureC) = f(v);
    else if (n == "xpum_memory_used_bytes")
        r.memUsedMiB = f(v / 1048576.0);
    else if (n == "xpum_frequency_mhz") {
        const std::string *type = label(labels, "type");
        if (memory || (type && *type != "actual"))
            return true; // the requested frequency, or the memory's: no field of ours
        r.smClockMHz = f(v);
    } else {
        (void)d;
        return false;
    }
    return true;
}

} // namespace

bool applyMetric(std::string_view name, const Labels &labels, double value, FleetDevice &device, TelemetryRow &row,
                 std::optional<int> &xid)
{
    if (startsWith(name, "DCGM_FI_"))
        return applyDcgm(name, value, device, row, xid);
    if (startsWith(name, "nvidia_smi_"))
        return applyNvidiaSmi(name, value, device, row);
    if (startsWith(name, "gpu_") || startsWith(name, "pcie_"))
        return applyAmd(name, labels, value, device, row);
    if (startsWith(name, "xpum_"))
        return applyIntel(name, labels, value, device, row);
    return false;
}

} // namespace GpuPlan::Metrics
