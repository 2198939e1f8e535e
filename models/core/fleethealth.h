#pragma once

#include "fleetrecords.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

// Fleet health rules: what the field guides tell operators to look for, applied to imported devices,
// telemetry and events. Table-driven, plain C++ (no Qt); messages are built by the Qt layer from the
// code and parameters.
namespace GpuPlan {

enum class FindingSeverity { Info, Warning, Quarantine, Reject };

/// What the operator should do, from the field guides' decision lines.
enum class FindingAction {
    None,
    Quarantine,        ///< take the GPU or node out of service and run diagnostics
    Replace,           ///< RMA / replace the card
    ReseatCheckRisers, ///< reseat the card, check risers, cables and slot
    StandardiseDriver, ///< bring every node of the SKU to one driver/firmware
    CapPower,          ///< set a stable power cap / clocks
    CheckCooling,      ///< airflow, fans, thermal paste, rack temperature
    InvestigateApp,    ///< an application fault, not the hardware
    ResetGpu,          ///< a pending row remap needs a GPU reset
    MatchCatalog,      ///< add or match the SKU in the catalog
    SplitPool,         ///< keep one SKU and VRAM size per scheduling pool
};

struct Evidence
{
    std::string file; ///< the imported file (as registered)
    int line = 0;     ///< 1-based line in that file; 0 when the finding comes from several lines
    std::string excerpt;
};

struct Finding
{
    std::string code; ///< "pcie_width_downgraded", "xid_reject", "ecc_uncorrectable", ...
    FindingSeverity severity = FindingSeverity::Warning;
    FindingAction action = FindingAction::None;
    int device = -1;                 ///< index into FleetSnapshot::devices, -1 for a fleet-wide finding
    std::vector<std::string> params; ///< the values the message shows (see fleethealth.cpp per code)
    Evidence evidence;

    std::string englishText() const; ///< for logs, the CLI's --json and tests
};

/// Per-device telemetry digest, accumulated while samples stream in (tens of millions of rows).
class SampleSummary
{
public:
    static constexpr float kLoadedUtilizationPct = 80.0f; ///< a sample "under load"
    static constexpr int kReferenceSamples = 60;          ///< the first loaded minute at 1 Hz

    void add(const TelemetryRow &row, const std::string &file);

    std::uint64_t samples = 0;
    std::uint64_t loadedSamples = 0; ///< utilisation >= 80 % (or unknown utilisation with power data)
    std::uint64_t thermalThrottleLoaded = 0;
    std::uint64_t powerThrottleLoaded = 0;
    Evidence firstThermalThrottle;
    Evidence firstPowerThrottle;
    std::optional<float> maxTemperatureC;
    Evidence hottest;
    // Clock sag: mean SM clock of the first loaded samples against the mean of the later ones.
    double referenceClockSum = 0.0;
    int referenceClockCount = 0;
    double laterClockSum = 0.0;
    std::uint64_t laterClockCount = 0;
    Evidence laterEvidence;
};

struct InventoryDevice
{
    FleetDevice device;
    std::string skuId; ///< matched catalog SKU, empty when unknown
    std::string file;  ///< the file that described it
    SampleSummary telemetry;
};

struct FleetEventRecord
{
    FleetEvent event;
    std::string file;
};

struct FleetSnapshot
{
    std::vector<InventoryDevice> devices;
    std::vector<FleetEventRecord> events; ///< FleetEvent::device indexes `devices` (or -1)
};

struct HealthThresholds
{
    double clockSagFraction = 0.90;        ///< later loaded clock below this x the first loaded minute
    std::uint64_t aerCorrectedWarning = 1; ///< corrected AER events on one device before a warning
    std::uint64_t eccCorrectedInfo = 1000; ///< volatile corrected ECC worth a note
};

/// Every rule over the snapshot, most severe first.
std::vector<Finding> evaluateFleetHealth(const FleetSnapshot &snapshot, const HealthThresholds &thresholds = {});

/// The Xid classes of the field guides: Reject, Quarantine, application (Info) or unknown (Warning).
FindingSeverity xidSeverity(int xid);
FindingAction xidAction(int xid);

const char *findingSeverityKey(FindingSeverity severity); ///< "info", "warning", "quarantine", "reject"
const char *findingActionKey(FindingAction action);       ///< "quarantine", "reseat_check_risers", ...

} // namespace GpuPlan
