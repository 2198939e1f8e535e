#pragma once

#include "io/fleetreport.h"
#include "io/jobtracker.h"

#include <QList>
#include <QStringList>
#include <QWidget>

#include <atomic>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTableView;
class QTreeView;
class QUndoStack;

namespace GpuPlan {

class AppSettings;
class CsvMappingDialog;
class FleetFilesModel;
class FleetHostsModel;
class FleetTriageModel;
struct FleetFileRow;
class FleetFindingsModel;
class FleetFindingsProxy;
class FleetImportReport;
class FleetInventoryModel;
class FleetInventoryProxy;
class FleetMinMaxDecimator;
class FleetTelemetryChart;
struct FleetTelemetryView;
class ImportJob;
class PrometheusPanel;
class WorkspaceStore;

/**
 * The fleet imported from operators' files: the inventory with filters, the health findings with their
 * evidence, a device's telemetry charts and the import itself (several files, progress, cancel, a report
 * per file, a column mapping for a CSV no importer recognises), and the imported files, each removable with
 * undo. Exports Kubernetes node labels.
 */
class FleetPage : public QWidget
{
    Q_OBJECT
public:
    FleetPage(WorkspaceStore &store, AppSettings &settings, QWidget *parent = nullptr);
    ~FleetPage() override;

    /// Imports @p files off the GUI thread; false while an import runs or without a workspace.
    bool importFiles(const QStringList &files, const FleetImportOptions &options = {});
    void chooseFilesToImport();
    void cancelImport();
    bool isImporting() const;
    /// Opens the column-mapping dialog for a CSV no importer recognised (window-modal; imports on accept).
    CsvMappingDialog *offerCsvMapping(const QString &path);

    /// Removal and re-import of files go on this stack (the main window's); without one they cannot be undone.
    void setUndoStack(QUndoStack *undo) { m_undo = undo; }
    /// Takes the imported file with this SHA-256 out of the workspace off the GUI thread, as one undoable step
    /// (removalDone() when it is through); false when there is no such file or an import or removal runs.
    bool removeFile(const QString &sha256);
    bool isRemoving() const;
    /// The undo command's two halves: the removal, and the import again of the same content from its path.
    bool startRemoval(const QString &sha256);
    bool startRestore(const FleetFileRow &file);

    /// The ceilings the imported benchmark file with this SHA-256 measures (mixbench's FP32 plateau,
    /// BabelStream's Triad) become @p skuId's figures in estimates, as one undoable step with their
    /// provenance; false (with why in the Files tab's status) when it has none or the SKU is unknown.
    bool useBenchmarkInEstimates(const QString &sha256, const std::string &skuId);
    /// The catalog SKU the file's GPU is, as the matcher tells it; empty when it cannot.
    std::string benchmarkSku(const QString &sha256) const;
    QPushButton *useBenchmarkButton() const { return m_useBenchmark; }

    /// The `kubectl label node` lines for the whole inventory.
    QString labelsText() const;
    void exportLabels();

    void reload();
    void saveViewState();

    FleetInventoryModel *inventoryModel() const { return m_inventory; }
    FleetInventoryProxy *inventoryProxy() const { return m_inventoryProxy; }
    FleetFindingsModel *findingsModel() const { return m_findings; }
    FleetFindingsProxy *findingsProxy() const { return m_findingsProxy; }
    FleetImportReport *reportView() const { return m_report; }
    FleetFilesModel *filesModel() const { return m_files; }
    FleetHostsModel *hostsModel() const { return m_hosts; }
    QTableView *hostsView() const { return m_hostsView; }
    FleetTriageModel *triageModel() const { return m_triage; }
    QTreeView *triageView() const { return m_triageView; }
    QTableView *filesView() const { return m_filesView; }
    QPushButton *removeFileButton() const { return m_removeFile; }
    FleetTelemetryChart *telemetryChart() const { return m_chart; }
    QTableView *inventoryView() const { return m_inventoryView; }
    QPushButton *cancelButton() const { return m_cancel; }
    PrometheusPanel *prometheusPanel() const { return m_prometheus; }
    /// A viewer of a team workspace: import, removal, Use in Estimates and Prometheus pulls disabled, with
    /// @p reason in their tooltips (empty: writable again).
    void setReadOnly(const QString &reason);
    QPushButton *importButton() const { return m_import; }
    QProgressBar *progressBar() const { return m_progress; }
    /// Shows the telemetry of a device (fleet_device.id) and selects it in the inventory.
    void selectDevice(qint64 deviceId);

Q_SIGNALS:
    void importDone(const QList<GpuPlan::FleetFileReport> &reports);
    void telemetryShown(qint64 deviceId);
    void csvMappingOffered(GpuPlan::CsvMappingDialog *dialog);
    void statusMessage(const QString &message);
    void removalDone(bool ok, const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void retranslateUi();
    void importFinished(const QList<FleetFileReport> &reports);
    void setImporting(bool importing);
    void showDevice(qint64 deviceId);
    void requestTelemetry(qint64 deviceId, double from, double to, int pixels);
    void showTelemetry(qint64 deviceId, const FleetTelemetryView &view, bool wholeRange);
    void updateNodeFilter();
    QWidget *buildFilesTab();
    QWidget *buildHostsTab();
    void reloadHosts();
    void retranslateHosts();
    void filterHosts();
    QWidget *buildTriageTab();
    void reloadTriage();
    void retranslateTriage();
    void filterTriage();
    void reloadFiles();
    void updateFileActions();
    void chooseBenchmarkSku();
    void removalFinished(const FleetRemoval &removal);

    WorkspaceStore &m_store;
    AppSettings &m_settings;
    ImportJob *m_job = nullptr;
    QStringList m_pendingCsv;

    FleetInventoryModel *m_inventory = nullptr;
    FleetInventoryProxy *m_inventoryProxy = nullptr;
    FleetFindingsModel *m_findings = nullptr;
    FleetFindingsProxy *m_findingsProxy = nullptr;
    FleetFilesModel *m_files = nullptr;
    FleetHostsModel *m_hosts = nullptr;
    QSortFilterProxyModel *m_hostsProxy = nullptr;
    QTableView *m_hostsView = nullptr;
    QLabel *m_hostsHint = nullptr;
    FleetTriageModel *m_triage = nullptr;
    QTreeView *m_triageView = nullptr;
    QLabel *m_triageHint = nullptr;
    QPushButton *m_copyCommand = nullptr;
    QUndoStack *m_undo = nullptr;

    QPushButton *m_import = nullptr;
    QPushButton *m_labels = nullptr;
    QPushButton *m_cancel = nullptr;
    QLineEdit *m_importNode = nullptr; ///< the host of imported files that name none (import --node)
    QPushButton *m_resetZoom = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_summary = nullptr;
    QLineEdit *m_search = nullptr;
    QComboBox *m_node = nullptr;
    QComboBox *m_health = nullptr;
    QCheckBox *m_severity[4] = {};
    QTableView *m_inventoryView = nullptr;
    QTableView *m_findingsView = nullptr;
    QLabel *m_inventoryHint = nullptr; ///< EmptyHint: what to import, while the fleet has no GPU
    QLabel *m_findingsHint = nullptr;
    FleetImportReport *m_report = nullptr;
    QTableView *m_filesView = nullptr;
    QPushButton *m_removeFile = nullptr;
    QPushButton *m_useBenchmark = nullptr;
    QLabel *m_filesStatus = nullptr;
    QTabWidget *m_tabs = nullptr;
    FleetTelemetryChart *m_chart = nullptr;
    PrometheusPanel *m_prometheus = nullptr;
    QSplitter *m_splitter = nullptr;
    QSplitter *m_topSplitter = nullptr;

    qint64 m_device = 0;
    JobTracker m_telemetryJobs{this}; ///< only the newest telemetry request is drawn
    JobTracker m_removals{this};
    bool m_removing = false;
    QString m_readOnly; ///< setReadOnly()
    /// The min/max overview of m_overviewDevice's whole telemetry (dropped when the workspace changes).
    std::shared_ptr<const FleetMinMaxDecimator> m_overview;
    qint64 m_overviewDevice = 0;
};

} // namespace GpuPlan
