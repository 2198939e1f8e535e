# Sources of the kernellog importers (one list per family, so families can grow independently).
target_sources(gpuplan_import PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/family.cpp
  ${CMAKE_CURRENT_LIST_DIR}/kernellogimporter.cpp ${CMAKE_CURRENT_LIST_DIR}/kernellogimporter.h
  ${CMAKE_CURRENT_LIST_DIR}/kernellogline.cpp ${CMAKE_CURRENT_LIST_DIR}/kernellogline.h
)
