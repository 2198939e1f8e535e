// The risk register (scored, the summary shows the top three) and the risks and mitigations section.
#include "report/reportcharts.h"
#include "report/reportsections.h"
#include "report/reporttables.h"

#include <algorithm>

namespace GpuPlan {

namespace {

QString factorMitigation(LockInFactor f)
{
    switch (f) {
    case LockInFactor::CudaOnlyShare:
        return ReportText::tr("Port the CUDA-only kernels to portable paths (Triton, vendor-neutral libraries) before "
                              "the next purchase.");
    case LockInFactor::FrameworkSupport:
        return ReportText::tr(
            "Pin framework versions tested on this vendor; budget engineering time for upstream gaps.");
    case LockInFactor::KernelCoverage:
        return ReportText::tr(
            "Check that the quantisation formats and attention kernels used have equivalents on a second vendor.");
    case LockInFactor::SupportWindow:
        return ReportText::tr("Get the driver support end date in writing; plan the refresh before it.");
    case LockInFactor::SupplyConcentration:
        return ReportText::tr("Keep a qualified second vendor in the fleet or in the cloud.");
    case LockInFactor::SecondSources:
        return ReportText::tr("Qualify a second option that passes the gates, even at a higher cost.");
    case LockInFactor::LeadTime:
        return ReportText::tr("Order early, or bridge with cloud capacity until delivery.");
    case LockInFactor::SupplyQuality:
        return ReportText::tr("Burn-in and quarantine every card at intake; buy where returns cover intermittent "
                              "faults, or from a channel with a better record.");
    }
    return {};
}

// The support window end (launch year + years) against the end of the planned life; nullopt if unknown.
std::optional<std::pair<double, double>> supportYears(const ReportData &d, const OptionResult &o)
{
    const GpuSku *sku = d.catalog.findSku(o.skuId);
    const LockInFactorInput &w = o.lockInInputs[LockInFactor::SupportWindow];
    if (!sku || sku->launchDate.size() < 4 || !w.applicable)
        return std::nullopt;
    const double launch = QString::fromStdString(sku->launchDate.substr(0, 4)).toDouble();
    return std::make_pair(launch + w.value, d.today.year() + d.scenario.costs.serviceLifeYears);
}

} // namespace

std::vector<ReportRisk> reportRisks(const ReportData &d)
{
    std::vector<ReportRisk> risks;
    const OptionResult *top = d.topOption();
    const MonteCarloResult &mc = d.ranking.monteCarlo;
    if (top) {
        const std::size_t t = std::size_t(d.top());
        for (const LockInFactorResult &f : top->lockIn.factors) {
            if (!f.applicable || f.risk < 0.5)
                continue;
            risks.push_back({0.8 * f.risk,
                             ReportText::tr("Lock-in, %1: risk %2 of 1 for %3.")
                                 .arg(lockInFactorTitle(f.factor), d.fmt.number(f.risk, 2), d.label(t)),
                             factorMitigation(f.factor)});
        }
        if (mc.samples > 0 && mc.probabilityFirst[t] < 0.9) {
            risks.push_back({1.0 - mc.probabilityFirst[t],
                             ReportText::tr("Uncertain ranking: %1 ranks first in only %2 of the Monte Carlo samples.")
                                 .arg(d.label(t), d.fmt.percent(mc.probabilityFirst[t])),
                             ReportText::tr("Firm up the inputs with the largest tornado swing (quotes, measured "
                                            "throughput) before signing.")});
        }
        if (top->estimateExtrapolated) {
            risks.push_back({std::min(1.0, 2.0 * top->estimateUncertainty),
                             ReportText::tr("Throughput estimate extrapolated: %1's architecture family was never "
                                            "measured with this engine and format; uncertain by about %2.")
                                 .arg(d.label(t), d.fmt.percent(top->estimateUncertainty, 0)),
                             ReportText::tr("Benchmark the workload on the chosen GPU (gpuplan-cli probe, vLLM "
                                            "benchmark) before the order.")});
        } else if (top->estimateUncertainty > 0.15) {
            risks.push_back({std::min(1.0, 2.0 * top->estimateUncertainty),
                             ReportText::tr("Throughput estimate uncertain by about %1 (calibration residuals).")
                                 .arg(d.fmt.percent(top->estimateUncertainty, 0)),
                             ReportText::tr("Benchmark the workload on the chosen GPU (gpuplan-cli probe, vLLM "
                                            "benchmark) before the order.")});
        }
        if (top->leadTimeWeeks >= 12) {
            risks.push_back({0.7 * std::min(1.0, top->leadTimeWeeks / 52.0),
                             ReportText::tr("Supply: a lead time of %1 weeks for %2.")
                                 .arg(d.fmt.number(top->leadTimeWeeks, 0), d.label(t)),
                             factorMitigation(LockInFactor::LeadTime)});
        }
        if (const auto years = supportYears(d, *top); years && years->first < years->second) {
            risks.push_back(
                {0.6,
                 ReportText::tr(
                     "Driver end of life: vendor support ends about %1, before the end of the planned life (%2).")
                     .arg(QString::number(qRound(years->first)), QString::number(qRound(years->second))),
                 factorMitigation(LockInFactor::SupportWindow)});
        }
        if (top->channel && (top->channel->intakeRate().smallSample || top->channel->serviceRate().smallSample)) {
            risks.push_back({0.5,
                             ReportText::tr("Small sample: %1's failure rates come from few cards of its source "
                                            "(%2 judged, %3 card-months in service); the prior still weighs.")
                                 .arg(d.label(t), d.fmt.number(top->channel->intake.trials, 0),
                                      d.fmt.number(top->channel->service.trials, 0)),
                             ReportText::tr("Keep recording intake verdicts and service failures for this source "
                                            "before a large order.")});
        }
        if (top->mode == PurchaseMode::Used || top->mode == PurchaseMode::Refurbished) {
            risks.push_back(
                {0.5, ReportText::tr("Second-hand cards: faults that show only under sustained load."),
                 ReportText::tr(
                     "Burn-in and quarantine every card at intake; keep a return channel for intermittent faults.")});
        }
        const double margin = top->fleet.ttftPercentileSeconds / d.scenario.workload.slo.ttftSeconds;
        if (top->fleet.feasible && margin > 0.9) {
            risks.push_back({0.4,
                             ReportText::tr("Little SLO margin: the TTFT percentile is %1 of the target.")
                                 .arg(d.fmt.percent(margin, 0)),
                             ReportText::tr("Keep one more replica in reserve or load-test at the peak rate.")});
        }
    }
    for (const SwitchingValue &v : d.ranking.switchingValues) {
        const UncertainInput &in = d.scenario.monteCarlo.inputs[std::size_t(v.input)];
        const auto name = [&d](int i) { return i >= 0 ? d.label(std::size_t(i)) : ReportText::tr("none"); };
        if (v.belowBase)
            risks.push_back(
                {0.55,
                 ReportText::tr("If %1 falls to %2 (base %3), %4 becomes first.")
                     .arg(qs(in.id), d.fmt.number(*v.belowBase, 3), d.fmt.number(in.base, 3), name(v.topBelow)),
                 ReportText::tr("Watch this input; agree a price or capacity that keeps it on the safe side.")});
        if (v.aboveBase)
            risks.push_back(
                {0.55,
                 ReportText::tr("If %1 rises to %2 (base %3), %4 becomes first.")
                     .arg(qs(in.id), d.fmt.number(*v.aboveBase, 3), d.fmt.number(in.base, 3), name(v.topAbove)),
                 ReportText::tr("Watch this input; agree a price or capacity that keeps it on the safe side.")});
    }
    int stale = 0;
    int oldest = 0;
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        if (d.extra[i].priceAgeDays && *d.extra[i].priceAgeDays > ReportData::StalePriceDays) {
            ++stale;
            oldest = std::max(oldest, *d.extra[i].priceAgeDays);
        }
    }
    if (stale > 0) {
        risks.push_back(
            {0.65,
             ReportText::tr("Stale prices: %1 of the %2 prices used are older than %3 days (up to %4 days); "
                            "see the prices table.")
                 .arg(stale)
                 .arg(d.plan.options.size())
                 .arg(ReportData::StalePriceDays)
                 .arg(oldest),
             ReportText::tr("Get current quotes and rerun the scenario.")});
    }
    int severe = 0;
    for (const StoredFinding &f : d.findings) {
        if (f.finding.severity == FindingSeverity::Reject || f.finding.severity == FindingSeverity::Quarantine)
            ++severe;
    }
    if (severe > 0) {
        risks.push_back({0.7,
                         ReportText::tr("The imported fleet has %n finding(s) calling for quarantine or rejection.",
                                        nullptr, severe),
                         ReportText::tr("Resolve them before adding capacity of the same kind.")});
    }
    std::stable_sort(risks.begin(), risks.end(),
                     [](const ReportRisk &a, const ReportRisk &b) { return a.score > b.score; });
    return risks;
}

void addRisks(const ReportData &d, Blocks &out)
{
    out.append(headingBlock(ReportText::tr("Risk register"), 2));
    QStringList lines;
    for (const ReportRisk &r : reportRisks(d))
        lines << ReportText::tr("%1 Mitigation: %2").arg(r.text, r.mitigation);
    if (lines.isEmpty())
        lines << ReportText::tr("No risk scored above the reporting threshold.");
    out.append(bulletsBlock(lines));
    out.append(headingBlock(ReportText::tr("Lock-in"), 2));
    out.append(tableBlock(lockinTable(d)));
    out.append(chartBlock(lockinChart(d)));
    out.append(headingBlock(ReportText::tr("Supply, lead time and driver support"), 2));
    Pairs kv;
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionResult &o = d.plan.options[i];
        QString support;
        if (o.cloud)
            support = ReportText::tr("the provider retires the hardware");
        else if (const auto years = supportYears(d, o))
            support = ReportText::tr("driver support to about %1 (life ends %2)")
                          .arg(QString::number(qRound(years->first)), QString::number(qRound(years->second)));
        else
            support = ReportFormat::missing(ReportText::tr("no launch date or support window"));
        kv.append(
            {d.label(i), ReportText::tr("lead time %1 weeks; %2").arg(d.fmt.number(o.leadTimeWeeks, 0), support)});
    }
    out.append(keyValuesBlock(kv));
    addChannelRecords(d, out);
    out.append(headingBlock(ReportText::tr("Fleet health"), 2));
    if (!d.fleetImported)
        out.append(paragraphBlock(ReportText::tr("No fleet data imported in this workspace.")));
    else if (d.findings.empty())
        out.append(paragraphBlock(ReportText::tr("The imported fleet (%n device(s)) has no health finding.", nullptr,
                                                 int(d.devices.size()))));
    else
        out.append(tableBlock(findingsTable(d)));
    if (d.fleetImported) {
        out.append(headingBlock(ReportText::tr("Triage per node"), 2));
        out.append(tableBlock(triageTable(d)));
    }
    out.append(headingBlock(ReportText::tr("Prices and their age"), 2));
    out.append(tableBlock(pricesTable(d)));
}

} // namespace GpuPlan
