#pragma once

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace GpuPlan {

/// One host fact as the Fleet page's Hosts tab shows it.
struct FleetHostRow
{
    QString node;    ///< empty: unattributed (no file or --node placed it on a host)
    QString key;     ///< "kernel.release" (core/hostfacts.h)
    QString subject; ///< "node 0", "nvme0n1", "eth0", "pid 18233", a bus ID; empty for the host itself
    QString value;
    QString file; ///< the path it was imported from
    int line = 0;
};

/// The hosts around the GPUs, one row per fact: host, what, of what, value, where it was read.
class FleetHostsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns { NodeColumn, FactColumn, SubjectColumn, ValueColumn, SourceColumn, ColumnCount };
    Q_ENUM(Columns)

    explicit FleetHostsModel(QObject *parent = nullptr);

    void setRows(std::vector<FleetHostRow> rows);
    const FleetHostRow *rowAt(int row) const;
    /// The translated name of a fact key ("numa.nodes" -> "NUMA nodes"); the key itself when it has none.
    static QString factName(const QString &key);
    /// How many hosts the rows name (unattributed facts not counted).
    int hostCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<FleetHostRow> m_rows;
};

} // namespace GpuPlan
