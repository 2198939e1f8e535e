#include "rocmsmiapi.h"
#include "telemetry.h"

#include <dlfcn.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

// The rocm-smi reader for HIP devices: librocm_smi64 is loaded with dlopen, never linked, so gpuplan-probe
// starts without ROCm and says why this reader is missing.
namespace GpuPlan::Probe {
namespace {

struct RsmiApi
{
    void *library = nullptr;
    unsigned majorVersion = 0; // selects the rsmi_frequencies_t layout (rocmsmiapi.h)
    Rsmi::InitFn init = nullptr;
    Rsmi::ShutDownFn shutDown = nullptr;
    Rsmi::StatusStringFn statusString = nullptr;
    Rsmi::NumMonitorDevicesFn numMonitorDevices = nullptr;
    // Optional: a library without one of these leaves that field empty.
    Rsmi::VersionGetFn versionGet = nullptr;
    Rsmi::PciIdGetFn pciIdGet = nullptr;
    Rsmi::ClockFrequencyGetFn clockFrequencyGet = nullptr;
    Rsmi::PowerAverageGetFn powerAverageGet = nullptr;
    Rsmi::SocketPowerGetFn socketPowerGet = nullptr;
    Rsmi::TemperatureGetFn temperatureGet = nullptr;
    Rsmi::BusyPercentGetFn busyPercentGet = nullptr;
    Rsmi::EccCountGetFn eccCountGet = nullptr;
    Rsmi::PciBandwidthGetFn pciBandwidthGet = nullptr;
    Rsmi::ReservedPagesGetFn reservedPagesGet = nullptr;
    Rsmi::ReplayCounterGetFn replayCounterGet = nullptr;
    Rsmi::GpuMetricsGetFn gpuMetricsGet = nullptr;

    std::string describe(const char *call, Rsmi::Status status) const
    {
        const char *text = nullptr;
        if (statusString && statusString(status, &text) != Rsmi::kSuccess)
            text = nullptr;
        return std::string(call) + " returned " + std::to_string(status) + (text ? std::string(": ") + text : "");
    }
};

template <typename Fn>
void lookUp(void *library, const char *symbol, Fn &fn)
{
    fn = reinterpret_cast<Fn>(dlsym(library, symbol));
}

// Debian's runtime package ships librocm_smi64.so.1, ROCm 5 .so.5, ROCm 6 .so.6/.so.7; the bare name
// needs the -dev package.
void *openLibrary(std::string &whyNot)
{
    for (const char *name :
         {"librocm_smi64.so.5", "librocm_smi64.so.1", "librocm_smi64.so.7", "librocm_smi64.so.6", "librocm_smi64.so"}) {
        if (void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL))
            return library;
        const char *error = dlerror();
        whyNot = std::string("librocm_smi64.so not found: ") + (error ? error : name);
    }
    return nullptr;
}

// "0000:65:00.0" -> domain, bus and device, the part both HIP and rocm-smi report reliably.
bool parseBdf(const std::string &text, unsigned &domain, unsigned &bus, unsigned &device)
{
    unsigned function = 0;
    return std::sscanf(text.c_str(), "%x:%x:%x.%x", &domain, &bus, &device, &function) >= 3;
}

int pcieGenFromRate(std::uint64_t transfersPerSecond)
{
    const double gt = static_cast<double>(transfersPerSecond) / 1e9;
    return gt >= 60.0 ? 6 : gt >= 30.0 ? 5 : gt >= 15.0 ? 4 : gt >= 7.5 ? 3 : gt >= 4.5 ? 2 : gt >= 2.0 ? 1 : 0;
}

// SMU_THROTTLER_* bit groups of indep_throttle_status (Linux amdgpu_smu.h), named like NVML's reasons.
void addIndependentReasons(std::uint64_t bits, std::vector<std::string> &reasons)
{
    if (bits & 0xffffull)
        reasons.emplace_back("sw_power_cap"); // PPT0..3, SPL, FPPT, SPPT
    if (bits & 0xffff0000ull)
        reasons.emplace_back("current_limit"); // TDC, EDC, APCC
    if (bits & (0xfffull << 32))
        reasons.emplace_back("sw_thermal"); // edge, hotspot, memory, VR and liquid temperatures
    if (bits & (0xfull << 44))
        reasons.emplace_back("hw_slowdown"); // VRHOT, PROCHOT
    if (bits & (0xffull << 56))
        reasons.emplace_back("other"); // PPM, FIT
}

class RocmSmiTelemetry final : public TelemetryReader
{
public:
    explicit RocmSmiTelemetry(const RsmiApi &api)
        : m_api(api)
    {
    }
    ~RocmSmiTelemetry() override { m_api.shutDown(); } // the library stays loaded: it may own threads

    std::string name() const override { return "rocm-smi"; }
    bool attach(const DeviceInfo &device, std::string &whyNot) override;
    TelemetrySample sample(double tSeconds) override;
    std::optional<double> slowdownTemperatureC() override;
    std::optional<PcieLink> pcieLink() override;

private:
    std::optional<double> currentClockMHz(Rsmi::ClockType type) const;
    void readThrottle(TelemetrySample &s) const;

    RsmiApi m_api;
    std::uint32_t m_index = 0;
    std::string m_device;
    Rsmi::TemperatureSensor m_sensor = Rsmi::kSensorEdge;
};

bool RocmSmiTelemetry::attach(const DeviceInfo &device, std::string &whyNot)
{
    std::uint32_t count = 0;
    if (const Rsmi::Status st = m_api.numMonitorDevices(&count); st != Rsmi::kSuccess) {
        whyNot = m_api.describe("rsmi_num_monitor_devices", st);
        return false;
    }
    bool found = false;
    unsigned domain = 0, bus = 0, dev = 0;
    if (m_api.pciIdGet && parseBdf(device.pciBusId, domain, bus, dev)) {
        for (std::uint32_t i = 0; i < count && !found; ++i) {
            std::uint64_t bdf = 0;
            if (m_api.pciIdGet(i, &bdf) != Rsmi::kSuccess)
                continue;
            // Bits 16..31 are reserved (newer libraries put the partition id there); the function is ignored.
            found = (bdf >> 32) == domain && ((bdf >> 8) & 0xff) == bus && ((bdf >> 3) & 0x1f) == dev;
            m_index = i;
        }
        if (!found) {
            whyNot = "rocm-smi has no device at PCI " + device.pciBusId;
            return false;
        }
    } else {
        // No PCI address to match: the backend's index ("hip:1"), which is rocm-smi's order without
        // HIP_VISIBLE_DEVICES / ROCR_VISIBLE_DEVICES.
        const auto colon = device.id.find(':');
        const std::string index = colon == std::string::npos ? std::string() : device.id.substr(colon + 1);
        if (index.empty() || index.size() > 6 || index.find_first_not_of("0123456789") != std::string::npos
            || std::stoul(index) >= count) {
            whyNot = "rocm-smi cannot match " + device.id + " (" + std::to_string(count) + " devices, no PCI id)";
            return false;
        }
        m_index = static_cast<std::uint32_t>(std::stoul(index));
    }
    m_device = device.id;
    // The edge sensor is the one comparable with other vendors' "GPU temperature"; Instinct MI200 and
    // later have no edge sensor, only junction (hotspot) and memory: use junction there.
    std::int64_t milli = 0;
    m_sensor = m_api.temperatureGet
            && m_api.temperatureGet(m_index, Rsmi::kSensorEdge, Rsmi::kTempCurrent, &milli) == Rsmi::kSuccess
        ? Rsmi::kSensorEdge
        : Rsmi::kSensorJunction;
    return true;
}

std::optional<double> RocmSmiTelemetry::currentClockMHz(Rsmi::ClockType type) const
{
    if (!m_api.clockFrequencyGet)
        return std::nullopt;
    union {
        Rsmi::FrequenciesV5 v5;
        Rsmi::FrequenciesV6 v6;
        unsigned char padding[1024]; // room for a later, larger layout
    } buffer;
    std::memset(&buffer, 0, sizeof buffer);
    if (m_api.clockFrequencyGet(m_index, type, &buffer) != Rsmi::kSuccess)
        return std::nullopt;
    const bool v6 = m_api.majorVersion >= 6;
    const std::uint32_t n = v6 ? buffer.v6.num_supported : buffer.v5.num_supported;
    const std::uint32_t current = v6 ? buffer.v6.current : buffer.v5.current;
    if (current >= n || n > (v6 ? 33u : 32u))
        return std::nullopt;
    return static_cast<double>(v6 ? buffer.v6.frequency[current] : buffer.v5.frequency[current]) / 1e6;
}

void RocmSmiTelemetry::readThrottle(TelemetrySample &s) const
{
    if (!m_api.gpuMetricsGet)
        return;
    std::vector<unsigned char> buffer(Rsmi::kGpuMetricsBufferBytes, 0);
    if (m_api.gpuMetricsGet(m_index, buffer.data()) != Rsmi::kSuccess)
        return;
    Rsmi::GpuMetricsHead head;
    std::memcpy(&head, buffer.data(), sizeof head);
    std::uint64_t independent = 0;
    if (m_api.majorVersion >= 6)
        std::memcpy(&independent, buffer.data() + Rsmi::kIndepThrottleOffsetV6, sizeof independent);
    if (independent != 0)
        addIndependentReasons(independent, s.throttleReasons);
    else if (head.throttle_status != 0)
        s.throttleReasons.emplace_back("throttled"); // ASIC-specific firmware bits: no portable names
}

TelemetrySample RocmSmiTelemetry::sample(double tSeconds)
{
    TelemetrySample s;
    s.tSeconds = tSeconds;
    s.device = m_device;
    s.smClockMHz = currentClockMHz(Rsmi::kClockSys);
    s.memClockMHz = currentClockMHz(Rsmi::kClockMem);

    std::uint64_t microwatts = 0;
    if (m_api.powerAverageGet && m_api.powerAverageGet(m_index, 0, &microwatts) == Rsmi::kSuccess)
        s.powerW = static_cast<double>(microwatts) / 1e6;
    else if (m_api.socketPowerGet && m_api.socketPowerGet(m_index, &microwatts) == Rsmi::kSuccess)
        s.powerW = static_cast<double>(microwatts) / 1e6;

    std::int64_t milli = 0;
    if (m_api.temperatureGet && m_api.temperatureGet(m_index, m_sensor, Rsmi::kTempCurrent, &milli) == Rsmi::kSuccess)
        s.temperatureC = static_cast<double>(milli) / 1000.0;

    std::uint32_t busy = 0;
    if (m_api.busyPercentGet && m_api.busyPercentGet(m_index, &busy) == Rsmi::kSuccess)
        s.utilizationPct = busy;

    readThrottle(s);

    if (m_api.eccCountGet) {
        std::uint64_t corrected = 0, uncorrected = 0;
        bool any = false;
        for (Rsmi::GpuBlock block = Rsmi::kBlockFirst; block <= Rsmi::kBlockLast; block <<= 1) {
            Rsmi::ErrorCount counts[4] = {}; // room for a later, larger rsmi_error_count_t
            if (m_api.eccCountGet(m_index, block, counts) != Rsmi::kSuccess)
                continue; // RAS not supported for this block (or at all on consumer cards)
            corrected += counts[0].correctable_err;
            uncorrected += counts[0].uncorrectable_err;
            any = true;
        }
        if (any) {
            s.eccCorrected = corrected;
            s.eccUncorrected = uncorrected;
        }
    }

    // Records of retired, pending and unreservable pages: every one is a page found bad.
    std::uint32_t pages = 0;
    if (m_api.reservedPagesGet && m_api.reservedPagesGet(m_index, &pages, nullptr) == Rsmi::kSuccess)
        s.retiredPages = pages;

    std::uint64_t replays = 0;
    if (m_api.replayCounterGet && m_api.replayCounterGet(m_index, &replays) == Rsmi::kSuccess)
        s.pcieReplays = replays;

    if (const auto link = pcieLink()) {
        if (link->currentGen > 0)
            s.pcieGen = link->currentGen;
        if (link->currentWidth > 0)
            s.pcieWidth = link->currentWidth;
    }
    return s;
}

std::optional<double> RocmSmiTelemetry::slowdownTemperatureC()
{
    std::int64_t milli = 0;
    if (!m_api.temperatureGet || m_api.temperatureGet(m_index, m_sensor, Rsmi::kTempCritical, &milli) != Rsmi::kSuccess
        || milli <= 0)
        return std::nullopt;
    return static_cast<double>(milli) / 1000.0;
}

std::optional<PcieLink> RocmSmiTelemetry::pcieLink()
{
    if (!m_api.pciBandwidthGet)
        return std::nullopt;
    union {
        Rsmi::PcieBandwidthV5 v5;
        Rsmi::PcieBandwidthV6 v6;
        unsigned char padding[2048]; // room for a later, larger layout
    } buffer;
    std::memset(&buffer, 0, sizeof buffer);
    if (m_api.pciBandwidthGet(m_index, &buffer) != Rsmi::kSuccess)
        return std::nullopt;
    const bool v6 = m_api.majorVersion >= 6;
    const std::uint32_t n = v6 ? buffer.v6.transfer_rate.num_supported : buffer.v5.transfer_rate.num_supported;
    const std::uint32_t current = v6 ? buffer.v6.transfer_rate.current : buffer.v5.transfer_rate.current;
    if (n == 0 || n > (v6 ? 33u : 32u))
        return std::nullopt;
    // The table lists the link's possible (rate, width) states; the maxima are the link's capability.
    PcieLink link;
    for (std::uint32_t i = 0; i < n; ++i) {
        const std::uint64_t rate = v6 ? buffer.v6.transfer_rate.frequency[i] : buffer.v5.transfer_rate.frequency[i];
        const int gen = pcieGenFromRate(rate);
        const int width = static_cast<int>(v6 ? buffer.v6.lanes[i] : buffer.v5.lanes[i]);
        link.maxGen = std::max(link.maxGen, gen);
        link.maxWidth = std::max(link.maxWidth, width);
        if (i == current) {
            link.currentGen = gen;
            link.currentWidth = width;
        }
    }
    return link;
}

} // namespace

std::unique_ptr<TelemetryReader> openRocmSmiTelemetry(std::string &whyNot)
{
    RsmiApi api;
    api.library = openLibrary(whyNot);
    if (!api.library)
        return nullptr;
    lookUp(api.library, "rsmi_init", api.init);
    lookUp(api.library, "rsmi_shut_down", api.shutDown);
    lookUp(api.library, "rsmi_status_string", api.statusString);
    lookUp(api.library, "rsmi_num_monitor_devices", api.numMonitorDevices);
    if (!api.init || !api.shutDown || !api.numMonitorDevices) {
        whyNot = "librocm_smi64 lacks rsmi_init, rsmi_shut_down or rsmi_num_monitor_devices";
        return nullptr;
    }
    lookUp(api.library, "rsmi_version_get", api.versionGet);
    lookUp(api.library, "rsmi_dev_pci_id_get", api.pciIdGet);
    lookUp(api.library, "rsmi_dev_gpu_clk_freq_get", api.clockFrequencyGet);
    lookUp(api.library, "rsmi_dev_power_ave_get", api.powerAverageGet);
    lookUp(api.library, "rsmi_dev_current_socket_power_get", api.socketPowerGet);
    lookUp(api.library, "rsmi_dev_temp_metric_get", api.temperatureGet);
    lookUp(api.library, "rsmi_dev_busy_percent_get", api.busyPercentGet);
    lookUp(api.library, "rsmi_dev_ecc_count_get", api.eccCountGet);
    lookUp(api.library, "rsmi_dev_pci_bandwidth_get", api.pciBandwidthGet);
    lookUp(api.library, "rsmi_dev_memory_reserved_pages_get", api.reservedPagesGet);
    lookUp(api.library, "rsmi_dev_pci_replay_counter_get", api.replayCounterGet);
    lookUp(api.library, "rsmi_dev_gpu_metrics_info_get", api.gpuMetricsGet);

    Rsmi::Version version{};
    if (api.versionGet && api.versionGet(&version) == Rsmi::kSuccess)
        api.majorVersion = version.major;
    if (const Rsmi::Status st = api.init(0); st != Rsmi::kSuccess) {
        whyNot = api.describe("rsmi_init", st); // 8 (RSMI_STATUS_INIT_ERROR) without an amdgpu device
        return nullptr;
    }
    return std::make_unique<RocmSmiTelemetry>(api);
}

} // namespace GpuPlan::Probe
