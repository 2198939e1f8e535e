#include "paretofrontier.h"

#include <algorithm>
#include <cmath>

namespace GpuPlan {

namespace {

bool isFinite(const QPointF &p) { return std::isfinite(p.x()) && std::isfinite(p.y()); }

bool dominates(const QPointF &a, const QPointF &b)
{
    return a.x() >= b.x() && a.y() >= b.y() && (a.x() > b.x() || a.y() > b.y());
}

} // namespace

std::vector<std::size_t> paretoFrontier(const std::vector<QPointF> &points)
{
    // Quadratic on purpose: a chart holds one point per SKU (tens), and the plain definition is the
    // easiest to trust.
    std::vector<std::size_t> frontier;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (!isFinite(points[i]))
            continue;
        const bool dominated = std::any_of(points.begin(), points.end(), [&](const QPointF &other) {
            return isFinite(other) && dominates(other, points[i]);
        });
        if (!dominated)
            frontier.push_back(i);
    }
    std::stable_sort(frontier.begin(), frontier.end(),
                     [&](std::size_t a, std::size_t b) { return points[a].x() < points[b].x(); });
    return frontier;
}

} // namespace GpuPlan
