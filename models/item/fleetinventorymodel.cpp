#include "fleetinventorymodel.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

#include <set>

namespace GpuPlan {
namespace {

QString dash() { return QStringLiteral("—"); }

QString fromStd(const std::string &s) { return QString::fromStdString(s); }

QString genWidth(const std::optional<int> &gen, const std::optional<int> &width)
{
    if (!gen && !width)
        return {};
    return QStringLiteral("Gen%1 x%2")
        .arg(gen ? QString::number(*gen) : QStringLiteral("?"), width ? QString::number(*width) : QStringLiteral("?"));
}

bool linkBelowMax(const FleetDevice &d)
{
    return (d.pcieGen && d.pcieMaxGen && *d.pcieGen < *d.pcieMaxGen)
        || (d.pcieWidth && d.pcieMaxWidth && *d.pcieWidth < *d.pcieMaxWidth);
}

} // namespace

FleetInventoryModel::FleetInventoryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}
FleetInventoryModel::~FleetInventoryModel() = default;

void FleetInventoryModel::setRows(std::vector<FleetInventoryRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

const FleetInventoryRow *FleetInventoryModel::rowAt(int row) const
{
    return row >= 0 && std::size_t(row) < m_rows.size() ? &m_rows[std::size_t(row)] : nullptr;
}

int FleetInventoryModel::rowOfDevice(qint64 id) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].id == id)
            return int(i);
    return -1;
}

QStringList FleetInventoryModel::nodes() const
{
    std::set<QString> names;
    for (const FleetInventoryRow &r : m_rows)
        if (!r.device.device.node.empty())
            names.insert(fromStd(r.device.device.node));
    return QStringList(names.begin(), names.end());
}

std::vector<FleetLabelDevice> FleetInventoryModel::labelDevices() const
{
    std::vector<FleetLabelDevice> out;
    for (const FleetInventoryRow &r : m_rows)
        out.push_back({r.device.device.node, r.device.skuId.empty() ? r.device.device.name : r.device.skuId,
                       r.device.device.memoryBytes, r.health});
    return out;
}

int FleetInventoryModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int FleetInventoryModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString FleetInventoryModel::healthText(FleetHealth health)
{
    switch (health) {
    case FleetHealth::Ok:
        return tr("OK");
    case FleetHealth::Warning:
        return tr("Warning");
    case FleetHealth::Quarantine:
        return tr("Quarantine");
    case FleetHealth::Reject:
        return tr("Reject");
    }
    return {};
}

QString FleetInventoryModel::linkText(const FleetDevice &d)
{
    const QString current = genWidth(d.pcieGen, d.pcieWidth);
    const QString max = genWidth(d.pcieMaxGen, d.pcieMaxWidth);
    if (current.isEmpty() && max.isEmpty())
        return dash();
    if (max.isEmpty() || current == max)
        return current.isEmpty() ? tr("? / %1").arg(max) : current;
    return tr("%1 / %2").arg(current.isEmpty() ? QStringLiteral("?") : current, max);
}

QVariant FleetInventoryModel::data(const QModelIndex &index, int role) const
{
    const FleetInventoryRow *r = index.isValid() ? rowAt(index.row()) : nullptr;
    if (!r || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    const FleetDevice &d = r->device.device;
    switch (role) {
    case Qt::DisplayRole:
        return displayData(*r, index.column());
    case Qt::ToolTipRole:
        return toolTip(*r, index.column());
    case DeviceIdRole:
        return r->id;
    case HealthRole:
        return int(r->health);
    case NodeRole:
        return fromStd(d.node);
    case SortRole:
        switch (index.column()) {
        case VramColumn:
            return d.memoryBytes ? qulonglong(*d.memoryBytes) : qulonglong(0);
        case HealthColumn:
            return int(r->health);
        case LinkColumn:
            return (d.pcieGen.value_or(0) * 100) + d.pcieWidth.value_or(0);
        default:
            return displayData(*r, index.column());
        }
    case Qt::ForegroundRole:
        if (index.column() == HealthColumn && r->health != FleetHealth::Ok)
            return QBrush(r->health == FleetHealth::Warning ? QColor(0xb3, 0x6b, 0x00) : QColor(0xc0, 0x1c, 0x28));
        if (index.column() == LinkColumn && linkBelowMax(d))
            return QBrush(QColor(0xb3, 0x6b, 0x00));
        if (index.column() == SkuColumn && r->device.skuId.empty())
            return QBrush(QColor(0x80, 0x80, 0x80));
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == VramColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    default:
        return {};
    }
}

QVariant FleetInventoryModel::displayData(const FleetInventoryRow &r, int column) const
{
    const FleetDevice &d = r.device.device;
    switch (column) {
    case NodeColumn:
        return d.node.empty() ? dash() : fromStd(d.node);
    case GpuColumn: {
        const QString name = d.name.empty() ? tr("unnamed GPU") : fromStd(d.name);
        return d.index >= 0 ? tr("%1 (#%2)").arg(name).arg(d.index) : name;
    }
    case SkuColumn:
        if (r.device.skuId.empty())
            return tr("unknown");
        return r.skuName.isEmpty() ? fromStd(r.device.skuId) : r.skuName;
    case VramColumn:
        return d.memoryBytes ? tr("%1 GiB").arg(QLocale().toString(double(*d.memoryBytes) / double(1ull << 30), 'f', 1))
                             : dash();
    case DriverColumn:
        return d.driverVersion.empty() ? dash() : fromStd(d.driverVersion);
    case LinkColumn:
        return linkText(d);
    case HealthColumn:
        return healthText(r.health);
    default:
        return {};
    }
}

QString FleetInventoryModel::toolTip(const FleetInventoryRow &r, int column) const
{
    const FleetDevice &d = r.device.device;
    const QString source = tr("From %1, line %2.").arg(fromStd(r.device.file)).arg(d.line);
    switch (column) {
    case GpuColumn:
        return tr("Identity: %1\nUUID: %2\nPCI bus: %3\n%4")
            .arg(r.deviceKey, d.uuid.empty() ? dash() : fromStd(d.uuid),
                 d.pciBusId.empty() ? dash() : fromStd(d.pciBusId), source);
    case SkuColumn:
        return r.device.skuId.empty()
            ? tr("No catalog SKU matches this GPU's name, PCI ID and memory size; the "
                 "estimates cannot use it until the catalog has it.")
            : tr("Matched to the catalog SKU %1 by PCI ID, name and memory size.").arg(fromStd(r.device.skuId));
    case VramColumn:
        return d.memoryBytes ? tr("%1 bytes as the tool reported them (GiB = 2^30 bytes). %2")
                                   .arg(QLocale().toString(qulonglong(*d.memoryBytes)), source)
                             : tr("The file does not give the memory size.");
    case LinkColumn:
        return tr("PCIe link now / its maximum. A link below its maximum width points at a riser, slot or seating "
                  "fault; a lower generation at idle can be power saving (check under load).");
    case HealthColumn:
        return tr("The worst of the %n finding(s) about this GPU; see the Findings tab.", nullptr, r.findings);
    default:
        return source;
    }
}

QVariant FleetInventoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NodeColumn:
        return tr("Node");
    case GpuColumn:
        return tr("GPU");
    case SkuColumn:
        return tr("SKU");
    case VramColumn:
        return tr("VRAM");
    case DriverColumn:
        return tr("Driver");
    case LinkColumn:
        return tr("PCIe link");
    case HealthColumn:
        return tr("Health");
    default:
        return {};
    }
}

} // namespace GpuPlan
