#pragma once

// A synthetic decision report for the layout tests and the timing: every block kind, eight charts (one
// of each kind and more), several tables, about twenty pages.

#include "report/reportdocument.h"

#include <cmath>

namespace GpuPlan::ReportSample {

inline ReportBlock heading(const QString &text, int level = 1)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Heading;
    block.level = level;
    block.text = text;
    return block;
}

inline ReportBlock paragraph(const QString &text)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Paragraph;
    block.text = text;
    return block;
}

inline ReportBlock pageBreak()
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::PageBreak;
    return block;
}

inline ReportBlock tableBlock(const QString &title, const QStringList &columns, int rows)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Table;
    block.table.id = QStringLiteral("t");
    block.table.title = title;
    block.table.columns = columns;
    block.table.units = QStringList(columns.size(), QString());
    if (columns.size() > 1)
        block.table.units[1] = QStringLiteral("USD");
    for (int r = 0; r < rows; ++r) {
        QVector<ReportCell> row;
        row.append({QStringLiteral("row %1 option").arg(r + 1, 3, 10, QLatin1Char('0')), std::nullopt});
        for (int c = 1; c < columns.size(); ++c) {
            const double value = 1000.0 * (r + 1) / c + 0.25 * c;
            row.append({QString::number(value, 'f', 2), value});
        }
        block.table.rows.append(row);
    }
    block.table.note = QStringLiteral("Prices from the workspace catalog; a blank cell means no data.");
    return block;
}

inline ReportBlock chartBlock(ReportChartKind kind, const QString &title)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Chart;
    ReportChart &chart = block.chart;
    chart.kind = kind;
    chart.title = title;
    chart.xTitle = QStringLiteral("Requests per second");
    chart.yTitle = QStringLiteral("Monthly cost (USD)");
    chart.caption = QStringLiteral("Synthetic figures for the layout test; each point is one option.");
    const QStringList skus
        = {QStringLiteral("H100 SXM 80 GB"), QStringLiteral("A100 PCIe 40 GB (used)"), QStringLiteral("L40S"),
           QStringLiteral("RTX 4090 24 GB"), QStringLiteral("MI300X 192 GB cloud, 3-year reserved")};
    switch (kind) {
    case ReportChartKind::Bars:
    case ReportChartKind::StackedBars:
        chart.categories = skus;
        for (int s = 0; s < 3; ++s) {
            ReportSeries series;
            series.name
                = QStringList{QStringLiteral("Weights"), QStringLiteral("KV cache"), QStringLiteral("Activations")}[s];
            for (int c = 0; c < skus.size(); ++c)
                series.values.append(10.0 + 7.0 * c + 3.0 * s);
            chart.series.append(series);
        }
        break;
    case ReportChartKind::RangeBars: {
        chart.categories = {QStringLiteral("GPU price ±20%"), QStringLiteral("Power cost ±30%"),
                            QStringLiteral("Utilisation 40-80%"), QStringLiteral("Lifetime 3-5 years")};
        chart.base = 52000;
        ReportSeries low{QStringLiteral("Low input"), {41000, 47000, 60500, 56000}, {}, {}, false, false};
        ReportSeries high{QStringLiteral("High input"), {63000, 57000, 45000, 49000}, {}, {}, false, false};
        chart.series = {low, high};
        chart.referenceLabel = QStringLiteral("Base case");
        break;
    }
    case ReportChartKind::Scatter: {
        ReportSeries points;
        points.name = QStringLiteral("Options");
        for (int i = 0; i < 12; ++i) {
            points.points.append(QPointF(1.0 + i * 0.8, 20000.0 + 9000.0 * std::sin(i * 1.3) + 2500.0 * i));
            points.pointLabels.append(skus[i % skus.size()]);
        }
        ReportSeries frontier;
        frontier.name = QStringLiteral("Pareto frontier");
        frontier.line = true;
        frontier.points = {QPointF(1.0, 20000), QPointF(4.2, 27000), QPointF(9.8, 45000)};
        chart.series = {points, frontier};
        break;
    }
    case ReportChartKind::Lines: {
        for (int s = 0; s < 3; ++s) {
            ReportSeries series;
            series.name = QStringList{QStringLiteral("H100 SXM 80 GB"), QStringLiteral("L40S"),
                                      QStringLiteral("Upper bound")}[s];
            series.dashed = s == 2;
            for (int x = 0; x <= 10; ++x)
                series.points.append(QPointF(x * 50.0, 1.0 + x * (0.6 + 0.4 * s)));
            chart.series.append(series);
        }
        chart.referenceY = 6.0;
        chart.referenceLabel = QStringLiteral("Budget");
        break;
    }
    }
    return block;
}

inline ReportDocument document()
{
    ReportDocument doc;
    doc.title = QStringLiteral("GPU procurement decision report");
    doc.scenarioName = QStringLiteral("Inference fleet 2027");
    doc.scenarioVersion = QStringLiteral("schema 1, revision 4");
    doc.date = QStringLiteral("2026-11-29");
    doc.author = QStringLiteral("A. Planner");
    doc.approver = QStringLiteral("B. Approver");
    doc.dataHash = QStringLiteral("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08");
    doc.coverLines = {{QStringLiteral("Workspace"), QStringLiteral("default.gpuplan")}};
    doc.runningHeader = doc.scenarioName;
    doc.runningFooter = QStringLiteral("GpuPlan 0.1.0 · 9f86d081");
    doc.tocTitle = QStringLiteral("Contents");
    doc.pageLabel = QStringLiteral("Page %1 of %2");
    const QString lorem = QStringLiteral(
        "The options below were sized for the same workload and ranked on total cost of ownership, "
        "performance per watt and lock-in risk. Every figure names its source in the appendix; prices older "
        "than ninety days are flagged. ");
    const QVector<ReportChartKind> kinds
        = {ReportChartKind::Bars,  ReportChartKind::StackedBars, ReportChartKind::RangeBars, ReportChartKind::Scatter,
           ReportChartKind::Lines, ReportChartKind::Bars,        ReportChartKind::Scatter,   ReportChartKind::Lines};
    for (int chapter = 0; chapter < 8; ++chapter) {
        doc.blocks.append(heading(QStringLiteral("Chapter %1").arg(chapter + 1)));
        doc.blocks.append(paragraph(lorem + lorem + lorem));
        doc.blocks.append(heading(QStringLiteral("Findings %1").arg(chapter + 1), 2));
        ReportBlock bullets;
        bullets.kind = ReportBlock::Kind::Bullets;
        bullets.items = {lorem, QStringLiteral("Short point."), lorem};
        doc.blocks.append(bullets);
        doc.blocks.append(chartBlock(kinds[chapter], QStringLiteral("Chart %1").arg(chapter + 1)));
        doc.blocks.append(tableBlock(QStringLiteral("Table %1").arg(chapter + 1),
                                     {QStringLiteral("Option"), QStringLiteral("Monthly cost"),
                                      QStringLiteral("Tokens/s"), QStringLiteral("Watts")},
                                     chapter % 2 == 0 ? 60 : 36));
    }
    ReportBlock pairs;
    pairs.kind = ReportBlock::Kind::KeyValues;
    pairs.pairs = {{QStringLiteral("Recommended"), QStringLiteral("H100 SXM 80 GB, 6 nodes")},
                   {QStringLiteral("Monthly cost"), QStringLiteral("52,000 USD")}};
    ReportBlock checklist;
    checklist.kind = ReportBlock::Kind::Checklist;
    checklist.pairs = {{QStringLiteral("Power and cooling confirmed"), QStringLiteral("Yes")},
                       {QStringLiteral("Burn-in plan for used cards"), QStringLiteral("OPEN: waiting for the vendor")}};
    checklist.flags = {false, true};
    ReportBlock signOff;
    signOff.kind = ReportBlock::Kind::SignOff;
    signOff.pairs = {{QStringLiteral("Author"), doc.author}, {QStringLiteral("Approver"), doc.approver}};
    doc.blocks << heading(QStringLiteral("Recommendation")) << pairs << checklist << signOff;
    return doc;
}

} // namespace GpuPlan::ReportSample
