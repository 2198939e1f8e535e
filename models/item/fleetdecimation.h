#pragma once

#include <vector>

namespace GpuPlan {

/// A point of a decimated series: time (seconds) and value.
struct FleetSeriesPoint
{
    double t = 0.0;
    double v = 0.0;
};

/**
 * Min/max decimation per pixel column: the time range [from, to] is cut into @p buckets columns and each
 * series keeps, per column, its smallest and its largest sample (in time order). Whatever the number of
 * samples, a series has at most 2 x buckets points, its global minimum and maximum survive, and a one-sample
 * spike still shows. Samples stream in through add() so that tens of millions never sit in memory.
 * Plain C++ (no Qt): the chart's worker and the tests share it.
 */
class FleetMinMaxDecimator
{
public:
    FleetMinMaxDecimator(double from, double to, int buckets, int seriesCount);

    /// One sample: @p values holds seriesCount values, NaN where missing. Samples outside [from, to] are ignored.
    void add(double t, const float *values);
    std::size_t samplesSeen() const { return m_seen; }
    /// Each series' points in time order.
    std::vector<std::vector<FleetSeriesPoint>> result() const;

    /// Decimates one series held in memory (time-ordered or not).
    static std::vector<FleetSeriesPoint> decimate(const std::vector<FleetSeriesPoint> &points, double from, double to,
                                                  int buckets);

private:
    struct Bucket
    {
        double minT = 0.0, maxT = 0.0;
        float minV = 0.0f, maxV = 0.0f;
        bool any = false;
    };
    double m_from;
    double m_scale;  // buckets per second
    int m_buckets;
    int m_series;
    std::size_t m_seen = 0;
    std::vector<Bucket> m_data;  // bucket-major: [bucket * series + s]
};

} // namespace GpuPlan
