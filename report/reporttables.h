#pragma once

// The results tables of the report, with stable ids and column keys: the report prints them and the
// exports (reportexport.h) write them. Internal to gpuplan_report.

#include "report/reportdata.h"
#include "report/reportdocument.h"

namespace GpuPlan {

/// A cell showing @p text with the number behind it.
ReportCell numberCell(double value, const QString &text);
ReportCell textCell(const QString &text);
/// A missing number: the text says why, and the exports write an empty cell (no 0).
ReportCell missingCell(const QString &why);

/// Starts a table: id, translated title, then columns as (key, translated title, unit) triples.
/// One column of a report table: its key in CSV/JSON, its title and its unit (empty when none).
struct ReportColumn
{
    ReportColumn(QString k, QString t, QString u = {})
        : key(std::move(k))
        , title(std::move(t))
        , unit(std::move(u))
    {
    }
    QString key;
    QString title;
    QString unit;
};

ReportTable newTable(const QString &id, const QString &title, std::initializer_list<ReportColumn> columns = {});
void addColumn(ReportTable &table, const QString &key, const QString &title, const QString &unit = {});
void addColumns(ReportTable &table, std::initializer_list<ReportColumn> columns);

ReportTable optionsTable(const ReportData &d);            // "options": gates passed or failed
ReportTable criteriaTable(const ReportData &d);           // "criteria": ids, sense, weights
ReportTable scoringTable(const ReportData &d);            // "scoring": criterion values and scores
ReportTable tcoTable(const ReportData &d);                // "tco": capex, monthly, NPV, $/Mtok
ReportTable ownVsRentTable(const ReportData &d);          // "own_vs_rent": owned options against the cloud rate
ReportTable efficiencyTable(const ReportData &d);         // "efficiency": tokens/s per GPU, per $/h, per W
ReportTable vramTable(const ReportData &d);               // "vram": per-GPU breakdown
ReportTable fleetTable(const ReportData &d);              // "fleet": replicas, spares, GPUs, racks, power
ReportTable lockinTable(const ReportData &d);             // "lockin": factor points per option
ReportTable channelRecordTable(const ReportData &d);      // "channel_records": measured seller channels
ReportTable criticalWeightsTable(const ReportData &d);    // "critical_weights"
ReportTable switchingTable(const ReportData &d);          // "switching"
ReportTable tornadoTable(const ReportData &d);            // "tornado"
ReportTable monteCarloTable(const ReportData &d);         // "montecarlo": P(first), rank distribution
ReportTable findingsTable(const ReportData &d);           // "fleet_findings"
ReportTable triageTable(const ReportData &d);             // "fleet_triage": the guides' five steps per node
ReportTable pricesTable(const ReportData &d);             // "prices": prices used, dates, staleness
ReportTable assumptionsTable(const ReportData &d);        // "assumptions"
ReportTable provenanceTable(const ReportData &d);         // "provenance": specs, prices, lock-in defaults
ReportTable measurementSourcesTable(const ReportData &d); // "measurement_sources": rows grouped by SKU and source
ReportTable measurementsTable(const ReportData &d);       // "measurements": every calibration row of the SKUs (export)

/// Every table above, in report order.
QVector<ReportTable> reportTables(const ReportData &d);

} // namespace GpuPlan

namespace GpuPlan {

/// Why an option has no fleet (the fleet sizing's diagnostics, translated), or empty when it has one.
QString notFeasibleReason(const OptionResult &option);
/// The translated name of a criterion id ("monthly_cost_usd" -> "Monthly cost").
QString criterionTitle(const std::string &id);
/// Decimals a criterion's values are printed with.
int criterionDecimals(const std::string &id);
/// "new", "used", "cloud on demand", ... translated.
QString purchaseModeText(PurchaseMode mode);
/// "weighted sum", "AHP", "TOPSIS", translated.
QString rankingMethodText(RankingMethod method);
/// The translated name of a lock-in factor.
QString lockInFactorTitle(LockInFactor factor);

} // namespace GpuPlan
