// xpu-smi ps: the processes using each device ("PID Command DeviceID SHR MEM", whitespace aligned).
// GpuPlan keeps the devices it names; per-process memory is not fleet data.
#include "parsetext.h"
#include "vendorcommon.h"

#include <set>

namespace GpuPlan::VendorTools {
namespace {

using namespace ParseText;

class XpuSmiPsImporter : public Importer
{
public:
    std::string format() const override { return "xpu-smi-ps"; }

    int sniff(std::string_view head) const override
    {
        const auto words = splitWhitespace(trim(head.substr(0, head.find('\n'))));
        return words.size() >= 3 && words[0] == "PID" && words[1] == "Command" && words[2] == "DeviceID" ? 85 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::string_view line;
        if (!text.nextLine(line))
            return fail(sink, 1, "import.empty");
        const auto header = splitWhitespace(line);
        std::size_t deviceColumn = header.size();
        for (std::size_t i = 0; i < header.size(); ++i)
            if (header[i] == "DeviceID")
                deviceColumn = i;
        if (deviceColumn == header.size())
            return fail(sink, text.lineNumber(), "import.missing_field", {"DeviceID"});
        std::set<int> seen;
        while (text.nextLine(line)) {
            if (!keepGoing(text, sink))
                return false;
            const auto words = splitWhitespace(line);
            if (words.empty())
                continue;
            // The command may contain spaces: the device ID counts from the end of the row.
            if (words.size() < header.size()) {
                warn(sink, text.lineNumber(), "import.bad_line", {"the row has fewer values than the header"});
                continue;
            }
            const auto id = smallIndex(number(words[words.size() - (header.size() - deviceColumn)]));
            if (!id) {
                warn(sink, text.lineNumber(), "import.bad_value", {"DeviceID", std::string(words[deviceColumn])});
                continue;
            }
            if (!seen.insert(*id).second)
                continue;
            FleetDevice d;
            d.vendor = "Intel";
            d.index = *id;
            d.line = text.lineNumber();
            addDevice(sink, d);
        }
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeXpuSmiPsImporter() { return std::make_unique<XpuSmiPsImporter>(); }

} // namespace GpuPlan::VendorTools
