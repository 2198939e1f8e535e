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
        FleetDevice d;
        std::vector<FleetEvent> events;
        bool open = false;
        const auto flush = [&]() {
            if (!open)
                return;
            const int index = addDevice(sink, d);
            for (FleetEvent &e : events) {
                e.device = index;
                sink.event(e);
            }
            events.clear();
        };
        for (const TableRecord &r : records) {
            const std::string key = lower(r.key);
            const std::string first = r.values.empty() ? std::string() : r.values.front();
            if (key == "device id") {
                flush();
                d = FleetDevice();
                d.vendor = "Intel";
                d.index = smallIndex(number(first)).value_or(-1);
                d.line = r.line;
                open = true;
                continue;
            }
            if (!open || key == "level" || key == "result" || key == "items")
                continue;
            std::string result, message;
            for (const auto &[k, value] : cellPairs(r)) {
                if (lower(k) == "result")
                    result = value;
                else if (lower(k) == "message")
                    message = value;
            }
            if (result.empty()) {
                warn(sink, r.line, "import.missing_field", {"Result"});
                continue;
            }
            if (lower(result) != "pass") {
                FleetEvent e;
                e.kind = FleetEventKind::Other;
                e.message = r.key + ": " + result + (message.empty() ? "" : " - " + message);
                e.line = r.line;
                events.push_back(std::move(e));
            }
        }
        if (!open)
            return fail(sink, text.lineNumber(), "import.missing_field", {"Device ID"});
        flush();
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeXpuSmiDiagImporter() { return std::make_unique<XpuSmiDiagImporter>(); }

} // namespace GpuPlan::VendorTools
