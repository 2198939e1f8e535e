// taskset -cp PID ("pid 18233's current affinity list: 0-31") and taskset -p PID ("... mask: ffffffff");
// after a change, taskset prints the current then the new one: the last is what holds.
#include "hostcommon.h"
#include "hostfacts.h"
#include "parsetext.h"

#include <regex>

namespace GpuPlan::Host {

namespace {

using namespace ParseText;

const std::regex &tasksetLine()
{
    static const std::regex re(R"(^pid (\d{1,10})'s (current|new) affinity (list|mask): ([0-9a-fA-F,-]{1,4096})$)");
    return re;
}

class TasksetImporter : public Importer
{
public:
    std::string format() const override { return "taskset"; }

    int sniff(std::string_view head) const override
    {
        const HeadBody h = splitPrompt(head);
        const std::string first(firstContentLine(h.body));
        return hostConfidence(h, "taskset", std::regex_match(first, tasksetLine()), 90);
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        ImportLines lines(text, sink);
        FactWriter facts(sink);
        std::smatch m;
        while (lines.nextNonBlank()) {
            if (facts.takePrompt(lines))
                continue;
            const int n = lines.number();
            const std::string t(lines.trimmed());
            if (!std::regex_match(t, m, tasksetLine())) {
                badLine(sink, n, "not a taskset line");
                continue;
            }
            const bool list = m[3] == "list";
            const auto cpus = list ? normalizedCpuList(m[4].str()) : std::optional<std::string>(m[4].str());
            if (!cpus) {
                sink.diagnostic(diagnostic(Severity::Warning, n, "import.bad_value", {"affinity list", m[4].str()}));
                continue;
            }
            facts.add(n, list ? kProcessCpuAffinity : kProcessCpuAffinityMask, *cpus, "pid " + m[1].str());
        }
        return facts.finish(lines, "affinity list");
    }
};

} // namespace

std::unique_ptr<Importer> makeTasksetImporter() { return std::make_unique<TasksetImporter>(); }

} // namespace GpuPlan::Host
