# Tests of the report content, exports and the CLI report/export commands (gpuplan_add_test calls).
# In process: the document and tables buildReport() makes (missing data, injection, languages).
gpuplan_add_test(tst_reportcontent SOURCES tst_reportcontent.cpp reportscenariofiles.h LIBS gpuplan_report gpuplan_translations TIMEOUT 300)
# buildReport() from a scenario in memory, with and without the results already computed.
gpuplan_add_test(tst_reportinput SOURCES tst_reportinput.cpp reportscenariofiles.h LIBS gpuplan_report TIMEOUT 300)
# CSV / JSON / XLSX exports read back (the XLSX by unzipping its sheet XML).
gpuplan_add_test(tst_reportexport SOURCES tst_reportexport.cpp reportcsvreader.h LIBS gpuplan_report)
# The real gpuplan-cli: report and export commands, the PDF read back with poppler's tools and its
# figures compared with `gpuplan-cli plan --json` / `rank --json`.
gpuplan_add_test(tst_reportcli SOURCES tst_reportcli.cpp reportscenariofiles.h reportpdftools.h reportcsvreader.h LIBS Qt6::Core TIMEOUT 600)
target_compile_definitions(tst_reportcli PRIVATE GPUPLAN_CLI="$<TARGET_FILE:gpuplan-cli>")
add_dependencies(tst_reportcli gpuplan-cli)
# The intake report of a lot (issue 19) from a real SQLite workspace: content, PDF read back, English and French.
gpuplan_add_test(tst_intakereport SOURCES tst_intakereport.cpp reportpdftools.h LIBS gpuplan_report gpuplan_translations TIMEOUT 180)
target_compile_definitions(tst_intakereport PRIVATE GPUPLAN_SAMPLES_DIR="${PROJECT_SOURCE_DIR}/tests/import/samples")
