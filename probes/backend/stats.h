#pragma once

#include "protocol/types.h"

#include <algorithm>
#include <string>
#include <vector>

// Best, median and spread of timed runs, the way STREAM and BabelStream report them.
namespace GpuPlan::Probe {

// `rates`: one value per timed run (warm-ups already dropped). Higher is better, except for latencies.
inline void summarize(std::vector<double> rates, bool higherIsBetter, TestResult &result)
{
    result.runs = static_cast<int>(rates.size());
    if (rates.empty())
        return;
    std::sort(rates.begin(), rates.end());
    result.min = rates.front();
    result.max = rates.back();
    const std::size_t n = rates.size();
    result.median = n % 2 == 1 ? rates[n / 2] : (rates[n / 2 - 1] + rates[n / 2]) / 2.0;
    result.best = higherIsBetter ? result.max : result.min;
}

// Expands "bandwidth,compute" into the backend's tests of those groups; exact names pass through.
inline std::vector<std::string> expandTests(const std::vector<std::string> &requested,
                                            const std::vector<std::string> &available)
{
    std::vector<std::string> out;
    for (const std::string &r : requested) {
        bool matched = false;
        for (const std::string &a : available) {
            const bool group = a.rfind(r + ".", 0) == 0;
            if ((group || a == r) && std::find(out.begin(), out.end(), a) == out.end()) {
                out.push_back(a);
                matched = true;
            } else if (group || a == r) {
                matched = true;
            }
        }
        if (!matched)
            out.push_back(r); // unknown: the runner reports it
    }
    return out;
}

} // namespace GpuPlan::Probe
