// A pull document (prompull.h): what GpuPlan read from a Prometheus-compatible server, on the window's
// grid. Each GPU line becomes the device (its identity labels and the values its series reduce to over the
// window), one telemetry row per bucket (means, peaks, and the clock-event reasons held for at least half the
// bucket: from the reason mask's lowest, highest and mean value, or from each reason's share where a document
// carries shares), Xid events (DCGM_EXP_XID_ERRORS_COUNT's increase per xid where the exporter has it, else a
// change of the last-Xid gauge), GPU resets (Intel XPU Manager's counter), a lifetime error counter that grew
// inside the window, and a GPU that stopped reporting while the other GPUs of its node went on. Event messages
// name the query, the series and the bucket, which is what a finding shows as its evidence.
#include "importjson.h"
#include "metricscommon.h"
#include "parsetext.h"
#include "prompull.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <map>

#include <nlohmann/json.hpp>

namespace GpuPlan::Metrics {
namespace {

using nlohmann::json;
using ParseText::diagnostic;

struct Header
{
    PromWindow window;
    int line = 0;
};

struct Series
{
    std::string metric;
    PromAgg agg = PromAgg::Mean;
    std::string query;
    Labels labels; ///< device labels + the series' own
    std::vector<float> values;
};

struct Seen
{
    int index = -1;
    std::string node;
    double last = -1; ///< the last bucket with a value
    std::string name;
    int line = 0;
};

std::string isoTime(double t)
{
    const std::time_t s = static_cast<std::time_t>(std::floor(t));
    std::tm tm{};
    if (!gmtime_r(&s, &tm))
        return std::to_string(t);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

std::string num(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

std::string seriesText(const std::string &metric, const Labels &labels)
{
    std::string s = metric + "{";
    bool first = true;
    for (const auto &[k, v] : labels) {
        if (!first)
            s += ",";
        first = false;
        s += k + "=\"" + v + "\"";
    }
    return s + "}";
}

Labels labelsFrom(const json &j)
{
    Labels labels;
    if (j.is_object())
        for (const auto &[k, v] : j.items())
            if (v.is_string())
                labels.emplace_back(k, v.get<std::string>());
    return labels;
}

/// Lifetime counters (they survive a driver reload), and whether they count uncorrected errors.
std::optional<bool> lifetimeCounter(std::string_view metric)
{
    static const std::pair<const char *, bool> counters[] = {
        {"DCGM_FI_DEV_ECC_SBE_AGG_TOTAL", false},
        {"DCGM_FI_DEV_ECC_DBE_AGG_TOTAL", true},
        {"DCGM_FI_DEV_RETIRED_SBE", false},
        {"DCGM_FI_DEV_RETIRED_DBE", true},
        {"DCGM_FI_DEV_CORRECTABLE_REMAPPED_ROWS", false},
        {"DCGM_FI_DEV_UNCORRECTABLE_REMAPPED_ROWS", true},
        {"nvidia_smi_ecc_errors_corrected_aggregate_total", false},
        {"nvidia_smi_ecc_errors_uncorrected_aggregate_total", true},
        {"nvidia_smi_retired_pages_single_bit_ecc_count", false},
        {"nvidia_smi_retired_pages_double_bit_count", true},
    };
    for (const auto &[name, uncorrected] : counters)
        if (metric == name)
            return uncorrected;
    return std::nullopt;
}

bool isGauge(PromAgg agg)
{
    return agg == PromAgg::Mean || agg == PromAgg::Max || agg == PromAgg::Min || agg == PromAgg::Last;
}

class PromPullImporter : public Importer
{
public:
    std::string format() const override { return "prometheus-pull"; }

    int sniff(std::string_view head) const override { return ParseText::startsWith(head, kPromPullMagic) ? 100 : 0; }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::optional<Header> header;
        std::vector<Seen> seen;
        std::string_view line;
        while (text.nextLine(line)) {
            if (!keepGoing(text, sink))
                return false;
            if (ParseText::trim(line).empty())
                continue;
            const int lineNo = text.lineNumber();
            const auto j = parseImportedJson(line, lineNo, sink, header ? Severity::Warning : Severity::Error);
            if (!j)
                return header.has_value();
            if (!header) {
                header = readHeader(*j, lineNo, sink);
                if (!header)
                    return false;
                continue;
            }
            device(*j, *header, lineNo, sink, seen);
        }
        if (!header) {
            sink.diagnostic(diagnostic(Severity::Error, text.lineNumber(), "import.missing_field", {"header"}));
            return false;
        }
        missingDevices(*header, seen, sink);
        return true;
    }

private:
    static std::optional<Header> readHeader(const json &j, int lineNo, ImportSink &sink)
    {
        const auto fail = [&](const char *field, const json *value) -> std::optional<Header> {
            sink.diagnostic(
                diagnostic(Severity::Error, lineNo, value ? "import.bad_value" : "import.missing_field",
                           value ? std::vector<std::string>{field, value->dump()} : std::vector<std::string>{field}));
            return std::nullopt;
        };
        if (!j.is_object() || !j.contains("gpuplan_prometheus_pull"))
            return fail("gpuplan_prometheus_pull", nullptr);
        if (j["gpuplan_prometheus_pull"] != 1)
            return fail("gpuplan_prometheus_pull", &j["gpuplan_prometheus_pull"]);
        Header h;
        h.line = lineNo;
        for (const char *key : {"start", "end", "step"})
            if (!j.contains(key) || !j[key].is_number())
                return fail(key, j.contains(key) ? &j[key] : nullptr);
        h.window.start = j["start"].get<double>();
        h.window.end = j["end"].get<double>();
        const double step = j["step"].get<double>();
        if (!(step >= 1 && step <= 366 * 86400.0) || std::trunc(step) != step)
            return fail("step", &j["step"]);
        h.window.step = int(step);
        // A grid of more than ten million buckets is no pull GpuPlan wrote.
        if (!std::isfinite(h.window.start) || !(h.window.end >= h.window.start)
            || (h.window.end - h.window.start) / step > 1e7)
            return fail("end", &j["end"]);
        if (j.value("partial", false)) {
            std::string why;
            if (const auto p = j.find("problems"); p != j.end() && p->is_array())
                for (const json &item : *p)
                    if (item.is_string())
                        why += (why.empty() ? "" : "; ") + item.get<std::string>();
            sink.diagnostic(diagnostic(Severity::Warning, lineNo, "import.partial_pull", {why}));
        }
        return h;
    }

    static std::optional<Series> series(const json &s, const Labels &deviceLabels, int points, int lineNo,
                                        ImportSink &sink)
    {
        Series out;
        if (!s.is_object() || !s.contains("metric") || !s["metric"].is_string() || !s.contains("agg")
            || !s["agg"].is_string()) {
            sink.diagnostic(diagnostic(Severity::Warning, lineNo, "import.missing_field", {"series metric"}));
            return std::nullopt;
        }
        out.metric = s["metric"].get<std::string>();
        const auto agg = promAggFromKey(s["agg"].get<std::string>());
        if (!agg) {
            sink.diagnostic(diagnostic(Severity::Warning, lineNo, "import.bad_value", {"agg", s["agg"].dump()}));
            return std::nullopt;
        }
        out.agg = *agg;
        out.query = s.value("query", std::string());
        out.labels = deviceLabels;
        for (auto &kv : labelsFrom(s.value("labels", json::object())))
            out.labels.push_back(std::move(kv));
        const auto values = s.find("values");
        if (values == s.end() || !values->is_array() || values->size() != std::size_t(points)) {
            sink.diagnostic(diagnostic(Severity::Warning, lineNo, "import.bad_value",
                                       {"values of " + out.metric, std::to_string(points) + " buckets expected"}));
            return std::nullopt;
        }
        out.values.reserve(std::size_t(points));
        for (const json &v : *values)
            out.values.push_back(v.is_number() && std::isfinite(v.get<double>()) ? v.get<float>()
                                                                                 : TelemetryRow::kMissing);
        if (const auto n = s.find("non_finite"); n != s.end() && n->is_number_integer() && n->get<long long>() > 0)
            sink.diagnostic(diagnostic(Severity::Warning, lineNo, "import.non_finite",
                                       {seriesText(out.metric, out.labels), std::to_string(n->get<long long>())}));
        return out;
    }

    static void device(const json &j, const Header &h, int lineNo, ImportSink &sink, std::vector<Seen> &seen)
    {
        const int points = h.window.points();
        if (!j.is_object() || !j.contains("labels") || !j.contains("series") || !j["series"].is_array()) {
            sink.diagnostic(diagnostic(Severity::Warning, lineNo, "import.bad_line", {"not a GPU of the pull"}));
            return;
        }
        const Labels deviceLabels = labelsFrom(j["labels"]);
        FleetDevice d;
        applyLabels(deviceLabels, d);
        if (label(deviceLabels, "gpu_compute_partition_type"))
            d.index = -1;
        if (d.uuid.empty() && d.serial.empty() && d.index < 0 && d.pciBusId.empty()) {
            sink.diagnostic(diagnostic(Severity::Warning, lineNo, "import.missing_field", {"GPU identity label"}));
            return;
        }
        d.key = ParseText::deviceKey(d);
        d.line = lineNo;
        std::vector<Series> all;
        for (const json &s : j["series"])
            if (auto one = series(s, deviceLabels, points, lineNo, sink))
                all.push_back(std::move(*one));
        TelemetryRow scratchRow;
        std::optional<int> scratchXid;
        double last = -1;
        for (const Series &s : all) {
            if (ParseText::startsWith(s.metric, "DCGM_") || ParseText::startsWith(s.metric, "nvidia_smi_"))
                d.vendor = "NVIDIA";
            else if (ParseText::startsWith(s.metric, "gpu_"))
                d.vendor = "AMD";
            else if (ParseText::startsWith(s.metric, "xpum_"))
                d.vendor = "Intel";
            std::optional<float> reduced;
            for (std::size_t k = 0; k < s.values.size(); ++k) {
                const float v = s.values[k];
                if (std::isnan(v))
                    continue;
                last = std::max(last, h.window.start + double(k) * h.window.step);
                if (!reduced || s.agg == PromAgg::Last || s.agg == PromAgg::Mean
                    || (s.agg == PromAgg::Max && v > *reduced) || (s.agg == PromAgg::Min && v < *reduced))
                    reduced = v;
            }
            if (reduced && isGauge(s.agg))
                applyMetric(s.metric, s.labels, *reduced, d, scratchRow, scratchXid);
        }
        const int index = sink.device(d);
        seen.push_back({index, d.node, last, d.name.empty() ? d.key : d.name, lineNo});
        rows(all, h, index, lineNo, sink);
        xids(all, d, h, index, lineNo, sink);
        counterGrowth(all, d, h, index, lineNo, sink);
    }

    static bool isReasonMask(const std::string &metric)
    {
        return metric == "DCGM_FI_DEV_CLOCK_THROTTLE_REASONS" || metric == "DCGM_FI_DEV_CLOCKS_EVENT_REASONS";
    }

    /**
     * The reasons that held for at least half of a bucket, from the mask's lowest, highest and mean value in it:
     * the lowest value's bits held throughout; the others of the highest held for (mean - lowest) / (highest -
     * lowest) of it. Exact when the mask took at most two values in the bucket (a reason set, then cleared);
     * an estimate when it took more.
     */
    static std::uint32_t heldReasons(float lowest, float highest, float mean)
    {
        if (!(lowest >= 0 && highest >= lowest && highest < 4294967296.0f))
            return 0;
        const auto lo = static_cast<std::uint64_t>(lowest);
        const auto hi = static_cast<std::uint64_t>(highest);
        std::uint64_t held = lo;
        if (hi > lo && (mean - lowest) / (highest - lowest) >= 0.5f)
            held |= hi & ~lo;
        return nvmlMask(held);
    }

    static void rows(const std::vector<Series> &all, const Header &h, int index, int lineNo, ImportSink &sink)
    {
        if (all.empty())
            return; // the grid can be long: only a line that holds its values (in the file) pays for walking it
        const int points = h.window.points();
        const Series *maskOf[3] = {}; // lowest, highest, mean
        for (const Series &s : all)
            if (isReasonMask(s.metric))
                (s.agg == PromAgg::Min ? maskOf[0] : s.agg == PromAgg::Max ? maskOf[1] : maskOf[2]) = &s;
        for (int k = 0; k < points; ++k) {
            TelemetryRow row;
            row.device = index;
            row.time = h.window.start + double(k) * h.window.step;
            row.line = lineNo;
            bool any = false;
            if (maskOf[0] && maskOf[1] && maskOf[2]) {
                const float lo = maskOf[0]->values[std::size_t(k)], hi = maskOf[1]->values[std::size_t(k)],
                            mean = maskOf[2]->values[std::size_t(k)];
                if (!std::isnan(lo) && !std::isnan(hi) && !std::isnan(mean)) {
                    row.throttleMask |= heldReasons(lo, hi, mean);
                    any = true;
                }
            }
            for (const Series &s : all) {
                float v = s.values[std::size_t(k)];
                if (std::isnan(v))
                    continue;
                if (const std::uint32_t bit = promShareBit(s.agg)) {
                    // A reason held for at least half the bucket's scrapes marks the bucket.
                    if (v >= 0.5f)
                        row.throttleMask |= bit;
                    any = true;
                    continue;
                }
                if (!isGauge(s.agg) || isReasonMask(s.metric)) // the mask's range: heldReasons() above
                    continue;
                if (s.metric.find("_reasons_") != std::string::npos) // nvidia_gpu_exporter: a share of 0/1
                    v = v >= 0.5f ? 1.0f : 0.0f;
                FleetDevice scratch;
                std::optional<int> xid;
                any = applyMetric(s.metric, s.labels, v, scratch, row, xid) || any;
            }
            if (any)
                sink.sample(row);
        }
    }

    static FleetEvent event(FleetEventKind kind, int code, const FleetDevice &d, int index, double t, int lineNo,
                            std::string message)
    {
        FleetEvent e;
        e.kind = kind;
        e.code = code;
        e.device = index;
        e.pciBusId = d.pciBusId;
        e.node = d.node;
        e.time = t;
        e.timeText = isoTime(t);
        e.line = lineNo;
        e.message = std::move(message);
        return e;
    }

    static void xids(const std::vector<Series> &all, const FleetDevice &d, const Header &h, int index, int lineNo,
                     ImportSink &sink)
    {
        const auto bucket = [&h](std::size_t k) { return h.window.start + double(k) * h.window.step; };
        bool counted = false;
        for (const Series &s : all) {
            if (s.metric != "DCGM_EXP_XID_ERRORS_COUNT" || s.agg != PromAgg::Increase)
                continue;
            counted = true;
            const std::string *xidLabel = label(s.labels, "xid");
            const auto code = xidLabel ? ParseText::smallIndex(ParseText::number(*xidLabel)) : std::nullopt;
            if (!code)
                continue;
            for (std::size_t k = 0; k < s.values.size(); ++k)
                if (s.values[k] >= 0.5f)
                    sink.event(event(FleetEventKind::Xid, *code, d, index, bucket(k), lineNo,
                                     "Xid " + std::to_string(*code) + ": " + s.query + " = " + num(s.values[k])
                                         + " for " + seriesText(s.metric, s.labels) + " in the bucket ending "
                                         + isoTime(bucket(k))));
        }
        // Intel XPU Manager counts the GPU's resets.
        for (const Series &s : all)
            if (s.metric == "xpum_resets" && s.agg == PromAgg::Increase)
                for (std::size_t k = 0; k < s.values.size(); ++k)
                    if (s.values[k] >= 0.5f)
                        sink.event(event(FleetEventKind::GpuReset, 0, d, index, bucket(k), lineNo,
                                         "GPU reset: " + s.query + " = " + num(s.values[k]) + " for "
                                             + seriesText(s.metric, s.labels) + " in the bucket ending "
                                             + isoTime(bucket(k))));
        if (counted)
            return; // the counter saw every Xid, the gauge only changes
        const Series *changes = nullptr;
        const Series *lastXid = nullptr;
        for (const Series &s : all)
            if (s.metric == "DCGM_FI_DEV_XID_ERRORS")
                (s.agg == PromAgg::Changes ? changes : s.agg == PromAgg::Last ? lastXid : changes) = &s;
        if (!changes || !lastXid || changes->agg != PromAgg::Changes)
            return;
        for (std::size_t k = 0; k < changes->values.size(); ++k) {
            const float c = changes->values[k];
            const auto code = ParseText::smallIndex(double(lastXid->values[k]));
            if (!(c >= 1) || !code || *code == 0)
                continue;
            sink.event(event(FleetEventKind::Xid, *code, d, index, bucket(k), lineNo,
                             "Xid " + std::to_string(*code) + ": " + changes->query + " = " + num(c) + " and "
                                 + lastXid->query + " = " + std::to_string(*code) + " for "
                                 + seriesText(changes->metric, changes->labels) + " in the bucket ending "
                                 + isoTime(bucket(k))));
        }
    }

    static void counterGrowth(const std::vector<Series> &all, const FleetDevice &d, const Header &h, int index,
                              int lineNo, ImportSink &sink)
    {
        for (const Series &s : all) {
            const std::optional<bool> uncorrected = lifetimeCounter(s.metric);
            if (!uncorrected || s.agg != PromAgg::Max)
                continue;
            std::optional<std::size_t> first, grew;
            float previous = 0;
            bool reset = false;
            for (std::size_t k = 0; k < s.values.size(); ++k) {
                const float v = s.values[k];
                if (std::isnan(v))
                    continue;
                if (!first)
                    first = k;
                else if (v < previous)
                    reset = true;
                else if (v > previous && !grew)
                    grew = k;
                previous = v;
            }
            if (reset) {
                sink.diagnostic(
                    diagnostic(Severity::Warning, lineNo, "import.counter_reset", {seriesText(s.metric, s.labels)}));
                continue;
            }
            if (!first || !grew)
                continue;
            const float from = s.values[*first];
            const double t0 = h.window.start + double(*first) * h.window.step;
            const double t1 = h.window.start + double(*grew) * h.window.step;
            sink.event(event(FleetEventKind::CounterGrowth, *uncorrected ? 1 : 0, d, index, t1, lineNo,
                             seriesText(s.metric, s.labels) + " grew from " + num(from) + " (" + isoTime(t0) + ") to "
                                 + num(previous) + " (" + s.query + ", first higher in the bucket ending " + isoTime(t1)
                                 + ")"));
        }
    }

    /// A GPU whose series stop two buckets or more before those of the other GPUs of its node.
    static void missingDevices(const Header &h, const std::vector<Seen> &seen, ImportSink &sink)
    {
        std::map<std::string, double> nodeLast;
        for (const Seen &s : seen)
            if (!s.node.empty())
                nodeLast[s.node] = std::max(nodeLast[s.node], s.last);
        for (const Seen &s : seen) {
            if (s.node.empty() || s.last < 0 || s.last + 2.0 * h.window.step > nodeLast[s.node])
                continue;
            FleetDevice d;
            d.node = s.node;
            const double gone = s.last + h.window.step;
            sink.event(event(FleetEventKind::Missing, 0, d, s.index, gone, s.line,
                             s.name + " on " + s.node + " has no series after " + isoTime(s.last)
                                 + " while other GPUs of the node report until " + isoTime(nodeLast[s.node])));
        }
    }
};

} // namespace

std::unique_ptr<Importer> makePromPullImporter() { return std::make_unique<PromPullImporter>(); }

} // namespace GpuPlan::Metrics
