#include "prometheuspanel.h"

#include "prometheusdialog.h"
#include "prometheussecrets.h"
#include "viewsetup.h"

#include "io/workspacestore.h"

#include <QAction>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace GpuPlan {

namespace {

QString when(double unixSeconds)
{
    return QLocale().toString(QDateTime::fromSecsSinceEpoch(qint64(unixSeconds), Qt::UTC).toLocalTime(),
                              QLocale::ShortFormat);
}

} // namespace

PrometheusPanel::PrometheusPanel(WorkspaceStore &store, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
{
    qRegisterMetaType<PrometheusPullResult>();
    m_model = new QStandardItemModel(0, ColumnCount, this);
    m_view = new QTableView(this);
    m_view->setModel(m_model);
    setUpTableView(m_view, false);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_connect = new QPushButton(this);
    m_edit = new QPushButton(this);
    m_pull = new QPushButton(this);
    m_cancel = new QPushButton(this);
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setVisible(false);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_connect, m_edit, m_pull, m_cancel})
        buttons->addWidget(b);
    buttons->addWidget(m_progress, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_status);

    m_connectAction = new QAction(this);
    m_connectAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    // Queued: the main window shows the Fleet page first, then the dialog opens over it.
    connect(m_connectAction, &QAction::triggered, this, &PrometheusPanel::connectToServer, Qt::QueuedConnection);
    m_pullAction = new QAction(this);
    m_pullAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_pullAction, &QAction::triggered, this, &PrometheusPanel::pullSelected);
    connect(m_connect, &QPushButton::clicked, this, &PrometheusPanel::connectToServer);
    connect(m_edit, &QPushButton::clicked, this, &PrometheusPanel::editSelected);
    connect(m_pull, &QPushButton::clicked, this, &PrometheusPanel::pullSelected);
    connect(m_cancel, &QPushButton::clicked, this, &PrometheusPanel::cancelPull);
    connect(m_view, &QTableView::doubleClicked, this, &PrometheusPanel::editSelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &PrometheusPanel::updateActions);
    // Sources with a refresh interval are pulled when it has passed; the check runs every 30 s.
    m_refresh.setInterval(30000);
    connect(&m_refresh, &QTimer::timeout, this, &PrometheusPanel::pullDueSources);
    m_refresh.start();
    retranslateUi();
    reload();
}

PrometheusPanel::~PrometheusPanel() = default;

void PrometheusPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PrometheusPanel::retranslateUi()
{
    m_model->setHorizontalHeaderLabels(
        {tr("Server"), tr("Selector"), tr("Tenant"), tr("Pulled Up To"), tr("Last Pull"), tr("Pull Every")});
    m_connect->setText(tr("&Connect…"));
    m_connect->setToolTip(tr("A Prometheus, Thanos, Mimir or VictoriaMetrics server to pull the fleet's GPU "
                             "telemetry from"));
    m_edit->setText(tr("&Edit…"));
    m_pull->setText(tr("&Pull Now"));
    m_pull->setToolTip(tr("Asks the selected server for what is new since its last pull (the last hour at first), "
                          "aggregated per bucket on the server, and judges it with the fleet's health rules"));
    m_cancel->setText(tr("Cancel"));
    m_connectAction->setText(tr("Connect to &Prometheus…"));
    m_connectAction->setStatusTip(
        tr("Pull the fleet's GPU telemetry from Prometheus, Thanos, Mimir or VictoriaMetrics"));
    m_pullAction->setText(tr("&Pull from Prometheus"));
    m_pullAction->setStatusTip(tr("Ask the selected Prometheus source for what is new since its last pull"));
    m_edit->setToolTip(QString());
    if (!m_readOnly.isEmpty()) {
        for (QPushButton *b : {m_connect, m_edit, m_pull})
            b->setToolTip(m_readOnly);
    }
    reload();
}

void PrometheusPanel::reload()
{
    const int selected = selectedRow();
    m_sources = m_store.isOpen() ? m_store.prometheusSources() : std::vector<PrometheusSource>{};
    m_model->setRowCount(0);
    for (const PrometheusSource &s : m_sources) {
        QList<QStandardItem *> row;
        row << new QStandardItem(s.url) << new QStandardItem(s.selector) << new QStandardItem(s.tenant)
            << new QStandardItem(s.lastEnd ? when(*s.lastEnd) : tr("never"))
            << new QStandardItem(s.lastPullAt.isValid()
                                     ? QLocale().toString(s.lastPullAt.toLocalTime(), QLocale::ShortFormat)
                                     : QString())
            << new QStandardItem(s.refreshMinutes > 0 ? tr("%n min", nullptr, s.refreshMinutes) : tr("by hand"));
        row[UntilColumn]->setToolTip(tr("The end of the last window pulled: the next pull starts after it"));
        for (QStandardItem *item : std::as_const(row))
            item->setEditable(false);
        m_model->appendRow(row);
    }
    m_view->resizeColumnsToContents();
    if (selected >= 0 && selected < m_model->rowCount())
        m_view->selectRow(selected);
    else if (m_model->rowCount() > 0)
        m_view->selectRow(0);
    updateActions();
}

int PrometheusPanel::selectedRow() const
{
    const QModelIndexList rows
        = m_view->selectionModel() ? m_view->selectionModel()->selectedRows() : QModelIndexList();
    return rows.isEmpty() ? -1 : rows.front().row();
}

void PrometheusPanel::setReadOnly(const QString &reason)
{
    m_readOnly = reason;
    retranslateUi(); // the tooltips say why, and updateActions()
}

void PrometheusPanel::updateActions()
{
    const bool busy = isPulling();
    const bool any = selectedRow() >= 0;
    const bool writable = m_readOnly.isEmpty();
    m_connect->setEnabled(!busy && m_store.isOpen() && writable);
    m_edit->setEnabled(!busy && any && writable);
    m_pull->setEnabled(!busy && any && writable);
    m_connectAction->setEnabled(m_connect->isEnabled());
    m_pullAction->setEnabled(m_pull->isEnabled());
    m_cancel->setEnabled(busy);
    m_progress->setVisible(busy);
}

bool PrometheusPanel::editSource(PrometheusSource source)
{
    PrometheusDialog dialog(this);
    dialog.setSource(source);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    source = dialog.source();
    const QString secret = dialog.secret();
    if (m_store.savePrometheusSource(source) == 0) {
        m_status->setText(m_store.lastError());
        return false;
    }
    if (dialog.rememberSecret())
        writePrometheusSecret(source, secret, this, [this](const QString &error) {
            if (!error.isEmpty())
                m_status->setText(
                    tr("The token was not kept in the keychain: %1. Name a file that holds it instead.").arg(error));
        });
    reload();
    pull(source, secret);
    return true;
}

void PrometheusPanel::connectToServer() { editSource(PrometheusSource{}); }

void PrometheusPanel::editSelected()
{
    const int row = selectedRow();
    if (row >= 0 && std::size_t(row) < m_sources.size())
        editSource(m_sources[std::size_t(row)]);
}

void PrometheusPanel::pullSelected()
{
    const int row = selectedRow();
    if (row >= 0 && std::size_t(row) < m_sources.size())
        pull(m_sources[std::size_t(row)]);
}

bool PrometheusPanel::pull(const PrometheusSource &source, const QString &secret)
{
    if (isPulling() || !m_store.isOpen())
        return false;
    if (!secret.isEmpty() || source.auth == PrometheusSource::Auth::None || !source.tokenFile.isEmpty()) {
        startPull(source, secret);
        return true;
    }
    m_readingSecret = true;
    updateActions();
    readPrometheusSecret(source, this, [this, source](const QString &stored, const QString &error) {
        m_readingSecret = false;
        if (!error.isEmpty() || stored.isEmpty()) {
            m_status->setText(error.isEmpty()
                                  ? tr("No token or password for %1: edit the source and give one, or name a file "
                                       "that holds it.")
                                        .arg(source.url)
                                  : tr("The keychain cannot give the token for %1: %2. Edit the source and name a "
                                       "file that holds it.")
                                        .arg(source.url, error));
            updateActions();
            return;
        }
        startPull(source, stored);
    });
    return true;
}

void PrometheusPanel::startPull(const PrometheusSource &source, const QString &secret)
{
    const QString workspace = m_store.connectionLocation();
    m_progress->setRange(0, 0);
    m_status->setText(tr("Pulling from %1…").arg(source.url));
    m_pulls.start(
        [workspace, source, secret](const JobControl &control) {
            WorkspaceStore store;
            if (store.open(workspace) != WorkspaceStore::OpenStatus::Ok) {
                PrometheusPullResult failed;
                failed.message = store.lastError();
                return failed;
            }
            PrometheusPullRequest request;
            request.source = source;
            request.secret = secret;
            request.cancelled = [control] { return control.cancelled(); };
            request.progress = [control](int done, int total) { control.progress(done, total); };
            return pullPrometheus(store, request);
        },
        [this, source](const PrometheusPullResult &result) { pullFinished(source, result); },
        [this](qint64 done, qint64 total) {
            m_progress->setRange(0, int(total));
            m_progress->setValue(int(done));
        });
    updateActions();
}

void PrometheusPanel::cancelPull()
{
    if (!m_pulls.isRunning())
        return;
    m_pulls.cancel(); // the job stops at its next query and changes nothing; its result is not handed back
    m_status->setText(tr("Pull cancelled: nothing was changed."));
    updateActions();
    Q_EMIT statusMessage(m_status->text());
}

void PrometheusPanel::pullFinished(const PrometheusSource &source, const PrometheusPullResult &r)
{
    QString text;
    switch (r.status) {
    case PrometheusPullResult::Status::Pulled:
        text = tr("Pulled %n GPU(s) from %1 (%2 to %3, %4 s buckets): %5 values.", nullptr, r.devices)
                   .arg(source.url, when(r.start), when(r.end))
                   .arg(r.step)
                   .arg(QLocale().toString(r.points));
        if (r.partial())
            text += QLatin1Char(' ')
                + tr("Partial: %n query(ies) failed, first: %1", nullptr, int(r.problems.size()))
                      .arg(r.problems.front());
        break;
    case PrometheusPullResult::Status::NothingNew:
        text = tr("Nothing new on %1 since %2.").arg(source.url, when(r.end));
        break;
    case PrometheusPullResult::Status::Cancelled:
        text = tr("Pull cancelled: nothing was changed.");
        break;
    default:
        text = tr("The pull failed, nothing was changed: %1").arg(r.message);
        break;
    }
    m_status->setText(text);
    if (r.status == PrometheusPullResult::Status::Pulled)
        m_store.fleetChangedElsewhere(); // the pages read the workspace again
    reload();
    Q_EMIT statusMessage(text);
    Q_EMIT pulled(r);
}

void PrometheusPanel::pullDueSources()
{
    if (isPulling() || !m_store.isOpen() || !m_readOnly.isEmpty())
        return;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const PrometheusSource &s : m_sources)
        if (s.refreshMinutes > 0 && (!s.lastPullAt.isValid() || s.lastPullAt.secsTo(now) >= s.refreshMinutes * 60)) {
            pull(s);
            return; // one at a time; the next check takes the others
        }
}

} // namespace GpuPlan
