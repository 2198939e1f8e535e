#pragma once

#include "core/decision/decisionrun.h"

#include <QCoreApplication>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * Two criteria of the plan's problem against each other, one point per option, every point labelled
 * with its option. The Pareto set over those two criteria (paretoSet, among the options that pass the
 * gates) is drawn in a highlighted series; gated-out options in grey.
 *
 * Object names: "pareto", "others" and "gated" (QScatterSeries); an empty one is not added.
 */
class DecisionParetoChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(GpuPlan::DecisionParetoChartBuilder)

public:
    /// A new chart the caller owns; a message chart when a criterion index is out of range.
    static QChart *build(const DecisionPlan &plan, int xCriterion, int yCriterion);
};

} // namespace GpuPlan
