// rocm-smi text: the concise table (default view) and the "GPU[0]\t\t: Key: value" lines of -a /
// --showallinfo and the single-topic views. The concise table changed columns between versions
// ("GPU Temp AvgPwr ..." in 5.x, "Device [Model : Revision] Temp Power Partitions ..." or "Device Node
// IDs ..." in 6.x), so its cells are recognised by their units (°C, W, Mhz, %), not by position; 6.x
// prints the name on a second physical line. ROCm 6 separates "GPU[0]" from the key with tabs. A pasted
// shell prompt ("cr0x@server:~$ rocm-smi", as the field guides print it) names the node.
#include "host/hostcommon.h"
#include "parsetext.h"
#include "vendorcommon.h"

#include <cctype>
#include <map>

namespace GpuPlan::VendorTools {
namespace {

using namespace ParseText;

struct Gpu
{
    FleetDevice device;
    TelemetryRow row;
};

bool endsWithNoCase(std::string_view s, std::string_view suffix)
{
    return s.size() >= suffix.size() && lower(s.substr(s.size() - suffix.size())) == lower(suffix);
}

/// "1 (500Mhz)" -> 500; "(1402Mhz)" -> 1402; "45.0" -> 45.
std::optional<double> levelValue(std::string_view value)
{
    const auto open = value.find('(');
    const auto close = value.find(')', open == std::string_view::npos ? 0 : open);
    if (open != std::string_view::npos && close != std::string_view::npos)
        return number(value.substr(open + 1, close - open - 1));
    return number(value);
}

class RocmSmiTextImporter : public Importer
{
public:
    std::string format() const override { return "rocm-smi-text"; }

    int sniff(std::string_view head) const override
    {
        if (head.find("ROCm System Management Interface") != std::string_view::npos
            || head.find("End of ROCm SMI Log") != std::string_view::npos)
            return 90;
        const auto gpu = head.find("GPU[");
        if (gpu != std::string_view::npos && (gpu == 0 || head[gpu - 1] == '\n')) {
            const auto close = head.find(']', gpu);
            if (close != std::string_view::npos && close < gpu + 8) {
                const auto colon = head.find(':', close);
                if (colon != std::string_view::npos && trim(head.substr(close + 1, colon - close - 1)).empty())
                    return 80;
            }
        }
        return 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::map<int, Gpu> gpus;
        std::string driver;
        bool inConcise = false;
        Gpu *last = nullptr;
        std::optional<Host::ShellPrompt> prompt;
        bool content = false;
        std::string_view line;
        const auto gpuAt = [&gpus](int index, int lineNo) -> Gpu & {
            Gpu &g = gpus[index];
            if (g.device.line == 0) {
                g.device.line = lineNo;
                g.device.index = index;
                g.device.vendor = "AMD";
                g.row.line = lineNo;
            }
            return g;
        };
        while (text.nextLine(line)) {
            if (!keepGoing(text, sink))
                return false;
            const std::string_view t = trim(line);
            const int lineNo = text.lineNumber();
            if (!content && !t.empty()) {
                content = true;
                if ((prompt = Host::shellPrompt(t)))
                    continue;
            }
            if (t.empty() || startsWith(t, "====")) {
                if (startsWith(t, "====") && (t.find("End of") != std::string_view::npos))
                    inConcise = false;
                continue;
            }
            if (startsWith(t, "GPU[")) {
                const auto close = t.find(']');
                const auto colon = close == std::string_view::npos ? close : t.find(':', close);
                const auto index
                    = close == std::string_view::npos ? std::nullopt : smallIndex(number(t.substr(4, close - 4)));
                if (!index || colon == std::string_view::npos) {
                    warn(sink, lineNo, "import.bad_line", {"GPU[n] without a key"});
                    continue;
                }
                keyValue(gpuAt(*index, lineNo), t.substr(colon + 1), sink, lineNo);
                continue;
            }
            if (startsWith(t, "Driver version:")) {
                driver = std::string(trim(t.substr(15)));
                continue;
            }
            const auto words = splitWhitespace(t);
            if ((words[0] == "Device" || words[0] == "GPU") && t.find("Temp") != std::string_view::npos) {
                inConcise = true;
                last = nullptr;
                continue;
            }
            if (!inConcise)
                continue;
            if (std::isdigit(static_cast<unsigned char>(t[0]))
                && std::isspace(static_cast<unsigned char>(line[0])) == 0) {
                const auto index = smallIndex(number(words[0]));
                if (!index) {
                    warn(sink, lineNo, "import.bad_line", {"concise row without a device number"});
                    continue;
                }
                last = &gpuAt(*index, lineNo);
                conciseRow(*last, words);
            } else if (last && last->device.name.empty() && !std::isdigit(static_cast<unsigned char>(t[0]))) {
                last->device.name = std::string(t); // 6.x: "Name (20 chars)" on the second physical line
            }
        }
        if (gpus.empty())
            return fail(sink, text.lineNumber(), "import.missing_field", {"GPU"});
        for (auto &[index, g] : gpus) {
            g.device.driverVersion = driver;
            if (prompt)
                g.device.node = prompt->node;
            g.row.device = addDevice(sink, g.device);
            if (hasTelemetry(g.row))
                sink.sample(g.row);
        }
        return true;
    }

private:
    static void conciseRow(Gpu &g, const std::vector<std::string_view> &words)
    {
        int watts = 0, mhz = 0;
        std::vector<std::string_view> percents;
        for (std::size_t i = 1; i < words.size(); ++i) {
            const std::string_view w = words[i];
            if (g.device.pciId.empty() && (startsWith(w, "[0x") || startsWith(w, "0x")))
                g.device.pciId = pciId("1002", split(w.substr(w[0] == '[' ? 1 : 0), ',')[0]);
            else if (endsWithNoCase(w, "°C") || (endsWithNoCase(w, "C") && number(w.substr(0, w.size() - 1)))) {
                if (!TelemetryRow::has(g.row.temperatureC))
                    g.row.temperatureC = asFloat(number(w));
            } else if (endsWithNoCase(w, "W") && (++watts == 1))
                g.row.powerW = asFloat(number(w));
            else if (endsWithNoCase(w, "W"))
                g.device.powerLimitW = number(w);
            else if (endsWithNoCase(w, "Mhz") && (++mhz == 1))
                g.row.smClockMHz = asFloat(number(w));
            else if (endsWithNoCase(w, "Mhz") && mhz == 2)
                g.row.memClockMHz = asFloat(number(w));
            else if (endsWithNoCase(w, "%"))
                percents.push_back(w);
        }
        if (!percents.empty())
            g.row.utilizationPct = asFloat(number(percents.back())); // GPU% is the last column
    }

    static void keyValue(Gpu &g, std::string_view rest, ImportSink &sink, int lineNo)
    {
        const auto sep = rest.find(": ");
        if (sep == std::string_view::npos)
            return; // a topic line without a value ("GPU[0] : Clock levels")
        const std::string key = lower(trim(rest.substr(0, sep)));
        const std::string_view value = trim(rest.substr(sep + 2));
        FleetDevice &d = g.device;
        TelemetryRow &r = g.row;
        const auto num = [&]() {
            const auto v = levelValue(value);
            if (!v && !isNotAvailable(value) && !startsWith(lower(value), "n/a"))
                warn(sink, lineNo, "import.bad_value", {std::string(trim(rest.substr(0, sep))), std::string(value)});
            return v;
        };
        if (key == "gpu id" || key == "device id")
            d.pciId = pciId("1002", value);
        else if (key == "device name" || key == "card series")
            d.name = std::string(value);
        else if (key == "unique id" && !isNotAvailable(value))
            d.uuid = std::string(value);
        else if (key == "serial number" && usableSerial(value))
            d.serial = std::string(value);
        else if (key == "pci bus")
            d.pciBusId = pciBusId(value);
        else if (key == "vbios version")
            d.vbios = std::string(value);
        else if (key == "max graphics package power (w)")
            d.powerLimitW = num();
        else if (key == "vram total memory (b)" || key == "vram total (b)") {
            d.memoryBytes = roundedInt<std::uint64_t>(num());
        } else if (key == "pcie replay count") {
            d.pcieReplays = roundedInt<std::uint64_t>(num());
        } else if (key == "temperature (sensor edge) (c)" || key == "temp (sensor edge) (c)")
            r.temperatureC = asFloat(num());
        else if (key == "temperature (sensor junction) (c)" && !TelemetryRow::has(r.temperatureC))
            r.temperatureC = asFloat(num());
        else if (key == "temperature (sensor memory) (c)")
            r.memTemperatureC = asFloat(num());
        else if (key == "average graphics package power (w)" || key == "current socket graphics package power (w)")
            r.powerW = asFloat(num());
        else if (key == "gpu use (%)")
            r.utilizationPct = asFloat(num());
        else if (key == "gpu memory read/write activity (%)" || key == "gpu memory use (%)")
            r.memUtilizationPct = asFloat(num());
        else if (key == "sclk clock level" || key == "sclk clock speed")
            r.smClockMHz = asFloat(num());
        else if (key == "mclk clock level" || key == "mclk clock speed")
            r.memClockMHz = asFloat(num());
        else if (key == "vram total used memory (b)" || key == "vram used (b)") {
            if (const auto v = num())
                r.memUsedMiB = static_cast<float>(*v / 1048576.0);
        } else if (key == "pcie clock level")
            parsePcieLink(value, d.pcieGen, d.pcieWidth);
    }
};

} // namespace

std::unique_ptr<Importer> makeRocmSmiTextImporter() { return std::make_unique<RocmSmiTextImporter>(); }

} // namespace GpuPlan::VendorTools
