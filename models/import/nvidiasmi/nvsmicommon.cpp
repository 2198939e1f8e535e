#include "nvsmicommon.h"

#include "parsetext.h"

#include <cctype>
#include <cstdlib>

namespace GpuPlan::NvSmi {

using namespace ParseText;

const Node *Node::child(std::string_view childName) const
{
    for (const Node &c : children)
        if (c.name == childName)
            return &c;
    return nullptr;
}

const Node *Node::find(std::string_view path) const
{
    const Node *node = this;
    while (node && !path.empty()) {
        const auto slash = path.find('/');
        node = node->child(path.substr(0, slash));
        path = slash == std::string_view::npos ? std::string_view() : path.substr(slash + 1);
    }
    return node;
}

const std::string *Node::text(std::initializer_list<std::string_view> paths) const
{
    for (std::string_view path : paths)
        if (const Node *node = find(path); node && !isNotAvailable(node->value))
            return &node->value;
    return nullptr;
}

std::string normalizeKey(std::string_view key)
{
    std::string out;
    bool pendingSep = false;
    for (const char ch : key) {
        const auto c = static_cast<unsigned char>(ch);
        if (std::isalnum(c)) {
            if (pendingSep && !out.empty())
                out += '_';
            pendingSep = false;
            out += char(std::tolower(c));
        } else {
            pendingSep = true;
        }
    }
    return out;
}

std::optional<std::uint64_t> counter(std::string_view text)
{
    return roundedInt<std::uint64_t>(number(text)); // nullopt past 64 bits ("1e99" in a damaged file)
}

std::optional<bool> yesNo(std::string_view text)
{
    const std::string_view t = trim(text);
    for (const std::string_view yes : {"yes", "enabled", "on", "true", "active"})
        if (equalsNoCase(t, yes))
            return true;
    for (const std::string_view no : {"no", "disabled", "off", "false", "not active"})
        if (equalsNoCase(t, no))
            return false;
    return std::nullopt;
}

bool isActive(std::string_view value) { return equalsNoCase(trim(value), "active"); }

std::uint32_t throttleBit(std::string_view reason, std::string *shortName)
{
    std::string r = lower(reason);
    if (const auto pos = r.find("reason_"); pos != std::string::npos)
        r.erase(0, pos + 7);
    struct Entry
    {
        const char *key;
        std::uint32_t bit;
        const char *name;
    };
    static const Entry table[] = {
        {"sw_power_cap", ThrottleSwPowerCap, "sw_power_cap"},
        {"hw_slowdown", ThrottleHwSlowdown, "hw_slowdown"},
        {"hw_thermal_slowdown", ThrottleHwThermal, "hw_thermal"},
        {"hw_power_brake_slowdown", ThrottleHwPowerBrake, "hw_power_brake"},
        {"sw_thermal_slowdown", ThrottleSwThermal, "sw_thermal"},
        {"sync_boost", ThrottleSyncBoost, "sync_boost"},
    };
    for (const Entry &e : table) {
        if (r == e.key) {
            if (shortName)
                *shortName = e.name;
            return e.bit;
        }
    }
    return 0;
}

std::uint32_t throttleMaskFromNvml(std::uint64_t mask, std::vector<std::string> *names)
{
    // nvmlClocksEventReason* bits.
    struct Entry
    {
        std::uint64_t nvml;
        std::uint32_t bit;
        const char *name;
    };
    static const Entry table[] = {
        {0x4, ThrottleSwPowerCap, "sw_power_cap"}, {0x8, ThrottleHwSlowdown, "hw_slowdown"},
        {0x10, ThrottleSyncBoost, "sync_boost"},   {0x20, ThrottleSwThermal, "sw_thermal"},
        {0x40, ThrottleHwThermal, "hw_thermal"},   {0x80, ThrottleHwPowerBrake, "hw_power_brake"},
    };
    std::uint32_t out = 0;
    for (const Entry &e : table) {
        if (mask & e.nvml) {
            out |= e.bit;
            if (names)
                names->push_back(e.name);
        }
    }
    return out;
}

std::string pciIdFromNvidia(std::string_view deviceId)
{
    std::string t = lower(trim(deviceId));
    if (startsWith(t, "0x"))
        t.erase(0, 2);
    if (t.size() != 8 || t.find_first_not_of("0123456789abcdef") != std::string::npos)
        return {};
    return t.substr(4, 4) + ":" + t.substr(0, 4);
}

std::string stripAnsi(std::string_view line)
{
    std::string out;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (line[i] == '\x1b' && i + 1 < line.size() && line[i + 1] == '[') {
            i += 2;
            while (i < line.size() && !std::isalpha(static_cast<unsigned char>(line[i])))
                ++i;
            continue;
        }
        out += line[i];
    }
    return out;
}

int addDevice(ImportSink &sink, FleetDevice &device)
{
    if (device.vendor.empty())
        device.vendor = "NVIDIA";
    device.key = deviceKey(device);
    return sink.device(device);
}

void error(ImportSink &sink, int line, const char *code, std::vector<std::string> params)
{
    // An empty text has no line 0 to name: point at line 1.
    sink.diagnostic(diagnostic(Severity::Error, line > 0 ? line : 1, code, std::move(params)));
}

bool finishParse(const TextSource &text, ImportSink &sink, bool found, int line, const char *code,
                 std::vector<std::string> params)
{
    if (!found) {
        error(sink, line, code, std::move(params));
        return false;
    }
    sink.progress(text.totalBytes(), text.totalBytes());
    return true;
}

void addIndexedDevice(ImportSink &sink, std::set<int> &seen, int index, int line, const std::string &node)
{
    if (!seen.insert(index).second)
        return;
    FleetDevice d;
    d.index = index;
    d.node = node;
    d.line = line;
    addDevice(sink, d);
}

void warning(ImportSink &sink, int line, const char *code, std::vector<std::string> params)
{
    sink.diagnostic(diagnostic(Severity::Warning, line, code, std::move(params)));
}

namespace {

std::optional<std::uint64_t> counterAt(const Node &n, std::initializer_list<std::string_view> paths)
{
    const std::string *v = n.text(paths);
    return v ? counter(*v) : std::nullopt;
}

// ECC counts: the old layout has single_bit/double_bit totals, the newer one SRAM + DRAM counters.
std::optional<std::uint64_t> eccCount(const Node *scope, bool corrected)
{
    if (!scope)
        return std::nullopt;
    if (auto total = counterAt(*scope, {corrected ? "single_bit/total" : "double_bit/total"}))
        return total;
    std::optional<std::uint64_t> sum;
    // The old layout cut short before its Total (the guides print `-q -d ECC | sed -n '1,80p'`): the sum of
    // the parts it shows (Device Memory, Register File, L1 Cache, ...).
    if (const Node *bits = scope->child(corrected ? "single_bit" : "double_bit")) {
        for (const Node &part : bits->children)
            if (const auto v = counter(part.value))
                sum = sum.value_or(0) + *v;
        return sum;
    }
    const char *kind = corrected ? "_correctable" : "_uncorrectable";
    for (const Node &c : scope->children) {
        const bool match = (startsWith(c.name, "sram") || startsWith(c.name, "dram")) && c.name.find(kind) == 4;
        if (!match)
            continue;
        // "sram_uncorrectable" and its split "sram_uncorrectable_parity/_secded" must not be added twice.
        if (c.name.size() > 4 + std::string_view(kind).size() && scope->child(c.name.substr(0, 4) + kind))
            continue;
        if (const auto v = counter(c.value))
            sum = sum.value_or(0) + *v;
    }
    return sum;
}

void collectReasons(const Node &node, FleetDevice &d)
{
    for (const Node &c : node.children) {
        std::string name;
        if (throttleBit(c.name, &name) && isActive(c.value))
            d.activeThrottleReasons.push_back(name);
        collectReasons(c, d);
    }
}

std::uint32_t reasonMask(const Node &node)
{
    std::uint32_t mask = 0;
    for (const Node &c : node.children) {
        if (isActive(c.value))
            mask |= throttleBit(c.name);
        mask |= reasonMask(c);
    }
    return mask;
}

const Node *reasonsNode(const Node &gpu)
{
    if (const Node *n = gpu.child("clocks_event_reasons"))
        return n;
    return gpu.child("clocks_throttle_reasons");
}

float asFloat(const Node &gpu, std::initializer_list<std::string_view> paths, double scale = 1.0)
{
    const std::string *v = gpu.text(paths);
    const auto n = v ? number(*v) : std::nullopt;
    return n ? float(*n * scale) : TelemetryRow::kMissing;
}

std::optional<int> intAt(const Node &gpu, std::initializer_list<std::string_view> paths)
{
    const std::string *v = gpu.text(paths);
    return checkedInt<int>(v ? number(*v) : std::nullopt);
}

} // namespace

FleetDevice deviceFromTree(const Node &gpu, const Node &root)
{
    FleetDevice d;
    d.line = gpu.line;
    if (const auto *v = gpu.text({"product_name"}))
        d.name = *v;
    if (const auto *v = gpu.text({"uuid", "gpu_uuid"}))
        d.uuid = *v;
    if (const auto *v = gpu.text({"serial", "serial_number"}))
        d.serial = *v;
    if (const auto *v = gpu.text({"pci/pci_bus_id", "pci/bus_id"}))
        d.pciBusId = pciBusId(*v);
    else if (!gpu.value.empty())
        d.pciBusId = pciBusId(gpu.value); // <gpu id="..."> or the "GPU 00000000:65:00.0" header
    if (const auto *v = gpu.text({"pci/pci_device_id", "pci/device_id"}))
        d.pciId = pciIdFromNvidia(*v);
    if (const auto *v = root.text({"driver_version"}))
        d.driverVersion = *v;
    if (const auto *v = gpu.text({"vbios_version"}))
        d.vbios = *v;
    if (const auto *v = gpu.text({"fb_memory_usage/total"}))
        d.memoryBytes = bytes(*v);
    d.pcieMaxGen = intAt(gpu, {"pci/pci_gpu_link_info/pcie_gen/max_link_gen", "pci/gpu_link_info/pcie_generation/max"});
    d.pcieGen
        = intAt(gpu, {"pci/pci_gpu_link_info/pcie_gen/current_link_gen", "pci/gpu_link_info/pcie_generation/current"});
    d.pcieMaxWidth
        = intAt(gpu, {"pci/pci_gpu_link_info/link_widths/max_link_width", "pci/gpu_link_info/link_width/max"});
    d.pcieWidth
        = intAt(gpu, {"pci/pci_gpu_link_info/link_widths/current_link_width", "pci/gpu_link_info/link_width/current"});
    d.pcieReplays = counterAt(gpu, {"pci/replay_counter", "pci/replays_since_reset"});
    if (const auto *v = gpu.text({"power_readings/enforced_power_limit", "power_readings/power_limit",
                                  "gpu_power_readings/current_power_limit", "power_readings/current_power_limit"}))
        d.powerLimitW = number(*v);
    if (const auto *v = gpu.text({"temperature/gpu_temp_slow_threshold", "temperature/gpu_slowdown_temp"}))
        d.slowdownTemperatureC = number(*v);
    if (const auto *v = gpu.text({"ecc_mode/current_ecc", "ecc_mode/current"}))
        d.eccEnabled = yesNo(*v);
    if (const auto *v = gpu.text({"mig_mode/current_mig", "mig_mode/current"}))
        d.migEnabled = yesNo(*v);
    const Node *ecc = gpu.child("ecc_errors");
    d.eccCorrectedVolatile = eccCount(ecc ? ecc->child("volatile") : nullptr, true);
    d.eccUncorrectedVolatile = eccCount(ecc ? ecc->child("volatile") : nullptr, false);
    d.eccCorrectedAggregate = eccCount(ecc ? ecc->child("aggregate") : nullptr, true);
    d.eccUncorrectedAggregate = eccCount(ecc ? ecc->child("aggregate") : nullptr, false);
    d.retiredPagesSbe = counterAt(
        gpu, {"retired_pages/multiple_single_bit_retirement/retired_count", "retired_pages/single_bit_ecc"});
    d.retiredPagesDbe
        = counterAt(gpu, {"retired_pages/double_bit_retirement/retired_count", "retired_pages/double_bit_ecc"});
    if (const auto *v = gpu.text({"retired_pages/pending_retirement", "retired_pages/pending_blacklist",
                                  "retired_pages/pending_page_blacklist"}))
        d.retiredPagesPending = yesNo(*v);
    d.remappedRowsCorrectable = counterAt(gpu, {"remapped_rows/remapped_row_corr", "remapped_rows/correctable_error"});
    d.remappedRowsUncorrectable
        = counterAt(gpu, {"remapped_rows/remapped_row_unc", "remapped_rows/uncorrectable_error"});
    if (const auto *v = gpu.text({"remapped_rows/remapped_row_pending", "remapped_rows/pending"}))
        d.remapPending = yesNo(*v);
    if (const auto *v = gpu.text({"remapped_rows/remapped_row_failure", "remapped_rows/remapping_failure_occurred"}))
        d.remapFailure = yesNo(*v);
    if (const Node *reasons = reasonsNode(gpu))
        collectReasons(*reasons, d);
    return d;
}

TelemetryRow telemetryFromTree(const Node &gpu, double time)
{
    TelemetryRow r;
    r.time = time;
    r.line = gpu.line;
    r.smClockMHz = asFloat(gpu, {"clocks/sm_clock", "clocks/sm"});
    r.memClockMHz = asFloat(gpu, {"clocks/mem_clock", "clocks/memory"});
    r.powerW = asFloat(gpu,
                       {"power_readings/power_draw", "gpu_power_readings/power_draw",
                        "gpu_power_readings/average_power_draw", "gpu_power_readings/instant_power_draw",
                        "gpu_power_readings/instantaneous_power_draw"});
    r.temperatureC = asFloat(gpu, {"temperature/gpu_temp", "temperature/gpu_current_temp"});
    r.memTemperatureC = asFloat(gpu, {"temperature/memory_temp", "temperature/memory_current_temp"});
    r.utilizationPct = asFloat(gpu, {"utilization/gpu_util", "utilization/gpu"});
    r.memUtilizationPct = asFloat(gpu, {"utilization/memory_util", "utilization/memory"});
    if (const auto *v = gpu.text({"fb_memory_usage/used"}))
        if (const auto b = bytes(*v))
            r.memUsedMiB = float(double(*b) / 1048576.0);
    // nvidia-smi prints PCIe throughput in KB/s.
    r.pcieRxMBs = asFloat(gpu, {"pci/rx_util", "pci/rx_throughput"}, 1e-3);
    r.pcieTxMBs = asFloat(gpu, {"pci/tx_util", "pci/tx_throughput"}, 1e-3);
    if (const Node *reasons = reasonsNode(gpu))
        r.throttleMask = reasonMask(*reasons);
    return r;
}

bool hasTelemetry(const TelemetryRow &r)
{
    for (const float v : {r.smClockMHz, r.memClockMHz, r.powerW, r.temperatureC, r.memTemperatureC, r.utilizationPct,
                          r.memUtilizationPct, r.memUsedMiB, r.pcieRxMBs, r.pcieTxMBs})
        if (TelemetryRow::has(v))
            return true;
    return false;
}

} // namespace GpuPlan::NvSmi
