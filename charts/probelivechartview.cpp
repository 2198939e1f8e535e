#include "probelivechartview.h"

#include "chartstyle.h"

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
    m_builder->reset(ProbeLiveChartBuilder::Mode::Run, QString());
    chart->setTitle(tr("Live measurement").toHtmlEscaped());
    chart->setToolTip(tr("The values of a running measurement or burn-in appear here as the runner reports them"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
}

ProbeLiveChartView::~ProbeLiveChartView() = default;

QChart *ProbeLiveChartView::chart() const { return m_view->chart(); }

} // namespace GpuPlan
