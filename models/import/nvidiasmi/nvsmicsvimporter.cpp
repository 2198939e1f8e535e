// nvidia-smi --query-gpu / --query-compute-apps / --query-accounted-apps / --query-retired-pages with
// --format=csv, with or without header and units. Each row names a GPU (deduplicated by UUID, serial or
// bus ID). A --query-gpu row with telemetry fields (clocks, power, temperature, utilization, memory used)
// also gives a TelemetryRow, timed by its timestamp column, else numbered per GPU (0, 1, 2, ... seconds).
// Per-process rows (a pid column) give devices only; a retired page with an address gives an event.
// Without a header, the columns are guessed from the first row's values (see guessColumns()).
#include "nvsmicommon.h"
#include "nvsmicsvfields.h"
#include "parsetext.h"

#include <algorithm>
#include <cstdlib>
#include <map>

namespace GpuPlan::NvSmi {
namespace {

using namespace ParseText;

struct Column
{
    CsvField field = CsvField::Other;
    std::string name;
    std::string unit;
};

std::optional<std::vector<Column>> headerColumns(std::string_view line)
{
    std::vector<Column> cols;
    int known = 0, weak = 0;  // weak: names other tools print too (timestamp, name, index)
    for (const std::string &f : splitCsv(line)) {
        auto [name, unit] = splitHeaderField(f);
        if (isNvidiaSmiField(name))
            ++known;
        else if (name == "timestamp" || name == "name" || name == "index")
            ++weak;
        cols.push_back({csvField(name), name, unit});
    }
    const int total = int(cols.size());
    if (known >= 2 && (known + weak) * 2 >= total)
        return cols;
    if (known == 1 && known + weak == total)
        return cols;
    return std::nullopt;
}

bool headerlessRow(std::string_view line)
{
    if (line.empty() || line[0] == '#' || line.find_first_of("{<|") != std::string_view::npos)
        return false;
    const auto fields = splitCsv(line);
    if (fields.size() < 2)
        return false;
    for (const auto &name : guessColumns(fields))
        if (name == "uuid" || name == "pci.bus_id")
            return true;
    return false;
}

class Reader
{
public:
    Reader(ImportSink &sink, std::vector<Column> cols) : m_sink(sink), m_cols(std::move(cols))
    {
        for (const Column &c : m_cols) {
            m_perProcess = m_perProcess || c.field == CsvField::Pid || c.field == CsvField::RetiredAddress;
            m_hasReasons = m_hasReasons || c.field == CsvField::Reason;
        }
    }

    void row(const std::vector<std::string> &values, int line)
    {
        FleetDevice d;
        d.line = line;
        TelemetryRow r;
        r.line = line;
        std::optional<double> time, power, powerFallback;
        std::string address, cause, retiredTime;
        for (std::size_t i = 0; i < m_cols.size(); ++i) {
            const Column &c = m_cols[i];
            const std::string &v = values[i];
            if (c.field == CsvField::Other || isNotAvailable(v))
                continue;
            switch (c.field) {
            case CsvField::Timestamp: time = timestamp(v); break;
            case CsvField::Name: d.name = v; break;
            case CsvField::Uuid: d.uuid = v; break;
            case CsvField::Serial: d.serial = v; break;
            case CsvField::BusId: d.pciBusId = pciBusId(v); break;
            case CsvField::Index: if (auto n = num(c, v, line)) d.index = int(*n); break;
            case CsvField::Driver: d.driverVersion = v; break;
            case CsvField::Vbios: d.vbios = v; break;
            case CsvField::PciDeviceId: d.pciId = pciIdFromNvidia(v); break;
            case CsvField::MemoryTotal: if (auto n = num(c, v, line)) d.memoryBytes = std::uint64_t(*n * 1048576.0 + 0.5); break;
            case CsvField::PcieGen: if (auto n = num(c, v, line)) d.pcieGen = int(*n); break;
            case CsvField::PcieMaxGen: if (auto n = num(c, v, line)) d.pcieMaxGen = int(*n); break;
            case CsvField::PcieWidth: if (auto n = num(c, v, line)) d.pcieWidth = int(*n); break;
            case CsvField::PcieMaxWidth: if (auto n = num(c, v, line)) d.pcieMaxWidth = int(*n); break;
            case CsvField::PowerLimit: if (!d.powerLimitW) d.powerLimitW = num(c, v, line); break;
            case CsvField::EnforcedPowerLimit: d.powerLimitW = num(c, v, line); break;
            case CsvField::EccMode: d.eccEnabled = yesNo(v); break;
            case CsvField::MigMode: d.migEnabled = yesNo(v); break;
            case CsvField::EccCorrVol: d.eccCorrectedVolatile = count(c, v, line); break;
            case CsvField::EccUncorrVol: d.eccUncorrectedVolatile = count(c, v, line); break;
            case CsvField::EccCorrAgg: d.eccCorrectedAggregate = count(c, v, line); break;
            case CsvField::EccUncorrAgg: d.eccUncorrectedAggregate = count(c, v, line); break;
            case CsvField::RetiredSbe: d.retiredPagesSbe = count(c, v, line); break;
            case CsvField::RetiredDbe: d.retiredPagesDbe = count(c, v, line); break;
            case CsvField::RetiredPending: d.retiredPagesPending = yesNo(v); break;
            case CsvField::RemapCorr: d.remappedRowsCorrectable = count(c, v, line); break;
            case CsvField::RemapUncorr: d.remappedRowsUncorrectable = count(c, v, line); break;
            case CsvField::RemapPending: d.remapPending = yesNo(v); break;
            case CsvField::RemapFailure: d.remapFailure = yesNo(v); break;
            case CsvField::Reason: {
                std::string shortName;
                const std::uint32_t bit = throttleBit(c.name.substr(c.name.find('.') + 1), &shortName);
                if (bit && isActive(v)) {
                    d.activeThrottleReasons.push_back(shortName);
                    r.throttleMask |= bit;
                }
                break;
            }
            case CsvField::ReasonMask:
                if (!m_hasReasons)
                    r.throttleMask |= throttleMaskFromNvml(std::strtoull(v.c_str(), nullptr, 16), &d.activeThrottleReasons);
                break;
            case CsvField::SmClock: r.smClockMHz = flt(c, v, line); break;
            case CsvField::MemClock: r.memClockMHz = flt(c, v, line); break;
            case CsvField::Power: power = num(c, v, line); break;
            case CsvField::PowerFallback: if (!powerFallback) powerFallback = num(c, v, line); break;
            case CsvField::Temp: r.temperatureC = flt(c, v, line); break;
            case CsvField::MemTemp: r.memTemperatureC = flt(c, v, line); break;
            case CsvField::Util: r.utilizationPct = flt(c, v, line); break;
            case CsvField::MemUtil: r.memUtilizationPct = flt(c, v, line); break;
            case CsvField::MemUsed: r.memUsedMiB = flt(c, v, line); break;
            case CsvField::RetiredAddress: address = v; break;
            case CsvField::RetiredTime: retiredTime = v; break;
            case CsvField::RetiredCause: cause = v; break;
            default: break;
            }
        }
        if (power || powerFallback)
            r.powerW = float(power ? *power : *powerFallback);
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
        if (m_perProcess || !hasTelemetry(r))
            return;
        r.device = device;
        r.time = time ? *time : double(m_rowsOf[device]++);
        m_sink.sample(r);
    }

private:
    std::optional<double> num(const Column &c, const std::string &v, int line)
    {
        auto n = number(v);
        if (!n && std::count(v.begin(), v.end(), ',') == 1)
            n = number(v, true);
        if (!n)
            warning(m_sink, line, "import.bad_value", {c.name, v});
        return n;
    }
    float flt(const Column &c, const std::string &v, int line)
    {
        const auto n = num(c, v, line);
        return n ? float(*n) : TelemetryRow::kMissing;
    }
    std::optional<std::uint64_t> count(const Column &c, const std::string &v, int line)
    {
        const auto n = num(c, v, line);
        return n && *n >= 0 ? std::optional<std::uint64_t>(std::uint64_t(*n + 0.5)) : std::nullopt;
    }

    ImportSink &m_sink;
    std::vector<Column> m_cols;
    bool m_perProcess = false;
    bool m_hasReasons = false;
    std::map<int, int> m_rowsOf;
};

class NvidiaSmiCsvImporter : public Importer
{
public:
    std::string format() const override { return "nvidia-smi-csv"; }

    int sniff(std::string_view head) const override
    {
        const std::string_view first = trim(head.substr(0, head.find('\n')));
        if (first.find(',') == std::string_view::npos && first.find('.') == std::string_view::npos)
            return 0;
        if (headerColumns(first))
            return 85;
        return headerlessRow(first) ? 60 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::string_view line;
        std::optional<Reader> reader;
        std::size_t width = 0;
        while (text.nextLine(line)) {
            const int n = text.lineNumber();
            if (!keepGoing(text, sink, n))
                return false;
            const std::string_view t = trim(line);
            if (t.empty())
                continue;
            std::vector<std::string> values = splitCsv(t);
            if (!reader) {
                if (auto cols = headerColumns(t)) {
                    width = cols->size();
                    reader.emplace(sink, std::move(*cols));
                    continue;
                }
                if (!headerlessRow(t)) {
                    error(sink, n, "import.missing_field", {"nvidia-smi CSV header"});
                    return false;
                }
                std::vector<Column> cols;
                for (const std::string &name : guessColumns(values))
                    cols.push_back({csvField(name), name, {}});
                width = cols.size();
                reader.emplace(sink, std::move(cols));
            }
            if (values.size() != width) {
                warning(sink, n, "import.bad_line",
                        {"expected " + std::to_string(width) + " fields, found " + std::to_string(values.size())});
                continue;
            }
            reader->row(values, n);
        }
        if (!reader) {
            error(sink, text.lineNumber(), "import.empty");
            return false;
        }
        sink.progress(text.totalBytes(), text.totalBytes());
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeCsvImporter()
{
    return std::make_unique<NvidiaSmiCsvImporter>();
}

} // namespace GpuPlan::NvSmi
