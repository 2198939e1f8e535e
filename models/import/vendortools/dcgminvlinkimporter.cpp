// dcgmi nvlink -g N -e: per-link error counters of one GPU ("|Link 0     | CRC FLIT Error      | 0  |").
// FleetDevice has no NVLink counters: a non-zero counter becomes an event (kind Other) naming the link,
// the counter and its value.
#include "parsetext.h"
#include "vendorcommon.h"

namespace GpuPlan::VendorTools {
namespace {

using namespace ParseText;

class DcgmiNvlinkImporter : public Importer
{
public:
    std::string format() const override { return "dcgmi-nvlink"; }

    int sniff(std::string_view head) const override
    {
        if (head.find("NVLINK Error Counts") != std::string_view::npos)
            return 90;
        return head.find("| GPU ID:") != std::string_view::npos && head.find("|Link ") != std::string_view::npos ? 70
                                                                                                                 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        int device = -1;
        std::string_view line;
        while (text.nextLine(line)) {
            if (!keepGoing(text, sink))
                return false;
            const auto cells = tableCells(line);
            if (cells.empty())
                continue;
            const std::string_view first = trim(cells[0]);
            if (const auto id = cellValue(first, "GPU ID")) {
                FleetDevice d;
                d.vendor = "NVIDIA";
                d.index = smallIndex(number(*id)).value_or(-1);
                d.line = text.lineNumber();
                device = addDevice(sink, d);
                continue;
            }
            if (cells.size() != 3 || !startsWith(first, "Link"))
                continue;
            if (device < 0)
                return fail(sink, text.lineNumber(), "import.missing_field", {"GPU ID"});
            const std::string_view counter = trim(cells[1]);
            const std::string_view value = trim(cells[2]);
            const auto n = number(value);
            if (!n) {
                if (!isNotAvailable(value))
                    warn(sink, text.lineNumber(), "import.bad_value", {std::string(counter), std::string(value)});
                continue;
            }
            if (*n > 0) {
                FleetEvent e;
                e.kind = FleetEventKind::Other;
                e.device = device;
                e.line = text.lineNumber();
                e.message = "NV" + std::string(first) + " " + std::string(counter) + ": " + std::string(value);
                sink.event(e);
            }
        }
        if (device < 0)
            return fail(sink, text.lineNumber(), "import.missing_field", {"GPU ID"});
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeDcgmiNvlinkImporter() { return std::make_unique<DcgmiNvlinkImporter>(); }

} // namespace GpuPlan::VendorTools
