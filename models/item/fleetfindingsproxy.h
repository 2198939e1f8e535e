#pragma once

#include "core/fleethealth.h"

#include <QSortFilterProxyModel>

namespace GpuPlan {

/// Shows the findings of the checked severities; sorts on raw values (severity as a rank).
class FleetFindingsProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit FleetFindingsProxy(QObject *parent = nullptr);

    void setSeverityShown(FindingSeverity severity, bool shown);
    bool isSeverityShown(FindingSeverity severity) const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    unsigned m_shown = 0xf; // bit per FindingSeverity
};

} // namespace GpuPlan
