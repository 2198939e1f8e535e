// xpu-smi topology -m: the matrix of links between GPU tiles ("GPU 0/1" is device 0, tile 1: S self, MDF
// the card's fabric, XL Xe Link, SYS/NODE/PHB...) with each tile's "CPU Affinity". Each device is an Intel
// GPU numbered as xpu-smi numbers them, and its CPU affinity is a host fact ([gpu N], as nvidia-smi topo
// -m gives NVIDIA's); the tiles of one card share it. A pasted shell prompt names the node.
#include "core/hostfacts.h"
#include "host/hostcommon.h"
#include "parsetext.h"
#include "vendorcommon.h"

#include <map>

namespace GpuPlan::VendorTools {
namespace {

using namespace ParseText;

/// "GPU 1/0" -> 1 (the device); nullopt for anything else.
std::optional<int> deviceOfTile(std::string_view cell)
{
    cell = trim(cell);
    if (!startsWith(cell, "GPU "))
        return std::nullopt;
    const auto slash = cell.find('/');
    return smallIndex(number(cell.substr(4, slash == std::string_view::npos ? slash : slash - 4)));
}

class XpuSmiTopologyImporter : public Importer
{
public:
    std::string format() const override { return "xpu-smi-topology"; }

    int sniff(std::string_view head) const override
    {
        const Host::HeadBody h = Host::splitPrompt(head);
        const std::string_view first = Host::firstContentLine(h.body);
        return first.find("CPU Affinity") != std::string_view::npos && first.find('|') != std::string_view::npos
                && startsWith(first, "GPU ")
            ? 85
            : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::string node;
        int affinityColumn = -1;
        std::map<int, std::pair<int, std::string>> devices; // device -> (line, affinity)
        bool content = false;
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
            const auto cells = split(t, '|');
            if (affinityColumn < 0) {
                for (std::size_t i = 0; i < cells.size(); ++i)
                    if (cells[i] == "CPU Affinity")
                        affinityColumn = int(i) + 1; // the rows start with their own "GPU n/m" cell
                if (affinityColumn < 0)
                    return fail(sink, lineNo, "import.missing_field", {"CPU Affinity"});
                continue;
            }
            const auto device = deviceOfTile(cells.front());
            if (!device || int(cells.size()) <= affinityColumn) {
                warn(sink, lineNo, "import.bad_line", {"not a row of the matrix"});
                continue;
            }
            const std::string_view cpus = cells[std::size_t(affinityColumn)];
            const auto list = Host::normalizedCpuList(cpus);
            if (!list) {
                warn(sink, lineNo, "import.bad_value", {"CPU Affinity", std::string(cpus)});
                continue;
            }
            devices.emplace(*device, std::make_pair(lineNo, *list));
        }
        if (devices.empty())
            return fail(sink, text.lineNumber(), "import.missing_field", {"GPU"});
        for (const auto &[index, where] : devices) {
            FleetDevice d;
            d.vendor = "Intel";
            d.index = index;
            d.node = node;
            d.line = where.first;
            addDevice(sink, d);
            HostFact f;
            f.node = node;
            f.key = Host::kGpuCpuAffinity;
            f.value = where.second;
            f.subject = "gpu " + std::to_string(index);
            f.line = where.first;
            sink.hostFact(f);
        }
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeXpuSmiTopologyImporter() { return std::make_unique<XpuSmiTopologyImporter>(); }

} // namespace GpuPlan::VendorTools
