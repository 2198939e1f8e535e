// The Fleet page's Files tab: the imported files and their removal, off the GUI thread and undoable. Undo
// imports the file again from its path, provided its content still has the SHA-256 it had: the same bytes
// give the same devices, records and findings.
#include "fleetpage.h"

#include "prometheuspanel.h"
#include "viewsetup.h"

#include "io/workspacestore.h"
#include "item/fleetfilesmodel.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

namespace GpuPlan {
namespace {

class RemoveImportCommand : public QUndoCommand
{
public:
    RemoveImportCommand(FleetPage *page, FleetFileRow file)
        : m_page(page)
        , m_file(std::move(file))
    {
        setText(FleetPage::tr("Remove %1 from the Fleet").arg(QFileInfo(m_file.path).fileName()));
    }

    // A step that cannot start (an import or a removal running) leaves the stack: it did nothing to undo.
    void redo() override { setObsolete(!m_page || !m_page->startRemoval(m_file.sha256)); }
    void undo() override { setObsolete(!m_page || !m_page->startRestore(m_file)); }

private:
    QPointer<FleetPage> m_page;
    FleetFileRow m_file;
};

FleetFileRow fileRow(const ImportedFileRecord &f)
{
    return {f.path,    f.sha256, f.format,     f.importedAt, f.sizeBytes, f.devices,
            f.samples, f.events, f.benchmarks, f.hostFacts,  f.node};
}

} // namespace

QWidget *FleetPage::buildFilesTab()
{
    auto *tab = new QWidget(this);
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_files);
    proxy->setSortRole(FleetFilesModel::SortRole);
    m_filesView = new QTableView(tab);
    m_filesView->setModel(proxy);
    setUpTableView(m_filesView, true);
    m_filesView->sortByColumn(FleetFilesModel::ImportedColumn, Qt::DescendingOrder);
    m_filesView->setTextElideMode(Qt::ElideLeft); // a long path keeps its file name in view
    m_removeFile = new QPushButton(style()->standardIcon(QStyle::SP_TrashIcon), QString(), tab);
    m_removeFile->setEnabled(false);
    m_filesStatus = new QLabel(tab);
    m_filesStatus->setWordWrap(true);
    m_useBenchmark = new QPushButton(tab);
    m_useBenchmark->setObjectName(QStringLiteral("useBenchmark"));
    m_useBenchmark->setEnabled(false);
    connect(m_useBenchmark, &QPushButton::clicked, this, &FleetPage::chooseBenchmarkSku);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_removeFile);
    buttons->addWidget(m_useBenchmark);
    buttons->addWidget(m_filesStatus, 1);
    auto *layout = new QVBoxLayout(tab);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filesView, 1);
    layout->addLayout(buttons);
    // Delete in the list removes the selected file, like the button.
    auto *remove = new QAction(this);
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_filesView->addAction(remove);
    const auto removeSelected = [this] {
        const QModelIndex current = m_filesView->currentIndex();
        if (current.isValid())
            removeFile(current.data(FleetFilesModel::Sha256Role).toString());
    };
    connect(remove, &QAction::triggered, this, removeSelected);
    connect(m_removeFile, &QPushButton::clicked, this, removeSelected);
    connect(m_filesView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] { updateFileActions(); });
    return tab;
}

void FleetPage::reloadFiles()
{
    std::vector<FleetFileRow> rows;
    if (m_store.isOpen())
        for (const ImportedFileRecord &f : m_store.importedFiles())
            rows.push_back(fileRow(f));
    m_files->setRows(std::move(rows));
    m_filesView->resizeColumnsToContents();
    m_filesView->setColumnWidth(FleetFilesModel::PathColumn,
                                std::min(m_filesView->columnWidth(FleetFilesModel::PathColumn), 420));
    updateFileActions();
}

void FleetPage::updateFileActions()
{
    const QModelIndex current = m_filesView->currentIndex();
    const bool idle = !isImporting() && !isRemoving() && m_readOnly.isEmpty();
    m_removeFile->setEnabled(current.isValid() && idle);
    const FleetFileRow *row = m_files->rowOf(current.data(FleetFilesModel::Sha256Role).toString());
    const bool benchmark
        = row && (row->format == QLatin1String("mixbench") || row->format == QLatin1String("babelstream"));
    m_useBenchmark->setEnabled(current.isValid() && idle && benchmark);
}

bool FleetPage::isRemoving() const { return m_removing; }

void FleetPage::setReadOnly(const QString &reason)
{
    m_readOnly = reason;
    m_prometheus->setReadOnly(reason);
    retranslateUi(); // the tooltips say why
    setImporting(isImporting());
}

bool FleetPage::removeFile(const QString &sha256)
{
    const FleetFileRow *row = m_files->rowOf(sha256);
    if (!row || isImporting() || isRemoving())
        return false;
    auto *command = new RemoveImportCommand(this, *row);
    if (m_undo) {
        m_undo->push(command); // redo() starts the removal
        return m_removing;
    }
    command->redo();
    delete command;
    return m_removing;
}

bool FleetPage::startRemoval(const QString &sha256)
{
    if (isImporting() || isRemoving() || !m_store.isOpen())
        return false;
    m_removing = true;
    updateFileActions();
    m_filesStatus->setText(tr("Removing the file and evaluating the fleet again…"));
    const QString workspace = m_store.connectionLocation();
    // Its own connection on a worker thread, like an import: the deletes and the findings' evaluation.
    m_removals.start(
        [workspace, sha256](const JobControl &) {
            WorkspaceStore store;
            if (store.open(workspace) != WorkspaceStore::OpenStatus::Ok) {
                FleetRemoval failed;
                failed.message = store.lastError();
                return failed;
            }
            return store.removeImportedFile(sha256);
        },
        [this](const FleetRemoval &removal) { removalFinished(removal); });
    return true;
}

void FleetPage::removalFinished(const FleetRemoval &removal)
{
    m_removing = false;
    const QString name = QDir::toNativeSeparators(removal.file.path);
    const QString message = removal.ok
        ? tr("Removed %1: %n GPU(s) only it had seen went with it", nullptr, removal.devicesRemoved).arg(name)
        : tr("The file was not removed: %1").arg(removal.message);
    m_filesStatus->setText(message);
    // The job removed and re-evaluated through its own connection: the pages read the workspace again
    // (fleetChanged reloads this one), without evaluating the findings a second time on the GUI thread.
    m_store.fleetChangedElsewhere();
    Q_EMIT statusMessage(message);
    Q_EMIT removalDone(removal.ok, message);
}

bool FleetPage::startRestore(const FleetFileRow &file)
{
    FleetImportOptions options;
    options.expectedSha256 = file.sha256;
    options.node = file.node.toStdString(); // where it was placed the first time
    if (!importFiles({file.path}, options))
        return false;
    m_filesStatus->setText(tr("Importing %1 again…").arg(QDir::toNativeSeparators(file.path)));
    return true;
}

} // namespace GpuPlan
