#pragma once

#include "hostcommon.h"

#include <string_view>

namespace GpuPlan::Host {

/**
 * The first line of mpstat, iostat and sar: "Linux 6.5.0-17-generic (server)  01/21/2026  _x86_64_  (64 CPU)".
 * When @p line is one, it names the node (unless a prompt already did) and gives the kernel release, the
 * architecture and the CPU count as facts; true then.
 */
bool readSysstatHeader(std::string_view line, int lineNo, FactWriter &facts);
/// True when @p line looks like that header (for sniff()).
bool isSysstatHeader(std::string_view line);

/// Mean and highest of a series of interval figures.
struct IntervalStats
{
    double sum = 0, max = 0;
    int count = 0;
    void add(double v)
    {
        sum += v;
        max = count ? std::max(max, v) : v;
        ++count;
    }
    double mean() const { return count ? sum / count : 0; }
};

} // namespace GpuPlan::Host
