# Detects the GPU toolchains. The probe backends (a later issue) build when their toolchain is found;
# the summary at the end of configure says what this build can and cannot do.
include(FeatureSummary)
include(CheckLanguage)

# CUDA: nvcc from the CUDA toolkit (the Debian image has it at /usr/local/cuda).
if(NOT CMAKE_CUDA_COMPILER AND EXISTS /usr/local/cuda/bin/nvcc)
  set(CMAKE_CUDA_COMPILER /usr/local/cuda/bin/nvcc CACHE FILEPATH "")
endif()
check_language(CUDA)
set(GPUPLAN_CUDA_FOUND OFF)
if(CMAKE_CUDA_COMPILER)
  set(GPUPLAN_CUDA_FOUND ON)
endif()
option(GPUPLAN_WITH_CUDA "Build the CUDA probe backend" ${GPUPLAN_CUDA_FOUND})

# HIP: Debian's hipcc (a custom command later; enable_language(HIP) needs a workaround on CMake 3.25).
find_program(GPUPLAN_HIPCC hipcc)
find_path(GPUPLAN_HIP_INCLUDE hip/hip_runtime_api.h PATHS /usr/include)
set(GPUPLAN_HIP_FOUND OFF)
if(GPUPLAN_HIPCC AND GPUPLAN_HIP_INCLUDE)
  set(GPUPLAN_HIP_FOUND ON)
endif()
option(GPUPLAN_WITH_HIP "Build the HIP probe backend" ${GPUPLAN_HIP_FOUND})

# Level Zero: loader headers via pkg-config, SPIR-V kernels via clang-15 + llvm-spirv-15.
find_package(PkgConfig QUIET)
set(GPUPLAN_LEVELZERO_FOUND OFF)
if(PkgConfig_FOUND)
  pkg_check_modules(ZE QUIET IMPORTED_TARGET level-zero)
endif()
find_program(GPUPLAN_CLANG_SPIR clang-15)
find_program(GPUPLAN_LLVM_SPIRV llvm-spirv-15)
if(ZE_FOUND AND GPUPLAN_CLANG_SPIR AND GPUPLAN_LLVM_SPIRV)
  set(GPUPLAN_LEVELZERO_FOUND ON)
endif()
option(GPUPLAN_WITH_LEVELZERO "Build the Level Zero probe backend" ${GPUPLAN_LEVELZERO_FOUND})

add_feature_info(CUDA GPUPLAN_WITH_CUDA "CUDA probe backend (nvcc: ${CMAKE_CUDA_COMPILER})")
add_feature_info(HIP GPUPLAN_WITH_HIP "HIP probe backend (hipcc: ${GPUPLAN_HIPCC})")
add_feature_info(LevelZero GPUPLAN_WITH_LEVELZERO
                 "Level Zero probe backend (level-zero ${ZE_VERSION}, ${GPUPLAN_CLANG_SPIR})")

function(gpuplan_print_feature_summary)
  feature_summary(WHAT ENABLED_FEATURES DISABLED_FEATURES
                  DESCRIPTION "GpuPlan features:" QUIET_ON_EMPTY)
endfunction()
