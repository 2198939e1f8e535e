#pragma once

// The content of a decision report, independent of its layout: what the content half builds from a
// scenario (reportcontent.h) and what the layout half paginates and paints (reportlayout.h).
// Every text here is plain text: the layout draws it literally, never as markup, so a SKU name or a
// scenario title holding "<b>" or "<img src=...>" prints as those characters.

#include <QPageSize>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QVector>

#include <cmath>
#include <functional>
#include <limits>
#include <optional>

namespace GpuPlan {

/// One table cell: the text printed, and the number behind it when there is one (the exports write
/// the number, the report the text).
struct ReportCell
{
    QString text;
    std::optional<double> number;

    bool operator==(const ReportCell &) const = default;
};

/// A results table, in the report and in the exports.
struct ReportTable
{
    QString id;             ///< stable export name: "scoring", "tco", "fleet", ... (see reportTableIds())
    QString title;          ///< translated
    QStringList columns;    ///< translated headers
    QStringList columnKeys; ///< stable keys for CSV and JSON ("option", "monthly_cost_usd")
    QStringList units;      ///< per column ("USD", "GiB", ""); empty strings where none
    QVector<QVector<ReportCell>> rows;
    QString note; ///< translated footnote: sources, what a blank cell means

    bool operator==(const ReportTable &) const = default;
};

enum class ReportChartKind {
    Bars,        ///< one bar per category and series, side by side (values per category)
    StackedBars, ///< series stacked per category (VRAM breakdown)
    RangeBars,   ///< tornado: series[0] low, series[1] high per category, around `base`
    Scatter,     ///< points with labels; a series with `line` set is drawn as a line (Pareto frontier)
    Lines,       ///< x/y lines (fleet size over request rate, cost over time)
};

struct ReportSeries
{
    QString name;
    QVector<double> values;  ///< Bars, StackedBars, RangeBars: one per category
    QVector<QPointF> points; ///< Scatter, Lines
    QStringList pointLabels; ///< Scatter: one per point, may be empty
    bool line = false;       ///< Scatter: draw this series as a connected line
    bool dashed = false;     ///< Lines: draw dashed (a bound or a limit)
};

struct ReportChart
{
    QString id;    ///< stable export name: "tornado", "pareto", ...
    QString title; ///< translated
    ReportChartKind kind = ReportChartKind::Bars;
    QString xTitle;
    QString yTitle;
    QStringList categories; ///< Bars, StackedBars, RangeBars
    QVector<ReportSeries> series;
    double base = std::numeric_limits<double>::quiet_NaN(); ///< RangeBars: the base value
    std::optional<double> referenceX;                       ///< a vertical reference line
    std::optional<double> referenceY;                       ///< a horizontal reference line
    QString referenceLabel;
    QString caption; ///< translated: what the chart shows and where its numbers come from
};

struct ReportBlock
{
    enum class Kind {
        Heading,   ///< level 1 starts a new page and enters the table of contents; level 2 enters it indented
        Paragraph, ///< text, wrapped
        Bullets,   ///< items
        KeyValues, ///< pairs: a two-column list (label, value)
        Table,
        Chart,
        Checklist, ///< pairs: (item, answer); an answer starting with "OPEN" is flagged as open (see note below)
        SignOff,   ///< pairs: (role, name); printed with signature and date lines
        PageBreak,
    };
    Kind kind = Kind::Paragraph;
    int level = 1;
    QString text;
    QStringList items;
    QVector<QPair<QString, QString>> pairs;
    QVector<bool> flags; ///< Checklist: per pair, true where the item is still open (drawn highlighted)
    ReportTable table;
    ReportChart chart;
};

/// The fixed words the layout prints around the content (cover labels, "continued", "No data",
/// sign-off lines), in the report's language. An empty field falls back to the layout's own tr() at
/// paint time; reportLayoutTexts() (reportlayout.h) fills them all from the translation installed now.
struct ReportLayoutTexts
{
    QString scenario;  ///< "Scenario"
    QString version;   ///< "Version"
    QString date;      ///< "Date"
    QString author;    ///< "Author"
    QString approver;  ///< "Approver"
    QString dataHash;  ///< "Data hash (SHA-256)"
    QString continued; ///< "%1 (continued)": a table's title on the pages it continues on
    QString noData;    ///< "No data": a chart without any value
    QString signature; ///< "Signature"
    QString signedOn;  ///< "Date" beside the signature line
    QString open;      ///< "Open": the marker of a checklist item still open
};

struct ReportDocument
{
    QString language = QStringLiteral("en"); ///< "en" or "fr": the locale numbers were formatted in
    // Cover
    QString title; ///< "GPU procurement decision report"
    QString scenarioName;
    QString scenarioVersion; ///< the scenario file's schema version and revision
    QString date;            ///< as printed
    QString author;
    QString approver;
    QString dataHash;                            ///< SHA-256 of the scenario and the workspace data used, hex
    QVector<QPair<QString, QString>> coverLines; ///< further (label, value) lines on the cover
    // Running header and footer
    QString runningHeader; ///< e.g. the scenario name
    QString runningFooter; ///< e.g. "GpuPlan 0.1.0 · <hash prefix>"; the layout adds "Page N of M"
    QString tocTitle;      ///< translated "Contents"
    QString pageLabel;     ///< translated "Page %1 of %2"
    QVector<ReportBlock> blocks;
    ReportLayoutTexts layoutTexts; ///< in the report's language; empty fields: the layout's tr()
};

/// Paper and margins of a report.
struct ReportPageSetup
{
    QPageSize::PageSizeId pageSize = QPageSize::A4;
    double marginMm = 18.0;
};

/// Progress while painting: (pages done, pages in all). Return false to cancel.
using ReportProgress = std::function<bool(int done, int total)>;

} // namespace GpuPlan
