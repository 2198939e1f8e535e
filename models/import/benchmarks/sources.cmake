# Sources of the benchmarks importers (one list per family, so families can grow independently).
target_sources(gpuplan_import PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/family.cpp
  ${CMAKE_CURRENT_LIST_DIR}/benchmarkimporters.h
  ${CMAKE_CURRENT_LIST_DIR}/benchtext.cpp
  ${CMAKE_CURRENT_LIST_DIR}/llamabenchtable.cpp
  ${CMAKE_CURRENT_LIST_DIR}/llamabenchcsv.cpp
  ${CMAKE_CURRENT_LIST_DIR}/llamabenchjson.cpp
  ${CMAKE_CURRENT_LIST_DIR}/vllmbench.cpp
  ${CMAKE_CURRENT_LIST_DIR}/mlperf.cpp
  ${CMAKE_CURRENT_LIST_DIR}/babelstream.cpp
  ${CMAKE_CURRENT_LIST_DIR}/mixbench.cpp
  ${CMAKE_CURRENT_LIST_DIR}/gpuplanprobe.cpp
)
