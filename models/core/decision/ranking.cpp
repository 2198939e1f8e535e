#include "ranking.h"

#include "core/diagnosticcatalog.h"

#include <Eigen/Eigenvalues>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numeric>

namespace GpuPlan {

namespace {

// Index n (matrix size) into each table; 0 marks "not tabulated" beyond n = 2.
constexpr std::array<double, 16> kSaaty1980{0, 0, 0, 0.58, 0.90, 1.12, 1.24, 1.32, 1.41, 1.45, 1.49, 0, 0, 0, 0, 0};
constexpr std::array<double, 16> kSaaty2005{0,    0,    0,    0.52, 0.89, 1.11, 1.25, 1.35,
                                            1.40, 1.45, 1.49, 1.52, 1.54, 1.56, 1.58, 1.59};
constexpr std::array<double, 16> kAlonsoLamata{0,      0,      0,      0.5245, 0.8815, 1.1086, 1.2479, 1.3417,
                                               1.4056, 1.4499, 1.4854, 1.5141, 1.5365, 1.5551, 1.5713, 1.5838};

Diagnostic ahpError(std::string code, std::vector<std::string> params = {})
{
    Diagnostic d;
    d.code = std::move(code);
    d.params = std::move(params);
    return d;
}
} // namespace

std::vector<bool> passedGates(const DecisionProblem &problem)
{
    std::vector<bool> out(problem.options.size(), true);
    for (std::size_t i = 0; i < out.size() && i < problem.gates.size(); ++i)
        out[i] = problem.gates[i].passed();
    return out;
}

std::vector<double> normalisedWeights(const std::vector<Criterion> &criteria)
{
    std::vector<double> w;
    double sum = 0;
    for (const Criterion &c : criteria) {
        w.push_back(std::max(0.0, c.weight));
        sum += w.back();
    }
    for (double &x : w)
        x = sum > 0 ? x / sum : 1.0 / double(w.size());
    return w;
}

Eigen::MatrixXd minMaxNormalise(const Eigen::MatrixXd &values, const std::vector<Criterion> &criteria,
                                const std::vector<bool> &include)
{
    Eigen::MatrixXd n
        = Eigen::MatrixXd::Constant(values.rows(), values.cols(), std::numeric_limits<double>::quiet_NaN());
    for (Eigen::Index j = 0; j < values.cols(); ++j) {
        double lo = std::numeric_limits<double>::infinity();
        double hi = -lo;
        for (Eigen::Index i = 0; i < values.rows(); ++i)
            if (include[std::size_t(i)]) {
                lo = std::min(lo, values(i, j));
                hi = std::max(hi, values(i, j));
            }
        const bool benefit = criteria[std::size_t(j)].sense == CriterionSense::Benefit;
        for (Eigen::Index i = 0; i < values.rows(); ++i) {
            if (!include[std::size_t(i)])
                continue;
            if (hi == lo)
                n(i, j) = 1.0;
            else
                n(i, j) = benefit ? (values(i, j) - lo) / (hi - lo) : (hi - values(i, j)) / (hi - lo);
        }
    }
    return n;
}

std::vector<double> weightedSumScores(const DecisionProblem &problem)
{
    const std::vector<bool> include = passedGates(problem);
    const Eigen::MatrixXd n = minMaxNormalise(problem.values, problem.criteria, include);
    return weightedSumScores(n, include, normalisedWeights(problem.criteria));
}

std::vector<double> weightedSumScores(const Eigen::MatrixXd &normalised, const std::vector<bool> &include,
                                      const std::vector<double> &weights)
{
    std::vector<double> s(include.size(), std::numeric_limits<double>::quiet_NaN());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (!include[i])
            continue;
        double sum = 0;
        for (std::size_t j = 0; j < weights.size(); ++j)
            sum += weights[j] * normalised(Eigen::Index(i), Eigen::Index(j));
        s[i] = sum;
    }
    return s;
}

std::optional<double> randomIndex(int n, RandomIndexTable table)
{
    if (n <= 2)
        return 0.0;
    const auto &t = table == RandomIndexTable::Saaty1980 ? kSaaty1980
        : table == RandomIndexTable::Saaty2005           ? kSaaty2005
                                                         : kAlonsoLamata;
    if (n >= int(t.size()) || t[std::size_t(n)] == 0)
        return std::nullopt;
    return t[std::size_t(n)];
}

Eigen::MatrixXd reciprocalMatrix(const Eigen::MatrixXd &judgements)
{
    const Eigen::Index n = judgements.rows();
    Eigen::MatrixXd a = Eigen::MatrixXd::Ones(n, n);
    for (Eigen::Index i = 0; i < n; ++i)
        for (Eigen::Index j = i + 1; j < n; ++j) {
            a(i, j) = judgements(i, j);
            a(j, i) = 1.0 / judgements(i, j);
        }
    return a;
}

AhpResult ahpWeights(const Eigen::MatrixXd &a, RandomIndexTable table, const std::vector<std::string> &names)
{
    AhpResult r;
    const Eigen::Index n = a.rows();
    if (n < 1 || a.cols() != n) {
        r.diagnostics.push_back(ahpError("decision.ahp_not_square"));
        return r;
    }
    const auto name = [&names](Eigen::Index i) {
        return std::size_t(i) < names.size() ? names[std::size_t(i)] : std::to_string(i + 1);
    };
    const auto number = [](double v) { return diagnosticNumber(v, std::chars_format::general, 4); };
    for (Eigen::Index i = 0; i < n; ++i)
        for (Eigen::Index j = 0; j < n; ++j) {
            if (!(a(i, j) > 0) || !std::isfinite(a(i, j))) {
                r.diagnostics.push_back(ahpError("decision.ahp_not_positive", {name(i), name(j), number(a(i, j))}));
                return r;
            }
            if (std::abs(a(i, j) * a(j, i) - 1.0) > 1e-6) {
                r.diagnostics.push_back(
                    ahpError("decision.ahp_not_reciprocal", {name(i), name(j), number(a(i, j)), number(a(j, i))}));
                return r;
            }
        }
    // A positive matrix has a simple real eigenvalue of largest modulus with a positive eigenvector
    // (Perron-Frobenius): take the eigenvalue of largest real part.
    Eigen::EigenSolver<Eigen::MatrixXd> solver(a);
    if (solver.info() != Eigen::Success) {
        r.diagnostics.push_back(ahpError("decision.ahp_eigen_failed"));
        return r;
    }
    const Eigen::VectorXcd values = solver.eigenvalues();
    Eigen::Index k = 0;
    for (Eigen::Index i = 1; i < n; ++i)
        if (values(i).real() > values(k).real())
            k = i;
    const Eigen::VectorXd v = solver.eigenvectors().col(k).real();
    const double sum = v.sum(); // every component has the sign of the sum
    r.weights.resize(std::size_t(n));
    for (Eigen::Index i = 0; i < n; ++i)
        r.weights[std::size_t(i)] = v(i) / sum;
    r.lambdaMax = values(k).real();
    r.consistencyIndex = n > 2 ? (r.lambdaMax - double(n)) / double(n - 1) : 0.0;
    r.randomIndex = randomIndex(int(n), table);
    if (r.randomIndex)
        r.consistencyRatio = *r.randomIndex > 0 ? r.consistencyIndex / *r.randomIndex : 0.0;
    r.acceptable = r.consistencyRatio && *r.consistencyRatio <= kAhpConsistencyThreshold;
    if (r.consistencyRatio && !r.acceptable) {
        Diagnostic d = ahpError("decision.ahp_inconsistent",
                                {diagnosticNumber(*r.consistencyRatio, std::chars_format::fixed, 3),
                                 diagnosticNumber(kAhpConsistencyThreshold, std::chars_format::fixed, 2)});
        d.severity = Severity::Warning;
        r.diagnostics.push_back(d);
    }
    r.valid = true;
    return r;
}

AhpResult ahpWeights(const std::vector<std::vector<double>> &pairwise, RandomIndexTable table,
                     const std::vector<std::string> &names)
{
    const auto n = Eigen::Index(pairwise.size());
    for (const auto &row : pairwise) {
        if (Eigen::Index(row.size()) != n) {
            AhpResult ragged;
            ragged.diagnostics.push_back(ahpError("decision.ahp_not_square"));
            return ragged;
        }
    }
    Eigen::MatrixXd m(n, n);
    for (Eigen::Index i = 0; i < n; ++i) {
        for (Eigen::Index j = 0; j < n; ++j)
            m(i, j) = pairwise[std::size_t(i)][std::size_t(j)];
    }
    return ahpWeights(m, table, names);
}

TopsisResult topsis(const DecisionProblem &problem)
{
    const std::vector<bool> include = passedGates(problem);
    const std::vector<double> w = normalisedWeights(problem.criteria);
    const Eigen::Index m = problem.values.rows();
    const Eigen::Index nc = problem.values.cols();
    Eigen::MatrixXd v = Eigen::MatrixXd::Zero(m, nc);
    TopsisResult t;
    t.ideal.assign(std::size_t(nc), std::numeric_limits<double>::quiet_NaN());
    t.antiIdeal.assign(std::size_t(nc), std::numeric_limits<double>::quiet_NaN());
    for (Eigen::Index j = 0; j < nc; ++j) {
        double norm = 0;
        for (Eigen::Index i = 0; i < m; ++i)
            if (include[std::size_t(i)])
                norm += problem.values(i, j) * problem.values(i, j);
        norm = std::sqrt(norm);
        const bool benefit = problem.criteria[std::size_t(j)].sense == CriterionSense::Benefit;
        double best = std::numeric_limits<double>::quiet_NaN();
        double worst = std::numeric_limits<double>::quiet_NaN();
        for (Eigen::Index i = 0; i < m; ++i) {
            if (!include[std::size_t(i)])
                continue;
            v(i, j) = norm > 0 ? w[std::size_t(j)] * problem.values(i, j) / norm : 0.0;
            const bool better = std::isnan(best) || (benefit ? v(i, j) > best : v(i, j) < best);
            const bool worse = std::isnan(worst) || (benefit ? v(i, j) < worst : v(i, j) > worst);
            if (better)
                best = v(i, j);
            if (worse)
                worst = v(i, j);
        }
        t.ideal[std::size_t(j)] = best;
        t.antiIdeal[std::size_t(j)] = worst;
    }
    t.closeness.assign(std::size_t(m), std::numeric_limits<double>::quiet_NaN());
    t.distanceToIdeal.assign(std::size_t(m), std::numeric_limits<double>::quiet_NaN());
    t.distanceToAntiIdeal.assign(std::size_t(m), std::numeric_limits<double>::quiet_NaN());
    for (Eigen::Index i = 0; i < m; ++i) {
        if (!include[std::size_t(i)])
            continue;
        double dp = 0;
        double dm = 0;
        for (Eigen::Index j = 0; j < nc; ++j) {
            dp += std::pow(v(i, j) - t.ideal[std::size_t(j)], 2);
            dm += std::pow(v(i, j) - t.antiIdeal[std::size_t(j)], 2);
        }
        dp = std::sqrt(dp);
        dm = std::sqrt(dm);
        t.distanceToIdeal[std::size_t(i)] = dp;
        t.distanceToAntiIdeal[std::size_t(i)] = dm;
        t.closeness[std::size_t(i)] = dp + dm > 0 ? dm / (dp + dm) : 1.0;
    }
    return t;
}

std::vector<bool> paretoSet(const DecisionProblem &problem, const std::vector<int> &criteriaIndices)
{
    const std::vector<bool> include = passedGates(problem);
    std::vector<int> cols = criteriaIndices;
    if (cols.empty()) {
        cols.resize(problem.criteria.size());
        std::iota(cols.begin(), cols.end(), 0);
    }
    // Orient every chosen criterion so that larger is better.
    const auto good = [&](Eigen::Index i, int j) {
        const double x = problem.values(i, j);
        return problem.criteria[std::size_t(j)].sense == CriterionSense::Benefit ? x : -x;
    };
    const Eigen::Index m = problem.values.rows();
    std::vector<bool> front(std::size_t(m), false);
    for (Eigen::Index i = 0; i < m; ++i) {
        if (!include[std::size_t(i)])
            continue;
        bool dominated = false;
        for (Eigen::Index k = 0; k < m && !dominated; ++k) {
            if (k == i || !include[std::size_t(k)])
                continue;
            bool allAtLeast = true;
            bool oneBetter = false;
            for (int j : cols) {
                allAtLeast = allAtLeast && good(k, j) >= good(i, j);
                oneBetter = oneBetter || good(k, j) > good(i, j);
            }
            dominated = allAtLeast && oneBetter;
        }
        front[std::size_t(i)] = !dominated;
    }
    return front;
}

std::vector<int> ranksFromScores(const std::vector<double> &scores)
{
    std::vector<int> ranks(scores.size(), 0);
    for (std::size_t i = 0; i < scores.size(); ++i) {
        if (std::isnan(scores[i]))
            continue;
        int better = 0;
        for (double s : scores)
            better += !std::isnan(s) && s > scores[i];
        ranks[i] = better + 1;
    }
    return ranks;
}

int topOption(const std::vector<double> &scores)
{
    int best = -1;
    for (std::size_t i = 0; i < scores.size(); ++i)
        if (!std::isnan(scores[i]) && (best < 0 || scores[i] > scores[std::size_t(best)]))
            best = int(i);
    return best;
}

RankingResult rankOptions(const DecisionProblem &problem)
{
    RankingResult r;
    r.passed = passedGates(problem);
    r.weightedSum = weightedSumScores(problem);
    r.weightedSumRanks = ranksFromScores(r.weightedSum);
    r.topsis = topsis(problem);
    r.topsisRanks = ranksFromScores(r.topsis.closeness);
    r.pareto = paretoSet(problem);
    return r;
}

} // namespace GpuPlan
