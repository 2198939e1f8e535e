#pragma once

// The rows of an nvidia-smi --query-* CSV once its columns are known: a device (and maybe a retired-page
// event) per row and a TelemetryRow when the row has telemetry values.
#include "importer.h"
#include "nvsmicsvfields.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace GpuPlan::NvSmi {

struct CsvColumn
{
    CsvField field = CsvField::Other;
    std::string name;
    std::string unit;
};

/**
 * Reads the rows of one file. A big telemetry file repeats the same few GPUs millions of times, so the
 * device part of a row is read in full only when its text differs from what was last handed to the
 * sink for that GPU: a cache keyed by the raw text of the device columns gives the device index and
 * the throttle mask of the row; then only the timestamp and the telemetry columns are read. The sink
 * sees the same devices, samples and diagnostics as when every row is read in full.
 */
class CsvRowReader
{
public:
    CsvRowReader(ImportSink &sink, std::vector<CsvColumn> cols);

    std::size_t width() const { return m_cols.size(); }
    /// The host of every row's GPU (a pasted shell prompt's), "" when the file names none.
    void setNode(std::string node) { m_node = std::move(node); }
    /// One row of width() fields (trimmed, unquoted).
    void row(const std::vector<std::string_view> &values, int line);

private:
    struct Cached
    {
        int device = 0;
        std::uint32_t throttleMask = 0;
        std::uint32_t id = 0;
    };
    static constexpr std::size_t kMaxCached = 4096; ///< devices x distinct states; then start over

    struct Values; ///< a TelemetryRow being filled, with its time and power readings
    struct FullRow
    {
        int device;
        std::uint32_t throttleMask;
        bool cacheable; ///< the device columns gave no warning
    };

    /// Every column, in order: the device handed to the sink, an event, the sample.
    FullRow fullRow(const std::vector<std::string_view> &values, int line);
    void telemetryField(const CsvColumn &c, std::string_view v, int line, Values &t);
    /// clocks_throttle_reasons.active / clocks_event_reasons.active: a 0x mask, or "Active" / "Not Active".
    void reasonMask(const CsvColumn &c, std::string_view v, int line, FleetDevice &d, TelemetryRow &r);
    void emit(Values &t, int device);
    std::optional<double> num(const CsvColumn &c, std::string_view v, int line);
    float flt(const CsvColumn &c, std::string_view v, int line);
    std::optional<std::uint64_t> count(const CsvColumn &c, std::string_view v, int line);
    /// An index, PCIe generation or width: an int from 0 to 1,000,000, else a warning.
    std::optional<int> small(const CsvColumn &c, std::string_view v, int line);
    /// A total memory in MiB as bytes; a warning when no 64-bit count holds it.
    std::optional<std::uint64_t> mebibytes(const CsvColumn &c, std::string_view v, int line);
    /// The warning for @p v, a number out of the column's range.
    void outOfRange(const CsvColumn &c, std::string_view v, int line);

    ImportSink &m_sink;
    std::vector<CsvColumn> m_cols;
    std::string m_node;
    std::vector<std::uint32_t> m_reasonBit;   ///< per column: its ThrottleBit (Reason columns)
    std::vector<std::string> m_reasonName;    ///< per column: the reason's short name
    std::vector<std::size_t> m_deviceCols;    ///< columns that describe the device
    std::vector<std::size_t> m_telemetryCols; ///< the timestamp and the telemetry columns
    bool m_perProcess = false;
    bool m_hasReasons = false;
    std::map<int, int> m_rowsOf;
    int m_warnings = 0;
    // The device cache (not used for per-process files, whose rows also give events).
    std::string m_signature;
    std::unordered_map<std::string, Cached> m_cache;
    std::vector<std::uint32_t> m_sent; ///< per device index: the id of the state last handed to the sink
    std::uint32_t m_nextId = 1;
};

} // namespace GpuPlan::NvSmi
