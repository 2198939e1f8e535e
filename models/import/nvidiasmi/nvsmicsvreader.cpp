#include "nvsmicsvreader.h"

#include "nvsmicommon.h"
#include "parsetext.h"

#include <algorithm>
#include <cstdlib>

namespace GpuPlan::NvSmi {

using namespace ParseText;

namespace {

// The enum lists the device fields from Name to ReasonMask and the telemetry ones from SmClock to MemUsed.
bool isDeviceField(CsvField f) { return f >= CsvField::Name && f <= CsvField::ReasonMask; }

bool isTelemetryField(CsvField f)
{
    return f == CsvField::Timestamp || (f >= CsvField::SmClock && f <= CsvField::MemUsed);
}

} // namespace

struct CsvRowReader::Values
{
    TelemetryRow r;
    std::optional<double> time, power, powerFallback;
};

CsvRowReader::CsvRowReader(ImportSink &sink, std::vector<CsvColumn> cols)
    : m_sink(sink)
    , m_cols(std::move(cols))
    , m_reasonBit(m_cols.size(), 0)
    , m_reasonName(m_cols.size())
{
    for (std::size_t i = 0; i < m_cols.size(); ++i) {
        const CsvColumn &c = m_cols[i];
        m_perProcess = m_perProcess || c.field == CsvField::Pid || c.field == CsvField::RetiredAddress;
        m_hasReasons = m_hasReasons || c.field == CsvField::Reason;
        if (c.field == CsvField::Reason)
            m_reasonBit[i] = throttleBit(c.name.substr(c.name.find('.') + 1), &m_reasonName[i]);
        if (isDeviceField(c.field))
            m_deviceCols.push_back(i);
        else if (isTelemetryField(c.field))
            m_telemetryCols.push_back(i);
    }
}

void CsvRowReader::row(const std::vector<std::string_view> &values, int line)
{
    if (m_perProcess) {
        fullRow(values, line);
        return;
    }
    m_signature.clear();
    for (const std::size_t i : m_deviceCols) {
        m_signature.append(values[i]);
        m_signature.push_back('\x1f');
    }
    if (const auto it = m_cache.find(m_signature); it != m_cache.end()) {
        const Cached &c = it->second;
        if (std::size_t(c.device) < m_sent.size() && m_sent[std::size_t(c.device)] == c.id) {
            Values v;
            v.r.line = line;
            v.r.throttleMask = c.throttleMask;
            for (const std::size_t i : m_telemetryCols)
                if (!isNotAvailable(values[i]))
                    telemetryField(m_cols[i], values[i], line, v);
            emit(v, c.device);
            return;
        }
    }
    const auto [device, throttleMask, cacheable] = fullRow(values, line);
    // A row whose device columns gave a warning is read in full each time, so that each row warns.
    if (!cacheable || device < 0 || device > (1 << 20))
        return;
    if (m_cache.size() >= kMaxCached)
        m_cache.clear(); // ids only grow: what m_sent still names can no longer match
    Cached &c = m_cache[m_signature];
    c = Cached{device, throttleMask, m_nextId++};
    if (m_sent.size() <= std::size_t(device))
        m_sent.resize(std::size_t(device) + 1, 0);
    m_sent[std::size_t(device)] = c.id;
}

CsvRowReader::FullRow CsvRowReader::fullRow(const std::vector<std::string_view> &values, int line)
{
    FleetDevice d;
    d.line = line;
    d.node = m_node;
    Values t;
    t.r.line = line;
    TelemetryRow &r = t.r;
    std::string address, cause, retiredTime;
    bool deviceWarned = false;
    for (std::size_t i = 0; i < m_cols.size(); ++i) {
        const CsvColumn &c = m_cols[i];
        const std::string_view v = values[i];
        if (c.field == CsvField::Other || isNotAvailable(v))
            continue;
        const int warnings = m_warnings;
        switch (c.field) {
        case CsvField::Name:
            d.name = v;
            break;
        case CsvField::Uuid:
            d.uuid = v;
            break;
        case CsvField::Serial:
            d.serial = v;
            break;
        case CsvField::BusId:
            d.pciBusId = pciBusId(v);
            break;
        case CsvField::Index:
            if (auto n = small(c, v, line))
                d.index = *n;
            break;
        case CsvField::Driver:
            d.driverVersion = v;
            break;
        case CsvField::Vbios:
            d.vbios = v;
            break;
        case CsvField::PciDeviceId:
            d.pciId = pciIdFromNvidia(v);
            break;
        case CsvField::MemoryTotal:
            if (auto n = mebibytes(c, v, line))
                d.memoryBytes = n;
            break;
        case CsvField::PcieGen:
            if (auto n = small(c, v, line))
                d.pcieGen = n;
            break;
        case CsvField::PcieMaxGen:
            if (auto n = small(c, v, line))
                d.pcieMaxGen = n;
            break;
        case CsvField::PcieWidth:
            if (auto n = small(c, v, line))
                d.pcieWidth = n;
            break;
        case CsvField::PcieMaxWidth:
            if (auto n = small(c, v, line))
                d.pcieMaxWidth = n;
            break;
        case CsvField::PowerLimit:
            if (!d.powerLimitW)
                d.powerLimitW = num(c, v, line);
            break;
        case CsvField::EnforcedPowerLimit:
            d.powerLimitW = num(c, v, line);
            break;
        case CsvField::EccMode:
            d.eccEnabled = yesNo(v);
            break;
        case CsvField::MigMode:
            d.migEnabled = yesNo(v);
            break;
        case CsvField::EccCorrVol:
            d.eccCorrectedVolatile = count(c, v, line);
            break;
        case CsvField::EccUncorrVol:
            d.eccUncorrectedVolatile = count(c, v, line);
            break;
        case CsvField::EccCorrAgg:
            d.eccCorrectedAggregate = count(c, v, line);
            break;
        case CsvField::EccUncorrAgg:
            d.eccUncorrectedAggregate = count(c, v, line);
            break;
        case CsvField::RetiredSbe:
            d.retiredPagesSbe = count(c, v, line);
            break;
        case CsvField::RetiredDbe:
            d.retiredPagesDbe = count(c, v, line);
            break;
        case CsvField::RetiredPending:
            d.retiredPagesPending = yesNo(v);
            break;
        case CsvField::RemapCorr:
            d.remappedRowsCorrectable = count(c, v, line);
            break;
        case CsvField::RemapUncorr:
            d.remappedRowsUncorrectable = count(c, v, line);
            break;
        case CsvField::RemapPending:
            d.remapPending = yesNo(v);
            break;
        case CsvField::RemapFailure:
            d.remapFailure = yesNo(v);
            break;
        case CsvField::Reason:
            if (m_reasonBit[i] && isActive(v)) {
                d.activeThrottleReasons.push_back(m_reasonName[i]);
                r.throttleMask |= m_reasonBit[i];
            }
            break;
        case CsvField::ReasonMask:
            if (!m_hasReasons)
                reasonMask(c, v, line, d, r);
            break;
        case CsvField::RetiredAddress:
            address = v;
            break;
        case CsvField::RetiredTime:
            retiredTime = v;
            break;
        case CsvField::RetiredCause:
            cause = v;
            break;
        default:
            telemetryField(c, v, line, t);
            break;
        }
        deviceWarned = deviceWarned || (isDeviceField(c.field) && m_warnings != warnings);
        // A malformed id makes no device (ValidatingSink): read such a row in full each time, so that each warns.
        deviceWarned = deviceWarned || (c.field == CsvField::BusId && !isValidPciBusId(d.pciBusId))
            || (c.field == CsvField::Uuid && !isValidGpuUuid(d.uuid));
    }
    const std::uint32_t throttleMask = r.throttleMask;
    const int device = addDevice(m_sink, d);
    if (!address.empty()) {
        FleetEvent e;
        e.kind = FleetEventKind::Other;
        e.device = device;
        e.pciBusId = d.pciBusId;
        e.timeText = retiredTime;
        e.time = timestamp(retiredTime).value_or(0.0);
        e.message = "retired page " + address + (cause.empty() ? std::string() : " (" + cause + ")");
        e.line = line;
        m_sink.event(e);
    }
    emit(t, device);
    return {device, throttleMask, !deviceWarned};
}

void CsvRowReader::reasonMask(const CsvColumn &c, std::string_view v, int line, FleetDevice &d, TelemetryRow &r)
{
    // clocks_throttle_reasons.active is NVML's bit mask ("0x0000000000000044"); some drivers and tools
    // print a word instead. "Active" says clocks are held down, not why: no reason is made up of it.
    const std::string_view t = trim(v);
    const std::string_view digits = startsWith(t, "0x") || startsWith(t, "0X") ? t.substr(2) : std::string_view();
    if (!digits.empty() && digits.size() <= 16
        && digits.find_first_not_of("0123456789abcdefABCDEF") == std::string_view::npos)
        r.throttleMask
            |= throttleMaskFromNvml(std::strtoull(std::string(digits).c_str(), nullptr, 16), &d.activeThrottleReasons);
    else if (isActive(t))
        d.activeThrottleReasons.push_back(kUnspecifiedThrottleReason);
    else if (!equalsNoCase(t, "not active"))
        outOfRange(c, v, line);
}

void CsvRowReader::telemetryField(const CsvColumn &c, std::string_view v, int line, Values &t)
{
    switch (c.field) {
    case CsvField::Timestamp:
        t.time = timestamp(v);
        break;
    case CsvField::SmClock:
        t.r.smClockMHz = flt(c, v, line);
        break;
    case CsvField::MemClock:
        t.r.memClockMHz = flt(c, v, line);
        break;
    case CsvField::Power:
        t.power = num(c, v, line);
        break;
    case CsvField::PowerFallback:
        if (!t.powerFallback)
            t.powerFallback = num(c, v, line);
        break;
    case CsvField::Temp:
        t.r.temperatureC = flt(c, v, line);
        break;
    case CsvField::MemTemp:
        t.r.memTemperatureC = flt(c, v, line);
        break;
    case CsvField::Util:
        t.r.utilizationPct = flt(c, v, line);
        break;
    case CsvField::MemUtil:
        t.r.memUtilizationPct = flt(c, v, line);
        break;
    case CsvField::MemUsed:
        t.r.memUsedMiB = flt(c, v, line);
        break;
    default:
        break;
    }
}

void CsvRowReader::emit(Values &t, int device)
{
    TelemetryRow &r = t.r;
    if (t.power || t.powerFallback)
        r.powerW = float(t.power ? *t.power : *t.powerFallback);
    if (m_perProcess || !hasTelemetry(r))
        return;
    r.device = device;
    r.time = t.time ? *t.time : double(m_rowsOf[device]++);
    m_sink.sample(r);
}

std::optional<double> CsvRowReader::num(const CsvColumn &c, std::string_view v, int line)
{
    auto n = number(v);
    if (!n && std::count(v.begin(), v.end(), ',') == 1)
        n = number(v, true);
    if (!n) {
        ++m_warnings;
        warning(m_sink, line, "import.bad_value", {c.name, std::string(v)});
    }
    return n;
}

float CsvRowReader::flt(const CsvColumn &c, std::string_view v, int line)
{
    const auto n = num(c, v, line);
    return n ? float(*n) : TelemetryRow::kMissing;
}

std::optional<std::uint64_t> CsvRowReader::count(const CsvColumn &c, std::string_view v, int line)
{
    const auto n = num(c, v, line);
    const auto count = n && *n >= 0 ? roundedInt<std::uint64_t>(*n) : std::nullopt;
    if (n && *n >= 0 && !count)
        outOfRange(c, v, line);
    return count;
}

std::optional<int> CsvRowReader::small(const CsvColumn &c, std::string_view v, int line)
{
    const auto n = num(c, v, line);
    const auto i = smallIndex(n);
    if (n && !i)
        outOfRange(c, v, line);
    return i;
}

std::optional<std::uint64_t> CsvRowReader::mebibytes(const CsvColumn &c, std::string_view v, int line)
{
    const auto n = num(c, v, line);
    const auto b = n && *n >= 0 ? roundedInt<std::uint64_t>(*n * 1048576.0) : std::nullopt;
    if (n && !b)
        outOfRange(c, v, line);
    return b;
}

void CsvRowReader::outOfRange(const CsvColumn &c, std::string_view v, int line)
{
    ++m_warnings;
    warning(m_sink, line, "import.bad_value", {c.name, std::string(v)});
}

} // namespace GpuPlan::NvSmi
