#pragma once

#include "hipcommon.h"

#include "protocol/burnin.h"

#include <hip/hip_runtime_api.h>

#include <cstddef>
#include <string>
#include <vector>

// Burn-in load for one device: STREAM triad and FP32 FMA chains alternating for a slice of time,
// results verified at the end of each slice. Buffers are kept between slices.
namespace GpuPlan::Probe::Hip {

class HipBurnIn
{
public:
    // The caller has made the device current.
    bool slice(const hipDeviceProp_t &props, double seconds, BurnInCheck &check, std::string &error);

private:
    bool prepare(const hipDeviceProp_t &props, std::string &error);

    bool m_ready = false;
    std::size_t m_elements = 0;
    unsigned m_fmaBlocks = 0;
    int m_fmaIterations = 0;
    std::vector<float> m_fmaExpected;
    DeviceBuffer m_a, m_b, m_c, m_fmaOut;
    Stream m_stream;
};

} // namespace GpuPlan::Probe::Hip
