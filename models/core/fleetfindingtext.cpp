#include "fleethealth.h"

#include <array>
#include <string_view>
#include <utility>

namespace GpuPlan {
namespace {

// English templates of the findings; the Qt layer has translated twins keyed by the same codes.
constexpr std::array<std::pair<std::string_view, std::string_view>, 27> kFindingTemplates{{
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
    {"thermal_throttle_under_load", "thermal throttling in %1 of %2 samples under load (%3 %)"},
    {"power_throttle_under_load", "hardware slowdown or power brake in %1 of %2 samples under load (%3 %)"},
    {"clock_sag", "SM clock fell from %1 MHz in the first loaded minute to %2 MHz afterwards"},
    {"temperature_at_slowdown", "reached %1 °C, at or above its slowdown temperature of %2 °C"},
    {"unknown_sku", "\"%1\" matches no SKU of the catalog"},
    {"xid_reject", "Xid %1 (hardware fault) seen %2 times %3"},
    {"xid_quarantine", "Xid %1 (memory or error containment) seen %2 times %3"},
    {"xid_application", "Xid %1 (usually the application) seen %2 times %3"},
    {"xid_other", "Xid %1 seen %2 times %3"},
    {"fallen_off_bus", "the GPU fell off the bus %1 times %2"},
    {"aer_fatal", "%1 fatal PCIe AER errors %2"},
    {"aer_uncorrected", "%1 uncorrected PCIe AER errors %2"},
    {"aer_corrected", "%1 corrected PCIe AER errors %2"},
    {"gpu_reset", "%1 GPU resets %2"},
    {"ring_timeout", "%1 GPU ring or job timeouts %2"},
    {"row_remap_event", "%1 row remapping events %2"},
    {"mixed_pool", "%1 mixes SKUs or VRAM sizes: %2 (%3 VRAM sizes)"},
}};

constexpr std::array<std::pair<std::string_view, std::string_view>, 2> kVersionTemplates{{
    {"driver_mismatch", "driver %1 differs from %2, the one most %3 GPUs run"},
    {"vbios_mismatch", "VBIOS %1 differs from %2, the one most %3 GPUs run"},
}};

} // namespace

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
                && (code.rfind("xid_", 0) == 0 || code.rfind("aer_", 0) == 0 || code == "fallen_off_bus"
                    || code == "gpu_reset" || code == "ring_timeout" || code == "row_remap_event")
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
