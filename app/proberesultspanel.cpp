#include "proberesultspanel.h"

#include "viewsetup.h"

#include "item/probehistorymodel.h"
#include "item/proberesultmodel.h"
#include "item/probeverdictmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace GpuPlan {

ProbeResultsPanel::ProbeResultsPanel(QWidget *parent)
    : QWidget(parent)
    , m_results(new ProbeResultModel(this))
    , m_reasons(new ProbeVerdictModel(this))
{
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_resultView = new QTableView(this);
    m_resultView->setObjectName(QStringLiteral("resultView"));
    m_resultView->setModel(m_results);
    setUpTableView(m_resultView, false);
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("verdictLabel"));
    m_verdict->setWordWrap(true);
    m_verdictView = new QTableView(this);
    m_verdictView->setObjectName(QStringLiteral("verdictView"));
    m_verdictView->setModel(m_reasons);
    setUpTableView(m_verdictView, false);
    m_verdictView->horizontalHeader()->setStretchLastSection(true);
    m_useInEstimates = new QPushButton(tr("Use in estimates"), this);
    m_useInEstimates->setObjectName(QStringLiteral("useInEstimates"));
    m_useInEstimates->setToolTip(
        tr("Sets the chosen SKU's figures, for every estimate, from this card's verified measurements: the "
           "memory bandwidth from the triad divided by 0.90; the FP16, BF16, INT8 and FP8 tensor peaks from their "
           "GEMMs divided by 0.89, 0.90, 0.83 and 0.86; and the FP32 peak from the FMA loop divided by 0.975: the "
           "shares of the datasheet a healthy card reaches (BabelStream on an A100, the probes on an H200). A "
           "healthy card keeps about its datasheet "
           "figures; a slow one gets less, and its estimates say they use a measured ceiling. Undo with Ctrl+Z; "
           "revert it in the Catalog page."));
    connect(m_useInEstimates, &QPushButton::clicked, this, [this] {
        if (const MeasuredRates rates = verifiedRates(); rates.any())
            Q_EMIT useInEstimatesRequested(rates);
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_resultView, 2);
    layout->addWidget(m_useInEstimates, 0, Qt::AlignRight);
    layout->addWidget(m_verdict);
    layout->addWidget(m_verdictView, 3);
    connect(m_results, &QAbstractItemModel::rowsInserted, m_resultView, &QTableView::resizeColumnsToContents);
    connect(m_results, &QAbstractItemModel::modelReset, m_resultView, &QTableView::resizeColumnsToContents);
    connect(m_results, &QAbstractItemModel::rowsInserted, this, &ProbeResultsPanel::updateUseButton);
    connect(m_results, &QAbstractItemModel::modelReset, this, &ProbeResultsPanel::updateUseButton);
    m_title->setText(tr("Results appear here as each test finishes; pick a run in History to see it again."));
    showVerdict(std::nullopt);
}

ProbeResultsPanel::~ProbeResultsPanel() = default;

void ProbeResultsPanel::clear(const QString &title, const std::optional<GpuSku> &sku)
{
    m_title->setText(title);
    m_results->setResults({});
    m_results->setSku(sku);
    showVerdict(std::nullopt);
    updateUseButton();
}

void ProbeResultsPanel::appendResult(const Probe::TestResult &result) { m_results->appendResult(result); }

void ProbeResultsPanel::setSku(const std::optional<GpuSku> &sku)
{
    m_results->setSku(sku);
    m_resultView->resizeColumnsToContents();
    updateUseButton();
}

ProbeResultsPanel::MeasuredRates ProbeResultsPanel::verifiedRates() const
{
    MeasuredRates rates;
    for (const Probe::TestResult &r : m_results->results()) {
        if (!r.verified || !(r.median > 0.0))
            continue;
        if (r.test == "bandwidth.triad" && r.unit == "GB/s")
            rates.triadGBs = r.median;
        else if (r.test == "compute.tensor_int8_gemm" && r.unit == "GOP/s")
            rates.int8GemmGOps = r.median;
        else if (r.unit != "GFLOP/s")
            continue;
        else if (r.test == "compute.fp32_fma")
            rates.fp32FmaGFlops = r.median;
        else if (r.test == "compute.tensor_fp16_gemm")
            rates.fp16GemmGFlops = r.median;
        else if (r.test == "compute.tensor_bf16_gemm")
            rates.bf16GemmGFlops = r.median;
        else if (r.test == "compute.tensor_fp8_gemm")
            rates.fp8GemmGFlops = r.median;
    }
    return rates;
}

void ProbeResultsPanel::setReadOnly(const QString &reason)
{
    if (!m_useInEstimates->property("writableToolTip").isValid())
        m_useInEstimates->setProperty("writableToolTip", m_useInEstimates->toolTip());
    m_readOnly = reason;
    m_useInEstimates->setToolTip(reason.isEmpty() ? m_useInEstimates->property("writableToolTip").toString() : reason);
    updateUseButton();
}

void ProbeResultsPanel::updateUseButton()
{
    m_useInEstimates->setEnabled(m_results->sku().has_value() && verifiedRates().any() && m_readOnly.isEmpty());
}

void ProbeResultsPanel::showEntry(const ProbeHistoryEntry &entry, const std::optional<GpuSku> &sku)
{
    m_title->setText(tr("Stored run of %1: %2")
                         .arg(QLocale().toString(entry.startedAt.toLocalTime(), QLocale::ShortFormat),
                              ProbeHistoryModel::statusText(entry.exitStatus)));
    m_results->setResults(entry.results);
    m_results->setSku(sku);
    showVerdict(entry.verdict);
    updateUseButton();
}

void ProbeResultsPanel::showVerdict(const std::optional<Probe::BurnInVerdict> &verdict)
{
    m_reasons->setVerdict(verdict);
    m_verdictView->setVisible(verdict.has_value());
    m_verdict->setVisible(verdict.has_value());
    if (!verdict)
        return;
    int failed = 0;
    int unchecked = 0;
    for (const auto &r : verdict->reasons) {
        failed += r.status == Probe::CheckStatus::Fail;
        unchecked += r.status == Probe::CheckStatus::Unchecked;
    }
    //: %1 colour, %2 the verdict, %3 failed checks, %4 unchecked ones, %5 seconds
    m_verdict->setText(tr("<b style=\"color: %1\">Burn-in verdict: %2</b> — %3 failed, %4 not checked, after %5 s "
                          "of load")
                           .arg(ProbeVerdictModel::verdictColor(verdict->verdict).name(),
                                ProbeVerdictModel::verdictText(verdict->verdict).toHtmlEscaped())
                           .arg(failed)
                           .arg(unchecked)
                           .arg(QLocale().toString(verdict->durationSeconds, 'f', 0)));
    m_verdictView->resizeColumnsToContents();
}

void ProbeResultsPanel::changeEvent(QEvent *event)
{
    // The models format in the user's language; their views repaint on the next reset.
    if (event->type() == QEvent::LanguageChange) {
        m_resultView->viewport()->update();
        m_verdictView->viewport()->update();
    }
    QWidget::changeEvent(event);
}

} // namespace GpuPlan
