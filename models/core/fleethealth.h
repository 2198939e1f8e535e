#pragma once

#include "fleetrecords.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
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
    RelieveCpu,        ///< more CPUs for the GPU's pods, fewer loader workers, preprocessing elsewhere
    FixStorage,        ///< local NVMe cache, better sharding, read-ahead: not more GPUs
    PinNuma,           ///< pin the process's CPUs and memory to the GPU's NUMA node
    CheckIommu,        ///< validate the vendor's IOMMU mode (often passthrough) for P2P and DMA
    FixNetwork,        ///< NIC firmware, cabling, switch configuration, a fabric of its own
    LimitMemory,       ///< stop memory overcommit on GPU nodes; pod limits
    CheckHostPipeline, ///< the GPU waits: look at CPU, I/O, scheduling and framework fallback
    KeepIfStable,      ///< keep the lower power cap if the throughput variance falls
    WatchTrend,        ///< track the counter across captures; plan the replacement if it grows
    RollbackDriver,    ///< roll the driver back or patch it
    FixPodSpec,        ///< the pod requests no GPU: fix the manifest and the admission controls
    FixScheduling,     ///< relax constraints, add capacity, or fix taints and tolerations
    FixNodeConfig,     ///< device plugin or driver: do not schedule there until fixed
    AlignKernelDriver, ///< run a kernel the driver release supports, or a driver release that supports it
};
inline constexpr FindingAction kLastFindingAction = FindingAction::AlignKernelDriver;

struct Evidence
{
    std::string file; ///< the imported file (as registered)
    int line = 0;     ///< 1-based line in that file; 0 when the finding comes from several lines
    std::string excerpt;
    /// When the evidence was recorded (Unix seconds) for a sample with a date; 0: unknown. A line of a
    /// Prometheus pull holds a GPU's whole window, so the sample's time says which bucket of it.
    double time = 0;
};

struct Finding
{
    std::string code; ///< "pcie_width_downgraded", "xid_reject", "ecc_uncorrectable", ...
    FindingSeverity severity = FindingSeverity::Warning;
    FindingAction action = FindingAction::None;
    int device = -1;                 ///< index into FleetSnapshot::devices, -1 for a host or fleet-wide finding
    std::string node;                ///< the host it is about ("" when no file names one, or fleet-wide)
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
    // Utilisation and memory resident over every sample (an idle GPU holding its memory).
    double utilizationSum = 0.0;
    std::uint64_t utilizationCount = 0;
    Evidence firstUtilization;
    std::optional<float> maxMemUsedMiB;
};

/// The lifetime error counters one imported file read of a device. They only ever grow (a driver
/// reload does not reset them), so two captures that differ show growth whatever order they were
/// imported in.
struct CounterSighting
{
    std::string file;
    int line = 0;
    std::optional<std::uint64_t> eccCorrectedAggregate, eccUncorrectedAggregate;
    std::optional<std::uint64_t> retiredPagesSbe, retiredPagesDbe;
    std::optional<std::uint64_t> remappedRowsCorrectable, remappedRowsUncorrectable;
};

struct InventoryDevice
{
    FleetDevice device;
    std::string skuId; ///< matched catalog SKU, empty when unknown
    std::string file;  ///< the file that described it
    SampleSummary telemetry;
    /// Every imported file that read its lifetime counters (schema 8's device_sighting), in import order.
    std::vector<CounterSighting> sightings;
};

struct FleetEventRecord
{
    FleetEvent event;
    std::string file;
};

struct HostFactRecord
{
    HostFact fact;
    std::string file;
};

/// An imported file and a host it speaks of (one per file and node; node "" when it names none).
struct FleetSource
{
    std::string file;
    std::string format; ///< "kernel-log", "mpstat", ...
    std::string node;
    int events = 0; ///< what the whole file brought
    int hostFacts = 0;
};

class KernelSupportMatrix;

struct FleetSnapshot
{
    std::vector<InventoryDevice> devices;
    std::vector<FleetEventRecord> events; ///< FleetEvent::device indexes `devices` (or -1)
    std::vector<HostFactRecord> hostFacts;
    std::vector<FleetSource> sources;
    /// Which kernels each driver stack release supports (core/kernelsupport.h): the shipped matrix, set by
    /// whoever reads the snapshot; null means no kernel rule.
    const KernelSupportMatrix *kernelSupport = nullptr;
};

struct HealthThresholds
{
    double clockSagFraction = 0.90;        ///< later loaded clock below this x the first loaded minute
    std::uint64_t aerCorrectedWarning = 1; ///< corrected AER events on one device before a warning
    std::uint64_t eccCorrectedInfo = 1000; ///< volatile corrected ECC worth a note
    // The host (percent of all CPUs, mean over the capture's intervals).
    double cpuBusyPct = 90.0;           ///< mpstat's 100 - %idle: the CPU feeding the GPU is saturated
    double cpuStealPct = 10.0;          ///< a virtual machine whose host takes its CPUs
    double ioWaitPct = 5.0;             ///< CPUs waiting on I/O (vmstat wa, mpstat %iowait)
    double diskUtilPct = 90.0;          ///< iostat %util ...
    double diskAwaitMs = 10.0;          ///< ... with waits this long: the disk does not keep up (2 ms does)
    double memAvailableFraction = 0.10; ///< MemAvailable below this share of MemTotal
    double gpuUnderusedPct = 40.0;      ///< mean utilisation below this ...
    double gpuResidentFraction = 0.10;  ///< ... with this share of its memory held: resident but idle
    // Xid by recurrence: the same GPU and Xid this many times within the window is no longer "the application".
    int xidRecurrenceCount = 5;
    double xidRecurrenceWindowS = 3 * 24 * 3600.0;
    /// The same Xid on this many GPUs running one driver (or on GPUs of two nodes): suspect the driver.
    int xidDriverDevices = 3;
};

/// Every rule over the snapshot, most severe first.
std::vector<Finding> evaluateFleetHealth(const FleetSnapshot &snapshot, const HealthThresholds &thresholds = {});

/// The Xid classes of the field guides: Reject, Quarantine, application (Info) or unknown (Warning).
FindingSeverity xidSeverity(int xid);
FindingAction xidAction(int xid);

/// Every code the health rules write (each has an English template and a translated twin).
std::vector<std::string_view> fleetFindingCodes();

const char *findingSeverityKey(FindingSeverity severity); ///< "info", "warning", "quarantine", "reject"
const char *findingActionKey(FindingAction action);       ///< "quarantine", "reseat_check_risers", ...

} // namespace GpuPlan
