// iostat -x / -xz INTERVAL COUNT: the sysstat header, then per report an "avg-cpu:" block and a device table
// ("Device r/s rkB/s ... r_await ... aqu-sz %util", or sysstat 10's "Device: rrqm/s ... avgqu-sz await
// r_await w_await svctm %util"). The first report is the average since boot. Kept, per device, the highest
// %util, await, read rate and queue over the reports; for the CPUs, the busy share and the I/O wait.
#include "core/hostfacts.h"
#include "hostcommon.h"
#include "parsetext.h"
#include "sysstatheader.h"

#include <algorithm>
#include <map>
#include <vector>

namespace GpuPlan::Host {

namespace {

using namespace ParseText;

bool isDeviceHeader(std::string_view t)
{
    return (startsWith(t, "Device ") || startsWith(t, "Device:")) && t.find("%util") != std::string_view::npos;
}

struct DiskStats
{
    IntervalStats util, await, readKbs, queue;
    int line = 0;
};

class IostatImporter : public Importer
{
public:
    std::string format() const override { return "iostat"; }

    int sniff(std::string_view head) const override
    {
        const HeadBody h = splitPrompt(head);
        const std::string_view first = firstContentLine(h.body);
        const bool looks = isDeviceHeader(first)
            || ((isSysstatHeader(first) || startsWith(first, "avg-cpu:"))
                && h.body.find("%util") != std::string_view::npos);
        return hostConfidence(h, "iostat", looks, 85);
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        ImportLines lines(text, sink);
        FactWriter facts(sink);
        std::vector<std::string> columns, cpuColumns;
        bool cpuValuesNext = false;
        IntervalStats busy, iowait;
        int cpuLine = 0;
        std::map<std::string, DiskStats> disks;
        facts.readLines(lines, [&](std::string_view t, int n) {
            if (readSysstatHeader(t, n, facts))
                return;
            const auto tokens = splitWhitespace(t);
            if (tokens[0] == "avg-cpu:") {
                cpuColumns.assign(tokens.begin() + 1, tokens.end());
                cpuValuesNext = true;
                return;
            }
            if (cpuValuesNext) {
                cpuValuesNext = false;
                std::optional<double> idle, wait;
                for (std::size_t i = 0; i < cpuColumns.size() && tokens.size() == cpuColumns.size(); ++i) {
                    if (cpuColumns[i] == "%idle")
                        idle = number(tokens[i]);
                    else if (cpuColumns[i] == "%iowait")
                        wait = number(tokens[i]);
                }
                if (!idle || !wait) {
                    badLine(sink, n, "not the avg-cpu values");
                    return;
                }
                busy.add(100 - *idle);
                iowait.add(*wait);
                cpuLine = n;
                return;
            }
            if (isDeviceHeader(t)) {
                columns.assign(tokens.begin(), tokens.end());
                return;
            }
            if (columns.empty() || tokens.size() != columns.size()) {
                badLine(sink, n, "not an iostat row");
                return;
            }
            const auto col = [&](std::string_view name) -> std::optional<double> {
                for (std::size_t i = 1; i < columns.size(); ++i)
                    if (columns[i] == name)
                        return number(tokens[i]);
                return std::nullopt;
            };
            const auto util = col("%util");
            if (!util || *util < 0) {
                sink.diagnostic(diagnostic(Severity::Warning, n, "import.bad_value", {"%util", std::string(t)}));
                return;
            }
            DiskStats &d = disks[std::string(tokens[0])];
            d.util.add(*util);
            const auto await = col("await");
            const double rw = std::max(col("r_await").value_or(0), col("w_await").value_or(0));
            d.await.add(await ? *await : rw);
            d.readKbs.add(col("rkB/s").value_or(0));
            d.queue.add(col("aqu-sz") ? *col("aqu-sz") : col("avgqu-sz").value_or(0));
            d.line = n;
        });
        if (busy.count) {
            facts.add(cpuLine, kCpuBusyPctMax, busy.max);
            facts.add(cpuLine, kCpuIowaitPctMean, iowait.mean());
            facts.add(cpuLine, kCpuIowaitPctMax, iowait.max);
        }
        for (const auto &[name, d] : disks) {
            facts.add(d.line, kDiskUtilPctMax, d.util.max, name);
            facts.add(d.line, kDiskAwaitMsMax, d.await.max, name);
            facts.add(d.line, kDiskReadKbsMax, d.readKbs.max, name);
            facts.add(d.line, kDiskQueueMax, d.queue.max, name);
        }
        return facts.finish(lines, "Device table");
    }
};

} // namespace

std::unique_ptr<Importer> makeIostatImporter() { return std::make_unique<IostatImporter>(); }

} // namespace GpuPlan::Host
