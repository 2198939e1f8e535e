#pragma once

#include "core/kernelsupport.h"

namespace GpuPlan {

/// The shipped kernel support matrix (data/reference/kernel_support.csv, a Qt resource), read once.
/// Empty, with the reasons in @p diagnostics of the first call, when the resource cannot be read.
const KernelSupportMatrix &shippedKernelSupport(std::vector<Diagnostic> *diagnostics = nullptr);

} // namespace GpuPlan
