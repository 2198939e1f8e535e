// dcgmi topo --gpuid N / -g GROUP: a bordered table headed "GPU ID: N | Topology Information" (or the group's
// name), with "CPU Core Affinity | 0 - 11", then "To GPU n | Connected via ..." rows (per GPU) or "NUMA
// Optimal" and "Worst Path" (per group). A GPU's affinity is a host fact [gpu N] as nvidia-smi topo -m gives
// it (DCGM numbers GPUs as nvidia-smi does); a group names no GPU, so its facts are the group's.
#include "core/hostfacts.h"
#include "host/hostcommon.h"
#include "parsetext.h"
#include "vendorcommon.h"

namespace GpuPlan::VendorTools {
namespace {

using namespace ParseText;

/// "0 - 11, 24 - 35" -> "0-11,24-35" (a Linux CPU list), nullopt when it is none.
std::optional<std::string> dcgmCpuList(std::string_view text)
{
    std::string compact;
    for (const char c : text)
        if (c != ' ')
            compact += c;
    return Host::normalizedCpuList(compact);
}

class DcgmiTopoImporter : public Importer
{
public:
    std::string format() const override { return "dcgmi-topo"; }

    int sniff(std::string_view head) const override
    {
        return head.find("| Topology Information") != std::string_view::npos
                && head.find("CPU Core Affinity") != std::string_view::npos
            ? 90
            : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::vector<TableRecord> records;
        if (!readTable(text, sink, records))
            return false;
        std::optional<int> gpu;
        std::string group;
        int headLine = 0;
        int facts = 0;
        for (const TableRecord &r : records) {
            const std::string value = r.values.empty() ? std::string() : r.values.front();
            if (value == "Topology Information") {
                headLine = r.line;
                if (const auto id = cellValue(r.key, "GPU ID"))
                    gpu = smallIndex(number(*id));
                else
                    group = r.key;
                continue;
            }
            if (!headLine)
                continue;
            const std::string subject = gpu ? "gpu " + std::to_string(*gpu) : "group " + group;
            const auto fact = [&](const char *key, const std::string &v) {
                HostFact f;
                f.key = key;
                f.value = v;
                f.subject = subject;
                f.line = r.line;
                sink.hostFact(f);
                ++facts;
            };
            if (r.key == "CPU Core Affinity") {
                if (const auto cpus = dcgmCpuList(value))
                    fact(gpu ? Host::kGpuCpuAffinity : Host::kDcgmGroupCpuAffinity, *cpus);
                else
                    warn(sink, r.line, "import.bad_value", {r.key, value});
            } else if (!gpu && r.key == "NUMA Optimal") {
                fact(Host::kDcgmGroupNumaOptimal, lower(value));
            } else if (!gpu && r.key == "Worst Path") {
                fact(Host::kDcgmGroupWorstPath, value);
            }
        }
        if (!headLine)
            return fail(sink, text.lineNumber(), "import.missing_field", {"Topology Information"});
        if (gpu) {
            FleetDevice d;
            d.vendor = "NVIDIA";
            d.index = *gpu;
            d.line = headLine;
            addDevice(sink, d);
        } else if (facts == 0) {
            return fail(sink, text.lineNumber(), "import.missing_field", {"CPU Core Affinity"});
        }
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeDcgmiTopoImporter() { return std::make_unique<DcgmiTopoImporter>(); }

} // namespace GpuPlan::VendorTools
