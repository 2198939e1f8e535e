#pragma once

#include <optional>

namespace GpuPlan {

/**
 * What a STREAM triad measurement says about a card's memory bandwidth, in the terms the sizing engine
 * is calibrated in: datasheet-equivalent bytes/s. The decode efficiencies are fitted against datasheet
 * bandwidth, and even a healthy card's triad reaches only part of its datasheet figure, so the measured
 * triad is divided by that typical share: a healthy card keeps its datasheet figure, a card whose
 * memory is slower than it should be (clocks locked low, a degraded stack) gets proportionally less.
 *
 * The typical share, 0.90: BabelStream 3.4 triad on an A100-SXM4-40GB, 1,398.7 GB/s of 1,555 GB/s
 * (0.899; tests/import/samples/babelstream/v3.4-cuda-a100-mig-3sizes.txt), and a device-to-device copy
 * on an H200, 4.3 of 4.8 TB/s (0.90; ../shared/TOOLCHAIN.md).
 */
inline constexpr double kTypicalTriadShareOfDatasheet = 0.90;

/// Datasheet-equivalent memory bandwidth (bytes/s) from a triad median in GB/s; nullopt if not positive.
std::optional<double> bandwidthFromTriad(double triadMedianGBs);

} // namespace GpuPlan
