#include "scenarioload.h"

#include "diagnostictext.h"
#include "shippeddata.h"
#include "workspacestore.h"

#include <QCoreApplication>
#include <QDateTime>
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

LoadedScenario loadScenario(const QString &spec, const WorkspaceStore &store, QDate *date)
{
    const QLatin1String prefix(kWorkspaceScenarioPrefix);
    if (!spec.startsWith(prefix)) {
        if (date)
            *date = QFileInfo(spec).lastModified().date();
        return loadScenarioFile(spec);
    }
    QString name = spec.mid(prefix.size());
    int version = 0;
    // NAME@VERSION: the last '@' followed by digits only (a name may hold '@' itself).
    const qsizetype at = name.lastIndexOf(QLatin1Char('@'));
    if (at > 0) {
        bool ok = false;
        const int v = name.mid(at + 1).toInt(&ok);
        if (ok && v > 0) {
            version = v;
            name.truncate(at);
        }
    }
    LoadedScenario s;
    s.path = spec;
    const std::optional<StoredScenario> stored = store.savedScenario(name, version);
    if (!stored) {
        s.fileName = name;
        s.readFailed = true;
        s.error = version > 0
            ? ScenarioLoad::tr("The workspace %1 holds no version %2 of the scenario \"%3\".")
                  .arg(store.path())
                  .arg(version)
                  .arg(name)
            : ScenarioLoad::tr("The workspace %1 holds no scenario named \"%2\".").arg(store.path(), name);
        return s;
    }
    s.fileName = ScenarioLoad::tr("%1 (version %2)").arg(name).arg(stored->version);
    s.bytes = stored->document;
    if (date)
        *date = QDateTime::fromString(stored->changedAt, Qt::ISODate).date();
    s.parsed = parseScenario(view(s.bytes));
    for (const Diagnostic &d : s.parsed.diagnostics)
        s.messages << diagnosticText(d, s.fileName);
    if (!s.parsed.ok())
        s.error = ScenarioLoad::tr("The scenario %1 is invalid.").arg(s.fileName);
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
