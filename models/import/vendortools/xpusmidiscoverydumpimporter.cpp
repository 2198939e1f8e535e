// xpu-smi discovery --dump 1,2,...: one CSV row per device, with the columns the ids chose ("Device ID",
// "Device Name", "Vendor Name", "UUID", "PCI BDF Address", "Serial Number", "Memory Physical Size", ...),
// the values quoted. A name with a bracketed id ("Intel(R) Graphics [0x56c0]") gives the PCI device ID.
#include "parsetext.h"
#include "vendorcommon.h"

namespace GpuPlan::VendorTools {
namespace {

using namespace ParseText;

class XpuSmiDiscoveryDumpImporter : public Importer
{
public:
    std::string format() const override { return "xpu-smi-discovery-dump"; }

    int sniff(std::string_view head) const override
    {
        const std::string first = lower(trim(head.substr(0, head.find('\n'))));
        return startsWith(first, "device id,") && first.find("timestamp") == std::string::npos ? 85 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::string_view line;
        if (!text.nextLine(line))
            return fail(sink, 1, "import.empty");
        const std::vector<std::string> header = splitCsv(line);
        int added = 0;
        while (text.nextLine(line)) {
            if (!keepGoing(text, sink))
                return false;
            if (trim(line).empty())
                continue;
            const int lineNo = text.lineNumber();
            const std::vector<std::string> cells = splitCsv(line);
            if (cells.size() != header.size()) {
                warn(sink, lineNo, "import.bad_line", {"the row does not have one value per column"});
                continue;
            }
            FleetDevice d;
            d.vendor = "Intel";
            d.line = lineNo;
            for (std::size_t i = 0; i < header.size(); ++i)
                cell(lower(header[i]), cells[i], d, sink, lineNo);
            if (d.index < 0) {
                warn(sink, lineNo, "import.bad_value", {header.front(), cells.front()});
                continue;
            }
            addDevice(sink, d);
            ++added;
        }
        if (added == 0)
            return fail(sink, text.lineNumber(), "import.missing_field", {"Device ID"});
        return true;
    }

private:
    static void cell(const std::string &column, const std::string &value, FleetDevice &d, ImportSink &sink, int lineNo)
    {
        if (isNotAvailable(value) || value.empty())
            return;
        if (column == "device id") {
            if (const auto n = smallIndex(number(value)))
                d.index = *n;
        } else if (column == "device name") {
            d.name = value;
            d.pciId = bracketedPciId("8086", value);
        } else if (column == "uuid" || column == "device uuid") {
            d.uuid = value;
        } else if (column == "pci bdf address") {
            d.pciBusId = pciBusId(value);
            if (d.pciBusId.empty())
                warn(sink, lineNo, "import.bad_value", {"PCI BDF Address", value});
        } else if (column == "serial number" && usableSerial(value)) {
            d.serial = value;
        } else if (column == "memory physical size") {
            d.memoryBytes = bytes(value);
        } else if (column == "driver version") {
            d.driverVersion = value;
        }
    }
};

} // namespace

std::unique_ptr<Importer> makeXpuSmiDiscoveryDumpImporter() { return std::make_unique<XpuSmiDiscoveryDumpImporter>(); }

} // namespace GpuPlan::VendorTools
