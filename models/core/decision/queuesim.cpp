#include "queuesim.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <queue>
#include <random>
#include <vector>

namespace GpuPlan {

namespace {

// Draws a positive time with the given mean and SCV.
class TimeSampler
{
public:
    TimeSampler(SimDistribution kind, double mean, double scv)
        : m_kind(kind)
        , m_exp(1.0 / mean)
    {
        const double s2 = std::log(1.0 + scv);
        m_logn = std::lognormal_distribution<double>(std::log(mean) - s2 / 2.0, std::sqrt(s2));
    }
    double operator()(std::mt19937_64 &rng)
    {
        return m_kind == SimDistribution::Exponential ? m_exp(rng) : m_logn(rng);
    }

private:
    SimDistribution m_kind;
    std::exponential_distribution<double> m_exp;
    std::lognormal_distribution<double> m_logn;
};

// The p-th percentile of a sample: the smallest value with at least p of the sample at or below it.
double samplePercentile(std::vector<double> &v, double p)
{
    const auto rank = std::size_t(std::ceil(p * double(v.size())));
    const std::size_t idx = rank == 0 ? 0 : rank - 1;
    std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(idx), v.end());
    return v[idx];
}

} // namespace

double normalQuantile(double p)
{
    if (!(p > 0 && p < 1))
        return p == 0 ? -INFINITY : (p == 1 ? INFINITY : NAN);
    static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,  -2.759285104469687e+02,
                               1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
    static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                               6.680131188771972e+01, -1.328068155288572e+01};
    static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                               -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
    static const double d[]
        = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00};
    const double low = 0.02425;
    if (p < low) {
        const double q = std::sqrt(-2 * std::log(p));
        return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
            / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    }
    if (p > 1 - low)
        return -normalQuantile(1 - p);
    const double q = p - 0.5;
    const double r = q * q;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
        / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

double studentTQuantile(double p, int nu)
{
    const double z = normalQuantile(p);
    if (nu <= 0)
        return NAN;
    const double v = nu;
    const double z2 = z * z;
    const double g1 = (z2 + 1) * z / 4;
    const double g2 = ((5 * z2 + 16) * z2 + 3) * z / 96;
    const double g3 = (((3 * z2 + 19) * z2 + 17) * z2 - 15) * z / 384;
    const double g4 = ((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945) * z / 92160;
    return z + g1 / v + g2 / (v * v) + g3 / (v * v * v) + g4 / (v * v * v * v);
}

QueueSimResult simulateQueue(const QueueSimInputs &in)
{
    QueueSimResult r;
    if (in.servers < 1 || !(in.arrivalRate > 0) || !(in.serviceRate > 0) || in.batches < 2 || in.customers < in.batches
        || in.warmupCustomers < 0 || !(in.percentile > 0 && in.percentile < 1)
        || !(in.confidence > 0 && in.confidence < 1) || in.arrivalScv < 0 || in.serviceScv < 0
        || in.arrivalRate >= in.servers * in.serviceRate)
        return r;

    std::mt19937_64 rng(in.seed);
    TimeSampler interArrival(in.arrivals, 1.0 / in.arrivalRate, in.arrivalScv);
    TimeSampler service(in.service, 1.0 / in.serviceRate, in.serviceScv);
    std::priority_queue<double, std::vector<double>, std::greater<>> freeAt;
    for (int i = 0; i < in.servers; ++i)
        freeAt.push(0.0);

    const std::int64_t perBatch = in.customers / in.batches;
    std::vector<double> batchWaits;
    batchWaits.reserve(std::size_t(perBatch));
    std::vector<double> percentiles;
    double clock = 0;
    double waitSum = 0;
    std::int64_t waited = 0;
    const std::int64_t total = in.warmupCustomers + perBatch * in.batches;
    for (std::int64_t i = 0; i < total; ++i) {
        clock += interArrival(rng);
        const double free = freeAt.top();
        freeAt.pop();
        const double wait = std::max(0.0, free - clock);
        freeAt.push(clock + wait + service(rng));
        if (i < in.warmupCustomers)
            continue;
        waitSum += wait;
        waited += wait > 0;
        batchWaits.push_back(wait);
        if (std::int64_t(batchWaits.size()) == perBatch) {
            percentiles.push_back(samplePercentile(batchWaits, in.percentile));
            batchWaits.clear();
        }
    }

    const double n = double(percentiles.size());
    double mean = 0;
    for (double p : percentiles)
        mean += p;
    mean /= n;
    double ss = 0;
    for (double p : percentiles)
        ss += (p - mean) * (p - mean);
    const double sd = std::sqrt(ss / (n - 1));
    const double half = studentTQuantile(1 - (1 - in.confidence) / 2, int(n) - 1) * sd / std::sqrt(n);
    r.valid = true;
    r.customers = perBatch * in.batches;
    r.percentileWaitSeconds = mean;
    r.ciLowSeconds = mean - half;
    r.ciHighSeconds = mean + half;
    r.meanWaitSeconds = waitSum / double(r.customers);
    r.probabilityWait = double(waited) / double(r.customers);
    return r;
}

} // namespace GpuPlan
