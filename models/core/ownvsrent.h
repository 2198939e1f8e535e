#pragma once

#include "economics.h"

#include <optional>
#include <vector>

namespace GpuPlan {

/**
 * Owning versus renting the same useful GPU-hours over the service life, month by month.
 *
 * Cash-flow model (months 0..N, N = service life * 12 rounded):
 * - owning pays the capex (GPU price * (1 + uplift)) at month 0, then at the end of each month 1..N one
 *   twelfth of the yearly power at the utilisation (as ownedUsdPerUsefulGpuHour) and of the yearly opex;
 *   the residual value (residual fraction * GPU price) comes back at month N;
 * - renting pays at the end of each month 1..N the useful hours (8766 / 12 * utilisation) times the
 *   effective rate of rentedUsdPerUsefulGpuHour (spot overhead included); a reservation pays all
 *   8766 / 12 hours whatever the utilisation.
 * Present values discount month m by (1 + r)^(m / 12).
 */
struct OwnVsRent
{
    std::vector<double> cumulativeOwnUsd;  ///< undiscounted cumulative cash at months 0..N, for the chart
    std::vector<double> cumulativeRentUsd; ///< same months
    double npvOwnUsd = 0.0;                ///< PV of owning costs over the life, less the PV of the residual value
    double npvRentUsd = 0.0;               ///< PV of renting the same useful GPU-hours
    std::optional<int> breakEvenMonth;     ///< first month where cumulative own <= cumulative rent
};

/// The comparison for @p gpus GPUs busy a fraction @p utilisation (clamped to [0, 1]) of the time.
OwnVsRent compareOwnVsRent(const OwnershipInputs &own, const RentalInputs &rent, int gpus, double utilisation);

} // namespace GpuPlan
