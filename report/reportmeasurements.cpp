// The calibration measurement tables, and the list of every results table.
#include "report/reporttables.h"

#include <algorithm>
#include <set>

namespace GpuPlan {

ReportTable measurementsTable(const ReportData &d)
{
    ReportTable t = newTable(QStringLiteral("measurements"), ReportText::tr("Calibration measurements, every row"),
                             {{QStringLiteral("sku"), ReportText::tr("SKU")},
                              {QStringLiteral("model"), ReportText::tr("Model")},
                              {QStringLiteral("tokens_per_s"), ReportText::tr("Tokens/s"), QStringLiteral("tokens/s")},
                              {QStringLiteral("file"), ReportText::tr("File and line")},
                              {QStringLiteral("source"), ReportText::tr("Source")}});
    std::set<std::string> skus;
    for (const OptionResult &o : d.plan.options)
        skus.insert(o.skuId);
    for (const Measurement &m : d.measurements) {
        if (!skus.count(m.skuId))
            continue;
        t.rows.append({textCell(qs(m.skuId)), textCell(qs(m.modelId)),
                       numberCell(m.tokensPerSecond, d.fmt.number(m.tokensPerSecond, 1)),
                       textCell(qs(m.file) + QLatin1Char(':') + QString::number(m.line)), textCell(qs(m.source))});
    }
    t.note = ReportText::tr("The shipped benchmark rows (data/calibration) of the SKUs of this report. The efficiency "
                            "parameters are fitted on all %1 rows, per GPU class and engine.")
                 .arg(d.measurements.size());
    return t;
}

ReportTable measurementSourcesTable(const ReportData &d)
{
    ReportTable t = newTable(QStringLiteral("measurement_sources"), ReportText::tr("Calibration measurements"),
                             {{QStringLiteral("sku"), ReportText::tr("SKU")},
                              {QStringLiteral("rows"), ReportText::tr("Rows")},
                              {QStringLiteral("models"), ReportText::tr("Models")},
                              {QStringLiteral("lines"), ReportText::tr("File and lines")},
                              {QStringLiteral("source"), ReportText::tr("Source")}});
    std::set<std::string> skus;
    for (const OptionResult &o : d.plan.options)
        skus.insert(o.skuId);
    // Grouped by SKU, file and source, in the order the rows come.
    struct Group
    {
        std::string sku, file, source;
        int rows = 0, first = 0, last = 0;
        std::set<std::string> models;
    };
    std::vector<Group> groups;
    for (const Measurement &m : d.measurements) {
        if (!skus.count(m.skuId))
            continue;
        auto it = std::find_if(groups.begin(), groups.end(), [&m](const Group &g) {
            return g.sku == m.skuId && g.file == m.file && g.source == m.source;
        });
        if (it == groups.end()) {
            groups.push_back(Group{m.skuId, m.file, m.source, 0, m.line, m.line, {}});
            it = groups.end() - 1;
        }
        ++it->rows;
        it->first = std::min(it->first, m.line);
        it->last = std::max(it->last, m.line);
        it->models.insert(m.modelId);
    }
    for (const Group &g : groups) {
        QStringList models;
        for (const std::string &m : g.models)
            models << qs(m);
        t.rows.append({textCell(qs(g.sku)), numberCell(g.rows, d.fmt.integer(g.rows)),
                       textCell(models.join(QStringLiteral(", "))),
                       textCell(ReportText::tr("%1, lines %2 to %3").arg(qs(g.file)).arg(g.first).arg(g.last)),
                       textCell(qs(g.source))});
    }
    t.note
        = ReportText::tr("The shipped benchmark rows (data/calibration) of the GPUs of this report, grouped; every row "
                         "is in the \"measurements\" export. The efficiency parameters are fitted on all %1 rows, per "
                         "GPU class and engine.")
              .arg(d.measurements.size());
    if (t.rows.isEmpty())
        t.note += QLatin1Char(' ')
            + ReportText::tr("No row measures these GPUs directly: their estimates rest on the fit over other GPUs of "
                             "their class.");
    return t;
}

QVector<ReportTable> reportTables(const ReportData &d)
{
    return {
        optionsTable(d),         criteriaTable(d),  scoringTable(d),     tcoTable(d),        ownVsRentTable(d),
        efficiencyTable(d),      vramTable(d),      fleetTable(d),       lockinTable(d),     channelRecordTable(d),
        criticalWeightsTable(d), switchingTable(d), tornadoTable(d),     monteCarloTable(d), findingsTable(d),
        triageTable(d),          pricesTable(d),    assumptionsTable(d), provenanceTable(d), measurementSourcesTable(d),
        measurementsTable(d)};
}

QStringList reportTableIds()
{
    return {QStringLiteral("options"),
            QStringLiteral("criteria"),
            QStringLiteral("scoring"),
            QStringLiteral("tco"),
            QStringLiteral("own_vs_rent"),
            QStringLiteral("efficiency"),
            QStringLiteral("vram"),
            QStringLiteral("fleet"),
            QStringLiteral("lockin"),
            QStringLiteral("channel_records"),
            QStringLiteral("critical_weights"),
            QStringLiteral("switching"),
            QStringLiteral("tornado"),
            QStringLiteral("montecarlo"),
            QStringLiteral("fleet_findings"),
            QStringLiteral("fleet_triage"),
            QStringLiteral("prices"),
            QStringLiteral("assumptions"),
            QStringLiteral("provenance"),
            QStringLiteral("measurement_sources"),
            QStringLiteral("measurements")};
}

const ReportTable *findReportTable(const QVector<ReportTable> &tables, const QString &id)
{
    for (const ReportTable &t : tables) {
        if (t.id == id)
            return &t;
    }
    return nullptr;
}

} // namespace GpuPlan
