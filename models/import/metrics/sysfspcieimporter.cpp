// The PCIe link of one device as sysfs shows it: the *_link_speed / *_link_width files printed with
// `tail -v -n +1` ("==> /sys/bus/pci/devices/0000:01:00.0/current_link_speed <==" then "16.0 GT/s PCIe")
// or `grep . .../*_link_*` ("path:value"), and amdgpu's pp_dpm_pcie ("1: 16.0GT/s, x8 1143Mhz *", the
// starred level being the current one, the highest level the maximum). One device per bus ID in the
// paths; pp_dpm_pcie alone does not name its device.
#include "metricscommon.h"
#include "parsetext.h"

#include <map>
#include <regex>

namespace GpuPlan::Metrics {
namespace {

using namespace ParseText;

std::string busIdOfPath(std::string_view path)
{
    static const std::regex bdf(R"(([0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7]))");
    std::cmatch m;
    std::string last;
    const std::string p(path);
    for (auto it = std::sregex_iterator(p.begin(), p.end(), bdf); it != std::sregex_iterator(); ++it)
        last = (*it)[1].str(); // the deepest device of the path
    return last.empty() ? std::string() : pciBusId(last);
}

class SysfsPcieImporter : public Importer
{
public:
    std::string format() const override { return "sysfs-pcie"; }

    int sniff(std::string_view head) const override
    {
        if (head.find("/sys/") != std::string_view::npos
            && (head.find("_link_speed") != std::string_view::npos || head.find("_link_width") != std::string_view::npos
                || head.find("pp_dpm_pcie") != std::string_view::npos))
            return 90;
        static const std::regex dpm(R"(^\s*\d+: [0-9.]+ ?GT/s, x\d+.*)");
        const std::string first(trim(head.substr(0, head.find('\n'))));
        return first.size() <= kLongestRegexLine && std::regex_match(first, dpm) ? 85 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        static const std::regex dpm(R"(^\s*(\d+): ([0-9.]+ ?GT/s), x(\d+)(.*)$)");
        std::map<std::string, FleetDevice> devices; // by bus ID ("" when the text does not say)
        std::string path;
        int values = 0;
        const auto deviceFor = [&](const std::string &p, int lineNo) -> FleetDevice & {
            const std::string bus = busIdOfPath(p);
            FleetDevice &d = devices[bus];
            if (d.line == 0) {
                d.line = lineNo;
                d.pciBusId = bus;
            }
            return d;
        };
        std::string_view line;
        std::cmatch m;
        while (text.nextLine(line)) {
            const std::string_view t = trim(line);
            const int lineNo = text.lineNumber();
            if (t.empty())
                continue;
            if (startsWith(t, "==> ") && t.size() > 8 && t.substr(t.size() - 4) == " <==") {
                path = std::string(t.substr(4, t.size() - 8));
                continue;
            }
            std::string file = path, value(t);
            if (startsWith(t, "/sys/")) { // grep . /sys/.../current_link_speed -> "path:value"
                const auto colon = t.find(':', t.rfind('/'));
                if (colon == std::string_view::npos)
                    continue;
                file = std::string(t.substr(0, colon));
                value = std::string(trim(t.substr(colon + 1)));
            }
            if (value.size() <= kLongestRegexLine && std::regex_match(value.c_str(), m, dpm)) {
                FleetDevice &d = deviceFor(file, lineNo);
                const auto gen = pcieGenFromText(m[2].str());
                const int w = std::atoi(m[3].str().c_str());
                if (gen && (!d.pcieMaxGen || *gen > *d.pcieMaxGen))
                    d.pcieMaxGen = gen;
                if (!d.pcieMaxWidth || w > *d.pcieMaxWidth)
                    d.pcieMaxWidth = w;
                if (m[4].str().find('*') != std::string::npos) {
                    d.pcieGen = gen;
                    d.pcieWidth = w;
                }
                ++values;
                continue;
            }
            const std::string name = file.substr(file.rfind('/') == std::string::npos ? 0 : file.rfind('/') + 1);
            const bool speed = name == "current_link_speed" || name == "max_link_speed";
            const bool width = name == "current_link_width" || name == "max_link_width";
            if (!speed && !width) {
                sink.diagnostic(diagnostic(Severity::Warning, lineNo, "import.bad_line", {"not a PCIe link value"}));
                continue;
            }
            FleetDevice &d = deviceFor(file, lineNo);
            const bool current = startsWith(name, "current");
            if (speed) {
                const auto gen = pcieGenFromText(value);
                if (!gen && !containsNoCase(value, "unknown"))
                    sink.diagnostic(diagnostic(Severity::Warning, lineNo, "import.bad_value", {name, value}));
                (current ? d.pcieGen : d.pcieMaxGen) = gen;
            } else {
                const auto w = smallIndex(number(value));
                if (!w)
                    sink.diagnostic(diagnostic(Severity::Warning, lineNo, "import.bad_value", {name, value}));
                (current ? d.pcieWidth : d.pcieMaxWidth) = w;
            }
            ++values;
        }
        if (values == 0) {
            sink.diagnostic(diagnostic(Severity::Error, text.lineNumber(), "import.missing_field", {"link speed"}));
            return false;
        }
        for (auto &[bus, d] : devices) {
            d.key = deviceKey(d);
            sink.device(d);
        }
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeSysfsPcieImporter() { return std::make_unique<SysfsPcieImporter>(); }

} // namespace GpuPlan::Metrics
