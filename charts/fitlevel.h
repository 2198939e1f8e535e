#pragma once

#include "core/vramfit.h"

#include <cstdint>

namespace GpuPlan {

/// The colour of one heatmap cell: how far a model is from fitting a replica of a SKU.
enum class FitLevel {
    Fits,      ///< the workload fits as asked (its batch, its prompt + output length)
    Reduced,   ///< fits only at a smaller batch, or at batch 1 with a shorter (but useful) context
    DoesNotFit ///< not even batch 1 with MinUsefulContextTokens fits
};

/// The classification of one SKU x model cell, with the figures its tool tip shows.
struct FitCell
{
    FitLevel level = FitLevel::DoesNotFit;
    VramFit fit;                         ///< the workload as asked
    std::int64_t maxContextAtBatch1 = 0; ///< longest prompt + output that fits at batch 1
};

/// Below this many tokens (prompt + output) a model is not usefully served: a fit that short is red.
inline constexpr std::int64_t MinUsefulContextTokens = 1024;

/// Classifies @p model on a replica of workload.gpus GPUs of @p sku (one or two fitVram calls).
FitCell classifyFit(const GpuSku &sku, const ModelArch &model, const Workload &workload);

} // namespace GpuPlan
