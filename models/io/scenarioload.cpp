#include "scenarioload.h"

#include "diagnostictext.h"
#include "shippeddata.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace GpuPlan {

namespace {

// The translation context of scenario loading, shared by gpuplan-cli and the report.
struct ScenarioLoad
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioLoad)
};

std::string_view view(const QByteArray &bytes)
{
    return std::string_view(bytes.constData(), std::size_t(bytes.size()));
}

} // namespace

LoadedScenario loadScenarioFile(const QString &path)
{
    LoadedScenario s;
    s.path = path;
    s.fileName = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        s.readFailed = true;
        s.error = ScenarioLoad::tr("Cannot read the scenario %1: %2").arg(path, file.errorString());
        return s;
    }
    s.bytes = file.readAll();
    s.parsed = parseScenario(view(s.bytes));
    for (const Diagnostic &d : s.parsed.diagnostics)
        s.messages << diagnosticText(d, s.fileName);
    if (!s.parsed.ok())
        s.error = ScenarioLoad::tr("The scenario %1 is invalid.").arg(path);
    return s;
}

LoadedLockInDefaults loadShippedLockInDefaults()
{
    LoadedLockInDefaults out;
    const QString name = QStringLiteral("lockin_defaults.json");
    QString error;
    if (!ShippedData::read(name, &out.bytes, &error))
        out.messages << error;
    const LockInDefaultsParseResult parsed = parseLockInDefaults(view(out.bytes));
    out.defaults = parsed.defaults;
    out.ok = parsed.ok();
    for (const Diagnostic &d : parsed.diagnostics)
        out.messages << diagnosticText(d, name);
    return out;
}

QStringList scenarioDiagnosticTexts(const LoadedScenario &scenario, const std::vector<Diagnostic> &diagnostics)
{
    QStringList out;
    for (Diagnostic d : diagnostics) {
        d.line = scenario.parsed.lineOf(d.path);
        out << diagnosticText(d, scenario.fileName);
    }
    return out;
}

} // namespace GpuPlan
