#include "probelivechartview.h"

#include "chartstyle.h"

#include <QChart>
#include <QChartView>
#include <QVBoxLayout>

namespace GpuPlan {

ProbeLiveChartView::ProbeLiveChartView(QWidget *parent)
    : QWidget(parent)
    , m_view(new QChartView(this))
{
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setObjectName(QStringLiteral("liveChartView"));
    QChart *chart = ChartStyle::newChart(tr("Live measurement"));
    m_view->setChart(chart); // the view owns the chart
    m_builder = std::make_unique<ProbeLiveChartBuilder>(chart);
    m_builder->reset(ProbeLiveChartBuilder::Mode::Run, QString());
    chart->setTitle(tr("Live measurement").toHtmlEscaped());
    chart->setToolTip(tr("The values of a running measurement or burn-in appear here as the runner reports them"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
}

ProbeLiveChartView::~ProbeLiveChartView() = default;

QChart *ProbeLiveChartView::chart() const
{
    return m_view->chart();
}

} // namespace GpuPlan
