// nvidia-smi topo -m: the connection matrix. Only the GPUs (rows "GPU<n>") are imported, keyed
// "#<index>"; the links (NV#, PHB, SYS, ...), NICs and CPU/NUMA affinities have no place in FleetDevice
// and are not kept. The header may be wrapped in ANSI underline escapes and separated by tabs.
#include "importlines.h"
#include "nvsmicommon.h"
#include "parsetext.h"

namespace GpuPlan::NvSmi {
namespace {

using namespace ParseText;

std::optional<int> gpuLabel(std::string_view token)
{
    if (!startsWith(token, "GPU") || token.size() < 4
        || token.substr(3).find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    return smallIndex(number(token.substr(3))).value_or(-1);
}

bool isTopoHeader(std::string_view line)
{
    const std::string clean = stripAnsi(line);
    const auto tokens = splitWhitespace(clean);
    return !tokens.empty() && gpuLabel(tokens.front()) && clean.find("CPU Affinity") != std::string::npos;
}

class NvidiaSmiTopoImporter : public Importer
{
public:
    std::string format() const override { return "nvidia-smi-topo"; }

    int sniff(std::string_view head) const override { return isTopoHeader(head.substr(0, head.find('\n'))) ? 90 : 0; }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        bool header = false;
        std::set<int> seen;
        ImportLines lines(text, sink);
        while (lines.next()) {
            const int n = lines.number();
            const std::string_view line = lines.raw();
            if (!header) {
                header = isTopoHeader(line);
                if (!header && !lines.trimmed().empty()) {
                    error(sink, n, "import.missing_field", {"GPU0 ... CPU Affinity header"});
                    return false;
                }
                continue;
            }
            const std::string clean = stripAnsi(line);
            if (startsWith(trim(clean), "Legend"))
                break;
            const auto tokens = splitWhitespace(clean);
            if (tokens.empty())
                continue;
            const auto index = gpuLabel(tokens.front());
            if (index && *index >= 0)
                addIndexedDevice(sink, seen, *index, n);
        }
        if (lines.cancelled())
            return false;
        return finishParse(text, sink, !seen.empty(), text.lineNumber(), "import.missing_field", {"GPU rows"});
    }
};

} // namespace

std::unique_ptr<Importer> makeTopoImporter() { return std::make_unique<NvidiaSmiTopoImporter>(); }

} // namespace GpuPlan::NvSmi
