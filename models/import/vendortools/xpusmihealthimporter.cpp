// xpu-smi health -l / -d N: per component "Status: Ok" with a description and thresholds
// ("Throttle Threshold: 105 Celsius Degree"). A component that is not OK becomes an event (kind Other)
// naming the component, its status and the description; the core temperature's throttle threshold is
// the device's slowdown temperature.
#include "parsetext.h"
#include "vendorcommon.h"

#include <cctype>

namespace GpuPlan::VendorTools {
namespace {

using namespace ParseText;

class XpuSmiHealthImporter : public Importer
{
public:
    std::string format() const override { return "xpu-smi-health"; }

    int sniff(std::string_view head) const override
    {
        if (head.find("| Device ID") == std::string_view::npos || head.find("Status:") == std::string_view::npos)
            return 0;
        return head.find("Description:") != std::string_view::npos || head.find("Threshold:") != std::string_view::npos
            ? 85
            : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::vector<TableRecord> records;
        if (!readTable(text, sink, records))
            return false;
        std::vector<FleetEvent> events;
        const auto record = [&](FleetDevice &d, const TableRecord &r) {
            // "1. GPU Core Temperature" -> "GPU Core Temperature"
            std::string_view component = r.key;
            const auto dot = component.find(". ");
            if (dot != std::string_view::npos && dot > 0 && std::isdigit(static_cast<unsigned char>(component[0])))
                component = trim(component.substr(dot + 2));
            std::string status, description;
            for (const auto &[key, value] : cellPairs(r)) {
                const std::string k = lower(key);
                if (k == "status")
                    status = value;
                else if (k == "description")
                    description = value;
                else if (k == "throttle threshold" && lower(component) == "gpu core temperature")
                    d.slowdownTemperatureC = number(split(value, ' ')[0]);
            }
            if (status.empty())
                warn(sink, r.line, "import.missing_field", {"Status"});
            else if (const std::string s = lower(status); s != "ok" && s != "unknown")
                events.push_back(otherEvent(r.line, std::string(component), status, description));
        };
        return readIntelDevices(text, sink, records, record,
                                [&](FleetDevice &d) { addDeviceWithEvents(sink, d, events); });
    }
};

} // namespace

std::unique_ptr<Importer> makeXpuSmiHealthImporter() { return std::make_unique<XpuSmiHealthImporter>(); }

} // namespace GpuPlan::VendorTools
