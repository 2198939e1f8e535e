#include "fleetfindingsmodel.h"

#include <QBrush>
#include <QColor>
#include <QFileInfo>

namespace GpuPlan {

FleetFindingsModel::FleetFindingsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}
FleetFindingsModel::~FleetFindingsModel() = default;

void FleetFindingsModel::setRows(std::vector<FleetFindingRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int FleetFindingsModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int FleetFindingsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString FleetFindingsModel::severityText(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Info:
        return tr("Info");
    case FindingSeverity::Warning:
        return tr("Warning");
    case FindingSeverity::Quarantine:
        return tr("Quarantine");
    case FindingSeverity::Reject:
        return tr("Reject");
    }
    return {};
}

QString FleetFindingsModel::evidenceText(const Evidence &evidence)
{
    if (evidence.file.empty())
        return {};
    const QString name = QFileInfo(QString::fromStdString(evidence.file)).fileName();
    return evidence.line > 0 ? QStringLiteral("%1:%2").arg(name).arg(evidence.line) : name;
}

QVariant FleetFindingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()) || index.column() >= ColumnCount)
        return {};
    const FleetFindingRow &r = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return severityText(r.finding.severity);
        case FindingColumn:
            return r.text;
        case DeviceColumn:
            return r.device.isEmpty() ? tr("whole fleet") : r.device;
        case ActionColumn:
            return r.action;
        case EvidenceColumn:
            return evidenceText(r.finding.evidence);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        return toolTip(r, index.column());
    case SeverityRole:
        return int(r.finding.severity);
    case DeviceIdRole:
        return r.deviceId;
    case CodeRole:
        return QString::fromStdString(r.finding.code);
    case SortRole:
        if (index.column() == SeverityColumn)
            return int(r.finding.severity);
        return data(index, Qt::DisplayRole);
    case Qt::ForegroundRole:
        if (index.column() != SeverityColumn || r.finding.severity == FindingSeverity::Info)
            return {};
        return QBrush(r.finding.severity == FindingSeverity::Warning ? QColor(0xb3, 0x6b, 0x00)
                                                                     : QColor(0xc0, 0x1c, 0x28));
    default:
        return {};
    }
}

QString FleetFindingsModel::toolTip(const FleetFindingRow &r, int column) const
{
    switch (column) {
    case SeverityColumn:
        return tr("Reject: take the card out for good; Quarantine: out of service until diagnosed; Warning: "
                  "check it; Info: worth knowing. (rule %1)")
            .arg(QString::fromStdString(r.finding.code));
    case EvidenceColumn: {
        const Evidence &e = r.finding.evidence;
        if (e.file.empty())
            return tr("Derived from several files or devices.");
        QString tip = e.line > 0 ? tr("%1, line %2").arg(QString::fromStdString(e.file)).arg(e.line)
                                 : QString::fromStdString(e.file);
        if (!e.excerpt.empty())
            tip += QLatin1String("\n\n") + QString::fromStdString(e.excerpt);
        return tip;
    }
    case ActionColumn:
        return r.action;
    default:
        return r.text;
    }
}

QVariant FleetFindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case FindingColumn:
        return tr("Finding");
    case DeviceColumn:
        return tr("Device");
    case ActionColumn:
        return tr("Recommended action");
    case EvidenceColumn:
        return tr("Evidence");
    default:
        return {};
    }
}

} // namespace GpuPlan
