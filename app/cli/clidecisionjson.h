#pragma once

#include "core/decision/decisionrun.h"
#include "core/jsonlocator.h"

#include <QCoreApplication>

class QTextStream;

namespace GpuPlan {

/// The translation context of the decision commands (plan, rank and their JSON and text output).
struct CliDecision
{
    Q_DECLARE_TR_FUNCTIONS(CliDecision)
};

/// A number, or null when there is none.
inline Json optionalNumber(const std::optional<double> &v) { return v ? Json(*v) : Json(nullptr); }

/// `plan --json`: every option's replica, fleet, costs, lock-in, gates and the queue simulation check.
Json planJson(const DecisionRun &run, const DecisionPlan &plan);
/// `rank --json`: gates, values, scores per method, Pareto set, sensitivity and Monte Carlo.
Json rankJson(const DecisionRun &run, const DecisionRanking &ranking);

void printPlanText(const DecisionRun &run, const DecisionPlan &plan, QTextStream &out);
void printRankText(const DecisionRun &run, const DecisionRanking &ranking, QTextStream &out);

} // namespace GpuPlan
