#include "fleethealth.h"
#include "fleethealthrules.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <set>
#include <string_view>
#include <utility>

namespace GpuPlan {
namespace {

// Xid classes (NVIDIA Xid catalogue, as the field guides and the issue sort them).
constexpr std::array kRejectXids{48, 64, 74, 79, 95, 119, 120, 140};
constexpr std::array kQuarantineXids{63, 92, 94};
constexpr std::array kApplicationXids{13, 31, 43};

template <std::size_t N>
bool in(const std::array<int, N> &list, int value)
{
    return std::find(list.begin(), list.end(), value) != list.end();
}

using HealthRules::make;

std::string num(double v) { return HealthRules::number(v); }

Evidence deviceEvidence(const InventoryDevice &d) { return {d.file, d.device.line, {}}; }

/// A lifetime counter's highest reading across the captures that read it (they only grow), and where it was
/// read; the device's merged value and file when no capture's sighting has it.
std::pair<std::optional<std::uint64_t>, Evidence> lifetimeCounter(const InventoryDevice &d,
                                                                  std::optional<std::uint64_t> CounterSighting::*member,
                                                                  std::optional<std::uint64_t> merged)
{
    const CounterSighting *best = nullptr;
    for (const CounterSighting &s : d.sightings)
        if ((s.*member) && (!best || *(s.*member) > *(best->*member)))
            best = &s;
    if (!best)
        return {merged, deviceEvidence(d)};
    return {best->*member, {best->file, best->line, {}}};
}

void pcieRules(const InventoryDevice &d, int index, std::vector<Finding> &out)
{
    const FleetDevice &f = d.device;
    if (!f.pcieWidth || !f.pcieMaxWidth || !f.pcieGen || !f.pcieMaxGen)
        return;
    const std::vector<std::string> params{num(*f.pcieGen), num(*f.pcieWidth), num(*f.pcieMaxGen), num(*f.pcieMaxWidth)};
    if (*f.pcieWidth < *f.pcieMaxWidth)
        out.push_back(make("pcie_width_downgraded", FindingSeverity::Quarantine, FindingAction::ReseatCheckRisers,
                           index, params, deviceEvidence(d)));
    else if (*f.pcieGen < *f.pcieMaxGen) // may be power saving at idle: confirm under load
        out.push_back(make("pcie_gen_downgraded", FindingSeverity::Warning, FindingAction::ReseatCheckRisers, index,
                           params, deviceEvidence(d)));
}

void memoryRules(const InventoryDevice &d, int index, const HealthThresholds &t, std::vector<Finding> &out)
{
    const FleetDevice &f = d.device;
    const std::uint64_t uncorrVolatile = f.eccUncorrectedVolatile.value_or(0);
    const auto [uncorrAggregateRead, uncorrWhere]
        = lifetimeCounter(d, &CounterSighting::eccUncorrectedAggregate, f.eccUncorrectedAggregate);
    const std::uint64_t uncorrAggregate = uncorrAggregateRead.value_or(0);
    if (uncorrVolatile > 0 || uncorrAggregate > 0)
        out.push_back(make("ecc_uncorrectable", FindingSeverity::Quarantine, FindingAction::Quarantine, index,
                           {num(double(uncorrVolatile)), num(double(uncorrAggregate))},
                           uncorrVolatile > 0 ? deviceEvidence(d) : uncorrWhere));
    // Guide 2: aggregate single-bit errors are survivable, "une tendance à suivre".
    const auto [corrAggregate, corrWhere]
        = lifetimeCounter(d, &CounterSighting::eccCorrectedAggregate, f.eccCorrectedAggregate);
    if (corrAggregate.value_or(0) > 0 && uncorrVolatile == 0 && uncorrAggregate == 0)
        out.push_back(make("ecc_corrected_aggregate", FindingSeverity::Info, FindingAction::WatchTrend, index,
                           {num(double(*corrAggregate))}, corrWhere));
    if (f.eccCorrectedVolatile.value_or(0) >= t.eccCorrectedInfo)
        out.push_back(make("ecc_corrected_high", FindingSeverity::Info, FindingAction::None, index,
                           {num(double(*f.eccCorrectedVolatile))}, deviceEvidence(d)));
    if (f.retiredPagesDbe.value_or(0) > 0)
        out.push_back(make("retired_pages_dbe", FindingSeverity::Quarantine, FindingAction::Quarantine, index,
                           {num(double(*f.retiredPagesDbe)), num(double(f.retiredPagesSbe.value_or(0)))},
                           deviceEvidence(d)));
    if (f.retiredPagesPending.value_or(false))
        out.push_back(make("retired_pages_pending", FindingSeverity::Quarantine, FindingAction::ResetGpu, index, {},
                           deviceEvidence(d)));
    if (f.remapFailure.value_or(false))
        out.push_back(
            make("row_remap_failure", FindingSeverity::Reject, FindingAction::Replace, index, {}, deviceEvidence(d)));
    if (f.remapPending.value_or(false))
        out.push_back(make("row_remap_pending", FindingSeverity::Quarantine, FindingAction::ResetGpu, index, {},
                           deviceEvidence(d)));
    if (f.remappedRowsUncorrectable.value_or(0) > 0)
        out.push_back(make("rows_remapped_uncorrectable", FindingSeverity::Warning, FindingAction::None, index,
                           {num(double(*f.remappedRowsUncorrectable))}, deviceEvidence(d)));
}

// Guide 2, task 10: "si les compteurs d'erreurs augmentent avec le temps [...] planifiez le remplacement".
// Lifetime counters only grow, so the smallest and largest readings across captures give the growth
// whatever order the files came in; an uncorrected counter that grows outranks a corrected one.
void counterGrowthRules(const InventoryDevice &d, int index, std::vector<Finding> &out)
{
    using Counter = std::optional<std::uint64_t> CounterSighting::*;
    struct Kind
    {
        Counter member;
        const char *name; ///< the nvidia-smi --query-gpu field
        bool uncorrected;
    };
    static constexpr std::array kCounters{
        Kind{&CounterSighting::eccUncorrectedAggregate, "ecc.errors.uncorrected.aggregate.total", true},
        Kind{&CounterSighting::retiredPagesDbe, "retired_pages.double_bit.count", true},
        Kind{&CounterSighting::remappedRowsUncorrectable, "remapped_rows.uncorrectable", true},
        Kind{&CounterSighting::eccCorrectedAggregate, "ecc.errors.corrected.aggregate.total", false},
        Kind{&CounterSighting::retiredPagesSbe, "retired_pages.single_bit_ecc.count", false},
        Kind{&CounterSighting::remappedRowsCorrectable, "remapped_rows.correctable", false},
    };
    for (const Kind &k : kCounters) {
        const CounterSighting *low = nullptr;
        const CounterSighting *high = nullptr;
        for (const CounterSighting &s : d.sightings) {
            if (!(s.*k.member))
                continue;
            if (!low || *(s.*k.member) < *(low->*k.member))
                low = &s;
            if (!high || *(s.*k.member) > *(high->*k.member))
                high = &s;
        }
        if (!low || *(high->*k.member) <= *(low->*k.member))
            continue;
        const std::string &earlier = low->file;
        out.push_back(make("ecc_growing", k.uncorrected ? FindingSeverity::Quarantine : FindingSeverity::Warning,
                           FindingAction::Replace, index,
                           {k.name, num(double(*(low->*k.member))), num(double(*(high->*k.member))),
                            earlier.substr(earlier.find_last_of('/') + 1)},
                           {high->file, high->line, {}}));
        return; // the most serious counter that grew says it
    }
}

void thermalRules(const InventoryDevice &d, int index, const HealthThresholds &t, std::vector<Finding> &out)
{
    const FleetDevice &f = d.device;
    for (const std::string &reason : f.activeThrottleReasons)
        if (reason == kUnspecifiedThrottleReason) {
            // Held down, reason unknown: the finding names the query that tells which reason.
            out.push_back(make("throttle_reason_unknown", FindingSeverity::Info, FindingAction::None, index,
                               {"nvidia-smi --query-gpu=clocks_throttle_reasons.active,clocks_throttle_reasons.* "
                                "--format=csv"},
                               deviceEvidence(d)));
            break;
        }
    for (const std::string &reason : f.activeThrottleReasons)
        if (reason == "hw_slowdown" || reason == "hw_thermal" || reason == "sw_thermal" || reason == "hw_power_brake") {
            out.push_back(make("throttle_active", FindingSeverity::Warning, FindingAction::CheckCooling, index,
                               {reason}, deviceEvidence(d)));
            break;
        }
    const SampleSummary &s = d.telemetry;
    const auto share = [&s](std::uint64_t n) {
        return num(100.0 * double(n) / double(std::max<std::uint64_t>(1, s.loadedSamples)));
    };
    // More than 5 % of the loaded samples throttled: a pattern, not a blip.
    if (s.thermalThrottleLoaded * 20 > s.loadedSamples && s.thermalThrottleLoaded > 0)
        out.push_back(
            make("thermal_throttle_under_load", FindingSeverity::Warning, FindingAction::CheckCooling, index,
                 {num(double(s.thermalThrottleLoaded)), num(double(s.loadedSamples)), share(s.thermalThrottleLoaded)},
                 s.firstThermalThrottle));
    if (s.powerThrottleLoaded * 20 > s.loadedSamples && s.powerThrottleLoaded > 0)
        out.push_back(
            make("power_throttle_under_load", FindingSeverity::Warning, FindingAction::CapPower, index,
                 {num(double(s.powerThrottleLoaded)), num(double(s.loadedSamples)), share(s.powerThrottleLoaded)},
                 s.firstPowerThrottle));
    if (s.referenceClockCount >= SampleSummary::kReferenceSamples / 2 && s.laterClockCount >= 10) {
        const double reference = s.referenceClockSum / s.referenceClockCount;
        const double later = s.laterClockSum / double(s.laterClockCount);
        if (later < t.clockSagFraction * reference)
            out.push_back(make("clock_sag", FindingSeverity::Warning, FindingAction::CheckCooling, index,
                               {num(reference), num(later)}, s.laterEvidence));
    }
    if (s.maxTemperatureC && f.slowdownTemperatureC && *s.maxTemperatureC >= *f.slowdownTemperatureC)
        out.push_back(make("temperature_at_slowdown", FindingSeverity::Warning, FindingAction::CheckCooling, index,
                           {num(*s.maxTemperatureC), num(*f.slowdownTemperatureC)}, s.hottest));
}

/// The most of @p times within any @p window seconds; dateless events (0) count as one window with all others.
int mostInWindow(std::vector<double> times, double window)
{
    const auto dateless = std::count(times.begin(), times.end(), 0.0);
    times.erase(std::remove(times.begin(), times.end(), 0.0), times.end());
    std::sort(times.begin(), times.end());
    std::size_t most = 0;
    for (std::size_t first = 0, last = 0; last < times.size(); ++last) {
        while (times[last] - times[first] > window)
            ++first;
        most = std::max(most, last - first + 1);
    }
    return int(most + std::size_t(dateless));
}

void eventRules(const FleetSnapshot &snapshot, const HealthThresholds &t, std::vector<Finding> &out)
{
    // One finding per device and kind (and Xid code), with the count and the first occurrence.
    struct Group
    {
        int count = 0;
        const FleetEventRecord *first = nullptr;
        std::vector<double> times; ///< 0 where the line gives no date
    };
    std::map<std::tuple<int, int, int>, Group> groups;
    for (const FleetEventRecord &r : snapshot.events) {
        Group &g = groups[{r.event.device, static_cast<int>(r.event.kind), r.event.code}];
        if (g.count++ == 0)
            g.first = &r;
        g.times.push_back(r.event.time);
    }
    for (const auto &[key, g] : groups) {
        const FleetEvent &e = g.first->event;
        const std::size_t before = out.size();
        const Evidence ev{g.first->file, e.line, e.message};
        const int device = std::get<0>(key);
        const std::string count = num(g.count);
        const std::string where = e.pciBusId;
        switch (e.kind) {
        case FleetEventKind::Xid:
            if (const int recurring = mostInWindow(g.times, t.xidRecurrenceWindowS);
                device >= 0 && xidSeverity(e.code) < FindingSeverity::Quarantine && recurring >= t.xidRecurrenceCount) {
                // Guide 2: "Si les Xid corrèlent avec un nœud/GPU spécifique, mettez-le en quarantaine".
                out.push_back(make("xid_recurring", FindingSeverity::Quarantine, FindingAction::Quarantine, device,
                                   {num(e.code), num(recurring), num(t.xidRecurrenceWindowS / 3600), where}, ev));
                break;
            }
            out.push_back(make(xidSeverity(e.code) == FindingSeverity::Reject           ? "xid_reject"
                                   : xidSeverity(e.code) == FindingSeverity::Quarantine ? "xid_quarantine"
                                   : xidSeverity(e.code) == FindingSeverity::Info       ? "xid_application"
                                                                                        : "xid_other",
                               xidSeverity(e.code), xidAction(e.code), device, {num(e.code), count, where}, ev));
            break;
        case FleetEventKind::FallenOffBus:
            out.push_back(make("fallen_off_bus", FindingSeverity::Reject, FindingAction::ReseatCheckRisers, device,
                               {count, where}, ev));
            break;
        case FleetEventKind::AerFatal:
            out.push_back(make("aer_fatal", FindingSeverity::Reject, FindingAction::ReseatCheckRisers, device,
                               {count, where}, ev));
            break;
        case FleetEventKind::AerUncorrected:
            out.push_back(make("aer_uncorrected", FindingSeverity::Quarantine, FindingAction::ReseatCheckRisers, device,
                               {count, where}, ev));
            break;
        case FleetEventKind::AerCorrected:
            if (static_cast<std::uint64_t>(g.count) >= t.aerCorrectedWarning)
                out.push_back(make("aer_corrected", FindingSeverity::Warning, FindingAction::ReseatCheckRisers, device,
                                   {count, where}, ev));
            break;
        case FleetEventKind::GpuReset:
            out.push_back(
                make("gpu_reset", FindingSeverity::Quarantine, FindingAction::Quarantine, device, {count, where}, ev));
            break;
        case FleetEventKind::RingTimeout:
            out.push_back(
                make("ring_timeout", FindingSeverity::Warning, FindingAction::Quarantine, device, {count, where}, ev));
            break;
        case FleetEventKind::RowRemap:
            out.push_back(make("row_remap_event", FindingSeverity::Quarantine, FindingAction::ResetGpu, device,
                               {count, where}, ev));
            break;
        case FleetEventKind::SXid: {
            // NVIDIA's NVSwitch errors say "Fatal" (the fabric must be reset) or "Non-fatal" after the code.
            const bool fatal
                = e.message.find("Fatal") != std::string::npos && e.message.find("Non-fatal") == std::string::npos;
            out.push_back(make(fatal ? "sxid_fatal" : "sxid_nonfatal",
                               fatal ? FindingSeverity::Quarantine : FindingSeverity::Warning,
                               fatal ? FindingAction::Quarantine : FindingAction::WatchTrend, device,
                               {num(e.code), count, where}, ev));
            break;
        }
        case FleetEventKind::Diagnostic:
            // dcgmi diag: a hardware test's failure is the guides' quarantine; the node's deployment (persistence
            // mode, CUDA initialisation) is fixed before the GPU is judged; DCGM's own internal error says nothing
            // about the GPU but means the test did not run.
            switch (static_cast<DiagnosticClass>(e.code)) {
            case DiagnosticClass::Hardware:
                out.push_back(make("diag_hardware_fail", FindingSeverity::Quarantine, FindingAction::Quarantine, device,
                                   {e.message, count}, ev));
                break;
            case DiagnosticClass::Deployment:
                out.push_back(make("diag_deployment_fail", FindingSeverity::Warning, FindingAction::FixNodeConfig,
                                   device, {e.message, count}, ev));
                break;
            case DiagnosticClass::Internal:
                out.push_back(make("diag_internal_error", FindingSeverity::Info, FindingAction::None, device,
                                   {e.message, count}, ev));
                break;
            case DiagnosticClass::Warning:
                out.push_back(make("diag_warning", FindingSeverity::Info, FindingAction::WatchTrend, device,
                                   {e.message, count}, ev));
                break;
            }
            break;
        case FleetEventKind::CounterGrowth:
            // Guide 2, task 10: an error counter that grows with time means planning the replacement; one of
            // uncorrected errors also means quarantine now.
            out.push_back(make("counter_growing", e.code ? FindingSeverity::Quarantine : FindingSeverity::Warning,
                               FindingAction::Replace, device, {e.message, count}, ev));
            break;
        case FleetEventKind::Missing:
            // A GPU gone from its node's telemetry: it fell off the bus, or its node's exporter lost it.
            out.push_back(make("gpu_missing", FindingSeverity::Quarantine, FindingAction::ReseatCheckRisers, device,
                               {e.message, count}, ev));
            break;
        case FleetEventKind::Other:
            break;
        }
        // An event of no known GPU (a root port's AER) is still the host's.
        for (std::size_t i = before; i < out.size(); ++i)
            if (out[i].device < 0)
                out[i].node = e.node;
    }
}

// Guide 2: "Si elles corrèlent avec une version de pilote, faites un rollback": the same Xid on several GPUs
// of one driver (or on two nodes of it) points at the driver, not at one card.
void xidDriverRules(const FleetSnapshot &snapshot, const HealthThresholds &t, std::vector<Finding> &out)
{
    struct Spread
    {
        std::set<int> devices;
        std::set<std::string> nodes;
        const FleetEventRecord *first = nullptr;
    };
    std::map<std::pair<int, std::string>, Spread> byXidDriver;
    for (const FleetEventRecord &r : snapshot.events) {
        const int d = r.event.device;
        if (r.event.kind != FleetEventKind::Xid || d < 0 || std::size_t(d) >= snapshot.devices.size())
            continue;
        const FleetDevice &f = snapshot.devices[std::size_t(d)].device;
        if (f.driverVersion.empty())
            continue;
        Spread &s = byXidDriver[{r.event.code, f.driverVersion}];
        s.devices.insert(d);
        s.nodes.insert(f.node);
        if (!s.first)
            s.first = &r;
    }
    for (const auto &[key, s] : byXidDriver)
        if (int(s.devices.size()) >= t.xidDriverDevices || (s.devices.size() >= 2 && s.nodes.size() >= 2))
            out.push_back(make("xid_driver_correlated", FindingSeverity::Warning, FindingAction::RollbackDriver, -1,
                               {num(key.first), num(double(s.devices.size())), key.second, num(double(s.nodes.size()))},
                               {s.first->file, s.first->event.line, s.first->event.message}));
}

// The driver (or VBIOS) of each device against the most common one among devices of the same SKU.
void versionRules(const FleetSnapshot &snapshot, bool vbios, std::vector<Finding> &out)
{
    std::map<std::string, std::map<std::string, int>> bySku;
    const auto version = [vbios](const FleetDevice &f) { return vbios ? f.vbios : f.driverVersion; };
    const auto skuOf = [](const InventoryDevice &d) { return d.skuId.empty() ? d.device.name : d.skuId; };
    for (const InventoryDevice &d : snapshot.devices)
        if (!version(d.device).empty())
            ++bySku[skuOf(d)][version(d.device)];
    for (std::size_t i = 0; i < snapshot.devices.size(); ++i) {
        const InventoryDevice &d = snapshot.devices[i];
        const auto &counts = bySku[skuOf(d)];
        if (counts.size() < 2 || version(d.device).empty())
            continue;
        const auto majority = std::max_element(counts.begin(), counts.end(),
                                               [](const auto &a, const auto &b) { return a.second < b.second; });
        if (majority->first == version(d.device))
            continue;
        out.push_back(make(vbios ? "vbios_mismatch" : "driver_mismatch",
                           vbios ? FindingSeverity::Info : FindingSeverity::Warning, FindingAction::StandardiseDriver,
                           static_cast<int>(i), {version(d.device), majority->first, skuOf(d)}, deviceEvidence(d)));
    }
}

// A pool (a node, or a file when nodes are not named) mixing SKUs or VRAM sizes.
void poolRules(const FleetSnapshot &snapshot, std::vector<Finding> &out)
{
    std::map<std::string, std::vector<int>> pools;
    for (std::size_t i = 0; i < snapshot.devices.size(); ++i) {
        const InventoryDevice &d = snapshot.devices[i];
        pools[d.device.node.empty() ? "file:" + d.file : d.device.node].push_back(static_cast<int>(i));
    }
    for (const auto &[pool, members] : pools) {
        std::set<std::string> names;
        std::set<std::uint64_t> sizes;
        for (int i : members) {
            const FleetDevice &f = snapshot.devices[static_cast<std::size_t>(i)].device;
            if (!f.name.empty()) // a GPU known only from a log or topo -m is no other SKU
                names.insert(f.name);
            if (f.memoryBytes)
                sizes.insert(*f.memoryBytes / (1ull << 30)); // GiB: MIG and ECC reserves differ by MiB
        }
        if (names.size() < 2 && sizes.size() < 2)
            continue;
        std::string list;
        for (const std::string &n : names)
            list += (list.empty() ? "" : ", ") + n;
        const InventoryDevice &first = snapshot.devices[static_cast<std::size_t>(members.front())];
        out.push_back(
            make("mixed_pool", FindingSeverity::Warning, FindingAction::SplitPool, members.front(),
                 {first.device.node.empty() ? first.file : first.device.node, list, num(double(sizes.size()))},
                 {first.file, 0, {}}));
    }
}

bool thermalBit(std::uint32_t mask) { return mask & (ThrottleSwThermal | ThrottleHwThermal); }

bool powerBit(std::uint32_t mask) { return mask & (ThrottleHwSlowdown | ThrottleHwPowerBrake); }

} // namespace

namespace HealthRules {

std::string number(double value, int decimals)
{
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    std::string out = buffer;
    if (out.find('.') != std::string::npos) {
        while (out.back() == '0')
            out.pop_back();
        if (out.back() == '.')
            out.pop_back();
    }
    return out == "-0" ? "0" : out;
}

Finding make(std::string code, FindingSeverity severity, FindingAction action, int device,
             std::vector<std::string> params, Evidence evidence)
{
    Finding f;
    f.code = std::move(code);
    f.severity = severity;
    f.action = action;
    f.device = device;
    f.params = std::move(params);
    f.evidence = std::move(evidence);
    return f;
}

} // namespace HealthRules

namespace {
/// A sample's time when it is a date (after 2001); files without timestamps count seconds from their start.
double datedTime(const TelemetryRow &row) { return row.time > 1e9 ? row.time : 0; }
} // namespace

void SampleSummary::add(const TelemetryRow &row, const std::string &file)
{
    ++samples;
    const bool loaded = TelemetryRow::has(row.utilizationPct) ? row.utilizationPct >= kLoadedUtilizationPct : false;
    if (TelemetryRow::has(row.temperatureC) && (!maxTemperatureC || row.temperatureC > *maxTemperatureC)) {
        maxTemperatureC = row.temperatureC;
        hottest = {file, row.line, {}, datedTime(row)};
    }
    if (TelemetryRow::has(row.utilizationPct)) {
        if (utilizationCount++ == 0)
            firstUtilization = {file, row.line, {}, datedTime(row)};
        utilizationSum += row.utilizationPct;
    }
    if (TelemetryRow::has(row.memUsedMiB) && (!maxMemUsedMiB || row.memUsedMiB > *maxMemUsedMiB))
        maxMemUsedMiB = row.memUsedMiB;
    if (!loaded)
        return;
    ++loadedSamples;
    if (thermalBit(row.throttleMask) && thermalThrottleLoaded++ == 0)
        firstThermalThrottle = {file, row.line, {}, datedTime(row)};
    if (powerBit(row.throttleMask) && powerThrottleLoaded++ == 0)
        firstPowerThrottle = {file, row.line, {}, datedTime(row)};
    if (!TelemetryRow::has(row.smClockMHz))
        return;
    if (referenceClockCount < kReferenceSamples) {
        referenceClockSum += row.smClockMHz;
        ++referenceClockCount;
    } else {
        if (laterClockCount == 0)
            laterEvidence = {file, row.line, {}, datedTime(row)};
        laterClockSum += row.smClockMHz;
        ++laterClockCount;
    }
}

FindingSeverity xidSeverity(int xid)
{
    if (in(kRejectXids, xid))
        return FindingSeverity::Reject;
    if (in(kQuarantineXids, xid))
        return FindingSeverity::Quarantine;
    if (in(kApplicationXids, xid))
        return FindingSeverity::Info;
    return FindingSeverity::Warning;
}

FindingAction xidAction(int xid)
{
    if (xid == 79)
        return FindingAction::ReseatCheckRisers;
    if (in(kRejectXids, xid))
        return FindingAction::Replace;
    if (xid == 63)
        return FindingAction::ResetGpu;
    if (in(kQuarantineXids, xid))
        return FindingAction::Quarantine;
    if (in(kApplicationXids, xid))
        return FindingAction::InvestigateApp;
    return FindingAction::Quarantine;
}

std::vector<Finding> evaluateFleetHealth(const FleetSnapshot &snapshot, const HealthThresholds &thresholds)
{
    std::vector<Finding> out;
    for (std::size_t i = 0; i < snapshot.devices.size(); ++i) {
        const InventoryDevice &d = snapshot.devices[i];
        const int index = static_cast<int>(i);
        pcieRules(d, index, out);
        memoryRules(d, index, thresholds, out);
        counterGrowthRules(d, index, out);
        thermalRules(d, index, thresholds, out);
        // A GPU its files do not name (a kernel log, topo -m, nvidia-smi -pl) has nothing to match yet.
        if (d.skuId.empty() && !d.device.name.empty())
            out.push_back(make("unknown_sku", FindingSeverity::Info, FindingAction::MatchCatalog, index,
                               {d.device.name}, deviceEvidence(d)));
    }
    eventRules(snapshot, thresholds, out);
    xidDriverRules(snapshot, thresholds, out);
    versionRules(snapshot, false, out);
    versionRules(snapshot, true, out);
    poolRules(snapshot, out);
    HealthRules::hostRules(snapshot, thresholds, out);
    HealthRules::kernelRules(snapshot, out);
    HealthRules::underusedGpuRules(snapshot, thresholds, out);
    for (Finding &f : out)
        if (f.node.empty() && f.device >= 0 && std::size_t(f.device) < snapshot.devices.size())
            f.node = snapshot.devices[std::size_t(f.device)].device.node;
    std::stable_sort(out.begin(), out.end(), [](const Finding &a, const Finding &b) {
        if (a.severity != b.severity)
            return a.severity > b.severity;
        return a.device < b.device;
    });
    return out;
}

const char *findingSeverityKey(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Info:
        return "info";
    case FindingSeverity::Warning:
        return "warning";
    case FindingSeverity::Quarantine:
        return "quarantine";
    case FindingSeverity::Reject:
        return "reject";
    }
    return "info";
}

const char *findingActionKey(FindingAction action)
{
    switch (action) {
    case FindingAction::None:
        return "none";
    case FindingAction::Quarantine:
        return "quarantine";
    case FindingAction::Replace:
        return "replace";
    case FindingAction::ReseatCheckRisers:
        return "reseat_check_risers";
    case FindingAction::StandardiseDriver:
        return "standardise_driver";
    case FindingAction::CapPower:
        return "cap_power";
    case FindingAction::CheckCooling:
        return "check_cooling";
    case FindingAction::InvestigateApp:
        return "investigate_application";
    case FindingAction::ResetGpu:
        return "reset_gpu";
    case FindingAction::MatchCatalog:
        return "match_catalog";
    case FindingAction::SplitPool:
        return "split_pool";
    case FindingAction::RelieveCpu:
        return "relieve_cpu";
    case FindingAction::FixStorage:
        return "fix_storage";
    case FindingAction::PinNuma:
        return "pin_numa";
    case FindingAction::CheckIommu:
        return "check_iommu";
    case FindingAction::FixNetwork:
        return "fix_network";
    case FindingAction::LimitMemory:
        return "limit_memory";
    case FindingAction::CheckHostPipeline:
        return "check_host_pipeline";
    case FindingAction::KeepIfStable:
        return "keep_if_stable";
    case FindingAction::WatchTrend:
        return "watch_trend";
    case FindingAction::RollbackDriver:
        return "rollback_driver";
    case FindingAction::FixPodSpec:
        return "fix_pod_spec";
    case FindingAction::FixScheduling:
        return "fix_scheduling";
    case FindingAction::FixNodeConfig:
        return "fix_node_config";
    case FindingAction::AlignKernelDriver:
        return "align_kernel_driver";
    }
    return "none";
}

} // namespace GpuPlan
