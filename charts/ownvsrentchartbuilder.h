#pragma once

#include "core/ownvsrent.h"
#include "item/unitformat.h"

#include <QCoreApplication>
#include <QString>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * Cumulative cost of owning and of renting the same useful GPU-hours, month by month (the undiscounted
 * cash of OwnVsRent), in the display currency. The break-even month is a dashed vertical line with the
 * label "break-even: month N"; when owning never catches up the chart says so.
 *
 * Object names: "own" and "rent" (QLineSeries over months 0..N), "breakEven" (QLineSeries of two
 * points at x = breakEvenMonth, absent when there is none).
 */
class OwnVsRentChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(GpuPlan::OwnVsRentChartBuilder)

public:
    /**
     * A new chart the caller owns. @p subject names what is compared ("H100 SXM"); @p details, plain
     * text shown in a smaller line under the title, the assumptions ("1 GPU busy 70 % of the time").
     */
    static QChart *build(const OwnVsRent &comparison, const QString &subject, const QString &details = {},
                         const UnitFormat::MoneyDisplay &money = {});
    /// The chart shown when there is nothing to compare, with @p reason in the middle.
    static QChart *buildMessage(const QString &reason);
};

} // namespace GpuPlan
