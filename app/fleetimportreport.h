#pragma once

#include "io/fleetreport.h"

#include <QList>
#include <QTreeWidget>

namespace GpuPlan {

/// The import report: a row per file (status, format, records) with its errors and warnings, each with
/// its line, as children.
class FleetImportReport : public QTreeWidget
{
    Q_OBJECT
public:
    enum Columns { FileColumn, StatusColumn, FormatColumn, RecordsColumn, ColumnCount };

    explicit FleetImportReport(QWidget *parent = nullptr);

    void setReports(const QList<FleetFileReport> &reports);
    const QList<FleetFileReport> &reports() const { return m_reports; }

    static QString statusText(const FleetFileReport &report);
    static QString recordsText(const FleetFileReport &report);

private:
    QList<FleetFileReport> m_reports;
};

} // namespace GpuPlan
