#pragma once

#include "fitlevel.h"

#include "core/catalog.h"
#include "core/workload.h"

#include <QCoreApplication>

#include <string>
#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * Which models fit which SKUs for one workload: a grid of SKUs (rows, first at the top) by models
 * (columns), each cell a square coloured by FitLevel: green fits as asked, amber fits only at a
 * smaller batch or at batch 1 with a shorter context (at least MinUsefulContextTokens), red does not
 * fit. Three levels rather than a colour scale because the question a buyer asks is "does it fit", and
 * three colours with a legend read faster than a log scale of batch sizes; the numbers (max batch, max
 * context) are in each cell's tool tip.
 *
 * Qt Charts has no heatmap: each level is a QScatterSeries of square markers (object names "fits",
 * "reduced", "doesNotFit") on two QCategoryAxis, and the marker size follows the plot area so the
 * squares tile it. Rows need about RowHeight pixels to stay readable: a caller showing all 64 SKUs
 * puts the view in a scroll area (see ChartsPanel).
 */
class FitHeatmapChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(GpuPlan::FitHeatmapChartBuilder)

public:
    static constexpr int DefaultMaxModels = 12;
    static constexpr int RowHeight = 18;

    /// The chart height that gives each of @p rows SKUs RowHeight pixels, with room for the axes.
    static int preferredHeight(int rows);

    /**
     * Up to @p maxModels model ids for the columns: @p currentModelId first if the catalog has it, then
     * models spread evenly over the catalog's range of parameter counts; returned smallest first.
     */
    static std::vector<std::string> defaultModels(const Catalog &catalog, const std::string &currentModelId,
                                                  int maxModels = DefaultMaxModels);

    /**
     * A new chart the caller owns: @p skuIds x @p modelIds (ids the catalog lacks are skipped), one
     * point per cell, classified with classifyFit for @p workload.
     */
    static QChart *build(const Catalog &catalog, const std::vector<std::string> &skuIds,
                         const std::vector<std::string> &modelIds, const Workload &workload);
};

} // namespace GpuPlan
