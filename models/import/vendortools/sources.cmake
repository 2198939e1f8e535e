# Sources of the vendortools importers (one list per family, so families can grow independently).
target_sources(gpuplan_import PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/family.cpp
  ${CMAKE_CURRENT_LIST_DIR}/vendorcommon.cpp ${CMAKE_CURRENT_LIST_DIR}/vendorcommon.h
  ${CMAKE_CURRENT_LIST_DIR}/amdsmiblock.cpp ${CMAKE_CURRENT_LIST_DIR}/amdsmiblock.h
  ${CMAKE_CURRENT_LIST_DIR}/rocmsmijsonimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/runtimelistimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/rocmsmitextimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/amdsmitextimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/amdsmijsonimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/xpusmidiscoveryimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/xpusmistatsimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/xpusmidumpimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/xpusmihealthimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/xpusmidiagimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/xpusmipsimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/xpusmijsonimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/intelgputopjsonimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/dcgmidmonimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/dcgmidiagimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/dcgmidiscoveryimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/dcgminvlinkimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/dcgmitopoimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/xpusmidiscoverydumpimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/xpusmitopologyimporter.cpp
)
