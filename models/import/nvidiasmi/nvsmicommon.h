#pragma once

// Helpers shared by the nvidia-smi importers: a small property tree that both the XML (-q -x) and the
// text (-q) readers build, the field extraction from that tree, throttle-reason names, and factories.
#include "importer.h"

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan::NvSmi {

/// One element (XML) or "Key : Value" / section line (-q text). Names are lower_snake_case.
struct Node
{
    std::string name;
    std::string value;
    int line = 0;
    std::vector<Node> children;

    const Node *child(std::string_view childName) const;
    /// "a/b/c" below this node, or nullptr.
    const Node *find(std::string_view path) const;
    /// The value of the first path that exists with an available value (not N/A), or nullptr.
    const std::string *text(std::initializer_list<std::string_view> paths) const;
};

/// "GPU Slowdown Temp" -> "gpu_slowdown_temp", "SRAM Uncorrectable SEC-DED" -> "sram_uncorrectable_sec_ded".
std::string normalizeKey(std::string_view key);

/// The device a <gpu> element or a "GPU 0000:..." section describes; `root` holds driver_version.
FleetDevice deviceFromTree(const Node &gpu, const Node &root);
/// The current clocks, power, temperatures, utilization and memory use of that GPU.
TelemetryRow telemetryFromTree(const Node &gpu, double time);
/// True when any telemetry value of the row is present.
bool hasTelemetry(const TelemetryRow &row);

/// Maps a reason name ("sw_power_cap", "hw_thermal_slowdown", "clocks_event_reason_sync_boost", ...)
/// to its ThrottleBit and short name; 0 for reasons that are not a slowdown (idle, application clocks).
std::uint32_t throttleBit(std::string_view reason, std::string *shortName = nullptr);
/// "Active" (true), "Not Active" (false).
bool isActive(std::string_view value);
/// NVML's clocks_event_reasons bit mask ("0x0000000000000044") to ThrottleBit flags.
std::uint32_t throttleMaskFromNvml(std::uint64_t mask, std::vector<std::string> *names = nullptr);

/// Sets the key and hands the device to the sink; returns its index.
int addDevice(ImportSink &sink, FleetDevice &device);
void error(ImportSink &sink, int line, const char *code, std::vector<std::string> params = {});
void warning(ImportSink &sink, int line, const char *code, std::vector<std::string> params = {});

/// The end of a parse: when `found` is false, an error at `line` naming what is missing (false); else the final
/// progress (true).
bool finishParse(const TextSource &text, ImportSink &sink, bool found, int line, const char *code,
                 std::vector<std::string> params = {});
/// GPU `index` of a listing that names each GPU by index only (pmon, topo), keyed "#<index>", handed to the sink
/// the first time `seen` meets it.
void addIndexedDevice(ImportSink &sink, std::set<int> &seen, int index, int line, const std::string &node = {});

/// "10de:2330" from nvidia-smi's "0x233010DE" / "233010DE"; empty when not in that form.
std::string pciIdFromNvidia(std::string_view deviceId);
/// Unsigned integer counter ("0", "12"); nullopt for N/A.
std::optional<std::uint64_t> counter(std::string_view text);
/// "Yes"/"Enabled" -> true, "No"/"Disabled" -> false, else nullopt.
std::optional<bool> yesNo(std::string_view text);
/// Strips ANSI escape sequences (ESC [ ... letter), which `topo -m` puts around its header.
std::string stripAnsi(std::string_view line);

std::unique_ptr<Importer> makeCsvImporter();
std::unique_ptr<Importer> makeXmlImporter();
std::unique_ptr<Importer> makeQueryTextImporter();
std::unique_ptr<Importer> makeTableImporter();
std::unique_ptr<Importer> makeDmonImporter();
std::unique_ptr<Importer> makePmonImporter();
std::unique_ptr<Importer> makeTopoImporter();
std::unique_ptr<Importer> makeListImporter();
std::unique_ptr<Importer> makePowerLimitImporter();

} // namespace GpuPlan::NvSmi
