// dcgmi diag -r N: a bordered "Diagnostic | Result" table in sections ("-----  Deployment  ----"). Cell
// text is cut every 45 characters, mid-word, and continued on rows with an empty first cell: the
// chunks are joined as they are. The Metadata section names the GPUs ("GPU Device IDs Detected":
// 2330,2330,... -> GPU 0..n-1). A test whose result is "Fail ..." becomes an event with the test name;
// so does each "Warning" / "Error" detail row, attached to "GPU n" when its text names one. An event
// about pending row remapping is a RowRemap event and flags the GPU (remapPending); others are Other.
#include "parsetext.h"
#include "vendorcommon.h"

#include <map>
#include <regex>

namespace GpuPlan::VendorTools {
namespace {

using namespace ParseText;

struct Row
{
    std::string name;
    std::string value;
    std::string section;
    int line = 0;
};

class DcgmiDiagImporter : public Importer
{
public:
    std::string format() const override { return "dcgmi-diag"; }

    int sniff(std::string_view head) const override
    {
        return head.find("| Diagnostic") != std::string_view::npos && head.find("| Result") != std::string_view::npos
            ? 90
            : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::vector<Row> rows;
        std::string section;
        std::string_view line;
        while (text.nextLine(line)) {
            if (!keepGoing(text, sink))
                return false;
            const std::string_view t = trim(line);
            if (t.find("-----  ") != std::string_view::npos) { // "|-----  Deployment  ----+---|"
                const auto begin = t.find_first_not_of("|+- ");
                const auto end = t.find("  ", begin);
                section = begin == std::string_view::npos ? std::string() : std::string(t.substr(begin, end - begin));
                continue;
            }
            const auto cells = tableCells(line);
            if (cells.size() != 2)
                continue;
            const std::string_view name = trim(cells[0]);
            const std::string_view cell = cells[1];
            const std::string_view chunk = cell.size() >= 3 ? cell.substr(1, cell.size() - 3) : trim(cell);
            if (name.empty() && !rows.empty()) {
                rows.back().value += chunk;
            } else if (!name.empty()) {
                rows.push_back({std::string(name), std::string(chunk), section, text.lineNumber()});
            }
        }
        if (rows.empty())
            return fail(sink, text.lineNumber(), "import.missing_field", {"Diagnostic"});

        std::map<int, FleetDevice> gpus;
        const auto gpu = [&gpus](int index, int lineNo) -> FleetDevice & {
            FleetDevice &d = gpus[index];
            if (d.line == 0) {
                d.vendor = "NVIDIA";
                d.index = index;
                d.line = lineNo;
            }
            return d;
        };
        std::string driver;
        std::vector<std::pair<FleetEvent, int>> events; // with the GPU index, -1 when none
        std::string test;
        static const std::regex gpuRef(R"(\bGPU (\d+)\b)");
        for (Row &r : rows) {
            r.value = std::string(trim(r.value));
            const std::string lowerValue = lower(r.value);
            if (r.name == "Diagnostic") {
                continue; // the title row
            } else if (r.name == "Driver Version Detected") {
                driver = r.value;
            } else if (r.name == "GPU Device IDs Detected") {
                int i = 0;
                for (const auto id : split(r.value, ','))
                    gpu(i++, r.line).pciId = pciId("10de", id);
            } else if (r.name == "Warning" || r.name == "Error" || startsWith(lowerValue, "fail")) {
                const bool detail = r.name == "Warning" || r.name == "Error";
                FleetEvent e;
                e.line = r.line;
                e.message = (detail ? (test.empty() ? r.section : test) : r.name) + ": " + r.value;
                const bool remap = containsNoCase(r.value, "row remap");
                e.kind = remap ? FleetEventKind::RowRemap : FleetEventKind::Other;
                int index = -1;
                std::smatch m;
                // "GPU 99999999999" is not a device this file describes: the event stays fleet-wide.
                const auto named
                    = detail && std::regex_search(r.value, m, gpuRef) ? smallIndex(number(m[1].str())) : std::nullopt;
                if (named) {
                    index = *named;
                    FleetDevice &d = gpu(index, r.line);
                    if (remap && containsNoCase(r.value, "pending"))
                        d.remapPending = true;
                }
                events.emplace_back(std::move(e), index);
                if (!detail)
                    test = r.name;
            } else if (r.name != "Info") {
                test = r.name;
            }
        }
        std::map<int, int> sinkIndex;
        for (auto &[index, d] : gpus) {
            d.driverVersion = driver;
            sinkIndex[index] = addDevice(sink, d);
        }
        for (auto &[e, index] : events) {
            if (index >= 0)
                e.device = sinkIndex[index];
            sink.event(e);
        }
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeDcgmiDiagImporter() { return std::make_unique<DcgmiDiagImporter>(); }

} // namespace GpuPlan::VendorTools
