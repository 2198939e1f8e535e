#pragma once

#include <cstddef>

// SPIR-V modules compiled from kernels/*.cl at build time (see CMakeLists.txt and embed_spirv.cmake).
namespace GpuPlan::Probe::LevelZero {

extern const unsigned char kBaseSpirv[]; // copy_f32, triad_f32, fma_f32, empty_kernel
extern const std::size_t kBaseSpirvSize;
extern const unsigned char kFp64Spirv[]; // triad_f64
extern const std::size_t kFp64SpirvSize;
extern const unsigned char kFp16Spirv[]; // fma_f16
extern const std::size_t kFp16SpirvSize;

} // namespace GpuPlan::Probe::LevelZero
