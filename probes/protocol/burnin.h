#pragma once

#include "types.h"

#include <optional>
#include <string>
#include <vector>

// Burn-in intake: sustained load, telemetry every second, then a verdict against editable criteria.
namespace GpuPlan::Probe {

enum class SkuClass { Datacenter, Workstation, Consumer };

struct BurnInCriteria
{
    double warmupSeconds = 60.0;            // the first minute is the clock reference; not judged
    double minClockFraction = 0.90;         // median clock after warm-up >= this x first-minute median
    double maxTemperatureC = 85.0;          // or the device's own slowdown threshold when lower
    bool requirePcieMax = true;             // link at its maximum generation and width
    double minBandwidthFraction = 0.80;     // median sustained bandwidth >= this x spec
    double minFp32Fraction = 0.80;          // median sustained FP32 >= this x spec
    std::optional<double> specBandwidthGBs; // the catalog's spec for the SKU (none: not judged)
    std::optional<double> specFp32Gflops;
    // Without a verified slice of load the card is quarantined; an imported telemetry sequence (no
    // result checks of its own) sets this to false and the miscompare check is then "not checked".
    bool requireVerifiedLoad = true;
};

BurnInCriteria defaultCriteria(SkuClass skuClass);

// Criteria given explicitly (on the runner's command line, in the app's form): each set value wins
// over the class's default; a spec that is not set is not judged.
struct CriteriaOverrides
{
    std::optional<double> specBandwidthGBs;
    std::optional<double> specFp32Gflops;
    std::optional<double> maxTemperatureC;
    std::optional<double> minClockFraction;
    std::optional<double> minBandwidthFraction;
    std::optional<double> minFp32Fraction;
    std::optional<double> warmupSeconds;
    bool requirePcieMax = true;
};

// The criteria a burn-in of a card of `skuClass` is judged against.
BurnInCriteria criteriaFor(SkuClass skuClass, const CriteriaOverrides &overrides);

// One slice of sustained load, measured and verified.
struct BurnInCheck
{
    double tSeconds = 0.0;
    double bandwidthGBs = 0.0;
    double fp32Gflops = 0.0;
    long long miscompares = 0; // elements whose result differed from the expected value
};

enum class VerdictKind { Pass, Quarantine, Reject };
enum class CheckStatus { Pass, Fail, Unchecked };

struct VerdictReason
{
    std::string code; // "miscompare", "xid", "ecc_uncorrectable", "retired_pages", "clock_sag",
                      // "temperature", "pcie_link", "bandwidth", "fp32"
    CheckStatus status = CheckStatus::Unchecked;
    VerdictKind severity = VerdictKind::Quarantine; // what a failure of this check leads to
    double value = 0.0;                             // measured (when checked)
    double limit = 0.0;                             // the criterion
    std::string message;                            // English, for logs; the app translates from code
};

struct BurnInVerdict
{
    VerdictKind verdict = VerdictKind::Pass;
    std::vector<VerdictReason> reasons; // every check, passed, failed or unchecked
    double durationSeconds = 0.0;
};

// Judges a finished burn-in. `limitC` is the device's slowdown temperature when telemetry knows it.
BurnInVerdict judgeBurnIn(const BurnInCriteria &criteria, const std::vector<TelemetrySample> &telemetry,
                          const std::vector<BurnInCheck> &checks, const PcieLink &link,
                          std::optional<double> deviceTemperatureLimitC = std::nullopt);

const char *verdictKey(VerdictKind kind);       // "pass", "quarantine", "reject"
const char *checkStatusKey(CheckStatus status); // "pass", "fail", "unchecked"
bool verdictFromKey(std::string_view key, VerdictKind &out);
bool checkStatusFromKey(std::string_view key, CheckStatus &out);
const char *skuClassKey(SkuClass skuClass); // "datacenter", "workstation", "consumer"
bool skuClassFromKey(std::string_view key, SkuClass &out);

} // namespace GpuPlan::Probe
