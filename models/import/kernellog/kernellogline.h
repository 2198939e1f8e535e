#pragma once

#include <string>
#include <string_view>

namespace GpuPlan {

/**
 * One line of a kernel log with its prefix taken apart. The prefixes handled: dmesg ("[  123.456] "),
 * dmesg -T ("[Sun Feb 23 16:24:18 2025] "), dmesg --time-format=iso ("2024-11-15T05:39:15,491363+00:00 "),
 * dmesg --decode ("kern  :warn  : " before any of these), journalctl -k / syslog
 * ("Oct 07 15:47:47 host kernel: ", short-iso "2020-10-07T15:47:47+0200 host kernel: ") and /dev/kmsg
 * records ("6,1234,5678,-;message").
 */
struct KernelLogLine
{
    enum class Prefix { None, Facility, Uptime, Clock, Iso, Journal, Kmsg };

    Prefix prefix = Prefix::None; ///< the timestamp form found (Facility: only a facility/level prefix)
    bool continuation = false;    ///< indented, without prefix: belongs to the previous line
    bool facility = false;        ///< dmesg --decode's "kern  :warn  : " came first
    std::string timeText;         ///< the timestamp as printed ("123.456", "Sun Feb 23 16:24:18 2025")
    double time = 0.0;            ///< Unix seconds when the timestamp has a date, else 0
    std::string node;             ///< host name (journal/syslog prefix)
    std::string_view message;     ///< the text after the prefix (a view into the parsed line)

    /// Takes the prefix of `raw` apart; `message` points into `raw`.
    static KernelLogLine parse(std::string_view raw);
    /// True when the message is of the kind a kernel prints about GPUs and PCIe (NVRM, amdgpu, AER, ...).
    static bool gpuRelated(std::string_view message);
};

} // namespace GpuPlan
