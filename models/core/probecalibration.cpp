#include "probecalibration.h"

#include <cmath>

namespace GpuPlan {

std::optional<double> datasheetEquivalent(double measuredGiga, double typicalShare)
{
    if (!(measuredGiga > 0.0) || !std::isfinite(measuredGiga) || !(typicalShare > 0.0))
        return std::nullopt;
    return std::round(measuredGiga * 1e9 / typicalShare);
}

} // namespace GpuPlan
