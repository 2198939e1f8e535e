#pragma once

#include "core/diagnostic.h"
#include "core/intake/failurerate.h"
#include "core/intake/intakelot.h"
#include "core/jsonlocator.h"

#include <optional>
#include <string>
#include <vector>

namespace GpuPlan {

/// Failures over trials (cards judged, or card-months in service), with the Beta prior they are read against.
struct MeasuredFailures
{
    double failures = 0;
    double trials = 0;
    BetaPrior prior;
};

/**
 * What a seller channel (or a seller, a SKU + condition, a lot) has shown on the cards that came from it: a
 * snapshot taken from an intake workspace (issue 19). An owned option that carries one takes its failure rates from
 * it instead of the scenario's default: the N+k spares, the replacement of failed cards in the TCO, the supply
 * quality entry of the lock-in and supply risk, and the Monte Carlo draws from its posteriors (see DecisionRun).
 */
struct ChannelRecord
{
    std::string scope;        ///< "channel", "seller", "sku_condition" or "lot"
    std::string key;          ///< the channel, the seller, ...: what the cards have in common
    std::string asOf;         ///< YYYY-MM-DD, when the snapshot was taken
    std::string source;       ///< where it was taken from ("workspace team")
    MeasuredFailures intake;  ///< quarantine or reject verdicts over cards judged
    MeasuredFailures service; ///< failures in service over card-months in production

    FailureRate intakeRate() const;  ///< the posterior, small below kSmallIntakeSample cards
    FailureRate serviceRate() const; ///< per card-month, small below kSmallServiceSample card-months
    /// 12 × the posterior mean failures per card-month.
    double failuresPerGpuYear() const;
};

/// The scopes a record may have, as written in a scenario.
bool isChannelRecordScope(std::string_view scope);

/// @p record (a group's intake and service counts) under @p scope, taken on @p asOf from @p source.
ChannelRecord channelRecordOf(const SourceRecord &record, std::string scope, std::string asOf, std::string source);

/**
 * Supply quality: the chance that a card bought from the source does not give a first year of clean service,
 * 1 − (1 − intake failure share) · exp(−failures per GPU-year) (failures in service as a Poisson process).
 */
double supplyQualityRisk(double intakeFailureShare, double failuresPerGpuYear);

/**
 * The monthly cost of replacing the cards that fail in service: failures per GPU-year / 12 × @p gpus cards, each a
 * good card from the same source at @p priceUsd / (1 − intake failure share), since that share of the replacements
 * fails intake too.
 */
double replacementMonthlyUsd(double failuresPerGpuYear, int gpus, double priceUsd, double intakeFailureShare);

/// Reads an option's "channel_record" object at @p path; errors go to @p diags.
ChannelRecord readChannelRecord(const Json &json, const std::string &path, std::vector<Diagnostic> &diags);
Json channelRecordJson(const ChannelRecord &record);

} // namespace GpuPlan
