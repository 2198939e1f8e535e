# Script mode, run by the gpuplan_manpage target after gpuplan-cli is built:
#   cmake -DCLI=... -DHELP2MAN=... -DOUT=.../gpuplan-cli.1.gz -DWORK=... -P GpuPlanManPage.cmake
# Generates the man page from the CLI's own help (help2man): `gpuplan-cli --help` for the synopsis and commands,
# `gpuplan-cli import --help` (the import formats) as an extra section. The CLI runs offscreen, in English, with
# empty settings (a developer's language setting must not leak into the page).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/config")
set(ENV{XDG_CONFIG_HOME} "${WORK}/config")
set(ENV{QT_QPA_PLATFORM} "offscreen")
set(ENV{LC_ALL} "C.UTF-8")
set(ENV{LANGUAGE} "en")
execute_process(COMMAND "${CLI}" import --help OUTPUT_VARIABLE formats RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${CLI} import --help failed (${status})")
endif()
# help2man's include file: a section title in brackets, then roff text (a no-fill block keeps the table's columns).
string(REPLACE "\\" "\\\\" formats "${formats}")
file(WRITE "${WORK}/extra.h2m" "[IMPORT FORMATS]\n.nf\n${formats}\n.fi\n[SEE ALSO]\n.BR gpuplan (1)\n")
execute_process(COMMAND "${HELP2MAN}" --no-info --no-discard-stderr --section=1
                        "--name=GpuPlan command line: GPU catalog, estimates, probes, fleet import, triage, decisions and reports"
                        --include=${WORK}/extra.h2m --output=${WORK}/gpuplan-cli.1 "${CLI}"
                RESULT_VARIABLE status ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "help2man failed (${status}): ${errors}")
endif()
# -n: no name or time stamp in the archive, so the same help gives the same bytes.
execute_process(COMMAND gzip -9 -n -f "${WORK}/gpuplan-cli.1" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "gzip failed (${status})")
endif()
file(COPY_FILE "${WORK}/gpuplan-cli.1.gz" "${OUT}" ONLY_IF_DIFFERENT)
