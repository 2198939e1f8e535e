// nvidia-smi -L ("GPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-...)"): one device per GPU line. The indented
// MIG lines under a GPU and the "Link n: 25 GB/s" lines of `nvidia-smi nvlink --status` (same GPU lines)
// are skipped.
#include "nvsmicommon.h"
#include "parsetext.h"

namespace GpuPlan::NvSmi {
namespace {

using namespace ParseText;

// "GPU 0: NVIDIA A100-SXM4-80GB (UUID: GPU-5269b708-...)" -> index, name, uuid.
bool gpuLine(std::string_view line, FleetDevice &d)
{
    if (!startsWith(line, "GPU "))
        return false;
    const auto colon = line.find(": ");
    const auto open = line.rfind(" (UUID: ");
    if (colon == std::string_view::npos || open == std::string_view::npos || open < colon)
        return false;
    const auto index = smallIndex(number(line.substr(4, colon - 4)));
    const auto close = line.find(')', open);
    if (!index || close == std::string_view::npos)
        return false;
    d.index = *index;
    d.name = std::string(trim(line.substr(colon + 2, open - colon - 2)));
    d.uuid = std::string(trim(line.substr(open + 8, close - open - 8)));
    return true;
}

class NvidiaSmiListImporter : public Importer
{
public:
    std::string format() const override { return "nvidia-smi-list"; }

    int sniff(std::string_view head) const override
    {
        FleetDevice d;
        return gpuLine(trim(head.substr(0, head.find('\n'))), d) ? 90 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::string_view line;
        int count = 0;
        while (text.nextLine(line)) {
            const int n = text.lineNumber();
            if (!keepGoing(text, sink))
                return false;
            if (trim(line).empty() || line[0] == ' ' || line[0] == '\t')
                continue; // MIG and NVLink lines belong to the GPU above
            FleetDevice d;
            if (!gpuLine(trim(line), d)) {
                warning(sink, n, "import.bad_line", {"not a \"GPU n: name (UUID: ...)\" line"});
                continue;
            }
            d.line = n;
            addDevice(sink, d);
            ++count;
        }
        return finishParse(text, sink, count > 0, text.lineNumber(), "import.missing_field", {"GPU"});
    }
};

} // namespace

std::unique_ptr<Importer> makeListImporter() { return std::make_unique<NvidiaSmiListImporter>(); }

} // namespace GpuPlan::NvSmi
