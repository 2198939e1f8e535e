#include "sensitivity.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace GpuPlan {

namespace {

// The best and second-best finite scores' indices (first index on ties).
std::pair<int, int> topTwo(const std::vector<double> &s)
{
    int a = -1;
    int b = -1;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (std::isnan(s[i]))
            continue;
        const int k = int(i);
        if (a < 0 || s[i] > s[std::size_t(a)]) {
            b = a;
            a = k;
        } else if (b < 0 || s[i] > s[std::size_t(b)]) {
            b = k;
        }
    }
    return {a, b};
}

std::vector<double> withValue(const std::vector<UncertainInput> &inputs, std::size_t i, double value)
{
    std::vector<double> v(inputs.size());
    for (std::size_t k = 0; k < inputs.size(); ++k)
        v[k] = inputs[k].base;
    v[i] = value;
    return v;
}
} // namespace

std::vector<double> weightsWithChange(const std::vector<double> &w, int criterion, double newWeight)
{
    std::vector<double> out(w.size());
    const auto j = std::size_t(criterion);
    const double t = std::clamp(newWeight, 0.0, 1.0);
    const double rest = 1.0 - w[j];
    for (std::size_t k = 0; k < w.size(); ++k) {
        if (k == j)
            out[k] = t;
        else if (rest > 0)
            out[k] = w[k] * (1.0 - t) / rest;
        else
            out[k] = (1.0 - t) / double(w.size() - 1);
    }
    return out;
}

std::vector<WeightSweepPoint> weightSweep(const DecisionProblem &problem, int criterion,
                                          const std::vector<double> &weights)
{
    const std::vector<bool> include = passedGates(problem);
    const Eigen::MatrixXd n = minMaxNormalise(problem.values, problem.criteria, include);
    const std::vector<double> w = normalisedWeights(problem.criteria);
    std::vector<WeightSweepPoint> out;
    for (double t : weights) {
        WeightSweepPoint p;
        p.weight = t;
        p.scores = weightedSumScores(n, include, weightsWithChange(w, criterion, t));
        p.top = topOption(p.scores);
        out.push_back(std::move(p));
    }
    return out;
}

std::vector<CriticalWeight> criticalWeights(const DecisionProblem &problem)
{
    const std::vector<bool> include = passedGates(problem);
    const Eigen::MatrixXd n = minMaxNormalise(problem.values, problem.criteria, include);
    const std::vector<double> w = normalisedWeights(problem.criteria);
    const auto [first, second] = topTwo(weightedSumScores(n, include, w));
    std::vector<CriticalWeight> out;
    if (second < 0)
        return out;
    for (std::size_t j = 0; j < w.size(); ++j) {
        CriticalWeight c;
        c.criterion = int(j);
        c.first = first;
        c.second = second;
        // R_i: the other criteria's contribution rescaled to sum 1 (equal shares when w_j = 1).
        const auto rest = [&](int i) {
            double r = 0;
            for (std::size_t k = 0; k < w.size(); ++k)
                if (k != j)
                    r += (w[j] < 1 ? w[k] / (1.0 - w[j]) : 1.0 / double(w.size() - 1)) * n(i, Eigen::Index(k));
            return r;
        };
        const double ra = rest(first);
        const double rb = rest(second);
        const double slope = (n(first, Eigen::Index(j)) - ra) - (n(second, Eigen::Index(j)) - rb);
        if (slope != 0) {
            const double t = (rb - ra) / slope;
            if (t >= 0 && t <= 1) {
                c.newWeight = t;
                c.change = t - w[j];
                if (w[j] > 0)
                    c.relativeChange = (t - w[j]) / w[j];
            }
        }
        out.push_back(c);
    }
    return out;
}

Tornado tornado(const std::vector<UncertainInput> &inputs, const ScoreFunction &score, int option)
{
    Tornado t;
    std::vector<double> base(inputs.size());
    for (std::size_t k = 0; k < inputs.size(); ++k)
        base[k] = inputs[k].base;
    t.baseScores = score(base);
    t.baseTop = topOption(t.baseScores);
    t.trackedOption = option >= 0 ? option : t.baseTop;
    if (t.trackedOption < 0 || std::size_t(t.trackedOption) >= t.baseScores.size())
        return t;
    const auto tracked = std::size_t(t.trackedOption);
    t.baseOutput = t.baseScores[tracked];
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        TornadoBar b;
        b.input = int(i);
        b.lowValue = inputs[i].low;
        b.highValue = inputs[i].high;
        const std::vector<double> lo = score(withValue(inputs, i, inputs[i].low));
        const std::vector<double> hi = score(withValue(inputs, i, inputs[i].high));
        b.outputAtLow = lo[tracked];
        b.outputAtHigh = hi[tracked];
        b.swing = std::abs(b.outputAtHigh - b.outputAtLow);
        b.topAtLow = topOption(lo);
        b.topAtHigh = topOption(hi);
        t.bars.push_back(b);
    }
    std::stable_sort(t.bars.begin(), t.bars.end(),
                     [](const TornadoBar &a, const TornadoBar &b) { return a.swing > b.swing; });
    return t;
}

std::vector<SwitchingValue> switchingValues(const std::vector<UncertainInput> &inputs, const ScoreFunction &score,
                                            double relativeTolerance)
{
    std::vector<double> base(inputs.size());
    for (std::size_t k = 0; k < inputs.size(); ++k)
        base[k] = inputs[k].base;
    const int baseTop = topOption(score(base));
    std::vector<SwitchingValue> out;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        SwitchingValue sv;
        sv.input = int(i);
        sv.baseTop = baseTop;
        const double tol = relativeTolerance * std::max(std::abs(inputs[i].high - inputs[i].low), 1e-300);
        const auto topAt = [&](double x) { return topOption(score(withValue(inputs, i, x))); };
        // Bisect between the base (same top) and an end (another top); return the first value switched.
        const auto search = [&](double end, std::optional<double> &value, int &newTop) {
            const int endTop = topAt(end);
            if (endTop == baseTop)
                return;
            double same = inputs[i].base;
            double other = end;
            while (std::abs(other - same) > tol) {
                const double mid = (same + other) / 2;
                (topAt(mid) == baseTop ? same : other) = mid;
            }
            value = other;
            newTop = topAt(other);
        };
        search(inputs[i].low, sv.belowBase, sv.topBelow);
        search(inputs[i].high, sv.aboveBase, sv.topAbove);
        out.push_back(sv);
    }
    return out;
}

double sampleInput(const UncertainInput &in, std::mt19937_64 &rng)
{
    if (in.distribution == InputDistribution::Beta) {
        const double x = std::gamma_distribution<double>(in.betaAlpha, 1.0)(rng);
        const double y = std::gamma_distribution<double>(in.betaBeta, 1.0)(rng);
        return x + y > 0 ? in.scale * x / (x + y) : in.base;
    }
    const double a = in.low;
    const double b = in.high;
    const double m = std::clamp(in.base, a, b);
    if (!(b > a))
        return in.base;
    if (in.distribution == InputDistribution::Triangular) {
        const double u = std::uniform_real_distribution<double>(0.0, 1.0)(rng);
        const double fc = (m - a) / (b - a);
        return u < fc ? a + std::sqrt(u * (b - a) * (m - a)) : b - std::sqrt((1 - u) * (b - a) * (b - m));
    }
    const double alpha = 1 + 4 * (m - a) / (b - a);
    const double beta = 1 + 4 * (b - m) / (b - a);
    const double x = std::gamma_distribution<double>(alpha, 1.0)(rng);
    const double y = std::gamma_distribution<double>(beta, 1.0)(rng);
    return a + (b - a) * x / (x + y);
}

MonteCarloResult monteCarlo(const std::vector<UncertainInput> &inputs, const ScoreFunction &score, int samples,
                            std::uint64_t seed)
{
    MonteCarloResult r;
    std::mt19937_64 rng(seed);
    std::vector<double> values(inputs.size());
    std::vector<double> scoreSums;
    std::vector<int> finiteCounts;
    std::vector<double> firsts;
    for (int s = 0; s < samples; ++s) {
        for (std::size_t k = 0; k < inputs.size(); ++k)
            values[k] = sampleInput(inputs[k], rng);
        const std::vector<double> sc = score(values);
        if (r.rankCounts.empty()) {
            r.rankCounts.assign(sc.size(), std::vector<int>(sc.size(), 0));
            firsts.assign(sc.size(), 0.0);
            scoreSums.assign(sc.size(), 0.0);
            finiteCounts.assign(sc.size(), 0);
        }
        const std::vector<int> ranks = ranksFromScores(sc);
        int tiedFirst = 0;
        for (int rank : ranks)
            tiedFirst += rank == 1;
        for (std::size_t i = 0; i < sc.size() && i < firsts.size(); ++i) {
            if (ranks[i] == 1)
                firsts[i] += 1.0 / tiedFirst;
            if (ranks[i] >= 1)
                ++r.rankCounts[i][std::size_t(ranks[i] - 1)];
            if (std::isfinite(sc[i])) {
                scoreSums[i] += sc[i];
                ++finiteCounts[i];
            }
        }
        ++r.samples;
    }
    for (std::size_t i = 0; i < firsts.size(); ++i) {
        r.probabilityFirst.push_back(r.samples ? firsts[i] / r.samples : 0.0);
        r.meanScore.push_back(finiteCounts[i] ? scoreSums[i] / finiteCounts[i]
                                              : std::numeric_limits<double>::quiet_NaN());
    }
    return r;
}

} // namespace GpuPlan
