#include "probebackendmodel.h"

#include <QColor>

namespace GpuPlan {

ProbeBackendModel::ProbeBackendModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

ProbeBackendModel::~ProbeBackendModel() = default;

void ProbeBackendModel::setBackends(std::vector<Probe::BackendStatus> backends)
{
    beginResetModel();
    m_backends = std::move(backends);
    endResetModel();
}

int ProbeBackendModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_backends.size());
}

int ProbeBackendModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString ProbeBackendModel::backendName(const QString &key)
{
    if (key == QLatin1String("cuda"))
        return QStringLiteral("CUDA");
    if (key == QLatin1String("hip"))
        return QStringLiteral("HIP (ROCm)");
    if (key == QLatin1String("levelzero"))
        return QStringLiteral("Level Zero");
    if (key == QLatin1String("cpu"))
        return tr("CPU");
    return key;
}

QVariant ProbeBackendModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &b = m_backends[static_cast<std::size_t>(index.row())];
    const QString module = QString::fromStdString(b.module);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return backendName(QString::fromStdString(b.name));
        case StatusColumn:
            return b.available ? tr("available") : tr("unavailable");
        case DetailColumn:
            return b.available ? module : QString::fromStdString(b.reason);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (b.available)
            return tr("Loaded from %1").arg(module);
        //: %1 why the backend cannot load, %2 its module file
        return tr("Not available: %1\nModule: %2").arg(QString::fromStdString(b.reason), module);
    case Qt::ForegroundRole:
        if (index.column() == StatusColumn)
            return b.available ? QColor(0x2e, 0x7d, 0x32) : QColor(0x80, 0x80, 0x80);
        return {};
    case AvailableRole:
        return b.available;
    default:
        return {};
    }
}

QVariant ProbeBackendModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Backend");
    case StatusColumn:
        return tr("Status");
    case DetailColumn:
        return tr("Module or reason");
    default:
        return {};
    }
}

} // namespace GpuPlan
