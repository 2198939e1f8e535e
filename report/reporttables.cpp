// The option, scoring, cost, efficiency, VRAM and fleet tables.
#include "report/reporttables.h"

#include <cmath>

namespace GpuPlan {

ReportCell numberCell(double value, const QString &text)
{
    if (!std::isfinite(value))
        return ReportCell{text, std::nullopt};
    return ReportCell{text, value};
}

ReportCell textCell(const QString &text) { return ReportCell{text, std::nullopt}; }

ReportCell missingCell(const QString &why) { return ReportCell{ReportFormat::missing(why), std::nullopt}; }

ReportTable newTable(const QString &id, const QString &title, std::initializer_list<ReportColumn> columns)
{
    ReportTable t;
    t.id = id;
    t.title = title;
    addColumns(t, columns);
    return t;
}

void addColumn(ReportTable &table, const QString &key, const QString &title, const QString &unit)
{
    table.columnKeys << key;
    table.columns << title;
    table.units << unit;
}

void addColumns(ReportTable &table, std::initializer_list<ReportColumn> columns)
{
    for (const ReportColumn &c : columns)
        addColumn(table, c.key, c.title, c.unit);
}

ReportTable optionsTable(const ReportData &d)
{
    ReportTable t = newTable(QStringLiteral("options"), ReportText::tr("Options and hard gates"),
                             {{QStringLiteral("option"), ReportText::tr("Option")},
                              {QStringLiteral("label"), ReportText::tr("Description")},
                              {QStringLiteral("sku"), ReportText::tr("GPU")},
                              {QStringLiteral("mode"), ReportText::tr("Purchase")},
                              {QStringLiteral("fits"), ReportText::tr("Fits in memory")},
                              {QStringLiteral("meets_slo"), ReportText::tr("Meets the SLO")},
                              {QStringLiteral("within_budget"), ReportText::tr("Within budget")},
                              {QStringLiteral("passed"), ReportText::tr("Ranked")}});
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionResult &o = d.plan.options[i];
        const OptionGates &g = o.gates;
        t.rows.append({textCell(d.optionId(i)), textCell(d.label(i)),
                       textCell(qs(o.skuName.empty() ? o.skuId : o.skuName)), textCell(purchaseModeText(o.mode)),
                       textCell(d.fmt.yesNo(g.fits)), textCell(d.fmt.yesNo(g.meetsSlo)),
                       textCell(d.fmt.yesNo(g.withinBudget)),
                       textCell(g.passed() ? ReportText::tr("passed") : ReportText::tr("failed"))});
    }
    for (const ExcludedOption &e : d.excluded) {
        const QString na = ReportText::tr("not evaluated");
        t.rows.append({textCell(e.id), textCell(e.label), textCell(e.reason), textCell(QString()), textCell(na),
                       textCell(na), textCell(na), textCell(ReportText::tr("left out: data missing"))});
    }
    t.note
        = ReportText::tr("An option is ranked only when it fits in GPU memory, meets the latency SLO and stays within "
                         "the budget (monthly cost, capital expenditure, and the most GPUs that can be had).");
    return t;
}

ReportTable criteriaTable(const ReportData &d)
{
    ReportTable t = newTable(QStringLiteral("criteria"), ReportText::tr("Criteria and weights"),
                             {{QStringLiteral("criterion"), ReportText::tr("Criterion")},
                              {QStringLiteral("id"), ReportText::tr("Id")},
                              {QStringLiteral("sense"), ReportText::tr("Better when")},
                              {QStringLiteral("unit"), ReportText::tr("Unit")},
                              {QStringLiteral("weight"), ReportText::tr("Weight in the scenario")},
                              {QStringLiteral("normalised_weight"), ReportText::tr("Weight used")}});
    const auto &items = d.scenario.criteria.items;
    const std::vector<double> ahp
        = d.ranking.ahp && d.ranking.ahp->valid ? d.ranking.ahp->weights : std::vector<double>{};
    if (!ahp.empty())
        addColumn(t, QStringLiteral("ahp_weight"), ReportText::tr("AHP weight"));
    for (std::size_t j = 0; j < items.size(); ++j) {
        const CriterionInfo *info = findCriterionInfo(items[j].id);
        const bool cost = !info || info->sense == CriterionSense::Cost;
        QVector<ReportCell> row{textCell(criterionTitle(items[j].id)),
                                textCell(qs(items[j].id)),
                                textCell(cost ? ReportText::tr("lower") : ReportText::tr("higher")),
                                textCell(info ? qs(std::string(info->unit)) : QString()),
                                numberCell(items[j].weight, d.fmt.number(items[j].weight, 3)),
                                numberCell(d.ranking.weights[j], d.fmt.number(d.ranking.weights[j], 3))};
        if (!ahp.empty())
            row.append(j < ahp.size() ? numberCell(ahp[j], d.fmt.number(ahp[j], 3))
                                      : missingCell(ReportText::tr("no AHP weight")));
        t.rows.append(row);
    }
    t.note
        = ReportText::tr("Weights used: the scenario's weights divided by their sum (weighted sum and TOPSIS), or the "
                         "principal eigenvector of the pairwise matrix when the method is AHP.");
    return t;
}

ReportTable scoringTable(const ReportData &d)
{
    const DecisionProblem &p = d.ranking.problem;
    ReportTable t = newTable(QStringLiteral("scoring"), ReportText::tr("Scoring matrix"),
                             {{QStringLiteral("option"), ReportText::tr("Option")}});
    for (const Criterion &c : p.criteria) {
        const CriterionInfo *info = findCriterionInfo(c.id);
        addColumn(t, qs(c.id), criterionTitle(c.id), info ? qs(std::string(info->unit)) : QString());
    }
    addColumns(t,
               {{QStringLiteral("weighted_sum"), ReportText::tr("Weighted sum")},
                {QStringLiteral("topsis"), ReportText::tr("TOPSIS")},
                {QStringLiteral("rank"), ReportText::tr("Rank")},
                {QStringLiteral("pareto"), ReportText::tr("Pareto set")}});
    for (std::size_t i = 0; i < p.options.size(); ++i) {
        QVector<ReportCell> row{textCell(d.optionId(i))};
        const bool passed = d.passed(i);
        for (std::size_t j = 0; j < p.criteria.size(); ++j) {
            if (!passed) {
                row.append(missingCell(ReportText::tr("gated out")));
                continue;
            }
            const double v = p.value(i, j);
            row.append(numberCell(v, d.fmt.number(v, criterionDecimals(p.criteria[j].id))));
        }
        const double ws = d.ranking.ranking.weightedSum[i];
        const double tp = d.ranking.ranking.topsis.closeness[i];
        row.append(passed ? numberCell(ws, d.fmt.number(ws, 3)) : missingCell(ReportText::tr("gated out")));
        row.append(passed ? numberCell(tp, d.fmt.number(tp, 3)) : missingCell(ReportText::tr("gated out")));
        const int rank = d.ranking.primaryRanks[i];
        row.append(rank > 0 ? numberCell(rank, d.fmt.integer(rank)) : textCell(ReportText::tr("unranked")));
        row.append(textCell(d.ranking.ranking.pareto[i] ? d.fmt.yesNo(true) : d.fmt.yesNo(false)));
        t.rows.append(row);
    }
    t.note
        = ReportText::tr("Raw criterion values in their own units; each is min-max normalised over the ranked options "
                         "before weighting. Rank is by the scenario's method.");
    return t;
}

ReportTable tcoTable(const ReportData &d)
{
    ReportTable t = newTable(
        QStringLiteral("tco"), ReportText::tr("Total cost of ownership"),
        {{QStringLiteral("option"), ReportText::tr("Option")},
         {QStringLiteral("price_usd"), ReportText::tr("Price"), QStringLiteral("USD")},
         {QStringLiteral("price_unit"), ReportText::tr("Per")},
         {QStringLiteral("capex_usd"), ReportText::tr("Capital expenditure"), QStringLiteral("USD")},
         {QStringLiteral("monthly_cost_usd"), ReportText::tr("Monthly cost"), QStringLiteral("USD")},
         {QStringLiteral("exit_cost_monthly_usd"), ReportText::tr("of which exit cost"), QStringLiteral("USD")},
         {QStringLiteral("npv_usd"), ReportText::tr("NPV over the life"), QStringLiteral("USD")},
         {QStringLiteral("usd_per_million_tokens"), ReportText::tr("Per million tokens"), QStringLiteral("USD")}});
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionResult &o = d.plan.options[i];
        const OptionExtra &e = d.extra[i];
        QVector<ReportCell> row{textCell(d.optionId(i)),
                                numberCell(o.priceUsd, d.fmt.number(o.priceUsd, o.cloud ? 2 : 0)),
                                textCell(o.cloud ? ReportText::tr("GPU-hour") : ReportText::tr("GPU"))};
        if (!o.gates.meetsSlo) {
            const QString why = notFeasibleReason(o);
            for (int k = 0; k < 5; ++k)
                row.append(missingCell(why));
        } else {
            row.append(o.cloud ? textCell(ReportText::tr("none (rented)"))
                               : numberCell(o.capexUsd, d.fmt.number(o.capexUsd, 0)));
            row.append(numberCell(o.monthlyCostUsd, d.fmt.number(o.monthlyCostUsd, 0)));
            row.append(numberCell(o.exitCostMonthlyUsd, d.fmt.number(o.exitCostMonthlyUsd, 0)));
            row.append(e.npvUsd ? numberCell(*e.npvUsd, d.fmt.number(*e.npvUsd, 0))
                                : missingCell(ReportText::tr("no fleet")));
            row.append(numberCell(o.usdPerMillionTokens, d.fmt.number(o.usdPerMillionTokens, 2)));
        }
        t.rows.append(row);
    }
    t.note = ReportText::tr(
        "Monthly cost: owned fleets at the average load (annualised capital, power, operations; spares "
        "idle), rented fleets for the serving GPUs; both plus the expected exit cost spread over the "
        "life. NPV: the monthly cost discounted monthly at the scenario's rate over the service life. "
        "Per million output tokens at the average load.");
    return t;
}

ReportTable ownVsRentTable(const ReportData &d)
{
    ReportTable t = newTable(
        QStringLiteral("own_vs_rent"), ReportText::tr("Owning against renting the same GPUs"),
        {{QStringLiteral("option"), ReportText::tr("Option")},
         {QStringLiteral("serving_gpus"), ReportText::tr("Serving GPUs")},
         {QStringLiteral("rent_usd_per_gpu_hour"), ReportText::tr("Cloud rate"), QStringLiteral("USD/GPU-h")},
         {QStringLiteral("rent_provider"), ReportText::tr("Provider")},
         {QStringLiteral("npv_own_usd"), ReportText::tr("NPV owning"), QStringLiteral("USD")},
         {QStringLiteral("npv_rent_usd"), ReportText::tr("NPV renting"), QStringLiteral("USD")},
         {QStringLiteral("break_even_month"), ReportText::tr("Owning cheaper from month")}});
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionResult &o = d.plan.options[i];
        if (o.cloud)
            continue;
        const OptionExtra &e = d.extra[i];
        QVector<ReportCell> row{textCell(d.optionId(i))};
        if (!e.rentPrice || !e.ownVsRent) {
            const QString why
                = o.gates.meetsSlo ? ReportText::tr("no cloud rate of this SKU in the catalog") : notFeasibleReason(o);
            for (int k = 0; k < 6; ++k)
                row.append(missingCell(why));
        } else {
            row.append(numberCell(o.fleet.servingGpus, d.fmt.integer(o.fleet.servingGpus)));
            row.append(numberCell(e.rentPrice->amount, d.fmt.number(e.rentPrice->amount, 2)));
            row.append(textCell(qs(e.rentPrice->provider)));
            row.append(numberCell(e.ownVsRent->npvOwnUsd, d.fmt.number(e.ownVsRent->npvOwnUsd, 0)));
            row.append(numberCell(e.ownVsRent->npvRentUsd, d.fmt.number(e.ownVsRent->npvRentUsd, 0)));
            row.append(e.ownVsRent->breakEvenMonth
                           ? numberCell(*e.ownVsRent->breakEvenMonth, d.fmt.integer(*e.ownVsRent->breakEvenMonth))
                           : textCell(ReportText::tr("never within the life")));
        }
        t.rows.append(row);
    }
    t.note = ReportText::tr(
        "For each owned option: its serving GPUs bought, or rented at the catalog's cheapest on-demand "
        "rate of the same SKU for the same useful hours at the average load, over the service life.");
    return t;
}

ReportTable efficiencyTable(const ReportData &d)
{
    ReportTable t = newTable(
        QStringLiteral("efficiency"), ReportText::tr("Performance per dollar and per watt"),
        {{QStringLiteral("option"), ReportText::tr("Option")},
         {QStringLiteral("output_tokens_per_s_per_gpu"), ReportText::tr("Output tokens/s per GPU"),
          QStringLiteral("tokens/s")},
         {QStringLiteral("usd_per_gpu_hour"), ReportText::tr("Cost per GPU-hour"), QStringLiteral("USD/h")},
         {QStringLiteral("tokens_per_s_per_usd_hour"), ReportText::tr("Tokens/s per USD/h"),
          QStringLiteral("tokens/s per USD/h")},
         {QStringLiteral("tokens_per_s_per_watt"), ReportText::tr("Tokens/s per watt"), QStringLiteral("tokens/s/W")},
         {QStringLiteral("ttft_s"), ReportText::tr("TTFT"), QStringLiteral("s")},
         {QStringLiteral("tpot_s"), ReportText::tr("TPOT"), QStringLiteral("s")},
         {QStringLiteral("estimate_uncertainty"), ReportText::tr("Estimate ±")}});
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionExtra &e = d.extra[i];
        const OptionResult &o = d.plan.options[i];
        QVector<ReportCell> row{textCell(d.optionId(i))};
        if (!o.replica.fits) {
            const QString why = ReportText::tr("the model does not fit");
            for (int k = 0; k < 7; ++k)
                row.append(missingCell(why));
            t.rows.append(row);
            continue;
        }
        row.append(numberCell(e.outputTokensPerSecondPerGpu, d.fmt.number(e.outputTokensPerSecondPerGpu, 0)));
        row.append(e.usdPerGpuHour ? numberCell(*e.usdPerGpuHour, d.fmt.number(*e.usdPerGpuHour, 2))
                                   : missingCell(ReportText::tr("no price")));
        row.append(e.tokensPerSecondPerUsdHour
                       ? numberCell(*e.tokensPerSecondPerUsdHour, d.fmt.number(*e.tokensPerSecondPerUsdHour, 0))
                       : missingCell(ReportText::tr("no price")));
        row.append(e.tokensPerSecondPerWatt
                       ? numberCell(*e.tokensPerSecondPerWatt, d.fmt.number(*e.tokensPerSecondPerWatt, 2))
                       : missingCell(ReportText::tr("no board power in the catalog")));
        // Without queueing: the prompt, then a decode step; the queue's share is in the fleet table.
        const double ttft = o.replica.ttftSeconds;
        row.append(numberCell(ttft, d.fmt.number(ttft, 3)));
        row.append(
            numberCell(o.replica.timePerOutputTokenSeconds, d.fmt.number(o.replica.timePerOutputTokenSeconds, 3)));
        const QString band = d.fmt.percent(o.estimateUncertainty, 0);
        row.append(numberCell(o.estimateUncertainty,
                              o.estimateExtrapolated ? ReportText::tr("±%1, extrapolated").arg(band)
                                                     : ReportText::tr("±%1").arg(band)));
        t.rows.append(row);
    }
    t.note
        = ReportText::tr("At the serving batch that meets the time-per-output-token target. Owned cost per GPU-hour: "
                         "annualised capital, operations and power at full use per calendar hour; watts are the "
                         "board power (TDP) from the catalog. TTFT without queueing (the prompt, then one decode "
                         "step); TPOT is the decode step at that batch. Estimate ±: the relative RMS residual of the "
                         "calibration group used; extrapolated when the GPU's architecture family was never "
                         "measured with this engine and format, and then widened by the spread between the "
                         "measured families.");
    return t;
}

ReportTable vramTable(const ReportData &d)
{
    ReportTable t = newTable(QStringLiteral("vram"), ReportText::tr("Memory fit per GPU"),
                             {{QStringLiteral("option"), ReportText::tr("Option")},
                              {QStringLiteral("gpus_per_replica"), ReportText::tr("GPUs per replica")},
                              {QStringLiteral("batch"), ReportText::tr("Batch")}});
    const QString gib = QStringLiteral("GiB");
    addColumns(t,
               {{QStringLiteral("weights_gib"), ReportText::tr("Weights"), gib},
                {QStringLiteral("kv_gib"), ReportText::tr("KV cache"), gib},
                {QStringLiteral("activations_gib"), ReportText::tr("Activations"), gib},
                {QStringLiteral("runtime_gib"), ReportText::tr("Runtime"), gib},
                {QStringLiteral("total_gib"), ReportText::tr("Total"), gib},
                {QStringLiteral("usable_gib"), ReportText::tr("Usable"), gib},
                {QStringLiteral("fits"), ReportText::tr("Fits")},
                {QStringLiteral("max_batch"), ReportText::tr("Largest batch that fits")}});
    constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionResult &o = d.plan.options[i];
        QVector<ReportCell> row{textCell(d.optionId(i)),
                                numberCell(o.replica.gpusPerReplica, d.fmt.integer(o.replica.gpusPerReplica))};
        if (!d.extra[i].vram) {
            for (int k = 0; k < 9; ++k)
                row.append(missingCell(ReportText::tr("SKU or model not in the catalog")));
            t.rows.append(row);
            continue;
        }
        const VramFit &v = *d.extra[i].vram;
        const VramBreakdown &b = v.perGpu;
        row.append(numberCell(double(v.batch), d.fmt.integer(v.batch)));
        for (double bytes : {b.weights, b.kv, b.activations, b.runtime, b.total(), b.capacity})
            row.append(numberCell(bytes / kGiB, d.fmt.number(bytes / kGiB, 1)));
        row.append(textCell(d.fmt.yesNo(v.fits)));
        row.append(numberCell(double(v.maxBatch), d.fmt.integer(v.maxBatch)));
        t.rows.append(row);
    }
    t.note
        = ReportText::tr("Per GPU of a replica at the serving batch, with prompt and output at their mean lengths; "
                         "GiB = 2^30 bytes. Usable memory is the nominal capacity less ECC and driver reservations.");
    return t;
}

ReportTable fleetTable(const ReportData &d)
{
    ReportTable t = newTable(
        QStringLiteral("fleet"), ReportText::tr("Fleet size, spares and racks"),
        {{QStringLiteral("option"), ReportText::tr("Option")},
         {QStringLiteral("replica_requests_per_s"), ReportText::tr("Requests/s per replica"), QStringLiteral("req/s")},
         {QStringLiteral("throughput_bound_replicas"), ReportText::tr("Throughput bound")},
         {QStringLiteral("queue_bound_replicas"), ReportText::tr("SLO (queue) bound")},
         {QStringLiteral("serving_replicas"), ReportText::tr("Serving replicas")},
         {QStringLiteral("spare_replicas"), ReportText::tr("Spares")},
         {QStringLiteral("ordered_gpus"), ReportText::tr("GPUs")},
         {QStringLiteral("servers"), ReportText::tr("Servers")},
         {QStringLiteral("racks"), ReportText::tr("Racks")},
         {QStringLiteral("facility_power_kw"), ReportText::tr("Facility power"), QStringLiteral("kW")},
         {QStringLiteral("ttft_percentile_s"), ReportText::tr("TTFT at the percentile"), QStringLiteral("s")}});
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionResult &o = d.plan.options[i];
        const FleetSize &f = o.fleet;
        QVector<ReportCell> row{textCell(d.optionId(i))};
        if (!f.feasible) {
            const QString why = notFeasibleReason(o);
            for (int k = 0; k < 10; ++k)
                row.append(missingCell(why));
            t.rows.append(row);
            continue;
        }
        row.append(numberCell(o.replica.requestsPerSecond, d.fmt.number(o.replica.requestsPerSecond, 2)));
        for (int v :
             {f.throughputBoundReplicas, f.queueBoundReplicas, f.servingReplicas, f.spareReplicas, o.orderedGpus})
            row.append(numberCell(v, d.fmt.integer(v)));
        if (o.cloud) {
            for (int k = 0; k < 3; ++k)
                row.append(textCell(ReportText::tr("provider's")));
        } else {
            row.append(numberCell(f.servers, d.fmt.integer(f.servers)));
            row.append(numberCell(f.racks, d.fmt.integer(f.racks)));
            row.append(numberCell(f.facilityPowerKw, d.fmt.number(f.facilityPowerKw, 1)));
        }
        row.append(numberCell(f.ttftPercentileSeconds, d.fmt.number(f.ttftPercentileSeconds, 3)));
        t.rows.append(row);
    }
    t.note
        = ReportText::tr("Serving replicas: the larger of the throughput bound (peak rate / (utilisation cap × replica "
                         "rate)) and the queue bound (Erlang C with the Allen-Cunneen correction at the TTFT "
                         "percentile). Spares: N+k so that more replicas are down than spares with probability below "
                         "1 − availability target. Cloud options rent the serving GPUs only.");
    return t;
}

} // namespace GpuPlan
