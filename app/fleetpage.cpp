#include "fleetpage.h"

#include "fleetimportreport.h"
#include "prometheuspanel.h"
#include "viewsetup.h"

#include "charts/emptyhint.h"
#include "charts/fleettelemetrychart.h"
#include "io/appsettings.h"
#include "io/fleetfindingtext.h"
#include "io/importjob.h"
#include "io/workspacestore.h"
#include "item/fleetfilesmodel.h"
#include "item/fleetfindingsmodel.h"
#include "item/fleetfindingsproxy.h"
#include "item/fleethostsmodel.h"
#include "item/fleetinventorymodel.h"
#include "item/fleetinventoryproxy.h"
#include "item/fleetnodelabels.h"
#include "item/fleettriagemodel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <map>

namespace GpuPlan {
namespace {
const QString kFleetSplitterKey = QStringLiteral("fleet/splitter");
const QString kTopSplitterKey = QStringLiteral("fleet/topSplitter");
const QString kInventoryKey = QStringLiteral("fleet/inventoryHeader");
const QString kFindingsKey = QStringLiteral("fleet/findingsHeader");
} // namespace

FleetPage::FleetPage(WorkspaceStore &store, AppSettings &settings, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_settings(settings)
    , m_job(new ImportJob(this))
    , m_inventory(new FleetInventoryModel(this))
    , m_inventoryProxy(new FleetInventoryProxy(this))
    , m_findings(new FleetFindingsModel(this))
    , m_findingsProxy(new FleetFindingsProxy(this))
    , m_files(new FleetFilesModel(this))
    , m_hosts(new FleetHostsModel(this))
    , m_triage(new FleetTriageModel(this))
{
    m_inventoryProxy->setSourceModel(m_inventory);
    m_findingsProxy->setSourceModel(m_findings);
    buildUi();
    retranslateUi();
    connect(m_job, &ImportJob::progress, this, [this](qint64 done, qint64 total) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
    });
    connect(m_job, &ImportJob::fileStarted, this, [this](int, const QString &path) {
        m_summary->setText(tr("Importing %1…").arg(QDir::toNativeSeparators(path)));
    });
    connect(m_job, &ImportJob::finished, this, &FleetPage::importFinished);
    connect(m_job, &ImportJob::failed, this, [this](const QString &message) {
        setImporting(false);
        m_summary->setText(message);
    });
    connect(&m_store, &WorkspaceStore::fleetChanged, this, &FleetPage::reload);
    m_splitter->restoreState(m_settings.viewState(kFleetSplitterKey));
    m_topSplitter->restoreState(m_settings.viewState(kTopSplitterKey));
    m_inventoryView->horizontalHeader()->restoreState(m_settings.viewState(kInventoryKey));
    m_findingsView->horizontalHeader()->restoreState(m_settings.viewState(kFindingsKey));
    reload();
}

FleetPage::~FleetPage() = default; // m_telemetryJobs stops a running read at its next sample

void FleetPage::buildUi()
{
    m_import = new QPushButton(style()->standardIcon(QStyle::SP_DialogOpenButton), QString(), this);
    m_labels = new QPushButton(this);
    m_cancel = new QPushButton(this);
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(220);
    m_progress->hide();
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_importNode = new QLineEdit(this);
    m_importNode->setObjectName(QStringLiteral("importNode"));
    m_importNode->setClearButtonEnabled(true);
    m_importNode->setMaximumWidth(360);
    auto *top = new QHBoxLayout;
    top->addWidget(m_import);
    top->addWidget(m_importNode);
    top->addWidget(m_labels);
    top->addWidget(m_progress);
    top->addWidget(m_cancel);
    top->addWidget(m_summary, 1);
    connect(m_import, &QPushButton::clicked, this, &FleetPage::chooseFilesToImport);
    connect(m_labels, &QPushButton::clicked, this, &FleetPage::exportLabels);
    connect(m_cancel, &QPushButton::clicked, this, &FleetPage::cancelImport);

    // Inventory with its filters.
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("search"));
    m_search->setClearButtonEnabled(true);
    m_node = new QComboBox(this);
    m_health = new QComboBox(this);
    m_health->addItem(QString());
    for (int h = 0; h <= int(FleetHealth::Reject); ++h)
        m_health->addItem(FleetInventoryModel::healthText(FleetHealth(h)), h);
    auto *filters = new QHBoxLayout;
    filters->addWidget(m_search, 1);
    filters->addWidget(m_node);
    filters->addWidget(m_health);
    m_inventoryView = new QTableView(this);
    m_inventoryView->setModel(m_inventoryProxy);
    setUpTableView(m_inventoryView, true);
    m_inventoryView->sortByColumn(FleetInventoryModel::NodeColumn, Qt::AscendingOrder);
    m_inventoryHint = EmptyHint::whileEmpty(m_inventoryView, QString(), m_inventory);
    auto *inventory = new QWidget(this);
    auto *inventoryLayout = new QVBoxLayout(inventory);
    inventoryLayout->setContentsMargins(0, 0, 0, 0);
    inventoryLayout->addLayout(filters);
    inventoryLayout->addWidget(m_inventoryView, 1);
    connect(m_search, &QLineEdit::textChanged, m_inventoryProxy, &FleetInventoryProxy::setSearchText);
    connect(m_search, &QLineEdit::textChanged, this, [this] { filterHosts(); });
    connect(m_node, &QComboBox::currentIndexChanged, this, [this] {
        m_inventoryProxy->setNode(m_node->currentIndex() > 0 ? m_node->currentText() : QString());
        filterHosts();
        filterTriage();
    });
    connect(m_health, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant h = m_health->currentData();
        m_inventoryProxy->setHealth(h.isValid() ? std::optional<int>(h.toInt()) : std::nullopt);
    });
    connect(m_inventoryView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    showDevice(current.data(FleetInventoryModel::DeviceIdRole).toLongLong());
            });

    // Findings with severity filters, and the import report.
    auto *findings = new QWidget(this);
    auto *findingsLayout = new QVBoxLayout(findings);
    findingsLayout->setContentsMargins(0, 0, 0, 0);
    auto *checks = new QHBoxLayout;
    for (int s = 3; s >= 0; --s) {
        m_severity[s] = new QCheckBox(FleetFindingsModel::severityText(FindingSeverity(s)), this);
        m_severity[s]->setChecked(true);
        checks->addWidget(m_severity[s]);
        connect(m_severity[s], &QCheckBox::toggled, this,
                [this, s](bool on) { m_findingsProxy->setSeverityShown(FindingSeverity(s), on); });
    }
    checks->addStretch(1);
    m_findingsView = new QTableView(this);
    m_findingsView->setModel(m_findingsProxy);
    setUpTableView(m_findingsView, true);
    m_findingsView->setWordWrap(false);
    m_findingsView->sortByColumn(FleetFindingsModel::SeverityColumn, Qt::DescendingOrder);
    m_findingsHint = EmptyHint::whileEmpty(m_findingsView, QString(), m_findings);
    findingsLayout->addLayout(checks);
    findingsLayout->addWidget(m_findingsView, 1);
    connect(m_findingsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                const qint64 id = current.data(FleetFindingsModel::DeviceIdRole).toLongLong();
                if (id > 0)
                    selectDevice(id);
            });
    m_report = new FleetImportReport(this);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(findings, QString());
    m_tabs->addTab(m_report, QString());
    m_tabs->addTab(buildFilesTab(), QString());
    m_tabs->addTab(buildHostsTab(), QString());
    m_tabs->addTab(buildTriageTab(), QString());
    m_prometheus = new PrometheusPanel(m_store, this);
    m_tabs->addTab(m_prometheus, QString());
    connect(m_prometheus, &PrometheusPanel::statusMessage, this, &FleetPage::statusMessage);
    // A menu action of the panel shows its tab.
    for (QAction *action : m_prometheus->actions())
        connect(action, &QAction::triggered, this, [this] { m_tabs->setCurrentWidget(m_prometheus); });

    m_chart = new FleetTelemetryChart(this);
    m_resetZoom = new QPushButton(this);
    connect(m_resetZoom, &QPushButton::clicked, m_chart, &FleetTelemetryChart::resetZoom);
    connect(m_chart, &FleetTelemetryChart::rangeRequested, this,
            [this](double from, double to, int pixels) { requestTelemetry(m_device, from, to, pixels); });
    auto *chartBox = new QWidget(this);
    auto *chartLayout = new QVBoxLayout(chartBox);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->addWidget(m_chart, 1);
    chartLayout->addWidget(m_resetZoom, 0, Qt::AlignRight);

    m_topSplitter = new QSplitter(Qt::Horizontal, this);
    m_topSplitter->addWidget(inventory);
    m_topSplitter->addWidget(m_tabs);
    m_topSplitter->setStretchFactor(0, 3);
    m_topSplitter->setStretchFactor(1, 4);
    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->addWidget(m_topSplitter);
    m_splitter->addWidget(chartBox);
    m_splitter->setSizes({480, 420});
    m_topSplitter->setSizes({620, 760});
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_splitter, 1);
}

void FleetPage::retranslateUi()
{
    m_import->setText(tr("&Import Fleet Data…"));
    m_import->setToolTip(tr("Import nvidia-smi, rocm-smi, amd-smi, xpu-smi, DCGM, lspci, kernel logs, benchmark "
                            "results or any CSV; you can also drop files onto the window"));
    m_labels->setText(tr("Export &Node Labels…"));
    m_labels->setToolTip(tr("kubectl commands that label each node with its GPU product, VRAM class and health"));
    m_importNode->setPlaceholderText(tr("Host of files that name none"));
    // Wide enough for its placeholder in every language (and the clear button).
    m_importNode->setMinimumWidth(m_importNode->fontMetrics().horizontalAdvance(m_importNode->placeholderText()) + 40);
    m_importNode->setToolTip(tr("The host to put what an imported file does not place on one (uname -r, lscpu, a "
                                "sysfs file, nvidia-smi -q without a prompt): its GPUs and host facts go there. "
                                "Files that name their host keep it. Empty: such files stay unattributed"));
    m_cancel->setText(tr("&Cancel"));
    m_cancel->setToolTip(tr("Stop the import: the file being read is rolled back, files already imported stay"));
    m_search->setPlaceholderText(tr("Search node, GPU, SKU, driver, UUID…"));
    m_inventoryHint->setText(
        tr("No GPUs in this workspace yet.\n\nImport what your tools print: nvidia-smi (-q, --query-gpu CSV, dmon, "
           "topo -m), rocm-smi, amd-smi, xpu-smi, DCGM, lspci -vv, kernel logs with Xid or AER lines, host outputs "
           "(uname, lscpu, numactl, mpstat, iostat, kubectl) and benchmarks (llama-bench, vLLM, MLPerf).\n\n"
           "Use Import Fleet Data (Ctrl+I), or drop the files or a folder onto this window."));
    m_findingsHint->setText(tr("No health findings. They appear when an imported file shows a problem: a downgraded "
                               "PCIe link, Xid or AER errors, ECC growth, throttling, a driver or kernel mismatch."));
    m_node->setToolTip(tr("Only the GPUs of one node"));
    m_health->setItemText(0, tr("Any health"));
    m_health->setToolTip(tr("Only the GPUs whose worst finding has this severity"));
    for (int s = 0; s < 4; ++s)
        m_severity[s]->setText(FleetFindingsModel::severityText(FindingSeverity(s)));
    m_tabs->setTabText(0, tr("Findings (%1)").arg(m_findings->rowCount()));
    m_tabs->setTabText(1, tr("Import Report"));
    m_tabs->setTabText(2, tr("Files (%1)").arg(m_files->rowCount()));
    m_tabs->setTabText(m_tabs->indexOf(m_prometheus), tr("Prometheus"));
    retranslateHosts();
    retranslateTriage();
    m_removeFile->setText(tr("&Remove File"));
    m_useBenchmark->setText(tr("Use in &Estimates…"));
    m_useBenchmark->setToolTip(tr("The selected mixbench or BabelStream file's ceilings (the single-precision FMA "
                                  "plateau, the best Triad) become a SKU's figures in estimates, divided by the share "
                                  "of the datasheet a healthy card reaches; undoable, with the file and line in "
                                  "their provenance"));
    m_removeFile->setToolTip(tr("Take the selected file out of the workspace (Delete): the GPUs only it had seen go "
                                "with it, the others keep what other files say, and the findings are evaluated "
                                "again. Undo imports it again if its content has not changed"));
    m_resetZoom->setText(tr("&Whole Range"));
    m_resetZoom->setToolTip(tr("Zoom out to the device's whole telemetry"));
    updateNodeFilter();
    if (!m_readOnly.isEmpty()) {
        for (QPushButton *b : {m_import, m_removeFile, m_useBenchmark})
            b->setToolTip(m_readOnly);
    }
}

void FleetPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void FleetPage::reload()
{
    const qint64 selected = m_device;
    m_overview.reset(); // the workspace changed: the selected device's telemetry is read again
    m_overviewDevice = 0;
    const Catalog catalog = m_store.isOpen() ? m_store.catalog() : Catalog{};
    const std::vector<StoredFinding> stored = m_store.isOpen() ? m_store.fleetFindings() : std::vector<StoredFinding>{};
    std::map<qint64, std::pair<FleetHealth, int>> health;
    std::vector<FleetFindingRow> findingRows;
    for (const StoredFinding &s : stored) {
        auto &h = health[s.deviceId];
        h.first = std::max(h.first, fleetHealthOf(s.finding.severity));
        ++h.second;
        // A GPU known only from a kernel log has no name: show its identity (UUID or PCI address) instead.
        // A finding about a host (its CPU, disks, NICs) names the node.
        QString device = QString::fromStdString(!s.deviceName.empty()      ? s.deviceName
                                                    : !s.deviceKey.empty() ? s.deviceKey
                                                                           : s.finding.node);
        findingRows.push_back(
            {s.finding, s.deviceId, device, fleetFindingText(s.finding), fleetActionText(s.finding.action)});
    }
    std::vector<FleetInventoryRow> rows;
    if (m_store.isOpen())
        for (const FleetInventoryDevice &d : m_store.fleetDevices()) {
            FleetInventoryRow r{d.id, QString::fromStdString(d.deviceKey), d.device, {}, FleetHealth::Ok, 0};
            if (const GpuSku *sku = catalog.findSku(d.device.skuId))
                r.skuName = QString::fromStdString(sku->name);
            if (auto it = health.find(d.id); it != health.end())
                std::tie(r.health, r.findings) = it->second;
            rows.push_back(std::move(r));
        }
    // The device column of a finding: "node / GPU" from the inventory.
    for (FleetFindingRow &f : findingRows)
        for (const FleetInventoryRow &r : rows)
            if (r.id == f.deviceId && !r.device.device.node.empty())
                f.device = QString::fromStdString(r.device.device.node) + QStringLiteral(" / ") + f.device;
    m_inventory->setRows(std::move(rows));
    m_findings->setRows(std::move(findingRows));
    m_inventoryView->resizeColumnsToContents();
    m_findingsView->resizeColumnsToContents();
    for (int c = 0; c < FleetFindingsModel::ColumnCount; ++c)
        m_findingsView->setColumnWidth(c, std::min(m_findingsView->columnWidth(c), 360));
    reloadFiles();
    reloadHosts();
    reloadTriage();
    m_prometheus->reload();
    updateNodeFilter();
    m_tabs->setTabText(0, tr("Findings (%1)").arg(m_findings->rowCount()));
    m_tabs->setTabText(2, tr("Files (%1)").arg(m_files->rowCount()));
    if (!isImporting())
        m_summary->setText(
            tr("%n GPU(s) in the fleet, %1 finding(s).", nullptr, m_inventory->rowCount()).arg(m_findings->rowCount()));
    if (selected > 0 && m_inventory->rowOfDevice(selected) >= 0)
        selectDevice(selected);
    else if (m_inventory->rowCount() > 0 && m_inventoryView->isVisible())
        m_inventoryView->selectRow(0);
    else if (m_inventory->rowCount() > 0)
        m_chart->showMessage(tr("Select a GPU in the inventory to see its telemetry."));
    else
        m_chart->showMessage(tr("No GPUs yet: the telemetry of an imported GPU (nvidia-smi dmon or --query-gpu "
                                "loops, DCGM, rocm-smi or xpu-smi dumps) is charted here."));
}

void FleetPage::updateNodeFilter()
{
    const QString current = m_node->currentIndex() > 0 ? m_node->currentText() : QString();
    const QSignalBlocker blocker(m_node);
    m_node->clear();
    m_node->addItem(tr("All nodes"));
    // The GPUs' nodes and those only host facts name (an mpstat, a kubectl describe pod).
    QStringList nodes = m_inventory->nodes();
    for (const QString &n : m_triage->nodeNames())
        if (!nodes.contains(n))
            nodes << n;
    nodes.sort();
    m_node->addItems(nodes);
    m_node->setCurrentIndex(std::max(0, m_node->findText(current)));
}

void FleetPage::selectDevice(qint64 deviceId)
{
    const int row = m_inventory->rowOfDevice(deviceId);
    if (row < 0)
        return;
    const QModelIndex index = m_inventoryProxy->mapFromSource(m_inventory->index(row, 0));
    if (index.isValid())
        m_inventoryView->selectionModel()->setCurrentIndex(
            index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    if (m_device != deviceId)
        showDevice(deviceId);
}

QString FleetPage::labelsText() const { return QString::fromStdString(kubectlNodeLabels(m_inventory->labelDevices())); }

void FleetPage::exportLabels()
{
    const QString text = labelsText();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Node Labels"),
                                                      QDir::home().filePath(QStringLiteral("gpuplan-node-labels.sh")),
                                                      tr("Shell scripts (*.sh);;All files (*)"));
    if (path.isEmpty()) {
        QApplication::clipboard()->setText(text);
        Q_EMIT statusMessage(tr("Copied the node labels to the clipboard."));
        return;
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text) || file.write(text.toUtf8()) < 0) {
        QMessageBox::warning(this, tr("Export failed"), tr("Cannot write %1: %2").arg(path, file.errorString()));
        return;
    }
    Q_EMIT statusMessage(tr("Wrote the node labels to %1").arg(QDir::toNativeSeparators(path)));
}

void FleetPage::saveViewState()
{
    m_settings.setViewState(kFleetSplitterKey, m_splitter->saveState());
    m_settings.setViewState(kTopSplitterKey, m_topSplitter->saveState());
    m_settings.setViewState(kInventoryKey, m_inventoryView->horizontalHeader()->saveState());
    m_settings.setViewState(kFindingsKey, m_findingsView->horizontalHeader()->saveState());
}

} // namespace GpuPlan
