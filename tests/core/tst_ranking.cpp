// Tests of the ranking methods (core/decision/ranking.h): AHP on Saaty's drinks matrix, TOPSIS on the
// issue's published example, weighted sum, gates and the Pareto set on cases worked by hand.
#include "core/decision/ranking.h"

#include <QTest>

#include <cmath>
#include <cstdio>

using namespace GpuPlan;

namespace {
DecisionProblem problem(const std::vector<std::vector<double>> &rows, const std::vector<Criterion> &criteria)
{
    DecisionProblem p;
    p.criteria = criteria;
    p.values.resize(Eigen::Index(rows.size()), Eigen::Index(criteria.size()));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        p.options.push_back("option-" + std::to_string(i));
        for (std::size_t j = 0; j < criteria.size(); ++j)
            p.values(Eigen::Index(i), Eigen::Index(j)) = rows[i][j];
    }
    return p;
}

Criterion cost(double w = 1.0) { return {"cost", CriterionSense::Cost, w}; }
Criterion benefit(double w = 1.0) { return {"benefit", CriterionSense::Benefit, w}; }

// Saaty's drinks example: relative consumption of drinks in the United States, judged pairwise (row
// over column). Saaty, T. L., "Decision making with the analytic hierarchy process", Int. J. Services
// Sciences 1(1), 2008, pp. 83-98; the same matrix is in the AHPy test suite
// (github.com/PhilipGriffith/AHPy, tests/test_ahp.py, "drinks"), which expects CR 0.022 with Saaty's 2005
// random index and weights coffee .177, wine .019, tea .042, beer .116, sodas .190, milk .129, water .327.
Eigen::MatrixXd drinks()
{
    Eigen::MatrixXd a(7, 7);
    //     coffee wine   tea    beer   sodas  milk   water
    a << 1, 9, 5, 2, 1, 1, 0.5,                            // coffee
        1. / 9, 1, 1. / 3, 1. / 9, 1. / 9, 1. / 9, 1. / 9, // wine
        1. / 5, 3, 1, 1. / 3, 1. / 4, 1. / 3, 1. / 9,      // tea
        1. / 2, 9, 3, 1, 1. / 2, 1, 1. / 3,                // beer
        1, 9, 4, 2, 1, 2, 0.5,                             // sodas
        1, 9, 3, 1, 1. / 2, 1, 1. / 3,                     // milk
        2, 9, 9, 3, 2, 3, 1;                               // water
    return a;
}
} // namespace

class TestRanking : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ahpDrinks();
    void ahpConsistent();
    void ahpInvalid();
    void ahpCirculant_data();
    void ahpCirculant();
    void ahpDiagnosticsNameTheCriteria();
    void randomIndexTables_data();
    void randomIndexTables();
    void topsisPublished();
    void weightedSum();
    void gates();
    void pareto_data();
    void pareto();
    void ranks();
};

void TestRanking::ahpDrinks()
{
    const AhpResult r = ahpWeights(drinks(), RandomIndexTable::Saaty2005);
    QVERIFY(r.valid);
    // Published: λmax = 7.1766, CR = 0.022 (CI = 0.1766 / 6 = 0.02944, RI(7) = 1.35).
    QVERIFY2(std::abs(r.lambdaMax - 7.1766) < 5e-5, QByteArray::number(r.lambdaMax, 'g', 10).constData());
    QVERIFY(std::abs(r.consistencyIndex - (r.lambdaMax - 7) / 6) < 1e-12);
    QCOMPARE(r.randomIndex, std::optional<double>(1.35));
    QVERIFY(r.consistencyRatio.has_value());
    QVERIFY2(std::abs(*r.consistencyRatio - 0.022) < 5e-4, QByteArray::number(*r.consistencyRatio).constData());
    QVERIFY(r.acceptable);
    const double expected[] = {0.177, 0.019, 0.042, 0.116, 0.190, 0.129, 0.327};
    double sum = 0;
    for (int i = 0; i < 7; ++i) {
        QVERIFY2(std::abs(r.weights[std::size_t(i)] - expected[i]) < 5e-4, QByteArray::number(i).constData());
        sum += r.weights[std::size_t(i)];
    }
    QVERIFY(std::abs(sum - 1) < 1e-12);
    // Saaty 1980 (RI 1.32): 0.0223; Alonso-Lamata (1.3417): 0.0219.
    QVERIFY(std::abs(*ahpWeights(drinks(), RandomIndexTable::Saaty1980).consistencyRatio - 0.02943 / 1.32) < 1e-4);
    QVERIFY(std::abs(*ahpWeights(drinks(), RandomIndexTable::AlonsoLamata2006).consistencyRatio - 0.02943 / 1.3417)
            < 1e-4);
}

void TestRanking::ahpConsistent()
{
    // A consistent matrix a_ij = w_i / w_j with w = (4, 2, 1)/7: λmax = n = 3, CR = 0, weights exact.
    Eigen::MatrixXd j(3, 3);
    j << 1, 2, 4, 0, 1, 2, 0, 0, 1; // only the upper triangle is read
    const AhpResult r = ahpWeights(reciprocalMatrix(j));
    QVERIFY(r.valid);
    QVERIFY(std::abs(r.lambdaMax - 3) < 1e-12);
    QVERIFY(std::abs(*r.consistencyRatio) < 1e-12);
    QVERIFY(std::abs(r.weights[0] - 4. / 7) < 1e-12);
    QVERIFY(std::abs(r.weights[1] - 2. / 7) < 1e-12);
    QVERIFY(std::abs(r.weights[2] - 1. / 7) < 1e-12);
    // A cycle (1 > 2 > 3 > 1, each 3 times) is inconsistent: CR well above 0.10.
    Eigen::MatrixXd c(3, 3);
    c << 1, 3, 1. / 3, 0, 1, 3, 0, 0, 1;
    const AhpResult bad = ahpWeights(reciprocalMatrix(c));
    QVERIFY(bad.valid);
    QVERIFY(*bad.consistencyRatio > 0.10);
    QVERIFY(!bad.acceptable);
    // 2 × 2 is always consistent.
    Eigen::MatrixXd two(2, 2);
    two << 1, 3, 1. / 3, 1;
    QCOMPARE(*ahpWeights(two).consistencyRatio, 0.0);
}

void TestRanking::ahpCirculant_data()
{
    QTest::addColumn<std::vector<std::vector<double>>>("matrix");
    QTest::addColumn<int>("table");
    QTest::addColumn<double>("lambdaMax");
    QTest::addColumn<double>("ratio");
    // A reciprocal circulant matrix: its Perron eigenvalue is the row sum and its weights are equal.
    // The cycle 1 > 2 > 3 > 1, each 3 times: λmax = 1 + 3 + 1/3 = 13/3, CI = (13/3 − 3) / 2 = 2/3.
    const std::vector<std::vector<double>> cycle{{1, 3, 1. / 3}, {1. / 3, 1, 3}, {3, 1. / 3, 1}};
    QTest::newRow("n=3, RI 0.58") << cycle << int(RandomIndexTable::Saaty1980) << 13. / 3 << (2. / 3) / 0.58;
    QTest::newRow("n=3, RI 0.52") << cycle << int(RandomIndexTable::Saaty2005) << 13. / 3 << (2. / 3) / 0.52;
    // Rows (1, 2, 1, 1/2) rotated: λmax = 4.5, CI = 0.5 / 3, CR = (1/6) / 0.90 = 0.1852.
    const std::vector<std::vector<double>> four{{1, 2, 1, 0.5}, {0.5, 1, 2, 1}, {1, 0.5, 1, 2}, {2, 1, 0.5, 1}};
    QTest::newRow("n=4, RI 0.90") << four << int(RandomIndexTable::Saaty1980) << 4.5 << (1. / 6) / 0.90;
}

void TestRanking::ahpCirculant()
{
    QFETCH(std::vector<std::vector<double>>, matrix);
    QFETCH(int, table);
    QFETCH(double, lambdaMax);
    QFETCH(double, ratio);
    const AhpResult r = ahpWeights(matrix, RandomIndexTable(table));
    QVERIFY(r.valid);
    QVERIFY2(std::abs(r.lambdaMax - lambdaMax) < 1e-9, QByteArray::number(r.lambdaMax, 'g', 12).constData());
    QVERIFY2(std::abs(*r.consistencyRatio - ratio) < 1e-9, QByteArray::number(*r.consistencyRatio).constData());
    for (double w : r.weights)
        QVERIFY(std::abs(w - 1.0 / double(matrix.size())) < 1e-9);
    // Above Saaty's 0.10: a warning that carries the ratio and the threshold.
    QVERIFY(!r.acceptable);
    QCOMPARE(r.diagnostics.size(), std::size_t(1));
    const Diagnostic &d = r.diagnostics.front();
    QCOMPARE(d.code, std::string("decision.ahp_inconsistent"));
    QVERIFY(d.severity == Severity::Warning);
    char expected[16];
    std::snprintf(expected, sizeof expected, "%.3f", ratio);
    QCOMPARE(d.params, (std::vector<std::string>{expected, "0.10"}));
}

void TestRanking::ahpDiagnosticsNameTheCriteria()
{
    QCOMPARE(kAhpConsistencyThreshold, 0.10);
    Eigen::MatrixXd notReciprocal(2, 2);
    notReciprocal << 1, 3, 3, 1;
    const AhpResult named = ahpWeights(notReciprocal, RandomIndexTable::Saaty2005, {"capex_usd", "lockin_score"});
    QCOMPARE(named.diagnostics.front().params, (std::vector<std::string>{"capex_usd", "lockin_score", "3", "3"}));
    // Without names, the 1-based rows; the value that is not positive.
    Eigen::MatrixXd negative(2, 2);
    negative << 1, -4, -0.25, 1;
    QCOMPARE(ahpWeights(negative).diagnostics.front().params, (std::vector<std::string>{"1", "2", "-4"}));
    // Consistent judgements: no diagnostic at all.
    QVERIFY(ahpWeights(std::vector<std::vector<double>>{{1, 2}, {0.5, 1}}, RandomIndexTable::Saaty2005)
                .diagnostics.empty());
    const AhpResult ragged = ahpWeights(std::vector<std::vector<double>>{{1, 2}, {0.5}}, RandomIndexTable::Saaty2005);
    QVERIFY(!ragged.valid);
    QCOMPARE(ragged.diagnostics.front().code, std::string("decision.ahp_not_square"));
}

void TestRanking::ahpInvalid()
{
    Eigen::MatrixXd notReciprocal(2, 2);
    notReciprocal << 1, 3, 3, 1;
    AhpResult r = ahpWeights(notReciprocal);
    QVERIFY(!r.valid);
    QCOMPARE(QString::fromStdString(r.diagnostics.front().code), QStringLiteral("decision.ahp_not_reciprocal"));
    Eigen::MatrixXd negative(2, 2);
    negative << 1, -3, -1. / 3, 1;
    QCOMPARE(QString::fromStdString(ahpWeights(negative).diagnostics.front().code),
             QStringLiteral("decision.ahp_not_positive"));
    QCOMPARE(QString::fromStdString(ahpWeights(Eigen::MatrixXd::Ones(2, 3)).diagnostics.front().code),
             QStringLiteral("decision.ahp_not_square"));
    // Beyond Saaty 1980's table (n = 11): weights, no CR.
    const AhpResult big = ahpWeights(Eigen::MatrixXd::Ones(11, 11), RandomIndexTable::Saaty1980);
    QVERIFY(big.valid);
    QVERIFY(!big.consistencyRatio.has_value());
    QVERIFY(!big.acceptable);
}

void TestRanking::randomIndexTables_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("table");
    QTest::addColumn<double>("ri");
    QTest::newRow("n=2") << 2 << int(RandomIndexTable::Saaty2005) << 0.0;
    QTest::newRow("1980 n=3") << 3 << int(RandomIndexTable::Saaty1980) << 0.58;
    QTest::newRow("1980 n=7") << 7 << int(RandomIndexTable::Saaty1980) << 1.32;
    QTest::newRow("1980 n=10") << 10 << int(RandomIndexTable::Saaty1980) << 1.49;
    QTest::newRow("2005 n=3") << 3 << int(RandomIndexTable::Saaty2005) << 0.52;
    QTest::newRow("2005 n=7") << 7 << int(RandomIndexTable::Saaty2005) << 1.35;
    QTest::newRow("2005 n=15") << 15 << int(RandomIndexTable::Saaty2005) << 1.59;
    QTest::newRow("A-L n=4") << 4 << int(RandomIndexTable::AlonsoLamata2006) << 0.8815;
    QTest::newRow("A-L n=9") << 9 << int(RandomIndexTable::AlonsoLamata2006) << 1.4499;
}

void TestRanking::randomIndexTables()
{
    QFETCH(int, n);
    QFETCH(int, table);
    QFETCH(double, ri);
    QCOMPARE(randomIndex(n, RandomIndexTable(table)), std::optional<double>(ri));
}

void TestRanking::topsisPublished()
{
    // The example: x = [[6, 2], [7, 2.75], [10, 3.5]], equal weights, [cost, benefit].
    const DecisionProblem p = problem({{6, 2}, {7, 2.75}, {10, 3.5}}, {cost(), benefit()});
    const TopsisResult t = topsis(p);
    const double expected[] = {0.4889, 0.6121, 0.5111};
    for (int i = 0; i < 3; ++i)
        QVERIFY2(std::abs(t.closeness[std::size_t(i)] - expected[i]) < 5e-5,
                 QByteArray::number(t.closeness[std::size_t(i)], 'g', 8).constData());
    // Ideal: lowest weighted cost 0.5 · 6 / sqrt(185), highest benefit 0.5 · 3.5 / sqrt(23.8125).
    QVERIFY(std::abs(t.ideal[0] - 3 / std::sqrt(185.0)) < 1e-12);
    QVERIFY(std::abs(t.ideal[1] - 1.75 / std::sqrt(23.8125)) < 1e-12);
    QCOMPARE(ranksFromScores(t.closeness), (std::vector<int>{3, 1, 2}));
}

void TestRanking::weightedSum()
{
    // Cost 0.6, benefit 0.4. A (100, 10), B (150, 30), C (200, 20): min-max cost 1, 0.5, 0; benefit 0,
    // 1, 0.5. Scores 0.6, 0.3 + 0.4 = 0.7, 0.2.
    DecisionProblem p = problem({{100, 10}, {150, 30}, {200, 20}}, {cost(3), benefit(2)});
    const std::vector<double> s = weightedSumScores(p);
    QVERIFY(std::abs(s[0] - 0.6) < 1e-12);
    QVERIFY(std::abs(s[1] - 0.7) < 1e-12);
    QVERIFY(std::abs(s[2] - 0.2) < 1e-12);
    QCOMPARE(topOption(s), 1);
    // A constant criterion normalises to 1 for everyone and does not change the order.
    p = problem({{100, 10}, {100, 30}}, {cost(), benefit()});
    const std::vector<double> c = weightedSumScores(p);
    QVERIFY(std::abs(c[0] - 0.5) < 1e-12);
    QVERIFY(std::abs(c[1] - 1.0) < 1e-12);
}

void TestRanking::gates()
{
    // B fails its SLO: it is not ranked, and the min-max range is taken over A and C alone:
    // cost 1, 0; benefit 0, 1. Scores A 0.6, C 0.4.
    DecisionProblem p = problem({{100, 10}, {150, 30}, {200, 20}}, {cost(3), benefit(2)});
    p.gates = {OptionGates{}, OptionGates{true, false, true}, OptionGates{}};
    const RankingResult r = rankOptions(p);
    QCOMPARE(r.passed, (std::vector<bool>{true, false, true}));
    QVERIFY(std::abs(r.weightedSum[0] - 0.6) < 1e-12);
    QVERIFY(std::isnan(r.weightedSum[1]));
    QVERIFY(std::abs(r.weightedSum[2] - 0.4) < 1e-12);
    QCOMPARE(r.weightedSumRanks, (std::vector<int>{1, 0, 2}));
    QVERIFY(std::isnan(r.topsis.closeness[1]));
    QCOMPARE(r.pareto, (std::vector<bool>{true, false, true}));
}

void TestRanking::pareto_data()
{
    QTest::addColumn<QList<int>>("criteria");
    QTest::addColumn<QList<bool>>("front");
    // A (100, 10), B (150, 30), C (200, 20), D (100, 5), E (150, 30) on [cost, benefit]:
    // C is dominated by B (cheaper, faster), D by A (same cost, slower); B and E are equal, so neither
    // dominates the other.
    QTest::newRow("both criteria") << QList<int>{} << QList<bool>{true, true, false, false, true};
    // On cost alone, A and D (100) are the cheapest.
    QTest::newRow("cost only") << QList<int>{0} << QList<bool>{true, false, false, true, false};
    // On benefit alone, B and E (30).
    QTest::newRow("benefit only") << QList<int>{1} << QList<bool>{false, true, false, false, true};
}

void TestRanking::pareto()
{
    QFETCH(QList<int>, criteria);
    QFETCH(QList<bool>, front);
    const DecisionProblem p = problem({{100, 10}, {150, 30}, {200, 20}, {100, 5}, {150, 30}}, {cost(), benefit()});
    const std::vector<bool> got = paretoSet(p, std::vector<int>(criteria.begin(), criteria.end()));
    QCOMPARE(got, std::vector<bool>(front.begin(), front.end()));
}

void TestRanking::ranks()
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QCOMPARE(ranksFromScores({0.5, 0.9, 0.5, nan, 0.1}), (std::vector<int>{2, 1, 2, 0, 4}));
    QCOMPARE(topOption({nan, nan}), -1);
    QCOMPARE(topOption({0.3, 0.7, 0.7}), 1);
}

QTEST_APPLESS_MAIN(TestRanking)
#include "tst_ranking.moc"
