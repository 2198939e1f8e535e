// The appendix tables: every assumption of the scenario with its source and date, the provenance of
// every spec, price and lock-in default used, and the calibration measurements behind the estimates.
#include "report/reporttables.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace GpuPlan {

namespace {

struct Row
{
    QString name;
    std::string pointer;
    double value;
    int decimals;
    QString unit;
    std::string defaultKey; ///< key of ownershipDefaultsProvenance(), when the value may be a default
};

QString kindText(ProvenanceKind k)
{
    switch (k) {
    case ProvenanceKind::Datasheet:
        return ReportText::tr("datasheet");
    case ProvenanceKind::Measured:
        return ReportText::tr("measured");
    case ProvenanceKind::Imported:
        return ReportText::tr("imported");
    case ProvenanceKind::UserOverride:
        return ReportText::tr("user override");
    case ProvenanceKind::Derived:
        return ReportText::tr("derived");
    case ProvenanceKind::Quote:
        return ReportText::tr("seller's quote");
    }
    return {};
}

QString dateOr(const std::string &date)
{
    return date.empty() ? ReportFormat::missing(ReportText::tr("no date recorded")) : qs(date);
}

} // namespace

ReportTable assumptionsTable(const ReportData &d)
{
    const Scenario &s = d.scenario;
    const ScenarioWorkload &w = s.workload;
    const OwnershipInputs &c = s.costs;
    const QString usd = QStringLiteral("USD");
    std::vector<Row> rows = {
        {ReportText::tr("Peak request rate"),
         "/workload/peak_requests_per_s",
         w.peakRequestsPerSecond,
         2,
         QStringLiteral("req/s"),
         {}},
        {ReportText::tr("Average request rate"),
         "/workload/average_requests_per_s",
         w.averageRequestsPerSecond,
         2,
         QStringLiteral("req/s"),
         {}},
        {ReportText::tr("Prompt tokens (mean)"),
         "/workload/prompt_tokens",
         w.promptTokens.mean,
         0,
         QStringLiteral("tokens"),
         {}},
        {ReportText::tr("Output tokens (mean)"),
         "/workload/output_tokens",
         w.outputTokens.mean,
         0,
         QStringLiteral("tokens"),
         {}},
        {ReportText::tr("Arrival variability (SCV)"), "/workload/arrival_scv", w.arrivalScv, 2, QString(), {}},
        {ReportText::tr("Utilisation cap"), "/workload/max_utilisation", w.maxUtilisation, 2, QString(), {}},
        {ReportText::tr("TTFT target"), "/workload/slo/ttft_seconds", w.slo.ttftSeconds, 3, QStringLiteral("s"), {}},
        {ReportText::tr("TTFT percentile"), "/workload/slo/ttft_percentile", w.slo.ttftPercentile, 3, QString(), {}},
        {ReportText::tr("TPOT target"), "/workload/slo/tpot_seconds", w.slo.tpotSeconds, 3, QStringLiteral("s"), {}},
        {ReportText::tr("Service life"), "/costs/service_life_years", c.serviceLifeYears, 1, QStringLiteral("years"),
         "service_life_years"},
        {ReportText::tr("Residual value"), "/costs/residual_fraction", c.residualFraction, 2,
         QStringLiteral("fraction"), "residual_fraction"},
        {ReportText::tr("Discount rate"), "/costs/discount_rate", c.discountRate, 3, QStringLiteral("per year"),
         "discount_rate"},
        {ReportText::tr("Server uplift"), "/costs/server_uplift_fraction", c.serverUpliftFraction, 2,
         QStringLiteral("fraction"), "server_uplift_fraction"},
        {ReportText::tr("Host power per GPU"), "/costs/host_power_watts_per_gpu", c.hostPowerWattsPerGpu, 0,
         QStringLiteral("W"), "host_power_watts_per_gpu"},
        {ReportText::tr("Load factor"), "/costs/load_factor", c.loadFactor, 2, QStringLiteral("fraction of TDP"),
         "load_factor"},
        {ReportText::tr("Idle power"), "/costs/gpu_idle_power_fraction", c.gpuIdlePowerFraction, 2,
         QStringLiteral("fraction of TDP"), "gpu_idle_power_fraction"},
        {ReportText::tr("PUE"), "/costs/pue", c.pue, 2, QString(), "pue"},
        {ReportText::tr("Electricity price"), "/costs/electricity_usd_per_kwh", c.electricityUsdPerKwh, 3,
         QStringLiteral("USD/kWh"), "electricity_usd_per_kwh"},
        {ReportText::tr("Operations cost"), "/costs/opex_fraction_per_year", c.opexFractionPerYear, 3,
         QStringLiteral("fraction of capex per year"), "opex_fraction_per_year"},
        {ReportText::tr("Spot interruption overhead"),
         "/costs/spot_interruption_overhead",
         s.spotInterruptionOverhead,
         2,
         QStringLiteral("fraction"),
         {}},
        {ReportText::tr("GPU failures"),
         "/reliability/failures_per_gpu_year",
         s.reliability.failuresPerGpuYear,
         3,
         QStringLiteral("per GPU-year"),
         {}},
        {ReportText::tr("Repair time"),
         "/reliability/repair_days",
         s.reliability.repairDays,
         1,
         QStringLiteral("days"),
         {}},
        {ReportText::tr("Availability target"),
         "/reliability/availability_target",
         s.reliability.availabilityTarget,
         4,
         QString(),
         {}},
        {ReportText::tr("GPUs per server"),
         "/facility/gpus_per_server",
         double(s.facility.gpusPerServer),
         0,
         QString(),
         {}},
        {ReportText::tr("Server height"),
         "/facility/server_rack_units",
         double(s.facility.serverRackUnits),
         0,
         QStringLiteral("U"),
         {}},
        {ReportText::tr("Rack power budget"),
         "/facility/rack_power_kw",
         s.facility.rackPowerKw,
         1,
         QStringLiteral("kW"),
         {}},
        {ReportText::tr("Rack height"),
         "/facility/rack_units",
         double(s.facility.rackUnits),
         0,
         QStringLiteral("U"),
         {}},
        {ReportText::tr("Lead-time reference"),
         "/lockin/lead_time_reference_weeks",
         s.lockIn.leadTimeReferenceWeeks,
         0,
         QStringLiteral("weeks"),
         {}},
    };
    if (s.budget.monthlyUsd)
        rows.push_back({ReportText::tr("Monthly budget"), "/budget/monthly_usd", *s.budget.monthlyUsd, 0, usd, {}});
    if (s.budget.capexUsd)
        rows.push_back({ReportText::tr("Capital budget"), "/budget/capex_usd", *s.budget.capexUsd, 0, usd, {}});
    if (s.lockIn.cudaOnlyShare)
        rows.push_back({ReportText::tr("CUDA-only code share"),
                        "/lockin/cuda_only_share",
                        *s.lockIn.cudaOnlyShare,
                        2,
                        QStringLiteral("fraction"),
                        {}});
    for (const auto &[vendor, spend] : s.lockIn.existingSpendUsd)
        rows.push_back({ReportText::tr("Existing spend with %1").arg(qs(vendor)),
                        "/lockin/existing_spend_usd/" + vendor,
                        spend,
                        0,
                        usd,
                        {}});
    for (const UncertainInput &in : s.monteCarlo.inputs)
        rows.push_back({ReportText::tr("Uncertain input %1 (base; range %2 to %3)")
                            .arg(qs(in.id), d.fmt.number(in.low, 3), d.fmt.number(in.high, 3)),
                        "/monte_carlo/inputs",
                        in.base,
                        3,
                        QString(),
                        {}});

    ReportTable t = newTable(QStringLiteral("assumptions"), ReportText::tr("Assumptions"),
                             {{QStringLiteral("assumption"), ReportText::tr("Assumption")},
                              {QStringLiteral("value"), ReportText::tr("Value")},
                              {QStringLiteral("unit"), ReportText::tr("Unit")},
                              {QStringLiteral("source"), ReportText::tr("Source")},
                              {QStringLiteral("date"), ReportText::tr("Date")},
                              {QStringLiteral("pointer"), ReportText::tr("Scenario field")}});
    const auto defaults = ownershipDefaultsProvenance();
    const OwnershipInputs def = defaultOwnershipInputs();
    const std::map<std::string, double> defaultValues = {
        {"service_life_years", def.serviceLifeYears},
        {"residual_fraction", def.residualFraction},
        {"discount_rate", def.discountRate},
        {"server_uplift_fraction", def.serverUpliftFraction},
        {"host_power_watts_per_gpu", def.hostPowerWattsPerGpu},
        {"load_factor", def.loadFactor},
        {"gpu_idle_power_fraction", def.gpuIdlePowerFraction},
        {"pue", def.pue},
        {"electricity_usd_per_kwh", def.electricityUsdPerKwh},
        {"opex_fraction_per_year", def.opexFractionPerYear},
    };
    const QString fileDate = d.scenarioDate.toString(Qt::ISODate);
    for (const Row &r : rows) {
        QString source = d.sourceOf(r.pointer);
        QString date = ReportText::tr("scenario file of %1").arg(fileDate);
        const auto value = defaultValues.find(r.defaultKey);
        const bool isDefault = value != defaultValues.end()
            && std::abs(value->second - r.value) <= 1e-12 * std::max(1.0, std::abs(r.value));
        if (source.isEmpty() && isDefault) {
            const auto it = defaults.find(r.defaultKey);
            if (it != defaults.end()) {
                source = ReportText::tr("%1 (GpuPlan's default)")
                             .arg(qs(it->second.source.empty() ? it->second.note : it->second.source));
                date = it->second.date.empty() ? ReportText::tr("no date recorded") : qs(it->second.date);
            }
        }
        if (source.isEmpty())
            source = ReportText::tr("the scenario file; no source given");
        t.rows.append({textCell(r.name), numberCell(r.value, d.fmt.number(r.value, r.decimals)), textCell(r.unit),
                       textCell(source), textCell(date), textCell(qs(r.pointer))});
    }
    t.note = ReportText::tr("Source: the scenario's \"sources\" note for the field or its parent; otherwise GpuPlan's "
                            "documented default where the scenario keeps it.");
    return t;
}

ReportTable provenanceTable(const ReportData &d)
{
    ReportTable t = newTable(QStringLiteral("provenance"), ReportText::tr("Data provenance"),
                             {{QStringLiteral("item"), ReportText::tr("Figure")},
                              {QStringLiteral("value"), ReportText::tr("Value")},
                              {QStringLiteral("kind"), ReportText::tr("Kind")},
                              {QStringLiteral("source"), ReportText::tr("Source")},
                              {QStringLiteral("date"), ReportText::tr("Date")}});
    std::set<std::string> seen;
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const GpuSku *sku = d.catalog.findSku(d.plan.options[i].skuId);
        if (!sku || !seen.insert(sku->id).second)
            continue;
        const QString name = qs(sku->name);
        const auto add = [&](const QString &what, const QString &value, const std::string &field) {
            const Provenance &p = sku->provenanceOf(field);
            t.rows.append({textCell(name + QStringLiteral(": ") + what), textCell(value), textCell(kindText(p.kind)),
                           textCell(qs(p.source)), textCell(dateOr(p.date))});
        };
        add(ReportText::tr("memory"),
            d.fmt.withUnit(sku->memoryBytes ? std::optional(double(*sku->memoryBytes) / 1e9) : std::nullopt, 0,
                           QStringLiteral("GB")),
            "memory_bytes");
        add(ReportText::tr("memory bandwidth"),
            d.fmt.withUnit(sku->memoryBandwidthBytesPerSecond ? std::optional(*sku->memoryBandwidthBytesPerSecond / 1e9)
                                                              : std::nullopt,
                           0, QStringLiteral("GB/s")),
            "memory_bandwidth_bytes_per_s");
        for (Precision p : {Precision::FP8, Precision::BF16}) {
            const auto v = sku->peak(p);
            add(ReportText::tr("dense %1 peak").arg(qs(std::string(precisionKey(p)))),
                d.fmt.withUnit(v ? std::optional(*v / 1e12) : std::nullopt, 0, QStringLiteral("TFLOP/s")),
                "peak_flops." + std::string(precisionKey(p)));
        }
        add(ReportText::tr("board power"), d.fmt.withUnit(sku->tdpWatts, 0, QStringLiteral("W")), "tdp_watts");
        add(ReportText::tr("ECC"),
            sku->ecc ? d.fmt.yesNo(*sku->ecc) : ReportFormat::missing(ReportText::tr("not in the catalog")), "ecc");
    }
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionResult &o = d.plan.options[i];
        if (o.price) {
            t.rows.append({textCell(ReportText::tr("%1: price").arg(d.optionId(i))),
                           textCell(d.fmt.usd(o.price->amount, 2)), textCell(kindText(o.price->provenance.kind)),
                           textCell(qs(o.price->provider) + QStringLiteral(" · ") + qs(o.price->provenance.source)),
                           textCell(dateOr(o.price->date))});
        } else {
            const QString note = qs(d.scenario.options[i].priceNote);
            t.rows.append({textCell(ReportText::tr("%1: price").arg(d.optionId(i))), textCell(d.fmt.usd(o.priceUsd, 2)),
                           textCell(ReportText::tr("scenario")),
                           textCell(note.isEmpty() ? ReportFormat::missing(ReportText::tr("no note")) : note),
                           textCell(ReportFormat::missing(ReportText::tr("no date given")))});
        }
    }
    std::set<std::string> vendors;
    for (const OptionResult &o : d.plan.options)
        vendors.insert(o.vendor);
    for (const std::string &v : vendors) {
        const VendorLockInDefaults *def = d.lockIn.defaults.find(v);
        if (!def)
            continue;
        const auto add = [&](const QString &what, const Assumption &a, int decimals) {
            t.rows.append({textCell(qs(v) + QStringLiteral(": ") + what), textCell(d.fmt.number(a.value, decimals)),
                           textCell(kindText(a.provenance.kind)),
                           textCell(qs(a.provenance.source.empty() ? a.provenance.note : a.provenance.source)),
                           textCell(dateOr(a.provenance.date))});
        };
        add(ReportText::tr("framework support"), def->frameworkSupport, 2);
        add(ReportText::tr("kernel coverage"), def->kernelCoverage, 2);
        add(ReportText::tr("support window (years)"), def->supportWindowYears, 1);
        add(ReportText::tr("lead time (weeks)"), def->leadTimeWeeks, 0);
    }
    t.note = ReportText::tr(
        "Specs from the workspace catalog (with the user's overrides applied), prices as used, and the "
        "shipped per-vendor lock-in defaults (data/lockin_defaults.json).");
    return t;
}

} // namespace GpuPlan
