// lspci, lspci -nn and lspci -vv / -vvv: one stanza per PCI function, "BDF class[ [cccc]]: vendor device
// [ [vvvv:dddd]] (rev xx)" then indented details. GPUs are the display classes (VGA 0300, 3D 0302,
// display 0380; AMD's processing accelerators 1200) of NVIDIA, AMD and Intel; everything else (bridges,
// NICs, a BMC's VGA) is skipped. LnkCap gives the maximum link, LnkSta the current one (2.5 GT/s = gen 1
// ... 64 GT/s = gen 6); a GPU link that lspci marks "(downgraded)" also becomes an event (kind Other).
// Without -nn the IDs come from the vendor's name and "Device 2330".
// A pasted shell prompt names the node; `lspci -s 01:00.0 -vv | egrep 'LnkCap|LnkSta'` (the guides' PCIe
// check) prints the link lines without their device line: they describe the device the prompt's -s names,
// or, without it, one GPU of unknown address (kept, never refused).
#include "host/hostcommon.h"
#include "importlines.h"
#include "metricscommon.h"
#include "parsetext.h"

#include <cctype>
#include <regex>

namespace GpuPlan::Metrics {
namespace {

using namespace ParseText;

struct Vendor
{
    const char *id;
    const char *prefix; // as lspci names it
    const char *name;   // as GpuPlan names it
};
const Vendor kVendors[] = {
    {"10de", "NVIDIA Corporation", "NVIDIA"},
    {"1002", "Advanced Micro Devices, Inc. [AMD/ATI]", "AMD"},
    {"8086", "Intel Corporation", "Intel"},
};

const std::regex &headerPattern()
{
    // BDF, class name, optional [class code], then the description.
    static const std::regex re(
        R"(^((?:[0-9a-fA-F]{4,8}:)?[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7]) ([^:\[]+?)(?: \[([0-9a-fA-F]{4})\])?: (.*)$)");
    return re;
}

/// A device line: lspci prints them well under 300 characters; a very long line is none (kLongestRegexLine).
bool matchHeader(const std::string &line, std::smatch *m = nullptr)
{
    if (line.size() > kLongestRegexLine)
        return false;
    return m ? std::regex_match(line, *m, headerPattern()) : std::regex_match(line, headerPattern());
}

std::string classCode(const std::string &name, const std::string &code)
{
    if (!code.empty())
        return lower(code);
    if (name == "VGA compatible controller")
        return "0300";
    if (name == "3D controller")
        return "0302";
    if (name == "Display controller")
        return "0380";
    if (name == "Processing accelerators")
        return "1200";
    return {};
}

std::optional<int> width(std::string_view text)
{
    const auto w = text.find("Width x");
    return w == std::string_view::npos ? std::nullopt
                                       : std::optional<int>(std::atoi(std::string(text.substr(w + 7)).c_str()));
}

class LspciImporter : public Importer
{
public:
    std::string format() const override { return "lspci"; }

    int sniff(std::string_view head) const override
    {
        const Host::HeadBody h = Host::splitPrompt(head);
        if (!h.command.empty()) {
            const std::string_view first = Host::firstContentLine(h.body);
            if (startsWith(h.command, "lspci") && (startsWith(first, "LnkCap:") || startsWith(first, "LnkSta:")))
                return 95;
            head = h.body;
        }
        int stanzas = 0, lines = 0, others = 0;
        std::string_view rest = head;
        while (!rest.empty() && lines < 50) {
            const auto nl = rest.find('\n');
            const std::string line(rest.substr(0, nl).substr(0, rest.substr(0, nl).find_last_not_of("\r") + 1));
            rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
            if (trim(line).empty() || std::isspace(static_cast<unsigned char>(line[0])))
                continue;
            ++lines;
            if (matchHeader(line))
                ++stanzas;
            else if (++others > stanzas / 4)
                return 0; // a stray line among many devices is tolerated (and warned about), prose is not
        }
        return stanzas == 0 ? 0 : (stanzas >= 2 || head.find("LnkSta:") != std::string_view::npos ? 85 : 60);
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        bool inGpu = false;
        std::string node, promptBus; // from a pasted shell prompt
        FleetDevice d;
        std::vector<FleetEvent> events;
        int functions = 0;
        const auto flush = [&]() {
            if (!inGpu)
                return;
            if (d.node.empty())
                d.node = node;
            d.key = deviceKey(d);
            const int index = sink.device(d);
            for (FleetEvent &e : events) {
                e.device = index;
                sink.event(e);
            }
            events.clear();
            inGpu = false;
        };
        std::smatch m;
        ImportLines lines(text, sink);
        bool first = true;
        while (lines.nextNonBlank()) {
            const std::string_view line = lines.raw();
            const int lineNo = lines.number();
            if (first) {
                first = false;
                if (const auto prompt = Host::shellPrompt(lines.trimmed())) {
                    node = prompt->node;
                    promptBus = selectedBus(prompt->command);
                    continue;
                }
            }
            const bool linkLine = startsWith(lines.trimmed(), "LnkCap:") || startsWith(lines.trimmed(), "LnkSta:");
            if (linkLine && !inGpu && functions == 0) {
                // A fragment: the link of the device the prompt selected (or of an unknown one).
                d = FleetDevice();
                d.line = lineNo;
                d.pciBusId = promptBus;
                d.index = promptBus.empty() ? 0 : -1;
                d.indexSpace = "lspci"; // "the" device of the fragment, not GPU 0 of nvidia-smi
                inGpu = true;
                ++functions;
            }
            if (!linkLine && !std::isspace(static_cast<unsigned char>(line[0]))) {
                flush();
                const std::string header(lines.trimmed());
                if (!matchHeader(header, &m)) {
                    sink.diagnostic(
                        diagnostic(Severity::Warning, lineNo, "import.bad_line", {"not an lspci device line"}));
                    continue;
                }
                ++functions;
                startDevice(m, lineNo, d, inGpu);
                continue;
            }
            if (!inGpu)
                continue;
            const std::string_view t = lines.trimmed();
            if (startsWith(t, "LnkCap:")) {
                d.pcieMaxGen = pcieGenFromText(t);
                d.pcieMaxWidth = width(t);
            } else if (startsWith(t, "LnkSta:")) {
                d.pcieGen = pcieGenFromText(t);
                d.pcieWidth = width(t);
                if (t.find("(downgraded)") != std::string_view::npos) {
                    FleetEvent e;
                    e.kind = FleetEventKind::Other;
                    e.pciBusId = d.pciBusId;
                    e.line = lineNo;
                    e.message = "PCIe link downgraded: " + std::string(trim(t.substr(7)));
                    events.push_back(std::move(e));
                }
            }
        }
        if (lines.cancelled())
            return false;
        flush();
        if (functions == 0) {
            sink.diagnostic(diagnostic(Severity::Error, text.lineNumber(), "import.missing_field", {"PCI device"}));
            return false;
        }
        return true;
    }

private:
    /// The bus ID of "lspci -s 01:00.0 -vv | ...", normalised; "" when -s names none or a pattern.
    static std::string selectedBus(std::string_view command)
    {
        const auto words = splitWhitespace(command);
        for (std::size_t i = 0; i + 1 < words.size(); ++i)
            if (words[i] == "-s") {
                static const std::regex bdf(R"(^(?:[0-9a-fA-F]{4}:)?[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7]$)");
                const std::string w(words[i + 1]);
                return std::regex_match(w, bdf) ? pciBusId(w) : std::string();
            }
        return {};
    }

    static void startDevice(const std::smatch &m, int lineNo, FleetDevice &d, bool &inGpu)
    {
        const std::string cls = classCode(m[2].str(), m[3].str());
        std::string desc = m[4].str();
        static const std::regex ids(R"( \[([0-9a-fA-F]{4}):([0-9a-fA-F]{4})\])");
        std::string vendorId, deviceId;
        std::smatch idm;
        // The last [vvvv:dddd] is the function's; an earlier one may be part of the name.
        for (auto it = std::sregex_iterator(desc.begin(), desc.end(), ids); it != std::sregex_iterator(); ++it)
            idm = *it, vendorId = lower(idm[1].str()), deviceId = lower(idm[2].str());
        const std::string rev = " (rev ";
        if (const auto r = desc.find(rev); r != std::string::npos)
            desc.erase(r);
        if (const auto p = desc.find(" (prog-if"); p != std::string::npos)
            desc.erase(p);
        if (!vendorId.empty())
            desc = std::regex_replace(desc, ids, "");
        const Vendor *vendor = nullptr;
        for (const Vendor &v : kVendors)
            if ((!vendorId.empty() && vendorId == v.id) || (vendorId.empty() && startsWith(desc, v.prefix)))
                vendor = &v;
        const bool gpuClass = cls == "0300" || cls == "0302" || cls == "0380"
            || (cls == "1200" && vendor && std::string(vendor->id) == "1002");
        inGpu = vendor && gpuClass;
        if (!inGpu)
            return;
        d = FleetDevice();
        d.line = lineNo;
        d.vendor = vendor->name;
        d.pciBusId = pciBusId(m[1].str());
        if (startsWith(desc, vendor->prefix))
            desc = std::string(trim(std::string_view(desc).substr(std::string_view(vendor->prefix).size())));
        d.name = desc;
        if (deviceId.empty() && startsWith(desc, "Device ") && desc.size() >= 11)
            deviceId = lower(desc.substr(7, 4));
        if (!deviceId.empty())
            d.pciId = std::string(vendor->id) + ":" + deviceId;
    }
};

} // namespace

std::unique_ptr<Importer> makeLspciImporter() { return std::make_unique<LspciImporter>(); }

} // namespace GpuPlan::Metrics
