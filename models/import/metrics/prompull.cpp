#include "prompull.h"

#include "parsetext.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <limits>
#include <tuple>
#include <utility>

#include <nlohmann/json.hpp>

namespace GpuPlan::Metrics {

namespace {

using Aggs = std::vector<PromAgg>;

/// The pulled half of the exporters' mapping (promfamilies.cpp says what each value means): which
/// aggregation keeps what the health rules need. Gauges GpuPlan charts are bucket means; what a rule
/// reads at its worst (temperature, memory used) is the bucket's maximum; lifetime counters are read at
/// each bucket's end (their maximum), so growth inside the window shows.
const std::vector<std::pair<std::string, Aggs>> &pulledTable()
{
    using enum PromAgg;
    static const std::vector<std::pair<std::string, Aggs>> table{
        // NVIDIA dcgm-exporter
        {"DCGM_FI_DEV_SM_CLOCK", {Mean}},
        {"DCGM_FI_DEV_MEM_CLOCK", {Mean}},
        {"DCGM_FI_DEV_POWER_USAGE", {Mean}},
        {"DCGM_FI_DEV_GPU_UTIL", {Mean}},
        {"DCGM_FI_DEV_MEM_COPY_UTIL", {Mean}},
        {"DCGM_FI_PROF_PCIE_TX_BYTES", {Mean}},
        {"DCGM_FI_PROF_PCIE_RX_BYTES", {Mean}},
        {"DCGM_FI_DEV_GPU_TEMP", {Max}},
        {"DCGM_FI_DEV_MEMORY_TEMP", {Max}},
        {"DCGM_FI_DEV_FB_USED", {Max}},
        {"DCGM_FI_DEV_FB_TOTAL", {Last}},
        {"DCGM_FI_DEV_POWER_MGMT_LIMIT", {Last}},
        {"DCGM_FI_DEV_SLOWDOWN_TEMP", {Last}},
        {"DCGM_FI_DEV_PCIE_LINK_GEN", {Max}},
        {"DCGM_FI_DEV_PCIE_LINK_WIDTH", {Min}},
        {"DCGM_FI_DEV_PCIE_MAX_LINK_GEN", {Last}},
        {"DCGM_FI_DEV_PCIE_MAX_LINK_WIDTH", {Last}},
        {"DCGM_FI_DEV_ECC_SBE_VOL_TOTAL", {Max}},
        {"DCGM_FI_DEV_ECC_DBE_VOL_TOTAL", {Max}},
        {"DCGM_FI_DEV_ECC_SBE_AGG_TOTAL", {Max}},
        {"DCGM_FI_DEV_ECC_DBE_AGG_TOTAL", {Max}},
        {"DCGM_FI_DEV_RETIRED_SBE", {Max}},
        {"DCGM_FI_DEV_RETIRED_DBE", {Max}},
        {"DCGM_FI_DEV_RETIRED_PENDING", {Max}},
        {"DCGM_FI_DEV_CORRECTABLE_REMAPPED_ROWS", {Max}},
        {"DCGM_FI_DEV_UNCORRECTABLE_REMAPPED_ROWS", {Max}},
        {"DCGM_FI_DEV_ROW_REMAP_PENDING", {Max}},
        {"DCGM_FI_DEV_ROW_REMAP_FAILURE", {Max}},
        {"DCGM_FI_DEV_PCIE_REPLAY_COUNTER", {Max}},
        {"DCGM_FI_DEV_XID_ERRORS", {Changes, Last}},
        {"DCGM_EXP_XID_ERRORS_COUNT", {Increase}},
        // The clock-event reason mask: its lowest, highest and mean value per bucket, three plain range queries
        // (a share of each bit by subquery costs the server some forty times more); prompullimporter.cpp reads
        // which reasons held for at least half the bucket from them.
        {"DCGM_FI_DEV_CLOCK_THROTTLE_REASONS", {Min, Max, Mean}},
        {"DCGM_FI_DEV_CLOCKS_EVENT_REASONS", {Min, Max, Mean}},
        // utkuozdemir/nvidia_gpu_exporter
        {"nvidia_smi_clocks_current_sm_clock_hz", {Mean}},
        {"nvidia_smi_clocks_current_memory_clock_hz", {Mean}},
        {"nvidia_smi_power_draw_watts", {Mean}},
        {"nvidia_smi_utilization_gpu_ratio", {Mean}},
        {"nvidia_smi_utilization_memory_ratio", {Mean}},
        {"nvidia_smi_temperature_gpu", {Max}},
        {"nvidia_smi_temperature_memory", {Max}},
        {"nvidia_smi_memory_used_bytes", {Max}},
        {"nvidia_smi_memory_total_bytes", {Last}},
        {"nvidia_smi_enforced_power_limit_watts", {Last}},
        {"nvidia_smi_pcie_link_gen_current", {Max}},
        {"nvidia_smi_pcie_link_gen_max", {Last}},
        {"nvidia_smi_pcie_link_width_current", {Min}},
        {"nvidia_smi_pcie_link_width_max", {Last}},
        {"nvidia_smi_ecc_errors_corrected_volatile_total", {Max}},
        {"nvidia_smi_ecc_errors_uncorrected_volatile_total", {Max}},
        {"nvidia_smi_ecc_errors_corrected_aggregate_total", {Max}},
        {"nvidia_smi_ecc_errors_uncorrected_aggregate_total", {Max}},
        {"nvidia_smi_retired_pages_single_bit_ecc_count", {Max}},
        {"nvidia_smi_retired_pages_double_bit_count", {Max}},
        {"nvidia_smi_clocks_event_reasons_sw_power_cap", {Mean}},
        {"nvidia_smi_clocks_event_reasons_hw_slowdown", {Mean}},
        {"nvidia_smi_clocks_event_reasons_sw_thermal_slowdown", {Mean}},
        {"nvidia_smi_clocks_event_reasons_hw_thermal_slowdown", {Mean}},
        {"nvidia_smi_clocks_event_reasons_hw_power_brake_slowdown", {Mean}},
        {"nvidia_smi_clocks_throttle_reasons_sw_power_cap", {Mean}},
        {"nvidia_smi_clocks_throttle_reasons_hw_slowdown", {Mean}},
        {"nvidia_smi_clocks_throttle_reasons_sw_thermal_slowdown", {Mean}},
        {"nvidia_smi_clocks_throttle_reasons_hw_thermal_slowdown", {Mean}},
        {"nvidia_smi_clocks_throttle_reasons_hw_power_brake_slowdown", {Mean}},
        // AMD device-metrics-exporter
        {"gpu_power_usage", {Mean}},
        {"gpu_average_package_power", {Mean}},
        {"gpu_package_power", {Mean}},
        {"gpu_gfx_activity", {Mean}},
        {"gpu_usage", {Mean}},
        {"gpu_umc_activity", {Mean}},
        {"gpu_clock", {Mean}},
        {"gpu_edge_temperature", {Max}},
        {"gpu_junction_temperature", {Max}},
        {"gpu_memory_temperature", {Max}},
        {"gpu_used_vram", {Max}},
        {"gpu_total_vram", {Last}},
        {"gpu_total_memory", {Last}},
        {"gpu_ecc_correct_total", {Max}},
        {"gpu_ecc_uncorrect_total", {Max}},
        {"pcie_replay_count", {Max}},
        {"gpu_pcie_replay_count", {Max}},
        // Intel XPU Manager's exporter
        {"xpum_engine_ratio", {Mean}},
        {"xpum_memory_bandwidth_ratio", {Mean}},
        {"xpum_power_watts", {Mean}},
        {"xpum_frequency_mhz", {Mean}},
        {"xpum_temperature_celsius", {Max}},
        {"xpum_memory_used_bytes", {Max}},
        {"xpum_resets", {Increase}},
    };
    return table;
}

constexpr std::array<std::pair<PromAgg, const char *>, 11> kAggKeys{{
    {PromAgg::Mean, "mean"},
    {PromAgg::Max, "max"},
    {PromAgg::Min, "min"},
    {PromAgg::Last, "last"},
    {PromAgg::Changes, "changes"},
    {PromAgg::Increase, "increase"},
    {PromAgg::ShareSwPowerCap, "share_sw_power_cap"},
    {PromAgg::ShareHwSlowdown, "share_hw_slowdown"},
    {PromAgg::ShareSwThermal, "share_sw_thermal"},
    {PromAgg::ShareHwThermal, "share_hw_thermal"},
    {PromAgg::ShareHwPowerBrake, "share_hw_power_brake"},
}};

std::string duration(int seconds) { return std::to_string(seconds) + "s"; }

/// The NVML clock-event reason bit of a share (dcgm-exporter's mask), and the ThrottleBit it is.
constexpr std::array<std::tuple<PromAgg, int, std::uint32_t>, 5> kShareBits{{
    {PromAgg::ShareSwPowerCap, 0x4, ThrottleSwPowerCap},
    {PromAgg::ShareHwSlowdown, 0x8, ThrottleHwSlowdown},
    {PromAgg::ShareSwThermal, 0x20, ThrottleSwThermal},
    {PromAgg::ShareHwThermal, 0x40, ThrottleHwThermal},
    {PromAgg::ShareHwPowerBrake, 0x80, ThrottleHwPowerBrake},
}};

bool isIdentityOnly(const Labels &labels)
{
    FleetDevice d;
    applyLabels(labels, d);
    return d.uuid.empty() && d.serial.empty() && d.index < 0 && d.pciBusId.empty();
}

void appendNumber(std::string &out, float v)
{
    if (std::isnan(v)) {
        out += "null";
        return;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.7g", double(v));
    out += buf;
}

nlohmann::json labelsJson(const Labels &labels)
{
    nlohmann::json j = nlohmann::json::object();
    for (const auto &[k, v] : labels)
        j[k] = v;
    return j;
}

} // namespace

std::uint32_t promShareBit(PromAgg agg)
{
    for (const auto &[a, mask, bit] : kShareBits)
        if (a == agg)
            return bit;
    return 0;
}

const char *promAggKey(PromAgg agg)
{
    for (const auto &[a, key] : kAggKeys)
        if (a == agg)
            return key;
    return "mean";
}

std::optional<PromAgg> promAggFromKey(std::string_view key)
{
    for (const auto &[a, name] : kAggKeys)
        if (key == name)
            return a;
    return std::nullopt;
}

const std::vector<std::string> &promPulledMetrics()
{
    static const std::vector<std::string> names = [] {
        std::vector<std::string> all;
        for (const auto &[name, aggs] : pulledTable())
            all.push_back(name);
        return all;
    }();
    return names;
}

std::vector<PromPullQuery> promPullPlan(const std::vector<std::string> &present)
{
    std::vector<PromPullQuery> plan;
    for (const auto &[name, aggs] : pulledTable())
        if (std::find(present.begin(), present.end(), name) != present.end())
            for (PromAgg agg : aggs)
                plan.push_back({name, agg});
    return plan;
}

std::optional<std::string> promSelectorMatchers(std::string_view selector, std::string *error)
{
    const std::string_view s = ParseText::trim(selector);
    if (s.empty())
        return std::string();
    if (s.size() < 2 || s.front() != '{' || s.back() != '}') {
        if (error)
            *error = "a series selector is a list of label matchers in braces, such as {Hostname=~\"gpu-.*\"}";
        return std::nullopt;
    }
    // Braces inside quoted values are the user's; outside them, one list only.
    bool quoted = false;
    for (std::size_t i = 1; i + 1 < s.size(); ++i) {
        if (s[i] == '\\' && quoted)
            ++i;
        else if (s[i] == '"')
            quoted = !quoted;
        else if (!quoted && (s[i] == '{' || s[i] == '}')) {
            if (error)
                *error = "the series selector holds more than one list of label matchers";
            return std::nullopt;
        }
    }
    if (quoted) {
        if (error)
            *error = "the series selector ends inside a quoted value";
        return std::nullopt;
    }
    return std::string(ParseText::trim(s.substr(1, s.size() - 2)));
}

std::string promSeriesSelector(std::string_view metric, std::string_view matchers)
{
    return matchers.empty() ? std::string(metric) : std::string(metric) + "{" + std::string(matchers) + "}";
}

std::string promQuery(const PromPullQuery &q, std::string_view matchers, int stepS, int resolutionS)
{
    const std::string s = promSeriesSelector(q.metric, matchers);
    const std::string range = "[" + duration(stepS) + "]";
    switch (q.agg) {
    case PromAgg::Mean:
        return "avg_over_time(" + s + range + ")";
    case PromAgg::Max:
        return "max_over_time(" + s + range + ")";
    case PromAgg::Min:
        return "min_over_time(" + s + range + ")";
    case PromAgg::Last:
        return "last_over_time(" + s + range + ")";
    case PromAgg::Changes:
        return "changes(" + s + range + ")";
    case PromAgg::Increase:
        return "increase(" + s + range + ")";
    default:
        break;
    }
    // A share: the bucket's mean of the bit (1 or 0), over the raw scrapes, as a subquery.
    for (const auto &[agg, mask, bit] : kShareBits)
        if (agg == q.agg)
            return "avg_over_time((floor(" + s + " / " + std::to_string(mask) + ") % 2)[" + duration(stepS) + ":"
                + duration(std::max(1, std::min(stepS, resolutionS))) + "])";
    return s;
}

int promDefaultStep(double start, double end)
{
    const double span = std::max(0.0, end - start);
    const int step = int(std::ceil(span / 300.0 / 60.0)) * 60;
    return std::max(60, step);
}

std::vector<PromWindow> promChunks(const PromWindow &window, int maxPoints)
{
    std::vector<PromWindow> chunks;
    if (window.step <= 0 || window.end < window.start || maxPoints < 1)
        return chunks;
    const double span = double(maxPoints - 1) * window.step;
    for (double s = window.start; s <= window.end; s += span + window.step)
        chunks.push_back({s, std::min(window.end, s + span), window.step});
    return chunks;
}

PromPullBuilder::PromPullBuilder(PromPullHeader header)
    : m_header(std::move(header))
{
}

void PromPullBuilder::addProblem(std::string problem) { m_header.problems.push_back(std::move(problem)); }

void PromPullBuilder::add(const PromPullQuery &q, std::string_view query, const std::vector<PromSeries> &series)
{
    const PromWindow &w = m_header.window;
    const int points = w.points();
    for (const PromSeries &s : series) {
        Labels labels;
        for (const auto &kv : s.labels)
            if (kv.first != "__name__")
                labels.push_back(kv);
        if (isIdentityOnly(labels) || label(labels, "GPU_I_ID") || label(labels, "sub_dev")) {
            ++m_skipped; // not a GPU, a MIG instance or an Intel tile (the GPU's own series speak for the card)
            continue;
        }
        if (const std::string *type = label(labels, "gpu_compute_partition_type");
            type && ParseText::lower(*type) != "spx") {
            const std::string *part = label(labels, "gpu_partition_id");
            if (part && ParseText::smallIndex(ParseText::number(*part)).value_or(0) > 0) {
                ++m_skipped; // a partition of a card: partition 0 speaks for it
                continue;
            }
        }
        FleetDevice id;
        applyLabels(labels, id);
        if (label(labels, "gpu_compute_partition_type"))
            id.index = -1; // AMD numbers partitions, not cards
        const std::string key = ParseText::deviceKey(id);
        Device &device = m_devices[key];
        if (device.labels.empty())
            device.labels = labels;
        Labels extra;
        std::string seriesKey = q.metric + "/" + promAggKey(q.agg);
        for (const auto &kv : labels) {
            const std::string *own = label(device.labels, kv.first);
            if (!own || *own != kv.second) {
                extra.push_back(kv);
                seriesKey += "/" + kv.first + "=" + kv.second;
            }
        }
        Series &target = device.series[seriesKey];
        if (target.values.empty()) {
            target.metric = q.metric;
            target.agg = q.agg;
            target.query = std::string(query);
            target.labels = std::move(extra);
            target.values.assign(std::size_t(points), std::numeric_limits<float>::quiet_NaN());
        }
        for (const auto &[t, text] : s.points) {
            const double k = std::round((t - w.start) / w.step);
            if (!(k >= 0 && k < points))
                continue;
            const std::optional<double> v = promValue(text);
            if (!v || !std::isfinite(*v)) {
                ++target.nonFinite;
                continue;
            }
            float &slot = target.values[std::size_t(k)];
            if (std::isnan(slot))
                ++m_points;
            slot = static_cast<float>(*v);
        }
    }
}

std::string PromPullBuilder::document() const
{
    const PromWindow &w = m_header.window;
    nlohmann::json head = {
        {"gpuplan_prometheus_pull", 1},
        {"url", m_header.url},
        {"selector", m_header.selector},
        {"tenant", m_header.tenant},
        {"server", m_header.server},
        {"start", w.start},
        {"end", w.end},
        {"step", w.step},
        {"resolution", m_header.resolution},
        {"devices", m_devices.size()},
        {"partial", !m_header.problems.empty()},
        {"problems", m_header.problems},
    };
    // The magic key first: nlohmann sorts keys, and detection reads the line's start.
    std::string out = std::string(kPromPullMagic) + "1,";
    head.erase("gpuplan_prometheus_pull");
    const std::string rest = head.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    out += rest.substr(1);
    out += '\n';
    for (const auto &[key, device] : m_devices) {
        out += "{\"labels\":";
        out += labelsJson(device.labels).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
        out += ",\"series\":[";
        bool first = true;
        for (const auto &[seriesKey, s] : device.series) {
            if (!first)
                out += ',';
            first = false;
            nlohmann::json meta = {{"metric", s.metric},
                                   {"agg", promAggKey(s.agg)},
                                   {"query", s.query},
                                   {"labels", labelsJson(s.labels)},
                                   {"non_finite", s.nonFinite}};
            std::string m = meta.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
            m.pop_back();
            out += m;
            out += ",\"values\":[";
            for (std::size_t i = 0; i < s.values.size(); ++i) {
                if (i)
                    out += ',';
                appendNumber(out, s.values[i]);
            }
            out += "]}";
        }
        out += "]}\n";
    }
    return out;
}

} // namespace GpuPlan::Metrics
