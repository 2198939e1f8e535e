// xpu-smi dump -d N -m ...: CSV with ", " separators and padded numbers, one row per device and interval.
// The timestamp is a time of day without a date ("06:14:46.000"), so sample times are seconds from the
// first row (a wrap past midnight adds a day); a full date-time is read as Unix seconds.
#include "importlines.h"
#include "parsetext.h"
#include "vendorcommon.h"

#include <cstdio>
#include <map>

namespace GpuPlan::VendorTools {
namespace {

using namespace ParseText;

std::optional<double> timeOfDay(std::string_view text)
{
    int h = 0, m = 0;
    double s = 0;
    int consumed = 0;
    const std::string t(trim(text));
    if (std::sscanf(t.c_str(), "%d:%d:%lf%n", &h, &m, &s, &consumed) == 3 && consumed == static_cast<int>(t.size())
        && h >= 0 && h < 24 && m >= 0 && m < 60 && s >= 0 && s < 61)
        return h * 3600.0 + m * 60.0 + s;
    return std::nullopt;
}

enum class Column {
    Ignored,
    Time,
    Device,
    Util,
    Power,
    Clock,
    MemClock,
    Temp,
    MemTemp,
    MemUtil,
    MemUsed,
    PcieRx,
    PcieTx
};

Column columnOf(const std::string &name)
{
    const std::string n = lower(name);
    if (n == "timestamp")
        return Column::Time;
    if (n == "deviceid")
        return Column::Device;
    if (n == "gpu utilization (%)" || n == "average % utilization of all gpu engines")
        return Column::Util;
    if (n == "gpu power (w)")
        return Column::Power;
    if (n == "gpu frequency (mhz)")
        return Column::Clock;
    if (n == "gpu memory frequency (mhz)")
        return Column::MemClock;
    if (startsWith(n, "gpu core temperature"))
        return Column::Temp;
    if (startsWith(n, "gpu memory temperature"))
        return Column::MemTemp;
    if (n == "gpu memory utilization (%)" || n == "gpu memory util (%)")
        return Column::MemUtil;
    if (n == "gpu memory used (mib)")
        return Column::MemUsed;
    if (startsWith(n, "pcie read"))
        return Column::PcieRx;
    if (startsWith(n, "pcie write"))
        return Column::PcieTx;
    return Column::Ignored;
}

class XpuSmiDumpImporter : public Importer
{
public:
    std::string format() const override { return "xpu-smi-dump"; }

    int sniff(std::string_view head) const override
    {
        const std::string first = lower(trim(head.substr(0, head.find('\n'))));
        return startsWith(first, "timestamp, deviceid") || startsWith(first, "timestamp,deviceid") ? 90 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::string_view line;
        if (!text.nextLine(line))
            return fail(sink, 1, "import.empty");
        std::vector<Column> columns;
        const std::vector<std::string> names = splitCsv(line);
        for (const std::string &name : names)
            columns.push_back(columnOf(name));
        int deviceColumn = -1;
        for (std::size_t i = 0; i < columns.size(); ++i)
            if (columns[i] == Column::Device)
                deviceColumn = static_cast<int>(i);
        if (deviceColumn < 0 || columns.empty() || columns[0] != Column::Time)
            return fail(sink, text.lineNumber(), "import.missing_field", {"DeviceId"});
        std::map<int, int> devices; // xpu-smi device ID -> sink index
        std::optional<double> firstTime;
        double dayOffset = 0, lastTime = 0;
        ImportLines lines(text, sink);
        while (lines.nextNonBlank()) {
            const int lineNo = lines.number();
            const std::vector<std::string> cells = splitCsv(lines.raw());
            if (cells.size() != columns.size()) {
                warn(sink, lineNo, "import.bad_line", {"the row does not have one value per column"});
                continue;
            }
            const auto id = smallIndex(number(cells[static_cast<std::size_t>(deviceColumn)]));
            if (!id) {
                warn(sink, lineNo, "import.bad_value", {"DeviceId", cells[static_cast<std::size_t>(deviceColumn)]});
                continue;
            }
            auto dev = devices.find(*id);
            if (dev == devices.end()) {
                FleetDevice d;
                d.vendor = "Intel";
                d.index = *id;
                d.line = lineNo;
                dev = devices.emplace(d.index, addDevice(sink, d)).first;
            }
            TelemetryRow row;
            row.device = dev->second;
            row.line = lineNo;
            for (std::size_t i = 0; i < cells.size(); ++i) {
                if (columns[i] == Column::Time) {
                    if (const auto unix = timestamp(cells[i])) {
                        row.time = *unix;
                    } else if (const auto tod = timeOfDay(cells[i])) {
                        if (!firstTime)
                            firstTime = *tod;
                        if (*tod + dayOffset < lastTime - 43200)
                            dayOffset += 86400;
                        row.time = *tod + dayOffset - *firstTime;
                        lastTime = *tod + dayOffset;
                    } else {
                        warn(sink, lineNo, "import.bad_value", {"Timestamp", cells[i]});
                    }
                    continue;
                }
                if (columns[i] == Column::Ignored || columns[i] == Column::Device)
                    continue;
                const auto v = number(cells[i]);
                if (!v && !isNotAvailable(cells[i]))
                    warn(sink, lineNo, "import.bad_value", {names[i], cells[i]});
                const float f = v ? static_cast<float>(*v) : TelemetryRow::kMissing;
                switch (columns[i]) {
                case Column::Util:
                    row.utilizationPct = f;
                    break;
                case Column::Power:
                    row.powerW = f;
                    break;
                case Column::Clock:
                    row.smClockMHz = f;
                    break;
                case Column::MemClock:
                    row.memClockMHz = f;
                    break;
                case Column::Temp:
                    row.temperatureC = f;
                    break;
                case Column::MemTemp:
                    row.memTemperatureC = f;
                    break;
                case Column::MemUtil:
                    row.memUtilizationPct = f;
                    break;
                case Column::MemUsed:
                    row.memUsedMiB = f;
                    break;
                case Column::PcieRx:
                    row.pcieRxMBs = f / 1000.0f;
                    break;
                case Column::PcieTx:
                    row.pcieTxMBs = f / 1000.0f;
                    break;
                default:
                    break;
                }
            }
            sink.sample(row);
        }
        return !lines.cancelled();
    }
};

} // namespace

std::unique_ptr<Importer> makeXpuSmiDumpImporter() { return std::make_unique<XpuSmiDumpImporter>(); }

} // namespace GpuPlan::VendorTools
