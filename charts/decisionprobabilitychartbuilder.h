#pragma once

#include "core/decision/decisionrun.h"

#include <QCoreApplication>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * Rank probabilities of the Monte Carlo: for each option, the share of the samples in which it ranks
 * first (MonteCarloResult::probabilityFirst), as horizontal bars in option order.
 *
 * Object names: "probability" (QHorizontalBarSeries) with one set.
 */
class DecisionProbabilityChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(GpuPlan::DecisionProbabilityChartBuilder)

public:
    /// A new chart the caller owns; a message chart when the Monte Carlo has not run (or was cancelled).
    static QChart *build(const DecisionPlan &plan, const DecisionRanking *ranking);
};

} // namespace GpuPlan
