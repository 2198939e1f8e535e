#include "fleetdecimation.h"

#include <algorithm>
#include <cmath>

namespace GpuPlan {

FleetMinMaxDecimator::FleetMinMaxDecimator(double from, double to, int buckets, int seriesCount)
    : m_from(from)
    , m_scale(to > from ? std::max(1, buckets) / (to - from) : 0.0)
    , m_buckets(std::max(1, buckets))
    , m_series(std::max(0, seriesCount))
    , m_data(std::size_t(m_buckets) * std::size_t(m_series))
{
    if (!(to >= from))
        m_buckets = 0;  // an empty range keeps nothing
}

void FleetMinMaxDecimator::add(double t, const float *values)
{
    if (m_buckets == 0 || !(t >= m_from))
        return;
    const double x = (t - m_from) * m_scale;
    if (x > m_buckets + 1e-9 && m_scale > 0.0)
        return;
    const int b = std::clamp(int(x), 0, m_buckets - 1);
    ++m_seen;
    Bucket *bucket = &m_data[std::size_t(b) * std::size_t(m_series)];
    for (int s = 0; s < m_series; ++s) {
        const float v = values[s];
        if (std::isnan(v))
            continue;
        Bucket &k = bucket[s];
        if (!k.any) {
            k = {t, t, v, v, true};
            continue;
        }
        if (v < k.minV)
            k.minV = v, k.minT = t;
        if (v > k.maxV)
            k.maxV = v, k.maxT = t;
    }
}

std::vector<std::vector<FleetSeriesPoint>> FleetMinMaxDecimator::result() const
{
    std::vector<std::vector<FleetSeriesPoint>> out(static_cast<std::size_t>(m_series));
    for (int s = 0; s < m_series; ++s) {
        auto &points = out[std::size_t(s)];
        points.reserve(std::size_t(m_buckets) * 2);
        for (int b = 0; b < m_buckets; ++b) {
            const Bucket &k = m_data[std::size_t(b) * std::size_t(m_series) + std::size_t(s)];
            if (!k.any)
                continue;
            const FleetSeriesPoint lo{k.minT, double(k.minV)}, hi{k.maxT, double(k.maxV)};
            if (k.minT == k.maxT && k.minV == k.maxV) {
                points.push_back(lo);
            } else if (k.minT <= k.maxT) {
                points.push_back(lo);
                points.push_back(hi);
            } else {
                points.push_back(hi);
                points.push_back(lo);
            }
        }
    }
    return out;
}

std::vector<FleetSeriesPoint> FleetMinMaxDecimator::decimate(const std::vector<FleetSeriesPoint> &points, double from,
                                                             double to, int buckets)
{
    FleetMinMaxDecimator d(from, to, buckets, 1);
    for (const FleetSeriesPoint &p : points) {
        const float v = float(p.v);
        d.add(p.t, &v);
    }
    return d.result().front();
}

} // namespace GpuPlan
