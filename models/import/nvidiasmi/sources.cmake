# Sources of the nvidiasmi importers (one list per family, so families can grow independently).
target_sources(gpuplan_import PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/family.cpp
)
