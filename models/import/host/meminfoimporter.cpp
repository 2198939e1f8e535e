// /proc/meminfo, whole or grep'ed: "MemAvailable:   182345672 kB", "HugePages_Total:    4096".
#include "core/hostfacts.h"
#include "hostcommon.h"
#include "parsetext.h"

#include <regex>

namespace GpuPlan::Host {

namespace {

using namespace ParseText;

const std::regex &meminfoLine()
{
    static const std::regex re(R"(^([A-Za-z][A-Za-z0-9_()]{1,40}):\s+(\d{1,20})( kB)?$)");
    return re;
}

const char *meminfoKey(const std::string &name)
{
    static const std::pair<const char *, const char *> keys[] = {
        {"MemTotal", kMemTotalKib},         {"MemFree", kMemFreeKib},           {"MemAvailable", kMemAvailableKib},
        {"SwapTotal", kSwapTotalKib},       {"SwapFree", kSwapFreeKib},         {"HugePages_Total", kHugePagesTotal},
        {"HugePages_Free", kHugePagesFree}, {"Hugepagesize", kHugePageSizeKib},
    };
    for (const auto &[field, key] : keys)
        if (name == field)
            return key;
    return nullptr;
}

class MeminfoImporter : public Importer
{
public:
    std::string format() const override { return "meminfo"; }

    int sniff(std::string_view head) const override
    {
        const HeadBody h = splitPrompt(head);
        std::smatch m;
        const std::string first(firstContentLine(h.body));
        const bool looks
            = first.size() <= kLongestRegexLine && std::regex_match(first, m, meminfoLine()) && meminfoKey(m[1].str());
        const bool named = h.command.find("/proc/meminfo") != std::string::npos;
        return looks ? (named ? 95 : 70) : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        ImportLines lines(text, sink);
        FactWriter facts(sink);
        std::smatch m;
        facts.readLines(lines, [&](std::string_view line, int n) {
            const std::string t(line);
            if (t.size() > kLongestRegexLine || !std::regex_match(t, m, meminfoLine())) {
                badLine(sink, n, "not a /proc/meminfo line");
                return;
            }
            if (const char *key = meminfoKey(m[1].str()))
                facts.add(n, key, m[2].str());
        });
        return facts.finish(lines, "MemTotal, MemAvailable or HugePages");
    }
};

} // namespace

std::unique_ptr<Importer> makeMeminfoImporter() { return std::make_unique<MeminfoImporter>(); }

} // namespace GpuPlan::Host
