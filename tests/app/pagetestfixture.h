#pragma once

// What a page test starts from: a fresh workspace in a temporary folder, and settings of its own beside
// it. The test class derives from it after QObject and uses these members by name; it makes m_page itself.
#include "io/appsettings.h"
#include "io/workspaceopener.h"
#include "io/workspacestore.h"

#include <QSettings>
#include <QTemporaryDir>

#include <memory>

template <typename Page>
class PageTestFixture
{
protected:
    QTemporaryDir m_dir;
    GpuPlan::WorkspaceStore m_store;
    std::unique_ptr<QSettings> m_qsettings;
    std::unique_ptr<GpuPlan::AppSettings> m_settings;
    std::unique_ptr<Page> m_page;

    /// Opens the workspace @p workspace (a file name) in the folder and the settings; false with @p error if not.
    bool openFixture(const char *workspace, QString *error)
    {
        if (!m_dir.isValid()) {
            *error = QStringLiteral("no temporary folder");
            return false;
        }
        if (!GpuPlan::openWorkspace(m_store, m_dir.filePath(QString::fromLatin1(workspace)), error))
            return false;
        m_qsettings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        m_settings = std::make_unique<GpuPlan::AppSettings>(*m_qsettings);
        return true;
    }
};
