#pragma once

#include "searchfilterproxy.h"

#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace GpuPlan {

/**
 * Filters and sorts a SkuTableModel: by vendor, segment, minimum memory and free-text search.
 *
 * Sorting uses SkuTableModel::SortRole, so numbers sort numerically; unknown values sort last in both
 * directions, so that "largest first" never starts with a column of dashes.
 */
class SkuFilterProxy : public SearchFilterProxy
{
    Q_OBJECT

public:
    explicit SkuFilterProxy(QObject *parent = nullptr);
    ~SkuFilterProxy() override;

    /// "NVIDIA", "AMD" or "Intel"; empty shows every vendor.
    void setVendorFilter(const QString &vendorKey);
    QString vendorFilter() const { return m_vendor; }
    /// "datacenter", "workstation" or "consumer"; empty shows every segment.
    void setSegmentFilter(const QString &segmentKey);
    QString segmentFilter() const { return m_segment; }
    /// Hides SKUs with less memory, or unknown memory; 0 shows all.
    void setMinimumMemoryBytes(qint64 bytes);
    qint64 minimumMemoryBytes() const { return m_minimumMemory; }
    // setSearchText (SearchFilterProxy) matches the name, id, family and memory type.

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_vendor;
    QString m_segment;
    qint64 m_minimumMemory = 0;
};

} // namespace GpuPlan
