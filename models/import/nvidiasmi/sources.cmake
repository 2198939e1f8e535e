# Sources of the nvidiasmi importers (one list per family, so families can grow independently).
target_sources(gpuplan_import PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/family.cpp
  ${CMAKE_CURRENT_LIST_DIR}/nvsmicommon.cpp ${CMAKE_CURRENT_LIST_DIR}/nvsmicommon.h
  ${CMAKE_CURRENT_LIST_DIR}/nvsmicsvfields.cpp ${CMAKE_CURRENT_LIST_DIR}/nvsmicsvfields.h
  ${CMAKE_CURRENT_LIST_DIR}/nvsmicsvimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/nvsmicsvreader.cpp ${CMAKE_CURRENT_LIST_DIR}/nvsmicsvreader.h
  ${CMAKE_CURRENT_LIST_DIR}/nvsmixmlimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/nvsmiqtextimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/nvsmitableimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/nvsmidmonimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/nvsmipmonimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/nvsmitopoimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/nvsmilistimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/nvsmiplimporter.cpp
)
