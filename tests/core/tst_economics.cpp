// Tests of the TCO formulas (economics.h, ownvsrent.h) against values worked out by hand in the comments.
// Hours per year are 8766 (365.25 days), so a month is 730.5 hours.
#include "roundownership.h"

#include "core/economics.h"
#include "core/ownvsrent.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <string>

using namespace GpuPlan;

Q_DECLARE_METATYPE(GpuPlan::OwnershipInputs)
Q_DECLARE_METATYPE(GpuPlan::RentalInputs)

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr int kNone = -1; // "nullopt" in the tables

// Hand values are written to about 12 significant digits.
bool close(double actual, double expected)
{
    if (std::isnan(expected))
        return std::isnan(actual);
    if (std::isinf(expected))
        return actual == expected;
    return std::abs(actual - expected) <= 1e-9 * std::max(1.0, std::abs(expected));
}

QByteArray describe(double actual, double expected)
{
    return QByteArray("actual ") + QByteArray::number(actual, 'g', 15) + " expected "
        + QByteArray::number(expected, 'g', 15);
}

#define CHECK_CLOSE(actual, expected)                                                                                  \
    do {                                                                                                               \
        const double a_ = (actual);                                                                                    \
        const double e_ = (expected);                                                                                  \
        QVERIFY2(close(a_, e_), describe(a_, e_).constData());                                                         \
    } while (false)

// H100 SXM5 80GB street price (gpu_prices.csv, reseller, 2025-01-31) and 700 W TDP; other inputs default.
OwnershipInputs h100Inputs()
{
    OwnershipInputs in = defaultOwnershipInputs();
    in.gpuPriceUsd = 31904.63;
    in.gpuPowerWatts = 700.0;
    return in;
}

// Only capital and opex: no uplift, no power bill. Cumulative cash is then easy to follow by hand.
OwnershipInputs cashInputs(double price, double residual, double rate, double opex)
{
    OwnershipInputs in = roundOwnership();
    in.gpuPriceUsd = price;
    in.serviceLifeYears = 1.0;
    in.residualFraction = residual;
    in.discountRate = rate;
    in.opexFractionPerYear = opex;
    in.electricityUsdPerKwh = 0.0;
    return in;
}

RentalInputs rental(PriceKind kind, double rate, double overhead = 0.15)
{
    RentalInputs r;
    r.kind = kind;
    r.usdPerGpuHour = rate;
    r.spotInterruptionOverhead = overhead;
    return r;
}
} // namespace

class TestEconomics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void defaultsProvenance_data();
    void defaultsProvenance();
    void capitalRecoveryFactor_data();
    void capitalRecoveryFactor();
    void ownershipCost_data();
    void ownershipCost();
    void ownedPerUsefulHour_data();
    void ownedPerUsefulHour();
    void rentedPerUsefulHour_data();
    void rentedPerUsefulHour();
    void breakEvenUtilisation_data();
    void breakEvenUtilisation();
    void usdPerMillionTokens_data();
    void usdPerMillionTokens();
    void ratios_data();
    void ratios();
    void ownVsRent_data();
    void ownVsRent();
    void presentValueOfMonthly_data();
    void presentValueOfMonthly();
};

void TestEconomics::presentValueOfMonthly_data()
{
    QTest::addColumn<double>("monthly");
    QTest::addColumn<double>("rate");
    QTest::addColumn<double>("years");
    QTest::addColumn<double>("expected");
    // No discount: the payments add up; round(12 × years) of them.
    QTest::newRow("no discount") << 1000.0 << 0.0 << 1.0 << 12000.0;
    QTest::newRow("half a year") << 250.0 << 0.0 << 0.5 << 1500.0;
    QTest::newRow("2.04 years: 24 months") << 10.0 << 0.0 << 2.04 << 240.0;
    // 8 %: a geometric series of q = 1.08^(-1/12), Σ_{m=1..12} q^m = q (1 − q^12) / (1 − q), q^12 = 1/1.08.
    const double q = std::pow(1.08, -1.0 / 12.0);
    QTest::newRow("8 %, one year") << 1000.0 << 0.08 << 1.0 << 1000.0 * q * (1.0 - 1.0 / 1.08) / (1.0 - q);
    QTest::newRow("8 %, one year, printed") << 1000.0 << 0.08 << 1.0 << 11512.857852;
    QTest::newRow("no months") << 1000.0 << 0.08 << 0.0 << 0.0;
}

void TestEconomics::presentValueOfMonthly()
{
    QFETCH(double, monthly);
    QFETCH(double, rate);
    QFETCH(double, years);
    QFETCH(double, expected);
    const double pv = GpuPlan::presentValueOfMonthly(monthly, rate, years);
    QVERIFY2(std::abs(pv - expected) < 1e-6, QByteArray::number(pv, 'f', 8).constData());
}

void TestEconomics::defaults()
{
    const OwnershipInputs d = defaultOwnershipInputs();
    QCOMPARE(d.gpuPriceUsd, 0.0);
    QCOMPARE(d.gpuPowerWatts, 0.0);
    QCOMPARE(d.serviceLifeYears, 5.0);
    QCOMPARE(d.residualFraction, 0.10);
    QCOMPARE(d.discountRate, 0.08);
    QCOMPARE(d.serverUpliftFraction, 0.30);
    QCOMPARE(d.hostPowerWattsPerGpu, 150.0);
    QCOMPARE(d.loadFactor, 0.75);
    QCOMPARE(d.gpuIdlePowerFraction, 0.10);
    QCOMPARE(d.pue, 1.4);
    QCOMPARE(d.electricityUsdPerKwh, 0.15);
    QCOMPARE(d.opexFractionPerYear, 0.08);
    QCOMPARE(RentalInputs{}.spotInterruptionOverhead, 0.15);
    // Twelve default fields less the two catalog ones.
    QCOMPARE(ownershipDefaultsProvenance().size(), std::size_t(10));
    QCOMPARE(rentalDefaultsProvenance().size(), std::size_t(1));
}

void TestEconomics::defaultsProvenance_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("source"); // must appear in the provenance's source
    QTest::addColumn<QString>("note");   // must appear in its note ("" = any non-empty note)

    const QString assumption = QStringLiteral("GpuPlan assumption");
    QTest::newRow("service life") << "service_life_years"
                                  << "IRS Publication 946"
                                  << "5 to 6 years";
    QTest::newRow("residual") << "residual_fraction" << assumption << "";
    QTest::newRow("discount rate") << "discount_rate" << assumption << "";
    QTest::newRow("server uplift") << "server_uplift_fraction" << assumption << "";
    QTest::newRow("host power") << "host_power_watts_per_gpu" << assumption << "";
    QTest::newRow("load factor") << "load_factor" << assumption << "";
    QTest::newRow("GPU idle power") << "gpu_idle_power_fraction" << assumption << "";
    // 1.4 is not the survey's 1.56: the note has to say why.
    QTest::newRow("PUE") << "pue"
                         << "Uptime Institute Global Data Center Survey 2024"
                         << "survey average";
    QTest::newRow("electricity") << "electricity_usd_per_kwh" << assumption << "setting";
    QTest::newRow("opex") << "opex_fraction_per_year" << assumption << "";
    QTest::newRow("spot overhead") << "spot_interruption_overhead" << assumption << "preemption";
}

void TestEconomics::defaultsProvenance()
{
    QFETCH(QString, key);
    QFETCH(QString, source);
    QFETCH(QString, note);

    auto all = ownershipDefaultsProvenance();
    all.merge(rentalDefaultsProvenance());
    const auto it = all.find(key.toStdString());
    QVERIFY2(it != all.end(), qPrintable(key));
    const Provenance &p = it->second;
    QCOMPARE(p.kind, ProvenanceKind::Derived);
    QVERIFY2(QString::fromStdString(p.source).contains(source), p.source.c_str());
    QVERIFY(!p.note.empty());
    QVERIFY2(QString::fromStdString(p.note).contains(note), p.note.c_str());
    // No made-up links: none of these defaults has a URL we could check.
    QVERIFY(p.source.find("http") == std::string::npos);
}

void TestEconomics::capitalRecoveryFactor_data()
{
    QTest::addColumn<double>("rate");
    QTest::addColumn<double>("years");
    QTest::addColumn<double>("expected");

    // 1.08^5 = 1.4693280768; 0.08 * 1.4693280768 / 0.4693280768 = 0.117546246144 / 0.4693280768
    QTest::newRow("8 %, 5 years") << 0.08 << 5.0 << 0.250456454567;
    QTest::newRow("0 %, 4 years: 1/n") << 0.0 << 4.0 << 0.25;
    // 0.1 * 1.1 / 0.1: one year repays the capital and one year's interest.
    QTest::newRow("10 %, 1 year") << 0.10 << 1.0 << 1.1;
    // 1.05^2 = 1.1025; 0.05 * 1.1025 / 0.1025 = 0.055125 / 0.1025
    QTest::newRow("5 %, 2 years") << 0.05 << 2.0 << 0.537804878049;
    // 1.001^3 = 1.003003001; 0.001 * 1.003003001 / 0.003003001 = 0.001003003001 / 0.003003001
    // (close to 1/n + r(n+1)/(2n) = 0.334)
    QTest::newRow("0.1 %, 3 years: small rate") << 0.001 << 3.0 << 0.334000222111;
    QTest::newRow("no life: infinite") << 0.08 << 0.0 << kInf;
}

void TestEconomics::capitalRecoveryFactor()
{
    QFETCH(double, rate);
    QFETCH(double, years);
    QFETCH(double, expected);
    CHECK_CLOSE(GpuPlan::capitalRecoveryFactor(rate, years), expected);
}

void TestEconomics::ownershipCost_data()
{
    QTest::addColumn<OwnershipInputs>("in");
    QTest::addColumn<double>("capex");
    QTest::addColumn<double>("annualCapex");
    QTest::addColumn<double>("annualPower");
    QTest::addColumn<double>("annualOpex");
    QTest::addColumn<double>("perHour");

    // H100 SXM at 31,904.63 USD, 700 W, defaults (5 y, residual 0.10, 8 %, uplift 0.30, host 150 W,
    // load 0.75, PUE 1.4, 0.15 USD/kWh, opex 0.08):
    //   capex    = 31904.63 * 1.30                    = 41476.019
    //   residual = 0.10 * 31904.63 (GPU only)         = 3190.463
    //   1.08^5 = 1.4693280768; residual / 1.08^5      = 2171.375508558
    //   capex - PV(residual)                          = 39304.643491442
    //   CRF(0.08, 5)                                  = 0.250456454567
    //   annual capex = 39304.643491442 * 0.250456454567 = 9844.101656880
    //   power: (700 * 0.75 + 150) W = 675 W; * 1.4 = 945 W; * 8766 h = 8283.87 kWh; * 0.15 = 1242.5805
    //   opex  = 0.08 * 41476.019                      = 3318.08152
    //   total = 9844.101656880 + 1242.5805 + 3318.08152 = 14404.763676880 USD/year
    //   per GPU-hour = 14404.763676880 / 8766         = 1.643253898800
    QTest::newRow("H100 SXM, defaults") << h100Inputs() << 41476.019 << 9844.101656880 << 1242.5805 << 3318.08152
                                        << 1.643253898800;

    // 43830 / 5 = 8766 USD/year = 1 USD/h; power (1000 * 0.8 + 100) W * 1.5 = 1350 W -> 1.35 kWh/h
    // * 0.2 = 0.27 USD/h, * 8766 = 2366.82 USD/year; per hour 1 + 0.27.
    QTest::newRow("round figures, no discount") << roundOwnership() << 43830.0 << 8766.0 << 2366.82 << 0.0 << 1.27;

    // Residual on the GPU only: capex 10000 * 1.5 = 15000, residual 0.2 * 10000 = 2000 (not 3000);
    // r = 0: (15000 - 2000) / 4 = 3250; opex 0.1 * 15000 = 1500; no power bill;
    // per hour (3250 + 1500) / 8766 = 0.541866301620.
    OwnershipInputs uplifted = roundOwnership();
    uplifted.gpuPriceUsd = 10000.0;
    uplifted.serverUpliftFraction = 0.5;
    uplifted.residualFraction = 0.2;
    uplifted.serviceLifeYears = 4.0;
    uplifted.opexFractionPerYear = 0.1;
    uplifted.electricityUsdPerKwh = 0.0;
    QTest::newRow("uplift, residual on GPU only") << uplifted << 15000.0 << 3250.0 << 0.0 << 1500.0 << 0.541866301620;
}

void TestEconomics::ownershipCost()
{
    QFETCH(OwnershipInputs, in);
    QFETCH(double, capex);
    QFETCH(double, annualCapex);
    QFETCH(double, annualPower);
    QFETCH(double, annualOpex);
    QFETCH(double, perHour);

    const OwnershipCost c = GpuPlan::ownershipCost(in);
    CHECK_CLOSE(c.capexUsd, capex);
    CHECK_CLOSE(c.annualCapexUsd, annualCapex);
    CHECK_CLOSE(c.annualPowerUsd, annualPower);
    CHECK_CLOSE(c.annualOpexUsd, annualOpex);
    CHECK_CLOSE(c.usdPerGpuHour, perHour);
}

void TestEconomics::ownedPerUsefulHour_data()
{
    QTest::addColumn<OwnershipInputs>("in");
    QTest::addColumn<double>("utilisation");
    QTest::addColumn<double>("expected");

    // Round figures: capex 1 USD per calendar hour. GPU 800 W busy, 100 W idle; host 100 W; PUE 1.5;
    // 0.2 USD/kWh.
    // u = 1: 1 + (800 + 100) * 1.5 / 1000 * 0.2 = 1 + 0.27 = 1.27
    QTest::newRow("round, 100 %") << roundOwnership() << 1.0 << 1.27;
    // u = 0.5: GPU 0.5 * 800 + 0.5 * 100 = 450 W, + 100 host = 550 W * 1.5 = 825 W -> 0.165 USD/h;
    // (1 + 0.165) / 0.5
    QTest::newRow("round, 50 %") << roundOwnership() << 0.5 << 2.33;
    // u = 0.25: 200 + 75 + 100 = 375 W * 1.5 = 562.5 W -> 0.1125 USD/h; 1.1125 / 0.25
    QTest::newRow("round, 25 %") << roundOwnership() << 0.25 << 4.45;
    QTest::newRow("round, idle: infinite") << roundOwnership() << 0.0 << kInf;
    QTest::newRow("round, 150 % clamped to 100 %") << roundOwnership() << 1.5 << 1.27;
    // Same as ownershipCost's per GPU-hour at 100 %.
    QTest::newRow("H100, 100 %") << h100Inputs() << 1.0 << 1.643253898800;
    // H100 at 50 %: GPU 0.5 * 525 + 0.5 * 70 = 297.5 W, + 150 = 447.5 W * 1.4 = 626.5 W
    //   * 8766 / 1000 * 0.15 = 823.78485 USD/year; + capex 9844.101656880 + opex 3318.08152
    //   = 13985.968026880 / 8766 = 1.595478898800 per calendar hour; / 0.5
    QTest::newRow("H100, 50 %") << h100Inputs() << 0.5 << 3.190957797600;
}

void TestEconomics::ownedPerUsefulHour()
{
    QFETCH(OwnershipInputs, in);
    QFETCH(double, utilisation);
    QFETCH(double, expected);
    CHECK_CLOSE(ownedUsdPerUsefulGpuHour(in, utilisation), expected);
}

void TestEconomics::rentedPerUsefulHour_data()
{
    QTest::addColumn<RentalInputs>("in");
    QTest::addColumn<double>("utilisation");
    QTest::addColumn<double>("atUtilisation");
    QTest::addColumn<double>("atFullUse"); // the one-argument overload

    // RunPod H100 on demand: paid only when used.
    QTest::newRow("on-demand 2.99, 50 %") << rental(PriceKind::CloudOnDemand, 2.99) << 0.5 << 2.99 << 2.99;
    // Hyperstack H100 reserved 2.72: paid for every hour, so 2.72 / 0.5 per useful hour.
    QTest::newRow("reserved 2.72, 50 %") << rental(PriceKind::CloudReserved, 2.72) << 0.5 << 5.44 << 2.72;
    QTest::newRow("reserved 2.72, 100 %") << rental(PriceKind::CloudReserved, 2.72) << 1.0 << 2.72 << 2.72;
    QTest::newRow("reserved, idle: infinite") << rental(PriceKind::CloudReserved, 2.72) << 0.0 << kInf << 2.72;
    // Hyperstack H100 PCIe spot 2.00 with 15 % of hours lost: 2.00 * 1.15.
    QTest::newRow("spot 2.00 + 15 %") << rental(PriceKind::CloudSpot, 2.00) << 0.5 << 2.30 << 2.30;
    QTest::newRow("spot 2.00, no overhead") << rental(PriceKind::CloudSpot, 2.00, 0.0) << 0.5 << 2.00 << 2.00;
    // The overhead is for spot only.
    QTest::newRow("on-demand ignores overhead") << rental(PriceKind::CloudOnDemand, 2.00, 0.5) << 1.0 << 2.00 << 2.00;
    QTest::newRow("street price is no rate") << rental(PriceKind::Street, 31904.63) << 1.0 << kNaN << kNaN;
}

void TestEconomics::rentedPerUsefulHour()
{
    QFETCH(RentalInputs, in);
    QFETCH(double, utilisation);
    QFETCH(double, atUtilisation);
    QFETCH(double, atFullUse);
    CHECK_CLOSE(rentedUsdPerUsefulGpuHour(in, utilisation), atUtilisation);
    CHECK_CLOSE(rentedUsdPerUsefulGpuHour(in), atFullUse);
}

void TestEconomics::breakEvenUtilisation_data()
{
    QTest::addColumn<OwnershipInputs>("own");
    QTest::addColumn<RentalInputs>("rent");
    QTest::addColumn<double>("expected"); // kNone: owning never wins

    // Round figures per calendar hour: fixed f = capex 1 + idle draw (100 GPU + 100 host) W * 1.5
    // = 0.3 kWh * 0.2 = 0.06 -> 1.06 USD; busy extra v = (800 - 100) W * 1.5 = 1.05 kWh * 0.2 = 0.21 USD.
    // Owning per useful hour is f/u + v; against a pay-per-use rate R it wins from u = f / (R - v).
    // 1.06 / (3.00 - 0.21) = 1.06 / 2.79
    QTest::newRow("round vs on-demand 3.00")
        << roundOwnership() << rental(PriceKind::CloudOnDemand, 3.00) << 0.379928315412;
    // 1.06 / (1.20 - 0.21) = 1.0707 > 1
    QTest::newRow("round vs on-demand 1.20: never")
        << roundOwnership() << rental(PriceKind::CloudOnDemand, 1.20) << double(kNone);
    // spot 2.00 * 1.15 = 2.30; 1.06 / (2.30 - 0.21) = 1.06 / 2.09
    QTest::newRow("round vs spot 2.00 + 15 %")
        << roundOwnership() << rental(PriceKind::CloudSpot, 2.00) << 0.507177033493;
    // Reserved is paid per calendar hour too: owning costs f + v u <= 1.27 < 1.50 at every u.
    QTest::newRow("round vs reserved 1.50: always")
        << roundOwnership() << rental(PriceKind::CloudReserved, 1.50) << 0.0;
    // f + v = 1.27 > 1.20: owning loses at 100 %.
    QTest::newRow("round vs reserved 1.20: never")
        << roundOwnership() << rental(PriceKind::CloudReserved, 1.20) << double(kNone);
    // H100 defaults: f = (capex 9844.101656880 + opex 3318.08152 + idle power (70 + 150) W * 1.4
    //   * 8766 / 1000 * 0.15 = 404.9892) / 8766 = 13567.172376880 / 8766 = 1.547703898800;
    //   v = 700 * (0.75 - 0.10) W * 1.4 = 637 W -> 0.09555 USD/h.
    //   vs RunPod 2.99: 1.547703898800 / (2.99 - 0.09555) = 1.547703898800 / 2.89445
    QTest::newRow("H100 vs RunPod 2.99") << h100Inputs() << rental(PriceKind::CloudOnDemand, 2.99) << 0.534714332187;
    // vs Google Cloud 3-year commitment 4.86: f + v = 1.643253898800 < 4.86.
    QTest::newRow("H100 vs GCP 3y 4.86") << h100Inputs() << rental(PriceKind::CloudReserved, 4.86) << 0.0;
    QTest::newRow("H100 vs a street price") << h100Inputs() << rental(PriceKind::Street, 2.99) << double(kNone);
}

void TestEconomics::breakEvenUtilisation()
{
    QFETCH(OwnershipInputs, own);
    QFETCH(RentalInputs, rent);
    QFETCH(double, expected);

    const std::optional<double> u = GpuPlan::breakEvenUtilisation(own, rent);
    if (expected == kNone) {
        QVERIFY2(!u, QByteArray::number(u.value_or(0.0)).constData());
        return;
    }
    QVERIFY(u.has_value());
    CHECK_CLOSE(*u, expected);
}

void TestEconomics::usdPerMillionTokens_data()
{
    QTest::addColumn<double>("usdPerGpuHour");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("tokensPerSecond");
    QTest::addColumn<double>("expected");

    // 1e6 * 2.99 / (1000 * 3600) = 2.99 / 3.6
    QTest::newRow("RunPod H100, 1 GPU, 1000 tok/s") << 2.99 << 1 << 1000.0 << 0.830555555556;
    // Eight GPUs making eight times the tokens cost the same per token.
    QTest::newRow("8 GPUs, 8000 tok/s") << 2.99 << 8 << 8000.0 << 0.830555555556;
    // AWS p5 12.29 per GPU-hour, 8 GPUs, 2000 tok/s: 1e6 * 98.32 / 7.2e6
    QTest::newRow("AWS H100, 8 GPUs, 2000 tok/s") << 12.29 << 8 << 2000.0 << 13.655555555556;
    QTest::newRow("no throughput: infinite") << 2.99 << 1 << 0.0 << kInf;
}

void TestEconomics::usdPerMillionTokens()
{
    QFETCH(double, usdPerGpuHour);
    QFETCH(int, gpus);
    QFETCH(double, tokensPerSecond);
    QFETCH(double, expected);
    CHECK_CLOSE(GpuPlan::usdPerMillionTokens(usdPerGpuHour, gpus, tokensPerSecond), expected);
}

void TestEconomics::ratios_data()
{
    QTest::addColumn<double>("tokensPerSecond");
    QTest::addColumn<double>("usdPerHour");
    QTest::addColumn<double>("watts");
    QTest::addColumn<double>("perUsd");  // tokens/s per USD/h
    QTest::addColumn<double>("perWatt"); // tokens/s per W
    QTest::addColumn<double>("joules");  // J per token

    // 1000 / 2.99; 1000 / 700; 700 / 1000
    QTest::newRow("1000 tok/s, 2.99 USD/h, 700 W") << 1000.0 << 2.99 << 700.0 << 334.448160535 << 1.428571428571 << 0.7;
    // 100 / 2.99; 100 / 700; 700 / 100
    QTest::newRow("100 tok/s, 2.99 USD/h, 700 W") << 100.0 << 2.99 << 700.0 << 33.4448160535 << 0.142857142857 << 7.0;
    QTest::newRow("no throughput") << 0.0 << 2.99 << 700.0 << 0.0 << 0.0 << kInf;
    QTest::newRow("free and unpowered") << 100.0 << 0.0 << 0.0 << kInf << kInf << 0.0;
}

void TestEconomics::ratios()
{
    QFETCH(double, tokensPerSecond);
    QFETCH(double, usdPerHour);
    QFETCH(double, watts);
    QFETCH(double, perUsd);
    QFETCH(double, perWatt);
    QFETCH(double, joules);
    CHECK_CLOSE(tokensPerSecondPerUsdPerHour(tokensPerSecond, usdPerHour), perUsd);
    CHECK_CLOSE(tokensPerSecondPerWatt(tokensPerSecond, watts), perWatt);
    CHECK_CLOSE(joulesPerToken(watts, tokensPerSecond), joules);
}

void TestEconomics::ownVsRent_data()
{
    QTest::addColumn<OwnershipInputs>("own");
    QTest::addColumn<RentalInputs>("rent");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("utilisation");
    QTest::addColumn<int>("months"); // entries in the cumulative series: life * 12 + 1
    QTest::addColumn<double>("own0");
    QTest::addColumn<double>("own1");
    QTest::addColumn<double>("ownLast");
    QTest::addColumn<double>("rentLast");
    QTest::addColumn<int>("breakEvenMonth"); // kNone: renting stays cheaper
    QTest::addColumn<double>("npvOwn");
    QTest::addColumn<double>("npvRent");

    const auto onDemand = [](double rate) { return rental(PriceKind::CloudOnDemand, rate); };

    // 12000 USD GPU, 1 year, nothing else; on-demand 2.00 at 100 %: 730.5 h * 2.00 = 1461 USD/month.
    // First m with 12000 <= 1461 m: 12000 / 1461 = 8.21 -> 9. r = 0: NPVs are the undiscounted sums,
    // rent 12 * 1461 = 17532.
    QTest::newRow("no discount, capex only") << cashInputs(12000, 0, 0, 0) << onDemand(2.00) << 1 << 1.0 << 13
                                             << 12000.0 << 12000.0 << 12000.0 << 17532.0 << 9 << 12000.0 << 17532.0;
    // Two GPUs and opex 0.12 * 12000 = 1440/year = 120/month each: own 24000 + 240 m, rent 2922 m;
    // 24000 / 2682 = 8.95 -> 9. Month 12: own 24000 + 2880 = 26880, rent 35064.
    QTest::newRow("two GPUs with opex") << cashInputs(12000, 0, 0, 0.12) << onDemand(2.00) << 2 << 1.0 << 13 << 24000.0
                                        << 24240.0 << 26880.0 << 35064.0 << 9 << 26880.0 << 35064.0;
    // At 50 % on demand costs 730.5/month: 8766 after a year < 12000.
    QTest::newRow("renting always cheaper") << cashInputs(12000, 0, 0, 0) << onDemand(2.00) << 1 << 0.5 << 13 << 12000.0
                                            << 12000.0 << 12000.0 << 8766.0 << kNone << 12000.0 << 8766.0;
    // Residual 0.5 * 12000 = 6000 comes back at month 12 only: own 12000 until month 11, then 6000.
    // Rent 0.70 * 730.5 = 511.35/month: month 11 5624.85 (< 12000), month 12 6136.2 (>= 6000).
    QTest::newRow("residual at the last month") << cashInputs(12000, 0.5, 0, 0) << onDemand(0.70) << 1 << 1.0 << 13
                                                << 12000.0 << 12000.0 << 6000.0 << 6136.2 << 12 << 6000.0 << 6136.2;
    // Reserved 1.00 is paid for all 730.5 h/month even at 25 %: 8000 / 730.5 = 10.95 -> 11.
    QTest::newRow("reserved pays idle hours")
        << cashInputs(8000, 0, 0, 0) << rental(PriceKind::CloudReserved, 1.00) << 1 << 0.25 << 13 << 8000.0 << 8000.0
        << 8000.0 << 8766.0 << 11 << 8000.0 << 8766.0;
    // Spot 1.00 * 1.15 = 1.15 per useful hour * 730.5 = 840.075/month: 8000 / 840.075 = 9.52 -> 10.
    QTest::newRow("spot with overhead") << cashInputs(8000, 0, 0, 0) << rental(PriceKind::CloudSpot, 1.00) << 1 << 1.0
                                        << 13 << 8000.0 << 8000.0 << 8000.0 << 10080.9 << 10 << 8000.0 << 10080.9;
    // Discounted, r = 12 %: month m weighs 1.12^(-m/12). Sum over m = 1..12 of that is
    // (1 - 1/1.12) / (1.12^(1/12) - 1) = 0.107142857143 / 0.009488792935 = 11.291515989601.
    // Own: 12000 + 120 * 11.291515989601 - 6000 / 1.12 = 12000 + 1354.981918752 - 5357.142857143
    //    = 7997.839061609. Rent 0.70: 511.35 * 11.291515989601 = 5773.916701282.
    // Undiscounted month 12: own 12000 + 1440 - 6000 = 7440 > rent 6136.2: no break-even.
    QTest::newRow("discounted 12 %, residual, opex")
        << cashInputs(12000, 0.5, 0.12, 0.12) << onDemand(0.70) << 1 << 1.0 << 13 << 12000.0 << 12120.0 << 7440.0
        << 6136.2 << kNone << 7997.839061609 << 5773.916701282;
    // Power at the utilisation: round figures at 50 % draw 825 W at the meter -> 0.165 USD/h * 730.5
    // = 120.5325 USD/month. Five years: 61 entries; month 60 = 43830 + 60 * 120.5325 = 51061.95.
    // Rent 3.00 * 365.25 useful h = 1095.75/month; month 60 = 65745. First m with
    // 43830 + 120.5325 m <= 1095.75 m: 43830 / 975.2175 = 44.94 -> 45.
    QTest::newRow("power at 50 %, five years") << roundOwnership() << onDemand(3.00) << 1 << 0.5 << 61 << 43830.0
                                               << 43950.5325 << 51061.95 << 65745.0 << 45 << 51061.95 << 65745.0;
}

void TestEconomics::ownVsRent()
{
    QFETCH(OwnershipInputs, own);
    QFETCH(RentalInputs, rent);
    QFETCH(int, gpus);
    QFETCH(double, utilisation);
    QFETCH(int, months);
    QFETCH(double, own0);
    QFETCH(double, own1);
    QFETCH(double, ownLast);
    QFETCH(double, rentLast);
    QFETCH(int, breakEvenMonth);
    QFETCH(double, npvOwn);
    QFETCH(double, npvRent);

    const OwnVsRent r = compareOwnVsRent(own, rent, gpus, utilisation);
    QCOMPARE(r.cumulativeOwnUsd.size(), std::size_t(months));
    QCOMPARE(r.cumulativeRentUsd.size(), std::size_t(months));
    CHECK_CLOSE(r.cumulativeOwnUsd.front(), own0);
    CHECK_CLOSE(r.cumulativeRentUsd.front(), 0.0);
    CHECK_CLOSE(r.cumulativeOwnUsd[1], own1);
    CHECK_CLOSE(r.cumulativeOwnUsd.back(), ownLast);
    CHECK_CLOSE(r.cumulativeRentUsd.back(), rentLast);
    if (breakEvenMonth == kNone)
        QVERIFY2(!r.breakEvenMonth, QByteArray::number(r.breakEvenMonth.value_or(-1)).constData());
    else
        QCOMPARE(r.breakEvenMonth, std::optional<int>(breakEvenMonth));
    CHECK_CLOSE(r.npvOwnUsd, npvOwn);
    CHECK_CLOSE(r.npvRentUsd, npvRent);
}

QTEST_APPLESS_MAIN(TestEconomics)
#include "tst_economics.moc"
