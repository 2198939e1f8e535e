#pragma once

#include <QChart>
#include <QColor>
#include <QLegend>

#include <cstddef>

namespace GpuPlan::DecisionLegend {

/**
 * The legend of a decision chart whose series carry long option labels ("H100 SXM, cloud on demand (2
 * GPUs per replica)"): at the right, one entry a line, at most @p maxWidth pixels wide so that the plot
 * keeps most of the chart; a label cut short ends in "..." and shows in full as its tool tip. (At the
 * bottom, Qt Charts puts every entry on one row and truncates them all at the default window size.)
 */
inline void placeAtRight(QChart *chart, qreal maxWidth = 230)
{
    QLegend *legend = chart->legend();
    legend->setAlignment(Qt::AlignRight);
    legend->setMaximumWidth(maxWidth);
    legend->setShowToolTips(true);
}

/// The colour of the plan's option @p index, the same in every decision chart.
inline QColor optionColor(std::size_t index)
{
    static const QColor colors[]
        = {QColor(0x1e, 0x88, 0xe5), QColor(0xe5, 0x39, 0x35), QColor(0x43, 0xa0, 0x47), QColor(0xfb, 0x8c, 0x00),
           QColor(0x8e, 0x24, 0xaa), QColor(0x00, 0x89, 0x7b), QColor(0x6d, 0x4c, 0x41), QColor(0x54, 0x6e, 0x7a)};
    return colors[index % (sizeof colors / sizeof colors[0])];
}

} // namespace GpuPlan::DecisionLegend
