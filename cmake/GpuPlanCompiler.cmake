# Warning flags and strict Qt defines applied to every GpuPlan target.
add_library(gpuplan_options INTERFACE)
target_compile_options(gpuplan_options INTERFACE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                                                 -Wold-style-cast -Woverloaded-virtual)
if(GPUPLAN_WERROR)
  target_compile_options(gpuplan_options INTERFACE -Werror)
endif()

# Qt-free targets get the options only; Qt targets also get the strict Qt defines.
add_library(gpuplan_qt_options INTERFACE)
target_link_libraries(gpuplan_qt_options INTERFACE gpuplan_options)
target_compile_definitions(gpuplan_qt_options INTERFACE
  QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING QT_NO_CAST_FROM_BYTEARRAY
  QT_USE_QSTRINGBUILDER QT_NO_KEYWORDS QT_DISABLE_DEPRECATED_BEFORE=0x060400)

find_program(GPUPLAN_CCACHE ccache)
if(GPUPLAN_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  set(CMAKE_CXX_COMPILER_LAUNCHER "${GPUPLAN_CCACHE}" CACHE STRING "" FORCE)
endif()
