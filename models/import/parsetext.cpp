#include "parsetext.h"

#include "core/csvreader.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>

namespace GpuPlan::ParseText {

namespace {

constexpr bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

constexpr char asciiLower(char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; }

// What may follow a number: a unit (letters, %, °, spaces), not more digits ("12:30" is not a number).
bool onlyUnitAfter(std::string_view rest)
{
    for (const char ch : rest) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == 0)
            break; // strtod's C string ended here
        if (std::isdigit(c) || c == ':' || c == ',' || c == '.')
            return false;
    }
    return true;
}

// A number cut short in a truncated file: "81." from "81.5", "1.5e" or "1.5e-" from "1.5e-3".
bool cutShort(std::string_view parsed, std::string_view rest)
{
    if (!parsed.empty() && parsed.back() == '.')
        return true;
    return rest == "e" || rest == "E" || rest == "e-" || rest == "E-" || rest == "e+" || rest == "E+";
}

bool isHex(std::string_view s)
{
    return !s.empty() && s.find_first_not_of("0123456789abcdefABCDEF") == std::string_view::npos;
}

// 8-4-4-4-12 hex digits.
bool isUuidBody(std::string_view s)
{
    if (s.size() != 36)
        return false;
    for (const std::size_t dash : {8, 13, 18, 23})
        if (s[dash] != '-')
            return false;
    return isHex(s.substr(0, 8)) && isHex(s.substr(9, 4)) && isHex(s.substr(14, 4)) && isHex(s.substr(19, 4))
        && isHex(s.substr(24));
}

bool isDecimal(std::string_view s) { return !s.empty() && s.find_first_not_of("0123456789") == std::string_view::npos; }

} // namespace

std::string_view trim(std::string_view s)
{
    std::size_t begin = 0, end = s.size();
    while (begin < end && isSpace(s[begin]))
        ++begin;
    while (end > begin && isSpace(s[end - 1]))
        --end;
    return s.substr(begin, end - begin);
}

bool equalsNoCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (asciiLower(a[i]) != asciiLower(b[i]))
            return false;
    return true;
}

bool startsWith(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

bool containsNoCase(std::string_view haystack, std::string_view needle)
{
    return lower(haystack).find(lower(needle)) != std::string::npos;
}

std::vector<std::string_view> split(std::string_view s, char sep, bool trimFields)
{
    std::vector<std::string_view> out;
    std::size_t start = 0;
    for (;;) {
        const auto pos = s.find(sep, start);
        const std::string_view field
            = s.substr(start, pos == std::string_view::npos ? std::string_view::npos : pos - start);
        out.push_back(trimFields ? trim(field) : field);
        if (pos == std::string_view::npos)
            return out;
        start = pos + 1;
    }
}

std::vector<std::string_view> splitWhitespace(std::string_view s)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\t')
            ++i;
        if (i > start)
            out.push_back(s.substr(start, i - start));
    }
    return out;
}

std::vector<std::string> splitCsv(std::string_view line, char sep)
{
    std::vector<std::string> out;
    CsvReader reader(line, sep);
    if (!reader.next(out))
        out.emplace_back(); // an empty line is one empty field
    for (std::string &field : out)
        field = std::string(trim(field));
    return out;
}

bool splitCsvViews(std::string_view line, std::vector<std::string_view> &fields, char sep)
{
    if (line.find('"') != std::string_view::npos)
        return false;
    fields.clear();
    std::size_t start = 0;
    for (;;) {
        const auto pos = line.find(sep, start);
        fields.push_back(
            trim(line.substr(start, pos == std::string_view::npos ? std::string_view::npos : pos - start)));
        if (pos == std::string_view::npos)
            return true;
        start = pos + 1;
    }
}

std::optional<int> pcieGenFromGts(double gts)
{
    static const double speeds[] = {2.5, 5.0, 8.0, 16.0, 32.0, 64.0};
    for (int i = 0; i < 6; ++i)
        if (std::fabs(gts - speeds[i]) < 0.3)
            return i + 1;
    return std::nullopt;
}

bool isNotAvailable(std::string_view text)
{
    const std::string_view t = trim(text);
    if (t.empty())
        return true;
    if (std::isdigit(static_cast<unsigned char>(t[0])))
        return false; // the common case, a value: no placeholder starts with a digit
    static constexpr std::string_view placeholders[] = {"n/a",
                                                        "[n/a]",
                                                        "-",
                                                        "--",
                                                        "[not supported]",
                                                        "not supported",
                                                        "unknown",
                                                        "[unknown error]",
                                                        "na",
                                                        "none",
                                                        "[insufficient permissions]",
                                                        "[requested functionality has been deprecated]"};
    for (const std::string_view p : placeholders)
        if (equalsNoCase(t, p))
            return true;
    return false;
}

std::optional<double> number(std::string_view text, bool decimalComma)
{
    text = trim(text);
    if (!decimalComma && !text.empty()) {
        // Fast path without a copy: from_chars reads what strtod reads, except a '+' sign, hexadecimal and
        // out-of-range values, which go the slow way below. No placeholder ("N/A", "-", ...) parses here.
        double value = 0.0;
        const char *last = text.data() + text.size();
        const auto [end, ec] = std::from_chars(text.data(), last, value);
        if (ec == std::errc() && (end == last || (*end != 'x' && *end != 'X'))) {
            const std::string_view rest(end, std::size_t(last - end));
            if (!onlyUnitAfter(rest) || std::isnan(value) || std::isinf(value)
                || cutShort(std::string_view(text.data(), std::size_t(end - text.data())), trim(rest)))
                return std::nullopt;
            return value;
        }
    }
    if (isNotAvailable(text))
        return std::nullopt;
    std::string buffer(text);
    if (decimalComma)
        std::replace(buffer.begin(), buffer.end(), ',', '.');
    const char *begin = buffer.c_str();
    char *end = nullptr;
    const double value = std::strtod(begin, &end);
    if (end == begin)
        return std::nullopt;
    if (!onlyUnitAfter(end) || std::isnan(value) || std::isinf(value)
        || cutShort(std::string_view(begin, std::size_t(end - begin)), trim(end)))
        return std::nullopt;
    return value;
}

std::optional<std::uint64_t> bytes(std::string_view text, bool mbIsMiB)
{
    const auto value = number(text);
    if (!value || *value < 0)
        return std::nullopt;
    const std::string t = lower(trim(text));
    double scale = 1.0;
    if (t.find("kib") != std::string::npos)
        scale = 1024.0;
    else if (t.find("mib") != std::string::npos)
        scale = 1048576.0;
    else if (t.find("gib") != std::string::npos)
        scale = 1073741824.0;
    else if (t.find("tib") != std::string::npos)
        scale = 1099511627776.0;
    else if (t.find("kb") != std::string::npos)
        scale = 1e3;
    else if (t.find("mb") != std::string::npos)
        scale = mbIsMiB ? 1048576.0 : 1e6;
    else if (t.find("gb") != std::string::npos)
        scale = 1e9;
    else if (t.find("tb") != std::string::npos)
        scale = 1e12;
    if (*value < 0)
        return std::nullopt;
    return roundedInt<std::uint64_t>(*value * scale); // nullopt past 64 bits ("1e99 GiB" in a damaged file)
}

std::string pciBusId(std::string_view text)
{
    std::string t = lower(trim(text));
    if (startsWith(t, "pci:"))
        t.erase(0, 4);
    // domain:bus:device.function, domain possibly 8 hex digits; function possibly missing.
    std::vector<std::string_view> parts = split(t, ':', true);
    if (parts.size() < 2 || parts.size() > 3)
        return std::string(trim(text));
    std::string domain = parts.size() == 3 ? std::string(parts[0]) : std::string("0000");
    std::string bus(parts[parts.size() - 2]);
    std::string devfn(parts.back());
    if (devfn.find('.') == std::string::npos)
        devfn += ".0";
    if (domain.size() > 4)
        domain = domain.substr(domain.size() - 4);
    while (domain.size() < 4)
        domain.insert(0, "0");
    while (bus.size() < 2)
        bus.insert(0, "0");
    if (devfn.find('.') == 1)
        devfn.insert(0, "0");
    std::string id = domain + ":" + bus + ":" + devfn;
    // Not a bus ID once normalised: the text as written, so that the validation names what the file says.
    return isValidPciBusId(id) ? id : std::string(trim(text));
}

bool isValidPciBusId(std::string_view id)
{
    return id.size() == 12 && isHex(id.substr(0, 4)) && id[4] == ':' && isHex(id.substr(5, 2)) && id[7] == ':'
        && isHex(id.substr(8, 2)) && id[10] == '.' && id[11] >= '0' && id[11] <= '7';
}

bool isValidGpuUuid(std::string_view uuid)
{
    if (startsWith(uuid, "GPU-"))
        return isUuidBody(uuid.substr(4));
    if (startsWith(uuid, "MIG-GPU-")) {
        // MIG-GPU-<uuid>/<gpu instance>/<compute instance> (drivers before R470).
        const std::vector<std::string_view> parts = split(uuid.substr(8), '/', false);
        return parts.size() == 3 && isUuidBody(parts[0]) && isDecimal(parts[1]) && isDecimal(parts[2]);
    }
    if (startsWith(uuid, "MIG-"))
        return isUuidBody(uuid.substr(4));
    if (isUuidBody(uuid))
        return true;
    const std::string_view digits = startsWith(uuid, "0x") || startsWith(uuid, "0X") ? uuid.substr(2) : uuid;
    return digits.size() <= 16 && isHex(digits);
}

std::string deviceKey(const FleetDevice &device)
{
    if (!device.uuid.empty())
        return device.uuid;
    if (!device.serial.empty() && !isNotAvailable(device.serial))
        return "serial:" + device.serial;
    if (!device.pciBusId.empty())
        return (device.node.empty() ? std::string() : device.node + "/") + device.pciBusId;
    return device.node + "#" + std::to_string(device.index);
}

Diagnostic diagnostic(Severity severity, int line, const char *code, std::vector<std::string> params)
{
    Diagnostic d;
    d.code = code;
    d.severity = severity;
    d.line = line;
    d.params = std::move(params);
    return d;
}

namespace {

std::optional<double> fromFields(int year, int month, int day, int hour, int minute, double second, int offsetMinutes)
{
    if (year < 1970 || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second >= 61)
        return std::nullopt;
    // What timegm() computes (a day past the month's end rolls over), without its cost per row:
    // days from the civil date (H. Hinnant's algorithm).
    const int y = month <= 2 ? year - 1 : year;
    const int era = y / 400;
    const int yearOfEra = y - era * 400;
    const int dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
    const long long days = era * 146097LL + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719468;
    const long long t = days * 86400 + hour * 3600LL + minute * 60LL;
    return static_cast<double>(t) + second - offsetMinutes * 60.0;
}

bool digits(std::string_view s, std::size_t at, std::size_t n, int &out)
{
    out = 0;
    for (std::size_t i = at; i < at + n; ++i) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        out = out * 10 + (s[i] - '0');
    }
    return true;
}

// The form of every row of a telemetry CSV, "2024/05/12 10:31:02.123" (or '-' and 'T'), with nothing
// after it, read without sscanf; false sends anything else to the general reader below.
bool quickTimestamp(std::string_view t, std::optional<double> &out)
{
    int y = 0, mo = 0, d = 0, h = 0, mi = 0;
    if (t.size() < 18 || (t[4] != '-' && t[4] != '/') || t[7] != t[4] || (t[10] != ' ' && t[10] != 'T') || t[13] != ':'
        || t[16] != ':' || !digits(t, 0, 4, y) || !digits(t, 5, 2, mo) || !digits(t, 8, 2, d) || !digits(t, 11, 2, h)
        || !digits(t, 14, 2, mi) || t[17] < '0' || t[17] > '9')
        return false;
    double s = 0.0;
    const char *last = t.data() + t.size();
    const auto [end, ec] = std::from_chars(t.data() + 17, last, s);
    if (ec != std::errc() || end != last)
        return false;
    out = fromFields(y, mo, d, h, mi, s, 0);
    return true;
}

int monthIndex(std::string_view name)
{
    static const char *months[] = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"};
    const std::string n = lower(name.substr(0, 3));
    for (int i = 0; i < 12; ++i)
        if (n == months[i])
            return i + 1;
    return 0;
}

} // namespace

std::optional<double> timestamp(std::string_view text)
{
    if (std::optional<double> quick; quickTimestamp(trim(text), quick))
        return quick;
    const std::string t(trim(text));
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, consumed = 0;
    double s = 0;
    char sep1 = 0, sep2 = 0, tsep = 0;
    if (std::sscanf(t.c_str(), "%4d%c%2d%c%2d%c%2d:%2d:%lf%n", &y, &sep1, &mo, &sep2, &d, &tsep, &h, &mi, &s, &consumed)
            == 9
        && (sep1 == '-' || sep1 == '/') && sep1 == sep2 && (tsep == ' ' || tsep == 'T')) {
        int offset = 0;
        std::string_view rest = std::string_view(t).substr(static_cast<std::size_t>(consumed));
        rest = trim(rest);
        int oh = 0, om = 0;
        char sign = 0;
        if (!rest.empty() && (rest[0] == '+' || rest[0] == '-')
            && std::sscanf(std::string(rest).c_str(), "%c%2d:%2d", &sign, &oh, &om) >= 2)
            offset = (sign == '-' ? -1 : 1) * (oh * 60 + om);
        return fromFields(y, mo, d, h, mi, s, offset);
    }
    // ctime style: "Tue Jan 21 11:58:02 2026"
    char wday[8] = {}, mon[8] = {};
    if (std::sscanf(t.c_str(), "%7s %7s %d %d:%d:%lf %d", wday, mon, &d, &h, &mi, &s, &y) == 7) {
        const int m = monthIndex(mon);
        if (m > 0)
            return fromFields(y, m, d, h, mi, s, 0);
    }
    return std::nullopt;
}

} // namespace GpuPlan::ParseText
