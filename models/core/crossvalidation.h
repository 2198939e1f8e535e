#pragma once

#include "catalog.h"
#include "measurement.h"

#include <functional>
#include <string>
#include <vector>

namespace GpuPlan {

/// One measurement estimated with parameters fitted without its fold.
struct HeldOutEstimate
{
    const Measurement *row = nullptr;
    std::string fold; ///< the fold's key: a SKU id, or an architecture family
    double estimate = 0;
    double relativeError = 0; ///< |estimate - measured| / measured
    bool extrapolated = false;
};

/**
 * Cross-validation of the calibration: the rows are split into folds by @p foldOf (a SKU id for
 * leave-one-GPU-out, its family for leave-one-family-out); each fold's rows are estimated with the
 * calibration fitted on the others, the MLPerf data sets' unknown mean prompt lengths fitted on the same
 * training rows (fitWithDatasetLengths), so a held-out GPU's own results never inform its estimate.
 */
std::vector<HeldOutEstimate> crossValidate(const std::vector<Measurement> &rows, const Catalog &catalog,
                                           const std::function<std::string(const GpuSku &)> &foldOf);
std::vector<HeldOutEstimate> leaveOneGpuOut(const std::vector<Measurement> &rows, const Catalog &catalog);
std::vector<HeldOutEstimate> leaveOneFamilyOut(const std::vector<Measurement> &rows, const Catalog &catalog);

/// Median of @p values (NaN when empty).
double medianOf(std::vector<double> values);

} // namespace GpuPlan
