#pragma once

#include "protocol/types.h"

#include <QAbstractTableModel>

#include <vector>

namespace GpuPlan {

/// The backends gpuplan-probe tried to load: available, or the reason it is not ("libcuda.so.1 not
/// found"), never hidden, so that a missing runtime is named rather than replaced by the CPU.
class ProbeBackendModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns { NameColumn, StatusColumn, DetailColumn, ColumnCount };
    Q_ENUM(Columns)

    enum Roles {
        AvailableRole = Qt::UserRole, ///< bool
    };
    Q_ENUM(Roles)

    explicit ProbeBackendModel(QObject *parent = nullptr);
    ~ProbeBackendModel() override;

    void setBackends(std::vector<Probe::BackendStatus> backends);
    const std::vector<Probe::BackendStatus> &backends() const { return m_backends; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// "CUDA", "HIP", "Level Zero", "CPU"; the key itself for a backend this version does not know.
    static QString backendName(const QString &key);

private:
    std::vector<Probe::BackendStatus> m_backends;
};

} // namespace GpuPlan
