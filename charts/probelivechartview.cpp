#include "probelivechartview.h"

#include "chartstyle.h"
#include "emptyhint.h"

#include <QChart>
#include <QChartView>
#include <QVBoxLayout>

namespace GpuPlan {

ProbeLiveChartView::ProbeLiveChartView(QWidget *parent)
    : QWidget(parent)
{
    QChart *chart = ChartStyle::newChart(tr("Live measurement"));
    // The view owns the chart. Given one at construction, it makes no default chart of its own, which a
    // later setChart() would only let go of, never delete.
    m_view = new QChartView(chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setObjectName(QStringLiteral("liveChartView"));
    m_builder = std::make_unique<ProbeLiveChartBuilder>(chart);
    chart->setTitle(tr("Live measurement").toHtmlEscaped());
    chart->setToolTip(tr("The values of a running measurement or burn-in appear here as the runner reports them"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_hint = new EmptyHint(m_view, QString());
    reset(ProbeLiveChartBuilder::Mode::Run, QString());
}

void ProbeLiveChartView::reset(ProbeLiveChartBuilder::Mode mode, const QString &subject, const QString &waiting)
{
    m_builder->reset(mode, subject);
    m_hint->setText(waiting.isEmpty() ? tr("Choose a device and press Run (or Start burn-in): the measured values "
                                           "appear here live, as the runner reports them.")
                                      : waiting);
    m_hint->show();
}

ProbeLiveChartView::~ProbeLiveChartView() = default;

void ProbeLiveChartView::addStageValue(const QString &stage, double value, const QString &unit)
{
    m_builder->addStageValue(stage, value, unit);
    m_hint->hide();
}

void ProbeLiveChartView::addBurnInCheck(const Probe::BurnInCheck &check)
{
    m_builder->addBurnInCheck(check);
    m_hint->hide();
}

void ProbeLiveChartView::addTelemetry(const Probe::TelemetrySample &sample)
{
    m_builder->addTelemetry(sample);
    m_hint->hide();
}

QChart *ProbeLiveChartView::chart() const { return m_view->chart(); }

} // namespace GpuPlan
