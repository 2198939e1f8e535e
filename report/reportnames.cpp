// Translated names and texts shared by the tables, charts and sections.
#include "report/reporttables.h"

#include "io/diagnostictext.h"

namespace GpuPlan {

QString notFeasibleReason(const OptionResult &o)
{
    if (o.fleet.feasible)
        return {};
    QStringList out;
    for (const Diagnostic &d : o.fleet.diagnostics)
        out << diagnosticReason(d);
    if (out.isEmpty())
        out << (o.replica.fits ? ReportText::tr("no fleet meets the SLO")
                               : diagnosticReason(Diagnostic{"decision.does_not_fit", Severity::Error, 0, 0, {}, {}}));
    return out.join(QStringLiteral("; "));
}

QString criterionTitle(const std::string &id)
{
    if (id == "monthly_cost_usd")
        return ReportText::tr("Monthly cost");
    if (id == "usd_per_million_tokens")
        return ReportText::tr("Cost per million tokens");
    if (id == "capex_usd")
        return ReportText::tr("Capital expenditure");
    if (id == "lockin_score")
        return ReportText::tr("Lock-in score");
    if (id == "facility_power_kw")
        return ReportText::tr("Facility power");
    if (id == "ttft_seconds")
        return ReportText::tr("TTFT (percentile)");
    if (id == "estimate_uncertainty")
        return ReportText::tr("Estimate uncertainty");
    if (id == "lead_time_weeks")
        return ReportText::tr("Lead time");
    return qs(id);
}

int criterionDecimals(const std::string &id)
{
    if (id == "monthly_cost_usd" || id == "capex_usd")
        return 0;
    if (id == "ttft_seconds" || id == "estimate_uncertainty")
        return 3;
    if (id == "usd_per_million_tokens")
        return 2;
    return 1;
}

QString purchaseModeText(PurchaseMode mode)
{
    switch (mode) {
    case PurchaseMode::New:
        return ReportText::tr("new");
    case PurchaseMode::Used:
        return ReportText::tr("used");
    case PurchaseMode::Refurbished:
        return ReportText::tr("refurbished");
    case PurchaseMode::CloudOnDemand:
        return ReportText::tr("cloud on demand");
    case PurchaseMode::CloudReserved:
        return ReportText::tr("cloud reserved");
    case PurchaseMode::CloudSpot:
        return ReportText::tr("cloud spot");
    }
    return {};
}

QString rankingMethodText(RankingMethod method)
{
    switch (method) {
    case RankingMethod::WeightedSum:
        return ReportText::tr("weighted sum");
    case RankingMethod::Ahp:
        return ReportText::tr("AHP");
    case RankingMethod::Topsis:
        return ReportText::tr("TOPSIS");
    }
    return {};
}

} // namespace GpuPlan
