#include "report/reportdata.h"

#include <cmath>

namespace GpuPlan {

const OptionResult *ReportData::topOption() const
{
    return ranking.top >= 0 && std::size_t(ranking.top) < plan.options.size() ? &plan.options[std::size_t(ranking.top)]
                                                                              : nullptr;
}

QString ReportData::label(std::size_t option) const
{
    return option < plan.options.size() ? qs(plan.options[option].label) : QString();
}

QString ReportData::optionId(std::size_t option) const
{
    return option < plan.options.size() ? qs(plan.options[option].id) : QString();
}

bool ReportData::passed(std::size_t option) const
{
    return option < plan.options.size() && plan.options[option].gates.passed();
}

QString ReportData::sourceOf(const std::string &pointer) const
{
    const auto &sources = loaded.parsed.scenario.sources;
    std::string p = pointer;
    while (!p.empty()) {
        const auto it = sources.find(p);
        if (it != sources.end())
            return qs(it->second);
        const auto slash = p.rfind('/');
        if (slash == std::string::npos)
            break;
        p.resize(slash);
    }
    return {};
}

QString ReportData::optionSourceOf(std::size_t option, const std::string &field) const
{
    if (option >= fileIndex.size())
        return {};
    return sourceOf("/options/" + std::to_string(fileIndex[option]) + field);
}

} // namespace GpuPlan
