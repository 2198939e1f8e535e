#include "decisionfleetchartbuilder.h"

#include "chartstyle.h"
#include "item/decisiontext.h"

#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>

namespace GpuPlan {

namespace {
QColor optionColor(std::size_t i)
{
    static const QColor colors[] = { QColor(0x1e, 0x88, 0xe5), QColor(0xe5, 0x39, 0x35), QColor(0x43, 0xa0, 0x47),
                                     QColor(0xfb, 0x8c, 0x00), QColor(0x8e, 0x24, 0xaa), QColor(0x00, 0x89, 0x7b),
                                     QColor(0x6d, 0x4c, 0x41), QColor(0x54, 0x6e, 0x7a) };
    return colors[i % (sizeof colors / sizeof colors[0])];
}
} // namespace

DecisionFleetChartBuilder::Curve DecisionFleetChartBuilder::curve(const Scenario &scenario, const OptionResult &option,
                                                                  int steps)
{
    Curve out;
    const ScenarioWorkload &w = scenario.workload;
    const int gpus = std::max(1, option.replica.gpusPerReplica);
    for (int k = 1; k <= steps; ++k) {
        const double rate = 2.0 * w.peakRequestsPerSecond * k / steps;
        FleetDemand demand;
        demand.peakRequestsPerSecond = rate;
        demand.averageRequestsPerSecond = std::min(rate, w.averageRequestsPerSecond);
        demand.arrivalScv = w.arrivalScv;
        demand.ttftTargetSeconds = w.slo.ttftSeconds;
        demand.ttftPercentile = w.slo.ttftPercentile;
        demand.maxUtilisation = w.maxUtilisation;
        const FleetSize f = sizeFleet(option.replica, demand, scenario.reliability, scenario.facility, scenario.costs);
        if (!f.feasible)
            continue;
        out.total.emplace_back(rate, option.cloud ? f.servingGpus : f.totalGpus);
        out.sloBound.emplace_back(rate, f.queueBoundReplicas * gpus);
    }
    return out;
}

QChart *DecisionFleetChartBuilder::build(const Scenario &scenario, const DecisionPlan &plan)
{
    const QString title = tr("Fleet size against the peak request rate");
    const QString details = tr("TTFT p%1 ≤ %2 s, TPOT ≤ %3 s, utilisation ≤ %4 %; dashed: the SLO (queue) bound alone")
                                .arg(100.0 * scenario.workload.slo.ttftPercentile)
                                .arg(scenario.workload.slo.ttftSeconds)
                                .arg(scenario.workload.slo.tpotSeconds)
                                .arg(100.0 * scenario.workload.maxUtilisation);
    QChart *chart = ChartStyle::newChart(title, details);
    auto *x = new QValueAxis;
    x->setTitleText(tr("Peak requests per second"));
    auto *y = new QValueAxis;
    y->setTitleText(tr("GPUs"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    double maxGpus = 0;
    int drawn = 0;
    for (std::size_t i = 0; i < plan.options.size(); ++i) {
        const OptionResult &o = plan.options[i];
        if (!o.fleet.feasible || !o.replica.fits)
            continue;
        const Curve c = curve(scenario, o);
        if (c.total.empty())
            continue;
        auto *total = new QLineSeries;
        total->setObjectName(QStringLiteral("fleet:") + QString::fromStdString(o.id));
        total->setName(DecisionText::optionLabel(o));
        auto *slo = new QLineSeries;
        slo->setObjectName(QStringLiteral("slo:") + QString::fromStdString(o.id));
        slo->setName(tr("%1: SLO bound").arg(DecisionText::optionLabel(o)));
        for (const QPointF &p : c.total) {
            total->append(p);
            maxGpus = std::max(maxGpus, p.y());
        }
        for (const QPointF &p : c.sloBound)
            slo->append(p);
        QPen pen(optionColor(i), 2);
        total->setPen(pen);
        pen.setStyle(Qt::DashLine);
        pen.setWidthF(1.2);
        slo->setPen(pen);
        for (QLineSeries *s : { total, slo }) {
            chart->addSeries(s);
            s->attachAxis(x);
            s->attachAxis(y);
        }
        for (QLegendMarker *m : chart->legend()->markers(slo))
            m->setVisible(false);
        ++drawn;
    }
    if (drawn == 0) {
        delete chart;
        return ChartStyle::messageChart(title, tr("No option meets the SLO: there is no fleet to draw."));
    }
    ChartStyle::setNiceRange(x, 2.0 * scenario.workload.peakRequestsPerSecond);
    ChartStyle::setNiceRange(y, maxGpus * 1.05);
    auto *peak = new QLineSeries;
    peak->setObjectName(QStringLiteral("peak"));
    peak->setName(tr("Scenario peak (%1 req/s)").arg(scenario.workload.peakRequestsPerSecond));
    peak->append(scenario.workload.peakRequestsPerSecond, 0);
    peak->append(scenario.workload.peakRequestsPerSecond, y->max());
    peak->setPen(QPen(QColor(0x42, 0x42, 0x42), 1, Qt::DotLine));
    chart->addSeries(peak);
    peak->attachAxis(x);
    peak->attachAxis(y);
    return chart;
}

} // namespace GpuPlan
