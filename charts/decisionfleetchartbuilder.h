#pragma once

#include "core/decision/decisionrun.h"

#include <QCoreApplication>
#include <QPointF>

#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * Fleet size against the peak request rate: for each feasible option, its replica (capacity at the SLO,
 * as DecisionRun::plan resolved it) sized with sizeFleet() over 0 … 2 × the scenario's peak rate. The
 * solid line is the GPUs to buy or rent (serving + N+k spares for owned options); the dashed line of the
 * same colour is the SLO-driven part, the Erlang C queue bound on the time-to-first-token percentile
 * alone. A vertical line marks the scenario's peak. (DecisionAdjustments move the average rate, which
 * changes the cost but not the size: the fleet is sized for the peak.)
 *
 * Object names: "fleet:ID" and "slo:ID" (QLineSeries) per option, "peak" (QLineSeries).
 */
class DecisionFleetChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(GpuPlan::DecisionFleetChartBuilder)

public:
    struct Curve
    {
        std::vector<QPointF> total;    ///< (peak req/s, GPUs)
        std::vector<QPointF> sloBound; ///< (peak req/s, GPUs of the queue bound alone)
    };
    /// The curve of @p option over @p steps rates from peak/steps to 2 × peak.
    static Curve curve(const Scenario &scenario, const OptionResult &option, int steps = 24);

    /// A new chart the caller owns; a message chart when no option is feasible.
    static QChart *build(const Scenario &scenario, const DecisionPlan &plan);
};

} // namespace GpuPlan
