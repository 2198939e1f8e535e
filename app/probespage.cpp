#include "probespage.h"
#include "charts/emptyhint.h"
#include "qtutil/qtstring.h"

#include "probehistory.h"
#include "proberesultspanel.h"
#include "proberunform.h"
#include "viewsetup.h"

#include "charts/probelivechartview.h"
#include "io/appsettings.h"
#include "io/probelistjob.h"
#include "io/probeprocess.h"
#include "io/proberunner.h"
#include "io/probesession.h"
#include "io/workspacestore.h"
#include "item/probebackendmodel.h"
#include "item/probedevicemodel.h"
#include "item/probehistorymodel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace GpuPlan {

namespace {
const QString kProbesSplitterKey = QStringLiteral("probes/splitter");
constexpr int kListTimeoutMs = 60 * 1000;
constexpr std::size_t kHistoryLimit = 100;

QTableView *newTable(QAbstractItemModel *model, QWidget *parent, const char *name)
{
    auto *view = new QTableView(parent);
    view->setObjectName(QLatin1String(name));
    view->setModel(model);
    setUpTableView(view, false);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}
} // namespace

ProbesPage::ProbesPage(WorkspaceStore &store, AppSettings &settings, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_settings(settings)
    , m_listJob(new ProbeListJob(this))
    , m_session(new ProbeSession(this))
    , m_backends(new ProbeBackendModel(this))
    , m_devices(new ProbeDeviceModel(this))
    , m_history(new ProbeHistoryModel(this))
{
    m_form = new ProbeRunForm(this);
    m_form->setBurnInMinutes(m_settings.burnInMinutes() > 0 ? m_settings.burnInMinutes() : 30.0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_form);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(m_form->sizeHint().width() + 24);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(scroll);
    m_splitter->addWidget(createOutput());
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setCollapsible(1, false);
    m_splitter->restoreState(m_settings.viewState(kProbesSplitterKey));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    connect(m_form, &ProbeRunForm::runRequested, this, [this] { start(false); });
    connect(m_form, &ProbeRunForm::burnInRequested, this, [this] { start(true); });
    connect(m_form, &ProbeRunForm::deviceChanged, this, &ProbesPage::loadHistory);
    connect(m_form, &ProbeRunForm::skuChanged, this, [this] { m_resultsPanel->setSku(m_form->selectedSku()); });
    connect(m_resultsPanel, &ProbeResultsPanel::useInEstimatesRequested, this, &ProbesPage::useMeasurementsInEstimates);
    connect(m_refresh, &QPushButton::clicked, this, &ProbesPage::refresh);
    connect(m_cancel, &QPushButton::clicked, this, &ProbesPage::cancel);
    connect(m_historyView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showHistoryRun(current.row()); });

    connect(m_listJob, &ProbeListJob::finished, this, [this](const Probe::ListReport &report) {
        m_backends->setBackends(report.backends);
        m_devices->setDevices(report.devices);
        m_form->setDevices(report.devices);
        m_form->setCurrentDevice(m_settings.probeDevice());
        const auto available = std::count_if(report.backends.begin(), report.backends.end(),
                                             [](const Probe::BackendStatus &b) { return b.available; });
        m_listStatus->setText(tr("gpuplan-probe %1: %n device(s), %2 of %3 backends available", nullptr,
                                 static_cast<int>(report.devices.size()))
                                  .arg(qs(report.version))
                                  .arg(available)
                                  .arg(report.backends.size()));
        m_deviceView->resizeColumnsToContents();
        m_backendView->resizeColumnsToContents();
        m_refresh->setEnabled(!isRunning());
        Q_EMIT listingDone();
    });
    connect(m_listJob, &ProbeListJob::failed, this, [this](const QString &message) {
        m_listStatus->setText(tr("The runner could not list the devices."));
        showMessage(message, true);
        m_refresh->setEnabled(!isRunning());
        Q_EMIT listingDone();
    });

    const ProbeProcess *process = m_session->process();
    connect(process, &ProbeProcess::progress, this, [this](double fraction, const QString &stage) {
        m_progress->setValue(static_cast<int>(fraction * 1000));
        m_status->setText(tr("%1 — %2 %").arg(stage).arg(static_cast<int>(fraction * 100)));
    });
    connect(process, &ProbeProcess::stageValue, this, [this](const QString &stage, double value, const QString &unit) {
        if (!m_burnin)
            m_chart->addStageValue(stage, value, unit);
    });
    connect(process, &ProbeProcess::resultReceived, m_resultsPanel, &ProbeResultsPanel::appendResult);
    connect(process, &ProbeProcess::telemetryReceived, this, [this](const Probe::TelemetrySample &sample) {
        if (m_burnin)
            m_chart->addTelemetry(sample);
    });
    connect(process, &ProbeProcess::burnInCheckReceived, m_chart, &ProbeLiveChartView::addBurnInCheck);
    connect(process, &ProbeProcess::verdictReceived, this,
            [this](const Probe::BurnInVerdict &v) { m_resultsPanel->showVerdict(v); });
    connect(process, &ProbeProcess::errorLine, this, [this](const QString &code, const QString &message) {
        showMessage(tr("The runner reported a problem (%1): %2").arg(code, message), false);
    });
    connect(m_session, &ProbeSession::finished, this, &ProbesPage::onFinished);
    connect(m_session, &ProbeSession::failed, this, &ProbesPage::onFailed);

    retranslateUi();
    setBusy(false);
}

ProbesPage::~ProbesPage() = default;

QWidget *ProbesPage::createOutput()
{
    auto *panel = new QWidget(this);
    m_refresh = new QPushButton(panel);
    m_refresh->setObjectName(QStringLiteral("refreshButton"));
    m_listStatus = new QLabel(panel);
    m_message = new QLabel(panel);
    m_message->setObjectName(QStringLiteral("probeMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();

    m_topTabs = new QTabWidget(panel);
    m_topTabs->setDocumentMode(true);
    m_deviceView = newTable(m_devices, m_topTabs, "deviceView");
    m_backendView = newTable(m_backends, m_topTabs, "backendView");
    m_historyView = newTable(m_history, m_topTabs, "historyView");
    m_historyHint = EmptyHint::whileEmpty(m_historyView, QString());
    m_topTabs->addTab(m_deviceView, QString());
    m_topTabs->addTab(m_backendView, QString());
    m_topTabs->addTab(m_historyView, QString());

    m_progress = new QProgressBar(panel);
    m_progress->setObjectName(QStringLiteral("probeProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_cancel = new QPushButton(panel);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_status = new QLabel(panel);
    m_status->setObjectName(QStringLiteral("probeStatus"));

    m_chart = new ProbeLiveChartView(panel);
    m_chart->setMinimumSize(360, 260);
    m_resultsPanel = new ProbeResultsPanel(panel);
    auto *outputs = new QSplitter(Qt::Horizontal, panel);
    outputs->addWidget(m_chart);
    outputs->addWidget(m_resultsPanel);
    outputs->setStretchFactor(0, 1);
    outputs->setStretchFactor(1, 1);
    outputs->setSizes({500, 500});

    auto *top = new QHBoxLayout;
    top->addWidget(m_refresh);
    top->addWidget(m_listStatus, 1);
    auto *progress = new QHBoxLayout;
    progress->addWidget(m_progress, 1);
    progress->addWidget(m_cancel);
    auto *right = new QSplitter(Qt::Vertical, panel);
    right->addWidget(m_topTabs);
    auto *lower = new QWidget(right);
    auto *lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addLayout(progress);
    lowerLayout->addWidget(m_status);
    lowerLayout->addWidget(outputs, 1);
    right->addWidget(lower);
    right->setStretchFactor(1, 3);
    right->setSizes({160, 640}); // a machine has a few devices; the output needs the room
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_message);
    layout->addWidget(right, 1);
    return panel;
}

void ProbesPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_listed) {
        m_listed = true;
        reload();
        refresh();
    }
}

void ProbesPage::refresh()
{
    if (m_listJob->isRunning() || isRunning())
        return;
    m_message->hide();
    m_refresh->setEnabled(false);
    m_listStatus->setText(tr("Asking gpuplan-probe which backends and devices it sees…"));
    m_listJob->start(m_timeoutOverrideMs > 0 ? m_timeoutOverrideMs : kListTimeoutMs);
}

void ProbesPage::reload()
{
    m_form->setCatalog(m_store.isOpen() ? m_store.catalog().skus : std::vector<GpuSku>{});
    loadHistory();
}

ProbeResultModel *ProbesPage::resultModel() const { return m_resultsPanel->resultModel(); }

ProbeVerdictModel *ProbesPage::verdictModel() const { return m_resultsPanel->verdictModel(); }

QLabel *ProbesPage::verdictLabel() const { return m_resultsPanel->verdictLabel(); }

bool ProbesPage::isRunning() const { return m_session->isRunning(); }

bool ProbesPage::isListing() const { return m_listJob->isRunning(); }

void ProbesPage::loadHistory()
{
    const Probe::DeviceInfo *device = m_form->currentDevice();
    m_history->setEntries(device ? probeHistory(m_store, *device, kHistoryLimit) : std::vector<ProbeHistoryEntry>{});
    m_historyView->resizeColumnsToContents();
    m_topTabs->setTabText(2, tr("History (%1)").arg(m_history->rowCount()));
    m_historyHint->setText(tr("No run stored yet: every measurement and burn-in made here is kept in this list "
                              "with its verdict, per device."));
}

void ProbesPage::showHistoryRun(int row)
{
    if (const ProbeHistoryEntry *e = m_history->entryAt(row); e && !isRunning())
        m_resultsPanel->showEntry(*e, m_form->selectedSku());
}

void ProbesPage::saveViewState()
{
    m_settings.setViewState(kProbesSplitterKey, m_splitter->saveState());
    m_settings.setBurnInMinutes(m_form->burnInMinutes());
}

void ProbesPage::retranslateUi()
{
    m_refresh->setText(tr("Re&fresh"));
    m_refresh->setToolTip(tr("Ask gpuplan-probe again which backends load and which devices it sees"));
    m_topTabs->setTabText(0, tr("Devices"));
    m_topTabs->setTabText(1, tr("Backends"));
    m_topTabs->setTabText(2, tr("History (%1)").arg(m_history->rowCount()));
    m_cancel->setText(tr("&Cancel"));
    m_cancel->setToolTip(tr("Stop the runner; what it measured so far is kept"));
    if (m_listStatus->text().isEmpty())
        m_listStatus->setText(tr("The devices are listed when the page is first shown."));
}

void ProbesPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ProbesPage::setReadOnly(const QString &reason)
{
    m_form->setReadOnly(reason);
    m_resultsPanel->setReadOnly(reason);
}

} // namespace GpuPlan
