#include "decisionlockinchartbuilder.h"

#include "chartstyle.h"
#include "decisionlegend.h"
#include "item/decisiontext.h"

#include <QCategoryAxis>
#include <QFont>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QPolarChart>
#include <QValueAxis>

#include <memory>

namespace GpuPlan {

QChart *DecisionLockInChartBuilder::build(const DecisionPlan &plan)
{
    const QString title = tr("Lock-in risk by factor");
    std::vector<std::size_t> scored; // indices into plan.options, for the option's colour
    for (std::size_t i = 0; i < plan.options.size(); ++i) {
        if (plan.options[i].lockIn.valid)
            scored.push_back(i);
    }
    if (scored.empty())
        return ChartStyle::messageChart(title, tr("No option has a lock-in score."));

    auto *chart = new QPolarChart;
    chart->setTheme(QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(
        title.toHtmlEscaped()
        + QStringLiteral("<br><span style=\"font-size: small; font-weight: "
                         "normal\">")
        + tr("Risk of each factor, 0 (none) to 1 (full); the score is their weighted mean × 100").toHtmlEscaped()
        + QStringLiteral("</span>"));
    QFont font = chart->titleFont();
    font.setPointSizeF(font.pointSizeF() * 1.25);
    font.setBold(true);
    chart->setTitleFont(font);
    DecisionLegend::placeAtRight(chart);

    auto *angular = new QCategoryAxis;
    angular->setRange(0, LockInFactorCount);
    angular->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (int f = 0; f < LockInFactorCount; ++f)
        angular->append(DecisionText::lockInFactorName(LockInFactor(f)), f == 0 ? 0.0001 : double(f));
    auto *radial = new QValueAxis;
    radial->setRange(0, 1);
    radial->setTickCount(5);
    radial->setLabelFormat(QStringLiteral("%.2f"));
    chart->addAxis(angular, QPolarChart::PolarOrientationAngular);
    chart->addAxis(radial, QPolarChart::PolarOrientationRadial);

    for (std::size_t index : scored) {
        const OptionResult *o = &plan.options[index];
        auto *series = new QLineSeries;
        series->setObjectName(QStringLiteral("lockin:") + QString::fromStdString(o->id));
        series->setName(tr("%1 (%2, %3)")
                            .arg(DecisionText::optionLabel(*o), QLocale().toString(o->lockIn.score, 'f', 1),
                                 DecisionText::lockInBandName(o->lockIn.band)));
        for (int f = 0; f <= LockInFactorCount; ++f) {
            const LockInFactorResult &r = o->lockIn.factors[std::size_t(f % LockInFactorCount)];
            series->append(f, r.applicable ? r.risk : 0.0);
        }
        series->setPen(QPen(DecisionLegend::optionColor(index), 2)); // as in the fleet chart
        chart->addSeries(series);
        series->attachAxis(angular);
        series->attachAxis(radial);
        auto factors = std::make_shared<LockInScore>(o->lockIn);
        const QString label = DecisionText::optionLabel(*o);
        ChartStyle::showToolTips(series, [factors, label](const QPointF &p) {
            const int f = int(p.x() + 0.5) % LockInFactorCount;
            const LockInFactorResult &r = factors->factors[std::size_t(f)];
            if (!r.applicable)
                return tr("%1, %2: does not apply").arg(label, DecisionText::lockInFactorName(LockInFactor(f)));
            return tr("%1, %2: input %3, risk %4, %5 points of the score")
                .arg(label, DecisionText::lockInFactorName(LockInFactor(f)), QLocale().toString(r.value, 'g', 3),
                     QLocale().toString(r.risk, 'f', 2), QLocale().toString(r.points, 'f', 1));
        });
    }
    return chart;
}

} // namespace GpuPlan
