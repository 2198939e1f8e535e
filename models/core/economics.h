#pragma once

#include "pricepoint.h"
#include "provenance.h"

#include <map>
#include <optional>
#include <string>

namespace GpuPlan {

/// Hours in an average year (365.25 days), so leap years are neither ignored nor counted twice.
inline constexpr double kHoursPerYear = 8766.0;

/// One assumption with its default's origin, so the GUI/report can show where it came from.
struct Assumption
{
    double value = 0.0;
    Provenance provenance;

    bool operator==(const Assumption &) const = default;
};

/**
 * What it costs to own one GPU. The two catalog figures (price, power) start at 0; every other member
 * starts at its default, whose origin ownershipDefaultsProvenance() gives under the key in brackets.
 */
struct OwnershipInputs
{
    double gpuPriceUsd = 0.0;            ///< purchase price per GPU (from the catalog's prices)
    double serviceLifeYears = 5.0;       ///< [service_life_years]
    double residualFraction = 0.10;      ///< [residual_fraction] resale value at end of life / GPU price
    double discountRate = 0.08;          ///< [discount_rate] annual cost of capital
    double serverUpliftFraction = 0.30;  ///< [server_uplift_fraction] host, network, install per GPU / GPU price
    double gpuPowerWatts = 0.0;          ///< board power (TDP) per GPU
    double hostPowerWattsPerGpu = 150.0; ///< [host_power_watts_per_gpu] CPU/NIC/fans share, drawn all the time
    double loadFactor = 0.75;            ///< [load_factor] average GPU draw while busy / board power
    double gpuIdlePowerFraction = 0.10;  ///< [gpu_idle_power_fraction] GPU draw while idle / board power
    double pue = 1.4;                    ///< [pue] facility power / IT power
    double electricityUsdPerKwh = 0.15;  ///< [electricity_usd_per_kwh] the app's setting overrides it
    double opexFractionPerYear = 0.08;   ///< [opex_fraction_per_year] support, spares, space, staff / capex

    bool operator==(const OwnershipInputs &) const = default;
};

/// The defaults of OwnershipInputs (price and power 0: they come from the catalog).
OwnershipInputs defaultOwnershipInputs();

/**
 * The origin of each OwnershipInputs default, keyed by the snake_case name in brackets on each member
 * ("pue", "discount_rate", ...). A figure with no checkable source says "GpuPlan assumption" and why it
 * is reasonable.
 */
std::map<std::string, Provenance> ownershipDefaultsProvenance();

/// r(1+r)^n / ((1+r)^n - 1); 1/n when @p rate is 0; +infinity when @p years <= 0.
double capitalRecoveryFactor(double rate, double years);

/// One GPU's yearly cost when it runs all the time (utilisation 1).
struct OwnershipCost
{
    double capexUsd = 0.0; ///< GPU price * (1 + server uplift)
    /**
     * (capex - S / (1+r)^n) * CRF(r, n), with S = residualFraction * GPU price: the resale value is
     * taken on the GPU only, because host servers, network and installation resell for little.
     */
    double annualCapexUsd = 0.0;
    double annualPowerUsd = 0.0; ///< (GPU W * load factor + host W) * PUE * 8766 h * USD/kWh / 1000
    double annualOpexUsd = 0.0;  ///< opex fraction * capex
    double usdPerGpuHour = 0.0;  ///< the three annual costs / 8766: one GPU-hour of calendar time
};

OwnershipCost ownershipCost(const OwnershipInputs &in);

/**
 * Yearly electricity bill of one GPU busy a fraction @p utilisation (clamped to [0, 1]) of the time:
 * (u * load factor * TDP + (1 - u) * idle fraction * TDP + host W) * PUE * 8766 h * USD/kWh / 1000.
 * The host stays powered while the GPU idles.
 */
double annualPowerUsd(const OwnershipInputs &in, double utilisation);

/**
 * Cost of one useful GPU-hour when the GPU is busy a fraction @p utilisation (clamped to [0, 1]) of the
 * time. Capex and opex are paid for every calendar hour; the host draws its power all the time, the GPU
 * draws load factor * TDP while busy and gpuIdlePowerFraction * TDP while idle. +infinity at 0.
 */
double ownedUsdPerUsefulGpuHour(const OwnershipInputs &in, double utilisation);

/// A cloud rate. Kinds that are not cloud rates (Msrp, Street, Used, Refurbished) give NaN costs.
struct RentalInputs
{
    double usdPerGpuHour = 0.0;
    PriceKind kind = PriceKind::CloudOnDemand;
    /// GPU-hours lost to preemption and restarts per useful hour, for CloudSpot only
    /// [spot_interruption_overhead].
    double spotInterruptionOverhead = 0.15;

    bool operator==(const RentalInputs &) const = default;
};

/// The origin of each RentalInputs default, keyed like ownershipDefaultsProvenance().
std::map<std::string, Provenance> rentalDefaultsProvenance();

/**
 * Cost of one useful GPU-hour at full use: the rate, times (1 + overhead) for spot. On-demand and spot
 * hours are paid only when used; a reservation is paid for every hour, used or not.
 */
double rentedUsdPerUsefulGpuHour(const RentalInputs &in);
/// As above at @p utilisation (clamped to [0, 1]): a reservation costs rate / utilisation (+infinity at
/// 0); on-demand and spot do not depend on it.
double rentedUsdPerUsefulGpuHour(const RentalInputs &in, double utilisation);

/**
 * The lowest utilisation from which owning costs at most as much as renting per useful hour, up to 100 %
 * (annualised costs, as ownedUsdPerUsefulGpuHour). nullopt when renting is cheaper at 100 %. Against a
 * reservation both sides are paid for calendar hours, so the answer is 0 or nullopt.
 */
std::optional<double> breakEvenUtilisation(const OwnershipInputs &own, const RentalInputs &rent);

/**
 * Present value of @p monthlyUsd paid at the end of each month for round(12 * @p years) months, month m
 * discounted by (1 + @p annualRate)^(m / 12).
 */
double presentValueOfMonthly(double monthlyUsd, double annualRate, double years);

/// 1e6 * USD/h * gpus / (tokens/s * 3600), @p tokensPerSecond being the throughput of all @p gpus
/// together. +infinity when nothing is produced (tokens/s <= 0).
double usdPerMillionTokens(double usdPerGpuHour, int gpus, double tokensPerSecond);
/// Tokens/s bought by one USD per hour; 0 when tokens/s <= 0, +infinity when the cost is <= 0.
double tokensPerSecondPerUsdPerHour(double tokensPerSecond, double usdPerHour);
/// 0 when tokens/s <= 0, +infinity when the power is <= 0.
double tokensPerSecondPerWatt(double tokensPerSecond, double watts);
/// Watts / tokens per second; +infinity when nothing is produced (tokens/s <= 0).
double joulesPerToken(double watts, double tokensPerSecond);

} // namespace GpuPlan
