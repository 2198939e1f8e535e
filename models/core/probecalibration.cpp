#include "probecalibration.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace GpuPlan {

std::optional<double> datasheetEquivalent(double measuredGiga, double typicalShare)
{
    if (!(measuredGiga > 0.0) || !std::isfinite(measuredGiga) || !(typicalShare > 0.0))
        return std::nullopt;
    return std::round(measuredGiga * 1e9 / typicalShare);
}

std::vector<MeasuredCeiling> ceilingsFromBenchmarks(const std::vector<BenchmarkFigure> &figures)
{
    std::vector<MeasuredCeiling> out;
    auto offer = [&out](const BenchmarkFigure &f, const char *field, double share) {
        if (!(f.value > 0) || !std::isfinite(f.value))
            return;
        const auto it
            = std::find_if(out.begin(), out.end(), [field](const MeasuredCeiling &c) { return c.field == field; });
        if (it != out.end() && it->measuredGiga >= f.value)
            return;
        MeasuredCeiling c;
        c.field = field;
        c.measuredGiga = f.value;
        c.share = share;
        c.value = datasheetEquivalent(f.value, share).value_or(0.0);
        c.tool = f.tool;
        c.gpuName = f.gpuName;
        c.line = f.line;
        if (it != out.end())
            *it = c;
        else
            out.push_back(c);
    };
    for (const BenchmarkFigure &f : figures) {
        if (!out.empty() && f.gpuName != out.front().gpuName)
            continue;
        if (f.tool == "mixbench" && f.precision == "fp32" && f.metric == "gflops")
            offer(f, "peak_flops.fp32", kTypicalFmaShareOfPeak);
        else if (f.tool == "babelstream" && f.test == "Triad" && f.metric == "bandwidth")
            offer(f, "memory_bandwidth_bytes_per_s", kTypicalTriadShareOfDatasheet);
    }
    return out;
}

FieldOverride ceilingOverride(const MeasuredCeiling &c, const std::string &skuId, const std::string &file,
                              const std::string &date)
{
    const bool flops = c.field.rfind("peak_flops.", 0) == 0;
    char figure[64];
    std::snprintf(figure, sizeof figure, "%.2f %s divided by %.3g", c.measuredGiga, flops ? "GFLOP/s" : "GB/s",
                  c.share);
    const std::string what = flops ? "single-precision FMA plateau" : "best Triad";
    const std::string share = flops ? "the share of the peak a healthy card's FMA loop reaches"
                                    : "the share of the datasheet a healthy card's triad reaches";
    FieldOverride o;
    o.skuId = skuId;
    o.field = c.field;
    o.value = c.value;
    o.provenance
        = Provenance{ProvenanceKind::UserOverride, benchmarkProvenanceSource(c.tool), date,
                     "Measured by " + c.tool + " on " + (c.gpuName.empty() ? "an unnamed GPU" : c.gpuName) + " (" + file
                         + ", line " + std::to_string(c.line) + "): " + what + " " + figure + ", " + share};
    return o;
}

std::string benchmarkProvenanceSource(const std::string &tool) { return "imported " + tool; }

bool isMeasuredCeiling(const Provenance &p)
{
    return p.kind == ProvenanceKind::UserOverride
        && (p.source == kProbeProvenanceSource || p.source == benchmarkProvenanceSource("mixbench")
            || p.source == benchmarkProvenanceSource("babelstream"));
}

} // namespace GpuPlan
