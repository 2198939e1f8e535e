// xpu-smi stats -d N: a bordered "name | value" table, one sample of one device. Unavailable metrics
// are empty cells; engine lists read "0; Engine 0: 0" (the first number is the group's average).
#include "parsetext.h"
#include "vendorcommon.h"

namespace GpuPlan::VendorTools {
namespace {

using namespace ParseText;

class XpuSmiStatsImporter : public Importer
{
public:
    std::string format() const override { return "xpu-smi-stats"; }

    int sniff(std::string_view head) const override
    {
        if (head.find("| Device ID") == std::string_view::npos)
            return 0;
        for (const char *key :
             {"| GPU Power (W)", "| GPU Frequency (MHz)", "| GPU Core Temperature (C)", "| Average % utilization"})
            if (head.find(key) != std::string_view::npos)
                return 85;
        return 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::vector<TableRecord> records;
        if (!readTable(text, sink, records))
            return false;
        TelemetryRow row;
        const auto record = [&](FleetDevice &d, const TableRecord &r) {
            const std::string key = lower(r.key);
            const std::string value = r.values.empty() ? std::string() : r.values.front();
            const std::string_view first = trim(split(value, ';')[0]); // "0; Engine 0: 0" -> "0"
            const auto n = first.find(':') == std::string_view::npos ? number(first) : std::nullopt;
            if (!n && !isNotAvailable(first) && first.find(':') == std::string_view::npos)
                warn(sink, r.line, "import.bad_value", {r.key, value});
            if (key == "average % utilization of all gpu engines" || key == "gpu utilization (%)")
                row.utilizationPct = asFloat(n);
            else if (key == "gpu power (w)")
                row.powerW = asFloat(n);
            else if (key == "gpu frequency (mhz)")
                row.smClockMHz = asFloat(n);
            else if (key == "gpu core temperature (c)")
                row.temperatureC = asFloat(n);
            else if (key == "gpu memory temperature (c)")
                row.memTemperatureC = asFloat(n);
            else if (key == "gpu memory used (mib)")
                row.memUsedMiB = asFloat(n);
            else if (key == "gpu memory util (%)")
                row.memUtilizationPct = asFloat(n);
            else if (key == "mem errors correctable" && n)
                d.eccCorrectedVolatile = roundedInt<std::uint64_t>(*n);
            else if (key == "mem errors uncorrectable" && n)
                d.eccUncorrectedVolatile = roundedInt<std::uint64_t>(*n);
        };
        const auto done = [&](FleetDevice &d) {
            row.device = addDevice(sink, d);
            row.line = d.line;
            if (hasTelemetry(row))
                sink.sample(row);
            row = TelemetryRow();
        };
        return readIntelDevices(text, sink, records, record, done);
    }
};

} // namespace

std::unique_ptr<Importer> makeXpuSmiStatsImporter() { return std::make_unique<XpuSmiStatsImporter>(); }

} // namespace GpuPlan::VendorTools
