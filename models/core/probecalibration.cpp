#include "probecalibration.h"

#include <cmath>

namespace GpuPlan {

std::optional<double> bandwidthFromTriad(double triadMedianGBs)
{
    if (!(triadMedianGBs > 0.0) || !std::isfinite(triadMedianGBs))
        return std::nullopt;
    return std::round(triadMedianGBs * 1e9 / kTypicalTriadShareOfDatasheet);
}

std::optional<double> peakFromMeasuredRate(double medianGFlops, double typicalShare)
{
    if (!(medianGFlops > 0.0) || !std::isfinite(medianGFlops) || !(typicalShare > 0.0))
        return std::nullopt;
    return std::round(medianGFlops * 1e9 / typicalShare);
}

} // namespace GpuPlan
