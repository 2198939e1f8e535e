// DecisionPage: opening, saving and the recent scenarios.
#include "decisionpage.h"

#include "recentmenu.h"

#include "io/appsettings.h"
#include "io/diagnostictext.h"
#include "io/shippeddata.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QSaveFile>
#include <QUndoStack>

namespace GpuPlan {

void DecisionPage::openInitial()
{
    if (m_opened || m_opening)
        return;
    const QString last = m_settings.lastScenario();
    if (last.isEmpty() || !QFileInfo::exists(last) || !openScenario(last))
        openDemo();
}

bool DecisionPage::openDemo()
{
    QByteArray bytes;
    QString error;
    if (!ShippedData::read(QStringLiteral("scenarios/demo.json"), &bytes, &error)) {
        showMessage(tr("The shipped demo scenario cannot be read: %1").arg(error));
        return false;
    }
    return load(bytes, QStringLiteral("demo.json"), QString());
}

bool DecisionPage::openScenario(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showMessage(tr("Cannot read the scenario %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    if (!load(file.readAll(), QFileInfo(path).fileName(), path))
        return false;
    rememberScenario(path);
    return true;
}

// All or nothing: the new scenario replaces the current one only when it parses and resolves.
bool DecisionPage::load(const QByteArray &bytes, const QString &fileName, const QString &path,
                        const WorkspaceOrigin &origin)
{
    const ScenarioParseResult parsed = parseScenario(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    QStringList lines;
    for (const Diagnostic &d : parsed.diagnostics) {
        if (d.severity == Severity::Error)
            lines << diagnosticText(d, fileName);
    }
    if (parsed.ok() && !hasData()) {
        // Resolving needs the calibration: the open goes on when the fit hands it back.
        m_opening = true;
        whenDataReady([this, bytes, fileName, path, origin] {
            m_opening = false;
            load(bytes, fileName, path, origin);
        });
        return true;
    }
    if (parsed.ok()) {
        const DecisionRun probe(parsed.scenario, *m_catalog, *m_calibration, *m_lockInDefaults);
        for (Diagnostic d : probe.diagnostics()) {
            d.line = parsed.lineOf(d.path);
            lines << diagnosticText(d, fileName);
        }
    }
    if (!lines.isEmpty()) {
        showMessage(
            tr("%1 was not opened; the current scenario is kept.\n%2").arg(fileName, lines.join(QLatin1Char('\n'))));
        return false;
    }
    cancelRank();
    m_opened = true;
    m_path = path;
    m_workspaceName = origin.name;
    m_workspaceVersion = origin.version;
    ++m_document; // commands of the previous scenario become no-ops
    m_savedJson = scenarioToJson(parsed.scenario);
    m_showingResolveError = false;
    showMessage(parsed.upgraded
                    ? tr("%1 was written by an older GpuPlan; it will be saved in the current format.").arg(fileName)
                    : QString());
    applyScenario(parsed.scenario, m_document);
    retranslateUi();
    Q_EMIT statusMessage(tr("Opened the scenario %1").arg(fileName));
    rank();
    return true;
}

bool DecisionPage::save()
{
    if (!m_workspaceName.isEmpty())
        return saveToWorkspace(m_workspaceName);
    if (m_path.isEmpty()) {
        chooseAndSaveAs();
        return !m_path.isEmpty();
    }
    return saveAs(m_path);
}

bool DecisionPage::saveAs(const QString &path)
{
    if (!m_opened)
        openInitial(); // the page was never shown: save what it would show
    QSaveFile file(path);
    const std::string json = scenarioToJson(m_scenario) + '\n';
    if (!file.open(QIODevice::WriteOnly) || file.write(json.data(), qint64(json.size())) != qint64(json.size())
        || !file.commit()) {
        showMessage(tr("Cannot save the scenario to %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    m_path = path;
    m_workspaceName.clear(); // Save now writes the file
    m_workspaceVersion = 0;
    rememberScenario(path);
    if (m_undo)
        m_undo->setClean();
    markSaved();
    retranslateUi();
    Q_EMIT statusMessage(tr("Saved the scenario to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void DecisionPage::chooseAndOpen()
{
    const QString dir = m_path.isEmpty() ? QDir::homePath() : QFileInfo(m_path).path();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Scenario"), dir, tr("GpuPlan scenarios (*.gpuplan-scenario.json *.json);;All files (*)"));
    if (!path.isEmpty())
        openScenario(path);
}

void DecisionPage::chooseAndSaveAs()
{
    // *.gpuplan-scenario.json: still JSON to every tool, and a file manager opens it with GpuPlan (its MIME type).
    const QString suggested
        = m_path.isEmpty() ? QDir::home().filePath(QStringLiteral("scenario.gpuplan-scenario.json")) : m_path;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Scenario As"), suggested,
                                                      tr("GpuPlan scenarios (*.gpuplan-scenario.json *.json)"));
    if (!path.isEmpty())
        saveAs(path);
}

void DecisionPage::rememberScenario(const QString &path)
{
    m_settings.setLastScenario(path);
    m_settings.recentScenarios().add(path);
}

void DecisionPage::updateRecentMenu()
{
    fillRecentMenu(m_recentMenu, m_settings.recentScenarios().items(),
                   [this](const QString &path) { openScenario(path); });
}

} // namespace GpuPlan
