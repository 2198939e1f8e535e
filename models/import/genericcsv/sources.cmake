# Sources of the generic CSV importer (any CSV through a saved column mapping; never auto-detected).
target_sources(gpuplan_import PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/csvcolumnmapping.cpp ${CMAKE_CURRENT_LIST_DIR}/csvcolumnmapping.h
  ${CMAKE_CURRENT_LIST_DIR}/csvmappingproposal.cpp
  ${CMAKE_CURRENT_LIST_DIR}/genericcsvimporter.cpp ${CMAKE_CURRENT_LIST_DIR}/genericcsvimporter.h
)
