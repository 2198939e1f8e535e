#pragma once

#include "protocol/burnin.h"

#include <QAbstractTableModel>
#include <QColor>

#include <optional>

namespace GpuPlan {

/**
 * The checks of a burn-in verdict: each with its status (pass, fail, unchecked), the measured value
 * against its limit and what a failure leads to (quarantine or reject). Texts are built from the
 * reason codes in the user's language, not from the runner's English message.
 */
class ProbeVerdictModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns { CheckColumn, StatusColumn, ValueColumn, LimitColumn, SeverityColumn, ColumnCount };
    Q_ENUM(Columns)

    enum Roles {
        CodeRole = Qt::UserRole, ///< QString: the reason code ("clock_sag")
        StatusRole,              ///< int: Probe::CheckStatus
    };
    Q_ENUM(Roles)

    explicit ProbeVerdictModel(QObject *parent = nullptr);
    ~ProbeVerdictModel() override;

    void setVerdict(const std::optional<Probe::BurnInVerdict> &verdict);
    const std::optional<Probe::BurnInVerdict> &verdict() const { return m_verdict; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// "Pass", "Quarantine", "Reject".
    static QString verdictText(Probe::VerdictKind kind);
    /// Green, amber, red.
    static QColor verdictColor(Probe::VerdictKind kind);
    static QString statusText(Probe::CheckStatus status);
    /// The check a reason code names ("Clock under sustained load"); the code itself when unknown.
    static QString checkName(const std::string &code);
    /// What the check verifies, for a tooltip.
    static QString checkDescription(const std::string &code);
    /// The measured value of @p reason with its unit ("1,612 MHz", "Gen4 x16").
    static QString valueText(const Probe::VerdictReason &reason);
    /// Its limit ("≥ 1,580 MHz", "≤ 85 °C", "0 allowed").
    static QString limitText(const Probe::VerdictReason &reason);

private:
    std::optional<Probe::BurnInVerdict> m_verdict;
};

} // namespace GpuPlan
