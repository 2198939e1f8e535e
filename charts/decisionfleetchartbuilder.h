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
 * Fleet size against the peak request rate: for each feasible option, the fleet DecisionRun::plan sizes
 * when DecisionAdjustments::peakRequestsPerSecond sweeps 0 … 2 × the scenario's peak, so every point is
 * what the plan, the CLI and the ranking would say at that peak. The solid line is the GPUs to buy or
 * rent (serving + N+k spares for owned options; a cloud provider replaces failed instances); the dashed
 * line of the same colour is the SLO-driven part, the Erlang C queue bound on the time-to-first-token
 * percentile alone. A vertical line marks the scenario's peak.
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
    /// One curve per option of @p run over @p steps peak rates from peak/steps to 2 × peak; a rate at
    /// which an option is not feasible has no point.
    static std::vector<Curve> curves(const DecisionRun &run, int steps = 24);

    /// A new chart the caller owns; a message chart when no option is feasible. @p plan is run.plan().
    static QChart *build(const DecisionRun &run, const DecisionPlan &plan);
};

} // namespace GpuPlan
