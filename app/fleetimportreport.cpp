#include "fleetimportreport.h"
#include "viewsetup.h"

#include "io/diagnostictext.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QLocale>

namespace GpuPlan {

FleetImportReport::FleetImportReport(QWidget *parent)
    : QTreeWidget(parent)
{
    setColumnCount(ColumnCount);
    setHeaderLabels({tr("File"), tr("Result"), tr("Format"), tr("Records")});
    setAlternatingRowColors(true);
    setUniformRowHeights(true);
    header()->setStretchLastSection(true);
    setToolTip(tr("What each imported file gave: its format, the devices, samples, events and benchmark results "
                  "read, and every warning or error with its line. A file with an error leaves nothing in the "
                  "workspace."));
}

QString FleetImportReport::statusText(const FleetFileReport &r)
{
    switch (r.status) {
    case FleetFileReport::Status::Imported:
        return tr("Imported");
    case FleetFileReport::Status::DryRun:
        return tr("Checked (dry run)");
    case FleetFileReport::Status::AlreadyImported:
        return tr("Already imported");
    case FleetFileReport::Status::Failed:
        return tr("Failed: nothing imported");
    case FleetFileReport::Status::Cancelled:
        return tr("Cancelled: nothing imported");
    }
    return {};
}

QString FleetImportReport::recordsText(const FleetFileReport &r)
{
    const QLocale locale;
    return tr("%1 devices, %2 samples, %3 events, %4 benchmarks")
        .arg(r.devices)
        .arg(locale.toString(qulonglong(r.samples)))
        .arg(r.events)
        .arg(r.benchmarks);
}

void FleetImportReport::setReports(const QList<FleetFileReport> &reports)
{
    m_reports = reports;
    clear();
    for (const FleetFileReport &r : reports) {
        const QString name = QFileInfo(r.path).fileName();
        auto *item = new QTreeWidgetItem(
            this, {name, statusText(r), r.format.isEmpty() ? tr("not recognised") : r.format, recordsText(r)});
        item->setToolTip(FileColumn, r.path);
        item->setToolTip(StatusColumn, r.message.isEmpty() ? statusText(r) : r.message);
        item->setToolTip(RecordsColumn,
                         tr("%1 bytes read; SHA-256 %2").arg(QLocale().toString(qulonglong(r.bytes)), r.sha256));
        if (!r.ok())
            item->setForeground(StatusColumn, errorColor());
        if (!r.message.isEmpty())
            new QTreeWidgetItem(item, {r.message});
        const auto addDiagnostics = [&](const std::vector<Diagnostic> &list, const QString &kind) {
            for (const Diagnostic &d : list) {
                const QString where = d.line > 0 ? tr("line %1").arg(d.line) : QString();
                auto *child = new QTreeWidgetItem(item, {where, kind, QString(), diagnosticText(d, name)});
                child->setToolTip(RecordsColumn, diagnosticText(d, r.path));
                child->setFirstColumnSpanned(false);
            }
        };
        addDiagnostics(r.errors, tr("Error"));
        addDiagnostics(r.warnings, tr("Warning"));
        item->setExpanded(!r.errors.empty() || r.warnings.size() <= 5);
    }
    for (int c = 0; c < ColumnCount - 1; ++c)
        resizeColumnToContents(c);
}

} // namespace GpuPlan
