#pragma once

#include "searchfilterproxy.h"

#include <QString>
#include <QStringList>

namespace GpuPlan {

/**
 * Filters and sorts an EstimateTableModel: only the GPUs the workload fits, one vendor, free-text search.
 *
 * Sorting uses EstimateTableModel::SortRole, so numbers sort numerically; unknown values (the speed of
 * a GPU the model does not fit) sort last in both directions.
 */
class EstimateFilterProxy : public SearchFilterProxy
{
    Q_OBJECT

public:
    explicit EstimateFilterProxy(QObject *parent = nullptr);
    ~EstimateFilterProxy() override;

    /// Hides the GPUs the workload does not fit.
    void setFitsOnly(bool fitsOnly);
    bool fitsOnly() const { return m_fitsOnly; }
    /// "NVIDIA", "AMD" or "Intel"; empty shows every vendor.
    void setVendorFilter(const QString &vendorKey);
    QString vendorFilter() const { return m_vendor; }
    // setSearchText (SearchFilterProxy) matches the vendor, name and id.

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool m_fitsOnly = false;
    QString m_vendor;
};

} // namespace GpuPlan
