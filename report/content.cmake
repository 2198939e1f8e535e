# The content half of gpuplan_report: the ReportDocument built from a scenario, the result tables and
# their CSV/JSON/XLSX exports.
list(APPEND GPUPLAN_REPORT_SOURCES
  reportcontent.cpp reportcontent.h
  reportinput.cpp reportinput.h
  reportdata.cpp reportdata.h
  reporttext.cpp reporttext.h
  reportlanguage.cpp reportlanguage.h
  reportsections.h reportsummary.cpp reportmethod.cpp reportrisks.cpp reportchannels.cpp reporttriage.cpp reportchecklist.cpp reportappendix.cpp
  reporttables.cpp reportrisktables.cpp reportassumptions.cpp reportmeasurements.cpp reportnames.cpp reporttables.h
  reportcharts.cpp reportcharts.h
  reportexport.cpp reportexport.h)
# The intake report of a lot (issue 19): its data, tables and sections, laid out by the same layout half.
list(APPEND GPUPLAN_REPORT_SOURCES
  intakereport.h intakereportcontent.cpp
  intakereportdata.h intakereportdata.cpp intakechecktext.cpp
  intakereporttables.cpp intakereportrma.cpp)
