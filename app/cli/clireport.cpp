#include "clireport.h"

#include "clicommands.h"

#include "report/intakereport.h"
#include "report/reportcontent.h"
#include "report/reportexport.h"
#include "report/reportlayout.h"

#include <QGuiApplication>
#include <QTextStream>

#include <cstring>

namespace GpuPlan {

namespace {

// The translation context of the report commands (lupdate files the strings under it).
struct CliReport
{
    Q_DECLARE_TR_FUNCTIONS(CliReport)
};

bool checkLanguage(const CliOptions &o, QTextStream &err)
{
    if (!o.lang.isEmpty() && o.lang != QLatin1String("en") && o.lang != QLatin1String("fr")) {
        err << CliReport::tr("Unknown language \"%1\" (expected en or fr).").arg(o.lang) << '\n';
        return false;
    }
    return true;
}

bool checkCommon(const CliOptions &o, QTextStream &err, const QString &verb)
{
    if (o.scenario.isEmpty() || o.output.isEmpty()) {
        err << CliReport::tr("%1 needs --scenario FILE and -o OUT.").arg(verb) << '\n';
        return false;
    }
    return checkLanguage(o, err);
}

bool pageSetupOf(const CliOptions &o, ReportPageSetup &setup, QTextStream &err)
{
    const QString size = o.pageSize.toLower();
    if (size.isEmpty() || size == QLatin1String("a4")) {
        setup.pageSize = QPageSize::A4;
    } else if (size == QLatin1String("letter")) {
        setup.pageSize = QPageSize::Letter;
    } else {
        err << CliReport::tr("Unknown page size \"%1\" (expected A4 or Letter).").arg(o.pageSize) << '\n';
        return false;
    }
    return true;
}

ReportRequest requestOf(const CliOptions &o)
{
    ReportRequest r;
    r.language = o.lang.isEmpty() ? QStringLiteral("en") : o.lang;
    r.author = o.author;
    r.approver = o.approver;
    return r;
}

// Writes @p document to @p path: "Wrote PATH (N pages)." and ExitOk, or the error and ExitWorkspace.
int writeReportFile(const ReportDocument &document, const QString &path, const ReportPageSetup &setup, QTextStream &out,
                    QTextStream &err)
{
    const ReportLayoutResult written = writeReportPdf(document, path, setup);
    if (!written.ok) {
        err << written.error << '\n';
        return ExitWorkspace;
    }
    out << CliReport::tr("Wrote %1 (%n page(s)).", nullptr, written.pageCount).arg(path) << '\n';
    return ExitOk;
}

} // namespace

std::unique_ptr<QCoreApplication> createCliApplication(int &argc, char **argv)
{
    bool report = false;
    for (int i = 1; i < argc; ++i)
        report = report || std::strcmp(argv[i], "report") == 0;
    if (!report)
        return std::make_unique<QCoreApplication>(argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QGuiApplication>(argc, argv);
}

int runReportCommand(WorkspaceStore &store, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    if (!checkCommon(o, err, QStringLiteral("report")))
        return ExitUsage;
    ReportPageSetup setup;
    if (!pageSetupOf(o, setup, err))
        return ExitUsage;
    const ReportBuildResult built = buildReportFromFile(o.scenario, requestOf(o), store);
    if (!built.ok) {
        err << built.error << '\n';
        return ExitBadInput;
    }
    return writeReportFile(built.document, o.output, setup, out, err);
}

int runLotReportCommand(WorkspaceStore &store, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    const QString lot = o.command.value(2);
    if (o.output.isEmpty()) {
        err << CliReport::tr("lot report needs a lot id and -o OUT.pdf.") << '\n';
        return ExitUsage;
    }
    ReportPageSetup setup;
    if (!checkLanguage(o, err) || !pageSetupOf(o, setup, err))
        return ExitUsage;
    bool ok = false;
    const qint64 id = lot.toLongLong(&ok);
    IntakeReportRequest request;
    request.language = o.lang.isEmpty() ? QStringLiteral("en") : o.lang;
    const IntakeReportResult built
        = ok && id > 0 ? buildIntakeReport(id, request, store) : IntakeReportResult{false, true, {}, {}, {}};
    if (built.notFound) {
        err << CliReport::tr("There is no lot %1.").arg(lot) << '\n';
        return ExitNotFound;
    }
    if (!built.ok) {
        err << built.error << '\n';
        return ExitWorkspace;
    }
    return writeReportFile(built.document, o.output, setup, out, err);
}

int runExportCommand(WorkspaceStore &store, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    if (!checkCommon(o, err, QStringLiteral("export")))
        return ExitUsage;
    ReportExportFormat format{};
    if (!reportExportFormatFromKey(o.format, format)) {
        err << CliReport::tr("export needs --format csv, json or xlsx.") << '\n';
        return ExitUsage;
    }
    if (!reportTableIds().contains(o.table)) {
        err << CliReport::tr("No table \"%1\"; the tables are: %2.")
                   .arg(o.table, reportTableIds().join(QStringLiteral(", ")))
            << '\n';
        return o.table.isEmpty() ? ExitUsage : ExitNotFound;
    }
    const ReportBuildResult built = buildReportFromFile(o.scenario, requestOf(o), store);
    if (!built.ok) {
        err << built.error << '\n';
        return ExitBadInput;
    }
    const ReportTable *table = findReportTable(built.tables, o.table);
    if (!table) {
        err << CliReport::tr("No table \"%1\" in this report.").arg(o.table) << '\n';
        return ExitNotFound;
    }
    const ReportExportResult written = exportReportTable(*table, format, o.output);
    if (!written.ok) {
        err << written.error << '\n';
        return ExitWorkspace;
    }
    out << CliReport::tr("Wrote %1 (table %2, %n row(s)).", nullptr, int(table->rows.size())).arg(o.output, o.table)
        << '\n';
    return ExitOk;
}

} // namespace GpuPlan
