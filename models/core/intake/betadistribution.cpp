#include "betadistribution.h"

#include <cmath>
#include <limits>

namespace GpuPlan {

namespace {

// The continued fraction of I_x(a, b) (Numerical Recipes 6.4, betacf), by the modified Lentz method.
double betaContinuedFraction(double a, double b, double x)
{
    constexpr int kMaxIterations = 10000;
    constexpr double kEpsilon = 1e-15;
    constexpr double kTiny = std::numeric_limits<double>::min() / kEpsilon;
    const double qab = a + b;
    const double qap = a + 1.0;
    const double qam = a - 1.0;
    // The first term: c = 1, d = 1 / (1 - qab x / qap).
    double c = 1.0;
    double d = 1.0 - qab * x / qap;
    if (std::fabs(d) < kTiny)
        d = kTiny;
    d = 1.0 / d;
    double h = d;
    // One modified-Lentz step with the partial numerator aa: updates d and c and returns their product.
    const auto step = [&](double aa) {
        d = 1.0 + aa * d;
        if (std::fabs(d) < kTiny)
            d = kTiny;
        c = 1.0 + aa / c;
        if (std::fabs(c) < kTiny)
            c = kTiny;
        d = 1.0 / d;
        return d * c;
    };
    for (int m = 1; m <= kMaxIterations; ++m) {
        const double m2 = 2.0 * m;
        h *= step(m * (b - m) * x / ((qam + m2) * (a + m2)));
        const double delta = step(-(a + m) * (qab + m) * x / ((a + m2) * (qap + m2)));
        h *= delta;
        if (std::fabs(delta - 1.0) < kEpsilon)
            break;
    }
    return h;
}

} // namespace

double BetaDistribution::cdf(double x) const
{
    if (!(x > 0.0))
        return 0.0;
    if (x >= 1.0)
        return 1.0;
    const double a = alpha;
    const double b = beta;
    // x^a (1 - x)^b / B(a, b), in logs.
    const double front
        = std::exp(std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x));
    // The fraction converges fast for x < (a + 1) / (a + b + 2); past it, I_x(a, b) = 1 - I_{1-x}(b, a).
    if (x < (a + 1.0) / (a + b + 2.0))
        return front * betaContinuedFraction(a, b, x) / a;
    return 1.0 - front * betaContinuedFraction(b, a, 1.0 - x) / b;
}

double BetaDistribution::quantile(double p) const
{
    if (!(p > 0.0))
        return 0.0;
    if (p >= 1.0)
        return 1.0;
    double low = 0.0;
    double high = 1.0;
    while (high - low > 1e-12) {
        const double mid = 0.5 * (low + high);
        (cdf(mid) < p ? low : high) = mid;
    }
    return 0.5 * (low + high);
}

} // namespace GpuPlan
