#include "welcomepage.h"

#include <QCommandLinkButton>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace GpuPlan {

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_intro(new QLabel(this))
    , m_compare(new QCommandLinkButton(this))
    , m_import(new QCommandLinkButton(this))
    , m_formats(new QLabel(this))
    , m_demo(new QCommandLinkButton(this))
    , m_footer(new QLabel(this))
{
    setObjectName(QStringLiteral("welcomePage"));
    m_compare->setObjectName(QStringLiteral("welcomeCompare"));
    m_import->setObjectName(QStringLiteral("welcomeImport"));
    m_demo->setObjectName(QStringLiteral("welcomeDemo"));
    QFont title = m_title->font();
    title.setPointSizeF(title.pointSizeF() * 1.8);
    title.setBold(true);
    m_title->setFont(title);
    for (QLabel *label : {m_intro, m_formats, m_footer})
        label->setWordWrap(true);
    m_formats->setIndent(30); // under the import button's text, past its arrow
    m_formats->setForegroundRole(QPalette::PlaceholderText);
    m_footer->setForegroundRole(QPalette::PlaceholderText);

    auto *column = new QVBoxLayout;
    column->addWidget(m_title);
    column->addWidget(m_intro);
    column->addSpacing(12);
    column->addWidget(m_compare);
    column->addWidget(m_import);
    column->addWidget(m_formats);
    column->addWidget(m_demo);
    column->addSpacing(12);
    column->addWidget(m_footer);
    // A column of at most 760 px in the middle. No alignment flag: an aligned widget gets its size hint, which
    // ignores the height that its wrapped texts need at the width it gets, and they would be cut.
    auto *centre = new QWidget(this);
    centre->setLayout(column);
    centre->setMaximumWidth(760);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(centre, 6);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(1);
    layout->addLayout(row);
    layout->addStretch(2);

    setFocusProxy(m_compare);
    connect(m_compare, &QCommandLinkButton::clicked, this, &WelcomePage::compareRequested);
    connect(m_import, &QCommandLinkButton::clicked, this, &WelcomePage::importRequested);
    connect(m_demo, &QCommandLinkButton::clicked, this, &WelcomePage::demoRequested);
    retranslateUi();
}

void WelcomePage::retranslateUi()
{
    m_title->setText(tr("Welcome to GpuPlan"));
    m_intro->setText(tr("Plan GPU purchases and fleets on sourced specifications, dated prices and your own "
                        "measurements. Every figure says where it came from. Where do you want to start?"));
    m_compare->setText(tr("Compare GPUs for a model"));
    m_compare->setDescription(tr("Pick a model, its weight format and context: every GPU of the catalog is sized "
                                 "for it, with memory fit, tokens per second, TTFT and TPOT, and the cost of a "
                                 "million tokens owned or rented."));
    m_import->setText(tr("Import fleet data"));
    m_import->setDescription(tr("See your GPUs' health and the field guides' five-step triage per node, from the "
                                "files your tools already print. Drop files or a folder onto this window at any "
                                "time."));
    m_formats->setText(tr("nvidia-smi (-q, --query-gpu CSV, dmon, topo -m), rocm-smi, amd-smi, xpu-smi, DCGM, "
                          "lspci -vv, kernel logs (Xid, AER), host outputs (uname, lscpu, numactl, mpstat, iostat, "
                          "ip, kubectl) and benchmarks (llama-bench, vLLM, MLPerf)."));
    m_demo->setText(tr("Open the demo decision"));
    m_demo->setDescription(tr("A worked procurement decision: options, fleet size under a latency SLO with N+k "
                              "spares, TCO, lock-in, ranking and its sensitivity, ready to print as a report."));
    m_footer->setText(tr("The pages are also in the list on the left (Ctrl+1 to Ctrl+7). Help > Welcome shows this "
                         "view again; Help > Keyboard Shortcuts lists every shortcut."));
}

void WelcomePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace GpuPlan
