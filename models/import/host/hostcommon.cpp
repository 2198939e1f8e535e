#include "hostcommon.h"

#include "parsetext.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <regex>
#include <vector>

namespace GpuPlan::Host {

using namespace ParseText;

std::optional<ShellPrompt> shellPrompt(std::string_view line)
{
    // user@host:path$ command, user@host:path# command, [user@host path]$ command
    static const std::regex prompt(R"(^\[?[A-Za-z0-9._-]+@([A-Za-z0-9._-]+)[: ][^$#]{0,200}\]?[$#] +(.+)$)");
    std::match_results<std::string_view::const_iterator> m;
    const std::string_view t = trim(line);
    if (t.size() > kLongestRegexLine || !std::regex_match(t.begin(), t.end(), m, prompt))
        return std::nullopt;
    ShellPrompt p{m[1].str(), std::string(trim(m[2].str()))};
    if (startsWith(p.command, "sudo "))
        p.command = std::string(trim(std::string_view(p.command).substr(5)));
    return p;
}

std::string_view firstContentLine(std::string_view text)
{
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view line = trim(text.substr(start, end - start));
        if (!line.empty())
            return line;
        start = end + 1;
    }
    return {};
}

HeadBody splitPrompt(std::string_view head)
{
    const std::string_view first = firstContentLine(head);
    const auto prompt = shellPrompt(first);
    if (!prompt)
        return {{}, head};
    const std::size_t at = std::size_t(first.data() - head.data()) + first.size(); // `first` views into `head`
    return {prompt->command, head.substr(at)};
}

int hostConfidence(const HeadBody &head, std::string_view command, bool bodyLooksRight, int plain, int exact)
{
    if (!bodyLooksRight)
        return 0;
    return !head.command.empty() && startsWith(head.command, command) ? exact : plain;
}

std::optional<int> cpuListCount(std::string_view list)
{
    const std::string_view t = trim(list);
    if (t.empty())
        return std::nullopt;
    int count = 0;
    for (const std::string_view part : split(t, ',')) {
        const std::size_t dash = part.find('-');
        const auto first = smallIndex(number(part.substr(0, dash)));
        const auto last = dash == std::string_view::npos ? first : smallIndex(number(part.substr(dash + 1)));
        if (!first || !last || *last < *first || *last - *first > 100000)
            return std::nullopt;
        count += *last - *first + 1;
    }
    return count;
}

std::optional<std::string> normalizedCpuList(std::string_view list)
{
    std::string commas(trim(list));
    for (char &c : commas)
        if (c == ' ' || c == '\t')
            c = ',';
    std::vector<int> cpus;
    for (const std::string_view part : split(commas, ',')) {
        if (part.empty())
            continue;
        const auto count = cpuListCount(part);
        if (!count)
            return std::nullopt;
        const std::size_t dash = part.find('-');
        const int first = *smallIndex(number(part.substr(0, dash)));
        for (int i = 0; i < *count; ++i)
            cpus.push_back(first + i);
    }
    if (cpus.empty())
        return std::nullopt;
    std::sort(cpus.begin(), cpus.end());
    std::string out;
    for (std::size_t i = 0; i < cpus.size();) {
        std::size_t j = i;
        while (j + 1 < cpus.size() && cpus[j + 1] <= cpus[j] + 1)
            ++j;
        out += (out.empty() ? "" : ",") + std::to_string(cpus[i]);
        if (cpus[j] != cpus[i])
            out += "-" + std::to_string(cpus[j]);
        i = j + 1;
    }
    return out;
}

std::string factNumber(double value)
{
    // Means of figures printed with one or two decimals: four are plenty, and 96.2 reads better than
    // 96.19999999999999.
    if (std::isfinite(value) && std::fabs(value) < 1e12)
        value = std::round(value * 1e4) / 1e4;
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? std::string(buffer, end) : std::string();
}

bool FactWriter::takePrompt(const ImportLines &lines)
{
    if (m_seenContent)
        return false;
    m_seenContent = true;
    const auto prompt = shellPrompt(lines.trimmed());
    if (!prompt)
        return false;
    m_node = prompt->node;
    return true;
}

void FactWriter::add(int line, std::string key, std::string value, std::string subject)
{
    HostFact f;
    f.node = m_node;
    f.key = std::move(key);
    f.value = std::move(value);
    f.subject = std::move(subject);
    f.line = line;
    m_sink.hostFact(f);
    ++m_count;
}

void FactWriter::add(int line, std::string key, double value, std::string subject)
{
    add(line, std::move(key), factNumber(value), std::move(subject));
}

bool FactWriter::finish(const ImportLines &lines, const char *what)
{
    if (lines.cancelled())
        return false;
    if (m_count > 0)
        return true;
    m_sink.diagnostic(diagnostic(Severity::Error, lines.number(), "import.missing_field", {what}));
    return false;
}

void badLine(ImportSink &sink, int line, std::string why)
{
    sink.diagnostic(diagnostic(Severity::Warning, line, "import.bad_line", {std::move(why)}));
}

} // namespace GpuPlan::Host
