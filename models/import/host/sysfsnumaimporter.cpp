// The NUMA node of a PCI device, as sysfs gives it: `cat /sys/bus/pci/devices/0000:01:00.0/numa_node`
// pasted with its prompt (the path names the device), or `grep . /sys/bus/pci/devices/*/numa_node`
// ("path:1" per device). -1 means the platform reports no node. Written as pci.numa_node [bus ID].
#include "core/hostfacts.h"
#include "hostcommon.h"
#include "parsetext.h"

#include <regex>

namespace GpuPlan::Host {

namespace {

using namespace ParseText;

/// The bus ID in ".../devices/0000:01:00.0/numa_node", "" when the text is no such path.
std::string busOfNumaPath(std::string_view path)
{
    static const std::regex re(
        R"(/sys/(?:bus/pci/)?devices/(?:[^ :]*/)?([0-9a-fA-F]{4}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\.[0-7])/numa_node)");
    std::match_results<std::string_view::const_iterator> m;
    if (path.size() > 512 || !std::regex_search(path.begin(), path.end(), m, re))
        return {};
    std::string bus = m[1].str();
    for (char &c : bus)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return bus;
}

bool isNumaValue(std::string_view v)
{
    if (v == "-1")
        return true;
    const auto n = smallIndex(number(v));
    return n && *n < 1024 && v.find_first_not_of("0123456789") == std::string_view::npos;
}

class SysfsNumaImporter : public Importer
{
public:
    std::string format() const override { return "sysfs-numa-node"; }

    int sniff(std::string_view head) const override
    {
        const HeadBody h = splitPrompt(head);
        const std::string_view first = firstContentLine(h.body);
        if (!busOfNumaPath(h.command).empty() && isNumaValue(first))
            return 95;
        const std::size_t colon = first.rfind(':');
        return colon != std::string_view::npos && !busOfNumaPath(first.substr(0, colon)).empty()
                && isNumaValue(first.substr(colon + 1))
            ? 90
            : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        ImportLines lines(text, sink);
        FactWriter facts(sink);
        std::string promptBus;
        bool first = true;
        while (lines.nextNonBlank()) {
            const int n = lines.number();
            const std::string_view t = lines.trimmed();
            if (first) {
                first = false;
                if (const auto prompt = shellPrompt(t)) {
                    facts.setNode(prompt->node);
                    promptBus = busOfNumaPath(prompt->command);
                    continue;
                }
            }
            const std::size_t colon = t.rfind(':');
            const std::string bus = colon == std::string_view::npos ? std::string() : busOfNumaPath(t.substr(0, colon));
            if (!bus.empty() && isNumaValue(t.substr(colon + 1)))
                facts.add(n, kPciNumaNode, std::string(t.substr(colon + 1)), bus);
            else if (!promptBus.empty() && isNumaValue(t))
                facts.add(n, kPciNumaNode, std::string(t), promptBus);
            else
                badLine(sink, n, "not a numa_node value");
        }
        return facts.finish(lines, "numa_node");
    }
};

} // namespace

std::unique_ptr<Importer> makeSysfsNumaImporter() { return std::make_unique<SysfsNumaImporter>(); }

} // namespace GpuPlan::Host
