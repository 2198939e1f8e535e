#pragma once

#include "protocol/burnin.h"
#include "protocol/types.h"

#include <QAbstractTableModel>
#include <QDateTime>

#include <optional>
#include <vector>

namespace GpuPlan {

/// One stored probe run of a device, as the history lists it.
struct ProbeHistoryEntry
{
    qint64 runId = 0;
    QDateTime startedAt;
    QString command;    ///< "run" or "burnin"
    QString exitStatus; ///< "ok", "test_failed", "cancelled", "crashed", "timed_out", ...
    std::vector<Probe::TestResult> results;
    std::optional<Probe::BurnInVerdict> verdict;
};

/// The past runs of one device, newest first: when, what, how it ended and its headline figures.
class ProbeHistoryModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns { WhenColumn, CommandColumn, OutcomeColumn, SummaryColumn, ColumnCount };
    Q_ENUM(Columns)

    enum Roles {
        RunIdRole = Qt::UserRole, ///< qint64
        SortRole,                 ///< QDateTime for the date column
    };
    Q_ENUM(Roles)

    explicit ProbeHistoryModel(QObject *parent = nullptr);
    ~ProbeHistoryModel() override;

    void setEntries(std::vector<ProbeHistoryEntry> entries);
    const std::vector<ProbeHistoryEntry> &entries() const { return m_entries; }
    const ProbeHistoryEntry *entryAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// How a run ended, in words: "completed", "cancelled", "runner crashed", ...
    static QString statusText(const QString &exitStatus);
    /// The best result of the first bandwidth test and of compute.fp32_fma: "triad 1,850 GB/s · fp32_fma ...".
    static QString summary(const ProbeHistoryEntry &entry);

private:
    std::vector<ProbeHistoryEntry> m_entries;
};

} // namespace GpuPlan
