#include "decisionprobabilitychartbuilder.h"

#include "chartstyle.h"
#include "item/decisiontext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QLocale>
#include <QValueAxis>

namespace GpuPlan {

QChart *DecisionProbabilityChartBuilder::build(const DecisionPlan &plan, const DecisionRanking *ranking)
{
    const QString title = tr("Probability of ranking first");
    if (!ranking || ranking->cancelled || ranking->monteCarlo.probabilityFirst.size() != plan.options.size())
        return ChartStyle::messageChart(title, tr("Press Rank to run the Monte Carlo."));
    const MonteCarloResult &mc = ranking->monteCarlo;
    QChart *chart = ChartStyle::newChart(
        title, tr("%1 Monte Carlo samples of the uncertain inputs, drawn at once").arg(QLocale().toString(mc.samples)));
    auto *set = new QBarSet(tr("P(first)"));
    set->setColor(QColor(0x43, 0xa0, 0x47));
    QStringList categories;
    for (std::size_t i = plan.options.size(); i-- > 0;) {
        categories << DecisionText::optionLabel(plan.options[i]);
        set->append(100.0 * mc.probabilityFirst[i]);
    }
    auto *series = new QHorizontalBarSeries;
    series->setObjectName(QStringLiteral("probability"));
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value %"));
    series->setLabelsPrecision(3);
    chart->addSeries(series);
    auto *y = new QBarCategoryAxis;
    y->append(categories);
    auto *x = new QValueAxis;
    x->setRange(0, 100);
    x->setTitleText(tr("Share of the samples in which the option ranks first (%)"));
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(y);
    series->attachAxis(x);
    chart->legend()->hide();
    return chart;
}

} // namespace GpuPlan
