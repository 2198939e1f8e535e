#include "workloadpage.h"

#include "calibrationpinsbox.h"
#include "columnchooser.h"
#include "viewsetup.h"
#include "workloadform.h"

#include "charts/chartspanel.h"
#include "io/appsettings.h"
#include "io/calibrationdata.h"
#include "io/workspacestore.h"
#include "item/estimatefilterproxy.h"
#include "item/estimatetablemodel.h"
#include "item/unitformat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <utility>

namespace GpuPlan {

namespace {
// Versioned with the columns: a state saved before TTFT and TPOT existed would hide the wrong ones.
const QString kHeaderKey = QStringLiteral("workload/resultsHeader2");
const QString kWorkloadSplitterKey = QStringLiteral("workload/splitter");
constexpr int kDebounceMs = 150;
// Where each pin goes in the form's JSON state, in the calibration's units.
constexpr std::pair<const char *, std::optional<double> ParamPins::*> kPinKeys[] = {
    {"bandwidthEfficiency", &ParamPins::bandwidthEfficiency},
    {"computeEfficiency", &ParamPins::computeEfficiency},
    {"stepOverheadSeconds", &ParamPins::stepOverheadSeconds},
    {"tensorParallelPenalty", &ParamPins::tensorParallelPenalty},
};
} // namespace

WorkloadPage::WorkloadPage(WorkspaceStore &store, AppSettings &settings, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_settings(settings)
{
    // The pins below the form's groups, in the same margins and scroll area.
    auto *inputs = new QWidget(this);
    m_form = new WorkloadForm(inputs);
    m_form->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_pins = new CalibrationPinsBox(inputs);
    m_pins->setObjectName(QStringLiteral("calibrationPins"));
    auto *inputsLayout = new QVBoxLayout(inputs);
    inputsLayout->setContentsMargins(m_form->layout()->contentsMargins());
    inputsLayout->setSpacing(m_form->layout()->spacing());
    m_form->layout()->setContentsMargins(0, 0, 0, 0);
    inputsLayout->addWidget(m_form);
    inputsLayout->addWidget(m_pins);
    inputsLayout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(inputs);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(inputs->sizeHint().width() + 24);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(scroll);
    m_splitter->addWidget(createResults());
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setCollapsible(1, false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &WorkloadPage::compute);
    connect(m_form, &WorkloadForm::changed, this, &WorkloadPage::scheduleCompute);
    connect(m_pins, &CalibrationPinsBox::pinsChanged, this, &WorkloadPage::recalibrate);

    // A saved header keeps the user's column widths; otherwise they fit the first results.
    m_columnsSized = m_view->horizontalHeader()->restoreState(m_settings.viewState(kHeaderKey));
    if (!m_columnsSized) {
        // The figures a buyer compares first; the Total tooltip breaks the memory down, and the column
        // chooser shows the rest.
        QHeaderView *header = m_view->horizontalHeader();
        for (int c : {EstimateTableModel::ActivationsColumn, EstimateTableModel::RuntimeColumn,
                      EstimateTableModel::MaxContextColumn})
            header->setSectionHidden(c, true);
        // Speed and cost right after the fit, so that they are in sight without scrolling.
        int visual = header->visualIndex(EstimateTableModel::TotalColumn);
        for (int c : {EstimateTableModel::ThroughputColumn, EstimateTableModel::TtftColumn,
                      EstimateTableModel::TpotColumn, EstimateTableModel::OwnCostColumn,
                      EstimateTableModel::RentCostColumn, EstimateTableModel::TokensPerWattColumn})
            header->moveSection(header->visualIndex(c), ++visual);
    }
    m_splitter->restoreState(m_settings.viewState(kWorkloadSplitterKey));
    retranslateUi();
}

WorkloadPage::~WorkloadPage() = default;

QWidget *WorkloadPage::createResults()
{
    auto *panel = new QWidget(this);
    m_fitsOnly = new QCheckBox(panel);
    m_fitsOnly->setObjectName(QStringLiteral("fitsOnly"));
    m_vendor = new QComboBox(panel);
    m_vendor->setObjectName(QStringLiteral("vendor"));
    m_search = new QLineEdit(panel);
    m_search->setObjectName(QStringLiteral("resultsSearch"));
    m_search->setClearButtonEnabled(true);
    m_busy = new QProgressBar(panel);
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(90);
    m_busy->setMaximumHeight(m_search->sizeHint().height() / 2);
    m_busy->setTextVisible(false);
    m_busy->hide();
    m_status = new QLabel(panel);

    m_results = new EstimateTableModel(this);
    m_proxy = new EstimateFilterProxy(this);
    m_proxy->setSourceModel(m_results);
    m_view = new QTableView(panel);
    m_view->setModel(m_proxy);
    setUpTableView(m_view, true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->horizontalHeader()->setSectionsMovable(true);
    m_view->sortByColumn(EstimateTableModel::ThroughputColumn, Qt::DescendingOrder);
    auto *columns = new ColumnChooser(m_view->horizontalHeader(), panel);

    m_tabs = new QTabWidget(panel);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_view, QString());
    m_charts = new ChartsPanel(panel);
    m_tabs->addTab(m_charts, QString());

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_fitsOnly);
    filters->addWidget(m_vendor);
    filters->addWidget(m_search, 1);
    filters->addWidget(columns);
    filters->addWidget(m_busy);
    filters->addWidget(m_status);
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addWidget(m_tabs, 1);

    connect(m_fitsOnly, &QCheckBox::toggled, m_proxy, &EstimateFilterProxy::setFitsOnly);
    connect(m_vendor, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setVendorFilter(m_vendor->currentData().toString()); });
    connect(m_search, &QLineEdit::textChanged, m_proxy, &EstimateFilterProxy::setSearchText);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_proxy, signal, this, &WorkloadPage::updateStatus);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &WorkloadPage::updateStatus);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &WorkloadPage::updateStatus);
    return panel;
}

void WorkloadPage::reload()
{
    m_catalog = m_store.catalog(true);
    // The calibration ties measurements to the catalog's SKUs: an edited bandwidth changes the fit.
    m_calibration.reset();
    m_fitJobs.cancel(); // a fit or a sweep over the old catalog is stale
    m_sweepJobs.cancel();
    const UnitFormat::MoneyDisplay money{m_settings.currency(), m_settings.exchangeRatePerUsd()};
    m_results->setMoneyDisplay(money);
    m_form->setElectricityText(
        tr("%1 per kWh (Preferences)")
            .arg(UnitFormat::moneyIn(m_settings.electricityUsdPerKwh(), QStringLiteral("USD"), money)));
    m_form->setModels(m_catalog.models);
    if (!m_restored) {
        m_restored = true;
        restoreFormState(m_settings.workloadForm());
    }
    scheduleCompute();
}

void WorkloadPage::setModelId(const QString &id)
{
    m_form->setModelId(id);
    scheduleCompute(); // also when @p id was already selected: the caller waits for estimatesReady()
}

Workload WorkloadPage::workload() const { return m_form->workload(); }

CostAssumptions WorkloadPage::costAssumptions() const
{
    CostAssumptions costs = m_form->costs();
    costs.ownership.electricityUsdPerKwh = m_settings.electricityUsdPerKwh();
    return costs;
}

const std::vector<Estimate> &WorkloadPage::estimates() const { return m_results->estimates(); }

bool WorkloadPage::isComputing() const { return m_debounce->isActive() || !m_busy->isHidden(); }

void WorkloadPage::scheduleCompute()
{
    setBusy(true);
    m_debounce->start();
}

void WorkloadPage::compute()
{
    m_debounce->stop();
    m_settings.setWorkloadForm(formState());
    const ModelArch *model = m_catalog.findModel(m_form->modelId().toStdString());
    if (!model || m_catalog.skus.empty()) {
        m_sweepJobs.cancel();
        m_results->setEstimates({}, m_catalog);
        setBusy(false);
        Q_EMIT estimatesReady();
        return;
    }
    if (!m_calibration) {
        startCalibration(); // computes again when the calibration is ready
        return;
    }

    const CostAssumptions costs = costAssumptions();
    setBusy(true);
    Q_EMIT sweepStarted();
    // The job owns copies: the catalog may be reloaded and the form changed while it runs (the sweep is
    // then stale and dropped).
    m_sweepJobs.start(
        [catalog = m_catalog, calibration = *m_calibration, model = *model, workload = workload(),
         costs](const JobControl &) { return Estimator(catalog, calibration).sweep(model, workload, costs); },
        [this, costs](const std::vector<Estimate> &estimates) {
            m_results->setCostAssumptions(costs);
            m_results->setEstimates(estimates, m_catalog);
            m_charts->setMoneyDisplay(UnitFormat::MoneyDisplay{m_settings.currency(), m_settings.exchangeRatePerUsd()});
            m_charts->setData(m_results->estimates(), m_catalog, workload(), costs);
            if (!m_columnsSized && m_results->rowCount() > 0) {
                m_columnsSized = true;
                m_view->resizeColumnsToContents();
            }
            setBusy(false);
            Q_EMIT estimatesReady();
        });
}

void WorkloadPage::startCalibration()
{
    if (m_fitJobs.isRunning())
        return;
    setBusy(true);
    m_fitJobs.start(
        [catalog = m_catalog, pins = m_pins->pins()](const JobControl &) { return shippedCalibration(catalog, pins); },
        [this](const Calibration &calibration) {
            m_calibration = calibration;
            compute();
        });
}

void WorkloadPage::recalibrate()
{
    // The other parameters are fitted around the pinned ones: a new fit, then a new sweep.
    m_calibration.reset();
    m_fitJobs.cancel();
    m_sweepJobs.cancel();
    scheduleCompute();
}

QByteArray WorkloadPage::formState() const
{
    QJsonObject state = QJsonDocument::fromJson(m_form->saveState()).object();
    QJsonObject pinned;
    const ParamPins pins = m_pins->pins();
    for (const auto &[key, member] : kPinKeys) {
        if (const std::optional<double> &value = pins.*member)
            pinned.insert(QLatin1String(key), *value);
    }
    state.insert(QStringLiteral("pins"), pinned);
    return QJsonDocument(state).toJson(QJsonDocument::Compact);
}

void WorkloadPage::restoreFormState(const QByteArray &state)
{
    m_form->restoreState(state);
    const QJsonObject pinned = QJsonDocument::fromJson(state).object().value(QStringLiteral("pins")).toObject();
    ParamPins pins;
    for (const auto &[key, member] : kPinKeys) {
        if (const QJsonValue value = pinned.value(QLatin1String(key)); value.isDouble())
            pins.*member = value.toDouble();
    }
    m_pins->setPins(pins);
}

void WorkloadPage::setBusy(bool busy)
{
    m_busy->setVisible(busy);
    if (busy)
        m_status->setText(m_calibration ? tr("Estimating…") : tr("Calibrating…"));
    else
        updateStatus();
}

void WorkloadPage::updateStatus()
{
    if (!m_busy->isHidden())
        return;
    const std::vector<Estimate> &all = m_results->estimates();
    const auto fitting = std::count_if(all.begin(), all.end(), [](const Estimate &e) { return e.fit.fits; });
    QString text = tr("%1 of %2 GPUs fit").arg(fitting).arg(all.size());
    if (m_proxy->rowCount() != int(all.size()))
        text = tr("%1, %2 shown").arg(text).arg(m_proxy->rowCount());
    if (const QString pinned = m_pins->summary(); !pinned.isEmpty())
        text = tr("%1 · %2").arg(text, pinned);
    m_status->setText(text);
}

void WorkloadPage::saveViewState()
{
    m_settings.setWorkloadForm(formState());
    m_settings.setViewState(kHeaderKey, m_view->horizontalHeader()->saveState());
    m_settings.setViewState(kWorkloadSplitterKey, m_splitter->saveState());
}

void WorkloadPage::retranslateUi()
{
    m_tabs->setTabText(0, tr("&Table"));
    m_tabs->setTabText(1, tr("C&harts"));
    m_fitsOnly->setText(tr("&Fits only"));
    m_fitsOnly->setToolTip(tr("Hide the GPUs whose memory cannot hold the workload"));
    m_search->setPlaceholderText(tr("Search GPUs…"));
    m_vendor->setToolTip(tr("Show only one vendor's GPUs"));
    const int index = std::max(0, m_vendor->currentIndex());
    {
        const QSignalBlocker blocker(m_vendor);
        m_vendor->clear();
        m_vendor->addItem(tr("All vendors"), QString());
        for (Vendor v : {Vendor::Nvidia, Vendor::Amd, Vendor::Intel})
            m_vendor->addItem(UnitFormat::vendorName(v), QString::fromUtf8(vendorKey(v)));
        m_vendor->setCurrentIndex(index);
    }
    m_busy->setToolTip(tr("Computing the estimates"));
    updateStatus();
}

void WorkloadPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace GpuPlan
