// uname -r ("6.5.0-17-generic") and uname -a ("Linux server 6.5.0-17-generic #17~22.04.1-Ubuntu SMP ...
// x86_64 GNU/Linux"): the kernel release the drivers' support matrices are written against.
#include "core/hostfacts.h"
#include "hostcommon.h"
#include "parsetext.h"

#include <regex>

namespace GpuPlan::Host {

namespace {

using namespace ParseText;

bool isKernelRelease(std::string_view text)
{
    // 6.5.0-17-generic, 5.15.0-1040-azure, 4.18.0-513.el8.x86_64, 6.1.0-18-amd64, 6.8.12
    static const std::regex release(R"(^\d{1,2}\.\d{1,3}\.\d{1,4}([-.+~_][A-Za-z0-9.+~_-]{0,80})?$)");
    return std::regex_match(text.begin(), text.end(), release);
}

struct UnameLine
{
    std::string node, release, version, machine;
};

// "Linux <node> <release> <version words...> <machine> [<processor> <platform>] GNU/Linux"
std::optional<UnameLine> unameAll(std::string_view line)
{
    const auto tokens = splitWhitespace(line);
    if (tokens.size() < 3 || tokens[0] != "Linux" || !isKernelRelease(tokens[2]))
        return std::nullopt;
    UnameLine u{std::string(tokens[1]), std::string(tokens[2]), {}, {}};
    std::size_t end = tokens.size();
    if (tokens[end - 1] == "GNU/Linux")
        --end;
    if (end > 3) {
        u.machine = std::string(tokens[end - 1]);
        // -a prints machine, processor and hardware platform: the same word thrice on most systems.
        while (end > 4 && (tokens[end - 2] == tokens[end - 1] || tokens[end - 2] == "unknown"))
            --end;
        --end;
    }
    for (std::size_t i = 3; i < end; ++i)
        u.version += (u.version.empty() ? "" : " ") + std::string(tokens[i]);
    return u;
}

class UnameImporter : public Importer
{
public:
    std::string format() const override { return "uname"; }

    int sniff(std::string_view head) const override
    {
        const HeadBody h = splitPrompt(head);
        const std::string_view first = firstContentLine(h.body);
        return hostConfidence(h, "uname", isKernelRelease(first) || unameAll(first).has_value(), 60);
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        ImportLines lines(text, sink);
        FactWriter facts(sink);
        facts.readLines(lines, [&](std::string_view t, int n) {
            if (isKernelRelease(t)) {
                facts.add(n, kKernelRelease, std::string(t));
            } else if (const auto u = unameAll(t)) {
                if (facts.node().empty())
                    facts.setNode(u->node);
                facts.add(n, kKernelRelease, u->release);
                if (!u->version.empty())
                    facts.add(n, kKernelVersion, u->version);
                if (!u->machine.empty())
                    facts.add(n, kCpuArchitecture, u->machine);
            } else {
                badLine(sink, n, "not a uname line");
            }
        });
        return facts.finish(lines, "kernel release");
    }
};

} // namespace

std::unique_ptr<Importer> makeUnameImporter() { return std::make_unique<UnameImporter>(); }

} // namespace GpuPlan::Host
