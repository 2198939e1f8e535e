#include "telemetry.h"

// Level Zero headers for the types only: every function is looked up with dlsym, so the runner starts
// (and the other readers work) on a machine without libze_loader.so.1. A machine without the headers
// (libze-dev) builds the runner with this reader disabled.
#if !__has_include(<level_zero/zes_api.h>)
namespace GpuPlan::Probe {
std::unique_ptr<TelemetryReader> openSysmanTelemetry(std::string &whyNot)
{
    whyNot = "Level Zero Sysman reader not built: no <level_zero/zes_api.h> when gpuplan-probe was compiled";
    return nullptr;
}
} // namespace GpuPlan::Probe
#else
#include <level_zero/zes_api.h>

#include <dlfcn.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <utility>
#include <vector>

namespace GpuPlan::Probe {
namespace {

// Required entry points; optional ones (missing from older loaders) are looked up separately.
// One entry point per line, by hand: clang-format 14 reflows this X-macro list differently on each pass.
// clang-format off
#define GPUPLAN_SYSMAN_FUNCTIONS(X) \
    X(zeInit) \
    X(zeDriverGet) \
    X(zeDeviceGet) \
    X(zesDeviceGetProperties) \
    X(zesDevicePciGetProperties) \
    X(zesDevicePciGetState) \
    X(zesDeviceEnumFrequencyDomains) \
    X(zesFrequencyGetProperties) \
    X(zesFrequencyGetState) \
    X(zesFrequencyGetThrottleTime) \
    X(zesDeviceEnumPowerDomains) \
    X(zesPowerGetProperties) \
    X(zesPowerGetEnergyCounter) \
    X(zesDeviceEnumTemperatureSensors) \
    X(zesTemperatureGetProperties) \
    X(zesTemperatureGetState) \
    X(zesDeviceEnumRasErrorSets) \
    X(zesRasGetProperties) \
    X(zesRasGetState)
// clang-format on

struct SysmanApi
{
    void *library = nullptr;
#define GPUPLAN_SYSMAN_POINTER(fn) decltype(&::fn) fn = nullptr;
    GPUPLAN_SYSMAN_FUNCTIONS(GPUPLAN_SYSMAN_POINTER)
#undef GPUPLAN_SYSMAN_POINTER
    decltype(&::zesDeviceGetCardPowerDomain) zesDeviceGetCardPowerDomain = nullptr; // optional
};

std::string describe(const char *call, ze_result_t result)
{
    char code[16];
    std::snprintf(code, sizeof code, "0x%08x", static_cast<unsigned>(result));
    const char *name = result == ZE_RESULT_ERROR_UNINITIALIZED ? "ZE_RESULT_ERROR_UNINITIALIZED "
        : result == ZE_RESULT_ERROR_UNSUPPORTED_FEATURE        ? "ZE_RESULT_ERROR_UNSUPPORTED_FEATURE "
        : result == ZE_RESULT_ERROR_INSUFFICIENT_PERMISSIONS   ? "ZE_RESULT_ERROR_INSUFFICIENT_PERMISSIONS "
                                                               : "";
    return std::string(call) + " returned " + name + "(" + code + ")";
}

std::string formatUuid(const ze_device_uuid_t &uuid) // as the Level Zero backend writes DeviceInfo::uuid
{
    static const char kHex[] = "0123456789abcdef";
    std::string text;
    for (std::uint8_t b : uuid.id)
        text += {kHex[b >> 4], kHex[b & 0xf]};
    return text;
}

std::string formatBusId(const zes_pci_address_t &a)
{
    char text[32];
    std::snprintf(text, sizeof text, "%04x:%02x:%02x.%x", a.domain, a.bus, a.device, a.function);
    return text;
}

// Lists the handles of one kind: zesDeviceEnumXxx(device, &count, handles).
template <typename Handle, typename Enum>
std::vector<Handle> enumerate(Enum fn, zes_device_handle_t device)
{
    std::uint32_t count = 0;
    if (fn(device, &count, nullptr) != ZE_RESULT_SUCCESS || count == 0)
        return {};
    std::vector<Handle> handles(count);
    if (fn(device, &count, handles.data()) != ZE_RESULT_SUCCESS)
        return {};
    handles.resize(count);
    return handles;
}

class SysmanTelemetry final : public TelemetryReader
{
public:
    explicit SysmanTelemetry(SysmanApi api)
        : m_api(api)
    {
    }
    ~SysmanTelemetry() override { dlclose(m_api.library); }
    SysmanTelemetry(const SysmanTelemetry &) = delete;
    SysmanTelemetry &operator=(const SysmanTelemetry &) = delete;

    std::string name() const override { return "sysman"; }
    bool attach(const DeviceInfo &device, std::string &whyNot) override;
    TelemetrySample sample(double tSeconds) override;
    std::optional<double> slowdownTemperatureC() override { return m_slowdownC; }
    std::optional<PcieLink> pcieLink() override;

private:
    struct Counter
    { // a monotonic counter and its timestamp (microseconds), for rates between samples
        std::uint64_t value = 0, timestamp = 0;
        bool valid = false;
    };
    std::vector<zes_device_handle_t> gpuDevices(std::string &whyNot) const;
    void bindDomains();

    SysmanApi m_api;
    std::string m_deviceId;
    zes_device_handle_t m_device = nullptr;
    std::vector<zes_freq_handle_t> m_gpuClocks;
    std::vector<zes_freq_handle_t> m_memClocks;
    zes_pwr_handle_t m_power = nullptr;
    zes_temp_handle_t m_temperature = nullptr;
    std::vector<zes_ras_handle_t> m_ras;
    std::optional<double> m_slowdownC;
    Counter m_energy;   // microjoules
    Counter m_throttle; // throttled microseconds, summed over the GPU clock domains
};

std::vector<zes_device_handle_t> SysmanTelemetry::gpuDevices(std::string &whyNot) const
{
    // The same order as the Level Zero backend: GPU devices of every driver, so index i is levelzero:i.
    std::vector<zes_device_handle_t> out;
    std::uint32_t driverCount = 0;
    ze_result_t r = m_api.zeDriverGet(&driverCount, nullptr);
    std::vector<ze_driver_handle_t> drivers(driverCount);
    if (r == ZE_RESULT_SUCCESS)
        r = m_api.zeDriverGet(&driverCount, drivers.data());
    if (r != ZE_RESULT_SUCCESS) {
        whyNot = describe("zeDriverGet", r);
        return out;
    }
    for (ze_driver_handle_t driver : drivers) {
        std::uint32_t count = 0;
        if (m_api.zeDeviceGet(driver, &count, nullptr) != ZE_RESULT_SUCCESS)
            continue;
        std::vector<ze_device_handle_t> devices(count);
        if (m_api.zeDeviceGet(driver, &count, devices.data()) != ZE_RESULT_SUCCESS)
            continue;
        for (ze_device_handle_t d : devices) {
            zes_device_properties_t p{};
            p.stype = ZES_STRUCTURE_TYPE_DEVICE_PROPERTIES;
            r = m_api.zesDeviceGetProperties(d, &p);
            if (r != ZE_RESULT_SUCCESS) {
                // Typically zeInit ran in this process before ZES_ENABLE_SYSMAN was set.
                whyNot = describe("zesDeviceGetProperties", r);
                continue;
            }
            if (p.core.type == ZE_DEVICE_TYPE_GPU)
                out.push_back(d);
        }
    }
    return out;
}

bool SysmanTelemetry::attach(const DeviceInfo &device, std::string &whyNot)
{
    std::string enumError;
    const std::vector<zes_device_handle_t> devices = gpuDevices(enumError);
    if (devices.empty()) {
        whyNot = enumError.empty() ? "Level Zero Sysman lists no GPU device" : "Level Zero Sysman: " + enumError;
        return false;
    }
    m_device = nullptr;
    for (zes_device_handle_t d : devices) { // 1. UUID
        zes_device_properties_t p{};
        p.stype = ZES_STRUCTURE_TYPE_DEVICE_PROPERTIES;
        if (!device.uuid.empty() && m_api.zesDeviceGetProperties(d, &p) == ZE_RESULT_SUCCESS
            && formatUuid(p.core.uuid) == device.uuid) {
            m_device = d;
            break;
        }
    }
    for (std::size_t i = 0; !m_device && !device.pciBusId.empty() && i < devices.size(); ++i) { // 2. PCI bus
        zes_pci_properties_t pci{};
        pci.stype = ZES_STRUCTURE_TYPE_PCI_PROPERTIES;
        if (m_api.zesDevicePciGetProperties(devices[i], &pci) == ZE_RESULT_SUCCESS
            && formatBusId(pci.address) == device.pciBusId)
            m_device = devices[i];
    }
    const std::string prefix = "levelzero:";
    if (!m_device && device.backend == "levelzero" && device.id.rfind(prefix, 0) == 0) { // 3. index
        const int index = std::atoi(device.id.c_str() + prefix.size());
        if (index >= 0 && static_cast<std::size_t>(index) < devices.size())
            m_device = devices[static_cast<std::size_t>(index)];
    }
    if (!m_device) {
        whyNot = "Level Zero Sysman does not know device " + device.id;
        return false;
    }
    m_deviceId = device.id;
    bindDomains();
    sample(0.0); // primes the energy and throttle counters so that the first real sample has rates
    return true;
}

void SysmanTelemetry::bindDomains()
{
    m_gpuClocks.clear();
    m_memClocks.clear();
    for (zes_freq_handle_t f : enumerate<zes_freq_handle_t>(m_api.zesDeviceEnumFrequencyDomains, m_device)) {
        zes_freq_properties_t p{};
        p.stype = ZES_STRUCTURE_TYPE_FREQ_PROPERTIES;
        if (m_api.zesFrequencyGetProperties(f, &p) != ZE_RESULT_SUCCESS)
            continue;
        (p.type == ZES_FREQ_DOMAIN_MEMORY ? m_memClocks : m_gpuClocks).push_back(f);
    }

    // Power: the card's domain when the loader has the call, else the first domain of the whole device.
    m_power = nullptr;
    if (m_api.zesDeviceGetCardPowerDomain && m_api.zesDeviceGetCardPowerDomain(m_device, &m_power) != ZE_RESULT_SUCCESS)
        m_power = nullptr;
    for (zes_pwr_handle_t p : enumerate<zes_pwr_handle_t>(m_api.zesDeviceEnumPowerDomains, m_device)) {
        zes_power_properties_t props{};
        props.stype = ZES_STRUCTURE_TYPE_POWER_PROPERTIES;
        if (!m_power && m_api.zesPowerGetProperties(p, &props) == ZE_RESULT_SUCCESS && !props.onSubdevice)
            m_power = p;
    }

    // Temperature: the device-wide maximum sensor, else the GPU one. The slowdown point is the sensor's
    // properties.maxTemperature (the temperature at which the hardware throttles); zesTemperatureGetConfig
    // holds only thresholds an application chose for events, usually none, so it is not used.
    m_temperature = nullptr;
    m_slowdownC.reset();
    for (zes_temp_sensors_t wanted : {ZES_TEMP_SENSORS_GLOBAL, ZES_TEMP_SENSORS_GPU}) {
        for (zes_temp_handle_t t : enumerate<zes_temp_handle_t>(m_api.zesDeviceEnumTemperatureSensors, m_device)) {
            zes_temp_properties_t p{};
            p.stype = ZES_STRUCTURE_TYPE_TEMP_PROPERTIES;
            if (m_temperature || m_api.zesTemperatureGetProperties(t, &p) != ZE_RESULT_SUCCESS || p.type != wanted
                || p.onSubdevice)
                continue;
            m_temperature = t;
            if (p.maxTemperature > 0.0)
                m_slowdownC = p.maxTemperature;
        }
    }

    m_ras = enumerate<zes_ras_handle_t>(m_api.zesDeviceEnumRasErrorSets, m_device);
    m_energy = m_throttle = Counter{};
}

TelemetrySample SysmanTelemetry::sample(double tSeconds)
{
    TelemetrySample s;
    s.tSeconds = tSeconds;
    s.device = m_deviceId;
    if (!m_device)
        return s;

    // Rate of a counter since the previous sample: delta value / delta microseconds.
    auto rate = [](Counter &c, std::uint64_t value, std::uint64_t timestamp) -> std::optional<double> {
        std::optional<double> out;
        if (c.valid && timestamp > c.timestamp && value >= c.value)
            out = static_cast<double>(value - c.value) / static_cast<double>(timestamp - c.timestamp);
        c = Counter{value, timestamp, true};
        return out;
    };

    double clockSum = 0.0;
    int clockCount = 0;
    zes_freq_throttle_reason_flags_t reasons = 0;
    std::uint64_t throttled = 0;
    std::uint64_t throttleStamp = 0;
    bool haveThrottleTime = !m_gpuClocks.empty();
    for (zes_freq_handle_t f : m_gpuClocks) {
        zes_freq_state_t state{};
        state.stype = ZES_STRUCTURE_TYPE_FREQ_STATE;
        if (m_api.zesFrequencyGetState(f, &state) == ZE_RESULT_SUCCESS) {
            if (state.actual >= 0.0) {
                clockSum += state.actual;
                ++clockCount;
            }
            reasons |= state.throttleReasons;
        }
        zes_freq_throttle_time_t time{};
        if (m_api.zesFrequencyGetThrottleTime(f, &time) == ZE_RESULT_SUCCESS) {
            throttled += time.throttleTime;
            throttleStamp = std::max(throttleStamp, time.timestamp);
        } else {
            haveThrottleTime = false;
        }
    }
    if (clockCount > 0)
        s.smClockMHz = clockSum / clockCount; // the mean over tiles
    for (zes_freq_handle_t f : m_memClocks) {
        zes_freq_state_t state{};
        state.stype = ZES_STRUCTURE_TYPE_FREQ_STATE;
        if (m_api.zesFrequencyGetState(f, &state) == ZE_RESULT_SUCCESS && state.actual >= 0.0) {
            s.memClockMHz = state.actual;
            break;
        }
    }
    static const std::pair<zes_freq_throttle_reason_flag_t, const char *> kReasons[] = {
        {ZES_FREQ_THROTTLE_REASON_FLAG_AVE_PWR_CAP, "sw_power_cap"}, // PL1, the sustained power limit
        {ZES_FREQ_THROTTLE_REASON_FLAG_BURST_PWR_CAP, "burst_power_cap"},
        {ZES_FREQ_THROTTLE_REASON_FLAG_CURRENT_LIMIT, "current_limit"},
        {ZES_FREQ_THROTTLE_REASON_FLAG_THERMAL_LIMIT, "hw_thermal"},
        {ZES_FREQ_THROTTLE_REASON_FLAG_PSU_ALERT, "psu_alert"},
        {ZES_FREQ_THROTTLE_REASON_FLAG_SW_RANGE, "sw_clock_range"},
        {ZES_FREQ_THROTTLE_REASON_FLAG_HW_RANGE, "hw_clock_range"},
    };
    for (const auto &[flag, text] : kReasons) {
        if (reasons & flag)
            s.throttleReasons.emplace_back(text);
    }
    if (haveThrottleTime) {
        const std::optional<double> fraction = rate(m_throttle, throttled, throttleStamp);
        if (fraction && *fraction > 0.0 && s.throttleReasons.empty())
            s.throttleReasons.emplace_back("throttled"); // the counter moved but no reason flag was given
    }

    zes_power_energy_counter_t energy{};
    if (m_power && m_api.zesPowerGetEnergyCounter(m_power, &energy) == ZE_RESULT_SUCCESS)
        s.powerW = rate(m_energy, energy.energy, energy.timestamp); // microjoules per microsecond = watts

    double celsius = 0.0;
    if (m_temperature && m_api.zesTemperatureGetState(m_temperature, &celsius) == ZE_RESULT_SUCCESS)
        s.temperatureC = celsius;

    if (const std::optional<PcieLink> link = pcieLink(); link && link->currentGen > 0) {
        s.pcieGen = link->currentGen;
        s.pcieWidth = link->currentWidth;
    }

    for (zes_ras_handle_t ras : m_ras) {
        zes_ras_properties_t p{};
        p.stype = ZES_STRUCTURE_TYPE_RAS_PROPERTIES;
        zes_ras_state_t state{};
        state.stype = ZES_STRUCTURE_TYPE_RAS_STATE;
        if (m_api.zesRasGetProperties(ras, &p) != ZE_RESULT_SUCCESS
            || m_api.zesRasGetState(ras, 0, &state) != ZE_RESULT_SUCCESS)
            continue;
        auto &field = p.type == ZES_RAS_ERROR_TYPE_UNCORRECTABLE ? s.eccUncorrected : s.eccCorrected;
        for (std::uint64_t count : state.category) // all categories: resets, compute, cache, driver, ...
            field = field.value_or(0) + count;
    }
    return s;
}

std::optional<PcieLink> SysmanTelemetry::pcieLink()
{
    zes_pci_properties_t props{};
    props.stype = ZES_STRUCTURE_TYPE_PCI_PROPERTIES;
    zes_pci_state_t state{};
    state.stype = ZES_STRUCTURE_TYPE_PCI_STATE;
    const bool haveMax = m_device && m_api.zesDevicePciGetProperties(m_device, &props) == ZE_RESULT_SUCCESS;
    const bool haveNow = m_device && m_api.zesDevicePciGetState(m_device, &state) == ZE_RESULT_SUCCESS;
    if (!haveMax && !haveNow)
        return std::nullopt;
    PcieLink link; // -1 (unknown) becomes 0
    link.maxGen = haveMax ? std::max(0, props.maxSpeed.gen) : 0;
    link.maxWidth = haveMax ? std::max(0, props.maxSpeed.width) : 0;
    link.currentGen = haveNow ? std::max(0, state.speed.gen) : 0;
    link.currentWidth = haveNow ? std::max(0, state.speed.width) : 0;
    return link;
}

} // namespace

std::unique_ptr<TelemetryReader> openSysmanTelemetry(std::string &whyNot)
{
    SysmanApi api;
    api.library = dlopen("libze_loader.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!api.library) {
        const char *reason = dlerror();
        whyNot = std::string("libze_loader.so.1 not found: ") + (reason ? reason : "unknown dlopen error");
        return nullptr;
    }
    std::string missing;
#define GPUPLAN_SYSMAN_LOOKUP(fn)                                                                                      \
    api.fn = reinterpret_cast<decltype(api.fn)>(dlsym(api.library, #fn));                                              \
    if (!api.fn)                                                                                                       \
        missing += missing.empty() ? #fn : ", " #fn;
    GPUPLAN_SYSMAN_FUNCTIONS(GPUPLAN_SYSMAN_LOOKUP)
#undef GPUPLAN_SYSMAN_LOOKUP
    void *card = dlsym(api.library, "zesDeviceGetCardPowerDomain");
    api.zesDeviceGetCardPowerDomain = reinterpret_cast<decltype(api.zesDeviceGetCardPowerDomain)>(card);
    if (!missing.empty()) {
        whyNot = "libze_loader.so.1 lacks " + missing;
        dlclose(api.library);
        return nullptr;
    }
    // Sysman answers only if this is set before the first zeInit of the process (the Level Zero
    // backend sets it too, before its own zeInit).
    setenv("ZES_ENABLE_SYSMAN", "1", 1);
    const ze_result_t r = api.zeInit(ZE_INIT_FLAG_GPU_ONLY);
    if (r != ZE_RESULT_SUCCESS) {
        whyNot = "Level Zero Sysman: " + describe("zeInit", r);
        dlclose(api.library);
        return nullptr;
    }
    return std::make_unique<SysmanTelemetry>(api);
}

} // namespace GpuPlan::Probe
#endif
