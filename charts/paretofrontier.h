#pragma once

#include <QPointF>

#include <cstddef>
#include <vector>

namespace GpuPlan {

/**
 * The indices of the points no other point dominates when larger is better on both axes (tokens/s per
 * dollar-hour and tokens/s per watt), sorted by x ascending (then by index).
 *
 * A point is dominated when another is at least as good on both axes and better on one. Identical
 * points do not dominate each other, so duplicates on the frontier are all kept. Points with a NaN or
 * infinite coordinate are left out.
 */
std::vector<std::size_t> paretoFrontier(const std::vector<QPointF> &points);

} // namespace GpuPlan
