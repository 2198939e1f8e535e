// The Quotes tab: sellers' quotes imported, compared per SKU and sent to the Decision page.
#include "intakepage.h"

#include "quotemappingdialog.h"
#include "viewsetup.h"

#include "charts/chartstyle.h"
#include "charts/emptyhint.h"
#include "core/estimator.h"
#include "core/intake/quoteoption.h"
#include "io/calibrationdata.h"
#include "io/diagnostictext.h"
#include "io/intakerecords.h"
#include "io/quotefile.h"
#include "io/workspacestore.h"
#include "item/quotetablemodel.h"

#include <QComboBox>
#include <QDate>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <memory>
#include <set>

namespace GpuPlan {

namespace {
// The reference workload of $/(tokens/s): a small model every priced SKU holds, served at the largest batch that fits.
constexpr const char *kReferenceModel = "llama-3-1-8b";

QString quoteErrors(const QuoteFileRead &read, const QString &path)
{
    QStringList lines;
    for (const Diagnostic &d : read.diagnostics)
        if (d.severity == Severity::Error)
            lines << diagnosticText(d, path);
    return lines.join(QLatin1Char('\n'));
}
} // namespace

QWidget *IntakePage::createQuotesTab()
{
    auto *tab = new QWidget(this);
    m_quotes = new QuoteTableModel(this);
    m_quoteProxy = new QSortFilterProxyModel(this);
    m_quoteProxy->setSourceModel(m_quotes);
    m_quoteProxy->setSortRole(QuoteTableModel::SortRole);
    m_quoteProxy->setFilterRole(QuoteTableModel::SkuRole);
    m_quoteProxy->setFilterKeyColumn(QuoteTableModel::SkuColumn);
    m_quoteView = new QTableView(tab);
    m_quoteView->setObjectName(QStringLiteral("intakeQuoteView"));
    m_quoteView->setModel(m_quoteProxy);
    setUpTableView(m_quoteView, true);
    m_quoteView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_quoteView->sortByColumn(QuoteTableModel::PerGbColumn, Qt::AscendingOrder);
    EmptyHint::whileEmpty(m_quoteView, tr("No quote yet: Import Quotes reads a seller's CSV or XLSX."), m_quotes);
    m_skuFilter = new QComboBox(tab);
    m_skuFilter->setObjectName(QStringLiteral("intakeSkuFilter"));
    m_skuFilter->addItem(QString(), QString());
    m_importQuotes = new QPushButton(tab);
    m_sendToDecision = new QPushButton(tab);
    m_newLot = new QPushButton(tab);
    m_quoteHint = new QLabel(tab);
    m_quoteHint->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_importQuotes);
    buttons->addWidget(m_skuFilter);
    buttons->addStretch();
    buttons->addWidget(m_newLot);
    buttons->addWidget(m_sendToDecision);
    auto *layout = new QVBoxLayout(tab);
    layout->addLayout(buttons);
    layout->addWidget(m_quoteView, 1);
    layout->addWidget(m_quoteHint);
    connect(m_importQuotes, &QPushButton::clicked, this, &IntakePage::chooseQuotesToImport);
    m_sendMenu = new QMenu(m_sendToDecision);
    m_sendMenu->setObjectName(QStringLiteral("intakeSendMenu"));
    m_sendToDecision->setMenu(m_sendMenu);
    connect(m_sendMenu, &QMenu::aboutToShow, this, &IntakePage::fillSendMenu);
    connect(m_newLot, &QPushButton::clicked, this, &IntakePage::newLotFromSelectedQuote);
    connect(m_skuFilter, &QComboBox::currentIndexChanged, this, [this] {
        const QString sku = m_skuFilter->currentData().toString();
        m_quoteProxy->setFilterRegularExpression(
            sku.isEmpty() ? QString() : QStringLiteral("^%1$").arg(QRegularExpression::escape(sku)));
    });
    connect(m_quoteView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &IntakePage::updateActions);
    return tab;
}

void IntakePage::reloadQuotes(const Catalog &catalog)
{
    const qint64 selected = selectedQuoteId();
    m_quotes->setQuotes(m_store.isOpen() ? m_store.quotes() : std::vector<Quote>{}, catalog, QDate::currentDate());
    const QString filter = m_skuFilter->currentData().toString();
    std::set<std::string> skus;
    for (const Quote &q : m_quotes->quotes())
        skus.insert(q.skuId);
    {
        const QSignalBlocker blocker(m_skuFilter);
        while (m_skuFilter->count() > 1)
            m_skuFilter->removeItem(1);
        for (const std::string &id : skus)
            m_skuFilter->addItem(ChartStyle::skuName(catalog, id), QString::fromStdString(id));
        m_skuFilter->setCurrentIndex(std::max(0, m_skuFilter->findData(filter)));
    }
    if (const int row = m_quotes->rowOf(selected); row >= 0)
        m_quoteView->selectRow(m_quoteProxy->mapFromSource(m_quotes->index(row, 0)).row());
    startThroughputEstimate();
}

void IntakePage::startThroughputEstimate()
{
    std::set<std::string> skus;
    for (const Quote &q : m_quotes->quotes())
        skus.insert(q.skuId);
    std::string key;
    for (const std::string &s : skus)
        key += s + ',';
    if (skus.empty() || key == m_throughputCatalogKey)
        return;
    m_throughputCatalogKey = key;
    auto catalog = std::make_shared<const Catalog>(m_store.catalog());
    const ModelArch *model = catalog->findModel(kReferenceModel);
    if (!model && !catalog->models.empty())
        model = &catalog->models.front();
    if (!model)
        return;
    Workload workload;
    workload.batch = 0; // the largest batch that fits: what a serving replica delivers
    const QString description
        = tr("%1, %2").arg(ChartStyle::modelName(*catalog, model->id), ChartStyle::workloadText(workload));
    m_throughputJobs.start(
        [catalog, model = *model, workload, skus](const JobControl &control) {
            std::map<std::string, double> out;
            const Estimator estimator(*catalog, shippedCalibration(*catalog));
            for (const std::string &id : skus) {
                if (control.cancelled())
                    break;
                if (const GpuSku *sku = catalog->findSku(id)) {
                    const Estimate e = estimator.estimate(*sku, model, workload);
                    if (e.performance && e.performance->throughputTokensPerSecond > 0)
                        out[id] = e.performance->throughputTokensPerSecond;
                }
            }
            return out;
        },
        [this, description](std::map<std::string, double> tokensPerSecond) {
            m_quotes->setThroughput(std::move(tokensPerSecond), description);
            m_quoteHint->setText(tr("$/(tokens/s): the unit price over the output tokens/s the sizing engine "
                                    "estimates for %1 on one card. Bold: the lowest for its SKU. Amber: stale.")
                                     .arg(description));
        });
}

qint64 IntakePage::selectedQuoteId() const
{
    const QModelIndexList rows = m_quoteView->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return 0;
    return m_quoteProxy->mapToSource(rows.first()).data(QuoteTableModel::IdRole).toLongLong();
}

void IntakePage::chooseQuotesToImport()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Quotes"), QString(),
                                                      tr("Quotes (*.csv *.xlsx);;All files (*)"));
    if (path.isEmpty())
        return;
    // A first read with the proposed mapping: the dialog starts from it and shows what it found.
    const QuoteFileRead proposed = readQuoteFile(path, m_store.catalog(), std::nullopt, {});
    QuoteMappingDialog dialog(QFileInfo(path).fileName(), proposed.mapping, quoteErrors(proposed, path), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    importQuotes(path, dialog.mapping());
}

bool IntakePage::importQuotes(const QString &path, const std::optional<QuoteColumnMapping> &mapping)
{
    if (m_readOnly) {
        showError(tr("Import Quotes"), m_readOnlyReason);
        return false;
    }
    QuoteFileRead read = readQuoteFile(path, m_store.catalog(), mapping, {});
    if (read.quotes.empty()) {
        const QString errors = quoteErrors(read, path);
        showError(tr("Import Quotes"),
                  tr("%1 was not imported; nothing was changed.\n%2")
                      .arg(QFileInfo(path).fileName(), errors.isEmpty() ? tr("It holds no quote.") : errors));
        return false;
    }
    if (!m_store.addQuotes(read.quotes, path)) {
        showError(tr("Import Quotes"),
                  tr("%1 was not imported: %2").arg(QFileInfo(path).fileName(), m_store.lastError()));
        return false;
    }
    m_lastMessage.clear();
    Q_EMIT statusMessage(tr("%n quote(s) imported from %1", nullptr, int(read.quotes.size())).arg(path));
    return true;
}

void IntakePage::fillSendMenu()
{
    m_sendMenu->clear();
    const qint64 id = selectedQuoteId();
    const std::optional<Quote> quote = m_store.quote(id);
    if (!quote)
        return;
    QAction *plain = m_sendMenu->addAction(tr("At the Scenario's Failure Rate"));
    plain->setToolTip(tr("The option's spares use the scenario's reliability.failures_per_gpu_year"));
    connect(plain, &QAction::triggered, this, [this, id] { sendToDecision(id); });
    const std::string day = QDate::currentDate().toString(Qt::ISODate).toStdString();
    const std::pair<const char *, QString> scopes[] = {{"channel", tr("Measured on Its Channel (%1)")},
                                                       {"seller", tr("Measured on Its Seller (%1)")},
                                                       {"sku_condition", tr("Measured on Its SKU and Condition (%1)")}};
    for (const auto &[scope, label] : scopes) {
        ChannelRecord record;
        std::string key;
        const MeasuredStatus status = measuredChannelRecord(m_store, *quote, scope, day, record, &key);
        QAction *action = m_sendMenu->addAction(label.arg(QString::fromStdString(key)));
        const QString name = QString::fromLatin1(scope);
        connect(action, &QAction::triggered, this, [this, id, name] { sendToDecision(id, name); });
        if (status != MeasuredStatus::Ok || quote->channel == SellerChannel::Cloud) {
            action->setEnabled(false);
            continue;
        }
        action->setToolTip(tr("%1 of %2 cards failed intake; %3 failures per GPU-year in service")
                               .arg(record.intake.failures)
                               .arg(record.intake.trials)
                               .arg(record.failuresPerGpuYear(), 0, 'g', 3));
    }
    m_sendMenu->setToolTipsVisible(true);
}

bool IntakePage::sendToDecision(qint64 quoteId, const QString &measuredScope)
{
    const std::optional<Quote> quote = m_store.quote(quoteId);
    if (!quote) {
        showError(tr("Send to Decision"), tr("Select a quote first."));
        return false;
    }
    std::string why;
    const std::optional<ScenarioOption> option = quoteOption(*quote, &why);
    if (!option) {
        showError(tr("Send to Decision"),
                  tr("Quote %1 cannot become an option: %2").arg(quoteId).arg(QString::fromStdString(why)));
        return false;
    }
    ScenarioOption chosen = *option;
    if (!measuredScope.isEmpty()) {
        if (isCloudMode(chosen.mode)) {
            showError(tr("Send to Decision"),
                      tr("A cloud quote has no failure rate of its own: the provider replaces failed GPUs."));
            return false;
        }
        std::string key;
        const MeasuredStatus status = measuredChannelRecord(m_store, *quote, measuredScope.toStdString(),
                                                            QDate::currentDate().toString(Qt::ISODate).toStdString(),
                                                            chosen.channelRecord.emplace(), &key);
        if (status != MeasuredStatus::Ok) {
            showError(tr("Send to Decision"),
                      tr("No card of %1 %2 has a burn-in verdict or service time yet: nothing is measured.")
                          .arg(measuredScope, QString::fromStdString(key)));
            return false;
        }
    }
    m_lastMessage.clear();
    Q_EMIT optionRequested(chosen);
    return true;
}

} // namespace GpuPlan
