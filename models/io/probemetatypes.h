#pragma once

#include "protocol/messages.h"

#include <QMetaType>

#include <vector>

// The protocol's plain C++ values travel through queued signals (ProbeProcess, ProbeListJob).
Q_DECLARE_METATYPE(GpuPlan::Probe::Hello)
Q_DECLARE_METATYPE(GpuPlan::Probe::TestResult)
Q_DECLARE_METATYPE(GpuPlan::Probe::TelemetrySample)
Q_DECLARE_METATYPE(GpuPlan::Probe::BurnInCheck)
Q_DECLARE_METATYPE(GpuPlan::Probe::BurnInVerdict)
Q_DECLARE_METATYPE(GpuPlan::Probe::ExitCode)
Q_DECLARE_METATYPE(GpuPlan::Probe::ListReport)
Q_DECLARE_METATYPE(std::vector<GpuPlan::Probe::TestResult>)

namespace GpuPlan {

/// Registers the probe value types for queued connections; called by ProbeProcess and ProbeListJob,
/// safe to call more than once.
void registerProbeMetaTypes();

} // namespace GpuPlan
