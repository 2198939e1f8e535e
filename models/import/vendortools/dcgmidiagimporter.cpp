// dcgmi diag -r N: a bordered "Diagnostic | Result" table in sections ("-----  Deployment  ----"). Cell
// text is cut every 45 characters, mid-word, and continued on rows with an empty first cell: the
// chunks are joined as they are. The Metadata section names the GPUs ("GPU Device IDs Detected":
// 2330,2330,... -> GPU 0..n-1). A test whose result is "Fail ..." becomes an event with the test name;
// so does each "Warning" / "Error" detail row, attached to "GPU n" when its text names one. An event
// about pending row remapping is a RowRemap event and flags the GPU (remapPending); the others are
// Diagnostic events classed by what they say (DiagnosticClass): DCGM's own "internal error", the node's
// deployment (a Deployment-section check other than row remap, page retirement and inforom; a CUDA
// initialisation or persistence-mode error), a hardware test's failure, or a warning of a test that passed.
// A failed test whose details name GPUs is kept as an Other event: its GPUs' events carry it.
#include "parsetext.h"
#include "vendorcommon.h"

#include <algorithm>
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

struct DiagEvent
{
    FleetEvent event;
    int index = -1;   ///< the GPU the text names, -1 when none
    std::string test; ///< the test it belongs to
    bool detail = false;
};

DiagnosticClass classify(const std::string &section, const std::string &test, const std::string &text, bool failed)
{
    if (containsNoCase(text, "internal error"))
        return DiagnosticClass::Internal;
    if (!failed)
        return DiagnosticClass::Warning;
    // The Deployment checks read the node's software and settings, except the two that read the GPU's own state.
    const bool gpuState = containsNoCase(test, "row remap") || containsNoCase(test, "page retirement")
        || containsNoCase(test, "inforom");
    if ((containsNoCase(section, "deployment") && !gpuState) || containsNoCase(text, "cuInit")
        || containsNoCase(text, "CUDA API") || containsNoCase(text, "persistence mode"))
        return DiagnosticClass::Deployment;
    return DiagnosticClass::Hardware;
}

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
        std::size_t lastTest = 0; // the row of the test being read (rows[0] is the title row)
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
                // DCGM 4 lists each GPU's result under its test ("GPU0: Pass"), after the test's warnings.
                const std::string_view c = trim(chunk);
                const std::size_t digits
                    = c.size() > 3 && startsWith(c, "GPU") ? c.find_first_not_of("0123456789", 3) : 0;
                if (digits > 3 && digits != std::string_view::npos && c[digits] == ':' && lastTest < rows.size())
                    rows[lastTest].value = std::string(trim(rows[lastTest].value)) + " " + std::string(c);
                else
                    rows.back().value += chunk;
            } else if (!name.empty()) {
                rows.push_back({std::string(name), std::string(chunk), section, text.lineNumber()});
                if (name != "Warning" && name != "Error" && name != "Info")
                    lastTest = rows.size() - 1;
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
        std::vector<DiagEvent> events;
        std::string test, testSection;
        bool testFailed = false;
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
                if (!detail) {
                    test = r.name;
                    testSection = r.section;
                    testFailed = true;
                }
                FleetEvent e;
                e.line = r.line;
                e.message = (detail ? (test.empty() ? r.section : test) : r.name) + ": " + r.value;
                const bool remap = containsNoCase(r.value, "row remap");
                e.kind = remap ? FleetEventKind::RowRemap : FleetEventKind::Diagnostic;
                if (!remap)
                    e.code = static_cast<int>(classify(detail ? testSection : r.section, test, r.value,
                                                       !detail || testFailed || r.name == "Error"));
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
                events.push_back({std::move(e), index, test, detail});
            } else if (r.name != "Info") {
                test = r.name;
                testSection = r.section;
                testFailed = false;
            }
        }
        // One failure, one finding. A failed test whose details name GPUs: those GPUs' events say it, the test's
        // own row is kept as Other. Otherwise the test's row says it, classed by its details (an internal error
        // of DCGM is not the GPU's failure), and the details are kept as Other.
        // One pass over the details, one over the events: a file of many rows stays linear.
        struct Details
        {
            bool namesGpus = false;
            int strongest = -1; ///< the strongest DiagnosticClass (read as failures: Internal, Deployment, Hardware)
            bool testFailed = false;
        };
        std::map<std::string, Details> byTest;
        for (const DiagEvent &d : events) {
            if (d.event.kind != FleetEventKind::Diagnostic)
                continue;
            Details &t = byTest[d.test];
            if (!d.detail) {
                t.testFailed = true;
                continue;
            }
            t.namesGpus = t.namesGpus || d.index >= 0;
            t.strongest = std::max(t.strongest, d.event.code);
        }
        for (DiagEvent &e : events) {
            const auto it = byTest.find(e.test);
            if (e.event.kind != FleetEventKind::Diagnostic || it == byTest.end() || !it->second.testFailed)
                continue;
            const Details &t = it->second;
            if (!e.detail && t.namesGpus)
                e.event.kind = FleetEventKind::Other;
            else if (!e.detail && t.strongest >= 0)
                e.event.code = t.strongest;
            else if (e.detail && !t.namesGpus)
                e.event.kind = FleetEventKind::Other;
        }
        std::map<int, int> sinkIndex;
        for (auto &[index, d] : gpus) {
            d.driverVersion = driver;
            sinkIndex[index] = addDevice(sink, d);
        }
        for (DiagEvent &d : events) {
            if (d.index >= 0)
                d.event.device = sinkIndex[d.index];
            sink.event(d.event);
        }
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeDcgmiDiagImporter() { return std::make_unique<DcgmiDiagImporter>(); }

} // namespace GpuPlan::VendorTools
