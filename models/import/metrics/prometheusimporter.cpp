// Prometheus text exposition (a /metrics scrape) of the GPU exporters: NVIDIA dcgm-exporter, AMD
// device-metrics-exporter, nvidia_gpu_exporter and Intel XPU Manager's exporter (whose per-tile series, labelled
// sub_dev, are left to the device's own). Series are grouped into devices by their identity
// labels (UUID / GPU_UUID / uuid, else serial, else host + gpu index); series without one (node counts,
// Grace CPU entities labelled cpu="N", the exporter's own metrics) are not GPUs and are skipped, as
// are MIG-instance series (GPU_I_ID), which would double-count their GPU. Each device gets one
// TelemetryRow (the scrape is one instant; an optional sample timestamp in ms gives its time) and a
// non-zero DCGM_FI_DEV_XID_ERRORS gauge (the last Xid seen) becomes an Xid event with that code.
// AMD's exporter labels a partitioned GPU's series (CPX, DPX, ... compute partitions) with the partition:
// they are the card their serial number names; only partition 0 speaks for the card's telemetry, and
// their gpu_id is a logical GPU's number, not the card's.
#include "metricscommon.h"
#include "parsetext.h"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <map>

namespace GpuPlan::Metrics {
namespace {

using namespace ParseText;

struct Sample
{
    std::string name;
    Labels labels;
    std::string value;
    std::string timestamp;
};

bool isNameChar(char c, bool first)
{
    const auto u = static_cast<unsigned char>(c);
    return std::isalpha(u) || c == '_' || c == ':' || (!first && std::isdigit(u));
}

/// Parses `name{a="b",...} value [timestamp]`; false when the line is not such a sample.
bool parseSample(std::string_view line, Sample &s)
{
    std::size_t i = 0;
    while (i < line.size() && isNameChar(line[i], i == 0))
        ++i;
    if (i == 0)
        return false;
    s.name = std::string(line.substr(0, i));
    s.labels.clear();
    if (i < line.size() && line[i] == '{') {
        ++i;
        for (;;) {
            while (i < line.size() && (line[i] == ' ' || line[i] == ','))
                ++i;
            if (i < line.size() && line[i] == '}') {
                ++i;
                break;
            }
            const std::size_t keyStart = i;
            while (i < line.size() && isNameChar(line[i], i == keyStart))
                ++i;
            if (i == keyStart || i + 1 >= line.size() || line[i] != '=' || line[i + 1] != '"')
                return false;
            std::string key(line.substr(keyStart, i - keyStart)), value;
            for (i += 2; i < line.size() && line[i] != '"'; ++i) {
                if (line[i] == '\\' && i + 1 < line.size()) {
                    ++i;
                    value += line[i] == 'n' ? '\n' : line[i];
                } else {
                    value += line[i];
                }
            }
            if (i >= line.size())
                return false; // the line ends inside a label value
            ++i;
            s.labels.emplace_back(std::move(key), std::move(value));
        }
    }
    const auto rest = splitWhitespace(line.substr(i));
    if (rest.empty() || rest.size() > 2 || (i < line.size() && line[i] != ' ' && line[i] != '\t'))
        return false;
    s.value = std::string(rest[0]);
    s.timestamp = rest.size() == 2 ? std::string(rest[1]) : std::string();
    return true;
}

struct Device
{
    FleetDevice device;
    TelemetryRow row;
    std::optional<int> xid;
    int xidLine = 0;
};

class PrometheusImporter : public Importer
{
public:
    std::string format() const override { return "prometheus"; }

    int sniff(std::string_view head) const override
    {
        const bool typed = startsWith(head, "# TYPE ") || startsWith(head, "# HELP ")
            || head.find("\n# TYPE ") != std::string_view::npos || head.find("\n# HELP ") != std::string_view::npos;
        bool known = false;
        for (const char *prefix :
             {"DCGM_FI_", "nvidia_smi_", "gpu_power_usage", "gpu_average_package_power", "gpu_edge_temperature",
              "gpu_gfx_activity", "gpu_total_memory", "gpu_usage", "gpu_clock", "xpum_"})
            if (startsWith(head, prefix) || head.find(std::string("\n") + prefix) != std::string_view::npos
                || head.find(std::string("# TYPE ") + prefix) != std::string_view::npos)
                known = true;
        if (typed)
            return known ? 90 : 50;
        if (known)
            return 70;
        // Another metric of a GPU exporter: a sample line with a GPU's identity label.
        std::string_view rest = head;
        while (!rest.empty()) {
            const auto nl = rest.find('\n');
            const std::string_view t = trim(rest.substr(0, nl));
            rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
            if (t.empty() || t[0] == '#')
                continue;
            Sample s;
            if (!parseSample(t, s))
                return 0;
            for (const char *name : {"gpu_id", "gpu_uuid", "UUID", "GPU_UUID", "serial_number"})
                if (label(s.labels, name))
                    return 60;
            return 0;
        }
        return 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::map<std::string, Device> devices;
        std::vector<std::string> order;
        int parsed = 0;
        Sample s;
        std::string_view line;
        while (text.nextLine(line)) {
            if (!keepGoing(text, sink))
                return false;
            const std::string_view t = trim(line);
            if (t.empty() || t[0] == '#')
                continue;
            const int lineNo = text.lineNumber();
            if (!parseSample(t, s)) {
                warn(sink, lineNo, "import.bad_line", {"not a Prometheus sample"});
                continue;
            }
            ++parsed;
            const auto value = parseValue(s.value);
            if (!value) {
                warn(sink, lineNo, "import.bad_value", {s.name, s.value});
                continue;
            }
            if (std::isnan(*value))
                continue;
            FleetDevice id;
            applyLabels(s.labels, id);
            bool partitionOfCard = false;
            if (const std::string *type = label(s.labels, "gpu_compute_partition_type");
                type && lower(*type) != "spx" && !isNotAvailable(*type) && !type->empty()) {
                id.index = -1; // gpu_id numbers the partitions, not the cards
                const std::string *part = label(s.labels, "gpu_partition_id");
                partitionOfCard = part && smallIndex(number(*part)).value_or(0) > 0;
            }
            if (id.uuid.empty() && id.serial.empty() && id.index < 0 && id.pciBusId.empty())
                continue; // not a GPU series
            id.key = deviceKey(id);
            auto it = devices.find(id.key);
            if (it == devices.end()) {
                it = devices.emplace(id.key, Device()).first;
                it->second.device.line = it->second.row.line = lineNo;
                order.push_back(id.key);
            }
            Device &dev = it->second;
            mergeLabels(id, dev.device);
            if (startsWith(s.name, "DCGM_FI_") || startsWith(s.name, "nvidia_smi_"))
                dev.device.vendor = "NVIDIA";
            else if (startsWith(s.name, "gpu_"))
                dev.device.vendor = "AMD";
            else if (startsWith(s.name, "xpum_"))
                dev.device.vendor = "Intel";
            if (label(s.labels, "GPU_I_ID") || partitionOfCard || label(s.labels, "sub_dev"))
                continue; // a MIG instance's, a partition's or an Intel tile's series: its card's are the card's own
            std::optional<int> xid;
            applyMetric(s.name, s.labels, *value, dev.device, dev.row, xid);
            if (xid) {
                dev.xid = xid;
                dev.xidLine = lineNo;
            }
            if (!s.timestamp.empty())
                if (const auto ms = number(s.timestamp))
                    dev.row.time = *ms / 1000.0;
        }
        if (parsed == 0)
            return fail(sink, text.lineNumber(), "import.missing_field", {"metric sample"});
        for (const std::string &key : order) {
            Device &dev = devices[key];
            const int index = sink.device(dev.device);
            if (dev.xid && *dev.xid > 0) {
                FleetEvent e;
                e.kind = FleetEventKind::Xid;
                e.code = *dev.xid;
                e.device = index;
                e.pciBusId = dev.device.pciBusId;
                e.node = dev.device.node;
                e.line = dev.xidLine;
                e.message = "Xid " + std::to_string(*dev.xid) + " (DCGM_FI_DEV_XID_ERRORS)";
                sink.event(e);
            }
            dev.row.device = index;
            if (TelemetryRow::has(dev.row.smClockMHz) || TelemetryRow::has(dev.row.memClockMHz)
                || TelemetryRow::has(dev.row.powerW) || TelemetryRow::has(dev.row.temperatureC)
                || TelemetryRow::has(dev.row.memTemperatureC) || TelemetryRow::has(dev.row.utilizationPct)
                || TelemetryRow::has(dev.row.memUtilizationPct) || TelemetryRow::has(dev.row.memUsedMiB)
                || TelemetryRow::has(dev.row.pcieRxMBs) || TelemetryRow::has(dev.row.pcieTxMBs)
                || dev.row.throttleMask != 0)
                sink.sample(dev.row);
        }
        return true;
    }

private:
    static bool fail(ImportSink &sink, int line, const char *code, std::vector<std::string> params = {})
    {
        sink.diagnostic(diagnostic(Severity::Error, line, code, std::move(params)));
        return false;
    }
    static void warn(ImportSink &sink, int line, const char *code, std::vector<std::string> params)
    {
        sink.diagnostic(diagnostic(Severity::Warning, line, code, std::move(params)));
    }

    /// Prometheus values: floats, "NaN", "+Inf", "-Inf" (the last three are kept as NaN: no reading).
    static std::optional<double> parseValue(const std::string &text)
    {
        if (text == "NaN" || text == "+Inf" || text == "-Inf" || text == "Inf")
            return std::numeric_limits<double>::quiet_NaN();
        char *end = nullptr;
        const double v = std::strtod(text.c_str(), &end);
        if (end == text.c_str() || *end != '\0')
            return std::nullopt;
        return v;
    }

    static void mergeLabels(const FleetDevice &from, FleetDevice &to)
    {
        const auto take = [](const std::string &src, std::string &dst) {
            if (!src.empty())
                dst = src;
        };
        take(from.key, to.key);
        take(from.uuid, to.uuid);
        take(from.serial, to.serial);
        take(from.name, to.name);
        take(from.pciBusId, to.pciBusId);
        take(from.node, to.node);
        take(from.driverVersion, to.driverVersion);
        take(from.vbios, to.vbios);
        if (from.index >= 0)
            to.index = from.index;
    }
};

} // namespace

std::unique_ptr<Importer> makePrometheusImporter() { return std::make_unique<PrometheusImporter>(); }

} // namespace GpuPlan::Metrics
