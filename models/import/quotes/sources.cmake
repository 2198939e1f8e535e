# Sellers' quotes (issue 19): the column mapping and its presets, the cell values, the rows into quotes.
target_sources(gpuplan_import PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/quotemapping.cpp ${CMAKE_CURRENT_LIST_DIR}/quotemapping.h
  ${CMAKE_CURRENT_LIST_DIR}/quotereader.cpp ${CMAKE_CURRENT_LIST_DIR}/quotereader.h
  ${CMAKE_CURRENT_LIST_DIR}/quotevalues.cpp ${CMAKE_CURRENT_LIST_DIR}/quotevalues.h
)
