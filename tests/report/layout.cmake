# Tests of the report layout (gpuplan_add_test calls).
gpuplan_add_test(tst_reportlayout SOURCES tst_reportlayout.cpp reportpdftools.h reportsampledocument.h
                 LIBS gpuplan_report TIMEOUT 180)

# Its speed budget is for an optimised build; a sanitized one gets the same factor as its timeouts.
target_compile_definitions(tst_reportlayout PRIVATE GPUPLAN_TEST_TIMEOUT_FACTOR=${GPUPLAN_TEST_TIMEOUT_FACTOR})
