#pragma once

#include <QAbstractTableModel>
#include <QDateTime>
#include <QString>

#include <vector>

namespace GpuPlan {

/// One file of the workspace's import registry as the Fleet page's Files tab shows it.
struct FleetFileRow
{
    QString path;
    QString sha256;
    QString format;       ///< the importer that read it ("nvidia-smi-csv")
    QDateTime importedAt; ///< UTC
    qint64 sizeBytes = 0;
    int devices = 0;
    qint64 samples = 0;
    int events = 0;
    int benchmarks = 0;
    int hostFacts = 0;
    QString node; ///< the import's --node, "" when not given
};

/// The imported files: path, format, when, what each brought in. Sorted by the view (SortRole).
class FleetFilesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns { PathColumn, FormatColumn, ImportedColumn, DevicesColumn, RecordsColumn, SizeColumn, ColumnCount };
    Q_ENUM(Columns)
    enum Roles {
        Sha256Role = Qt::UserRole, ///< QString: the file's SHA-256, its identity in the workspace
        SortRole,                  ///< raw values for sorting
    };
    Q_ENUM(Roles)

    explicit FleetFilesModel(QObject *parent = nullptr);

    void setRows(std::vector<FleetFileRow> rows);
    const FleetFileRow *rowAt(int row) const;
    /// The file with this SHA-256, or nullptr.
    const FleetFileRow *rowOf(const QString &sha256) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString displayText(const FleetFileRow &r, int column) const;

    std::vector<FleetFileRow> m_rows;
};

} // namespace GpuPlan
