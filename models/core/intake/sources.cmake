# Intake of second-hand and new cards (issue 19): card states, failure rates with Beta posteriors, quotes.
target_sources(gpuplan_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/betadistribution.cpp ${CMAKE_CURRENT_LIST_DIR}/betadistribution.h
  ${CMAKE_CURRENT_LIST_DIR}/cardstate.cpp ${CMAKE_CURRENT_LIST_DIR}/cardstate.h
  ${CMAKE_CURRENT_LIST_DIR}/failurerate.cpp ${CMAKE_CURRENT_LIST_DIR}/failurerate.h
  ${CMAKE_CURRENT_LIST_DIR}/intakelot.cpp ${CMAKE_CURRENT_LIST_DIR}/intakelot.h
  ${CMAKE_CURRENT_LIST_DIR}/quote.cpp ${CMAKE_CURRENT_LIST_DIR}/quote.h
  ${CMAKE_CURRENT_LIST_DIR}/quoteoption.cpp ${CMAKE_CURRENT_LIST_DIR}/quoteoption.h
)
