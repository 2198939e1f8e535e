// nvidia-smi topo -m: the connection matrix. The GPUs (rows "GPU<n>") are imported, keyed "#<index>", with
// their CPU and NUMA affinity as host facts (gpu.cpu_affinity, gpu.numa_node [gpu N]); the links (NV#, PHB,
// SYS, ...) and NICs are not kept. The header may be wrapped in ANSI underline escapes and separated by tabs.
#include "core/hostfacts.h"
#include "host/hostcommon.h"
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

// The matrix's columns (GPU0 ... NIC0 ...) before "CPU Affinity" in the header.
std::size_t matrixColumns(std::string_view header)
{
    const std::string clean = stripAnsi(header);
    const auto tokens = splitWhitespace(clean);
    std::size_t n = 0;
    while (n < tokens.size() && tokens[n] != "CPU")
        ++n;
    return n;
}

void affinityFact(ImportSink &sink, const std::string &node, int line, int gpu, const char *key, std::string_view value)
{
    if (value.empty() || isNotAvailable(value))
        return;
    HostFact f;
    f.node = node;
    f.key = key;
    f.value = std::string(value);
    f.subject = "gpu " + std::to_string(gpu);
    f.line = line;
    sink.hostFact(f);
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

    int sniff(std::string_view head) const override
    {
        // The header first, or after the shell prompt line of a pasted terminal ("cr0x@server:~$ nvidia-smi topo -m").
        const Host::HeadBody h = Host::splitPrompt(head);
        const std::string_view body = h.command.empty() ? head : h.body.substr(h.body.find('\n') + 1);
        return isTopoHeader(body.substr(0, body.find('\n'))) ? 90 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        bool header = false;
        std::size_t columns = 0;
        std::string node; // from a pasted shell prompt
        std::set<int> seen;
        ImportLines lines(text, sink);
        while (lines.next()) {
            const int n = lines.number();
            const std::string_view line = lines.raw();
            if (!header && node.empty() && seen.empty()) {
                if (const auto prompt = Host::shellPrompt(lines.trimmed())) {
                    node = prompt->node;
                    continue;
                }
            }
            if (!header) {
                header = isTopoHeader(line);
                columns = header ? matrixColumns(line) : 0;
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
            if (!index || *index < 0)
                continue;
            addIndexedDevice(sink, seen, *index, n, node);
            // "GPU0  X  NV18 ...  0-51  0": the cell of each matrix column, then CPU and NUMA affinity.
            if (tokens.size() > columns + 1) {
                const std::string_view cpus = tokens[columns + 1];
                if (cpus.find_first_not_of("0123456789,-") == std::string_view::npos)
                    affinityFact(sink, node, n, *index, Host::kGpuCpuAffinity, cpus);
                if (tokens.size() > columns + 2 && smallIndex(number(tokens[columns + 2])))
                    affinityFact(sink, node, n, *index, Host::kGpuNumaNode, tokens[columns + 2]);
            }
        }
        if (lines.cancelled())
            return false;
        return finishParse(text, sink, !seen.empty(), text.lineNumber(), "import.missing_field", {"GPU rows"});
    }
};

} // namespace

std::unique_ptr<Importer> makeTopoImporter() { return std::make_unique<NvidiaSmiTopoImporter>(); }

} // namespace GpuPlan::NvSmi
