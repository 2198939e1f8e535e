#include "decisionlockinchartbuilder.h"

#include "chartstyle.h"
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
    std::vector<const OptionResult *> scored;
    for (const OptionResult &o : plan.options) {
        if (o.lockIn.valid)
            scored.push_back(&o);
    }
    if (scored.empty())
        return ChartStyle::messageChart(title, tr("No option has a lock-in score."));

    auto *chart = new QPolarChart;
    chart->setTheme(QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(title.toHtmlEscaped() + QStringLiteral("<br><span style=\"font-size: small; font-weight: "
                                                            "normal\">")
                    + tr("Risk of each factor, 0 (none) to 1 (full); the score is their weighted mean × 100")
                          .toHtmlEscaped()
                    + QStringLiteral("</span>"));
    QFont font = chart->titleFont();
    font.setPointSizeF(font.pointSizeF() * 1.25);
    font.setBold(true);
    chart->setTitleFont(font);
    chart->legend()->setAlignment(Qt::AlignBottom);

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

    for (const OptionResult *o : scored) {
        auto *series = new QLineSeries;
        series->setObjectName(QStringLiteral("lockin:") + QString::fromStdString(o->id));
        series->setName(tr("%1 (%2, %3)")
                            .arg(DecisionText::optionLabel(*o), QLocale().toString(o->lockIn.score, 'f', 1),
                                 DecisionText::lockInBandName(o->lockIn.band)));
        for (int f = 0; f <= LockInFactorCount; ++f) {
            const LockInFactorResult &r = o->lockIn.factors[std::size_t(f % LockInFactorCount)];
            series->append(f, r.applicable ? r.risk : 0.0);
        }
        QPen pen = series->pen();
        pen.setWidthF(2);
        series->setPen(pen);
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
