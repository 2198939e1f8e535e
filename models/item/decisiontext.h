#pragma once

#include "core/decision/decisionrun.h"

#include <QString>

#include <string_view>

/// Translated names of the decision layer's keys, shared by the Decision page's models and charts.
namespace GpuPlan::DecisionText {

QString purchaseModeName(PurchaseMode mode);
/// "Monthly cost" for "monthly_cost_usd"; the id itself when unknown.
QString criterionName(std::string_view id);
/// "lower is better" / "higher is better".
QString senseName(CriterionSense sense);
QString lockInFactorName(LockInFactor factor);
QString lockInBandName(LockInBand band);
/// "Price factor" for "price_factor", "Price factor (mi300x-cloud)" for "price_factor.mi300x-cloud".
QString inputName(const std::string &id);
/// The option's label, or its id when it has none.
QString optionLabel(const OptionResult &option);
/// The gates an option fails ("SLO, budget"), or "pass".
QString gatesText(const OptionGates &gates);

} // namespace GpuPlan::DecisionText
