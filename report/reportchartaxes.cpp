#include "report/reportchartaxes.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace GpuPlan::ReportPaint {

ReportAxis ReportAxis::nice(double min, double max, int ticks)
{
    if (!std::isfinite(min) || !std::isfinite(max)) {
        min = 0;
        max = 1;
    }
    if (min > max)
        std::swap(min, max);
    if (max - min < 1e-12 * std::max(1.0, std::abs(max))) {
        const double pad = min == 0 ? 1.0 : std::abs(min) * 0.1;
        min -= pad;
        max += pad;
    }
    const double raw = (max - min) / std::max(ticks, 1);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double normalized = raw / magnitude;
    const double factor = normalized <= 1 ? 1
        : normalized <= 2                 ? 2
        : normalized <= 2.5               ? 2.5
        : normalized <= 5                 ? 5
                                          : 10;
    ReportAxis axis;
    axis.step = factor * magnitude;
    // A value on a tick stays on it: round away the floating-point noise before floor and ceil.
    axis.low = std::floor(min / axis.step + 1e-9) * axis.step;
    axis.high = std::ceil(max / axis.step - 1e-9) * axis.step;
    if (axis.high <= axis.low)
        axis.high = axis.low + axis.step;
    const int stepDecimals = static_cast<int>(std::max(0.0, -std::floor(std::log10(axis.step) + 1e-9)));
    axis.decimals = stepDecimals + (factor == 2.5 && axis.step < 10 ? 1 : 0);
    return axis;
}

QVector<double> ReportAxis::ticks() const
{
    QVector<double> values;
    const int count = static_cast<int>(std::llround((high - low) / step));
    for (int i = 0; i <= count && i <= 100; ++i) {
        double value = low + i * step;
        if (std::abs(value) < step * 1e-9)
            value = 0; // no "-0"
        values.append(value);
    }
    return values;
}

QString ReportAxis::label(double value, const QLocale &locale) const
{
    const double extent = std::max(std::abs(low), std::abs(high));
    if (extent >= 1e6 && step >= 1e5) {
        const int millionDecimals = std::max(0, static_cast<int>(-std::floor(std::log10(step / 1e6) + 1e-9)));
        return locale.toString(value / 1e6, 'f', millionDecimals) + QStringLiteral(" M");
    }
    return locale.toString(value, 'f', decimals);
}

QString chartValueText(double value, const QLocale &locale)
{
    const double magnitude = std::abs(value);
    if (magnitude >= 1e6)
        return locale.toString(value / 1e6, 'f',
                               magnitude >= 1e8       ? 0
                                   : magnitude >= 1e7 ? 1
                                                      : 2)
            + QStringLiteral(" M");
    const int decimals = magnitude >= 100 || magnitude == 0 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3;
    return locale.toString(value, 'f', decimals);
}

ReportLegendLayout layoutLegend(const QVector<ReportLegendEntry> &entries, double width, const ReportStyle &s)
{
    ReportLegendLayout legend;
    const double swatch = s.pt(14);
    const double gap = s.pt(12);
    double x = 0;
    double y = 0;
    double rowHeight = 0;
    for (const ReportLegendEntry &entry : entries) {
        ReportTextLines text = wrapText(entry.name, s.small, width - swatch, s.device());
        const double entryWidth = swatch + text.naturalWidth;
        const double entryHeight = std::max(text.height(), text.lineHeight);
        if (x > 0 && x + entryWidth > width) {
            y += rowHeight + s.pt(2);
            x = 0;
            rowHeight = 0;
        }
        legend.entries.append({entry, std::move(text), QPointF(x, y)});
        x += entryWidth + gap;
        rowHeight = std::max(rowHeight, entryHeight);
    }
    legend.height = entries.isEmpty() ? 0.0 : y + rowHeight;
    return legend;
}

void paintLegend(QPainter &p, const ReportLegendLayout &legend, const QPointF &topLeft, const ReportStyle &s)
{
    const double swatch = s.pt(14);
    for (const auto &placed : legend.entries) {
        const QPointF origin = topLeft + placed.topLeft;
        const double middle = origin.y() + placed.text.lineHeight / 2;
        if (placed.entry.line) {
            QPen pen(placed.entry.color, s.pt(1.6), placed.entry.dashed ? Qt::DashLine : Qt::SolidLine);
            p.setPen(pen);
            p.drawLine(QPointF(origin.x(), middle), QPointF(origin.x() + s.pt(10), middle));
        } else {
            p.fillRect(QRectF(origin.x() + s.pt(1), middle - s.pt(3.5), s.pt(7), s.pt(7)), placed.entry.color);
        }
        p.setPen(ReportStyle::textColor());
        drawLines(p, placed.text, QPointF(origin.x() + swatch, origin.y()), placed.text.naturalWidth + 1);
    }
}

QPen gridPen(const ReportStyle &s) { return QPen(ReportStyle::gridColor(), s.pt(0.5)); }

QPen axisPen(const ReportStyle &s) { return QPen(ReportStyle::mutedColor(), s.pt(0.7)); }

QPen referencePen(const ReportStyle &s)
{
    QPen pen(QColor(0xb0, 0x30, 0x30), s.pt(1.0), Qt::DashDotLine);
    return pen;
}

} // namespace GpuPlan::ReportPaint
