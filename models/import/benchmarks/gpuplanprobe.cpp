// gpuplan-probe --json-lines (run and burnin), read leniently with nlohmann: a saved file may be cut by a
// crash, and a bad line is a warning, not the end; the schema it accepts is the protocol's (probes/protocol).
// hello -> the device; result -> a record (median as value); burnin_check -> two records;
// telemetry -> samples; verdict -> an event; error lines and a failed or missing final line -> warnings.
#include "benchmarkimporters.h"
#include "importjson.h"
#include "parsetext.h"

#include "protocol/types.h"

#include <map>
#include <tuple>

#include <nlohmann/json.hpp>

namespace GpuPlan {

namespace {

using nlohmann::json;

/// j[key] when it is a number: nlohmann's value<int>() of 1e99 or -5 as a count would be undefined.
std::optional<double> numberAt(const json &j, const char *key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_number() ? std::optional<double>(it->get<double>()) : std::nullopt;
}

std::uint32_t throttleBit(const std::string &reason)
{
    static const std::pair<const char *, std::uint32_t> bits[]
        = {{"sw_power_cap", ThrottleSwPowerCap},     {"hw_slowdown", ThrottleHwSlowdown},
           {"sw_thermal", ThrottleSwThermal},        {"hw_thermal", ThrottleHwThermal},
           {"hw_power_brake", ThrottleHwPowerBrake}, {"sync_boost", ThrottleSyncBoost}};
    for (const auto &[name, bit] : bits)
        if (reason == name)
            return bit;
    return ThrottleOther;
}

float optionalFloat(const json &j, const char *key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_number() ? it->get<float>() : TelemetryRow::kMissing;
}

std::string metricOf(const std::string &unit)
{
    if (unit == "GB/s")
        return "bandwidth";
    if (unit == "GFLOP/s" || unit == "TFLOP/s")
        return "gflops";
    if (unit == "us" || unit == "ms")
        return "latency";
    return unit;
}

class ProbeStream
{
public:
    explicit ProbeStream(ImportSink &sink)
        : m_sink(sink)
    {
    }
    bool line(const json &j, int lineNo); // false on a fatal error
    bool finish(int lastLine);

private:
    int device(const std::string &id, int lineNo, const json *info = nullptr);
    void result(const json &j, int lineNo);

    ImportSink &m_sink;
    std::map<std::string, int> m_devices;
    std::map<std::string, std::string> m_names;
    std::string m_current; // the hello's device
    bool m_hello = false, m_final = false;
};

int ProbeStream::device(const std::string &id, int lineNo, const json *info)
{
    if (const auto it = m_devices.find(id); it != m_devices.end() && !info)
        return it->second;
    FleetDevice d;
    d.name = id;
    d.line = lineNo;
    const auto colon = id.rfind(':');
    if (colon != std::string::npos) {
        d.index = ParseText::smallIndex(ParseText::number(id.substr(colon + 1))).value_or(-1); // not "cuda:1e99"
        d.indexSpace = "gpuplan-probe:" + id.substr(0, colon); // a runtime's ordinal (CUDA: fastest first)
    }
    if (info && info->is_object()) {
        d.name = info->value("name", id);
        d.vendor = info->value("vendor", std::string());
        d.uuid = info->value("uuid", std::string());
        d.serial = info->value("serial", std::string());
        d.pciBusId = info->value("pci_bus_id", std::string());
        if (!d.pciBusId.empty())
            d.pciBusId = ParseText::pciBusId(d.pciBusId);
        if (const auto mem = ParseText::roundedInt<std::uint64_t>(numberAt(*info, "memory_bytes")); mem && *mem)
            d.memoryBytes = mem;
        d.driverVersion = info->value("driver_version", std::string());
    }
    d.key = ParseText::deviceKey(d);
    m_names[id] = d.name;
    return m_devices[id] = m_sink.device(d);
}

void ProbeStream::result(const json &j, int lineNo)
{
    const std::string id = j.value("device", m_current);
    device(id, lineNo);
    BenchmarkRecord r;
    r.tool = "gpuplan-probe";
    r.gpuName = m_names[id];
    r.test = j.value("test", std::string());
    r.unit = j.value("unit", std::string());
    r.metric = metricOf(r.unit);
    r.value = j.at("median").get<double>();
    r.line = lineNo;
    for (const char *key : {"best", "min", "max", "runs", "backend", "timer", "detail", "verified", "bytes_per_run",
                            "flops_per_run", "working_set_bytes", "clock_mhz", "temperature_c", "verify_message"})
        if (const auto it = j.find(key); it != j.end() && !BenchText::scalarText(*it).empty())
            r.attributes.emplace_back(key, BenchText::scalarText(*it));
    if (!j.value("verified", true))
        m_sink.diagnostic(ParseText::diagnostic(Severity::Warning, lineNo, "import.bad_value",
                                                {"verified", j.value("verify_message", std::string("false"))}));
    m_sink.benchmark(r);
}

bool ProbeStream::line(const json &j, int lineNo)
{
    const std::string type = j.value("type", std::string());
    if (type == "hello") {
        const int schema = ParseText::checkedInt<int>(numberAt(j, "schema")).value_or(0);
        if (schema > Probe::kSchemaVersion || schema < 1) {
            m_sink.diagnostic(
                ParseText::diagnostic(Severity::Error, lineNo, "import.bad_value",
                                      {"schema", j.contains("schema") ? j["schema"].dump() : std::string()}));
            return false;
        }
        m_hello = true;
        m_current = j.value("device", std::string());
        const auto info = j.find("device_info");
        if (!m_current.empty())
            device(m_current, lineNo, info != j.end() ? &*info : nullptr);
    } else if (type == "result") {
        if (!j.contains("median") || !j["median"].is_number()) {
            m_sink.diagnostic(ParseText::diagnostic(Severity::Warning, lineNo, "import.missing_field", {"median"}));
            return true;
        }
        result(j, lineNo);
    } else if (type == "telemetry") {
        TelemetryRow row;
        row.device = device(j.value("device", m_current), lineNo);
        row.time = j.value("t_s", 0.0);
        row.smClockMHz = optionalFloat(j, "sm_clock_mhz");
        row.memClockMHz = optionalFloat(j, "mem_clock_mhz");
        row.powerW = optionalFloat(j, "power_w");
        row.temperatureC = optionalFloat(j, "temperature_c");
        row.utilizationPct = optionalFloat(j, "utilization_pct");
        if (const auto it = j.find("throttle"); it != j.end() && it->is_array())
            for (const json &reason : *it)
                if (reason.is_string())
                    row.throttleMask |= throttleBit(reason.get<std::string>());
        row.line = lineNo;
        m_sink.sample(row);
    } else if (type == "burnin_check") {
        for (const auto &[key, test, metric, unit] :
             {std::tuple<const char *, const char *, const char *, const char *>{"bandwidth_gbs", "burnin.bandwidth",
                                                                                 "bandwidth", "GB/s"},
              {"fp32_gflops", "burnin.fp32", "gflops", "GFLOP/s"}}) {
            if (!j.contains(key) || !j[key].is_number())
                continue;
            BenchmarkRecord r;
            r.tool = "gpuplan-probe";
            r.gpuName = m_names[m_current];
            r.test = test;
            r.metric = metric;
            r.unit = unit;
            r.value = j[key].get<double>();
            r.line = lineNo;
            r.attributes = {{"t_s", BenchText::scalarText(j.value("t_s", json(0.0)))},
                            {"miscompares", BenchText::scalarText(j.value("miscompares", json(0)))}};
            m_sink.benchmark(r);
        }
    } else if (type == "verdict") {
        FleetEvent e;
        e.kind = FleetEventKind::Other;
        e.device = m_current.empty() ? -1 : device(m_current, lineNo);
        e.message = "burn-in verdict: " + j.value("verdict", std::string("?"));
        if (const auto it = j.find("reasons"); it != j.end() && it->is_array())
            for (const json &r : *it)
                if (r.is_object() && r.value("status", std::string()) == "fail")
                    e.message += "; " + r.value("message", r.value("code", std::string()));
        e.line = lineNo;
        m_sink.event(e);
    } else if (type == "error") {
        m_sink.diagnostic(
            ParseText::diagnostic(Severity::Warning, lineNo, "import.bad_line",
                                  {"gpuplan-probe: " + j.value("message", j.value("code", std::string()))}));
    } else if (type == "final") {
        m_final = true;
        if (const auto code = numberAt(j, "exit_code"); code && *code != 0)
            m_sink.diagnostic(ParseText::diagnostic(Severity::Warning, lineNo, "import.bad_value",
                                                    {"exit_code", j.value("status", j["exit_code"].dump())}));
    }
    return true; // progress lines and types of later versions carry nothing to keep
}

bool ProbeStream::finish(int lastLine)
{
    if (!m_hello) {
        m_sink.diagnostic(ParseText::diagnostic(Severity::Error, 1, "import.missing_field", {"hello"}));
        return false;
    }
    if (!m_final)
        m_sink.diagnostic(ParseText::diagnostic(Severity::Warning, lastLine, "import.truncated",
                                                {"gpuplan-probe run without its final line"}));
    return true;
}

} // namespace

int GpuplanProbeImporter::sniff(std::string_view head) const
{
    const auto lines = BenchText::headLines(head, 1);
    if (lines.empty())
        return 0;
    const std::string_view first = lines.front();
    return first.find("\"runner\":\"gpuplan-probe\"") != std::string_view::npos
            && first.find("\"type\":\"hello\"") != std::string_view::npos
        ? 95
        : 0;
}

bool GpuplanProbeImporter::parse(TextSource &text, ImportSink &sink) const
{
    ProbeStream stream(sink);
    std::string_view raw;
    while (text.nextLine(raw)) {
        if (!keepGoing(text, sink))
            return false;
        if (ParseText::trim(raw).empty())
            continue;
        const int lineNo = text.lineNumber();
        const auto j = parseImportedJson(std::string(raw), lineNo, sink, Severity::Warning);
        if (!j)
            continue; // a line cut by a crash: the lines before it still count
        try {
            if (!j->is_object()) {
                sink.diagnostic(
                    ParseText::diagnostic(Severity::Warning, lineNo, "import.bad_line", {"not a JSON object"}));
            } else if (!stream.line(*j, lineNo)) {
                return false;
            }
        } catch (const json::exception &) {
            sink.diagnostic(
                ParseText::diagnostic(Severity::Warning, lineNo, "import.bad_line", {"a field has the wrong type"}));
        }
    }
    return stream.finish(text.lineNumber());
}

} // namespace GpuPlan
