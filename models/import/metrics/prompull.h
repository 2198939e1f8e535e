#pragma once

// A pull of GPU telemetry from the Prometheus HTTP API, without Qt: which series to ask for and how each
// is aggregated on the server (the exporters' metrics of promfamilies.cpp), the window cut into chunks
// under the server's points limit, and the pull document the answers become. The document is what gets
// imported (the "prometheus-pull" importer): one header line, then one line per GPU with its series on
// the window's grid, so that a pull is stored, judged, removed and undone like a file.
#include "metricscommon.h"
#include "promapi.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan::Metrics {

/// How a series is aggregated per bucket on the server; the bucket ending at t covers (t - step, t].
enum class PromAgg {
    Mean,     ///< avg_over_time: utilisation, clocks, power
    Max,      ///< max_over_time: temperatures, memory used, lifetime counters (at the bucket's end)
    Min,      ///< min_over_time: the PCIe link width (a downgrade at any time)
    Last,     ///< last_over_time: limits and sizes
    Changes,  ///< changes(): dcgm-exporter's Xid gauge holds only the last Xid
    Increase, ///< increase(): DCGM_EXP_XID_ERRORS_COUNT per xid
    // The share of the bucket's scrapes with one NVML clock-event reason set (the mask's bit):
    ShareSwPowerCap,  ///< 0x4
    ShareHwSlowdown,  ///< 0x8
    ShareSwThermal,   ///< 0x20
    ShareHwThermal,   ///< 0x40
    ShareHwPowerBrake ///< 0x80
};
/// The ThrottleBit a share stands for; 0 for the other aggregations.
std::uint32_t promShareBit(PromAgg agg);
const char *promAggKey(PromAgg agg); ///< "mean", "max", ..., "share_sw_thermal"
std::optional<PromAgg> promAggFromKey(std::string_view key);

struct PromPullQuery
{
    std::string metric;
    PromAgg agg = PromAgg::Mean;
};

/// Every metric name a pull can use, for discovery against the server's __name__ values.
const std::vector<std::string> &promPulledMetrics();
/// The queries for the metrics the server has (names from promPulledMetrics()).
std::vector<PromPullQuery> promPullPlan(const std::vector<std::string> &present);

/// "{Hostname=~"gpu-.*"}" -> the matchers inside the braces ("" for an empty selector); nullopt, with
/// @p error set, for text that is not one label-matcher list.
std::optional<std::string> promSelectorMatchers(std::string_view selector, std::string *error = nullptr);
/// `metric{matchers}` with the user's matchers.
std::string promSeriesSelector(std::string_view metric, std::string_view matchers);
/// The PromQL of @p q over buckets of @p stepS seconds; shares are subqueries at @p resolutionS.
std::string promQuery(const PromPullQuery &q, std::string_view matchers, int stepS, int resolutionS);

/// Prometheus refuses a range query of more than 11,000 points per series.
inline constexpr int kPromMaxPoints = 11000;
struct PromWindow
{
    double start = 0; ///< Unix seconds, the first bucket's end
    double end = 0;   ///< the last bucket's end
    int step = 60;
    int points() const { return int((end - start) / step) + 1; }
};
/// The bucket for a window when the user gives none: 60 s, or longer so that a series has at most about
/// 300 buckets (a day: 5 min), rounded up to a whole minute.
int promDefaultStep(double start, double end);
/// @p window cut into consecutive chunks of at most @p maxPoints buckets each, on the same grid.
std::vector<PromWindow> promChunks(const PromWindow &window, int maxPoints = kPromMaxPoints);

struct PromPullHeader
{
    std::string url;      ///< the server, path prefix included, no credentials
    std::string selector; ///< as the user gave it
    std::string tenant;
    std::string server; ///< the version buildinfo gave
    PromWindow window;
    int resolution = 15;               ///< the subqueries' resolution (s)
    std::vector<std::string> problems; ///< why the pull is partial (a chunk or query that failed)
};

/**
 * Collects a pull's answers and writes its document. Series are grouped into GPUs by their identity
 * labels (as the exposition importer does); series of no GPU, MIG instances and partitions other than the
 * first are left out. Values sit on the window's grid as floats (a day of 1,000 GPUs at 5 min is a few
 * tens of MB); values that are not finite are written as null and counted.
 */
class PromPullBuilder
{
public:
    explicit PromPullBuilder(PromPullHeader header);

    /// One query's answer for one chunk (any order).
    void add(const PromPullQuery &q, std::string_view query, const std::vector<PromSeries> &series);
    /// A query or chunk that failed: the document says the pull is partial, and why.
    void addProblem(std::string problem);

    int devices() const { return int(m_devices.size()); }
    std::size_t points() const { return m_points; }
    std::size_t skippedSeries() const { return m_skipped; }
    const PromPullHeader &header() const { return m_header; }

    /// The pull document (JSON lines).
    std::string document() const;

private:
    struct Series
    {
        std::string metric;
        PromAgg agg = PromAgg::Mean;
        std::string query;
        Labels labels; ///< the series' labels other than the device's
        std::vector<float> values;
        int nonFinite = 0;
    };
    struct Device
    {
        Labels labels;
        std::map<std::string, Series> series; ///< by metric, aggregation and extra labels
    };

    PromPullHeader m_header;
    std::map<std::string, Device> m_devices; ///< by device key
    std::size_t m_points = 0;
    std::size_t m_skipped = 0;
};

/// The first line's key: a document starts with {"gpuplan_prometheus_pull":1,...}.
inline constexpr std::string_view kPromPullMagic = "{\"gpuplan_prometheus_pull\":";

} // namespace GpuPlan::Metrics
