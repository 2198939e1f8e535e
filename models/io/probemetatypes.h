#pragma once

#include "protocol/messages.h"

#include <QMetaType>

#include <vector>

// The protocol's plain C++ values travel through queued signals (ProbeProcess, ProbeListJob).
Q_DECLARE_METATYPE(gpuplan::probe::Hello)
Q_DECLARE_METATYPE(gpuplan::probe::TestResult)
Q_DECLARE_METATYPE(gpuplan::probe::TelemetrySample)
Q_DECLARE_METATYPE(gpuplan::probe::BurnInCheck)
Q_DECLARE_METATYPE(gpuplan::probe::BurnInVerdict)
Q_DECLARE_METATYPE(gpuplan::probe::ExitCode)
Q_DECLARE_METATYPE(gpuplan::probe::ListReport)
Q_DECLARE_METATYPE(std::vector<gpuplan::probe::TestResult>)

namespace GpuPlan {

/// Registers the probe value types for queued connections; called by ProbeProcess and ProbeListJob,
/// safe to call more than once.
void registerProbeMetaTypes();

} // namespace GpuPlan
