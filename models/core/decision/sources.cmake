# Decision math (fleet sizing under an SLO, queueing, lock-in, ranking, sensitivity): part of gpuplan_core.
target_sources(gpuplan_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/fleetsizing.cpp ${CMAKE_CURRENT_LIST_DIR}/fleetsizing.h
  ${CMAKE_CURRENT_LIST_DIR}/lockin.cpp ${CMAKE_CURRENT_LIST_DIR}/lockin.h
  ${CMAKE_CURRENT_LIST_DIR}/queueing.cpp ${CMAKE_CURRENT_LIST_DIR}/queueing.h
  ${CMAKE_CURRENT_LIST_DIR}/queuesim.cpp ${CMAKE_CURRENT_LIST_DIR}/queuesim.h
  ${CMAKE_CURRENT_LIST_DIR}/ranking.cpp ${CMAKE_CURRENT_LIST_DIR}/ranking.h
  ${CMAKE_CURRENT_LIST_DIR}/replicacapacity.cpp ${CMAKE_CURRENT_LIST_DIR}/replicacapacity.h
  ${CMAKE_CURRENT_LIST_DIR}/sensitivity.cpp ${CMAKE_CURRENT_LIST_DIR}/sensitivity.h
)
# Scenarios (versioned JSON) and the run that sizes, scores and ranks their options.
target_sources(gpuplan_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/channelrecord.cpp ${CMAKE_CURRENT_LIST_DIR}/channelrecord.h
  ${CMAKE_CURRENT_LIST_DIR}/catalogprice.cpp ${CMAKE_CURRENT_LIST_DIR}/catalogprice.h
  ${CMAKE_CURRENT_LIST_DIR}/decisionrun.cpp ${CMAKE_CURRENT_LIST_DIR}/decisionrun.h
  ${CMAKE_CURRENT_LIST_DIR}/decisionrunrank.cpp
  ${CMAKE_CURRENT_LIST_DIR}/scenario.cpp ${CMAKE_CURRENT_LIST_DIR}/scenario.h
  ${CMAKE_CURRENT_LIST_DIR}/scenarioparts.h
  ${CMAKE_CURRENT_LIST_DIR}/scenarioreader.cpp ${CMAKE_CURRENT_LIST_DIR}/scenarioreadranking.cpp
  ${CMAKE_CURRENT_LIST_DIR}/scenariowriter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/scenariolockindefaults.cpp ${CMAKE_CURRENT_LIST_DIR}/scenariolockindefaults.h
)
