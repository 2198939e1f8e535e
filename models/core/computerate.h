#pragma once

#include "engine.h"
#include "gpusku.h"
#include "weightformat.h"

namespace GpuPlan {

/**
 * The math an engine really runs a weight format in, and the dense rate the SKU has for it. The
 * format the weights are stored in is not the format the tensor cores compute in:
 * - llama.cpp multiplies quantised GGUF weights with INT8 dot products (MMQ), and its FP16 GEMMs
 *   (cuBLAS) accumulate in FP16, the rate GeForce cards run at twice their FP32-accumulate rate;
 * - weight-only formats (W8A16, W4A16, AWQ/GPTQ) dequantise to 16 bits and run at the FP16 rate;
 * - W8A8 runs on INT8, FP8 and W4A8 on FP8, NVFP4/MXFP4 on FP4 and FP6 on FP6 tensor cores.
 * A GPU without a rate for that math runs it at the next rate it has (FP4 on Hopper at its FP8 rate),
 * and the result says so (fallback).
 */
struct ComputeRate
{
    Precision wanted = Precision::FP16; ///< what the engine computes the format in
    Precision used = Precision::FP16;   ///< whose rate applies on this SKU
    double peakFlops = 0;               ///< the SKU's dense rate of `used` (0: none published)
    bool fallback = false;              ///< used != wanted: the GPU lacks that math
    /// The rate is this card's own measurement (gpuplan-probe through "Use in estimates"), not the
    /// datasheet's: it already is what the card sustains.
    bool measured = false;
};

/// The precision @p engine computes @p format in (before looking at what the SKU has).
Precision computePrecision(WeightFormat format, Engine engine);
/// The rate of computePrecision on @p sku, falling back along FP4 -> FP6 -> FP8 -> FP16 -> BF16 -> FP32
/// (INT8 -> FP16 with FP16 accumulate -> FP16; FP16 with FP16 accumulate -> FP16 with FP32 accumulate).
ComputeRate computeRate(const GpuSku &sku, WeightFormat format, Engine engine);

} // namespace GpuPlan
