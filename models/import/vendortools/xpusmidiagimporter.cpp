// xpu-smi diag -d N -l L: the overall Level/Result/Items rows, then one row per test with "Result: Pass"
// and a "Message: ..." that may continue over several rows. A test that does not pass becomes an event
// (kind Other) with the test name and its message.
#include "parsetext.h"
#include "vendorcommon.h"

namespace GpuPlan::VendorTools {
namespace {

using namespace ParseText;

class XpuSmiDiagImporter : public Importer
{
public:
    std::string format() const override { return "xpu-smi-diag"; }

    int sniff(std::string_view head) const override
    {
        if (head.find("| Device ID") == std::string_view::npos)
            return 0;
        const bool level = head.find("| Level ") != std::string_view::npos;
        const bool result = head.find("Result: ") != std::string_view::npos;
        return level && result ? 85 : (result && head.find("Message: ") != std::string_view::npos ? 60 : 0);
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::vector<TableRecord> records;
        if (!readTable(text, sink, records))
            return false;
        std::vector<FleetEvent> events;
        const auto record = [&](FleetDevice &, const TableRecord &r) {
            const std::string key = lower(r.key);
            if (key == "level" || key == "result" || key == "items")
                return;
            std::string result, message;
            for (const auto &[k, value] : cellPairs(r)) {
                if (lower(k) == "result")
                    result = value;
                else if (lower(k) == "message")
                    message = value;
            }
            if (result.empty())
                warn(sink, r.line, "import.missing_field", {"Result"});
            else if (lower(result) != "pass")
                events.push_back(otherEvent(r.line, r.key, result, message));
        };
        return readIntelDevices(text, sink, records, record,
                                [&](FleetDevice &d) { addDeviceWithEvents(sink, d, events); });
    }
};

} // namespace

std::unique_ptr<Importer> makeXpuSmiDiagImporter() { return std::make_unique<XpuSmiDiagImporter>(); }

} // namespace GpuPlan::VendorTools
