#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

class QSettings;

namespace GpuPlan {

/// Typed access to the user's settings. Constructed over a QSettings the caller owns and passes in.
class AppSettings
{
public:
    explicit AppSettings(QSettings &settings);

    static constexpr int MaxRecentWorkspaces = 8;

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

    QStringList recentWorkspaces() const;
    /// Moves @p path to the front of the recent list, trimming it to MaxRecentWorkspaces.
    void addRecentWorkspace(const QString &path);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);
    QByteArray viewState(const QString &view) const;
    void setViewState(const QString &view, const QByteArray &state);

private:
    QSettings &m_settings;
};

} // namespace GpuPlan
