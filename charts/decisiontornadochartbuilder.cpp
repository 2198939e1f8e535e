#include "decisiontornadochartbuilder.h"

#include "chartstyle.h"
#include "item/decisiontext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace GpuPlan {

QChart *DecisionTornadoChartBuilder::build(const Scenario &scenario, const DecisionPlan &plan,
                                           const DecisionRanking &ranking)
{
    const Tornado &t = ranking.tornado;
    const QString title = tr("Tornado: what moves the top option's score");
    if (t.bars.empty() || t.trackedOption < 0 || std::size_t(t.trackedOption) >= plan.options.size())
        return ChartStyle::messageChart(title,
                                        tr("The scenario has no uncertain inputs, or no option passes the gates."));
    const QString option = DecisionText::optionLabel(plan.options[std::size_t(t.trackedOption)]);
    QChart *chart = ChartStyle::newChart(title,
                                         tr("%1, base score %2; each input alone at its low and high value")
                                             .arg(option, QLocale().toString(t.baseOutput, 'f', 3)));
    auto *low = new QBarSet(tr("Input at its low value"));
    low->setObjectName(QStringLiteral("low"));
    low->setColor(QColor(0x1e, 0x88, 0xe5));
    auto *high = new QBarSet(tr("Input at its high value"));
    high->setObjectName(QStringLiteral("high"));
    high->setColor(QColor(0xe5, 0x39, 0x35));
    QStringList categories;
    double extent = 0.0;
    // Category axes grow upwards: the largest swing goes last so that it is drawn on top.
    for (auto it = t.bars.rbegin(); it != t.bars.rend(); ++it) {
        const TornadoBar &b = *it;
        const std::string id = std::size_t(b.input) < scenario.monteCarlo.inputs.size()
            ? scenario.monteCarlo.inputs[std::size_t(b.input)].id
            : std::string();
        const QLocale locale;
        categories << tr("%1 (%2 … %3)")
                          .arg(DecisionText::inputName(id), locale.toString(b.lowValue, 'g', 3),
                               locale.toString(b.highValue, 'g', 3));
        low->append(b.outputAtLow - t.baseOutput);
        high->append(b.outputAtHigh - t.baseOutput);
        extent = std::max({extent, std::abs(b.outputAtLow - t.baseOutput), std::abs(b.outputAtHigh - t.baseOutput)});
    }
    auto *series = new QHorizontalBarSeries;
    series->setObjectName(QStringLiteral("tornado"));
    series->append(low);
    series->append(high);
    chart->addSeries(series);
    auto *y = new QBarCategoryAxis;
    y->append(categories);
    auto *x = new QValueAxis;
    x->setTitleText(tr("Change of the score from its base"));
    const double range = extent > 0 ? extent * 1.1 : 0.1;
    x->setRange(-range, range);
    x->setLabelFormat(QStringLiteral("%+.3f"));
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(y);
    series->attachAxis(x);
    return chart;
}

} // namespace GpuPlan
