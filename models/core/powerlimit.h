#pragma once

#include "gpusku.h"

namespace GpuPlan {

/**
 * The share of its datasheet tensor rate a card sustains within its power limit under a long matrix
 * load. Datasheets quote tensor peaks at the boost clock; a card whose board power is small for its
 * silicon cannot hold that clock. Within one silicon family, the card with the most watts per tensor
 * FLOP (the GeForce flagship) is taken to hold its boost clock; a card with less power per FLOP runs at
 * clock f = f_boost x (its watts per FLOP / the reference's)^(1/3), since dynamic power grows with
 * f x V^2 and the voltage with the clock (P ~ f^3 near the top of the voltage-frequency curve).
 * Applies to GDDR cards (GeForce, workstation and the datacenter cards built on the same dies: L40S,
 * L4, A10, ...); HBM datacenter parts are rated at the clock they sustain in their power envelope, and
 * a family without a reference card is not derated. 1 when nothing is known.
 */
double sustainedComputeFraction(const GpuSku &sku);

/// The family's reference card, or nullptr: its name, board power and dense FP16 tensor rate with
/// FP16 accumulation (FLOP/s), from its datasheet or whitepaper.
struct PowerReference
{
    const char *family;
    const char *card;
    double watts;
    double tensorFlops;
    const char *source;
};
const PowerReference *powerReference(const GpuSku &sku);

} // namespace GpuPlan
