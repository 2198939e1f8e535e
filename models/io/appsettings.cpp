#include "appsettings.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace GpuPlan {

namespace {
// Default electricity price: 0.15 USD/kWh, a round figure near the US commercial average; the user is
// expected to set their own in Settings.
constexpr double kDefaultElectricityUsdPerKwh = 0.15;
} // namespace

AppSettings::AppSettings(QSettings &settings)
    : m_settings(settings)
{
}

QString AppSettings::language() const
{
    return m_settings.value(QStringLiteral("ui/language")).toString();
}

void AppSettings::setLanguage(const QString &language)
{
    m_settings.setValue(QStringLiteral("ui/language"), language);
}

QString AppSettings::currency() const
{
    return m_settings.value(QStringLiteral("money/currency"), QStringLiteral("USD")).toString();
}

void AppSettings::setCurrency(const QString &currency)
{
    m_settings.setValue(QStringLiteral("money/currency"), currency);
}

double AppSettings::exchangeRatePerUsd() const
{
    const double rate = m_settings.value(QStringLiteral("money/exchangeRatePerUsd"), 1.0).toDouble();
    return rate > 0 ? rate : 1.0;
}

void AppSettings::setExchangeRatePerUsd(double rate)
{
    m_settings.setValue(QStringLiteral("money/exchangeRatePerUsd"), rate);
}

double AppSettings::electricityUsdPerKwh() const
{
    return m_settings.value(QStringLiteral("money/electricityUsdPerKwh"), kDefaultElectricityUsdPerKwh).toDouble();
}

void AppSettings::setElectricityUsdPerKwh(double price)
{
    m_settings.setValue(QStringLiteral("money/electricityUsdPerKwh"), price);
}

QString AppSettings::standardWorkspacePath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("workspace.gpuplan"));
}

QString AppSettings::defaultWorkspace() const
{
    const QString path = m_settings.value(QStringLiteral("workspace/default")).toString();
    return path.isEmpty() ? standardWorkspacePath() : path;
}

void AppSettings::setDefaultWorkspace(const QString &path)
{
    m_settings.setValue(QStringLiteral("workspace/default"), path);
}

QStringList AppSettings::recentWorkspaces() const
{
    return m_settings.value(QStringLiteral("workspace/recent")).toStringList();
}

void AppSettings::addRecentWorkspace(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList recent = recentWorkspaces();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > MaxRecentWorkspaces)
        recent.removeLast();
    m_settings.setValue(QStringLiteral("workspace/recent"), recent);
}

QByteArray AppSettings::windowGeometry() const
{
    return m_settings.value(QStringLiteral("window/geometry")).toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings.setValue(QStringLiteral("window/geometry"), geometry);
}

QByteArray AppSettings::windowState() const
{
    return m_settings.value(QStringLiteral("window/state")).toByteArray();
}

void AppSettings::setWindowState(const QByteArray &state)
{
    m_settings.setValue(QStringLiteral("window/state"), state);
}

QByteArray AppSettings::viewState(const QString &view) const
{
    return m_settings.value(QStringLiteral("views/") + view).toByteArray();
}

void AppSettings::setViewState(const QString &view, const QByteArray &state)
{
    m_settings.setValue(QStringLiteral("views/") + view, state);
}

} // namespace GpuPlan
