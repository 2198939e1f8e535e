// lscpu: "Key:   value" lines, flat (util-linux 2.3x) or in indented sections (2.37+: "Vendor ID:" then
// "  Model name:", "NUMA:" then "  NUMA node0 CPU(s):").
#include "core/hostfacts.h"
#include "hostcommon.h"
#include "parsetext.h"

#include <regex>

namespace GpuPlan::Host {

namespace {

using namespace ParseText;

class LscpuImporter : public Importer
{
public:
    std::string format() const override { return "lscpu"; }

    int sniff(std::string_view head) const override
    {
        const HeadBody h = splitPrompt(head);
        const std::string_view first = firstContentLine(h.body);
        const bool looks = startsWith(first, "Architecture:") && h.body.find("CPU(s):") != std::string_view::npos;
        return hostConfidence(h, "lscpu", looks, 90);
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        static const std::regex numaCpus(R"(^NUMA node(\d+) CPU\(s\)$)");
        ImportLines lines(text, sink);
        FactWriter facts(sink);
        std::smatch m;
        facts.readLines(lines, [&](std::string_view t, int n) {
            const std::size_t colon = t.find(':');
            if (colon == std::string_view::npos || colon == 0) {
                badLine(sink, n, "not a \"Key: value\" line");
                return;
            }
            const std::string key(trim(t.substr(0, colon)));
            const std::string_view value = trim(t.substr(colon + 1));
            if (value.empty())
                return; // a section heading ("Caches (sum of all):", "NUMA:")
            const auto count = smallIndex(number(value));
            const auto say = [&](const char *fact, bool ok = true) {
                if (ok)
                    facts.add(n, fact, std::string(value));
                else
                    sink.diagnostic(diagnostic(Severity::Warning, n, "import.bad_value", {key, std::string(value)}));
            };
            if (key == "Architecture")
                say(kCpuArchitecture);
            else if (key == "CPU(s)")
                say(kCpuCount, count.has_value());
            else if (key == "Model name")
                say(kCpuModel);
            else if (key == "Vendor ID")
                say(kCpuVendor);
            else if (key == "Socket(s)")
                say(kCpuSockets, count.has_value());
            else if (key == "Core(s) per socket")
                say(kCpuCoresPerSocket, count.has_value());
            else if (key == "Thread(s) per core")
                say(kCpuThreadsPerCore, count.has_value());
            else if (key == "CPU max MHz")
                say(kCpuMaxMhz, number(value).has_value());
            else if (key == "Hypervisor vendor")
                say(kCpuHypervisor);
            else if (key == "NUMA node(s)")
                say(kNumaNodes, count.has_value());
            else if (key.size() <= kLongestRegexLine && std::regex_match(key, m, numaCpus)) {
                if (const auto cpus = normalizedCpuList(value))
                    facts.add(n, kNumaCpus, *cpus, "node " + m[1].str());
                else
                    sink.diagnostic(diagnostic(Severity::Warning, n, "import.bad_value", {key, std::string(value)}));
            }
            // Other keys (byte order, flags, caches, vulnerabilities, ...) are read and not kept.
        });
        return facts.finish(lines, "Architecture or CPU(s)");
    }
};

} // namespace

std::unique_ptr<Importer> makeLscpuImporter() { return std::make_unique<LscpuImporter>(); }

} // namespace GpuPlan::Host
