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

QString AppSettings::language() const { return m_settings.value(QStringLiteral("ui/language")).toString(); }

void AppSettings::setLanguage(const QString &language) { m_settings.setValue(QStringLiteral("ui/language"), language); }

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

RecentItems AppSettings::recentWorkspaces() const
{
    return RecentItems(m_settings, QStringLiteral("workspace/recent"), MaxRecentWorkspaces);
}

RecentItems AppSettings::recentScenarios() const
{
    return RecentItems(m_settings, QStringLiteral("views/decision/recentScenarios"), MaxRecentScenarios);
}

// The keys below were first written as the pages' view states (UTF-8 bytes under views/): kept, so
// nothing a user saved is lost.
QString AppSettings::text(const char *key) const
{
    return QString::fromUtf8(m_settings.value(QLatin1String("views/") + QLatin1String(key)).toByteArray());
}

void AppSettings::setText(const char *key, const QString &value)
{
    m_settings.setValue(QLatin1String("views/") + QLatin1String(key), value.toUtf8());
}

QString AppSettings::lastScenario() const { return text("decision/lastScenario"); }
void AppSettings::setLastScenario(const QString &path) { setText("decision/lastScenario", path); }
QString AppSettings::reportAuthor() const { return text("report/author"); }
void AppSettings::setReportAuthor(const QString &author) { setText("report/author", author); }
QString AppSettings::reportApprover() const { return text("report/approver"); }
void AppSettings::setReportApprover(const QString &approver) { setText("report/approver", approver); }
QString AppSettings::reportLanguage() const { return text("report/language"); }
void AppSettings::setReportLanguage(const QString &language) { setText("report/language", language); }
QString AppSettings::reportPageSize() const { return text("report/pageSize"); }
void AppSettings::setReportPageSize(const QString &name) { setText("report/pageSize", name); }

QStringList AppSettings::reportSectionsOff() const
{
    return text("report/sectionsOff").split(QLatin1Char(','), Qt::SkipEmptyParts);
}

void AppSettings::setReportSectionsOff(const QStringList &keys)
{
    setText("report/sectionsOff", keys.join(QLatin1Char(',')));
}

QString AppSettings::probeDevice() const { return text("probes/device"); }
void AppSettings::setProbeDevice(const QString &deviceId) { setText("probes/device", deviceId); }

double AppSettings::burnInMinutes() const
{
    const double minutes = text("probes/minutes").toDouble();
    return minutes > 0 ? minutes : 0.0;
}

void AppSettings::setBurnInMinutes(double minutes) { setText("probes/minutes", QString::number(minutes)); }

QByteArray AppSettings::workloadForm() const { return viewState(QStringLiteral("workload/form")); }
void AppSettings::setWorkloadForm(const QByteArray &json) { setViewState(QStringLiteral("workload/form"), json); }

QByteArray AppSettings::windowGeometry() const
{
    return m_settings.value(QStringLiteral("window/geometry")).toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings.setValue(QStringLiteral("window/geometry"), geometry);
}

QByteArray AppSettings::windowState() const { return m_settings.value(QStringLiteral("window/state")).toByteArray(); }

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
