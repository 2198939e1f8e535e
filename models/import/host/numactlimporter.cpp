// numactl --hardware: the NUMA nodes, their CPUs, memory and distances.
//   available: 2 nodes (0-1)
//   node 0 cpus: 0-31
//   node 0 size: 256000 MB
//   node 0 free: 200000 MB
//   node distances:
//   node   0   1
//     0:  10  21
#include "core/hostfacts.h"
#include "hostcommon.h"
#include "parsetext.h"

#include <regex>

namespace GpuPlan::Host {

namespace {

using namespace ParseText;

const std::regex &availableLine()
{
    static const std::regex re(R"(^available: (\d+) nodes?( \(([0-9,-]+)\))?$)");
    return re;
}

class NumactlImporter : public Importer
{
public:
    std::string format() const override { return "numactl-hardware"; }

    int sniff(std::string_view head) const override
    {
        const HeadBody h = splitPrompt(head);
        const std::string first(firstContentLine(h.body));
        return hostConfidence(h, "numactl",
                              first.size() <= kLongestRegexLine && std::regex_match(first, availableLine()), 90);
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        static const std::regex nodeLine(R"(^node (\d+) (cpus|size|free):\s*(.*)$)");
        static const std::regex distanceRow(R"(^(\d+):((\s+\d+)+)$)");
        ImportLines lines(text, sink);
        FactWriter facts(sink);
        std::smatch m;
        bool distances = false;
        facts.readLines(lines, [&](std::string_view line, int n) {
            const std::string t(line);
            if (t.size() > kLongestRegexLine) {
                badLine(sink, n, "not a numactl --hardware line");
                return;
            }
            if (std::regex_match(t, m, availableLine())) {
                facts.add(n, kNumaNodes, m[1].str());
            } else if (std::regex_match(t, m, nodeLine)) {
                const std::string node = "node " + m[1].str();
                const std::string value = m[3].str();
                if (m[2] == "cpus") { // "0 1 2 3 ..." as numactl prints them; none for a memory-only node
                    const auto cpus = value.empty() ? std::optional<std::string>("none") : normalizedCpuList(value);
                    if (cpus)
                        facts.add(n, kNumaCpus, *cpus, node);
                    else
                        badLine(sink, n, "not a CPU list");
                } else if (const auto mib = number(value); mib && value.find("MB") != std::string::npos) {
                    facts.add(n, m[2] == "size" ? kNumaMemoryMib : kNumaFreeMib, *mib, node);
                } else {
                    badLine(sink, n, "not a size in MB");
                }
            } else if (t == "node distances:") {
                distances = true;
            } else if (distances && startsWith(t, "node ")) {
                return; // the distance table's header
            } else if (distances && std::regex_match(t, m, distanceRow)) {
                const auto row = splitWhitespace(std::string_view(t).substr(t.find(':') + 1));
                std::string joined;
                for (const std::string_view d : row)
                    joined += (joined.empty() ? "" : " ") + std::string(d);
                facts.add(n, kNumaDistances, joined, "node " + m[1].str());
            } else if (startsWith(t, "No NUMA available")) {
                facts.add(n, kNumaNodes, std::string("1"));
            } else {
                badLine(sink, n, "not a numactl --hardware line");
            }
        });
        return facts.finish(lines, "available: N nodes");
    }
};

} // namespace

std::unique_ptr<Importer> makeNumactlImporter() { return std::make_unique<NumactlImporter>(); }

} // namespace GpuPlan::Host
