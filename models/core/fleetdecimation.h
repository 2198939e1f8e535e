#pragma once

#include <cstdint>
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
 *
 * A decimator with many more buckets than pixels is also an overview of a device's whole range: resample()
 * answers any view spanning at least two of its buckets per pixel column without reading the samples again.
 * Plain C++ (no Qt): the chart's worker, the benchmark and the tests share it.
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

    double from() const { return m_from; }
    double to() const { return m_to; }
    int bucketCount() const { return m_buckets; }
    /// How many of this decimator's buckets the view [from, to] spans (0 when it is not inside the range).
    double bucketsSpanned(double from, double to) const;
    /**
     * The view [from, to] in @p buckets columns, made from the points this decimator kept: exact where the
     * view's columns fall on bucket edges, otherwise within one bucket at a column's edge (under half a pixel
     * when bucketsSpanned() >= 2 x buckets). Every point is a real sample at its own time. @p samples gets the
     * number of samples in the buckets the view covers.
     */
    std::vector<std::vector<FleetSeriesPoint>> resample(double from, double to, int buckets,
                                                        std::size_t *samples = nullptr) const;
    /// Memory held by the buckets, in bytes.
    std::size_t bytes() const;

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
    int bucketOf(double t) const; ///< -1 outside [from, to]
    void addValue(Bucket &k, double t, float v);

    double m_from;
    double m_to;
    double m_scale; // buckets per second
    int m_buckets;
    int m_series;
    std::size_t m_seen = 0;
    std::vector<Bucket> m_data;          // bucket-major: [bucket * series + s]
    std::vector<std::uint64_t> m_counts; // samples per bucket
};

} // namespace GpuPlan
