// amd-smi text: the indented "GPU: 0" / "    ASIC:" / "        MARKET_NAME: MI300A" tree of static, metric,
// list and process, and the whitespace-aligned table of monitor, whose cells carry their unit after a
// space ("171 W", "32 °C", "196300 MB": two words for one cell). CPU sockets ("CPU: 0") are skipped.
// amd-smi's MB are MiB.
#include "amdsmiblock.h"
#include "parsetext.h"
#include "vendorcommon.h"

#include <algorithm>
#include <cctype>

namespace GpuPlan::VendorTools {
namespace {

using namespace ParseText;

bool isUnitWord(std::string_view w)
{
    return !isNotAvailable(w) && std::none_of(w.begin(), w.end(), [](unsigned char c) { return std::isdigit(c); });
}

class AmdSmiTextImporter : public Importer
{
public:
    std::string format() const override { return "amd-smi-text"; }

    int sniff(std::string_view head) const override
    {
        std::string_view rest = head;
        while (!rest.empty()) {
            const auto nl = rest.find('\n');
            const std::string_view line = rest.substr(0, nl);
            rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
            const std::string_view t = trim(line);
            if (t.empty())
                continue;
            if ((startsWith(t, "GPU: ") || startsWith(t, "CPU: ")) && number(t.substr(5)))
                return 85;
            const auto words = splitWhitespace(t);
            if (words.size() >= 3 && words[0] == "GPU") {
                int known = 0;
                for (const auto w : words)
                    for (const char *name : {"POWER", "GPU_TEMP", "GPU_T", "MEM_TEMP", "GFX_UTIL", "GFX_CLOCK",
                                             "MEM_CLOCK", "VRAM_USED", "VRAM_TOTAL"})
                        known += w == name;
                return known >= 2 ? 85 : 0;
            }
            return 0;
        }
        return 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::vector<std::string_view> header;
        std::vector<AmdSmiBlock> blocks;
        bool inGpu = false;
        std::vector<std::pair<int, std::string>> stack; // indentation, section name
        std::string_view line;
        while (text.nextLine(line)) {
            if (!keepGoing(text, sink))
                return false;
            const std::string_view t = trim(line);
            if (t.empty())
                continue;
            const int lineNo = text.lineNumber();
            const int indent = static_cast<int>(line.find_first_not_of(" \t"));
            if (indent == 0 && (startsWith(t, "GPU: ") || startsWith(t, "CPU: "))) {
                inGpu = startsWith(t, "GPU");
                stack.clear();
                if (inGpu) {
                    AmdSmiBlock b;
                    b.index = smallIndex(number(t.substr(5))).value_or(static_cast<int>(blocks.size()));
                    b.line = lineNo;
                    blocks.push_back(std::move(b));
                }
                continue;
            }
            if (indent == 0 && startsWith(t, "GPU ") && blocks.empty()) {
                header = splitWhitespace(t);
                continue;
            }
            if (!header.empty()) {
                monitorRow(header, t, lineNo, sink);
                continue;
            }
            if (!inGpu)
                continue;
            const auto colon = t.find(':');
            if (colon == std::string_view::npos) {
                warn(sink, lineNo, "import.bad_line", {"no KEY: value"});
                continue;
            }
            while (!stack.empty() && stack.back().first >= indent)
                stack.pop_back();
            const std::string key(trim(t.substr(0, colon)));
            const std::string_view value = trim(t.substr(colon + 1));
            if (value.empty()) {
                stack.emplace_back(indent, key);
                continue;
            }
            std::string path;
            for (const auto &[level, name] : stack)
                path += name + "/";
            path += key;
            blocks.back().values.emplace(path, std::string(value)); // repeated keys (POLICY_ID) keep the first
        }
        if (header.empty() && blocks.empty())
            return fail(sink, text.lineNumber(), "import.missing_field", {"GPU"});
        for (const AmdSmiBlock &b : blocks)
            emitAmdSmiBlock(b, sink);
        return true;
    }

private:
    static void monitorRow(const std::vector<std::string_view> &header, std::string_view t, int lineNo,
                           ImportSink &sink)
    {
        std::vector<std::string> cells;
        for (const auto w : splitWhitespace(t)) {
            if (!cells.empty() && isUnitWord(w) && number(cells.back()))
                cells.back() += " " + std::string(w);
            else
                cells.emplace_back(w);
        }
        if (cells.size() != header.size()) {
            warn(sink, lineNo, "import.bad_line", {"the row does not have one cell per column"});
            return;
        }
        const auto index = smallIndex(number(cells[0]));
        if (!index) {
            warn(sink, lineNo, "import.bad_value", {"GPU", cells[0]});
            return;
        }
        FleetDevice d;
        d.index = *index;
        d.line = lineNo;
        d.vendor = "AMD";
        TelemetryRow row;
        row.line = lineNo;
        for (std::size_t i = 1; i < cells.size(); ++i) {
            const std::string_view col = header[i];
            const float v = asFloat(number(cells[i]));
            if (col == "POWER")
                row.powerW = v;
            else if (col == "GPU_TEMP" || col == "GPU_T")
                row.temperatureC = v;
            else if (col == "MEM_TEMP" || col == "MEM_T")
                row.memTemperatureC = v;
            else if (col == "GFX_UTIL")
                row.utilizationPct = v;
            else if (col == "MEM_UTIL")
                row.memUtilizationPct = v;
            else if (col == "GFX_CLOCK" || col == "GFX_CLK")
                row.smClockMHz = v;
            else if (col == "MEM_CLOCK" || col == "MEM_CLK")
                row.memClockMHz = v;
            else if (col == "VRAM_USED" && bytes(cells[i]))
                row.memUsedMiB = static_cast<float>(static_cast<double>(*bytes(cells[i])) / 1048576.0);
            else if (col == "VRAM_TOTAL")
                d.memoryBytes = bytes(cells[i]);
            else if (col == "PCIE_REPLAY" && number(cells[i]))
                d.pcieReplays = roundedInt<std::uint64_t>(number(cells[i]));
            else if (col == "SINGLE_ECC" && number(cells[i]))
                d.eccCorrectedVolatile = roundedInt<std::uint64_t>(number(cells[i]));
            else if (col == "DOUBLE_ECC" && number(cells[i]))
                d.eccUncorrectedVolatile = roundedInt<std::uint64_t>(number(cells[i]));
        }
        row.device = addDevice(sink, d);
        if (hasTelemetry(row))
            sink.sample(row);
    }
};

} // namespace

std::unique_ptr<Importer> makeAmdSmiTextImporter() { return std::make_unique<AmdSmiTextImporter>(); }

} // namespace GpuPlan::VendorTools
