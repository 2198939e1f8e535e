#pragma once

#include "fleetnodelabels.h"

#include "core/fleethealth.h"

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace GpuPlan {

/// A GPU of the workspace's fleet as the inventory shows it.
struct FleetInventoryRow
{
    qint64 id = 0; ///< fleet_device.id
    QString deviceKey;
    InventoryDevice device; ///< the device, its matched SKU ID (empty: unknown) and its file
    QString skuName;        ///< the matched SKU's catalog name; empty when unknown
    FleetHealth health = FleetHealth::Ok;
    int findings = 0; ///< findings naming this device
};

/// The fleet inventory: node, GPU, matched SKU, VRAM, driver, PCIe link and health of every GPU.
class FleetInventoryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns { NodeColumn, GpuColumn, SkuColumn, VramColumn, DriverColumn, LinkColumn, HealthColumn, ColumnCount };
    Q_ENUM(Columns)
    enum Roles {
        DeviceIdRole = Qt::UserRole, ///< qint64 fleet_device.id
        HealthRole,                  ///< int FleetHealth
        SortRole,                    ///< raw values for sorting
        NodeRole,                    ///< QString: the node name (empty when unknown)
    };
    Q_ENUM(Roles)

    explicit FleetInventoryModel(QObject *parent = nullptr);
    ~FleetInventoryModel() override;

    void setRows(std::vector<FleetInventoryRow> rows);
    const std::vector<FleetInventoryRow> &rows() const { return m_rows; }
    const FleetInventoryRow *rowAt(int row) const;
    int rowOfDevice(qint64 id) const;
    /// The distinct node names, sorted.
    QStringList nodes() const;
    /// The devices for the Kubernetes label export.
    std::vector<FleetLabelDevice> labelDevices() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString healthText(FleetHealth health);
    /// "Gen4 x16", with the maximum when it runs below it: "Gen3 x8 / Gen4 x16"; a dash when unknown.
    static QString linkText(const FleetDevice &device);

private:
    QVariant displayData(const FleetInventoryRow &row, int column) const;
    QString toolTip(const FleetInventoryRow &row, int column) const;

    std::vector<FleetInventoryRow> m_rows;
};

} // namespace GpuPlan
