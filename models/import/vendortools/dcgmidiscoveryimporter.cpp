// dcgmi discovery -l: "8 GPUs found." then a bordered table, first cell the GPU ID, second the
// "Name: / PCI Bus ID: / Device UUID:" lines; then NvSwitches (and CPUs on Grace), which are not GPUs.
#include "parsetext.h"
#include "vendorcommon.h"

namespace GpuPlan::VendorTools {
namespace {

using namespace ParseText;

class DcgmiDiscoveryImporter : public Importer
{
public:
    std::string format() const override { return "dcgmi-discovery"; }

    int sniff(std::string_view head) const override
    {
        if (head.find("| GPU ID") != std::string_view::npos
            && head.find("Device Information") != std::string_view::npos)
            return 90;
        return head.find("GPUs found.") != std::string_view::npos ? 70 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        bool inGpus = false;
        bool any = false;
        FleetDevice d;
        bool open = false;
        const auto flush = [&]() {
            if (open)
                addDevice(sink, d);
            open = false;
        };
        std::string_view line;
        while (text.nextLine(line)) {
            if (!keepGoing(text, sink))
                return false;
            const auto cells = tableCells(line);
            if (cells.size() < 2) {
                if (!cells.empty()) { // "| Switch ID |": a table of something else
                    flush();
                    inGpus = false;
                }
                continue;
            }
            const std::string_view key = trim(cells[0]);
            if (key == "GPU ID") {
                inGpus = any = true;
                continue;
            }
            if (!inGpus)
                continue;
            if (!key.empty()) {
                flush();
                const auto index = number(key);
                if (!smallIndex(index)) { // "1e99" would overflow the int
                    warn(sink, text.lineNumber(), "import.bad_value", {"GPU ID", std::string(key)});
                    continue;
                }
                d = FleetDevice();
                d.vendor = "NVIDIA";
                d.index = *smallIndex(index);
                d.line = text.lineNumber();
                open = true;
            }
            if (!open)
                continue;
            const std::string_view cell = trim(cells[1]);
            if (const auto v = cellValue(cell, "Name"))
                d.name = *v;
            else if (const auto bus = cellValue(cell, "PCI Bus ID"))
                d.pciBusId = pciBusId(*bus);
            else if (const auto uuid = cellValue(cell, "Device UUID"))
                d.uuid = *uuid;
        }
        flush();
        if (!any)
            return fail(sink, text.lineNumber(), "import.missing_field", {"GPU ID"});
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeDcgmiDiscoveryImporter() { return std::make_unique<DcgmiDiscoveryImporter>(); }

} // namespace GpuPlan::VendorTools
