// Speed of the decision Monte Carlo (core/decision/sensitivity.h): 10,000 samples for 20 options, each
// sample re-scoring a weighted sum over 5 criteria from 41 uncertain inputs (per option a price and a
// throughput, plus the electricity price). The target is under 1 s; the ratio printed is the
// median time over that target. Not part of the test run: build/<dir>/tests/bench/bench_decision.
#include "core/decision/ranking.h"
#include "core/decision/sensitivity.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

using namespace GpuPlan;

namespace {
constexpr int kOptions = 20;
constexpr int kSamples = 10'000;
constexpr int kRuns = 7;
constexpr double kTargetSeconds = 1.0;

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}
} // namespace

int main()
{
    // Criteria: monthly cost (cost), tokens/s (benefit), lock-in (cost), power kW (cost), lead time (cost).
    DecisionProblem base;
    base.criteria = {{"cost", CriterionSense::Cost, 0.35},
                     {"throughput", CriterionSense::Benefit, 0.30},
                     {"lockin", CriterionSense::Cost, 0.15},
                     {"power", CriterionSense::Cost, 0.10},
                     {"lead_time", CriterionSense::Cost, 0.10}};
    base.values.resize(kOptions, 5);
    std::vector<UncertainInput> inputs;
    for (int i = 0; i < kOptions; ++i) {
        base.options.push_back("option-" + std::to_string(i));
        const double price = 20'000 + 1'500 * i;
        const double tps = 3'000 + 220 * ((i * 7) % kOptions);
        base.values.row(i) << price, tps, 20 + 3 * (i % 9), 0.7 + 0.02 * i, 4 + (i % 5) * 4;
        inputs.push_back({"price." + std::to_string(i), price, price * 0.85, price * 1.3, InputDistribution::Pert});
        inputs.push_back({"tps." + std::to_string(i), tps, tps * 0.8, tps * 1.1, InputDistribution::Triangular});
    }
    inputs.push_back({"electricity", 0.15, 0.08, 0.30, InputDistribution::Pert});

    // Monthly cost = price / 60 + power kW × 730.5 h × electricity; throughput as drawn.
    const ScoreFunction score = [&base](const std::vector<double> &x) {
        DecisionProblem p = base;
        for (int i = 0; i < kOptions; ++i) {
            p.values(i, 0) = x[std::size_t(2 * i)] / 60.0 + base.values(i, 3) * 730.5 * x.back();
            p.values(i, 1) = x[std::size_t(2 * i + 1)];
        }
        return weightedSumScores(p);
    };

    std::vector<double> times;
    MonteCarloResult last;
    for (int run = 0; run < kRuns; ++run) {
        const auto t0 = std::chrono::steady_clock::now();
        last = monteCarlo(inputs, score, kSamples, 1234 + std::uint64_t(run));
        times.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    }
    const double med = median(times);
    int best = 0;
    for (int i = 1; i < kOptions; ++i)
        if (last.probabilityFirst[std::size_t(i)] > last.probabilityFirst[std::size_t(best)])
            best = i;
    std::printf("Monte Carlo: %d samples x %d options x %zu inputs, median of %d runs\n", kSamples, kOptions,
                inputs.size(), kRuns);
    std::printf("  median %.4f s (min %.4f, max %.4f)\n", med, *std::min_element(times.begin(), times.end()),
                *std::max_element(times.begin(), times.end()));
    std::printf("  ratio to the 1 s target: %.4f (%s)\n", med / kTargetSeconds,
                med < kTargetSeconds ? "meets" : "misses");
    std::printf("  most often first: %s, P = %.3f\n", base.options[std::size_t(best)].c_str(),
                last.probabilityFirst[std::size_t(best)]);
    return med < kTargetSeconds ? 0 : 1;
}
