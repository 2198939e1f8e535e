# Tests of the report layout (gpuplan_add_test calls).
gpuplan_add_test(tst_reportlayout SOURCES tst_reportlayout.cpp reportpdftools.h reportsampledocument.h
                 LIBS gpuplan_report TIMEOUT 180)
