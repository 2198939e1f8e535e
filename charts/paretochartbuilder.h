#pragma once

#include "core/estimator.h"
#include "item/unitformat.h"

#include <QCoreApplication>
#include <QPointF>
#include <QString>

#include <string>
#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * Performance per dollar against performance per watt, one point per SKU whose estimate fits and has
 * a cost and a board power: x is output tokens/s per (display currency)/hour of the replica, y is output
 * tokens/s per watt of board power. The Pareto frontier (paretoFrontier) is drawn over the others with
 * bigger markers joined by a line, and every frontier point carries its SKU name.
 *
 * Qt Charts 6.4 point labels can only show coordinates, so the names are QGraphicsSimpleTextItems owned
 * by the chart, placed with QChart::mapToPosition whenever the plot area changes, and nudged up or down
 * when they would overlap. Every point, on the frontier or not, names its SKU in a tool tip.
 *
 * Object names: "others" and "frontier" (QScatterSeries), "frontierLine" (QLineSeries).
 */
class ParetoChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(GpuPlan::ParetoChartBuilder)

public:
    /// Which hourly cost divides the throughput.
    enum class CostBasis {
        Own, ///< Estimate::ownUsdPerGpuHour: purchase, power and opex per useful GPU-hour
        Rent ///< Estimate::rentUsdPerGpuHour: the cloud rate per useful GPU-hour
    };

    struct Point
    {
        std::string skuId;
        QPointF value; ///< x: tokens/s per currency unit per hour; y: tokens/s per W
    };

    /// The points of @p estimates that can be drawn, in input order.
    static std::vector<Point> points(const std::vector<Estimate> &estimates, CostBasis basis,
                                     const UnitFormat::MoneyDisplay &money = {});

    /// A new chart the caller owns; a message chart when fewer than one point can be drawn.
    static QChart *build(const std::vector<Estimate> &estimates, const Catalog &catalog, CostBasis basis,
                         const UnitFormat::MoneyDisplay &money = {});
};

} // namespace GpuPlan
