#include "fleetdecimation.h"

#include <algorithm>
#include <cmath>

namespace GpuPlan {

FleetMinMaxDecimator::FleetMinMaxDecimator(double from, double to, int buckets, int seriesCount)
    : m_from(from)
    , m_to(to)
    , m_scale(to > from ? std::max(1, buckets) / (to - from) : 0.0)
    , m_buckets(std::max(1, buckets))
    , m_series(std::max(0, seriesCount))
    , m_data(std::size_t(m_buckets) * std::size_t(m_series))
    , m_counts(std::size_t(m_buckets))
{
    if (!(to >= from))
        m_buckets = 0; // an empty range keeps nothing
}

int FleetMinMaxDecimator::bucketOf(double t) const
{
    if (m_buckets == 0 || !(t >= m_from))
        return -1;
    if (!(m_scale > 0.0))
        return 0; // a one-instant range, or one too wide for a double: one bucket takes everything from it on
    const double x = (t - m_from) * m_scale;
    if (!(x <= m_buckets + 1e-9)) // after the range (or infinitely far)
        return -1;
    return std::clamp(int(x), 0, m_buckets - 1);
}

void FleetMinMaxDecimator::addValue(Bucket &k, double t, float v)
{
    if (std::isnan(v))
        return;
    if (!k.any) {
        k = {t, t, v, v, true};
        return;
    }
    if (v < k.minV)
        k.minV = v, k.minT = t;
    if (v > k.maxV)
        k.maxV = v, k.maxT = t;
}

void FleetMinMaxDecimator::add(double t, const float *values)
{
    const int b = bucketOf(t);
    if (b < 0)
        return;
    ++m_seen;
    ++m_counts[std::size_t(b)];
    Bucket *bucket = m_data.data() + std::size_t(b) * std::size_t(m_series);
    for (int s = 0; s < m_series; ++s)
        addValue(bucket[s], t, values[s]);
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

double FleetMinMaxDecimator::bucketsSpanned(double from, double to) const
{
    if (m_buckets == 0 || m_scale <= 0.0 || !(from >= m_from) || !(to <= m_to) || !(to > from))
        return 0.0;
    return (to - from) * m_scale;
}

std::vector<std::vector<FleetSeriesPoint>> FleetMinMaxDecimator::resample(double from, double to, int buckets,
                                                                          std::size_t *samples) const
{
    FleetMinMaxDecimator view(from, to, buckets, m_series);
    std::size_t seen = 0;
    // The buckets the view touches: none when it lies wholly before or after the range.
    const int first = from <= m_from ? 0 : bucketOf(from);
    const int end = bucketOf(to);
    const int last = end >= 0 ? end : (to >= m_from ? m_buckets - 1 : -1);
    for (int b = first; first >= 0 && b <= last; ++b) {
        seen += m_counts[std::size_t(b)];
        for (int s = 0; s < m_series; ++s) {
            const Bucket &k = m_data[std::size_t(b) * std::size_t(m_series) + std::size_t(s)];
            if (!k.any)
                continue;
            for (const auto &[t, v] : {std::pair{k.minT, k.minV}, std::pair{k.maxT, k.maxV}}) {
                const int target = view.bucketOf(t);
                if (target >= 0)
                    view.addValue(view.m_data[std::size_t(target) * std::size_t(m_series) + std::size_t(s)], t, v);
            }
        }
    }
    if (samples)
        *samples = seen;
    return view.result();
}

std::size_t FleetMinMaxDecimator::bytes() const
{
    return m_data.capacity() * sizeof(Bucket) + m_counts.capacity() * sizeof(std::uint64_t);
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
