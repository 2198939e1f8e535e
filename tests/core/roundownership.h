#pragma once

// The ownership inputs of the hand-computed cost cases (tst_economics, tst_fleetsizing): every field set,
// so a change of the shipped defaults does not move them. Round figures: capex 43830 = 5 * 8766, so with
// r = 0 and no residual the GPU costs 8766 USD a year, exactly 1 USD an hour.
#include "core/economics.h"

inline GpuPlan::OwnershipInputs roundOwnership()
{
    GpuPlan::OwnershipInputs in;
    in.gpuPriceUsd = 43830.0;
    in.serviceLifeYears = 5.0;
    in.residualFraction = 0.0;
    in.discountRate = 0.0;
    in.serverUpliftFraction = 0.0;
    in.gpuPowerWatts = 1000.0;
    in.hostPowerWattsPerGpu = 100.0;
    in.loadFactor = 0.8;
    in.gpuIdlePowerFraction = 0.1;
    in.pue = 1.5;
    in.electricityUsdPerKwh = 0.2;
    in.opexFractionPerYear = 0.0;
    return in;
}
