#pragma once

#include "core/diagnostic.h"
#include "core/economics.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

/// One vendor's lock-in figures, each with where it comes from (a vendor page or a GpuPlan assumption).
struct VendorLockInDefaults
{
    Assumption frameworkSupport;   ///< [0, 1], 1 = upstream, first-class support in the serving frameworks
    Assumption kernelCoverage;     ///< [0, 1] of the needed kernels that also exist on the other vendors
    Assumption supportWindowYears; ///< driver/OS support of a datacenter part from its launch
    Assumption leadTimeWeeks;      ///< delivery of a purchase

    bool operator==(const VendorLockInDefaults &) const = default;
};

/// The shipped per-vendor defaults (data/lockin_defaults.json), keyed by vendor key ("NVIDIA").
struct LockInDefaults
{
    std::map<std::string, VendorLockInDefaults> vendors;
    const VendorLockInDefaults *find(std::string_view vendor) const;

    bool operator==(const LockInDefaults &) const = default;
};

struct LockInDefaultsParseResult
{
    LockInDefaults defaults;
    std::vector<Diagnostic> diagnostics;
    bool ok() const;
};

/// Parses data/lockin_defaults.json (schema "gpuplan-lockin-defaults", version 1).
LockInDefaultsParseResult parseLockInDefaults(std::string_view text);

} // namespace GpuPlan
