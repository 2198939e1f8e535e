#pragma once

#include "core/decision/decisionrun.h"

#include <QCoreApplication>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * The tornado of DecisionRanking::tornado: one row per uncertain input, largest swing on top, two
 * horizontal bars giving the change of the tracked option's score (from its base) with that input at its
 * low and at its high value, the others at base.
 *
 * Object names: "tornado" (QHorizontalBarSeries) with the sets "low" and "high".
 */
class DecisionTornadoChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(GpuPlan::DecisionTornadoChartBuilder)

public:
    /// A new chart the caller owns; a message chart when the tornado is empty.
    static QChart *build(const Scenario &scenario, const DecisionPlan &plan, const DecisionRanking &ranking);
};

} // namespace GpuPlan
