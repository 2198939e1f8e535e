#pragma once

#include "core/diagnostic.h"

#include <Eigen/Core>

#include <optional>
#include <string>
#include <vector>

namespace GpuPlan {

/// Whether more of a criterion is better (benefit: tokens/s) or worse (cost: $ per month, lock-in).
enum class CriterionSense { Cost, Benefit };

struct Criterion
{
    std::string id;
    CriterionSense sense = CriterionSense::Benefit;
    double weight = 1.0; ///< any non-negative scale; methods normalise the weights to sum 1
};

/// The hard requirements an option must meet before it is ranked at all.
struct OptionGates
{
    bool fits = true;
    bool meetsSlo = true;
    bool withinBudget = true;
    bool passed() const { return fits && meetsSlo && withinBudget; }
};

/**
 * Options (rows) scored on criteria (columns). Only the options that pass their gates are ranked:
 * every method normalises over them alone, and the others get NaN scores.
 */
struct DecisionProblem
{
    std::vector<std::string> options;
    std::vector<Criterion> criteria;
    Eigen::MatrixXd values;         ///< options × criteria, raw values in their own units
    std::vector<OptionGates> gates; ///< empty: every option passes

    /// The raw value of @p option on @p criterion.
    double value(std::size_t option, std::size_t criterion) const
    {
        return values(Eigen::Index(option), Eigen::Index(criterion));
    }
};

/// Weights divided by their sum (all equal when the sum is 0).
std::vector<double> normalisedWeights(const std::vector<Criterion> &criteria);

/**
 * Min-max normalisation of one column over the rows where @p include is true: benefit (x − min) /
 * (max − min), cost (max − x) / (max − min); 1 for every row when max = min (the criterion does not
 * discriminate). Rows not included get NaN.
 */
Eigen::MatrixXd minMaxNormalise(const Eigen::MatrixXd &values, const std::vector<Criterion> &criteria,
                                const std::vector<bool> &include);

/// Weighted sum S_i = Σ_j w_j · n_ij of the min-max normalised values, w normalised; NaN if gated out.
std::vector<double> weightedSumScores(const DecisionProblem &problem);
/// The same over a min-max matrix already normalised, with explicit normalised weights (one per column); options
/// not in `include` score NaN.
std::vector<double> weightedSumScores(const Eigen::MatrixXd &normalised, const std::vector<bool> &include,
                                      const std::vector<double> &weights);

/// The random-index table for the consistency ratio.
enum class RandomIndexTable {
    /// Saaty, The Analytic Hierarchy Process, McGraw-Hill 1980 (n = 1..10):
    /// 0, 0, 0.58, 0.90, 1.12, 1.24, 1.32, 1.41, 1.45, 1.49.
    Saaty1980,
    /// Saaty, Theory and Applications of the Analytic Network Process, RWS 2005, p. 31 (n = 3..15):
    /// 0.52, 0.89, 1.11, 1.25, 1.35, 1.40, 1.45, 1.49, 1.52, 1.54, 1.56, 1.58, 1.59.
    Saaty2005,
    /// Alonso & Lamata, Int. J. Uncertainty, Fuzziness and Knowledge-Based Systems 14(4) 2006,
    /// 100,000 random matrices (n = 3..15): 0.5245, 0.8815, 1.1086, 1.2479, 1.3417, 1.4056, 1.4499,
    /// 1.4854, 1.5141, 1.5365, 1.5551, 1.5713, 1.5838.
    AlonsoLamata2006,
};

/// RI for an n × n matrix: 0 for n <= 2, nullopt beyond the table.
std::optional<double> randomIndex(int n, RandomIndexTable table);

struct AhpResult
{
    bool valid = false;                  ///< false when the matrix is not square, positive and reciprocal
    std::vector<Diagnostic> diagnostics; ///< "decision.ahp_*"
    std::vector<double> weights;         ///< principal right eigenvector, summing to 1
    double lambdaMax = 0.0;              ///< principal eigenvalue (>= n; n when consistent)
    double consistencyIndex = 0.0;       ///< CI = (λmax − n) / (n − 1), 0 for n <= 2
    std::optional<double> randomIndex;
    std::optional<double> consistencyRatio; ///< CR = CI / RI; 0 for n <= 2; nullopt beyond the table
    bool acceptable = false;                ///< CR <= kAhpConsistencyThreshold
};

/// Saaty's threshold: a consistency ratio above it means the judgements contradict each other.
inline constexpr double kAhpConsistencyThreshold = 0.10;

/**
 * AHP weights from a pairwise comparison matrix a_ij = importance of i over j (a_ji = 1 / a_ij,
 * a_ii = 1): principal eigenvector and eigenvalue with Eigen's EigenSolver, CI and CR as documented.
 * A reciprocity error above 1e-6 relative is an error; a CR above kAhpConsistencyThreshold a warning
 * ("decision.ahp_inconsistent", parameters CR and threshold). Diagnostics name the criteria by
 * @p names (by their 1-based row number where a name is missing).
 */
AhpResult ahpWeights(const Eigen::MatrixXd &pairwise, RandomIndexTable table = RandomIndexTable::Saaty2005,
                     const std::vector<std::string> &names = {});
/// The same from rows of a matrix (a ragged one is not square).
AhpResult ahpWeights(const std::vector<std::vector<double>> &pairwise, RandomIndexTable table,
                     const std::vector<std::string> &names = {});

/// A reciprocal matrix from the upper triangle of @p judgements (a_ij for i < j; the rest ignored).
Eigen::MatrixXd reciprocalMatrix(const Eigen::MatrixXd &judgements);

struct TopsisResult
{
    std::vector<double> closeness; ///< C_i = d⁻ / (d⁺ + d⁻) in [0, 1]; NaN if gated out
    std::vector<double> distanceToIdeal;
    std::vector<double> distanceToAntiIdeal;
    std::vector<double> ideal; ///< per criterion, in weighted normalised units
    std::vector<double> antiIdeal;
};

/**
 * TOPSIS (Hwang & Yoon 1981): r_ij = x_ij / sqrt(Σ_i x_ij²) over the ranked options, v_ij = w_j · r_ij,
 * ideal = best v per criterion (max for benefit, min for cost), anti-ideal the worst, Euclidean
 * distances d⁺ and d⁻, closeness d⁻ / (d⁺ + d⁻) (1 when both distances are 0).
 */
TopsisResult topsis(const DecisionProblem &problem);

/**
 * The non-dominated options over the criteria @p criteriaIndices (all when empty), among those that pass
 * the gates: i dominates j when i is at least as good on every chosen criterion and strictly better on
 * one. True for the Pareto set.
 */
std::vector<bool> paretoSet(const DecisionProblem &problem, const std::vector<int> &criteriaIndices = {});

/// 1-based ranks by descending score (ties share the better rank; NaN scores get rank 0, unranked).
std::vector<int> ranksFromScores(const std::vector<double> &scores);
/// The index of the highest finite score (the first on a tie), or −1.
int topOption(const std::vector<double> &scores);

/// Every method on one problem, for the CLI's `rank` and the Decision page.
struct RankingResult
{
    std::vector<bool> passed;
    std::vector<double> weightedSum;
    std::vector<int> weightedSumRanks;
    TopsisResult topsis;
    std::vector<int> topsisRanks;
    std::vector<bool> pareto;
};

RankingResult rankOptions(const DecisionProblem &problem);

/// Gate flags of the problem (all true when problem.gates is empty).
std::vector<bool> passedGates(const DecisionProblem &problem);

} // namespace GpuPlan
