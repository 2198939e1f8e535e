#include "computerate.h"

#include "probecalibration.h"

#include <span>
#include <string>

namespace GpuPlan {

namespace {

// The rates a precision may borrow, nearest first: a narrower format that a GPU cannot compute runs
// in the next wider one it has.
constexpr Precision kFp4[]
    = {Precision::FP4, Precision::FP6, Precision::FP8, Precision::FP16, Precision::BF16, Precision::FP32};
constexpr Precision kFp6[] = {Precision::FP6, Precision::FP8, Precision::FP16, Precision::BF16, Precision::FP32};
constexpr Precision kFp8[] = {Precision::FP8, Precision::FP16, Precision::BF16, Precision::FP32};
constexpr Precision kInt8[]
    = {Precision::INT8, Precision::FP16Acc16, Precision::FP16, Precision::BF16, Precision::FP32};
constexpr Precision kFp16Acc16[] = {Precision::FP16Acc16, Precision::FP16, Precision::BF16, Precision::FP32};
constexpr Precision kFp16[] = {Precision::FP16, Precision::BF16, Precision::FP32};
constexpr Precision kBf16[] = {Precision::BF16, Precision::FP16, Precision::FP32};
constexpr Precision kFp32[] = {Precision::FP32};
constexpr Precision kFp64[] = {Precision::FP64};

std::span<const Precision> fallbacks(Precision p)
{
    switch (p) {
    case Precision::FP4:
        return kFp4;
    case Precision::FP6:
        return kFp6;
    case Precision::FP8:
        return kFp8;
    case Precision::INT8:
        return kInt8;
    case Precision::FP16Acc16:
        return kFp16Acc16;
    case Precision::FP16:
        return kFp16;
    case Precision::BF16:
        return kBf16;
    case Precision::FP32:
        return kFp32;
    case Precision::FP64:
        return kFp64;
    }
    return kFp32;
}

} // namespace

Precision computePrecision(WeightFormat format, Engine engine)
{
    const WeightFormatInfo &info = weightFormatInfo(format);
    if (engine == Engine::LlamaCpp) {
        switch (format) {
        case WeightFormat::FP32:
            return Precision::FP32;
        case WeightFormat::FP16:
        case WeightFormat::BF16:
            // ggml's cuBLAS path multiplies F16 with CUBLAS_COMPUTE_16F.
            return Precision::FP16Acc16;
        default:
            // Every quantised type (the GGUF K-quants, Q8_0, Q4_0, MXFP4) goes through MMQ: the
            // activations are quantised to 8 bits and multiplied with INT8 dot products.
            return Precision::INT8;
        }
    }
    return info.compute;
}

ComputeRate computeRate(const GpuSku &sku, WeightFormat format, Engine engine)
{
    ComputeRate r;
    r.wanted = computePrecision(resolveWeightFormat(format, sku), engine);
    r.used = r.wanted;
    for (Precision p : fallbacks(r.wanted)) {
        if (const auto peak = sku.peak(p); peak && *peak > 0) {
            r.used = p;
            r.peakFlops = *peak;
            break;
        }
    }
    if (r.peakFlops > 0) {
        const Provenance &p = sku.provenanceOf("peak_flops." + std::string(precisionKey(r.used)));
        r.measured = isMeasuredCeiling(p);
    }
    // FP16 with FP16 accumulate falls back to the FP32-accumulate rate silently where the two are the
    // same (pro and datacenter cards); only a GeForce card, whose rates differ, is a real fallback.
    r.fallback = r.peakFlops > 0 && r.used != r.wanted
        && !(r.wanted == Precision::FP16Acc16 && sku.segment != Segment::Consumer && r.used == Precision::FP16);
    return r;
}

} // namespace GpuPlan
