// taskset -cp PID ("pid 18233's current affinity list: 0-31") and taskset -p PID ("... mask: ffffffff");
// after a change, taskset prints the current then the new one: the last is what holds.
#include "core/hostfacts.h"
#include "hostcommon.h"
#include "parsetext.h"

#include <regex>

namespace GpuPlan::Host {

namespace {

using namespace ParseText;

const std::regex &tasksetLine()
{
    // The list or mask is checked with find_first_not_of(): a bounded repetition of 4,096 in std::regex
    // backtracks badly on long lines (51 fuzz inputs/s against 50,000 for the other host importers).
    static const std::regex re(R"(^pid (\d{1,10})'s (current|new) affinity (list|mask): (\S+)$)");
    return re;
}

bool isTasksetLine(const std::string &line, std::smatch *m = nullptr)
{
    std::smatch local;
    std::smatch &match = m ? *m : local;
    if (line.size() > 4200 || !std::regex_match(line, match, tasksetLine()))
        return false;
    const std::string cpus = match[4].str();
    return cpus.size() <= 4096 && cpus.find_first_not_of("0123456789abcdefABCDEF,-") == std::string::npos;
}

class TasksetImporter : public Importer
{
public:
    std::string format() const override { return "taskset"; }

    int sniff(std::string_view head) const override
    {
        const HeadBody h = splitPrompt(head);
        const std::string first(firstContentLine(h.body));
        return hostConfidence(h, "taskset", isTasksetLine(first), 90);
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        ImportLines lines(text, sink);
        FactWriter facts(sink);
        std::smatch m;
        facts.readLines(lines, [&](std::string_view line, int n) {
            const std::string t(line);
            if (!isTasksetLine(t, &m)) {
                badLine(sink, n, "not a taskset line");
                return;
            }
            const bool list = m[3] == "list";
            const auto cpus = list ? normalizedCpuList(m[4].str()) : std::optional<std::string>(m[4].str());
            if (!cpus) {
                sink.diagnostic(diagnostic(Severity::Warning, n, "import.bad_value", {"affinity list", m[4].str()}));
                return;
            }
            facts.add(n, list ? kProcessCpuAffinity : kProcessCpuAffinityMask, *cpus, "pid " + m[1].str());
        });
        return facts.finish(lines, "affinity list");
    }
};

} // namespace

std::unique_ptr<Importer> makeTasksetImporter() { return std::make_unique<TasksetImporter>(); }

} // namespace GpuPlan::Host
