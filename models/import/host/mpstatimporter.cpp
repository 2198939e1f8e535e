// mpstat [-P ALL] INTERVAL COUNT: the sysstat header, then per interval a column header ("02:32:01 AM  CPU
// %usr %nice %sys %iowait %irq %soft %steal %guest %gnice %idle", the guides print fewer columns) and a
// row per CPU ("all", then 0, 1, ...); "Average:" rows at the end. Kept: the busy share of all CPUs (100 -
// %idle), its I/O wait and steal, over the intervals; the busiest single CPU.
#include "core/hostfacts.h"
#include "hostcommon.h"
#include "parsetext.h"
#include "sysstatheader.h"

#include <vector>

namespace GpuPlan::Host {

namespace {

using namespace ParseText;

int columnOf(const std::vector<std::string> &columns, std::string_view name)
{
    for (std::size_t i = 0; i < columns.size(); ++i)
        if (columns[i] == name)
            return int(i);
    return -1;
}

class MpstatImporter : public Importer
{
public:
    std::string format() const override { return "mpstat"; }

    int sniff(std::string_view head) const override
    {
        const HeadBody h = splitPrompt(head);
        const bool header = isSysstatHeader(firstContentLine(h.body));
        const bool columns = h.body.find("%idle") != std::string_view::npos
            && h.body.find(" CPU ") != std::string_view::npos && h.body.find("%usr") != std::string_view::npos;
        return hostConfidence(h, "mpstat", header && columns, 85);
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        ImportLines lines(text, sink);
        FactWriter facts(sink);
        std::vector<std::string> columns; // of the last column header, from the CPU column on
        IntervalStats busy, iowait, steal;
        double busiest = -1;
        std::string busiestCpu;
        int busiestLine = 0, lastAllLine = 0;
        std::optional<double> averageBusy, averageIowait;
        facts.readLines(lines, [&](std::string_view t, int n) {
            if (readSysstatHeader(t, n, facts))
                return;
            const auto tokens = splitWhitespace(t);
            // The CPU column: after the time ("02:32:01", "02:32:01 AM") or "Average:".
            std::size_t first = 0;
            while (first < tokens.size() && first < 2
                   && (tokens[first].find(':') != std::string_view::npos || tokens[first] == "AM"
                       || tokens[first] == "PM"))
                ++first;
            if (first == 0 || first >= tokens.size()) {
                badLine(sink, n, "not an mpstat line");
                return;
            }
            if (tokens[first] == "CPU") {
                columns.assign(tokens.begin() + long(first), tokens.end());
                return;
            }
            const int idle = columnOf(columns, "%idle");
            if (idle < 0 || tokens.size() - first != columns.size()) {
                badLine(sink, n, "not an mpstat row");
                return;
            }
            const auto value = [&](std::string_view name) {
                const int c = columnOf(columns, name);
                return c < 0 ? std::optional<double>() : number(tokens[first + std::size_t(c)]);
            };
            const auto idlePct = value("%idle");
            if (!idlePct || *idlePct < 0 || *idlePct > 100) {
                sink.diagnostic(diagnostic(Severity::Warning, n, "import.bad_value", {"%idle", std::string(t)}));
                return;
            }
            const std::string cpu(tokens[first]);
            const bool average = startsWith(tokens[0], "Average");
            if (cpu == "all" && average) { // sysstat's own mean over the intervals
                averageBusy = 100 - *idlePct;
                averageIowait = value("%iowait");
                lastAllLine = n;
            } else if (cpu == "all") {
                busy.add(100 - *idlePct);
                iowait.add(value("%iowait").value_or(0));
                steal.add(value("%steal").value_or(0));
                lastAllLine = n;
            } else if (!average && 100 - *idlePct > busiest) {
                busiest = 100 - *idlePct;
                busiestCpu = "cpu " + cpu;
                busiestLine = n;
            }
        });
        if (busy.count || averageBusy) {
            facts.add(lastAllLine, kCpuBusyPctMean, averageBusy.value_or(busy.mean()));
            facts.add(lastAllLine, kCpuBusyPctMax, busy.count ? busy.max : *averageBusy);
            facts.add(lastAllLine, kCpuIowaitPctMean, averageIowait.value_or(iowait.mean()));
            facts.add(lastAllLine, kCpuIowaitPctMax, iowait.count ? iowait.max : averageIowait.value_or(0));
            facts.add(lastAllLine, kCpuStealPctMax, steal.max);
            facts.add(lastAllLine, kCpuIntervals, double(busy.count));
        }
        if (busiestLine)
            facts.add(busiestLine, kCpuBusiestPct, busiest, busiestCpu);
        if (!busy.count && !averageBusy && !lines.cancelled()) {
            sink.diagnostic(diagnostic(Severity::Error, lines.number(), "import.missing_field", {"CPU all rows"}));
            return false;
        }
        return facts.finish(lines, "CPU all rows");
    }
};

} // namespace

std::unique_ptr<Importer> makeMpstatImporter() { return std::make_unique<MpstatImporter>(); }

} // namespace GpuPlan::Host
