#include "nvmlapi.h"
#include "telemetry.h"

#include <dlfcn.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

// NVML telemetry for CUDA devices. libnvidia-ml.so.1 is loaded with dlopen; every entry point except
// nvmlInit_v2/nvmlShutdown is optional, and a field NVML cannot read (missing symbol, not supported on
// this board, no permission) stays empty in the sample rather than failing the reader.
namespace GpuPlan::Probe {
namespace {

using namespace Nvml;

constexpr const char *kLibrary = "libnvidia-ml.so.1";

struct NvmlApi
{
    NvmlInitFn init = nullptr;
    NvmlShutdownFn shutdown = nullptr;
    NvmlErrorStringFn errorString = nullptr;
    NvmlDeviceGetHandleByUUIDFn handleByUuid = nullptr;
    NvmlDeviceGetHandleByPciBusIdFn handleByPciBusId = nullptr;
    NvmlDeviceGetHandleByIndexFn handleByIndex = nullptr;
    NvmlDeviceGetClockInfoFn clockInfo = nullptr;
    NvmlDeviceGetPowerUsageFn powerUsage = nullptr;
    NvmlDeviceGetTemperatureFn temperature = nullptr;
    NvmlDeviceGetTemperatureThresholdFn temperatureThreshold = nullptr;
    NvmlDeviceGetUtilizationRatesFn utilization = nullptr;
    NvmlDeviceGetClocksEventReasonsFn clocksEventReasons = nullptr;
    NvmlDeviceGetTotalEccErrorsFn totalEccErrors = nullptr;
    NvmlDeviceGetRetiredPagesFn retiredPages = nullptr;
    NvmlDeviceGetRemappedRowsFn remappedRows = nullptr;
    NvmlDeviceGetPcieValueFn currPcieGen = nullptr;
    NvmlDeviceGetPcieValueFn currPcieWidth = nullptr;
    NvmlDeviceGetPcieValueFn maxPcieGen = nullptr;
    NvmlDeviceGetPcieValueFn maxPcieWidth = nullptr;
    NvmlDeviceGetPcieValueFn pcieReplayCounter = nullptr;
    NvmlEventSetCreateFn eventSetCreate = nullptr;
    NvmlEventSetFreeFn eventSetFree = nullptr;
    NvmlDeviceRegisterEventsFn registerEvents = nullptr;
    NvmlEventSetWaitFn eventSetWait = nullptr;

    std::string error(const char *call, nvmlReturn_t status) const
    {
        const char *text = errorString ? errorString(status) : nullptr;
        return std::string(call) + ": " + (text ? text : "NVML error") + " (" + std::to_string(status) + ")";
    }
};

template <typename Function>
void bind(void *library, const char *symbol, Function &function)
{
    function = reinterpret_cast<Function>(dlsym(library, symbol));
}

void bindAll(void *lib, NvmlApi &api)
{
    bind(lib, "nvmlInit_v2", api.init);
    bind(lib, "nvmlShutdown", api.shutdown);
    bind(lib, "nvmlErrorString", api.errorString);
    bind(lib, "nvmlDeviceGetHandleByUUID", api.handleByUuid);
    bind(lib, "nvmlDeviceGetHandleByPciBusId_v2", api.handleByPciBusId);
    bind(lib, "nvmlDeviceGetHandleByIndex_v2", api.handleByIndex);
    bind(lib, "nvmlDeviceGetClockInfo", api.clockInfo);
    bind(lib, "nvmlDeviceGetPowerUsage", api.powerUsage);
    bind(lib, "nvmlDeviceGetTemperature", api.temperature);
    bind(lib, "nvmlDeviceGetTemperatureThreshold", api.temperatureThreshold);
    bind(lib, "nvmlDeviceGetUtilizationRates", api.utilization);
    // Renamed in R535; older drivers have only the throttle-reasons spelling (same bits).
    bind(lib, "nvmlDeviceGetCurrentClocksEventReasons", api.clocksEventReasons);
    if (!api.clocksEventReasons)
        bind(lib, "nvmlDeviceGetCurrentClocksThrottleReasons", api.clocksEventReasons);
    bind(lib, "nvmlDeviceGetTotalEccErrors", api.totalEccErrors);
    bind(lib, "nvmlDeviceGetRetiredPages", api.retiredPages);
    bind(lib, "nvmlDeviceGetRemappedRows", api.remappedRows);
    bind(lib, "nvmlDeviceGetCurrPcieLinkGeneration", api.currPcieGen);
    bind(lib, "nvmlDeviceGetCurrPcieLinkWidth", api.currPcieWidth);
    bind(lib, "nvmlDeviceGetMaxPcieLinkGeneration", api.maxPcieGen);
    bind(lib, "nvmlDeviceGetMaxPcieLinkWidth", api.maxPcieWidth);
    bind(lib, "nvmlDeviceGetPcieReplayCounter", api.pcieReplayCounter);
    bind(lib, "nvmlEventSetCreate", api.eventSetCreate);
    bind(lib, "nvmlEventSetFree", api.eventSetFree);
    bind(lib, "nvmlDeviceRegisterEvents", api.registerEvents);
    bind(lib, "nvmlEventSetWait_v2", api.eventSetWait);
}

// The names the protocol uses for the clock event (throttle) reason bits.
std::vector<std::string> reasonNames(unsigned long long bits)
{
    static const struct
    {
        unsigned long long bit;
        const char *name;
    } known[] = {
        {nvmlClocksEventReasonGpuIdle, "gpu_idle"},
        {nvmlClocksEventReasonApplicationsClocksSetting, "applications_clocks"},
        {nvmlClocksEventReasonSwPowerCap, "sw_power_cap"},
        {nvmlClocksThrottleReasonHwSlowdown, "hw_slowdown"},
        {nvmlClocksEventReasonSyncBoost, "sync_boost"},
        {nvmlClocksEventReasonSwThermalSlowdown, "sw_thermal"},
        {nvmlClocksThrottleReasonHwThermalSlowdown, "hw_thermal"},
        {nvmlClocksThrottleReasonHwPowerBrakeSlowdown, "hw_power_brake"},
        {nvmlClocksEventReasonDisplayClockSetting, "display_clocks"},
    };
    std::vector<std::string> out;
    for (const auto &k : known) {
        if (bits & k.bit) {
            out.emplace_back(k.name);
            bits &= ~k.bit;
        }
    }
    for (int b = 0; b < 64; ++b)
        if (bits & (1ULL << b))
            out.push_back("bit" + std::to_string(b));
    return out;
}

// The device index in "cuda:3", or -1.
int indexOf(const std::string &id)
{
    const std::size_t colon = id.find(':');
    if (colon == std::string::npos || colon + 1 >= id.size())
        return -1;
    int value = 0;
    for (std::size_t i = colon + 1; i < id.size(); ++i) {
        if (id[i] < '0' || id[i] > '9')
            return -1;
        value = value * 10 + (id[i] - '0');
    }
    return value;
}

class NvmlTelemetry final : public TelemetryReader
{
public:
    explicit NvmlTelemetry(const NvmlApi &api)
        : m_api(api)
    {
    }
    ~NvmlTelemetry() override
    {
        if (m_events && m_api.eventSetFree)
            m_api.eventSetFree(m_events);
        // NVML counts nvmlInit calls; the library itself stays mapped, as the runner's modules do.
        m_api.shutdown();
    }
    NvmlTelemetry(const NvmlTelemetry &) = delete;
    NvmlTelemetry &operator=(const NvmlTelemetry &) = delete;

    std::string name() const override { return "nvml"; }

    bool attach(const DeviceInfo &device, std::string &whyNot) override
    {
        m_device = nullptr;
        m_id = device.id;
        nvmlReturn_t status = NVML_ERROR_NOT_FOUND;
        std::string tried;
        if (!device.uuid.empty() && m_api.handleByUuid) {
            status = m_api.handleByUuid(device.uuid.c_str(), &m_device);
            tried = m_api.error(("nvmlDeviceGetHandleByUUID(" + device.uuid + ")").c_str(), status);
        }
        if (status != NVML_SUCCESS && !device.pciBusId.empty() && m_api.handleByPciBusId) {
            status = m_api.handleByPciBusId(device.pciBusId.c_str(), &m_device);
            tried += (tried.empty() ? "" : "; ")
                + m_api.error(("nvmlDeviceGetHandleByPciBusId_v2(" + device.pciBusId + ")").c_str(), status);
        }
        // CUDA and NVML may number devices differently (CUDA_DEVICE_ORDER): the index is the last resort.
        if (status != NVML_SUCCESS && device.uuid.empty() && device.pciBusId.empty() && m_api.handleByIndex
            && indexOf(device.id) >= 0) {
            status = m_api.handleByIndex(static_cast<unsigned>(indexOf(device.id)), &m_device);
            tried += (tried.empty() ? "" : "; ") + m_api.error("nvmlDeviceGetHandleByIndex_v2", status);
        }
        if (status != NVML_SUCCESS) {
            m_device = nullptr;
            whyNot
                = "NVML does not know " + device.id + ": " + (tried.empty() ? "no UUID, PCI bus ID or index" : tried);
            return false;
        }
        registerXidEvents();
        return true;
    }

    TelemetrySample sample(double tSeconds) override
    {
        TelemetrySample s;
        s.tSeconds = tSeconds;
        s.device = m_id;
        if (!m_device)
            return s;
        unsigned int v = 0;
        if (m_api.clockInfo && m_api.clockInfo(m_device, NVML_CLOCK_SM, &v) == NVML_SUCCESS)
            s.smClockMHz = v;
        if (m_api.clockInfo && m_api.clockInfo(m_device, NVML_CLOCK_MEM, &v) == NVML_SUCCESS)
            s.memClockMHz = v;
        if (m_api.powerUsage && m_api.powerUsage(m_device, &v) == NVML_SUCCESS)
            s.powerW = v / 1000.0; // milliwatts
        if (m_api.temperature && m_api.temperature(m_device, NVML_TEMPERATURE_GPU, &v) == NVML_SUCCESS)
            s.temperatureC = v;
        if (nvmlUtilization_t u{}; m_api.utilization && m_api.utilization(m_device, &u) == NVML_SUCCESS)
            s.utilizationPct = u.gpu;
        if (unsigned long long reasons = 0;
            m_api.clocksEventReasons && m_api.clocksEventReasons(m_device, &reasons) == NVML_SUCCESS)
            s.throttleReasons = reasonNames(reasons);
        readEcc(s);
        s.retiredPages = retiredOrRemapped();
        if (m_api.pcieReplayCounter && m_api.pcieReplayCounter(m_device, &v) == NVML_SUCCESS)
            s.pcieReplays = v;
        if (m_api.currPcieGen && m_api.currPcieGen(m_device, &v) == NVML_SUCCESS)
            s.pcieGen = static_cast<int>(v);
        if (m_api.currPcieWidth && m_api.currPcieWidth(m_device, &v) == NVML_SUCCESS)
            s.pcieWidth = static_cast<int>(v);
        if (m_events) {
            drainXidEvents();
            s.xidCount = m_xidCount;
        }
        return s;
    }

    std::optional<double> slowdownTemperatureC() override
    {
        unsigned int v = 0;
        if (m_device && m_api.temperatureThreshold
            && m_api.temperatureThreshold(m_device, NVML_TEMPERATURE_THRESHOLD_SLOWDOWN, &v) == NVML_SUCCESS && v > 0)
            return static_cast<double>(v);
        return std::nullopt;
    }

    std::optional<PcieLink> pcieLink() override
    {
        if (!m_device)
            return std::nullopt;
        PcieLink link;
        const auto read = [&](NvmlDeviceGetPcieValueFn f, int &out) {
            unsigned int v = 0;
            if (f && f(m_device, &v) == NVML_SUCCESS) {
                out = static_cast<int>(v);
                return true;
            }
            return false;
        };
        bool any = read(m_api.currPcieGen, link.currentGen);
        any = read(m_api.currPcieWidth, link.currentWidth) || any;
        any = read(m_api.maxPcieGen, link.maxGen) || any;
        any = read(m_api.maxPcieWidth, link.maxWidth) || any;
        return any ? std::optional<PcieLink>(link) : std::nullopt;
    }

private:
    // Volatile counters (since the driver loaded) change as errors happen; the burn-in verdict looks at
    // their growth during the run.
    void readEcc(TelemetrySample &s) const
    {
        if (!m_api.totalEccErrors)
            return;
        unsigned long long count = 0;
        if (m_api.totalEccErrors(m_device, NVML_MEMORY_ERROR_TYPE_CORRECTED, NVML_VOLATILE_ECC, &count) == NVML_SUCCESS)
            s.eccCorrected = count;
        if (m_api.totalEccErrors(m_device, NVML_MEMORY_ERROR_TYPE_UNCORRECTED, NVML_VOLATILE_ECC, &count)
            == NVML_SUCCESS)
            s.eccUncorrected = count;
    }

    // Retired pages (up to Volta/Turing) plus remapped rows (Ampere and later, where retirement is
    // not supported); empty when the board supports neither.
    std::optional<std::uint64_t> retiredOrRemapped() const
    {
        std::optional<std::uint64_t> total;
        if (m_api.retiredPages) {
            for (unsigned cause : {NVML_PAGE_RETIREMENT_CAUSE_MULTIPLE_SINGLE_BIT_ECC_ERRORS,
                                   NVML_PAGE_RETIREMENT_CAUSE_DOUBLE_BIT_ECC_ERROR}) {
                unsigned int count = 0; // 0 with no buffer: NVML only reports how many there are
                const nvmlReturn_t status = m_api.retiredPages(m_device, cause, &count, nullptr);
                if (status == NVML_SUCCESS || status == NVML_ERROR_INSUFFICIENT_SIZE)
                    total = total.value_or(0) + count;
            }
        }
        unsigned int corrected = 0, uncorrected = 0, pending = 0, failed = 0;
        if (m_api.remappedRows
            && m_api.remappedRows(m_device, &corrected, &uncorrected, &pending, &failed) == NVML_SUCCESS)
            total = total.value_or(0) + corrected + uncorrected;
        return total;
    }

    void registerXidEvents()
    {
        if (m_events && m_api.eventSetFree)
            m_api.eventSetFree(m_events);
        m_events = nullptr;
        m_xidCount = 0;
        if (!m_api.eventSetCreate || !m_api.registerEvents || !m_api.eventSetWait)
            return;
        if (m_api.eventSetCreate(&m_events) != NVML_SUCCESS) {
            m_events = nullptr;
            return;
        }
        // Not supported on some boards and needs no special rights elsewhere; without it xidCount stays empty.
        if (m_api.registerEvents(m_device, nvmlEventTypeXidCriticalError, m_events) != NVML_SUCCESS) {
            if (m_api.eventSetFree)
                m_api.eventSetFree(m_events);
            m_events = nullptr;
        }
    }

    // Collects the events already queued (timeout 0: never blocks the sampler).
    void drainXidEvents()
    {
        for (int i = 0; i < 1024; ++i) {
            nvmlEventData_t data{};
            if (m_api.eventSetWait(m_events, &data, 0) != NVML_SUCCESS)
                return;
            if (data.eventType & nvmlEventTypeXidCriticalError)
                ++m_xidCount;
        }
    }

    const NvmlApi m_api;
    nvmlDevice_t m_device = nullptr;
    nvmlEventSet_t m_events = nullptr;
    std::uint64_t m_xidCount = 0;
    std::string m_id;
};

} // namespace

std::unique_ptr<TelemetryReader> openNvmlTelemetry(std::string &whyNot)
{
    void *lib = dlopen(kLibrary, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        const char *why = dlerror();
        whyNot = std::string(kLibrary) + " not found: " + (why ? why : "dlopen failed");
        return nullptr;
    }
    NvmlApi api;
    bindAll(lib, api);
    if (!api.init || !api.shutdown) {
        whyNot = std::string(kLibrary) + " lacks nvmlInit_v2 or nvmlShutdown";
        dlclose(lib);
        return nullptr;
    }
    const nvmlReturn_t status = api.init();
    if (status != NVML_SUCCESS) {
        whyNot = api.error("nvmlInit_v2", status);
        return nullptr;
    }
    return std::make_unique<NvmlTelemetry>(api);
}

} // namespace GpuPlan::Probe
