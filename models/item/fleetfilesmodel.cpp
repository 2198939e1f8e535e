#include "fleetfilesmodel.h"

#include <QDir>
#include <QLocale>

namespace GpuPlan {

FleetFilesModel::FleetFilesModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void FleetFilesModel::setRows(std::vector<FleetFileRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

const FleetFileRow *FleetFilesModel::rowAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? &m_rows[std::size_t(row)] : nullptr;
}

const FleetFileRow *FleetFilesModel::rowOf(const QString &sha256) const
{
    for (const FleetFileRow &r : m_rows)
        if (r.sha256 == sha256)
            return &r;
    return nullptr;
}

int FleetFilesModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int FleetFilesModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString FleetFilesModel::displayText(const FleetFileRow &r, int column) const
{
    const QLocale locale;
    switch (column) {
    case PathColumn:
        return QDir::toNativeSeparators(r.path);
    case FormatColumn:
        return r.format;
    case ImportedColumn:
        return locale.toString(r.importedAt.toLocalTime(), QLocale::ShortFormat);
    case DevicesColumn:
        return locale.toString(r.devices);
    case RecordsColumn:
        // Samples, events, benchmark results and host facts: what the file added besides its devices.
        return tr("%1 samples, %2 events, %3 results, %4 host facts")
            .arg(locale.toString(r.samples), locale.toString(r.events), locale.toString(r.benchmarks),
                 locale.toString(r.hostFacts));
    case SizeColumn:
        return locale.formattedDataSize(r.sizeBytes);
    default:
        return {};
    }
}

QVariant FleetFilesModel::data(const QModelIndex &index, int role) const
{
    const FleetFileRow *r = index.isValid() ? rowAt(index.row()) : nullptr;
    if (!r || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return displayText(*r, index.column());
    case Qt::ToolTipRole:
        return tr("%1\nSHA-256 %2").arg(QDir::toNativeSeparators(r->path), r->sha256);
    case Sha256Role:
        return r->sha256;
    case SortRole:
        switch (index.column()) {
        case ImportedColumn:
            return r->importedAt;
        case DevicesColumn:
            return r->devices;
        case RecordsColumn:
            return r->samples + r->events + r->benchmarks + r->hostFacts;
        case SizeColumn:
            return r->sizeBytes;
        default:
            return displayText(*r, index.column());
        }
    case Qt::TextAlignmentRole:
        return index.column() == DevicesColumn || index.column() == SizeColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant();
    default:
        return {};
    }
}

QVariant FleetFilesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case PathColumn:
        return tr("File");
    case FormatColumn:
        return tr("Format");
    case ImportedColumn:
        return tr("Imported");
    case DevicesColumn:
        return tr("GPUs");
    case RecordsColumn:
        return tr("Records");
    case SizeColumn:
        return tr("Size");
    default:
        return {};
    }
}

} // namespace GpuPlan
