// The procurement checklist of the recommended option (items from the field guides' purchasing
// checklist, answered from the data or left open) and the recommendation with its sign-off block.
#include "report/reportsections.h"
#include "report/reporttables.h"

namespace GpuPlan {

namespace {

struct Item
{
    QString question;
    QString answer;
    bool open = false;
};

Item openItem(const QString &question, const QString &why)
{
    return {question, ReportText::tr("OPEN: %1").arg(why), true};
}

std::vector<Item> checklistItems(const ReportData &d, const OptionResult &o)
{
    std::vector<Item> items;
    const GpuSku *sku = d.catalog.findSku(o.skuId);
    const QString skuQ = ReportText::tr("Exact SKU and memory size");
    if (sku && sku->memoryBytes) {
        items.push_back({skuQ,
                         ReportText::tr("%1 (%2), %3 GiB (%4 GB) of %5. The quote must name this SKU, not \"the "
                                        "same chip as\".")
                             .arg(qs(sku->name), qs(sku->id), d.fmt.number(double(*sku->memoryBytes) / 1073741824.0, 0),
                                  d.fmt.number(double(*sku->memoryBytes) / 1e9, 0), qs(sku->memoryType)),
                         false});
    } else {
        items.push_back(openItem(skuQ, ReportText::tr("the catalog has no memory size for %1.").arg(qs(o.skuId))));
    }
    const bool rented = o.cloud;
    const QString na = ReportText::tr("Not applicable: rented capacity; the provider's terms cover the hardware.");
    const QString boardQ = ReportText::tr("Board vendor and revision consistency");
    const QString warrantyQ = ReportText::tr("Warranty valid under sustained load");
    const QString returnQ = ReportText::tr("Return policy for intermittent faults");
    if (rented) {
        items.push_back({boardQ, na, false});
        items.push_back({warrantyQ, na, false});
        items.push_back({returnQ, na, false});
    } else {
        items.push_back(openItem(boardQ,
                                 ReportText::tr("the catalog records no board vendor or PCB and firmware revision; "
                                                "require one board vendor and revision for the whole lot.")));
        items.push_back(openItem(warrantyQ,
                                 ReportText::tr("no warranty terms in the data; require cover for 24/7 data-centre "
                                                "load, not desktop use%1.")
                                     .arg(o.mode == PurchaseMode::Used || o.mode == PurchaseMode::Refurbished
                                              ? ReportText::tr(", in writing from the reseller")
                                              : QString())));
        items.push_back(openItem(returnQ,
                                 ReportText::tr("no return terms in the data; require returns for faults that appear "
                                                "only under load (Xid errors, ECC errors, link resets).")));
    }
    const QString driverQ = ReportText::tr("Driver support window");
    const LockInFactorInput &w = o.lockInInputs[LockInFactor::SupportWindow];
    if (rented) {
        items.push_back(
            {driverQ, ReportText::tr("The provider keeps drivers current and retires the hardware."), false});
    } else if (sku && sku->launchDate.size() >= 4 && w.applicable) {
        const int launch = QString::fromStdString(sku->launchDate.substr(0, 4)).toInt();
        const double end = launch + w.value;
        const double lifeEnd = d.today.year() + d.scenario.costs.serviceLifeYears;
        const QString text
            = ReportText::tr("About %1 years from launch (%2): to about %3; the planned life ends about %4.")
                  .arg(d.fmt.number(w.value, 0), qs(sku->launchDate), QString::number(qRound(end)),
                       QString::number(qRound(lifeEnd)));
        if (end < lifeEnd)
            items.push_back(openItem(
                driverQ,
                text + QLatin1Char(' ') + ReportText::tr("Support ends first: get the vendor's end date in writing.")));
        else
            items.push_back({driverQ, text, false});
    } else {
        items.push_back(openItem(driverQ, ReportText::tr("no launch date or support window for this SKU.")));
    }
    const QString powerQ = ReportText::tr("Power and cooling, transients included");
    if (rented) {
        items.push_back({powerQ, na, false});
    } else {
        const QString tdp = sku && sku->tdpWatts ? d.fmt.withUnit(sku->tdpWatts, 0, QStringLiteral("W"))
                                                 : ReportFormat::missing(ReportText::tr("no board power"));
        items.push_back(
            openItem(powerQ,
                     ReportText::tr("board power %1 per GPU; %2 servers of %3 kW nameplate in %4 racks of %5 kW; "
                                    "%6 kW at the facility. Transient peaks are not in the data: get the "
                                    "vendor's peak draw and size power supplies and circuits with headroom.")
                         .arg(tdp, d.fmt.integer(o.fleet.servers), d.fmt.number(o.fleet.serverPowerWatts / 1000.0, 1),
                              d.fmt.integer(o.fleet.racks), d.fmt.number(d.scenario.facility.rackPowerKw, 0),
                              d.fmt.number(o.fleet.facilityPowerKw, 1))));
    }
    const QString eccQ = ReportText::tr("ECC memory");
    if (sku && sku->ecc) {
        const Provenance &p = sku->provenanceOf("ecc");
        items.push_back({eccQ,
                         (*sku->ecc ? ReportText::tr("Yes")
                                    : ReportText::tr("No: memory errors are not corrected or reported; accept this "
                                                     "only for work that tolerates them"))
                             + QStringLiteral(" (") + qs(p.source) + QLatin1Char(')'),
                         !*sku->ecc});
    } else {
        items.push_back(openItem(eccQ, ReportText::tr("the catalog does not say whether this SKU has ECC.")));
    }
    const QString burnQ = ReportText::tr("Burn-in plan");
    if (rented) {
        items.push_back(
            {burnQ, ReportText::tr("Run the workload's benchmark on the rented instances before committing traffic."),
             false});
    } else {
        items.push_back(
            openItem(burnQ,
                     ReportText::tr("burn in every card at intake under sustained load (gpuplan-cli probe burnin) "
                                    "in a quarantine pool, watching temperature, clocks, Xid and ECC counters; "
                                    "%n burn-in verdict(s) are stored in this workspace.",
                                    nullptr, int(d.verdicts.size()))));
    }
    items.push_back(
        {ReportText::tr("Lead time"),
         ReportText::tr("%1 weeks (vendor default or the scenario's override).").arg(d.fmt.number(o.leadTimeWeeks, 0)),
         false});
    return items;
}

} // namespace

void addChecklist(const ReportData &d, Blocks &out)
{
    const OptionResult *top = d.topOption();
    if (!top) {
        out.append(paragraphBlock(ReportText::tr("No option is recommended, so there is nothing to procure yet.")));
        return;
    }
    out.append(
        paragraphBlock(ReportText::tr("For %1, from the purchasing checklist of the field guides. Items marked OPEN "
                                      "must be answered by the supplier before the order.")
                           .arg(d.label(std::size_t(d.top())))));
    ReportBlock b;
    b.kind = ReportBlock::Kind::Checklist;
    for (const Item &i : checklistItems(d, *top)) {
        b.pairs.append({i.question, i.answer});
        b.flags.append(i.open);
    }
    out.append(b);
}

void addRecommendation(const ReportData &d, Blocks &out)
{
    const OptionResult *top = d.topOption();
    if (!top) {
        out.append(paragraphBlock(
            ReportText::tr("No option passes the hard gates. Revisit the budget, the SLO or the options.")));
    } else {
        const std::size_t t = std::size_t(d.top());
        QStringList why;
        why << ReportText::tr("It ranks first by the %1 method with a score of %2.")
                   .arg(rankingMethodText(d.scenario.criteria.method), d.fmt.number(d.ranking.primaryScores[t], 3));
        int second = -1;
        for (std::size_t i = 0; i < d.ranking.primaryRanks.size(); ++i) {
            if (d.ranking.primaryRanks[i] == 2)
                second = int(i);
        }
        if (second >= 0)
            why << ReportText::tr("The runner-up is %1 with %2.")
                       .arg(d.label(std::size_t(second)),
                            d.fmt.number(d.ranking.primaryScores[std::size_t(second)], 3));
        if (d.ranking.monteCarlo.samples > 0)
            why << ReportText::tr("It ranks first in %1 of the Monte Carlo samples.")
                       .arg(d.fmt.percent(d.ranking.monteCarlo.probabilityFirst[t]));
        why << (d.ranking.ranking.pareto[t]
                    ? ReportText::tr("No other option beats it on every criterion (Pareto set).")
                    : ReportText::tr("Another option beats it on every criterion; the weights decide."));
        out.append(
            paragraphBlock(ReportText::tr("The committee is asked to approve %1: %2 GPUs for %3 a month.")
                               .arg(d.label(t), d.fmt.integer(top->orderedGpus), d.fmt.usd(top->monthlyCostUsd))));
        out.append(bulletsBlock(why));
        int open = 0;
        for (const Item &i : checklistItems(d, *top))
            open += i.open ? 1 : 0;
        if (open > 0)
            out.append(paragraphBlock(ReportText::tr(
                "Condition: the %n open item(s) of the procurement checklist are answered before the order.", nullptr,
                open)));
    }
    ReportBlock b;
    b.kind = ReportBlock::Kind::SignOff;
    b.pairs = {{ReportText::tr("Prepared by"), d.request.author},
               {ReportText::tr("Approved by"), d.request.approver},
               {ReportText::tr("Procurement"), QString()}};
    out.append(b);
}

} // namespace GpuPlan
