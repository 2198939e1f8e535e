#include "intakefailurechartbuilder.h"

#include "chartstyle.h"
#include "item/sourcerecordmodel.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <memory>
#include <vector>

namespace GpuPlan {

namespace {
struct IntakeChartRow
{
    QString key;
    double value = 0;
    double low = 0;
    double high = 0;
};

std::vector<IntakeChartRow> intakeChartRows(const QAbstractItemModel &model, int group)
{
    std::vector<IntakeChartRow> rows;
    for (int r = 0; r < model.rowCount(); ++r) {
        const QModelIndex index = model.index(r, 0);
        if (index.data(SourceRecordModel::GroupRole).toInt() != group)
            continue;
        rows.push_back({index.data(SourceRecordModel::LabelRole).toString(),
                        index.data(SourceRecordModel::ValueRole).toDouble() * 100.0,
                        index.data(SourceRecordModel::LowRole).toDouble() * 100.0,
                        index.data(SourceRecordModel::HighRole).toDouble() * 100.0});
    }
    return rows;
}

QString intakePercent(double v) { return QLocale().toString(v, 'f', 1) + QStringLiteral(" %"); }
} // namespace

int IntakeFailureChartBuilder::recordCount(const QAbstractItemModel &model, int group)
{
    return int(intakeChartRows(model, group).size());
}

QChart *IntakeFailureChartBuilder::build(const QAbstractItemModel &model, int group, const QString &groupName)
{
    const QString title = tr("Intake failure per source: %1").arg(groupName);
    const std::vector<IntakeChartRow> rows = intakeChartRows(model, group);
    if (rows.empty())
        return ChartStyle::messageChart(title, tr("No card of any lot has a burn-in verdict yet."));
    QChart *chart = ChartStyle::newChart(
        title,
        tr("Share of judged cards that failed burn-in (quarantine or reject): the posterior mean (point) and "
           "its 90 % interval (whisker)"));
    chart->legend()->hide();

    auto *x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x->setRange(-0.5, double(rows.size()) - 0.5);
    auto *y = new QValueAxis;
    y->setTitleText(tr("Intake failure (%)"));
    double top = 0;
    for (const IntakeChartRow &r : rows)
        top = std::max(top, r.high);
    ChartStyle::setNiceRange(y, std::max(top, 1.0));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    const QColor colour(0x1f, 0x77, 0xb4);
    auto *means = new QScatterSeries;
    means->setObjectName(QStringLiteral("intake:mean"));
    means->setMarkerSize(10);
    means->setColor(colour);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const IntakeChartRow &r = rows[i];
        const double at = double(i);
        x->append(r.key, at);
        // The whisker and its two caps as one line: low cap, up, high cap.
        auto *whisker = new QLineSeries;
        whisker->setObjectName(QStringLiteral("intake:") + r.key);
        whisker->setPen(QPen(colour, 2));
        whisker->append({{at - 0.12, r.low},
                         {at, r.low},
                         {at, r.high},
                         {at - 0.12, r.high},
                         {at + 0.12, r.high},
                         {at, r.high},
                         {at, r.low},
                         {at + 0.12, r.low}});
        chart->addSeries(whisker);
        whisker->attachAxis(x);
        whisker->attachAxis(y);
        const QString tip = tr("%1: 90 % interval %2 to %3, mean %4")
                                .arg(r.key, intakePercent(r.low), intakePercent(r.high), intakePercent(r.value));
        ChartStyle::showToolTips(whisker, [tip](const QPointF &) { return tip; });
        means->append(at, r.value);
    }
    chart->addSeries(means);
    means->attachAxis(x);
    means->attachAxis(y);
    auto shared = std::make_shared<std::vector<IntakeChartRow>>(rows);
    ChartStyle::showToolTips(means, [shared](const QPointF &p) {
        const std::size_t i = std::size_t(std::clamp(int(p.x() + 0.5), 0, int(shared->size()) - 1));
        const IntakeChartRow &r = (*shared)[i];
        return tr("%1: intake failure %2 (90 % interval %3 to %4)")
            .arg(r.key, intakePercent(r.value), intakePercent(r.low), intakePercent(r.high));
    });
    return chart;
}

} // namespace GpuPlan
