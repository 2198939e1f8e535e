#pragma once

#include "core/diagnostic.h"
#include "core/fleetrecords.h"

#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// Small text helpers every importer needs: trimming, splitting, numbers with units, PCI bus IDs.
namespace GpuPlan::ParseText {

std::string_view trim(std::string_view s);
bool startsWith(std::string_view s, std::string_view prefix);
bool containsNoCase(std::string_view haystack, std::string_view needle);
std::string lower(std::string_view s);
/// ASCII case-insensitive equality, without allocating ("N/A" equals "n/a").
bool equalsNoCase(std::string_view a, std::string_view b);

/// std::regex's matcher (libstdc++) recurses once per character of a repeated match: a line longer than
/// this is never given to it (a 31 KB line overflowed the stack under the fuzzer). No tool line the
/// importers read with a regex is anywhere near as long.
inline constexpr std::size_t kLongestRegexLine = 4096;

/// Splits on `sep`; with `trimFields`, each field is trimmed.
std::vector<std::string_view> split(std::string_view s, char sep, bool trimFields = true);
/// Splits on runs of spaces and tabs (column-aligned tables).
std::vector<std::string_view> splitWhitespace(std::string_view s);
/// The trimmed CSV fields of one line, through core's CsvReader ("a, b" quoted is one field; "" is a quote).
std::vector<std::string> splitCsv(std::string_view line, char sep = ',');
/// splitCsv() without allocating, for the lines of a big file: the trimmed fields of `line` as views
/// into it, in `fields` (cleared, its capacity reused). False, with `fields` untouched, when the line
/// has a double quote: then splitCsv() is needed to unquote.
bool splitCsvViews(std::string_view line, std::vector<std::string_view> &fields, char sep = ',');

/**
 * A number as tools print it: "1980", "69.5 W", "300 MHz", "45 C", "80 %", "1.5e3"; spaces and a unit
 * suffix are ignored. A comma is a decimal comma only with `decimalComma` ("69,5 W"); otherwise it makes
 * the text not a number. "N/A", "[N/A]", "-", "[Not Supported]", "Unknown" and empty give nullopt.
 * A number cut short gives nullopt too: "81." (from "81.5") and "1.5e" / "1.5e-" (from "1.5e3").
 */
std::optional<double> number(std::string_view text, bool decimalComma = false);
/// True for the placeholders above ("N/A", "[Not Supported]", "-", ...).
bool isNotAvailable(std::string_view text);
/// PCIe generation of a link speed in GT/s (2.5 -> 1, 5 -> 2, 8 -> 3, 16 -> 4, 32 -> 5, 64 -> 6), or nullopt.
std::optional<int> pcieGenFromGts(double gts);
/**
 * A parsed number as an integer of type T, when it is one: nullopt for NaN, infinities, values outside
 * T's range ("1e99", "-5" for an unsigned count) and values with a fraction ("1.5" as a GPU index).
 * A plain cast of such a double is undefined behaviour; every importer converts through these.
 */
template <typename T>
std::optional<T> checkedInt(double v)
{
    static_assert(std::numeric_limits<T>::is_integer);
    // 2^(bits) for unsigned, 2^(bits-1) for signed: exact as a double, unlike the type's max().
    constexpr double upper = 2.0 * static_cast<double>(std::numeric_limits<T>::max() / 2 + 1);
    constexpr double lower = static_cast<double>(std::numeric_limits<T>::min());
    if (!(v >= lower && v < upper) || std::trunc(v) != v)
        return std::nullopt;
    return static_cast<T>(v);
}
template <typename T>
std::optional<T> checkedInt(std::optional<double> v)
{
    return v ? checkedInt<T>(*v) : std::nullopt;
}
/// checkedInt() of @p v rounded to the nearest integer: for counts and sizes a tool prints as "81559.0"
/// or that a unit conversion made fractional.
template <typename T>
std::optional<T> roundedInt(double v)
{
    return v == v ? checkedInt<T>(std::round(v)) : std::nullopt;
}
template <typename T>
std::optional<T> roundedInt(std::optional<double> v)
{
    return v ? roundedInt<T>(*v) : std::nullopt;
}
/// A device index, PCIe generation or width, count of devices: an int from 0 to 1,000,000.
inline std::optional<int> smallIndex(std::optional<double> v)
{
    const auto n = checkedInt<int>(v);
    return n && *n >= 0 && *n <= 1000000 ? n : std::nullopt;
}

/// Memory sizes: "81559 MiB", "80 GB" (GB = 1e9), "16384 MB" (nvidia-smi's MB are MiB), "16 GiB".
std::optional<std::uint64_t> bytes(std::string_view text, bool mbIsMiB = true);

/// "00000000:65:00.0", "0000:65:00.0", "65:00.0", "PCI:0000:3b:00" -> "0000:65:00.0" (lower case);
/// text that is no bus ID once normalised comes back trimmed, as written (isValidPciBusId() is false).
std::string pciBusId(std::string_view text);
/// True for a bus ID as pciBusId() writes it: "dddd:bb:dd.f", hex digits, function 0-7.
bool isValidPciBusId(std::string_view normalised);
/**
 * True for a GPU UUID the importers accept: NVIDIA's "GPU-" / "MIG-" + 8-4-4-4-12 hex digits (MIG also
 * "MIG-GPU-<uuid>/<gi>/<ci>"), a bare 8-4-4-4-12 UUID (amd-smi, xpu-smi, Level Zero), or AMD's
 * rocm-smi unique ID ("0x" and 1 to 16 hex digits, or those digits alone).
 */
bool isValidGpuUuid(std::string_view uuid);
/// The device's key: UUID, else serial, else PCI bus ID, else "<node>#<index>".
std::string deviceKey(const FleetDevice &device);

/// An error or warning for `line`, with the import.* codes of core/diagnostic.cpp.
Diagnostic diagnostic(Severity severity, int line, const char *code, std::vector<std::string> params = {});

/// "2024-05-12 10:31:02.123", "2024/05/12 10:31:02.123", "2024-05-12T10:31:02Z", ISO with offset,
/// "Tue Jan 21 11:58:02 2026" -> Unix seconds (UTC unless an offset is given); nullopt if not a time.
std::optional<double> timestamp(std::string_view text);

} // namespace GpuPlan::ParseText
