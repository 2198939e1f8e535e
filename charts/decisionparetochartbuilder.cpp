#include "decisionparetochartbuilder.h"

#include "chartstyle.h"
#include "item/decisiontext.h"

#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace GpuPlan {

namespace {
QString axisTitle(const Criterion &c)
{
    const CriterionInfo *info = findCriterionInfo(c.id);
    const QString unit = info ? QString::fromUtf8(info->unit.data(), qsizetype(info->unit.size())) : QString();
    return DecisionParetoChartBuilder::tr("%1 (%2, %3)")
        .arg(DecisionText::criterionName(c.id), unit, DecisionText::senseName(c.sense));
}
} // namespace

QChart *DecisionParetoChartBuilder::build(const DecisionPlan &plan, int xCriterion, int yCriterion)
{
    const DecisionProblem &p = plan.problem;
    const int n = int(p.criteria.size());
    const QString title = tr("Pareto set of two criteria");
    if (xCriterion < 0 || yCriterion < 0 || xCriterion >= n || yCriterion >= n || plan.options.empty()
        || p.values.rows() != Eigen::Index(plan.options.size()))
        return ChartStyle::messageChart(title, tr("Choose two criteria."));
    const std::vector<bool> pareto = paretoSet(p, {xCriterion, yCriterion});
    const std::vector<bool> passed = passedGates(p);
    QChart *chart = ChartStyle::newChart(
        tr("Pareto set: %1 against %2")
            .arg(DecisionText::criterionName(p.criteria[std::size_t(yCriterion)].id),
                 DecisionText::criterionName(p.criteria[std::size_t(xCriterion)].id)),
        tr("Highlighted: no other option that passes the gates is at least as good on both and better on one"));
    auto *front = new QScatterSeries;
    front->setObjectName(QStringLiteral("pareto"));
    front->setName(tr("Pareto set"));
    front->setMarkerSize(16);
    front->setColor(QColor(0xe6, 0x51, 0x00));
    auto *others = new QScatterSeries;
    others->setObjectName(QStringLiteral("others"));
    others->setName(tr("Dominated"));
    others->setMarkerSize(11);
    others->setColor(QColor(0x90, 0xa4, 0xae));
    auto *gated = new QScatterSeries;
    gated->setObjectName(QStringLiteral("gated"));
    gated->setName(tr("Fails a gate"));
    gated->setMarkerSize(9);
    gated->setColor(QColor(0xc6, 0x28, 0x28));
    double minX = 0, maxX = 0, minY = 0, maxY = 0;
    std::vector<std::pair<QPointF, QGraphicsSimpleTextItem *>> labels;
    for (std::size_t i = 0; i < plan.options.size(); ++i) {
        const QPointF v(p.values(Eigen::Index(i), xCriterion), p.values(Eigen::Index(i), yCriterion));
        if (!std::isfinite(v.x()) || !std::isfinite(v.y()))
            continue;
        (pareto[i] ? front : (passed[i] ? others : gated))->append(v);
        minX = std::min(minX, v.x());
        maxX = std::max(maxX, v.x());
        minY = std::min(minY, v.y());
        maxY = std::max(maxY, v.y());
        labels.emplace_back(v, ChartStyle::addText(chart, QString::fromStdString(plan.options[i].id)));
    }
    auto *x = new QValueAxis;
    x->setTitleText(axisTitle(p.criteria[std::size_t(xCriterion)]));
    auto *y = new QValueAxis;
    y->setTitleText(axisTitle(p.criteria[std::size_t(yCriterion)]));
    ChartStyle::setNiceRange(x, (maxX > 0 ? maxX : 1.0) * 1.1);
    ChartStyle::setNiceRange(y, (maxY > 0 ? maxY : 1.0) * 1.1);
    if (minX < 0)
        x->setMin(minX * 1.1);
    if (minY < 0)
        y->setMin(minY * 1.1);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    QScatterSeries *anchor = nullptr;
    for (QScatterSeries *s : {front, others, gated}) {
        if (s->count() == 0) {
            delete s;
            continue;
        }
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
        anchor = anchor ? anchor : s;
    }
    if (anchor) {
        ChartStyle::keepPlaced(chart, [chart, anchor, labels] {
            for (const auto &[value, item] : labels)
                item->setPos(chart->mapToPosition(value, anchor) + QPointF(8, -item->boundingRect().height() - 2));
        });
    }
    return chart;
}

} // namespace GpuPlan
