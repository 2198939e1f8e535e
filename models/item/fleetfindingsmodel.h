#pragma once

#include "core/fleethealth.h"

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace GpuPlan {

/// A health finding as the Findings table shows it (texts translated by the caller, from code and params).
struct FleetFindingRow
{
    Finding finding;
    qint64 deviceId = 0; ///< 0: fleet-wide
    QString device;      ///< "node / GPU name", empty for a fleet-wide finding
    QString text;        ///< the translated finding with its parameters
    QString action;      ///< the translated recommended action
};

/// The fleet's health findings: severity, finding, device, recommended action and evidence (file:line).
class FleetFindingsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns { SeverityColumn, FindingColumn, DeviceColumn, ActionColumn, EvidenceColumn, ColumnCount };
    Q_ENUM(Columns)
    enum Roles {
        SeverityRole = Qt::UserRole, ///< int FindingSeverity
        DeviceIdRole,                ///< qint64, 0 for fleet-wide
        CodeRole,                    ///< QString: "xid_reject"
        SortRole,
    };
    Q_ENUM(Roles)

    explicit FleetFindingsModel(QObject *parent = nullptr);
    ~FleetFindingsModel() override;

    void setRows(std::vector<FleetFindingRow> rows);
    const std::vector<FleetFindingRow> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString severityText(FindingSeverity severity);
    /// "file.log:12" (the file name only), "file.log" without a line, empty without evidence.
    static QString evidenceText(const Evidence &evidence);

private:
    QString toolTip(const FleetFindingRow &row, int column) const;

    std::vector<FleetFindingRow> m_rows;
};

} // namespace GpuPlan
