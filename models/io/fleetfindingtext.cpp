#include "fleetfindingtext.h"

#include <QCoreApplication>

#include <string_view>

namespace GpuPlan {
namespace {

const char *const kContext = "FleetFindingText";

// Translated twins of the English templates in core/fleetfindingtext.cpp, keyed by the same codes.
QString findingTemplate(std::string_view code)
{
    struct Entry
    {
        std::string_view code;
        const char *text;
    };
    static constexpr Entry kTemplates[] = {
        {"pcie_width_downgraded",
         QT_TRANSLATE_NOOP("FleetFindingText", "PCIe link at Gen%1 x%2, narrower than its maximum Gen%3 x%4")},
        {"pcie_gen_downgraded",
         QT_TRANSLATE_NOOP(
             "FleetFindingText",
             "PCIe link at Gen%1 x%2, below its maximum Gen%3 x%4 (check under load: idle links slow down)")},
        {"ecc_uncorrectable",
         QT_TRANSLATE_NOOP("FleetFindingText",
                           "%1 uncorrectable ECC errors since the driver loaded, %2 over the card's life")},
        {"ecc_corrected_high",
         QT_TRANSLATE_NOOP("FleetFindingText", "%1 corrected ECC errors since the driver loaded")},
        {"retired_pages_dbe",
         QT_TRANSLATE_NOOP("FleetFindingText",
                           "%1 pages retired after double-bit errors (%2 after single-bit errors)")},
        {"retired_pages_pending",
         QT_TRANSLATE_NOOP("FleetFindingText", "a page retirement is pending until the next GPU reset")},
        {"row_remap_failure",
         QT_TRANSLATE_NOOP("FleetFindingText", "row remapping failed: no spare memory rows are left")},
        {"row_remap_pending", QT_TRANSLATE_NOOP("FleetFindingText", "a row remap is pending until the next GPU reset")},
        {"rows_remapped_uncorrectable",
         QT_TRANSLATE_NOOP("FleetFindingText", "%1 memory rows remapped after uncorrectable errors")},
        {"throttle_active", QT_TRANSLATE_NOOP("FleetFindingText", "clocks were held down when captured (%1)")},
        {"throttle_reason_unknown",
         QT_TRANSLATE_NOOP("FleetFindingText",
                           "clocks were held down when captured, for a reason the file does not name: run `%1` "
                           "(clocks_event_reasons.* on newer drivers) to see which")},
        {"thermal_throttle_under_load",
         QT_TRANSLATE_NOOP("FleetFindingText", "thermal throttling in %1 of %2 samples under load (%3 %)")},
        {"power_throttle_under_load",
         QT_TRANSLATE_NOOP("FleetFindingText",
                           "hardware slowdown or power brake in %1 of %2 samples under load (%3 %)")},
        {"clock_sag",
         QT_TRANSLATE_NOOP("FleetFindingText",
                           "SM clock fell from %1 MHz in the first loaded minute to %2 MHz afterwards")},
        {"temperature_at_slowdown",
         QT_TRANSLATE_NOOP("FleetFindingText", "reached %1 °C, at or above its slowdown temperature of %2 °C")},
        {"unknown_sku", QT_TRANSLATE_NOOP("FleetFindingText", "\"%1\" matches no SKU of the catalog")},
        {"xid_reject", QT_TRANSLATE_NOOP("FleetFindingText", "Xid %1 (hardware fault) seen %2 times %3")},
        {"xid_quarantine",
         QT_TRANSLATE_NOOP("FleetFindingText", "Xid %1 (memory or error containment) seen %2 times %3")},
        {"xid_application", QT_TRANSLATE_NOOP("FleetFindingText", "Xid %1 (usually the application) seen %2 times %3")},
        {"xid_other", QT_TRANSLATE_NOOP("FleetFindingText", "Xid %1 seen %2 times %3")},
        {"sxid_fatal",
         QT_TRANSLATE_NOOP(
             "FleetFindingText",
             "NVSwitch SXid %1, fatal, seen %2 times %3: the fabric needs a reset, take the node out of service")},
        {"sxid_nonfatal",
         QT_TRANSLATE_NOOP("FleetFindingText",
                           "NVSwitch SXid %1, non-fatal, seen %2 times %3: watch whether it recurs")},
        {"diag_hardware_fail",
         QT_TRANSLATE_NOOP("FleetFindingText",
                           "dcgmi diag: a hardware test failed (%1), %2 times: take the GPU out of service")},
        {"diag_deployment_fail",
         QT_TRANSLATE_NOOP("FleetFindingText",
                           "dcgmi diag: the node's software or settings failed a check (%1), %2 times: fix them, then "
                           "run the diagnostic again before judging the GPU")},
        {"diag_internal_error",
         QT_TRANSLATE_NOOP("FleetFindingText",
                           "dcgmi diag: DCGM failed inside the test (%1), %2 times: the test did not run; check the "
                           "DCGM version and logs, then run it again")},
        {"diag_warning",
         QT_TRANSLATE_NOOP("FleetFindingText", "dcgmi diag: a test passed with a warning (%1), %2 times")},
        {"counter_growing",
         QT_TRANSLATE_NOOP(
             "FleetFindingText",
             "an error counter grew while its telemetry was pulled (%2 times): %1; plan the replacement")},
        {"gpu_missing",
         QT_TRANSLATE_NOOP(
             "FleetFindingText",
             "the GPU stopped reporting (%2 times): %1; check that it is still on the bus (lspci, dmesg)")},
        {"fallen_off_bus", QT_TRANSLATE_NOOP("FleetFindingText", "the GPU fell off the bus %1 times %2")},
        {"aer_fatal", QT_TRANSLATE_NOOP("FleetFindingText", "%1 fatal PCIe AER errors %2")},
        {"aer_uncorrected", QT_TRANSLATE_NOOP("FleetFindingText", "%1 uncorrected PCIe AER errors %2")},
        {"aer_corrected", QT_TRANSLATE_NOOP("FleetFindingText", "%1 corrected PCIe AER errors %2")},
        {"gpu_reset", QT_TRANSLATE_NOOP("FleetFindingText", "%1 GPU resets %2")},
        {"ring_timeout", QT_TRANSLATE_NOOP("FleetFindingText", "%1 GPU ring or job timeouts %2")},
        {"row_remap_event", QT_TRANSLATE_NOOP("FleetFindingText", "%1 row remapping events %2")},
        {"mixed_pool", QT_TRANSLATE_NOOP("FleetFindingText", "%1 mixes SKUs or VRAM sizes: %2 (%3 VRAM sizes)")},
        {"driver_mismatch",
         QT_TRANSLATE_NOOP("FleetFindingText", "driver %1 differs from %2, the one most %3 GPUs run")},
        {"vbios_mismatch", QT_TRANSLATE_NOOP("FleetFindingText", "VBIOS %1 differs from %2, the one most %3 GPUs run")},
        {"ecc_corrected_aggregate",
         QT_TRANSLATE_NOOP(
             "FleetFindingText",
             "%1 corrected ECC errors over the card's life: survivable, but watch the trend across captures")},
        {"ecc_growing",
         QT_TRANSLATE_NOOP(
             "FleetFindingText",
             "%1 grew from %2 to %3 between captures (%4 read %2): the errors keep coming, plan the replacement")},
        {"xid_recurring",
         QT_TRANSLATE_NOOP(
             "FleetFindingText",
             "Xid %1 seen %2 times within %3 hours %4: it recurs on this GPU, not just in one application")},
        {"xid_driver_correlated",
         QT_TRANSLATE_NOOP("FleetFindingText", "Xid %1 on %2 GPUs that run driver %3 (%4 nodes): suspect the driver")},
        {"cpu_saturated",
         QT_TRANSLATE_NOOP("FleetFindingText",
                           "the CPUs of %1 are %2 % busy on average (%3 % at the busiest interval): the GPU's input "
                           "pipeline can starve")},
        {"cpu_steal_high",
         QT_TRANSLATE_NOOP("FleetFindingText", "%1 loses up to %2 % of its CPU time to its hypervisor (steal)")},
        {"io_wait_high",
         QT_TRANSLATE_NOOP("FleetFindingText",
                           "the CPUs of %1 wait on I/O %2 % of the time on average (%3 % at most): a disk bottleneck "
                           "feeding the GPU")},
        {"disk_saturated",
         QT_TRANSLATE_NOOP("FleetFindingText", "%2 on %1 is %3 % busy with %4 ms waits: the disk does not keep up")},
        {"memory_low",
         QT_TRANSLATE_NOOP(
             "FleetFindingText",
             "%1 has %2 GiB of memory available out of %3 GiB (%4 %): CPU-side paging can stall the data pipeline")},
        {"swapping", QT_TRANSLATE_NOOP("FleetFindingText", "%1 is swapping (up to %2 pages/s): memory pressure")},
        {"nic_errors", QT_TRANSLATE_NOOP("FleetFindingText", "%2 on %1: %3 errors and %4 drops since boot")},
        {"nic_drops",
         QT_TRANSLATE_NOOP("FleetFindingText", "%2 on %1: %3 packets dropped since boot (watch whether they grow)")},
        {"numa_affinity_mismatch",
         QT_TRANSLATE_NOOP("FleetFindingText", "%2 on %1 may run on CPUs %3, not only on the CPUs local to %4 (%5)")},
        {"process_spans_numa_nodes",
         QT_TRANSLATE_NOOP("FleetFindingText", "%2 on %1 may run on CPUs %3, across %4 NUMA nodes")},
        {"iommu_enabled",
         QT_TRANSLATE_NOOP(
             "FleetFindingText",
             "%2 IOMMU enabled on %1, its mode not stated: GPU peer-to-peer and DMA throughput depend on it")},
        {"iommu_translated",
         QT_TRANSLATE_NOOP(
             "FleetFindingText",
             "%2 IOMMU of %1 translates DMA (not passthrough): GPU peer-to-peer and DMA throughput can suffer")},
        {"power_capped", QT_TRANSLATE_NOOP("FleetFindingText", "power limit lowered to %1 W from %2 W")},
        {"mixed_vendors", QT_TRANSLATE_NOOP("FleetFindingText", "%1 mixes GPU vendors, and so drivers: %2")},
        {"gpu_underused",
         QT_TRANSLATE_NOOP("FleetFindingText",
                           "%1 % utilisation on average with %2 GiB of memory resident: the GPU waits; look at the CPU "
                           "(mpstat), the disk (iostat), scheduling and a framework fallback")},
        {"gpu_underused_cpu",
         QT_TRANSLATE_NOOP("FleetFindingText",
                           "%1 % utilisation on average with %2 GiB of memory resident, on a node whose CPU is "
                           "saturated: CPU-bound")},
        {"gpu_underused_io",
         QT_TRANSLATE_NOOP(
             "FleetFindingText",
             "%1 % utilisation on average with %2 GiB of memory resident, on a node waiting on I/O: input-bound")},
        {"pod_without_gpu",
         QT_TRANSLATE_NOOP("FleetFindingText", "%1 neither requests nor limits a GPU: it runs on the CPU")},
        {"failed_scheduling_gpu", QT_TRANSLATE_NOOP("FleetFindingText", "%1 cannot be scheduled for lack of GPUs: %2")},
        {"failed_scheduling", QT_TRANSLATE_NOOP("FleetFindingText", "%1 cannot be scheduled: %2")},
        {"gpus_not_allocatable",
         QT_TRANSLATE_NOOP("FleetFindingText", "%1 offers %2 allocatable GPUs of the %3 it has")},
        {"kernel_below_minimum",
         QT_TRANSLATE_NOOP("FleetFindingText", "%1 runs kernel %2, older than %3 supports (%4 or newer, per %5)")},
        {"kernel_known_broken",
         QT_TRANSLATE_NOOP(
             "FleetFindingText",
             "%1 runs driver %3 on kernel %2: that driver was reported to fail on kernel %4 and later (%5)")},
        {"kernel_not_validated",
         QT_TRANSLATE_NOOP("FleetFindingText",
                           "%1 runs kernel %2, which is not among the kernels %3 was validated on (%4; per %5)")},
    };
    for (const Entry &e : kTemplates)
        if (e.code == code)
            return QCoreApplication::translate(kContext, e.text);
    return {};
}

// The last parameter of the event findings is the PCI address, shown in parentheses when known.
bool lastParamIsAddress(const std::string &code)
{
    return (code.rfind("xid_", 0) == 0 && code != "xid_driver_correlated") || code.rfind("aer_", 0) == 0
        || code.rfind("sxid_", 0) == 0 || code == "fallen_off_bus" || code == "gpu_reset" || code == "ring_timeout"
        || code == "row_remap_event";
}

} // namespace

QString fleetFindingText(const Finding &finding)
{
    QString pattern = findingTemplate(finding.code);
    if (pattern.isEmpty())
        return QString::fromStdString(finding.englishText());
    QString out;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern.at(i + 1) >= QLatin1Char('1')
            && pattern.at(i + 1) <= QLatin1Char('9')) {
            const auto k = std::size_t(pattern.at(i + 1).unicode() - u'1');
            QString value = k < finding.params.size() ? QString::fromStdString(finding.params[k]) : QString();
            if (!value.isEmpty() && lastParamIsAddress(finding.code) && k + 1 == finding.params.size())
                value = QLatin1Char('(') + value + QLatin1Char(')');
            out += value;
            ++i;
        } else {
            out += c;
        }
    }
    return out.trimmed();
}

QString fleetSeverityText(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Info:
        return QCoreApplication::translate("FleetFindingText", "Info");
    case FindingSeverity::Warning:
        return QCoreApplication::translate("FleetFindingText", "Warning");
    case FindingSeverity::Quarantine:
        return QCoreApplication::translate("FleetFindingText", "Quarantine");
    case FindingSeverity::Reject:
        return QCoreApplication::translate("FleetFindingText", "Reject");
    }
    return {};
}

QString fleetActionText(FindingAction action)
{
    switch (action) {
    case FindingAction::None:
        return QCoreApplication::translate("FleetFindingText", "None");
    case FindingAction::Quarantine:
        return QCoreApplication::translate("FleetFindingText", "Quarantine the GPU and run diagnostics");
    case FindingAction::Replace:
        return QCoreApplication::translate("FleetFindingText", "Replace the card (RMA)");
    case FindingAction::ReseatCheckRisers:
        return QCoreApplication::translate("FleetFindingText", "Reseat the card, check risers, cables and slot");
    case FindingAction::StandardiseDriver:
        return QCoreApplication::translate("FleetFindingText",
                                           "Bring every node of the SKU to one driver and firmware");
    case FindingAction::CapPower:
        return QCoreApplication::translate("FleetFindingText", "Set a stable power cap or clocks");
    case FindingAction::CheckCooling:
        return QCoreApplication::translate("FleetFindingText",
                                           "Check airflow, fans, thermal paste and rack temperature");
    case FindingAction::InvestigateApp:
        return QCoreApplication::translate("FleetFindingText", "Investigate the application, not the hardware");
    case FindingAction::ResetGpu:
        return QCoreApplication::translate("FleetFindingText", "Reset the GPU to apply the pending remap");
    case FindingAction::MatchCatalog:
        return QCoreApplication::translate("FleetFindingText", "Add or match the SKU in the catalog");
    case FindingAction::SplitPool:
        return QCoreApplication::translate("FleetFindingText", "Keep one SKU and VRAM size per scheduling pool");
    case FindingAction::RelieveCpu:
        return QCoreApplication::translate(
            "FleetFindingText", "More CPUs for the GPU's pods, fewer loader workers, or preprocessing elsewhere");
    case FindingAction::FixStorage:
        return QCoreApplication::translate("FleetFindingText",
                                           "Cache datasets on local NVMe, shard better, read ahead: not more GPUs");
    case FindingAction::PinNuma:
        return QCoreApplication::translate("FleetFindingText",
                                           "Pin the process's CPUs and memory to the GPU's NUMA node");
    case FindingAction::CheckIommu:
        return QCoreApplication::translate(
            "FleetFindingText", "Validate the vendor's IOMMU mode (often passthrough) and test peer-to-peer");
    case FindingAction::FixNetwork:
        return QCoreApplication::translate(
            "FleetFindingText", "Fix NIC firmware, cabling or switch configuration; isolate the collectives");
    case FindingAction::LimitMemory:
        return QCoreApplication::translate("FleetFindingText", "Stop memory overcommit on GPU nodes; set pod limits");
    case FindingAction::CheckHostPipeline:
        return QCoreApplication::translate("FleetFindingText",
                                           "Look at CPU, I/O, scheduling and framework fallback before the GPU");
    case FindingAction::KeepIfStable:
        return QCoreApplication::translate(
            "FleetFindingText", "Keep the lower cap if the throughput variance falls; measure throughput per watt");
    case FindingAction::WatchTrend:
        return QCoreApplication::translate("FleetFindingText",
                                           "Track the counter across captures; plan the replacement if it grows");
    case FindingAction::RollbackDriver:
        return QCoreApplication::translate("FleetFindingText", "Roll the driver back or patch it");
    case FindingAction::FixPodSpec:
        return QCoreApplication::translate("FleetFindingText",
                                           "Fix the manifest's GPU requests and limits and the admission controls");
    case FindingAction::FixScheduling:
        return QCoreApplication::translate("FleetFindingText",
                                           "Relax the constraints, add capacity, or fix taints and tolerations");
    case FindingAction::FixNodeConfig:
        return QCoreApplication::translate("FleetFindingText",
                                           "Fix the device plugin or driver; schedule nothing there until then");
    case FindingAction::AlignKernelDriver:
        return QCoreApplication::translate(
            "FleetFindingText",
            "Run a kernel the driver release supports, or a driver release that supports this kernel");
    }
    return {};
}

} // namespace GpuPlan
