// vmstat INTERVAL COUNT: "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----",
// then " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st [gu]", then a row per
// interval (the first is the average since boot; the columns repeat when the terminal scrolls).
#include "core/hostfacts.h"
#include "hostcommon.h"
#include "parsetext.h"
#include "sysstatheader.h"

#include <algorithm>
#include <vector>

namespace GpuPlan::Host {

namespace {

using namespace ParseText;

bool isGroupLine(std::string_view t) { return startsWith(t, "procs ") && t.find("memory") != std::string_view::npos; }

bool isColumnLine(std::string_view t)
{
    const auto tokens = splitWhitespace(t);
    return tokens.size() >= 10 && tokens[0] == "r" && tokens[1] == "b";
}

class VmstatImporter : public Importer
{
public:
    std::string format() const override { return "vmstat"; }

    int sniff(std::string_view head) const override
    {
        const HeadBody h = splitPrompt(head);
        return hostConfidence(h, "vmstat", isGroupLine(firstContentLine(h.body)), 90);
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        ImportLines lines(text, sink);
        FactWriter facts(sink);
        std::vector<std::string> columns;
        IntervalStats busy, iowait, runnable, blocked, swap, freeKib;
        double freeMin = 0;
        int last = 0;
        facts.readLines(lines, [&](std::string_view t, int n) {
            if (isGroupLine(t))
                return;
            if (isColumnLine(t)) {
                columns.clear();
                for (const std::string_view c : splitWhitespace(t))
                    columns.emplace_back(c);
                return;
            }
            const auto tokens = splitWhitespace(t);
            if (columns.empty() || tokens.size() != columns.size()) {
                badLine(sink, n, "not a vmstat row");
                return;
            }
            std::vector<double> v;
            for (const std::string_view tok : tokens)
                if (const auto x = number(tok); x && *x >= 0)
                    v.push_back(*x);
            if (v.size() != tokens.size()) {
                sink.diagnostic(diagnostic(Severity::Warning, n, "import.bad_value", {"vmstat row", std::string(t)}));
                return;
            }
            const auto col = [&](std::string_view name) -> std::optional<double> {
                for (std::size_t i = 0; i < columns.size(); ++i)
                    if (columns[i] == name)
                        return v[i];
                return std::nullopt;
            };
            if (const auto id = col("id"))
                busy.add(100 - *id);
            iowait.add(col("wa").value_or(0));
            runnable.add(col("r").value_or(0));
            blocked.add(col("b").value_or(0));
            swap.add(col("si").value_or(0) + col("so").value_or(0));
            if (const auto f = col("free")) {
                freeMin = freeKib.count ? std::min(freeMin, *f) : *f;
                freeKib.add(*f);
            }
            last = n;
        });
        if (busy.count) {
            facts.add(last, kCpuBusyPctMean, busy.mean());
            facts.add(last, kCpuBusyPctMax, busy.max);
            facts.add(last, kCpuIowaitPctMean, iowait.mean());
            facts.add(last, kCpuIowaitPctMax, iowait.max);
            facts.add(last, kCpuIntervals, double(busy.count));
            facts.add(last, kProcsRunnableMax, runnable.max);
            facts.add(last, kProcsBlockedMax, blocked.max);
            facts.add(last, kSwapActivityMax, swap.max);
            if (freeKib.count)
                facts.add(last, kMemFreeKibMin, freeMin);
        }
        return facts.finish(lines, "vmstat rows");
    }
};

} // namespace

std::unique_ptr<Importer> makeVmstatImporter() { return std::make_unique<VmstatImporter>(); }

} // namespace GpuPlan::Host
