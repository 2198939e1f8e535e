#include "kernellogline.h"

#include "parsetext.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <optional>

namespace GpuPlan {

namespace {

bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }
bool isLower(char c) { return c >= 'a' && c <= 'z'; }

// "kern  :warn  : " (dmesg --decode): letters, spaces, ':', letters, spaces, ':', one space.
std::size_t facilityLength(std::string_view s)
{
    std::size_t i = 0;
    for (int part = 0; part < 2; ++part) {
        const std::size_t start = i;
        while (i < s.size() && isLower(s[i]))
            ++i;
        if (i == start)
            return 0;
        while (i < s.size() && s[i] == ' ')
            ++i;
        if (i >= s.size() || s[i] != ':')
            return 0;
        ++i;
    }
    return i < s.size() && s[i] == ' ' ? i + 1 : 0;
}

// "6,1234,5678,-;message": priority, sequence, microseconds since boot, flags.
bool kmsgRecord(std::string_view s, KernelLogLine &out)
{
    const auto semicolon = s.find(';');
    if (semicolon == std::string_view::npos || semicolon > 64)
        return false;
    const auto fields = ParseText::split(s.substr(0, semicolon), ',', false);
    if (fields.size() < 4)
        return false;
    for (int i = 0; i < 3; ++i)
        if (fields[std::size_t(i)].empty()
            || !std::all_of(fields[std::size_t(i)].begin(), fields[std::size_t(i)].end(), isDigit))
            return false;
    const double micro = std::strtod(std::string(fields[2]).c_str(), nullptr);
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6f", micro / 1e6);
    out.prefix = KernelLogLine::Prefix::Kmsg;
    out.timeText = buffer;
    out.message = s.substr(semicolon + 1);
    return true;
}

// "2024-11-15T05:39:15,491363+00:00": dmesg writes a decimal comma; ParseText::timestamp wants a point.
std::optional<double> isoTime(std::string_view token)
{
    if (token.size() < 19 || token[4] != '-' || token[10] != 'T')
        return std::nullopt;
    std::string t(token);
    std::replace(t.begin(), t.end(), ',', '.');
    return ParseText::timestamp(t);
}

// "host kernel: " after a journal/syslog timestamp; returns the length consumed or 0.
std::size_t journalHost(std::string_view rest, std::string &node)
{
    const auto space = rest.find(' ');
    if (space == std::string_view::npos || space == 0)
        return 0;
    const std::string_view tag = rest.substr(space + 1);
    if (!ParseText::startsWith(tag, "kernel:"))
        return 0;
    node = std::string(rest.substr(0, space));
    std::size_t n = space + 1 + 7;
    while (n < rest.size() && rest[n] == ' ')
        ++n;
    return n;
}

bool monthName(std::string_view s);

// dmesg -H / --reltime: "[Jan21 01:44]" (a minute, no year) or "[  +0.000844]" (seconds since the line above).
bool relativeTime(std::string_view inside)
{
    if (inside.size() > 1 && inside[0] == '+')
        return std::all_of(inside.begin() + 1, inside.end(), [](char c) { return isDigit(c) || c == '.'; });
    return inside.size() == 11 && monthName(inside) && isDigit(inside[3]) && isDigit(inside[4]) && inside[5] == ' '
        && isDigit(inside[6]) && isDigit(inside[7]) && inside[8] == ':' && isDigit(inside[9]) && isDigit(inside[10]);
}

// "[  123.456] ", "[Sun Feb 23 16:24:18 2025] ", "[Jan21 01:44] " or "[  +0.000844] ".
bool bracketTime(std::string_view &s, KernelLogLine &out)
{
    if (s.empty() || s[0] != '[')
        return false;
    const auto close = s.find(']');
    if (close == std::string_view::npos || close > 40)
        return false;
    const std::string_view inside = ParseText::trim(s.substr(1, close - 1));
    if (inside.empty())
        return false;
    if (std::all_of(inside.begin(), inside.end(), [](char c) { return isDigit(c) || c == '.'; })
        || relativeTime(inside)) {
        out.prefix = KernelLogLine::Prefix::Uptime; // no date either way: time stays 0
        out.timeText = std::string(inside);
    } else if (const auto t = ParseText::timestamp(inside)) {
        out.prefix = KernelLogLine::Prefix::Clock;
        out.timeText = std::string(inside);
        out.time = *t;
    } else {
        return false;
    }
    s = s.substr(close + 1);
    if (!s.empty() && s[0] == ' ')
        s = s.substr(1);
    return true;
}

bool monthName(std::string_view s)
{
    static constexpr std::string_view months[]
        = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    return std::find(std::begin(months), std::end(months), s.substr(0, 3)) != std::end(months);
}

} // namespace

KernelLogLine KernelLogLine::parse(std::string_view raw)
{
    KernelLogLine out;
    std::string_view s = raw;
    if (!s.empty() && (s[0] == ' ' || s[0] == '\t')) {
        out.continuation = true;
        out.message = ParseText::trim(s);
        return out;
    }
    if (kmsgRecord(s, out))
        return out;
    if (const std::size_t n = facilityLength(s)) {
        out.prefix = Prefix::Facility;
        out.facility = true;
        s = s.substr(n);
    }
    if (!bracketTime(s, out)) {
        const auto space = s.find(' ');
        if (space != std::string_view::npos) {
            if (const auto t = isoTime(s.substr(0, space))) {
                // dmesg --time-format=iso, or journalctl -o short-iso ("... host kernel: ").
                out.prefix = Prefix::Iso;
                out.timeText = std::string(s.substr(0, space));
                out.time = *t;
                s = s.substr(space + 1);
                if (const std::size_t n = journalHost(s, out.node)) {
                    out.prefix = Prefix::Journal;
                    s = s.substr(n);
                }
            } else if (s.size() > 16 && monthName(s) && s[3] == ' ' && s[9] == ':' && s[12] == ':') {
                // journalctl short / syslog: "Oct 07 15:47:47 host kernel: " (no year: time stays 0).
                std::size_t end = 15;
                while (end < s.size() && s[end] != ' ')
                    ++end; // fractional seconds of short-precise
                if (const std::size_t n = journalHost(s.substr(std::min(end + 1, s.size())), out.node)) {
                    out.prefix = Prefix::Journal;
                    out.timeText = std::string(s.substr(0, end));
                    s = s.substr(end + 1 + n);
                }
            }
        }
        // syslog files keep dmesg's uptime after "kernel: ".
        if (out.prefix == Prefix::Journal) {
            KernelLogLine inner;
            if (bracketTime(s, inner) && out.timeText.empty())
                out.timeText = inner.timeText;
        }
    }
    out.message = s;
    return out;
}

bool KernelLogLine::gpuRelated(std::string_view message)
{
    static constexpr std::string_view markers[]
        = {"NVRM:", "amdgpu", "pcieport", "AER:", "nvidia", "PCIe Bus Error", "[drm"};
    for (std::string_view marker : markers)
        if (message.find(marker) != std::string_view::npos)
            return true;
    return false;
}

} // namespace GpuPlan
