#include "probecalibration.h"

#include <cmath>

namespace GpuPlan {

std::optional<double> bandwidthFromTriad(double triadMedianGBs)
{
    if (!(triadMedianGBs > 0.0) || !std::isfinite(triadMedianGBs))
        return std::nullopt;
    return std::round(triadMedianGBs * 1e9 / kTypicalTriadShareOfDatasheet);
}

} // namespace GpuPlan
