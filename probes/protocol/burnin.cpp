#include "burnin.h"

#include <algorithm>
#include <cstdio>
#include <initializer_list>
#include <iterator>

namespace GpuPlan::Probe {
namespace {

double median(std::vector<double> values)
{
    if (values.empty())
        return 0.0;
    const auto mid = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
    std::nth_element(values.begin(), mid, values.end());
    if (values.size() % 2 == 1)
        return *mid;
    const double upper = *mid;
    const double lower = *std::max_element(values.begin(), mid);
    return (lower + upper) / 2.0;
}

std::string format(const char *pattern, double a, double b)
{
    char buffer[256];
    std::snprintf(buffer, sizeof buffer, pattern, a, b);
    return buffer;
}

VerdictReason unchecked(const char *code, VerdictKind severity, std::string why)
{
    return {code, CheckStatus::Unchecked, severity, 0.0, 0.0, std::move(why)};
}

// A counter that must not grow during the run (Xid, uncorrectable ECC, retired pages).
template <typename Getter>
VerdictReason counterGrowth(const char *code, const char *what, const std::vector<TelemetrySample> &telemetry,
                            Getter get)
{
    std::optional<std::uint64_t> first;
    std::optional<std::uint64_t> last;
    for (const TelemetrySample &s : telemetry) {
        const std::optional<std::uint64_t> v = get(s);
        if (!v)
            continue;
        if (!first)
            first = v;
        last = v;
    }
    if (!first)
        return unchecked(code, VerdictKind::Reject, std::string(what) + ": not reported by the telemetry");
    const double growth = *last >= *first ? static_cast<double>(*last - *first) : 0.0;
    VerdictReason reason{code, growth > 0 ? CheckStatus::Fail : CheckStatus::Pass, VerdictKind::Reject, growth, 0.0,
                         {}};
    reason.message = std::string(what) + format(": %.0f new during the run (allowed %.0f)", growth, 0.0);
    return reason;
}

VerdictReason clockSag(const BurnInCriteria &criteria, const std::vector<TelemetrySample> &telemetry)
{
    std::vector<double> firstMinute;
    std::vector<double> after;
    for (const TelemetrySample &s : telemetry) {
        if (!s.smClockMHz)
            continue;
        (s.tSeconds < criteria.warmupSeconds ? firstMinute : after).push_back(*s.smClockMHz);
    }
    if (firstMinute.empty() || after.empty())
        return unchecked("clock_sag", VerdictKind::Quarantine,
                         "clock sag: needs clock samples both during and after the warm-up");
    const double reference = median(firstMinute);
    const double sustained = median(after);
    const double limit = criteria.minClockFraction * reference;
    VerdictReason reason{"clock_sag",
                         sustained >= limit ? CheckStatus::Pass : CheckStatus::Fail,
                         VerdictKind::Quarantine,
                         sustained,
                         limit,
                         {}};
    reason.message = format("clock after warm-up %.0f MHz, limit %.0f MHz", sustained, limit);
    return reason;
}

VerdictReason temperature(const BurnInCriteria &criteria, const std::vector<TelemetrySample> &telemetry,
                          std::optional<double> deviceLimitC)
{
    std::optional<double> hottest;
    for (const TelemetrySample &s : telemetry)
        if (s.temperatureC)
            hottest = std::max(hottest.value_or(*s.temperatureC), *s.temperatureC);
    if (!hottest)
        return unchecked("temperature", VerdictKind::Quarantine, "temperature: not reported by the telemetry");
    double limit = criteria.maxTemperatureC;
    if (deviceLimitC && *deviceLimitC > 0.0)
        limit = std::min(limit, *deviceLimitC);
    VerdictReason reason{"temperature",
                         *hottest <= limit ? CheckStatus::Pass : CheckStatus::Fail,
                         VerdictKind::Quarantine,
                         *hottest,
                         limit,
                         {}};
    reason.message = format("hottest %.0f °C, limit %.0f °C", *hottest, limit);
    return reason;
}

// Links train down at idle to save power, so the link is judged on what telemetry saw under load.
VerdictReason pcieLink(const BurnInCriteria &criteria, const std::vector<TelemetrySample> &telemetry,
                       const PcieLink &link)
{
    if (!criteria.requirePcieMax)
        return unchecked("pcie_link", VerdictKind::Quarantine, "PCIe link: not required by the criteria");
    if (link.maxGen <= 0 || link.maxWidth <= 0)
        return unchecked("pcie_link", VerdictKind::Quarantine, "PCIe link: maximum generation/width unknown");
    int gen = 0;
    int width = 0;
    for (const TelemetrySample &s : telemetry) {
        if (s.tSeconds < criteria.warmupSeconds && telemetry.back().tSeconds >= criteria.warmupSeconds)
            continue;
        gen = std::max(gen, s.pcieGen.value_or(0));
        width = std::max(width, s.pcieWidth.value_or(0));
    }
    if (gen == 0 || width == 0) {
        gen = link.currentGen;
        width = link.currentWidth;
    }
    if (gen == 0 || width == 0)
        return unchecked("pcie_link", VerdictKind::Quarantine, "PCIe link: current generation/width unknown");
    const bool ok = gen >= link.maxGen && width >= link.maxWidth;
    VerdictReason reason{"pcie_link",         ok ? CheckStatus::Pass : CheckStatus::Fail, VerdictKind::Quarantine,
                         gen * 100.0 + width, link.maxGen * 100.0 + link.maxWidth,        {}};
    char buffer[160];
    std::snprintf(buffer, sizeof buffer, "PCIe Gen%d x%d under load, maximum Gen%d x%d", gen, width, link.maxGen,
                  link.maxWidth);
    reason.message = buffer;
    return reason;
}

template <typename Getter>
VerdictReason sustainedRate(const char *code, const char *what, const char *unit, double fraction,
                            std::optional<double> spec, const BurnInCriteria &criteria,
                            const std::vector<BurnInCheck> &checks, Getter get)
{
    if (!spec || *spec <= 0.0)
        return unchecked(code, VerdictKind::Quarantine, std::string(what) + ": no catalog spec for this device");
    std::vector<double> values;
    for (const BurnInCheck &c : checks)
        if (c.tSeconds >= criteria.warmupSeconds)
            values.push_back(get(c));
    if (values.empty())
        for (const BurnInCheck &c : checks)
            values.push_back(get(c));
    if (values.empty())
        return unchecked(code, VerdictKind::Quarantine, std::string(what) + ": no measurement");
    const double sustained = median(values);
    const double limit = fraction * *spec;
    VerdictReason reason{
        code, sustained >= limit ? CheckStatus::Pass : CheckStatus::Fail, VerdictKind::Quarantine, sustained, limit,
        {}};
    reason.message = std::string(what) + format(" %.1f, limit %.1f ", sustained, limit) + unit;
    return reason;
}

} // namespace

BurnInCriteria defaultCriteria(SkuClass skuClass)
{
    BurnInCriteria criteria;
    switch (skuClass) {
    case SkuClass::Datacenter:
        criteria.maxTemperatureC = 85.0;
        criteria.minClockFraction = 0.90;
        break;
    case SkuClass::Workstation:
        criteria.maxTemperatureC = 85.0;
        criteria.minClockFraction = 0.88;
        break;
    case SkuClass::Consumer:
        // Consumer boost clocks follow temperature closely; 83 °C is GPU Boost's default target.
        criteria.maxTemperatureC = 83.0;
        criteria.minClockFraction = 0.85;
        break;
    }
    return criteria;
}

BurnInCriteria criteriaFor(SkuClass skuClass, const CriteriaOverrides &overrides)
{
    BurnInCriteria c = defaultCriteria(skuClass);
    c.specBandwidthGBs = overrides.specBandwidthGBs;
    c.specFp32Gflops = overrides.specFp32Gflops;
    c.maxTemperatureC = overrides.maxTemperatureC.value_or(c.maxTemperatureC);
    c.minClockFraction = overrides.minClockFraction.value_or(c.minClockFraction);
    c.minBandwidthFraction = overrides.minBandwidthFraction.value_or(c.minBandwidthFraction);
    c.minFp32Fraction = overrides.minFp32Fraction.value_or(c.minFp32Fraction);
    c.warmupSeconds = overrides.warmupSeconds.value_or(c.warmupSeconds);
    c.requirePcieMax = overrides.requirePcieMax;
    return c;
}

BurnInVerdict judgeBurnIn(const BurnInCriteria &criteria, const std::vector<TelemetrySample> &telemetry,
                          const std::vector<BurnInCheck> &checks, const PcieLink &link,
                          std::optional<double> deviceTemperatureLimitC)
{
    BurnInVerdict out;
    if (!telemetry.empty())
        out.durationSeconds = telemetry.back().tSeconds;
    if (!checks.empty())
        out.durationSeconds = std::max(out.durationSeconds, checks.back().tSeconds);

    long long miscompares = 0;
    for (const BurnInCheck &c : checks)
        miscompares += c.miscompares;
    if (checks.empty() && !criteria.requireVerifiedLoad) {
        out.reasons.push_back(unchecked("miscompare", VerdictKind::Reject, "results: not verified by this source"));
    } else if (checks.empty()) {
        // Nothing verified is not a pass: the card goes to quarantine until a burn-in completes.
        out.reasons.push_back(
            {"miscompare", CheckStatus::Fail, VerdictKind::Quarantine, 0.0, 0.0, "no verified slice of load ran"});
    } else {
        VerdictReason r{"miscompare",
                        miscompares > 0 ? CheckStatus::Fail : CheckStatus::Pass,
                        VerdictKind::Reject,
                        static_cast<double>(miscompares),
                        0.0,
                        {}};
        r.message = format("%.0f result miscompares (allowed %.0f)", static_cast<double>(miscompares), 0.0);
        out.reasons.push_back(std::move(r));
    }
    out.reasons.push_back(
        counterGrowth("xid", "Xid errors", telemetry, [](const TelemetrySample &s) { return s.xidCount; }));
    out.reasons.push_back(counterGrowth("ecc_uncorrectable", "uncorrectable ECC errors", telemetry,
                                        [](const TelemetrySample &s) { return s.eccUncorrected; }));
    out.reasons.push_back(counterGrowth("retired_pages", "retired or remapped pages", telemetry,
                                        [](const TelemetrySample &s) { return s.retiredPages; }));
    out.reasons.push_back(clockSag(criteria, telemetry));
    out.reasons.push_back(temperature(criteria, telemetry, deviceTemperatureLimitC));
    out.reasons.push_back(pcieLink(criteria, telemetry, link));
    out.reasons.push_back(sustainedRate("bandwidth", "sustained bandwidth", "GB/s", criteria.minBandwidthFraction,
                                        criteria.specBandwidthGBs, criteria, checks,
                                        [](const BurnInCheck &c) { return c.bandwidthGBs; }));
    out.reasons.push_back(sustainedRate("fp32", "sustained FP32", "GFLOP/s", criteria.minFp32Fraction,
                                        criteria.specFp32Gflops, criteria, checks,
                                        [](const BurnInCheck &c) { return c.fp32Gflops; }));

    for (const VerdictReason &r : out.reasons)
        if (r.status == CheckStatus::Fail && static_cast<int>(r.severity) > static_cast<int>(out.verdict))
            out.verdict = r.severity;
    return out;
}

const char *verdictKey(VerdictKind kind)
{
    switch (kind) {
    case VerdictKind::Pass:
        return "pass";
    case VerdictKind::Quarantine:
        return "quarantine";
    case VerdictKind::Reject:
        return "reject";
    }
    return "pass";
}

const char *checkStatusKey(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass:
        return "pass";
    case CheckStatus::Fail:
        return "fail";
    case CheckStatus::Unchecked:
        return "unchecked";
    }
    return "unchecked";
}

namespace {
// The value of `values` whose key (keyOf) is `key`.
template <typename Enum>
bool fromKey(std::string_view key, std::initializer_list<Enum> values, const char *(*keyOf)(Enum), Enum &out)
{
    for (Enum v : values)
        if (key == keyOf(v)) {
            out = v;
            return true;
        }
    return false;
}
} // namespace

bool verdictFromKey(std::string_view key, VerdictKind &out)
{
    return fromKey(key, {VerdictKind::Pass, VerdictKind::Quarantine, VerdictKind::Reject}, verdictKey, out);
}

bool checkStatusFromKey(std::string_view key, CheckStatus &out)
{
    return fromKey(key, {CheckStatus::Pass, CheckStatus::Fail, CheckStatus::Unchecked}, checkStatusKey, out);
}

const char *skuClassKey(SkuClass skuClass)
{
    switch (skuClass) {
    case SkuClass::Datacenter:
        return "datacenter";
    case SkuClass::Workstation:
        return "workstation";
    case SkuClass::Consumer:
        return "consumer";
    }
    return "datacenter";
}

bool skuClassFromKey(std::string_view key, SkuClass &out)
{
    return fromKey(key, {SkuClass::Datacenter, SkuClass::Workstation, SkuClass::Consumer}, skuClassKey, out);
}

} // namespace GpuPlan::Probe
