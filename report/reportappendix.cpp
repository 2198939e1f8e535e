// The appendices: assumptions, data provenance, measurements, formulas, glossary.
#include "report/reportsections.h"
#include "report/reporttables.h"

namespace GpuPlan {

void addAppendices(const ReportData &d, Blocks &out)
{
    out.append(headingBlock(ReportText::tr("A. Assumptions"), 2));
    out.append(tableBlock(assumptionsTable(d)));
    out.append(headingBlock(ReportText::tr("B. Data provenance"), 2));
    out.append(tableBlock(provenanceTable(d)));
    out.append(tableBlock(measurementSourcesTable(d)));
    out.append(headingBlock(ReportText::tr("C. Formulas"), 2));
    out.append(bulletsBlock({
        ReportText::tr("Throughput bound: N_t = ceil(λ_peak / (u_max × μ_replica))."),
        ReportText::tr(
            "Queue bound: the smallest number of batch slots c whose G/G/c wait percentile (Erlang C × (c_a² + "
            "c_s²) / 2, Allen-Cunneen) fits in the TTFT target less the prefill time; replicas = ceil(c / batch)."),
        ReportText::tr(
            "Spares: the smallest k with P(D > k) < 1 − availability, D ~ Poisson((N + k) × g × failures per "
            "GPU-year × repair days / 365.25)."),
        ReportText::tr(
            "Annualised capital: (capex − residual / (1 + r)^n) × r(1 + r)^n / ((1 + r)^n − 1); capex = GPUs × "
            "price × (1 + server uplift)."),
        ReportText::tr("Power per year: (u × load factor × TDP + (1 − u) × idle fraction × TDP + host W) × PUE × 8766 "
                       "h × USD/kWh / 1000."),
        ReportText::tr(
            "Monthly cost (owned): (annualised capital + operations + power) / 12, spares idle; rented: serving "
            "GPUs × 730.5 h × rate; both plus exit cost / life months."),
        ReportText::tr("NPV of the total cost: Σ over months m = 1 … 12n of monthly cost / (1 + r)^(m/12)."),
        ReportText::tr("Cost per million tokens: monthly cost / (average output tokens/s × 730.5 h × 3600 s) × 10^6."),
        ReportText::tr("Exit cost: probability × (CUDA-only share × full port cost + requalification + other)."),
        ReportText::tr("Lock-in score: 100 × Σ w_i r_i / Σ w_i over the applicable factors."),
        ReportText::tr("Weighted sum: S_i = Σ_j w_j n_ij, n_ij min-max normalised (cost criteria reversed)."),
        ReportText::tr("AHP: w = principal eigenvector of A; CI = (λmax − n) / (n − 1); CR = CI / RI."),
        ReportText::tr("PERT draw: Beta(α, β) on [low, high], α = 1 + 4 (mode − low) / (high − low), β = 1 + 4 (high − "
                       "mode) / (high − low)."),
        ReportText::tr(
            "Data hash: SHA-256 over, for each part in the order scenario, catalog, lockin_defaults, calibration: "
            "the part name, a newline, its length in bytes in decimal, a newline, then its bytes. The catalog part "
            "is the workspace catalog as used, written as GpuPlan catalog JSON (indent 1)."),
    }));
    out.append(headingBlock(ReportText::tr("D. Data fingerprints"), 2));
    out.append(paragraphBlock(ReportText::tr("SHA-256 of each part of the data the report was computed from; the data "
                                             "hash on the cover covers them all (see the formulas).")));
    Pairs hashes;
    hashes.append({ReportText::tr("data hash"), d.hash});
    for (const auto &[part, hash] : d.partHashes)
        hashes.append({part, hash});
    out.append(keyValuesBlock(hashes));
    out.append(headingBlock(ReportText::tr("E. Glossary"), 2));
    out.append(keyValuesBlock({
        {ReportText::tr("TTFT"), ReportText::tr("Time to first token: queueing plus prefill of the prompt.")},
        {ReportText::tr("TPOT"), ReportText::tr("Time per output token: one decode step at the serving batch.")},
        {ReportText::tr("SLO"), ReportText::tr("Service level objective: the latency targets the fleet is sized for.")},
        {ReportText::tr("Replica"), ReportText::tr("The GPUs that together serve one copy of the model.")},
        {ReportText::tr("N+k"), ReportText::tr("N serving replicas plus k spares that cover failures under repair.")},
        {ReportText::tr("NPV"),
         ReportText::tr("Net present value: future payments discounted at the cost of capital.")},
        {ReportText::tr("TCO"),
         ReportText::tr("Total cost of ownership: purchase, power, operations and exit, over the life.")},
        {ReportText::tr("PUE"), ReportText::tr("Power usage effectiveness: facility power divided by IT power.")},
        {ReportText::tr("HHI"),
         ReportText::tr("Herfindahl-Hirschman index: the sum of squared spend shares; 1 is a single vendor.")},
        {ReportText::tr("AHP"), ReportText::tr("Analytic hierarchy process: weights from pairwise comparisons.")},
        {ReportText::tr("TOPSIS"), ReportText::tr("Ranking by closeness to an ideal option.")},
        {ReportText::tr("Pareto set"), ReportText::tr("The options no other option beats on every criterion.")},
        {ReportText::tr("Tornado"), ReportText::tr("One input at a time moved to the ends of its range.")},
        {ReportText::tr("Switching value"), ReportText::tr("The input value at which another option becomes first.")},
        {ReportText::tr("ECC"),
         ReportText::tr("Error-correcting code memory: corrects and reports memory bit errors.")},
        {ReportText::tr("Burn-in"),
         ReportText::tr("Sustained load on new cards before production, to reveal marginal parts.")},
        {ReportText::tr("GB, GiB"), ReportText::tr("10^9 bytes; 2^30 bytes.")},
    }));
}

} // namespace GpuPlan
