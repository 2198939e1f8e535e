#pragma once

#include "core/decision/decisionrun.h"

#include <QCoreApplication>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * The lock-in radar: a QPolarChart with the seven factors around the circle and each factor's risk
 * (0 … 1, see lockInFactorRisk) on the radius, one closed line per option with a valid score. A factor
 * that does not apply to an option is drawn at 0 and named so in the tool tip.
 *
 * Object names: "lockin:ID" (QLineSeries) per option.
 */
class DecisionLockInChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(GpuPlan::DecisionLockInChartBuilder)

public:
    /// A new chart the caller owns; a message chart when no option has a lock-in score.
    static QChart *build(const DecisionPlan &plan);
};

} // namespace GpuPlan
