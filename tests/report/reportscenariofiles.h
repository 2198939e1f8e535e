#pragma once

// Scenario files for the report tests: the shipped demo, and variants of it written to a test directory.

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QTemporaryDir>

namespace {

inline QString demoPath() { return QStringLiteral(GPUPLAN_SOURCE_DIR "/data/scenarios/demo.json"); }

/// The demo scenario as JSON, to change before writing it back with writeScenarioFile().
inline QJsonObject demoScenario()
{
    QFile f(demoPath());
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

/// Writes @p scenario as @p name in @p dir; the path, or empty when it cannot be written.
inline QString writeScenarioFile(const QTemporaryDir &dir, const QString &name, const QJsonObject &scenario)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(QJsonDocument(scenario).toJson());
    return path;
}

} // namespace
