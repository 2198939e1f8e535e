#include "decisionchartspanel.h"

#include "chartimageexport.h"
#include "chartstyle.h"
#include "decisionfleetchartbuilder.h"
#include "decisionlockinchartbuilder.h"
#include "decisionparetochartbuilder.h"
#include "decisionprobabilitychartbuilder.h"
#include "decisiontornadochartbuilder.h"
#include "item/decisiontext.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMetaEnum>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace GpuPlan {

DecisionChartsPanel::DecisionChartsPanel(QWidget *parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_paretoX(new QComboBox(this))
    , m_paretoY(new QComboBox(this))
    , m_exportButton(new QToolButton(this))
{
    for (int t = 0; t < TabCount; ++t) {
        m_views[std::size_t(t)] = new QChartView(this);
        QChartView *view = m_views[std::size_t(t)];
        view->setRenderHint(QPainter::Antialiasing);
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this,
                [this, view](const QPoint &pos) { showContextMenu(view, pos); });
        if (t == ParetoTab) {
            auto *page = new QWidget(this);
            auto *layout = new QVBoxLayout(page);
            layout->setContentsMargins(0, 4, 0, 0);
            auto *row = new QHBoxLayout;
            row->addWidget(m_paretoX, 1);
            row->addWidget(new QLabel(QStringLiteral("×"), page));
            row->addWidget(m_paretoY, 1);
            layout->addLayout(row);
            layout->addWidget(m_views[std::size_t(t)], 1);
            m_tabs->addTab(page, QString());
        } else {
            m_tabs->addTab(m_views[std::size_t(t)], QString());
        }
    }
    m_exportButton->setObjectName(QStringLiteral("chartExportButton"));
    m_exportButton->setPopupMode(QToolButton::InstantPopup);
    m_exportButton->setAutoRaise(true);
    auto *exportMenu = new QMenu(m_exportButton);
    m_exportPngAction = exportMenu->addAction(QString(), this, [this] { chooseAndExport(false); });
    m_exportSvgAction = exportMenu->addAction(QString(), this, [this] { chooseAndExport(true); });
    m_exportButton->setMenu(exportMenu);
    m_tabs->setCornerWidget(m_exportButton, Qt::TopRightCorner);
    m_paretoX->setObjectName(QStringLiteral("paretoX"));
    m_paretoY->setObjectName(QStringLiteral("paretoY"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    connect(m_paretoX, &QComboBox::currentIndexChanged, this, &DecisionChartsPanel::rebuildPareto);
    connect(m_paretoY, &QComboBox::currentIndexChanged, this, &DecisionChartsPanel::rebuildPareto);
    retranslateUi();
    setPlan(m_scenario, m_plan);
}

DecisionChartsPanel::~DecisionChartsPanel() = default;

QChart *DecisionChartsPanel::chart(Tab tab) const { return m_views[std::size_t(tab)]->chart(); }

QChart *DecisionChartsPanel::currentChart() const
{
    const int tab = m_tabs->currentIndex();
    return tab >= 0 && tab < TabCount ? chart(Tab(tab)) : nullptr;
}

bool DecisionChartsPanel::exportCurrentChart(const QString &path, QString *error) const
{
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
        return ChartImageExport::writeSvg(currentChart(), path, error);
    return ChartImageExport::writePng(currentChart(), path, 2.0, error);
}

void DecisionChartsPanel::showContextMenu(QWidget *view, const QPoint &pos)
{
    QMenu menu(this);
    menu.addAction(m_exportPngAction);
    menu.addAction(m_exportSvgAction);
    menu.exec(view->mapToGlobal(pos));
}

void DecisionChartsPanel::chooseAndExport(bool svg)
{
    const QString name = QStringLiteral("gpuplan-%1.%2")
                             .arg(QString::fromLatin1(QMetaEnum::fromType<Tab>().valueToKey(m_tabs->currentIndex()))
                                      .chopped(3)
                                      .toLower(),
                                  svg ? QStringLiteral("svg") : QStringLiteral("png"));
    const QString path = QFileDialog::getSaveFileName(this, svg ? tr("Export Chart as SVG") : tr("Export Chart as PNG"),
                                                      QDir::home().filePath(name),
                                                      svg ? tr("SVG drawings (*.svg)") : tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    const QString suffix = svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    const QString target = path.endsWith(suffix, Qt::CaseInsensitive) ? path : path + suffix;
    QString error;
    if (!exportCurrentChart(target, &error)) {
        QMessageBox::warning(this, tr("Export failed"), error);
        return;
    }
    Q_EMIT statusMessage(tr("Wrote the chart to %1").arg(QDir::toNativeSeparators(target)));
}

void DecisionChartsPanel::setChart(Tab tab, QChart *chart)
{
    QChartView *view = m_views[std::size_t(tab)];
    QChart *old = view->chart();
    view->setChart(chart);
    delete old;
}

void DecisionChartsPanel::setPlan(const Scenario &scenario, const DecisionPlan &plan, const DecisionRun *run)
{
    // The run's scenario also holds the Beta inputs of options with a channel record (the tornado indexes them).
    m_scenario = run ? run->scenario() : scenario;
    m_plan = plan;
    setChart(FleetTab,
             run ? DecisionFleetChartBuilder::build(*run, plan)
                 : ChartStyle::messageChart(tr("Fleet size"), tr("No scenario is open.")));
    setChart(LockInTab, DecisionLockInChartBuilder::build(plan));
    const QString waiting = tr("Press Rank to run the sensitivity analysis and the Monte Carlo.");
    setChart(TornadoTab, ChartStyle::messageChart(tr("Tornado"), waiting));
    setChart(ProbabilityTab, DecisionProbabilityChartBuilder::build(plan, nullptr));
    // Keep the chosen criteria when they still exist; default to the first two.
    const QString x = m_paretoX->currentData().toString();
    const QString y = m_paretoY->currentData().toString();
    const QSignalBlocker bx(m_paretoX);
    const QSignalBlocker by(m_paretoY);
    m_paretoX->clear();
    m_paretoY->clear();
    for (const Criterion &c : plan.problem.criteria) {
        const QString id = QString::fromStdString(c.id);
        m_paretoX->addItem(DecisionText::criterionName(c.id), id);
        m_paretoY->addItem(DecisionText::criterionName(c.id), id);
    }
    const int ix = m_paretoX->findData(x);
    const int iy = m_paretoY->findData(y);
    m_paretoX->setCurrentIndex(ix >= 0 ? ix : 0);
    m_paretoY->setCurrentIndex(iy >= 0 ? iy : std::min(2, m_paretoY->count() - 1));
    rebuildPareto();
}

void DecisionChartsPanel::setRanking(const DecisionRanking &ranking)
{
    setChart(TornadoTab, DecisionTornadoChartBuilder::build(m_scenario, m_plan, ranking));
    setChart(ProbabilityTab, DecisionProbabilityChartBuilder::build(m_plan, &ranking));
}

void DecisionChartsPanel::rebuildPareto()
{
    setChart(ParetoTab,
             DecisionParetoChartBuilder::build(m_plan, m_paretoX->currentIndex(), m_paretoY->currentIndex()));
}

void DecisionChartsPanel::retranslateUi()
{
    m_tabs->setTabText(FleetTab, tr("Fleet size"));
    m_tabs->setTabText(LockInTab, tr("Lock-in"));
    m_tabs->setTabText(TornadoTab, tr("Tornado"));
    m_tabs->setTabText(ParetoTab, tr("Pareto"));
    m_tabs->setTabText(ProbabilityTab, tr("Rank probability"));
    m_paretoX->setToolTip(tr("Criterion on the horizontal axis"));
    m_exportButton->setText(tr("Export"));
    m_exportButton->setToolTip(tr("Write the chart shown as a PNG image or an SVG drawing (also on the chart's "
                                  "context menu)"));
    m_exportPngAction->setText(tr("Export PNG…"));
    m_exportPngAction->setToolTip(tr("Write this chart as a PNG image at twice the screen resolution"));
    m_exportSvgAction->setText(tr("Export SVG…"));
    m_exportSvgAction->setToolTip(tr("Write this chart as an SVG vector drawing"));
    m_paretoY->setToolTip(tr("Criterion on the vertical axis"));
}

void DecisionChartsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace GpuPlan
