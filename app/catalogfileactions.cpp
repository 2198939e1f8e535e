#include "catalogfileactions.h"

#include "io/catalogfile.h"
#include "io/workspacestore.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QUndoStack>

namespace GpuPlan {

CatalogFileActions::CatalogFileActions(WorkspaceStore &store, QUndoStack &undo, QWidget *window)
    : QObject(window)
    , m_store(store)
    , m_undo(undo)
    , m_window(window)
    , m_importAction(new QAction(this))
    , m_exportAction(new QAction(this))
{
    m_importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    connect(m_importAction, &QAction::triggered, this, &CatalogFileActions::importCatalog);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, &CatalogFileActions::exportCatalog);
}

void CatalogFileActions::retranslateUi()
{
    m_importAction->setText(tr("&Import Catalog…"));
    m_importAction->setStatusTip(tr("Add or replace SKUs, prices and models from a GpuPlan catalog JSON file"));
    m_exportAction->setText(tr("&Export Catalog…"));
    m_exportAction->setStatusTip(tr("Write the catalog, with your edits and their provenance, as JSON"));
}

void CatalogFileActions::setBusy(bool working, const QString &message)
{
    m_importAction->setEnabled(!working);
    if (working)
        Q_EMIT busy(message);
    else
        Q_EMIT idle(message);
}

void CatalogFileActions::importCatalog()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import Catalog"), QDir::homePath(),
                                                      tr("GpuPlan catalogs (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    // Parse and validate off the GUI thread; the write happens here, in one transaction.
    setBusy(true, tr("Reading %1…").arg(QFileInfo(path).fileName()));
    m_jobs.start([path](const JobControl &) { return readCatalogFile(path); },
                 [this, path](const CatalogFileResult &result) {
                     if (!result.ok()) {
                         setBusy(false, tr("Import failed; nothing was changed."));
                         QMessageBox box(
                             QMessageBox::Warning, tr("Import failed"),
                             tr("%1 is not a valid catalog. Nothing was imported.").arg(QFileInfo(path).fileName()),
                             QMessageBox::Ok, m_window);
                         box.setDetailedText(result.errors.join(QLatin1Char('\n')));
                         box.setInformativeText(result.errors.first());
                         box.exec();
                         return;
                     }
                     WorkspaceStore::ImportSummary summary;
                     if (!m_store.importCatalog(result.catalog, &summary)) {
                         setBusy(false, tr("Import failed; nothing was changed."));
                         QMessageBox::warning(m_window, tr("Import failed"), m_store.lastError());
                         return;
                     }
                     m_undo.clear(); // the import is not undoable; earlier edit commands may refer to replaced rows
                     setBusy(false,
                             tr("Imported %1 SKUs, %2 prices and %3 models.")
                                 .arg(summary.skus)
                                 .arg(summary.prices)
                                 .arg(summary.models));
                 });
}

void CatalogFileActions::exportCatalog()
{
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Catalog"),
                                                      QDir::home().filePath(QStringLiteral("gpuplan-catalog.json")),
                                                      tr("GpuPlan catalogs (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeCatalogFile(path, m_store.catalog(), &error)) {
        QMessageBox::warning(m_window, tr("Export failed"), error);
        return;
    }
    Q_EMIT statusMessage(tr("Exported the catalog to %1").arg(QDir::toNativeSeparators(path)));
}

} // namespace GpuPlan
