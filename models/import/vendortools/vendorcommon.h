#pragma once

// Helpers shared by the importers of other vendors' tools (rocm-smi, amd-smi, xpu-smi, intel_gpu_top,
// dcgmi): device hand-over, PCIe speeds, JSON documents with line numbers, bordered text tables, and
// the factories that family.cpp registers.
#include "importer.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan::VendorTools {

/// A parsed number as a telemetry value: TelemetryRow::kMissing when the tool printed none.
inline float asFloat(std::optional<double> v) { return v ? static_cast<float>(*v) : TelemetryRow::kMissing; }

std::unique_ptr<Importer> makeRocmSmiJsonImporter();
std::unique_ptr<Importer> makeRocmSmiTextImporter();
std::unique_ptr<Importer> makeAmdSmiTextImporter();
std::unique_ptr<Importer> makeAmdSmiJsonImporter();
std::unique_ptr<Importer> makeXpuSmiDiscoveryImporter();
std::unique_ptr<Importer> makeXpuSmiStatsImporter();
std::unique_ptr<Importer> makeXpuSmiDumpImporter();
std::unique_ptr<Importer> makeXpuSmiHealthImporter();
std::unique_ptr<Importer> makeXpuSmiDiagImporter();
std::unique_ptr<Importer> makeXpuSmiPsImporter();
std::unique_ptr<Importer> makeXpuSmiJsonImporter();
std::unique_ptr<Importer> makeIntelGpuTopJsonImporter();
std::unique_ptr<Importer> makeDcgmiDmonImporter();
std::unique_ptr<Importer> makeDcgmiDiagImporter();
std::unique_ptr<Importer> makeDcgmiDiscoveryImporter();
std::unique_ptr<Importer> makeDcgmiNvlinkImporter();
std::unique_ptr<Importer> makeDcgmiTopoImporter();
std::unique_ptr<Importer> makeXpuSmiDiscoveryDumpImporter();
std::unique_ptr<Importer> makeXpuSmiTopologyImporter();
std::unique_ptr<Importer> makeZeinfoImporter();
std::unique_ptr<Importer> makeSyclLsImporter();
std::unique_ptr<Importer> makeClinfoListImporter();

/// Sets the key and hands the device to the sink; returns its index.
int addDevice(ImportSink &sink, FleetDevice &device);
/// True when any telemetry value of the row is present.
bool hasTelemetry(const TelemetryRow &row);
/// An error diagnostic for `line`; returns false so that parse() can `return fail(...)`.
bool fail(ImportSink &sink, int line, const char *code, std::vector<std::string> params = {});
void warn(ImportSink &sink, int line, const char *code, std::vector<std::string> params = {});

/// "16.0GT/s x16", "8.0 GT/s PCIe", "(16.0GT/s x16)": generation and width when present.
void parsePcieLink(std::string_view text, std::optional<int> &gen, std::optional<int> &width);
/// "0x74a1" / "74a1" -> "1002:74a1" for `vendorId` "1002"; empty when `deviceId` is not hex.
std::string pciId(std::string_view vendorId, std::string_view deviceId);
/// A serial number worth keying on: not N/A, not all zeros.
bool usableSerial(std::string_view serial);

/// A JSON document read whole from `text`; on a syntax error an error diagnostic names the line.
struct JsonDocument
{
    nlohmann::json root;
    std::string text;
    int firstLine = 1; ///< line number of text[0]
    /// The line of the first occurrence of `needle` (e.g. "\"card0\"") after byte `from`; firstLine if absent.
    int lineOf(std::string_view needle, std::size_t from = 0) const;
};
std::optional<JsonDocument> readJson(TextSource &text, ImportSink &sink);
/// A JSON number, or a string holding a number with an optional unit ("45.0", "(1402Mhz)", "171 W").
std::optional<double> jsonNumber(const nlohmann::json &value);
/// A JSON string or number as text; empty for null, objects and N/A.
std::string jsonText(const nlohmann::json &value);

/// The cells of a bordered table row "| a | b |" without the outer bars, untrimmed; empty when the line
/// is not such a row (a "+----+" ruler, a title, a blank line).
std::vector<std::string_view> tableCells(std::string_view line);
/// True for "+-----+----+" and "+=====+" rulers.
bool isTableRuler(std::string_view line);

/// One record of a bordered two-column table (xpu-smi, dcgmi): the first cell names it, the second holds
/// its value; rows with an empty first cell continue the record above (their second cells are appended),
/// a first cell starting in lower case continues a wrapped name ("Average % utilization of" / "all GPU
/// Engines").
struct TableRecord
{
    std::string key;
    std::vector<std::string> values; ///< second cells, trimmed, one per row (empty ones kept)
    int line = 0;
};
/// Reads every row of the text; false (after an error or import.cancelled) when the text is not a table.
bool readTable(TextSource &text, ImportSink &sink, std::vector<TableRecord> &records);
/// The "Key: value" lines of a record's cells; a line without ": " continues the value above (a wrapped cell).
std::vector<std::pair<std::string, std::string>> cellPairs(const TableRecord &record);
/// xpu-smi's per-device tables (stats, health, diag): a "Device ID" record opens an Intel device (vendor, index and
/// line set) that the records after it describe. `record` reads each of those; `done` gets the device once all its
/// records are read. False, after an import.missing_field error, when no record opens a device.
bool readIntelDevices(TextSource &text, ImportSink &sink, const std::vector<TableRecord> &records,
                      const std::function<void(FleetDevice &, const TableRecord &)> &record,
                      const std::function<void(FleetDevice &)> &done);
/// An event of kind Other at `line`: "what: status - detail" (" - detail" only when there is one).
FleetEvent otherEvent(int line, const std::string &what, const std::string &status, const std::string &detail);
/// The device to the sink, then its events with its index and PCI address; `events` is left empty.
void addDeviceWithEvents(ImportSink &sink, FleetDevice &device, std::vector<FleetEvent> &events);
/// Intel's "Device Name: Intel(R) Graphics [0x020a]" -> "8086:020a"; empty without a bracketed id.
std::string bracketedPciId(std::string_view vendorId, std::string_view name);
/// "Key: value" inside a cell: the value after the first ": " when the cell starts with `key`.
std::optional<std::string> cellValue(std::string_view cell, std::string_view key);

} // namespace GpuPlan::VendorTools
