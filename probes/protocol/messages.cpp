#include "messages.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>

namespace GpuPlan::Probe {
namespace {

using nlohmann::json;

// A parse failure with the reason; caught in parseLine and turned into ParseResult::error.
struct BadMessage : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

template <typename T>
void putOptional(json &j, const char *key, const std::optional<T> &value)
{
    if (value)
        j[key] = *value;
}

template <typename T>
T need(const json &j, const char *key)
{
    const auto it = j.find(key);
    if (it == j.end())
        throw BadMessage(std::string("missing field \"") + key + "\"");
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
        // nlohmann converts 1e99 or 2.5 to an int with a plain cast: undefined or silently cut.
        if (it->is_number_float()) {
            const double v = it->template get<double>();
            if (v != std::floor(v) || v < static_cast<double>(std::numeric_limits<T>::min())
                || v > static_cast<double>(std::numeric_limits<T>::max()))
                throw BadMessage(std::string("field \"") + key + "\" is not a whole number in range");
        } else if (it->is_number_unsigned()
                   && it->template get<std::uint64_t>() > static_cast<std::uint64_t>(std::numeric_limits<T>::max())) {
            throw BadMessage(std::string("field \"") + key + "\" is out of range");
        } else if (it->is_number_integer() && !it->is_number_unsigned()
                   && (it->template get<std::int64_t>() < static_cast<std::int64_t>(std::numeric_limits<T>::min())
                       || it->template get<std::int64_t>()
                           > static_cast<std::int64_t>(std::numeric_limits<T>::max()))) {
            throw BadMessage(std::string("field \"") + key + "\" is out of range");
        }
    }
    try {
        return it->get<T>();
    } catch (const json::exception &) {
        throw BadMessage(std::string("field \"") + key + "\" has the wrong type");
    }
}

template <typename T>
T get(const json &j, const char *key, T fallback)
{
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return fallback;
    try {
        return it->get<T>();
    } catch (const json::exception &) {
        throw BadMessage(std::string("field \"") + key + "\" has the wrong type");
    }
}

template <typename T>
std::optional<T> getOptional(const json &j, const char *key)
{
    const auto it = j.find(key);
    if (it == j.end() || it->is_null())
        return std::nullopt;
    try {
        return it->get<T>();
    } catch (const json::exception &) {
        throw BadMessage(std::string("field \"") + key + "\" has the wrong type");
    }
}

json toJson(const PcieLink &link)
{
    return {{"current_gen", link.currentGen},
            {"current_width", link.currentWidth},
            {"max_gen", link.maxGen},
            {"max_width", link.maxWidth}};
}

PcieLink pcieFrom(const json &j)
{
    PcieLink link;
    if (!j.is_object())
        return link;
    link.currentGen = get(j, "current_gen", 0);
    link.currentWidth = get(j, "current_width", 0);
    link.maxGen = get(j, "max_gen", 0);
    link.maxWidth = get(j, "max_width", 0);
    return link;
}

json toJson(const DeviceInfo &d)
{
    return {{"id", d.id},
            {"backend", d.backend},
            {"name", d.name},
            {"vendor", d.vendor},
            {"uuid", d.uuid},
            {"serial", d.serial},
            {"pci_bus_id", d.pciBusId},
            {"memory_bytes", d.memoryBytes},
            {"compute_units", d.computeUnits},
            {"core_clock_mhz", d.coreClockMHz},
            {"memory_clock_mhz", d.memoryClockMHz},
            {"memory_bus_width_bits", d.memoryBusWidthBits},
            {"pcie", toJson(d.pcie)},
            {"driver_version", d.driverVersion},
            {"runtime_version", d.runtimeVersion}};
}

DeviceInfo deviceFrom(const json &j)
{
    DeviceInfo d;
    d.id = need<std::string>(j, "id");
    d.backend = need<std::string>(j, "backend");
    d.name = need<std::string>(j, "name");
    d.vendor = get<std::string>(j, "vendor", {});
    d.uuid = get<std::string>(j, "uuid", {});
    d.serial = get<std::string>(j, "serial", {});
    d.pciBusId = get<std::string>(j, "pci_bus_id", {});
    d.memoryBytes = get<std::uint64_t>(j, "memory_bytes", 0);
    d.computeUnits = get(j, "compute_units", 0);
    d.coreClockMHz = get(j, "core_clock_mhz", 0.0);
    d.memoryClockMHz = get(j, "memory_clock_mhz", 0.0);
    d.memoryBusWidthBits = get(j, "memory_bus_width_bits", 0);
    if (const auto it = j.find("pcie"); it != j.end())
        d.pcie = pcieFrom(*it);
    d.driverVersion = get<std::string>(j, "driver_version", {});
    d.runtimeVersion = get<std::string>(j, "runtime_version", {});
    return d;
}

json toJson(const TestResult &r)
{
    json j = {{"type", "result"},
              {"backend", r.backend},
              {"device", r.device},
              {"test", r.test},
              {"unit", r.unit},
              {"best", r.best},
              {"median", r.median},
              {"min", r.min},
              {"max", r.max},
              {"runs", r.runs},
              {"bytes_per_run", r.bytesPerRun},
              {"flops_per_run", r.flopsPerRun},
              {"working_set_bytes", r.workingSetBytes},
              {"verified", r.verified},
              {"timer", r.timer}};
    if (!r.verifyMessage.empty())
        j["verify_message"] = r.verifyMessage;
    if (!r.detail.empty())
        j["detail"] = r.detail;
    putOptional(j, "clock_mhz", r.clockMHz);
    putOptional(j, "temperature_c", r.temperatureC);
    return j;
}

TestResult resultFrom(const json &j)
{
    TestResult r;
    r.backend = need<std::string>(j, "backend");
    r.device = need<std::string>(j, "device");
    r.test = need<std::string>(j, "test");
    r.unit = need<std::string>(j, "unit");
    r.best = need<double>(j, "best");
    r.median = need<double>(j, "median");
    r.min = get(j, "min", r.median);
    r.max = get(j, "max", r.median);
    r.runs = need<int>(j, "runs");
    r.bytesPerRun = get<std::uint64_t>(j, "bytes_per_run", 0);
    r.flopsPerRun = get(j, "flops_per_run", 0.0);
    r.workingSetBytes = get<std::uint64_t>(j, "working_set_bytes", 0);
    r.verified = need<bool>(j, "verified");
    r.verifyMessage = get<std::string>(j, "verify_message", {});
    r.timer = get<std::string>(j, "timer", {});
    r.detail = get<std::string>(j, "detail", {});
    r.clockMHz = getOptional<double>(j, "clock_mhz");
    r.temperatureC = getOptional<double>(j, "temperature_c");
    return r;
}

json toJson(const TelemetrySample &s)
{
    json j = {{"type", "telemetry"}, {"t_s", s.tSeconds}, {"device", s.device}};
    putOptional(j, "sm_clock_mhz", s.smClockMHz);
    putOptional(j, "mem_clock_mhz", s.memClockMHz);
    putOptional(j, "power_w", s.powerW);
    putOptional(j, "temperature_c", s.temperatureC);
    putOptional(j, "utilization_pct", s.utilizationPct);
    if (!s.throttleReasons.empty())
        j["throttle"] = s.throttleReasons;
    putOptional(j, "ecc_corrected", s.eccCorrected);
    putOptional(j, "ecc_uncorrected", s.eccUncorrected);
    putOptional(j, "retired_pages", s.retiredPages);
    putOptional(j, "pcie_replays", s.pcieReplays);
    putOptional(j, "pcie_gen", s.pcieGen);
    putOptional(j, "pcie_width", s.pcieWidth);
    putOptional(j, "xid_count", s.xidCount);
    return j;
}

TelemetrySample telemetryFrom(const json &j)
{
    TelemetrySample s;
    s.tSeconds = need<double>(j, "t_s");
    s.device = need<std::string>(j, "device");
    s.smClockMHz = getOptional<double>(j, "sm_clock_mhz");
    s.memClockMHz = getOptional<double>(j, "mem_clock_mhz");
    s.powerW = getOptional<double>(j, "power_w");
    s.temperatureC = getOptional<double>(j, "temperature_c");
    s.utilizationPct = getOptional<double>(j, "utilization_pct");
    s.throttleReasons = get<std::vector<std::string>>(j, "throttle", {});
    s.eccCorrected = getOptional<std::uint64_t>(j, "ecc_corrected");
    s.eccUncorrected = getOptional<std::uint64_t>(j, "ecc_uncorrected");
    s.retiredPages = getOptional<std::uint64_t>(j, "retired_pages");
    s.pcieReplays = getOptional<std::uint64_t>(j, "pcie_replays");
    s.pcieGen = getOptional<int>(j, "pcie_gen");
    s.pcieWidth = getOptional<int>(j, "pcie_width");
    s.xidCount = getOptional<std::uint64_t>(j, "xid_count");
    return s;
}

json toJson(const BurnInVerdict &v)
{
    json reasons = json::array();
    for (const VerdictReason &r : v.reasons)
        reasons.push_back({{"code", r.code},
                           {"status", checkStatusKey(r.status)},
                           {"severity", verdictKey(r.severity)},
                           {"value", r.value},
                           {"limit", r.limit},
                           {"message", r.message}});
    return {{"type", "verdict"},
            {"verdict", verdictKey(v.verdict)},
            {"duration_s", v.durationSeconds},
            {"reasons", reasons}};
}

BurnInVerdict verdictFrom(const json &j)
{
    BurnInVerdict v;
    if (!verdictFromKey(need<std::string>(j, "verdict"), v.verdict))
        throw BadMessage("unknown verdict \"" + j.at("verdict").get<std::string>() + "\"");
    v.durationSeconds = get(j, "duration_s", 0.0);
    const auto it = j.find("reasons");
    if (it != j.end() && it->is_array()) {
        for (const json &r : *it) {
            VerdictReason reason;
            reason.code = need<std::string>(r, "code");
            if (!checkStatusFromKey(need<std::string>(r, "status"), reason.status))
                throw BadMessage("unknown check status in verdict reason \"" + reason.code + "\"");
            if (!verdictFromKey(need<std::string>(r, "severity"), reason.severity))
                throw BadMessage("unknown severity in verdict reason \"" + reason.code + "\"");
            reason.value = get(r, "value", 0.0);
            reason.limit = get(r, "limit", 0.0);
            reason.message = get<std::string>(r, "message", {});
            v.reasons.push_back(std::move(reason));
        }
    }
    return v;
}

struct Serializer
{
    json operator()(const Hello &m) const
    {
        return {{"type", "hello"},      {"schema", m.schema},   {"runner", m.runner},
                {"version", m.version}, {"command", m.command}, {"device", m.device}};
    }
    json operator()(const Progress &m) const
    {
        json j = {{"type", "progress"}, {"fraction", m.fraction}, {"stage", m.stage}, {"message", m.message}};
        if (m.value) {
            j["value"] = *m.value;
            j["unit"] = m.unit;
        }
        return j;
    }
    json operator()(const TelemetryLine &m) const { return toJson(m.sample); }
    json operator()(const ResultLine &m) const { return toJson(m.result); }
    json operator()(const ErrorLine &m) const
    {
        return {
            {"type", "error"}, {"code", m.code}, {"message", m.message}, {"backend", m.backend}, {"device", m.device}};
    }
    json operator()(const BurnInCheckLine &m) const
    {
        return {{"type", "burnin_check"},
                {"t_s", m.check.tSeconds},
                {"bandwidth_gbs", m.check.bandwidthGBs},
                {"fp32_gflops", m.check.fp32Gflops},
                {"miscompares", m.check.miscompares}};
    }
    json operator()(const VerdictLine &m) const { return toJson(m.verdict); }
    json operator()(const FinalLine &m) const
    {
        return {{"type", "final"},
                {"exit_code", static_cast<int>(m.exitCode)},
                {"status", exitCodeKey(m.exitCode)},
                {"results", m.results},
                {"message", m.message}};
    }
};

Message messageFrom(const json &j)
{
    if (!j.is_object())
        throw BadMessage("not a JSON object");
    const std::string type = need<std::string>(j, "type");
    if (type == "hello") {
        Hello m;
        m.schema = need<int>(j, "schema");
        if (m.schema > kSchemaVersion || m.schema < 1)
            throw BadMessage("schema " + std::to_string(m.schema) + " is not supported (this build reads "
                             + std::to_string(kSchemaVersion) + ")");
        m.runner = get<std::string>(j, "runner", {});
        m.version = get<std::string>(j, "version", {});
        m.command = get<std::string>(j, "command", {});
        m.device = get<std::string>(j, "device", {});
        return m;
    }
    if (type == "progress") {
        Progress m;
        m.fraction = need<double>(j, "fraction");
        m.stage = get<std::string>(j, "stage", {});
        m.message = get<std::string>(j, "message", {});
        m.value = getOptional<double>(j, "value");
        m.unit = get<std::string>(j, "unit", {});
        return m;
    }
    if (type == "telemetry")
        return TelemetryLine{telemetryFrom(j)};
    if (type == "result")
        return ResultLine{resultFrom(j)};
    if (type == "error") {
        ErrorLine m;
        m.code = need<std::string>(j, "code");
        m.message = need<std::string>(j, "message");
        m.backend = get<std::string>(j, "backend", {});
        m.device = get<std::string>(j, "device", {});
        return m;
    }
    if (type == "burnin_check") {
        BurnInCheck c;
        c.tSeconds = need<double>(j, "t_s");
        c.bandwidthGBs = get(j, "bandwidth_gbs", 0.0);
        c.fp32Gflops = get(j, "fp32_gflops", 0.0);
        c.miscompares = need<long long>(j, "miscompares");
        return BurnInCheckLine{c};
    }
    if (type == "verdict")
        return VerdictLine{verdictFrom(j)};
    if (type == "final") {
        FinalLine m;
        if (!exitCodeFromInt(need<int>(j, "exit_code"), m.exitCode))
            throw BadMessage("unknown exit code " + std::to_string(j.at("exit_code").get<int>()));
        m.results = get(j, "results", 0);
        m.message = get<std::string>(j, "message", {});
        return m;
    }
    throw BadMessage("unknown message type \"" + type + "\"");
}

// The schema @p j names when it is a whole number representable as an int other than ours, else 0.
int foreignSchemaOf(const json &j)
{
    const auto it = j.find("schema");
    if (it == j.end() || !it->is_number())
        return 0;
    const double schema = it->get<double>();
    if (schema != std::floor(schema) || schema < std::numeric_limits<int>::min()
        || schema > std::numeric_limits<int>::max())
        return 0;
    const int s = static_cast<int>(schema);
    return s == kSchemaVersion ? 0 : s;
}

} // namespace

std::string toJsonLine(const Message &message)
{
    return std::visit(Serializer{}, message).dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string toJson(const ListReport &report)
{
    json backends = json::array();
    for (const BackendStatus &b : report.backends)
        backends.push_back({{"name", b.name}, {"available", b.available}, {"reason", b.reason}, {"module", b.module}});
    json devices = json::array();
    for (const DeviceInfo &d : report.devices)
        devices.push_back(toJson(d));
    const json j = {{"schema", report.schema},
                    {"runner", report.runner},
                    {"version", report.version},
                    {"backends", backends},
                    {"devices", devices}};
    return j.dump(2, ' ', false, json::error_handler_t::replace);
}

ParseResult parseLine(std::string_view line)
{
    ParseResult out;
    const json j = json::parse(line.begin(), line.end(), nullptr, false);
    if (j.is_discarded()) {
        out.error = "not valid JSON";
        return out;
    }
    if (j.is_object() && j.value("type", json()) == "hello")
        out.foreignSchema = foreignSchemaOf(j);
    try {
        out.message = messageFrom(j);
        out.ok = true;
    } catch (const BadMessage &e) {
        out.error = e.what();
    } catch (const json::exception &e) {
        out.error = e.what();
    }
    return out;
}

ListParseResult parseListReport(std::string_view text)
{
    ListParseResult out;
    const json j = json::parse(text.begin(), text.end(), nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        out.error = "not a JSON object";
        return out;
    }
    out.foreignSchema = foreignSchemaOf(j);
    try {
        out.report.schema = need<int>(j, "schema");
        if (out.report.schema > kSchemaVersion || out.report.schema < 1)
            throw BadMessage("schema " + std::to_string(out.report.schema) + " is not supported");
        out.report.runner = get<std::string>(j, "runner", {});
        out.report.version = get<std::string>(j, "version", {});
        for (const json &b : need<json>(j, "backends")) {
            BackendStatus s;
            s.name = need<std::string>(b, "name");
            s.available = need<bool>(b, "available");
            s.reason = get<std::string>(b, "reason", {});
            s.module = get<std::string>(b, "module", {});
            out.report.backends.push_back(std::move(s));
        }
        for (const json &d : need<json>(j, "devices"))
            out.report.devices.push_back(deviceFrom(d));
        out.ok = true;
    } catch (const BadMessage &e) {
        out.error = e.what();
    } catch (const json::exception &e) {
        out.error = e.what();
    }
    return out;
}

} // namespace GpuPlan::Probe
