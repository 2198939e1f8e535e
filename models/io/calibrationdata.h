#pragma once

#include "core/calibration.h"
#include "core/catalog.h"

namespace GpuPlan {

/// The benchmark results shipped in data/calibration, tied to @p catalog's SKUs and models.
std::vector<Measurement> shippedMeasurements(const Catalog &catalog);

/// The calibration fitted on the shipped measurements (what the GUI and CLI estimate with), with the
/// user's pinned parameters held fixed.
Calibration shippedCalibration(const Catalog &catalog, const ParamPins &pins = {});

} // namespace GpuPlan
