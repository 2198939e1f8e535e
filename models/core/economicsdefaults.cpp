// The default economic assumptions and where each comes from. Kept apart from the formulas because the
// wording changes for other reasons (new surveys, reviewers' questions) than the math does.
#include "economics.h"

namespace GpuPlan {

namespace {
constexpr const char *kAssumption = "GpuPlan assumption";

Provenance assumption(const char *note) { return Provenance{ProvenanceKind::Derived, kAssumption, {}, note}; }
} // namespace

OwnershipInputs defaultOwnershipInputs()
{
    // The member initialisers are the defaults, so a value-initialised OwnershipInputs is never garbage.
    return OwnershipInputs{};
}

std::map<std::string, Provenance> ownershipDefaultsProvenance()
{
    std::map<std::string, Provenance> p;
    p["service_life_years"]
        = Provenance{ProvenanceKind::Derived,
                     "IRS Publication 946, How To Depreciate Property (MACRS: computers and peripheral equipment are "
                     "5-year property)",
                     {},
                     "Tax recovery period, not an engineering lifetime; large cloud operators also depreciate servers "
                     "over 5 to 6 years in their annual reports. Set it to your depreciation policy."};
    p["residual_fraction"] = assumption(
        "A data-centre GPU two or three generations old resells for a small part of its new price; 10 % is "
        "deliberately low so that owning is not flattered. Replace it with a used quote when one exists.");
    p["discount_rate"]
        = assumption("A typical corporate cost of capital (weighted debt and equity); use your finance team's hurdle "
                     "rate.");
    p["server_uplift_fraction"]
        = assumption("Per GPU: its share of the host server (CPUs, memory, NICs, chassis), of the cluster network and "
                     "of installation. Integrated systems priced per GPU in the catalog already include the host: set "
                     "it lower for those.");
    p["host_power_watts_per_gpu"]
        = assumption("Average share of CPUs, memory, NICs, switches and fans per GPU in an 8-GPU server; drawn all the "
                     "time, busy or idle. Peak host draw is higher; measured wall power should replace it.");
    p["load_factor"]
        = assumption("Inference and most training jobs do not hold the board at its rated power; 0.75 of TDP while "
                     "busy. GpuPlan's telemetry import (average power / TDP) should replace it.");
    p["gpu_idle_power_fraction"] = assumption(
        "An idle data-centre GPU drops its clocks but stays powered with its memory; about a tenth of TDP. "
        "Read the idle draw from nvidia-smi or rocm-smi to replace it.");
    p["pue"] = Provenance{
        ProvenanceKind::Derived,
        "Uptime Institute Global Data Center Survey 2024 (average PUE 1.56)",
        {},
        "1.4 rather than the survey average: the average covers many old sites, while a hall built or "
        "refitted for dense GPU racks, often liquid-cooled, does better; hyperscale operators report fleet "
        "figures near 1.1. Use your site's measured PUE."};
    p["electricity_usd_per_kwh"]
        = assumption("A round figure for a business tariff; it varies several-fold between regions. The app's "
                     "electricity price setting replaces it.");
    p["opex_fraction_per_year"]
        = assumption("Vendor support contract, spares, rack space and operations staff per year, as a share of capex. "
                     "Replace it with the quotes you have.");
    return p;
}

std::map<std::string, Provenance> rentalDefaultsProvenance()
{
    std::map<std::string, Provenance> p;
    p["spot_interruption_overhead"] = assumption(
        "Work redone after preemption (since the last checkpoint) plus restart and reload time, per useful "
        "hour. It depends on the provider's preemption rate and the checkpoint interval; stateless "
        "inference loses less than training.");
    return p;
}

} // namespace GpuPlan
