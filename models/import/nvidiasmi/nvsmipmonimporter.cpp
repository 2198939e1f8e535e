// nvidia-smi pmon: per-process utilization ("# gpu pid type sm mem ... command"). Process figures are not
// device telemetry, so only the GPUs are imported (keyed "#<index>"); no samples.
#include "importlines.h"
#include "nvsmicommon.h"
#include "parsetext.h"

namespace GpuPlan::NvSmi {
namespace {

using namespace ParseText;

bool isPmonHeader(std::string_view line)
{
    line = trim(line);
    if (line.empty() || line[0] != '#')
        return false;
    bool gpu = false, pid = false, other = false;
    for (std::string_view tok : splitWhitespace(line.substr(1))) {
        const std::string t = lower(tok);
        gpu = gpu || t == "gpu";
        pid = pid || t == "pid";
        other = other || t == "type" || t == "command" || t == "sm";
    }
    return gpu && pid && other;
}

class NvidiaSmiPmonImporter : public Importer
{
public:
    std::string format() const override { return "nvidia-smi-pmon"; }

    int sniff(std::string_view head) const override { return isPmonHeader(head.substr(0, head.find('\n'))) ? 90 : 0; }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        bool header = false;
        std::set<int> seen;
        ImportLines lines(text, sink);
        while (lines.nextNonBlank()) {
            const int n = lines.number();
            const std::string_view t = lines.trimmed();
            if (t[0] == '#') {
                header = header || isPmonHeader(t);
                continue;
            }
            if (!header) {
                error(sink, n, "import.missing_field", {"# gpu pid header"});
                return false;
            }
            const auto tokens = splitWhitespace(t);
            const auto index = smallIndex(number(tokens.front()));
            if (!index || tokens.size() < 2) { // "1e99" or "1.5" is no GPU index
                warning(sink, n, "import.bad_line", {"no GPU index"});
                continue;
            }
            addIndexedDevice(sink, seen, *index, n);
        }
        if (lines.cancelled())
            return false;
        return finishParse(text, sink, header, text.lineNumber(), "import.missing_field", {"# gpu pid header"});
    }
};

} // namespace

std::unique_ptr<Importer> makePmonImporter() { return std::make_unique<NvidiaSmiPmonImporter>(); }

} // namespace GpuPlan::NvSmi
