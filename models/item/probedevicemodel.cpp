#include "probedevicemodel.h"
#include "qtutil/qtstring.h"

#include "unitformat.h"

#include <QColor>

namespace GpuPlan {

namespace {

QString computeUnitName(const std::string &backend)
{
    if (backend == "cuda")
        return ProbeDeviceModel::tr("streaming multiprocessors (SMs)");
    if (backend == "hip")
        return ProbeDeviceModel::tr("compute units (CUs)");
    if (backend == "levelzero")
        return ProbeDeviceModel::tr("Xe cores");
    if (backend == "cpu")
        return ProbeDeviceModel::tr("CPU threads");
    return ProbeDeviceModel::tr("compute units");
}

} // namespace

ProbeDeviceModel::ProbeDeviceModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

ProbeDeviceModel::~ProbeDeviceModel() = default;

void ProbeDeviceModel::setDevices(std::vector<Probe::DeviceInfo> devices)
{
    beginResetModel();
    m_devices = std::move(devices);
    endResetModel();
}

const Probe::DeviceInfo *ProbeDeviceModel::deviceAt(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_devices.size()))
        return nullptr;
    return &m_devices[static_cast<std::size_t>(row)];
}

int ProbeDeviceModel::rowOf(const QString &id) const
{
    for (std::size_t i = 0; i < m_devices.size(); ++i) {
        if (qs(m_devices[i].id) == id)
            return static_cast<int>(i);
    }
    return -1;
}

int ProbeDeviceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_devices.size());
}

int ProbeDeviceModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

bool ProbeDeviceModel::linkDegraded(const Probe::PcieLink &link)
{
    return link.currentGen > 0 && link.maxGen > 0
        && (link.currentGen < link.maxGen || link.currentWidth < link.maxWidth);
}

QString ProbeDeviceModel::pcieText(const Probe::PcieLink &link)
{
    if (link.currentGen <= 0 || link.currentWidth <= 0)
        return UnitFormat::unknownText();
    //: a PCIe link: generation and lane count
    const QString current = tr("Gen%1 x%2").arg(link.currentGen).arg(link.currentWidth);
    if (!linkDegraded(link))
        return current;
    return tr("%1 (max Gen%2 x%3)").arg(current).arg(link.maxGen).arg(link.maxWidth);
}

QVariant ProbeDeviceModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &d = m_devices[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return displayData(d, index.column());
    case Qt::ToolTipRole:
        return toolTip(d, index.column());
    case DeviceIdRole:
        return qs(d.id);
    case LinkDegradedRole:
        return linkDegraded(d.pcie);
    case SortRole:
        if (index.column() == MemoryColumn)
            return static_cast<qulonglong>(d.memoryBytes);
        if (index.column() == ComputeUnitsColumn)
            return d.computeUnits;
        return displayData(d, index.column());
    case Qt::ForegroundRole:
        // A link trained below its maximum is what a reseated or riser-fed card shows: amber, not red.
        if (index.column() == PcieColumn && linkDegraded(d.pcie))
            return QColor(0xB3, 0x6B, 0x00);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == MemoryColumn || index.column() == ComputeUnitsColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    default:
        return {};
    }
}

QVariant ProbeDeviceModel::displayData(const Probe::DeviceInfo &d, int column) const
{
    switch (column) {
    case IdColumn:
        return qs(d.id);
    case NameColumn:
        return qs(d.name);
    case MemoryColumn:
        return d.memoryBytes > 0 ? UnitFormat::bytesBinary(static_cast<qint64>(d.memoryBytes))
                                 : UnitFormat::unknownText();
    case ComputeUnitsColumn:
        return d.computeUnits > 0 ? QVariant(d.computeUnits) : QVariant(UnitFormat::unknownText());
    case PcieColumn:
        return pcieText(d.pcie);
    case DriverColumn:
        if (d.driverVersion.empty() && d.runtimeVersion.empty())
            return UnitFormat::unknownText();
        if (d.runtimeVersion.empty())
            return qs(d.driverVersion);
        //: driver version, then the runtime's (CUDA, ROCm, Level Zero) version
        return tr("%1 (runtime %2)").arg(qs(d.driverVersion), qs(d.runtimeVersion));
    default:
        return {};
    }
}

QString ProbeDeviceModel::toolTip(const Probe::DeviceInfo &d, int column) const
{
    switch (column) {
    case IdColumn:
    case NameColumn: {
        QStringList lines{tr("%1 (%2), as the %3 backend names it").arg(qs(d.name), qs(d.vendor), qs(d.backend))};
        if (!d.uuid.empty())
            lines << tr("UUID: %1").arg(qs(d.uuid));
        if (!d.serial.empty())
            lines << tr("Serial number: %1").arg(qs(d.serial));
        if (!d.pciBusId.empty())
            lines << tr("PCI bus: %1").arg(qs(d.pciBusId));
        if (d.coreClockMHz > 0)
            lines << tr("Core clock: %1 MHz").arg(d.coreClockMHz, 0, 'f', 0);
        return lines.join(QLatin1Char('\n'));
    }
    case MemoryColumn:
        return tr("%L1 bytes of device memory (GiB = 2^30 bytes)").arg(static_cast<qulonglong>(d.memoryBytes));
    case ComputeUnitsColumn:
        return tr("%1 %2").arg(d.computeUnits).arg(computeUnitName(d.backend));
    case PcieColumn:
        if (d.pcie.maxGen <= 0)
            return tr("The backend does not report the PCIe link");
        return tr("Current link Gen%1 x%2, maximum Gen%3 x%4. Links train down at idle; the burn-in judges "
                  "the link under load.")
            .arg(d.pcie.currentGen)
            .arg(d.pcie.currentWidth)
            .arg(d.pcie.maxGen)
            .arg(d.pcie.maxWidth);
    default:
        return displayData(d, column).toString();
    }
}

QVariant ProbeDeviceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return tr("Device");
    case NameColumn:
        return tr("Name");
    case MemoryColumn:
        return tr("Memory");
    case ComputeUnitsColumn:
        return tr("Compute units");
    case PcieColumn:
        return tr("PCIe link");
    case DriverColumn:
        return tr("Driver");
    default:
        return {};
    }
}

} // namespace GpuPlan
