#include "decisionfleetchartbuilder.h"

#include "chartstyle.h"
#include "decisionlegend.h"
#include "item/decisiontext.h"

#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>

namespace GpuPlan {

std::vector<DecisionFleetChartBuilder::Curve> DecisionFleetChartBuilder::curves(const DecisionRun &run, int steps)
{
    const Scenario &scenario = run.scenario();
    std::vector<Curve> out(scenario.options.size());
    for (int k = 1; k <= steps; ++k) {
        const double rate = 2.0 * scenario.workload.peakRequestsPerSecond * k / steps;
        DecisionAdjustments adjustments;
        adjustments.peakRequestsPerSecond = rate;
        const DecisionPlan plan = run.plan(adjustments);
        for (std::size_t i = 0; i < plan.options.size() && i < out.size(); ++i) {
            const OptionResult &o = plan.options[i];
            if (!o.fleet.feasible)
                continue;
            out[i].total.emplace_back(rate, o.fleet.totalGpus);
            out[i].sloBound.emplace_back(rate, o.fleet.queueBoundReplicas * std::max(1, o.replica.gpusPerReplica));
        }
    }
    return out;
}

QChart *DecisionFleetChartBuilder::build(const DecisionRun &run, const DecisionPlan &plan)
{
    const Scenario &scenario = run.scenario();
    const QString title = tr("Fleet size against the peak request rate");
    const QString details = tr("TTFT p%1 ≤ %2 s, TPOT ≤ %3 s, utilisation ≤ %4 %; dashed: the SLO (queue) bound alone")
                                .arg(100.0 * scenario.workload.slo.ttftPercentile)
                                .arg(scenario.workload.slo.ttftSeconds)
                                .arg(scenario.workload.slo.tpotSeconds)
                                .arg(100.0 * scenario.workload.maxUtilisation);
    QChart *chart = ChartStyle::newChart(title, details);
    DecisionLegend::placeAtRight(chart);
    auto *x = new QValueAxis;
    x->setTitleText(tr("Peak requests per second"));
    auto *y = new QValueAxis;
    y->setTitleText(tr("GPUs"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    double maxGpus = 0;
    int drawn = 0;
    const std::vector<Curve> all = curves(run);
    for (std::size_t i = 0; i < plan.options.size() && i < all.size(); ++i) {
        const OptionResult &o = plan.options[i];
        if (!o.fleet.feasible || !o.replica.fits)
            continue;
        const Curve &c = all[i];
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
        QPen pen(DecisionLegend::optionColor(i), 2);
        total->setPen(pen);
        pen.setStyle(Qt::DashLine);
        pen.setWidthF(1.2);
        slo->setPen(pen);
        for (QLineSeries *s : {total, slo}) {
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
