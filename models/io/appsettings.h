#pragma once

#include "recentitems.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

class QSettings;

namespace GpuPlan {

/**
 * Typed access to the user's settings: every key GpuPlan persists is named here once. Constructed over a
 * QSettings the caller owns and passes in. Splitter and header states stay opaque (viewState()).
 */
class AppSettings
{
public:
    explicit AppSettings(QSettings &settings);

    static constexpr int MaxRecentWorkspaces = 8;
    static constexpr int MaxRecentScenarios = 8;

    /// "en" or "fr"; empty means the system language.
    QString language() const;
    void setLanguage(const QString &language);

    /// Display currency (ISO 4217) and how many of it one US dollar buys.
    QString currency() const;
    void setCurrency(const QString &currency);
    double exchangeRatePerUsd() const;
    void setExchangeRatePerUsd(double rate);

    /// Electricity price in US dollars per kWh.
    double electricityUsdPerKwh() const;
    void setElectricityUsdPerKwh(double price);

    /// The workspace opened at start-up; defaults to workspace.gpuplan in the user's data folder.
    QString defaultWorkspace() const;
    void setDefaultWorkspace(const QString &path);
    static QString standardWorkspacePath();

    RecentItems recentWorkspaces() const;
    RecentItems recentScenarios() const;

    /// The scenario the Decision page opens at start-up (empty: the demo).
    QString lastScenario() const;
    void setLastScenario(const QString &path);

    /// The Report page's fields and options.
    QString reportAuthor() const;
    void setReportAuthor(const QString &author);
    QString reportApprover() const;
    void setReportApprover(const QString &approver);
    /// "en" or "fr"; empty: the application's language.
    QString reportLanguage() const;
    void setReportLanguage(const QString &language);
    /// A page size's name as QPageSize writes it ("A4", "Letter"); empty: the locale's.
    QString reportPageSize() const;
    void setReportPageSize(const QString &name);
    /// The keys of the report sections the user turned off.
    QStringList reportSectionsOff() const;
    void setReportSectionsOff(const QStringList &keys);

    /// The Probes page's last device id and burn-in length (minutes; 0 when never set).
    QString probeDevice() const;
    void setProbeDevice(const QString &deviceId);
    double burnInMinutes() const;
    void setBurnInMinutes(double minutes);

    /// The Workload form as the page saves it (a JSON object).
    QByteArray workloadForm() const;
    void setWorkloadForm(const QByteArray &json);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);
    /// A splitter's or a header's saved state, by the view's name ("catalog/splitter").
    QByteArray viewState(const QString &view) const;
    void setViewState(const QString &view, const QByteArray &state);

private:
    QString text(const char *key) const;
    void setText(const char *key, const QString &value);

    QSettings &m_settings;
};

} // namespace GpuPlan
