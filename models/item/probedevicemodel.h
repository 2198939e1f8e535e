#pragma once

#include "protocol/types.h"

#include <QAbstractTableModel>

#include <vector>

namespace GpuPlan {

/// The devices gpuplan-probe sees, as its backends name them (id "cuda:0", uuid, serial, PCI bus).
class ProbeDeviceModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns { IdColumn, NameColumn, MemoryColumn, ComputeUnitsColumn, PcieColumn, DriverColumn, ColumnCount };
    Q_ENUM(Columns)

    enum Roles {
        DeviceIdRole = Qt::UserRole, ///< QString: "cuda:0"
        SortRole,                    ///< raw numbers for the numeric columns
        LinkDegradedRole,            ///< bool: the PCIe link runs below its maximum generation or width
    };
    Q_ENUM(Roles)

    explicit ProbeDeviceModel(QObject *parent = nullptr);
    ~ProbeDeviceModel() override;

    void setDevices(std::vector<Probe::DeviceInfo> devices);
    const std::vector<Probe::DeviceInfo> &devices() const { return m_devices; }
    /// nullptr when @p row is out of range.
    const Probe::DeviceInfo *deviceAt(int row) const;
    /// The row of the device with id @p id, or -1.
    int rowOf(const QString &id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// "Gen5 x16", with the maximum when the link runs below it ("Gen3 x8 (max Gen5 x16)"); a dash
    /// when unknown.
    static QString pcieText(const Probe::PcieLink &link);
    static bool linkDegraded(const Probe::PcieLink &link);

private:
    QVariant displayData(const Probe::DeviceInfo &device, int column) const;
    QString toolTip(const Probe::DeviceInfo &device, int column) const;

    std::vector<Probe::DeviceInfo> m_devices;
};

} // namespace GpuPlan
