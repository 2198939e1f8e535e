// /etc/os-release (and /usr/lib/os-release): KEY=value lines, values quoted or not.
#include "core/hostfacts.h"
#include "hostcommon.h"
#include "parsetext.h"

#include <regex>

namespace GpuPlan::Host {

namespace {

using namespace ParseText;

const std::regex &assignment()
{
    static const std::regex re(R"(^([A-Z][A-Z0-9_]{0,63})=(.*)$)");
    return re;
}

// "\"Ubuntu 22.04.4 LTS\"" -> Ubuntu 22.04.4 LTS (the shell's quoting, without escapes beyond \" \\ \$ \`)
std::optional<std::string> unquote(std::string_view v)
{
    if (v.empty() || (v.front() != '"' && v.front() != '\''))
        return std::string(v);
    const char quote = v.front();
    if (v.size() < 2 || v.back() != quote)
        return std::nullopt;
    std::string out;
    for (std::size_t i = 1; i + 1 < v.size(); ++i) {
        if (quote == '"' && v[i] == '\\' && i + 2 < v.size())
            ++i;
        out += v[i];
    }
    return out;
}

const char *osReleaseKey(std::string_view name)
{
    if (name == "ID")
        return kOsId;
    if (name == "VERSION_ID")
        return kOsVersionId;
    if (name == "PRETTY_NAME")
        return kOsPrettyName;
    return nullptr; // NAME, VERSION, HOME_URL, ...: read, not kept
}

class OsReleaseImporter : public Importer
{
public:
    std::string format() const override { return "os-release"; }

    int sniff(std::string_view head) const override
    {
        const HeadBody h = splitPrompt(head);
        const std::string_view body = h.body;
        const std::string first(firstContentLine(body));
        const bool looks = first.size() <= kLongestRegexLine && std::regex_search(first, assignment())
            && (body.find("\nID=") != std::string_view::npos || startsWith(body, "ID=")
                || body.find("PRETTY_NAME=") != std::string_view::npos);
        return hostConfidence(h, "cat /etc/os-release", looks, 75);
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        ImportLines lines(text, sink);
        FactWriter facts(sink);
        std::smatch m;
        facts.readLines(lines, [&](std::string_view line, int n) {
            const std::string t(line);
            if (t[0] == '#')
                return;
            const auto value = t.size() <= kLongestRegexLine && std::regex_match(t, m, assignment())
                ? unquote(m[2].str())
                : std::nullopt;
            if (!value) {
                badLine(sink, n, "not a KEY=value line");
                return;
            }
            if (const char *key = osReleaseKey(m[1].str()); key && !value->empty())
                facts.add(n, key, *value);
        });
        return facts.finish(lines, "ID or PRETTY_NAME");
    }
};

} // namespace

std::unique_ptr<Importer> makeOsReleaseImporter() { return std::make_unique<OsReleaseImporter>(); }

} // namespace GpuPlan::Host
