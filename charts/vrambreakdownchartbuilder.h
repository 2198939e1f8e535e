#pragma once

#include "core/estimator.h"

#include <QCoreApplication>

#include <cstddef>
#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * Memory per GPU as stacked horizontal bars, one per SKU: weights, KV cache, activations and the
 * runtime's reserve, in GiB (2^30 bytes), with the usable capacity as a vertical tick across each bar
 * so the margin (or the overshoot) shows at a glance.
 *
 * Series carry object names for tests and tools: "vramBreakdown" (the QHorizontalStackedBarSeries, sets
 * in the order weights, KV cache, activations, runtime) and "capacity" (one QLineSeries per bar, only
 * the first in the legend).
 */
class VramBreakdownChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(GpuPlan::VramBreakdownChartBuilder)

public:
    static constexpr int DefaultMaxBars = 16;

    /**
     * Which estimates get a bar, in bar order from the bottom up: the @p maxBars of largest usable
     * capacity (ties in input order), the largest at the top. SKUs without a known memory size are
     * left out.
     */
    static std::vector<std::size_t> selection(const std::vector<Estimate> &estimates, int maxBars = DefaultMaxBars);

    /// A new chart the caller owns; a message chart when no estimate has a known memory size.
    static QChart *build(const std::vector<Estimate> &estimates, const Catalog &catalog, int maxBars = DefaultMaxBars);
};

} // namespace GpuPlan
