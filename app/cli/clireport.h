#pragma once

#include <memory>

class QCoreApplication;
class QTextStream;

namespace GpuPlan {

class WorkspaceStore;
struct CliOptions;

/**
 * The application object of gpuplan-cli. Painting the report needs fonts, hence a QGuiApplication: when
 * the command line holds the word "report" this creates one, on the offscreen platform unless
 * QT_QPA_PLATFORM says otherwise, so that no display is needed. Every other command keeps a plain
 * QCoreApplication.
 */
std::unique_ptr<QCoreApplication> createCliApplication(int &argc, char **argv);

/**
 * `gpuplan-cli report --scenario FILE -o OUT.pdf [--lang en|fr] [--page-size A4|Letter] [--author A]
 * [--approver A]`: builds the decision report (buildReport) and writes it as PDF. Exit 1 on a usage error,
 * 4 when the scenario cannot be read or is invalid, 3 when the PDF cannot be written.
 */
int runReportCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);

/**
 * `gpuplan-cli lot report LOT -o OUT.pdf [--lang en|fr] [--page-size A4|Letter]`: the intake report of a lot
 * (buildIntakeReport) as PDF. Exit 1 on a usage error, 2 when there is no such lot, 3 when the PDF cannot be
 * written.
 */
int runLotReportCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);

/**
 * `gpuplan-cli export --scenario FILE --table NAME --format csv|json|xlsx -o OUT`: one results table of
 * the report (reportTableIds()) exported (reportexport.h). Exit codes as runReportCommand(), 2 for an
 * unknown table.
 */
int runExportCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);

} // namespace GpuPlan
