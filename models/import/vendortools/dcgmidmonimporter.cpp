// dcgmi dmon -e <fields> [-g group | -i gpus]: "#Entity" header of field short names, an "ID" unit row,
// then one row per entity and interval ("GPU 0   0   0   498948   1555"); a group's rows interleave.
// Profiling fields read N/A for the first intervals: a row without a value GpuPlan keeps is not a sample. The file
// has no timestamps: a row's time is its index among its entity's rows times the default 1 s interval.
// PCITX/PCIRX are bytes per second.
#include "parsetext.h"
#include "vendorcommon.h"

#include <map>

namespace GpuPlan::VendorTools {
namespace {

using namespace ParseText;

class DcgmiDmonImporter : public Importer
{
public:
    std::string format() const override { return "dcgmi-dmon"; }

    int sniff(std::string_view head) const override
    {
        const std::string_view first = trim(head.substr(0, head.find('\n')));
        return startsWith(first, "#Entity") || startsWith(first, "# Entity") ? 90 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::vector<std::string> columns; // field short names, without the entity
        struct Entity
        {
            int device = -1;
            int rows = 0;
        };
        std::map<std::string, Entity> entities;
        std::string_view line;
        while (text.nextLine(line)) {
            if (!keepGoing(text, sink))
                return false;
            const std::string_view t = trim(line);
            const int lineNo = text.lineNumber();
            if (t.empty())
                continue;
            if (t[0] == '#') {
                columns.clear();
                const auto words = splitWhitespace(t);
                for (std::size_t i = (words[0] == "#" ? 2 : 1); i < words.size(); ++i)
                    columns.emplace_back(words[i]);
                continue;
            }
            const auto words = splitWhitespace(t);
            if (words[0] == "ID" || words.size() < 2)
                continue; // the unit row under the header
            if (columns.empty())
                return fail(sink, lineNo, "import.missing_field", {"#Entity"});
            if (words.size() != columns.size() + 2) {
                warn(sink, lineNo, "import.bad_line", {"the row does not have one value per field"});
                continue;
            }
            const std::string entity = std::string(words[0]) + " " + std::string(words[1]);
            const auto index = smallIndex(number(words[1]));
            if (!index) {
                warn(sink, lineNo, "import.bad_value", {"Entity", entity});
                continue;
            }
            Entity &e = entities[entity];
            if (e.device < 0) {
                FleetDevice d;
                d.vendor = "NVIDIA";
                d.index = *index;
                d.line = lineNo;
                e.device = addDevice(sink, d);
            }
            TelemetryRow row;
            row.device = e.device;
            row.line = lineNo;
            row.time = e.rows++;
            for (std::size_t i = 0; i < columns.size(); ++i) {
                const std::string_view cell = words[i + 2];
                const auto v = number(cell);
                if (!v) {
                    if (!isNotAvailable(cell))
                        warn(sink, lineNo, "import.bad_value", {columns[i], std::string(cell)});
                    continue;
                }
                const float f = static_cast<float>(*v);
                const std::string &c = columns[i];
                if (c == "POWER")
                    row.powerW = f;
                else if (c == "TMPTR")
                    row.temperatureC = f;
                else if (c == "MMTMP")
                    row.memTemperatureC = f;
                else if (c == "SMCLK")
                    row.smClockMHz = f;
                else if (c == "MMCLK")
                    row.memClockMHz = f;
                else if (c == "GPUTL")
                    row.utilizationPct = f;
                else if (c == "MCUTL")
                    row.memUtilizationPct = f;
                else if (c == "FBUSD")
                    row.memUsedMiB = f;
                else if (c == "PCITX")
                    row.pcieTxMBs = f / 1e6f;
                else if (c == "PCIRX")
                    row.pcieRxMBs = f / 1e6f;
            }
            if (hasTelemetry(row))
                sink.sample(row);
        }
        if (columns.empty())
            return fail(sink, text.lineNumber(), "import.missing_field", {"#Entity"});
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeDcgmiDmonImporter() { return std::make_unique<DcgmiDmonImporter>(); }

} // namespace GpuPlan::VendorTools
