#include "report/reportinput.h"

#include "io/scenarioload.h"

#include <QFileInfo>

namespace GpuPlan {

QByteArray canonicalScenarioJson(const Scenario &scenario)
{
    return QByteArray::fromStdString(scenarioToJson(scenario) + '\n');
}

ReportInput reportInput(const Scenario &scenario, const QString &fileName, const QString &path)
{
    ReportInput input;
    input.scenario = scenario;
    input.scenario.schemaVersion = ScenarioSchemaVersion; // what its bytes, the canonical JSON, are
    input.fileName = fileName;
    input.path = path;
    input.bytes = canonicalScenarioJson(scenario);
    return input;
}

bool matchFileBytes(ReportInput &input, const QByteArray &bytes, const QDate &fileDate)
{
    const ScenarioParseResult parsed = parseScenario(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!parsed.ok() || canonicalScenarioJson(parsed.scenario) != canonicalScenarioJson(input.scenario))
        return false;
    input.scenario.schemaVersion = parsed.scenario.schemaVersion;
    input.bytes = bytes;
    input.lines = parsed.lines;
    input.upgraded = parsed.upgraded;
    input.date = fileDate;
    return true;
}

bool loadReportInput(const QString &path, ReportInput &input, QString &error, const WorkspaceStore *workspace)
{
    QDate date;
    const LoadedScenario loaded = workspace ? loadScenario(path, *workspace, &date) : loadScenarioFile(path);
    if (!loaded.ok()) {
        error = loaded.error;
        if (!loaded.messages.isEmpty())
            error += QLatin1Char('\n') + loaded.messages.join(QLatin1Char('\n'));
        return false;
    }
    input = ReportInput();
    input.scenario = loaded.parsed.scenario;
    input.fileName = loaded.fileName;
    input.path = path;
    input.bytes = loaded.bytes;
    input.lines = loaded.parsed.lines;
    input.upgraded = loaded.parsed.upgraded;
    input.date = workspace ? date : QFileInfo(path).lastModified().date();
    return true;
}

} // namespace GpuPlan
