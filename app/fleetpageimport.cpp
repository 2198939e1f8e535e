// The Fleet page's import: ImportJob off the GUI thread with progress and cancel, the report per file,
// and the column-mapping dialog for a CSV that no importer recognises.
#include "fleetpage.h"

#include "csvmappingdialog.h"
#include "fleetimportreport.h"

#include "import/genericcsv/genericcsvimporter.h"
#include "io/importjob.h"
#include "io/workspacestore.h"
#include "item/fleetfindingsmodel.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>

namespace GpuPlan {
namespace {

// A file worth a column mapping: not recognised, and its first line looks like a CSV header.
bool wantsCsvMapping(const FleetFileReport &r)
{
    if (r.status != FleetFileReport::Status::Failed || !r.format.isEmpty())
        return false;
    bool unrecognised = false;
    for (const Diagnostic &d : r.errors)
        unrecognised = unrecognised || d.code == "import.unrecognized";
    if (!unrecognised)
        return false;
    QFile file(r.path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray header = file.readLine(64 * 1024);
    return header.count(',') >= 2 || header.count(';') >= 2 || header.count('\t') >= 2;
}

} // namespace

bool FleetPage::isImporting() const { return m_job->isRunning(); }

void FleetPage::chooseFilesToImport()
{
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Import Fleet Data"), QDir::homePath(),
        tr("Tool outputs and logs (*.txt *.log *.csv *.xml *.json *.jsonl *.prom *.md *.sql);;All files (*)"));
    if (!files.isEmpty())
        importFiles(files);
}

bool FleetPage::importFiles(const QStringList &files, const FleetImportOptions &options)
{
    if (files.isEmpty() || isImporting() || isRemoving() || !m_store.isOpen())
        return false;
    FleetImportOptions o = options;
    // The host field is for new files: an undone removal imports its file again with the host it had.
    if (o.node.empty() && o.expectedSha256.isEmpty())
        o.node = m_importNode->text().trimmed().toStdString();
    const QStringList expanded = expandImportFolders(files); // a dropped folder: every file under it
    if (expanded.isEmpty() || !m_job->start(m_store.connectionLocation(), expanded, o))
        return false;
    setImporting(true);
    m_summary->setText(tr("Importing %n file(s)…", nullptr, int(expanded.size())));
    return true;
}

void FleetPage::cancelImport()
{
    if (!isImporting())
        return;
    m_cancel->setEnabled(false);
    m_summary->setText(tr("Cancelling: the file being read is rolled back…"));
    m_job->cancel();
}

void FleetPage::setImporting(bool importing)
{
    m_import->setEnabled(!importing && m_readOnly.isEmpty());
    m_importNode->setEnabled(!importing && m_readOnly.isEmpty());
    m_cancel->setEnabled(importing);
    m_progress->setVisible(importing);
    m_progress->setRange(0, 0);
    updateFileActions();
}

void FleetPage::importFinished(const QList<FleetFileReport> &reports)
{
    setImporting(false);
    m_report->setReports(reports);
    int imported = 0, already = 0, failed = 0, cancelled = 0;
    for (const FleetFileReport &r : reports) {
        imported += r.status == FleetFileReport::Status::Imported;
        already += r.status == FleetFileReport::Status::AlreadyImported;
        failed += r.status == FleetFileReport::Status::Failed;
        cancelled += r.status == FleetFileReport::Status::Cancelled;
        if (wantsCsvMapping(r) && !m_pendingCsv.contains(r.path))
            m_pendingCsv << r.path;
    }
    // The job wrote through its own connection, each file with its findings evaluated in its transaction:
    // read the workspace again (nothing is evaluated again here, on the GUI thread).
    reload();
    const QString summary = tr("%1 imported, %2 already imported, %3 failed, %4 cancelled.")
                                .arg(imported)
                                .arg(already)
                                .arg(failed)
                                .arg(cancelled);
    m_summary->setText(summary);
    m_filesStatus->clear(); // an "Importing ... again" of an undone removal is over
    Q_EMIT statusMessage(summary);
    if (failed > 0 || cancelled > 0 || m_findings->rowCount() == 0)
        m_tabs->setCurrentWidget(m_report);
    Q_EMIT importDone(reports);
    if (!m_pendingCsv.isEmpty())
        offerCsvMapping(m_pendingCsv.takeFirst());
}

CsvMappingDialog *FleetPage::offerCsvMapping(const QString &path)
{
    CsvMappingDialog *dialog = CsvMappingDialog::forFile(path, this);
    if (!dialog)
        return nullptr;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, path] {
        FleetImportOptions options;
        options.importer = std::shared_ptr<const Importer>(makeGenericCsvImporter(dialog->mapping()));
        if (!importFiles({path}, options))
            m_pendingCsv.prepend(path);
    });
    connect(dialog, &QDialog::finished, this, [this] {
        if (!m_pendingCsv.isEmpty() && !isImporting())
            offerCsvMapping(m_pendingCsv.takeFirst());
    });
    dialog->open();
    Q_EMIT csvMappingOffered(dialog);
    return dialog;
}

} // namespace GpuPlan
