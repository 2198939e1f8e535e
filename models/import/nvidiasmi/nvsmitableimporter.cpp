// nvidia-smi (the default table, Linux and Windows layouts of drivers 418 to 595). The GPU table after the
// "Bus-Id" header holds one block per GPU:
//   |   0  NVIDIA H100 PCIe               On  | 00000000:01:00.0 Off |                    0 |
//   | N/A   41C    P0              47W / 310W |      0MiB / 81559MiB |      0%      Default |
// Each block gives a device and one TelemetryRow (temperature, power, utilization, memory used), timed by
// the date line above the table when there is one. The MIG and process tables are not read.
// A pasted shell prompt names the node. The header alone (what `docker run --gpus all <image> nvidia-smi`
// prints when only its first lines are kept) is no GPU: it gives the driver and CUDA versions as host facts,
// the container's (container.*) when the prompt ran nvidia-smi in a container, else the host's (nvidia.*).
#include "core/hostfacts.h"
#include "host/hostcommon.h"
#include "nvsmicommon.h"
#include "parsetext.h"

#include <cctype>

namespace GpuPlan::NvSmi {
namespace {

using namespace ParseText;

std::vector<std::string_view> cells(std::string_view line)
{
    std::vector<std::string_view> out = split(line, '|', true);
    if (!out.empty() && out.front().empty())
        out.erase(out.begin());
    if (!out.empty() && out.back().empty())
        out.pop_back();
    return out;
}

bool isIndex(std::string_view token)
{
    return !token.empty() && token.find_first_not_of("0123456789") == std::string_view::npos;
}

bool looksLikeBusId(std::string_view token)
{
    return token.find(':') != std::string_view::npos && token.find('.') != std::string_view::npos;
}

class NvidiaSmiTableImporter : public Importer
{
public:
    std::string format() const override { return "nvidia-smi-table"; }

    int sniff(std::string_view head) const override
    {
        if (head.find("| NVIDIA-SMI ") != std::string_view::npos
            && head.find("Driver Version:") != std::string_view::npos)
            return 95;
        if (head.find("Bus-Id") != std::string_view::npos && head.find("Memory-Usage") != std::string_view::npos
            && head.find("+---") != std::string_view::npos)
            return 85;
        return 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::string_view line;
        double time = 0.0;
        std::string driver, cuda;
        int versionLine = 0;
        std::optional<Host::ShellPrompt> prompt;
        bool sawHeader = false, inGpus = false, done = false;
        int rowOfBlock = 0;
        int lastLine = 0;
        FleetDevice device;
        TelemetryRow row;
        int count = 0;
        const auto flush = [&] {
            device.index = device.index < 0 ? count : device.index;
            device.driverVersion = driver;
            if (prompt && device.node.empty())
                device.node = prompt->node;
            row.device = addDevice(sink, device);
            if (hasTelemetry(row))
                sink.sample(row);
            ++count;
            rowOfBlock = 0;
        };
        while (!done && text.nextLine(line)) {
            lastLine = text.lineNumber();
            if (!keepGoing(text, sink))
                return false;
            const std::string_view t = trim(line);
            if (lastLine == 1 && !prompt)
                if ((prompt = Host::shellPrompt(t)))
                    continue;
            if (lastLine <= 3 && time == 0.0 && !t.empty() && t[0] != '|' && t[0] != '+')
                time = timestamp(t).value_or(0.0);
            if (const auto pos = t.find("Driver Version:"); pos != std::string_view::npos) {
                const auto tokens = splitWhitespace(t.substr(pos + 15));
                if (!tokens.empty())
                    driver = std::string(tokens.front());
                versionLine = lastLine;
                if (const auto c = t.find("CUDA Version:"); c != std::string_view::npos) {
                    const auto words = splitWhitespace(t.substr(c + 13));
                    if (!words.empty() && words.front().find_first_not_of("0123456789.") == std::string_view::npos)
                        cuda = std::string(words.front());
                }
            }
            if (!inGpus) {
                if (t.find("Bus-Id") != std::string_view::npos)
                    sawHeader = true;
                else if (sawHeader && startsWith(t, "|==="))
                    inGpus = true;
                continue;
            }
            if (t.empty() || (t[0] != '|' && t[0] != '+')) {
                done = true;
                break;
            }
            if (t[0] == '+' || startsWith(t, "|---"))
                continue;
            const auto c = cells(t);
            if (c.size() < 3)
                continue;
            const auto first = splitWhitespace(c[0]);
            const auto second = splitWhitespace(c[1]);
            if (!first.empty() && isIndex(first[0]) && !second.empty() && looksLikeBusId(second[0])) {
                if (rowOfBlock == 1) {
                    error(sink, lastLine, "import.truncated", {"GPU " + std::to_string(device.index)});
                    return false;
                }
                if (rowOfBlock == 2)
                    flush();
                device = FleetDevice();
                row = TelemetryRow();
                device.line = row.line = lastLine;
                row.time = time;
                readFirstRow(first, second, c[2], device);
                rowOfBlock = 1;
            } else if (rowOfBlock == 1) {
                readSecondRow(c, device, row, sink, lastLine);
                rowOfBlock = 2;
            }
        }
        if (rowOfBlock == 1) {
            error(sink, lastLine, "import.truncated", {"GPU " + std::to_string(device.index)});
            return false;
        }
        if (rowOfBlock == 2)
            flush();
        const bool facts = versionFacts(sink, prompt, driver, cuda, versionLine, count == 0);
        return finishParse(text, sink, count > 0 || facts, lastLine, "import.missing_field", {"GPU"});
    }

private:
    /// The versions the header states, as host facts: always for a container's nvidia-smi (what it sees is
    /// the point), and for the host's when the file has no GPU table. True when some were written.
    static bool versionFacts(ImportSink &sink, const std::optional<Host::ShellPrompt> &prompt,
                             const std::string &driver, const std::string &cuda, int line, bool headerOnly)
    {
        const auto words = prompt ? splitWhitespace(prompt->command) : std::vector<std::string_view>{};
        const bool container = words.size() >= 2
            && (words[0] == "docker" || words[0] == "podman" || words[0] == "nerdctl")
            && (words[1] == "run" || words[1] == "exec");
        if (driver.empty() || (!container && !headerOnly))
            return false;
        const auto add = [&](const char *key, const std::string &value) {
            if (value.empty())
                return;
            HostFact f;
            f.node = prompt ? prompt->node : std::string();
            f.key = key;
            f.value = value;
            f.line = line;
            sink.hostFact(f);
        };
        add(container ? Host::kContainerDriverVersion : Host::kNvidiaDriverVersion, driver);
        add(container ? Host::kContainerCudaVersion : Host::kNvidiaCudaVersion, cuda);
        if (container && words[1] == "run") {
            // The image: the first word after the options that is not an option's value ("--gpus all").
            for (std::size_t i = 2; i + 1 < words.size(); ++i) {
                if (startsWith(words[i], "-")) {
                    if (words[i] == "--gpus" || words[i] == "-e" || words[i] == "-v" || words[i] == "--name")
                        ++i;
                    continue;
                }
                add(Host::kContainerImage, std::string(words[i]));
                break;
            }
        }
        return true;
    }

    static void readFirstRow(const std::vector<std::string_view> &first, const std::vector<std::string_view> &second,
                             std::string_view eccCell, FleetDevice &d)
    {
        d.index = smallIndex(number(first[0])).value_or(-1);
        std::size_t nameEnd = first.size();
        static const char *modes[] = {"On", "Off", "WDDM", "TCC", "N/A", "MCDM"};
        for (const char *m : modes)
            if (first.size() > 2 && first.back() == m)
                nameEnd = first.size() - 1;
        for (std::size_t i = 1; i < nameEnd; ++i)
            d.name += (i > 1 ? " " : "") + std::string(first[i]);
        d.pciBusId = pciBusId(second[0]);
        const std::string_view ecc = trim(eccCell);
        if (const auto n = counter(ecc)) {
            d.eccUncorrectedVolatile = n;
            d.eccEnabled = true;
        } else if (ecc == "Off" || ecc == "On") {
            d.eccEnabled = ecc == "On";
        }
    }

    static void readSecondRow(const std::vector<std::string_view> &c, FleetDevice &d, TelemetryRow &r, ImportSink &sink,
                              int line)
    {
        const auto value = [&](std::string_view field, std::string_view text, float &out) {
            if (isNotAvailable(text))
                return;
            if (const auto n = number(text))
                out = float(*n);
            else
                warning(sink, line, "import.bad_value", {std::string(field), std::string(text)});
        };
        // "N/A   41C    P0              47W / 310W" (the fan column is "N/A" or "30%").
        const auto tokens = splitWhitespace(c[0]);
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            const std::string_view tok = tokens[i];
            if (tok.size() > 1 && tok.back() == 'C' && std::isdigit(static_cast<unsigned char>(tok[0])))
                value("temperature", tok, r.temperatureC);
            if (tok == "/" && i > 0) {
                value("power", tokens[i - 1], r.powerW);
                if (i + 1 < tokens.size())
                    d.powerLimitW = number(tokens[i + 1]);
            }
        }
        // "0MiB / 81559MiB"
        const auto memory = split(c[1], '/', true);
        if (memory.size() == 2) {
            if (const auto used = bytes(memory[0]))
                r.memUsedMiB = float(double(*used) / 1048576.0);
            d.memoryBytes = bytes(memory[1]);
        }
        // "0%      Default"
        const auto util = splitWhitespace(c[2]);
        if (!util.empty())
            value("GPU-Util", util[0], r.utilizationPct);
    }
};

} // namespace

std::unique_ptr<Importer> makeTableImporter() { return std::make_unique<NvidiaSmiTableImporter>(); }

} // namespace GpuPlan::NvSmi
