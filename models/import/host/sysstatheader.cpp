#include "sysstatheader.h"

#include "core/hostfacts.h"
#include "parsetext.h"

#include <regex>

namespace GpuPlan::Host {

namespace {

const std::regex &headerPattern()
{
    static const std::regex re(
        R"(^Linux (\S{1,100}) \(([A-Za-z0-9._-]{1,253})\)\s+\S{1,20}\s+(\S{1,22})\s+\((\d{1,6}) CPU\)$)");
    return re;
}

} // namespace

bool isSysstatHeader(std::string_view line)
{
    const std::string t(ParseText::trim(line));
    return t.size() <= ParseText::kLongestRegexLine && std::regex_match(t, headerPattern());
}

bool readSysstatHeader(std::string_view line, int lineNo, FactWriter &facts)
{
    const std::string t(ParseText::trim(line));
    std::smatch m;
    if (t.size() > ParseText::kLongestRegexLine || !std::regex_match(t, m, headerPattern()))
        return false;
    if (facts.node().empty())
        facts.setNode(m[2].str());
    facts.add(lineNo, kKernelRelease, m[1].str());
    std::string machine = m[3].str(); // "_x86_64_"
    while (!machine.empty() && machine.front() == '_')
        machine.erase(machine.begin());
    while (!machine.empty() && machine.back() == '_')
        machine.pop_back();
    if (!machine.empty())
        facts.add(lineNo, kCpuArchitecture, machine);
    facts.add(lineNo, kCpuCount, m[4].str());
    return true;
}

} // namespace GpuPlan::Host
