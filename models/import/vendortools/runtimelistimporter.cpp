// What a GPU runtime enumerates, the guides' first check that "le runtime voit le périphérique":
// - zeinfo (the guide's Level Zero listing): "Driver version: 1.3.29735", then "Device N: <name>";
// - sycl-ls: "[level_zero:gpu][level_zero:0] Intel(R) Level-Zero, Intel(R) Data Center GPU Max 1550 1.3
//   [1.3.26918]" (older: "[ext_oneapi_level_zero:gpu:0] ..."); the GPU lines of Level Zero, CUDA and HIP
//   backends, OpenCL's only when no other backend lists GPUs (the same GPU appears under each);
// - clinfo -l: "Platform #0: Intel(R) OpenCL Graphics" then " `-- Device #0: <name>".
// Each listed GPU is a device of the tool's index (no bus ID: it joins nothing), with the driver version when
// the tool prints it. A pasted shell prompt names the node.
#include "host/hostcommon.h"
#include "parsetext.h"
#include "vendorcommon.h"

#include <regex>
#include <utility>

namespace GpuPlan::VendorTools {
namespace {

using namespace ParseText;

std::string vendorOfName(std::string_view name)
{
    if (name.find("NVIDIA") != std::string_view::npos)
        return "NVIDIA";
    if (name.find("AMD") != std::string_view::npos || name.find("Radeon") != std::string_view::npos)
        return "AMD";
    return "Intel";
}

/// One listing's GPUs, as the three tools print them.
struct Listed
{
    int index;
    std::string name, driver;
    int line;
    std::string vendor = {}; ///< from the backend (CUDA, HIP) when the name does not say it
};

bool addListed(ImportSink &sink, const std::vector<Listed> &gpus, const std::string &node, int lastLine,
               const char *what, const std::string &indexSpace)
{
    for (std::size_t i = 0; i < gpus.size(); ++i) {
        const Listed &g = gpus[i];
        FleetDevice d;
        // In listing order: sycl-ls numbers each backend's GPUs from 0 (Level Zero's 0 and CUDA's 0 are two).
        d.index = int(i);
        d.indexSpace = indexSpace; // not nvidia-smi's, rocm-smi's or xpu-smi's numbering
        d.name = g.name;
        d.vendor = g.vendor.empty() ? vendorOfName(g.name) : g.vendor;
        d.driverVersion = g.driver;
        d.node = node;
        d.line = g.line;
        d.key = deviceKey(d);
        sink.device(d);
    }
    if (gpus.empty()) {
        sink.diagnostic(diagnostic(Severity::Error, lastLine, "import.missing_field", {what}));
        return false;
    }
    return true;
}

class ZeinfoImporter : public Importer
{
public:
    std::string format() const override { return "zeinfo"; }

    int sniff(std::string_view head) const override
    {
        const Host::HeadBody h = Host::splitPrompt(head);
        return startsWith(Host::firstContentLine(h.body), "Level Zero API version:") ? 90 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        static const std::regex device(R"(^Device (\d{1,4}): (.{1,200})$)");
        ImportLines lines(text, sink);
        std::string node, driver;
        std::vector<Listed> gpus;
        bool first = true;
        std::cmatch m;
        while (lines.nextNonBlank()) {
            const std::string_view t = lines.trimmed();
            if (std::exchange(first, false))
                if (const auto prompt = Host::shellPrompt(t)) {
                    node = prompt->node;
                    continue;
                }
            if (startsWith(t, "Driver version:"))
                driver = std::string(trim(t.substr(15)));
            else if (t.size() <= kLongestRegexLine && std::regex_match(t.begin(), t.end(), m, device))
                gpus.push_back({std::atoi(m[1].str().c_str()), std::string(trim(m[2].str())), {}, lines.number()});
            else if (!startsWith(t, "Level Zero API version:") && t != "Devices:")
                warn(sink, lines.number(), "import.bad_line", {"not a zeinfo line"});
        }
        if (lines.cancelled())
            return false;
        for (Listed &g : gpus)
            g.driver = driver;
        return addListed(sink, gpus, node, lines.number(), "Device", format());
    }
};

class SyclLsImporter : public Importer
{
public:
    std::string format() const override { return "sycl-ls"; }

    int sniff(std::string_view head) const override
    {
        const Host::HeadBody h = Host::splitPrompt(head);
        std::cmatch m;
        const std::string_view first = Host::firstContentLine(h.body);
        return first.size() <= kLongestRegexLine && std::regex_match(first.begin(), first.end(), m, pattern()) ? 90 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        ImportLines lines(text, sink);
        std::string node;
        std::vector<Listed> native, opencl;
        bool first = true;
        std::cmatch m;
        while (lines.nextNonBlank()) {
            const std::string_view t = lines.trimmed();
            if (std::exchange(first, false))
                if (const auto prompt = Host::shellPrompt(t)) {
                    node = prompt->node;
                    continue;
                }
            if (t.size() > 400 || !std::regex_match(t.begin(), t.end(), m, pattern())) {
                warn(sink, lines.number(), "import.bad_line", {"not a sycl-ls line"});
                continue;
            }
            if (m[2].str() != "gpu")
                continue;
            // "Intel(R) Level-Zero, <device name> <version>": the name after the platform, before the version.
            std::string rest = m[5].str();
            const std::string backend = m[1].str();
            const std::string platform = rest.substr(0, rest.find(", "));
            if (const auto comma = rest.find(", "); comma != std::string::npos)
                rest = rest.substr(comma + 2);
            static const std::regex version(R"( (OpenCL )?[0-9]+\.[0-9]+( NEO)?\s*$)");
            rest = std::regex_replace(rest, version, "");
            Listed g{std::atoi((m[3].matched ? m[3] : m[4]).str().c_str()), std::string(trim(rest)), m[6].str(),
                     lines.number(),
                     backend.find("cuda") != std::string::npos ? "NVIDIA"
                         : backend.find("hip") != std::string::npos || platform.find("AMD") != std::string::npos
                         ? "AMD"
                         : std::string()};
            (m[1].str().find("opencl") != std::string::npos ? opencl : native).push_back(std::move(g));
        }
        if (lines.cancelled())
            return false;
        return addListed(sink, native.empty() ? opencl : native, node, lines.number(), "gpu device", format());
    }

private:
    static const std::regex &pattern()
    {
        // [backend:type:index] or [backend:type][backend:index], then the text, then [driver].
        static const std::regex re(
            R"(^\[([a-z_]+):(gpu|cpu|acc|fpga)(?::(\d{1,4})\]|\]\[[a-z_]+:(\d{1,4})\]) (.{1,300}?)\s*\[([^\]]{1,60})\]$)");
        return re;
    }
};

class ClinfoListImporter : public Importer
{
public:
    std::string format() const override { return "clinfo-list"; }

    int sniff(std::string_view head) const override
    {
        const Host::HeadBody h = Host::splitPrompt(head);
        const std::string_view first = Host::firstContentLine(h.body);
        return startsWith(first, "Platform #") && h.body.find("-- Device #") != std::string_view::npos ? 85 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        static const std::regex device(R"(^[`|+ -]*-- Device #(\d{1,4}): (.{1,200})$)");
        ImportLines lines(text, sink);
        std::string node;
        std::vector<Listed> gpus;
        bool first = true;
        int index = 0;
        std::cmatch m;
        while (lines.nextNonBlank()) {
            const std::string_view t = lines.trimmed();
            if (std::exchange(first, false))
                if (const auto prompt = Host::shellPrompt(t)) {
                    node = prompt->node;
                    continue;
                }
            if (startsWith(t, "Platform #"))
                continue;
            if (t.size() > kLongestRegexLine || !std::regex_match(t.begin(), t.end(), m, device)) {
                warn(sink, lines.number(), "import.bad_line", {"not a clinfo -l line"});
                continue;
            }
            // A CPU OpenCL device (pocl, Intel's CPU runtime) is no GPU.
            const std::string name(trim(m[2].str()));
            if (name.find("CPU") != std::string::npos || name.find("pthread") != std::string::npos)
                continue;
            gpus.push_back({index++, name, {}, lines.number()});
        }
        if (lines.cancelled())
            return false;
        return addListed(sink, gpus, node, lines.number(), "Device", format());
    }
};

} // namespace

std::unique_ptr<Importer> makeZeinfoImporter() { return std::make_unique<ZeinfoImporter>(); }
std::unique_ptr<Importer> makeSyclLsImporter() { return std::make_unique<SyclLsImporter>(); }
std::unique_ptr<Importer> makeClinfoListImporter() { return std::make_unique<ClinfoListImporter>(); }

} // namespace GpuPlan::VendorTools
