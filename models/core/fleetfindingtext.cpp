#include "fleethealth.h"

#include <array>
#include <string_view>
#include <utility>
#include <vector>

namespace GpuPlan {
namespace {

// English templates of the findings; the Qt layer has translated twins keyed by the same codes.
constexpr std::pair<std::string_view, std::string_view> kFindingTemplates[] = {
    {"pcie_width_downgraded", "PCIe link at Gen%1 x%2, narrower than its maximum Gen%3 x%4"},
    {"pcie_gen_downgraded",
     "PCIe link at Gen%1 x%2, below its maximum Gen%3 x%4 (check under load: idle links slow down)"},
    {"ecc_uncorrectable", "%1 uncorrectable ECC errors since the driver loaded, %2 over the card's life"},
    {"ecc_corrected_high", "%1 corrected ECC errors since the driver loaded"},
    {"retired_pages_dbe", "%1 pages retired after double-bit errors (%2 after single-bit errors)"},
    {"retired_pages_pending", "a page retirement is pending until the next GPU reset"},
    {"row_remap_failure", "row remapping failed: no spare memory rows are left"},
    {"row_remap_pending", "a row remap is pending until the next GPU reset"},
    {"rows_remapped_uncorrectable", "%1 memory rows remapped after uncorrectable errors"},
    {"throttle_active", "clocks were held down when captured (%1)"},
    {"throttle_reason_unknown",
     "clocks were held down when captured, for a reason the file does not name: run `%1` "
     "(clocks_event_reasons.* on newer drivers) to see which"},
    {"thermal_throttle_under_load", "thermal throttling in %1 of %2 samples under load (%3 %)"},
    {"power_throttle_under_load", "hardware slowdown or power brake in %1 of %2 samples under load (%3 %)"},
    {"clock_sag", "SM clock fell from %1 MHz in the first loaded minute to %2 MHz afterwards"},
    {"temperature_at_slowdown", "reached %1 °C, at or above its slowdown temperature of %2 °C"},
    {"unknown_sku", "\"%1\" matches no SKU of the catalog"},
    {"xid_reject", "Xid %1 (hardware fault) seen %2 times %3"},
    {"xid_quarantine", "Xid %1 (memory or error containment) seen %2 times %3"},
    {"xid_application", "Xid %1 (usually the application) seen %2 times %3"},
    {"xid_other", "Xid %1 seen %2 times %3"},
    {"sxid_fatal", "NVSwitch SXid %1, fatal, seen %2 times %3: the fabric needs a reset, take the node out of service"},
    {"sxid_nonfatal", "NVSwitch SXid %1, non-fatal, seen %2 times %3: watch whether it recurs"},
    {"diag_hardware_fail", "dcgmi diag: a hardware test failed (%1), %2 times: take the GPU out of service"},
    {"diag_deployment_fail",
     "dcgmi diag: the node's software or settings failed a check (%1), %2 times: fix them, then run the diagnostic "
     "again before judging the GPU"},
    {"diag_internal_error",
     "dcgmi diag: DCGM failed inside the test (%1), %2 times: the test did not run; check the DCGM version and "
     "logs, then run it again"},
    {"diag_warning", "dcgmi diag: a test passed with a warning (%1), %2 times"},
    {"counter_growing", "an error counter grew while its telemetry was pulled (%2 times): %1; plan the replacement"},
    {"gpu_missing", "the GPU stopped reporting (%2 times): %1; check that it is still on the bus (lspci, dmesg)"},
    {"fallen_off_bus", "the GPU fell off the bus %1 times %2"},
    {"aer_fatal", "%1 fatal PCIe AER errors %2"},
    {"aer_uncorrected", "%1 uncorrected PCIe AER errors %2"},
    {"aer_corrected", "%1 corrected PCIe AER errors %2"},
    {"gpu_reset", "%1 GPU resets %2"},
    {"ring_timeout", "%1 GPU ring or job timeouts %2"},
    {"row_remap_event", "%1 row remapping events %2"},
    {"mixed_pool", "%1 mixes SKUs or VRAM sizes: %2 (%3 VRAM sizes)"},
    {"ecc_corrected_aggregate",
     "%1 corrected ECC errors over the card's life: survivable, but watch the trend across captures"},
    {"ecc_growing",
     "%1 grew from %2 to %3 between captures (%4 read %2): the errors keep coming, plan the replacement"},
    {"xid_recurring", "Xid %1 seen %2 times within %3 hours %4: it recurs on this GPU, not just in one application"},
    {"xid_driver_correlated", "Xid %1 on %2 GPUs that run driver %3 (%4 nodes): suspect the driver"},
    {"cpu_saturated",
     "the CPUs of %1 are %2 % busy on average (%3 % at the busiest interval): the GPU's input pipeline can starve"},
    {"cpu_steal_high", "%1 loses up to %2 % of its CPU time to its hypervisor (steal)"},
    {"io_wait_high",
     "the CPUs of %1 wait on I/O %2 % of the time on average (%3 % at most): a disk bottleneck feeding the GPU"},
    {"disk_saturated", "%2 on %1 is %3 % busy with %4 ms waits: the disk does not keep up"},
    {"memory_low",
     "%1 has %2 GiB of memory available out of %3 GiB (%4 %): CPU-side paging can stall the data pipeline"},
    {"swapping", "%1 is swapping (up to %2 pages/s): memory pressure"},
    {"nic_errors", "%2 on %1: %3 errors and %4 drops since boot"},
    {"nic_drops", "%2 on %1: %3 packets dropped since boot (watch whether they grow)"},
    {"numa_affinity_mismatch", "%2 on %1 may run on CPUs %3, not only on the CPUs local to %4 (%5)"},
    {"process_spans_numa_nodes", "%2 on %1 may run on CPUs %3, across %4 NUMA nodes"},
    {"iommu_enabled", "%2 IOMMU enabled on %1, its mode not stated: GPU peer-to-peer and DMA throughput depend on it"},
    {"iommu_translated",
     "%2 IOMMU of %1 translates DMA (not passthrough): GPU peer-to-peer and DMA throughput can suffer"},
    {"power_capped", "power limit lowered to %1 W from %2 W"},
    {"mixed_vendors", "%1 mixes GPU vendors, and so drivers: %2"},
    {"gpu_underused",
     "%1 % utilisation on average with %2 GiB of memory resident: the GPU waits; look at the CPU (mpstat), the disk "
     "(iostat), scheduling and a framework fallback"},
    {"gpu_underused_cpu",
     "%1 % utilisation on average with %2 GiB of memory resident, on a node whose CPU is saturated: CPU-bound"},
    {"gpu_underused_io",
     "%1 % utilisation on average with %2 GiB of memory resident, on a node waiting on I/O: input-bound"},
    {"pod_without_gpu", "%1 neither requests nor limits a GPU: it runs on the CPU"},
    {"failed_scheduling_gpu", "%1 cannot be scheduled for lack of GPUs: %2"},
    {"failed_scheduling", "%1 cannot be scheduled: %2"},
    {"gpus_not_allocatable", "%1 offers %2 allocatable GPUs of the %3 it has"},
    {"kernel_below_minimum", "%1 runs kernel %2, older than %3 supports (%4 or newer, per %5)"},
    {"kernel_known_broken",
     "%1 runs driver %3 on kernel %2: that driver was reported to fail on kernel %4 and later (%5)"},
    {"kernel_not_validated", "%1 runs kernel %2, which is not among the kernels %3 was validated on (%4; per %5)"},
};

constexpr std::array<std::pair<std::string_view, std::string_view>, 2> kVersionTemplates{{
    {"driver_mismatch", "driver %1 differs from %2, the one most %3 GPUs run"},
    {"vbios_mismatch", "VBIOS %1 differs from %2, the one most %3 GPUs run"},
}};

} // namespace

std::vector<std::string_view> fleetFindingCodes()
{
    std::vector<std::string_view> out;
    for (const auto &[code, text] : kFindingTemplates)
        out.push_back(code);
    for (const auto &[code, text] : kVersionTemplates)
        out.push_back(code);
    return out;
}

std::string Finding::englishText() const
{
    std::string_view pattern = code;
    for (const auto &[c, t] : kFindingTemplates)
        if (c == code)
            pattern = t;
    for (const auto &[c, t] : kVersionTemplates)
        if (c == code)
            pattern = t;
    std::string out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const auto k = static_cast<std::size_t>(pattern[i + 1] - '1');
            std::string value = k < params.size() ? params[k] : std::string();
            // "%3" after "times" is the PCI address; shown in parentheses when known.
            if (!value.empty()
                && ((code.rfind("xid_", 0) == 0 && code != "xid_driver_correlated") || code.rfind("aer_", 0) == 0
                    || code.rfind("sxid_", 0) == 0 || code == "fallen_off_bus" || code == "gpu_reset"
                    || code == "ring_timeout" || code == "row_remap_event")
                && k + 1 == params.size())
                value = "(" + value + ")";
            out += value;
            ++i;
        } else {
            out += pattern[i];
        }
    }
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

} // namespace GpuPlan
