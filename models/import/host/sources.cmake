# Sources of the host importers: the machine around the GPUs (kernel, OS, CPUs, NUMA, memory, disks, network).
target_sources(gpuplan_import PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/family.cpp
  ${CMAKE_CURRENT_LIST_DIR}/hostcommon.cpp ${CMAKE_CURRENT_LIST_DIR}/hostcommon.h
  ${CMAKE_CURRENT_LIST_DIR}/iostatimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/iplinkimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/kubectlimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/lscpuimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/meminfoimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/mpstatimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/numactlimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/osreleaseimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sysfsnumaimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sysstatheader.cpp ${CMAKE_CURRENT_LIST_DIR}/sysstatheader.h
  ${CMAKE_CURRENT_LIST_DIR}/tasksetimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/unameimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/vmstatimporter.cpp
)
