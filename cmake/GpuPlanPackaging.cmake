# The Debian package: `cpack -G DEB` in a build folder writes gpuplan_<version>_<arch>.deb (README, "Install").
# It holds what `cmake --install` puts under /usr: gpuplan and gpuplan-cli in bin/, the probe runner and every GPU
# backend that was built in libexec/gpuplan/, the data in share/gpuplan/, the desktop entry, AppStream metainfo,
# MIME type, icons and the gpuplan-cli man page.
#
# Depends and Recommends come from dpkg-shlibdeps run on the built binaries (cmake/GpuPlanCPackConfig.cmake.in):
# the app, the CLI, the runner and the CUDA backend (which loads the CUDA driver itself, at run time) give the
# exact Qt 6 and other libraries as Depends; the HIP and Level Zero backends give their vendor runtimes as
# Recommends only, so the package installs and starts on a machine without any GPU runtime, and the backends say
# "unavailable" with the reason until one is installed. Qt's SQLite driver and platform plugins are loaded as
# plugins, not linked, so they are named by hand.
set(GPUPLAN_PACKAGE_MAINTAINER "GpuPlan developers <gpuplan@users.noreply.github.com>"
    CACHE STRING "The Maintainer field of the Debian package (a distributor sets theirs)")

set(CPACK_PACKAGE_NAME "gpuplan")
set(CPACK_PACKAGE_VENDOR "GpuPlan")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_CONTACT "${GPUPLAN_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "GPU capacity and procurement planning")
set(CPACK_PACKAGE_DESCRIPTION
    "GpuPlan compares datacenter, workstation, consumer, used and cloud GPUs for a workload on sourced
specifications and dated prices: memory fit and throughput of language models, cost per token owned or rented,
fleet size under a latency SLO, vendor lock-in and a ranked decision with its sensitivity, printed as a PDF report
that gives every figure's source. It imports the outputs operators already have (nvidia-smi, rocm-smi, amd-smi,
xpu-smi, DCGM, lspci, kernel logs, llama-bench, vLLM, MLPerf) to find fleet health problems and answers the field
guides' five-step triage per node. Its probes measure this machine's GPUs (CUDA, HIP, Level Zero, CPU).")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/gpuplan/gpuplan")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${GPUPLAN_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION "utils")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_COMPRESSION_TYPE "xz")

# The binaries dpkg-shlibdeps reads, known once the build system is generated.
set(GPUPLAN_SHLIBDEPS_REQUIRED "$<TARGET_FILE:gpuplan>;$<TARGET_FILE:gpuplan-cli>;$<TARGET_FILE:gpuplan-probe>")
if(TARGET gpuplan_probe_cuda)
  string(APPEND GPUPLAN_SHLIBDEPS_REQUIRED ";$<TARGET_FILE:gpuplan_probe_cuda>")
endif()
set(GPUPLAN_SHLIBDEPS_RECOMMENDED "")
foreach(backend gpuplan_probe_hip gpuplan_probe_levelzero)
  if(TARGET ${backend})
    list(APPEND GPUPLAN_SHLIBDEPS_RECOMMENDED "$<TARGET_FILE:${backend}>")
  endif()
endforeach()
set(GPUPLAN_PLUGIN_DEPENDS "libqt6sql6-sqlite, qt6-qpa-plugins")
configure_file(${CMAKE_CURRENT_LIST_DIR}/GpuPlanCPackConfig.cmake.in ${CMAKE_BINARY_DIR}/GpuPlanCPackConfig.cmake.gen
               @ONLY)
file(GENERATE OUTPUT ${CMAKE_BINARY_DIR}/GpuPlanCPackConfig.cmake
     INPUT ${CMAKE_BINARY_DIR}/GpuPlanCPackConfig.cmake.gen)
set(CPACK_PROJECT_CONFIG_FILE ${CMAKE_BINARY_DIR}/GpuPlanCPackConfig.cmake)
set(CPACK_GENERATOR "DEB")
include(CPack)
