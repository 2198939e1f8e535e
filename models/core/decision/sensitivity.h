#pragma once

#include "core/decision/ranking.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace GpuPlan {

/**
 * The weights with criterion @p criterion set to @p newWeight (in [0, 1], on the normalised scale) and
 * the others scaled by (1 − newWeight) / (1 − w_j) so that they keep their proportions and sum 1. When
 * w_j = 1 the others share 1 − newWeight equally.
 */
std::vector<double> weightsWithChange(const std::vector<double> &normalisedWeights, int criterion, double newWeight);

/// One point of a one-at-a-time weight sweep.
struct WeightSweepPoint
{
    double weight = 0.0;        ///< normalised weight of the swept criterion
    std::vector<double> scores; ///< weighted-sum scores (NaN if gated out)
    int top = -1;
};

/// Weighted-sum scores with criterion @p criterion's normalised weight at each of @p weights.
std::vector<WeightSweepPoint> weightSweep(const DecisionProblem &problem, int criterion,
                                          const std::vector<double> &weights);

/**
 * The critical weight change of one criterion for the weighted sum: the weight at which the two best
 * options swap, the others rescaled as in weightsWithChange(). With n_ij the normalised values and
 * R_i = Σ_{k≠j} w_k n_ik / (1 − w_j), S_i(t) = R_i + t (n_ij − R_i) is linear in the new weight t, so
 * S_A(t) = S_B(t) is solved exactly: t* = (R_B − R_A) / ((n_Aj − R_A) − (n_Bj − R_B)).
 * Only the top two are compared; a third option may overtake first on the way (see weightSweep).
 */
struct CriticalWeight
{
    int criterion = 0;
    int first = -1; ///< the top option at the current weights
    int second = -1;
    std::optional<double> newWeight;      ///< t* in [0, 1]; nullopt when no weight in [0, 1] swaps them
    std::optional<double> change;         ///< t* − w_j (absolute, on the normalised scale)
    std::optional<double> relativeChange; ///< (t* − w_j) / w_j, nullopt when w_j = 0
};

/// One per criterion, in criterion order. Empty when fewer than two options pass the gates.
std::vector<CriticalWeight> criticalWeights(const DecisionProblem &problem);

/// An uncertain input of a scenario: its base value and range, and a distribution for Monte Carlo.
/// Beta: a posterior, scale × Beta(betaAlpha, betaBeta); base its mean, low and high its 5 % and 95 % quantiles.
enum class InputDistribution { Triangular, Pert, Beta };
struct UncertainInput
{
    std::string id;    ///< "price.h100", "electricity", ...
    double base = 0.0; ///< the most likely value (the mode)
    double low = 0.0;
    double high = 0.0;
    InputDistribution distribution = InputDistribution::Pert;
    double betaAlpha = 1.0; ///< Beta only
    double betaBeta = 1.0;
    double scale = 1.0;
};

/// Scores of every option (higher is better, NaN for options out of the ranking) for given input values.
using ScoreFunction = std::function<std::vector<double>(const std::vector<double> &inputs)>;

struct TornadoBar
{
    int input = 0;
    double lowValue = 0.0;
    double highValue = 0.0;
    double outputAtLow = 0.0; ///< the tracked option's score with this input at its low value
    double outputAtHigh = 0.0;
    double swing = 0.0; ///< |high − low|, the sort key
    int topAtLow = -1;
    int topAtHigh = -1;
};

struct Tornado
{
    std::vector<double> baseScores;
    int baseTop = -1;
    int trackedOption = -1; ///< whose score the bars show
    double baseOutput = 0.0;
    std::vector<TornadoBar> bars; ///< largest swing first
};

/// Each input moved alone to its low and high value, the rest at base. Tracks @p option (the base top
/// option when −1).
Tornado tornado(const std::vector<UncertainInput> &inputs, const ScoreFunction &score, int option = -1);

/// Where the top option changes when one input moves from its base towards low and towards high.
struct SwitchingValue
{
    int input = 0;
    int baseTop = -1;
    std::optional<double> belowBase; ///< in [low, base): the value where another option becomes top
    int topBelow = -1;               ///< that option
    std::optional<double> aboveBase; ///< in (base, high]
    int topAbove = -1;
};

/**
 * Bisection between the base and each end of the range, when that end has another top option, to
 * @p relativeTolerance of the range (the first switch nearest the base when there are several is not
 * guaranteed: the scores are assumed to cross once within the range).
 */
std::vector<SwitchingValue> switchingValues(const std::vector<UncertainInput> &inputs, const ScoreFunction &score,
                                            double relativeTolerance = 1e-6);

/**
 * Draws from an input's distribution: triangular(low, mode, high) by the inverse CDF, or PERT
 * (Beta with α = 1 + 4 (mode − low) / (high − low), β = 1 + 4 (high − mode) / (high − low), scaled to
 * [low, high]; mean (low + 4 mode + high) / 6), or Beta (scale × X / (X + Y), X ~ Gamma(betaAlpha),
 * Y ~ Gamma(betaBeta)). A degenerate triangular or PERT range returns the base.
 */
double sampleInput(const UncertainInput &input, std::mt19937_64 &rng);

struct MonteCarloResult
{
    int samples = 0;
    std::vector<double> probabilityFirst; ///< per option; ties split equally between the tied options
    /// rankCounts[i][r]: samples where option i ranked r + 1 (competition ranks, ties share the better).
    std::vector<std::vector<int>> rankCounts;
    std::vector<double> meanScore; ///< over the samples where the score was finite
};

/// @p samples draws of all inputs at once (std::mt19937_64 seeded with @p seed), each scored.
MonteCarloResult monteCarlo(const std::vector<UncertainInput> &inputs, const ScoreFunction &score, int samples,
                            std::uint64_t seed);

} // namespace GpuPlan
