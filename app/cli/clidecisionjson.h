#pragma once

#include "core/decision/decisionrun.h"
#include "core/jsonlocator.h"

class QTextStream;

namespace GpuPlan {

/// `plan --json`: every option's replica, fleet, costs, lock-in, gates and the queue simulation check.
Json planJson(const DecisionRun &run, const DecisionPlan &plan);
/// `rank --json`: gates, values, scores per method, Pareto set, sensitivity and Monte Carlo.
Json rankJson(const DecisionRun &run, const DecisionRanking &ranking);

void printPlanText(const DecisionRun &run, const DecisionPlan &plan, QTextStream &out);
void printRankText(const DecisionRun &run, const DecisionRanking &ranking, QTextStream &out);

} // namespace GpuPlan
