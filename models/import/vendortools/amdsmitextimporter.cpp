// amd-smi text: the indented "GPU: 0" / "    ASIC:" / "        MARKET_NAME: MI300A" tree of static, metric,
// list and process, and the whitespace-aligned table of monitor, whose cells carry their unit after a
// space ("171 W", "32 °C", "196300 MB": two words for one cell). CPU sockets ("CPU: 0") are skipped.
// amd-smi's MB are MiB. The version line ("AMDSMI Tool: ... | ROCm version: 6.4.0 | amdgpu version: 6.10.5"),
// alone (amd-smi version) or atop another view, gives the node's ROCm and amdgpu versions as host facts;
// a pasted shell prompt names the node.
#include "amdsmiblock.h"
#include "core/hostfacts.h"
#include "host/hostcommon.h"
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
            // A pasted prompt, a bare "$ amd-smi ..." line, amd-smi's own warnings ("WARNING: User is missing
            // the following required groups") come before the output.
            if (t.empty() || Host::shellPrompt(t) || startsWith(t, "$ ") || startsWith(t, "WARNING:"))
                continue;
            if (startsWith(t, "AMDSMI Tool:") && t.find("ROCm version:") != std::string_view::npos)
                return 90;
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
        std::string node;
        bool content = false;
        bool processes = false; // monitor --process: the table of processes after the GPUs'
        int versions = 0;
        std::string_view line;
        while (text.nextLine(line)) {
            if (!keepGoing(text, sink))
                return false;
            const std::string_view t = trim(line);
            if (t.empty())
                continue;
            const int lineNo = text.lineNumber();
            if (!content) {
                content = true;
                if (const auto prompt = Host::shellPrompt(t)) {
                    node = prompt->node;
                    continue;
                }
            }
            if (startsWith(t, "AMDSMI Tool:")) {
                versions += versionLine(t, node, lineNo, sink);
                continue;
            }
            if (startsWith(t, "$ ") || startsWith(t, "WARNING:"))
                continue;
            if (t == "PROCESS INFO:") {
                processes = true; // the processes' rows, one per process: no GPU of their own
                continue;
            }
            if (processes)
                continue;
            const int indent = static_cast<int>(line.find_first_not_of(" \t"));
            if (indent == 0 && (startsWith(t, "GPU: ") || startsWith(t, "CPU: "))) {
                inGpu = startsWith(t, "GPU");
                stack.clear();
                if (inGpu) {
                    AmdSmiBlock b;
                    b.index = smallIndex(number(t.substr(5))).value_or(static_cast<int>(blocks.size()));
                    b.line = lineNo;
                    b.node = node;
                    blocks.push_back(std::move(b));
                }
                continue;
            }
            if (indent == 0 && startsWith(t, "GPU ") && blocks.empty()) {
                header = splitWhitespace(t);
                continue;
            }
            if (!header.empty()) {
                monitorRow(header, t, lineNo, node, sink);
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
        if (header.empty() && blocks.empty() && versions == 0)
            return fail(sink, text.lineNumber(), "import.missing_field", {"GPU"});
        for (const AmdSmiBlock &b : blocks)
            emitAmdSmiBlock(b, sink);
        return true;
    }

private:
    /// "AMDSMI Tool: 25.3.0+ede62f2 | AMDSMI Library version: 25.3.0 | ROCm version: 6.4.0 | amdgpu version:
    /// 6.10.5 | amd_hsmp version: 2.2": the ROCm and amdgpu versions, as the node's facts; how many.
    static int versionLine(std::string_view t, const std::string &node, int lineNo, ImportSink &sink)
    {
        int facts = 0;
        for (const std::string_view part : split(t, '|')) {
            const std::string_view p = trim(part);
            const auto colon = p.find(':');
            if (colon == std::string_view::npos)
                continue;
            const std::string key = lower(trim(p.substr(0, colon)));
            const std::string_view value = trim(p.substr(colon + 1));
            const char *fact = key == "rocm version" ? Host::kRocmVersion
                : key == "amdgpu version"            ? Host::kAmdgpuVersion
                                                     : nullptr;
            if (!fact || isNotAvailable(value))
                continue;
            if (value.empty() || !std::isdigit(static_cast<unsigned char>(value[0]))) {
                warn(sink, lineNo, "import.bad_value", {std::string(trim(p.substr(0, colon))), std::string(value)});
                continue;
            }
            HostFact f;
            f.node = node;
            f.key = fact;
            f.value = std::string(value);
            f.line = lineNo;
            sink.hostFact(f);
            ++facts;
        }
        return facts;
    }

    static void monitorRow(const std::vector<std::string_view> &header, std::string_view t, int lineNo,
                           const std::string &node, ImportSink &sink)
    {
        std::vector<std::string> cells;
        for (const auto w : splitWhitespace(t)) {
            const auto slash = cells.empty() ? std::string::npos : cells.back().find('/');
            const bool ratio = slash != std::string::npos && number(std::string_view(cells.back()).substr(0, slash))
                && number(std::string_view(cells.back()).substr(slash + 1));
            if (!cells.empty() && isUnitWord(w) && (number(cells.back()) || ratio))
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
        d.node = node;
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
            else if (col == "GFX_UTIL" || col == "GFX%")
                row.utilizationPct = v;
            else if (col == "MEM_UTIL" || col == "MEM%")
                row.memUtilizationPct = v;
            else if (col == "GFX_CLOCK" || col == "GFX_CLK")
                row.smClockMHz = v;
            else if (col == "MEM_CLOCK" || col == "MEM_CLK")
                row.memClockMHz = v;
            else if (col == "VRAM_USED" && bytes(cells[i]))
                row.memUsedMiB = static_cast<float>(static_cast<double>(*bytes(cells[i])) / 1048576.0);
            else if (col == "VRAM_TOTAL")
                d.memoryBytes = bytes(cells[i]);
            else if (col == "VRAM_USAGE")
                vramUsage(cells[i], d, row); // "3.1/191.7 GB"
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

    /// monitor's "VRAM_USAGE" cell: "3.1/191.7 GB", used and total in one unit (amd-smi's GB are GiB, as
    /// its MB are MiB).
    static void vramUsage(const std::string &cell, FleetDevice &d, TelemetryRow &row)
    {
        const auto slash = cell.find('/');
        const auto space = cell.find(' ', slash == std::string::npos ? 0 : slash);
        if (slash == std::string::npos || space == std::string::npos)
            return;
        const auto used = number(std::string_view(cell).substr(0, slash));
        const auto total = number(std::string_view(cell).substr(slash + 1, space - slash - 1));
        const std::string unit = lower(trim(std::string_view(cell).substr(space + 1)));
        const double mib = unit == "gb" ? 1024.0 : unit == "mb" ? 1.0 : 0.0;
        if (!used || !total || mib == 0.0 || *used < 0 || *total <= 0 || *used > *total)
            return;
        row.memUsedMiB = static_cast<float>(*used * mib);
        d.memoryBytes = roundedInt<std::uint64_t>(*total * mib * 1048576.0);
    }
};

} // namespace

std::unique_ptr<Importer> makeAmdSmiTextImporter() { return std::make_unique<AmdSmiTextImporter>(); }

} // namespace GpuPlan::VendorTools
