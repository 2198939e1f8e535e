# Sources of the metrics importers (one list per family, so families can grow independently).
target_sources(gpuplan_import PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/family.cpp
  ${CMAKE_CURRENT_LIST_DIR}/metricscommon.h
  ${CMAKE_CURRENT_LIST_DIR}/promfamilies.cpp
  ${CMAKE_CURRENT_LIST_DIR}/prometheusimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/promapi.cpp ${CMAKE_CURRENT_LIST_DIR}/promapi.h
  ${CMAKE_CURRENT_LIST_DIR}/prompull.cpp ${CMAKE_CURRENT_LIST_DIR}/prompull.h
  ${CMAKE_CURRENT_LIST_DIR}/prompullimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/lspciimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sysfspcieimporter.cpp
)
