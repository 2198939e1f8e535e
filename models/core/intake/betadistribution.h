#pragma once

namespace GpuPlan {

/// The Beta(alpha, beta) distribution on [0, 1]: the posterior of a failure share after a Beta prior and
/// binomial counts. alpha and beta must be > 0.
struct BetaDistribution
{
    double alpha = 1;
    double beta = 1;

    double mean() const { return alpha / (alpha + beta); }
    /// P(X <= x): the regularized incomplete beta function I_x(alpha, beta) (continued fraction, Lentz's
    /// method, as in Numerical Recipes 6.4), to about 1e-12.
    double cdf(double x) const;
    /// The x with cdf(x) = p, by bisection to 1e-12; 0 for p <= 0 and 1 for p >= 1.
    double quantile(double p) const;
};

} // namespace GpuPlan
