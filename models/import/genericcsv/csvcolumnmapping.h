#pragma once

#include "core/diagnostic.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

/// What a column of a user's CSV holds: a part of the device's identity, a sample field, or nothing.
enum class CsvField {
    Ignore,
    // Device identity (FleetDevice)
    Node,
    Index,
    Uuid,
    Serial,
    PciBusId,
    Name,
    // Sample fields (TelemetryRow)
    Time,
    SmClock,
    MemClock,
    Power,
    Temperature,
    Utilization,
    MemoryUsed,
};

/// How a Time column is written.
enum class CsvTimeFormat {
    Auto,         ///< any form ParseText::timestamp() knows, else Unix seconds
    UnixSeconds,  ///< "1715509862" or "1715509862.25"
    Iso,          ///< "2024-05-12T10:31:02Z", "2024-05-12 10:31:02", with an optional offset
    SlashDateTime ///< "2024/05/12 10:31:02" or "2024/05/12 10:31:02.123"
};

/// One mapped column of the file.
struct CsvColumn
{
    int index = -1;     ///< 0-based position; used when `header` is empty or the file has no header row
    std::string header; ///< the header's text; found by name (case-insensitive) when the file has a header
    CsvField field = CsvField::Ignore;
    CsvTimeFormat timeFormat = CsvTimeFormat::Auto; ///< for CsvField::Time
    /// Multiplies each value into the target unit: 0.001 for mW -> W or kHz -> MHz, 1/1048576 for bytes -> MiB.
    double scale = 1.0;
    bool required = true; ///< missing from the file: an error (true) or a warning (false)

    bool operator==(const CsvColumn &) const = default;
};

/**
 * How to read "any other CSV": the separator, the decimal mark, where the header is and what each column
 * means. Saved as a named preset (JSON, schema-versioned) so that the next file from the same tool
 * imports with one click. Plain C++: the importer, the mapping dialog and the fuzzer share it.
 */
struct CsvColumnMapping
{
    static constexpr int kSchemaVersion = 1;
    static constexpr std::string_view kSchema = "gpuplan-csv-mapping";

    std::string name;          ///< the preset's name
    char separator = 0;        ///< ',', ';' or '\t'; 0: detected from the header (or first) line
    bool decimalComma = false; ///< "69,5" is 69.5 (then ',' cannot be the separator)
    int headerRow = 0;         ///< 0-based line of the header; -1: the file has no header
    std::vector<CsvColumn> columns;

    bool operator==(const CsvColumnMapping &) const = default;

    /// The columns mapped to `field` (nullptr when none is).
    const CsvColumn *column(CsvField field) const;

    /// The preset as JSON text (pretty-printed, stable key order).
    std::string toJson() const;
    /// Reads a preset; nullopt with `error` set (code, path) when it is not a valid one.
    static std::optional<CsvColumnMapping> fromJson(std::string_view json, Diagnostic *error = nullptr);
    static std::optional<CsvColumnMapping> fromJson(std::string_view json, std::string *errorText);

    /// Writes the preset to `path`; false with `errorText` on failure.
    bool save(const std::string &path, std::string *errorText = nullptr) const;
    static std::optional<CsvColumnMapping> load(const std::string &path, std::string *errorText = nullptr);
};

/// Stable key of a field in presets: "ignore", "node", "index", "uuid", "serial", "pci_bus_id", "name",
/// "time", "sm_clock", "mem_clock", "power", "temperature", "utilization", "memory_used".
/// The fields that say which GPU a row is about (node, index, UUID, serial, bus ID, name).
bool isIdentityField(CsvField field);
std::string_view csvFieldKey(CsvField field);
std::optional<CsvField> csvFieldFromKey(std::string_view key);
/// "auto", "unix", "iso", "slash".
std::string_view csvTimeFormatKey(CsvTimeFormat format);
std::optional<CsvTimeFormat> csvTimeFormatFromKey(std::string_view key);

/// The separator a line most likely uses: tab, then ';', else ',' (quoted text is not counted).
char detectCsvSeparator(std::string_view line);

/**
 * A first guess at the mapping from a header line, for the dialog to pre-fill: "timestamp", "gpu",
 * "power.draw [W]", "temp", "util", "clocks.sm [MHz]", "memory.used [MiB]", "uuid", "host", ... Units in the
 * header ("[mW]", "(kHz)", "[GiB]") set the scale. Unknown columns are ignored; every proposed column is
 * found by its header text and is optional except the device and time columns.
 */
CsvColumnMapping proposeCsvMapping(std::string_view headerLine, char separator = 0);

} // namespace GpuPlan
