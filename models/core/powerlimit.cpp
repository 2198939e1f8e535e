#include "powerlimit.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string_view>

namespace GpuPlan {

namespace {

// The GeForce flagship of each GDDR family: the card whose power budget per tensor FLOP is the largest.
constexpr std::array kReferences{
    PowerReference{"Ampere", "GeForce RTX 3090", 350, 142e12,
                   "NVIDIA Ampere GA102 GPU Architecture whitepaper, table 9 (FP16 tensor, FP16 accumulate, "
                   "dense 142 TFLOPS; 350 W)"},
    PowerReference{"Ada Lovelace", "GeForce RTX 4090", 450, 330.3e12,
                   "NVIDIA Ada GPU Architecture whitepaper, table 2 (FP16 tensor, FP16 accumulate, dense "
                   "330.3 TFLOPS; 450 W)"},
    PowerReference{"Blackwell", "GeForce RTX 5090", 575, 419e12,
                   "NVIDIA RTX Blackwell GPU Architecture whitepaper, table 2 (FP16 tensor, FP16 accumulate, "
                   "dense 419 TFLOPS; 575 W)"},
    PowerReference{"RDNA3", "Radeon RX 7900 XTX", 355, 122.8e12,
                   "AMD Radeon RX 7900 XTX specifications (FP16 122.8 TFLOPS; 355 W total board power)"},
};

// The physical tensor rate: GeForce cards publish an artificially halved FP32-accumulate rate, so the
// widest of the FP16 rates is what the silicon does per clock.
double tensorRate(const GpuSku &sku)
{
    double r = 0;
    for (Precision p : {Precision::FP16Acc16, Precision::FP16, Precision::BF16})
        r = std::max(r, sku.peak(p).value_or(0));
    return r;
}

} // namespace

const PowerReference *powerReference(const GpuSku &sku)
{
    if (sku.memoryType.rfind("HBM", 0) == 0)
        return nullptr;
    for (const PowerReference &r : kReferences) {
        if (sku.family == r.family)
            return &r;
    }
    return nullptr;
}

double sustainedComputeFraction(const GpuSku &sku)
{
    const PowerReference *ref = powerReference(sku);
    const double rate = tensorRate(sku);
    if (!ref || !sku.tdpWatts || *sku.tdpWatts <= 0 || rate <= 0)
        return 1.0;
    const double ratio = (*sku.tdpWatts / rate) / (ref->watts / ref->tensorFlops);
    return std::clamp(std::cbrt(ratio), 0.3, 1.0);
}

} // namespace GpuPlan
