# The layout half of gpuplan_report: pagination, table of contents, running header and footer, tables
# and vector charts painted with QPainter.
list(APPEND GPUPLAN_REPORT_SOURCES
  reportlayout.h reportlayout.cpp
  reportstyle.h reportstyle.cpp
  reportwrap.h reportwrap.cpp
  reportflow.h reportpaginator.cpp
  reportblocks.h reportblocks.cpp
  reporttablepainter.cpp
  reportpages.h reportpages.cpp
  reportchartpainter.h reportchartpainter.cpp
  reportchartaxes.h reportchartaxes.cpp
  reportchartkinds.h reportcategorychart.cpp reportxychart.cpp)
