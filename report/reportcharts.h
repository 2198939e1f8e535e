#pragma once

// The report's charts as data (ReportChart), mirroring what the Decision page's chart builders show;
// the layout draws them as vectors. Internal to gpuplan_report.

#include "report/reportdata.h"
#include "report/reportdocument.h"

namespace GpuPlan {

ReportChart fleetChart(const ReportData &d);       ///< "fleet": GPUs against the peak rate, SLO bound dashed
ReportChart costChart(const ReportData &d);        ///< "monthly_cost": per option, the monthly budget as reference
ReportChart ownVsRentChart(const ReportData &d);   ///< "own_vs_rent": cumulative cash of an owned option vs renting
ReportChart vramChart(const ReportData &d);        ///< "vram": per-GPU memory breakdown
ReportChart paretoChart(const ReportData &d);      ///< "pareto": monthly cost against lock-in score
ReportChart efficiencyChart(const ReportData &d);  ///< "efficiency": tokens/s per USD/h
ReportChart tornadoChart(const ReportData &d);     ///< "tornado"
ReportChart sweepChart(const ReportData &d);       ///< "weight_sweep": scores against the heaviest weight
ReportChart probabilityChart(const ReportData &d); ///< "probability_first": Monte Carlo
ReportChart lockinChart(const ReportData &d);      ///< "lockin": factor points per option

} // namespace GpuPlan
