#pragma once

// Axes of the report's vector charts: "nice" ranges and ticks (steps of 1, 2, 2.5 or 5 times a power of
// ten), value-to-page mapping, tick labels in the report's locale, and the legend that wraps.

#include "report/reportstyle.h"
#include "report/reportwrap.h"

#include <QColor>
#include <QLocale>
#include <QRectF>
#include <QVector>

class QPainter;

namespace GpuPlan::ReportPaint {

/// A linear axis from `low` to `high` with a tick every `step`.
struct ReportAxis
{
    double low = 0;
    double high = 1;
    double step = 1;
    int decimals = 0;

    /// Round bounds around [@p min, @p max] with about @p ticks intervals; a degenerate range is widened.
    static ReportAxis nice(double min, double max, int ticks = 5);
    QVector<double> ticks() const;
    /// The position of @p value between @p from (at `low`) and @p to (at `high`).
    double map(double value, double from, double to) const { return from + (value - low) / (high - low) * (to - from); }
    /// A tick label: grouped digits in @p locale, "1.5 M" style past a million.
    QString label(double value, const QLocale &locale) const;
};

/// A number as printed next to a bar or a reference line: about three significant digits.
QString chartValueText(double value, const QLocale &locale);

/// One legend entry: a swatch (a square, or a line sample, dashed or not) and the series name.
struct ReportLegendEntry
{
    QString name;
    QColor color;
    bool line = false;
    bool dashed = false;
};

/// A legend laid out in rows for one width: entries flow left to right and wrap to a new row; a name
/// wider than the whole width wraps onto several lines instead of being cut.
struct ReportLegendLayout
{
    struct Placed
    {
        ReportLegendEntry entry;
        ReportTextLines text;
        QPointF topLeft;
    };
    QVector<Placed> entries;
    double height = 0;
};

ReportLegendLayout layoutLegend(const QVector<ReportLegendEntry> &entries, double width, const ReportStyle &style);
void paintLegend(QPainter &painter, const ReportLegendLayout &legend, const QPointF &topLeft, const ReportStyle &style);

/// The pen of chart gridlines, axis lines and reference lines.
QPen gridPen(const ReportStyle &style);
QPen axisPen(const ReportStyle &style);
QPen referencePen(const ReportStyle &style);

} // namespace GpuPlan::ReportPaint
