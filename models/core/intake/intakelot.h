#pragma once

#include "core/intake/cardstate.h"
#include "core/intake/failurerate.h"
#include "core/intake/quote.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace GpuPlan {

/// One dated change of a card's state, with its evidence (a probe run id, an imported log's file, a finding).
struct IntakeEvent
{
    std::optional<CardState> from; ///< none: the card arrived (its first event, to received)
    CardState to = CardState::Received;
    std::string at; ///< UTC, ISO 8601 with seconds
    std::string by; ///< who made the change
    std::string evidence;
    std::string note;
};

/// A card that arrived in a lot: the same device as in the fleet, by serial or UUID.
struct IntakeCard
{
    std::int64_t id = 0;
    std::int64_t lotId = 0;
    std::string serial;
    std::string uuid;
    CardState state = CardState::Received;
    int version = 1;
    std::vector<IntakeEvent> history; ///< oldest first
};

/// What arrived from a quote: its cards, and the seller, channel, SKU and condition of the quote.
struct IntakeLot
{
    std::int64_t id = 0;
    std::int64_t quoteId = 0;
    std::string receivedDate; ///< YYYY-MM-DD
    std::string note;
    int version = 1;
    Quote quote;
};

/// A fleet health finding on the device a card is (the same UUID, else the same serial).
struct CardFinding
{
    std::string serial; ///< the card's
    std::string code;   ///< the finding's code ("xid_reject", "ecc_uncorrectable", ...)
    std::string message;
    std::string evidenceFile; ///< the imported file the finding comes from ("" when none)
    int evidenceLine = 0;     ///< its line, 0 when the finding comes from several
    double time = 0;          ///< when the evidence was recorded (Unix seconds); 0: unknown
};

/**
 * Whether a finding is a hardware fault that counts as a failure in service: an Xid that rejects or quarantines a
 * GPU or recurs (xid_reject, xid_quarantine, xid_recurring), uncorrectable or growing ECC errors
 * (ecc_uncorrectable, ecc_growing), pages retired for double-bit errors (retired_pages_dbe) and a failed row
 * remap (row_remap_failure). Application and driver Xids, corrected errors and pending remaps do not.
 */
bool isServiceFailureFinding(std::string_view code);

/**
 * What a set of cards says about their source:
 * - counts: each card under its latest burn-in verdict (pass, quarantine, reject) once it has one, else under its
 *   state (received, in-pool);
 * - intake: the cards judged, and those whose latest verdict is quarantine or reject;
 * - in service: the card-months spent in production up to @p today (30.4375 days a month) and the failures in
 *   service: per card that has been in production, its pulls from production back to the pool or, when more, the
 *   distinct fault findings (isServiceFailureFinding) of @p findings on it (a pull for a fault the fleet also
 *   found counts once).
 */
struct IntakeTally
{
    std::map<std::string, int> counts; ///< keyed by the states' CLI names
    int judged = 0;
    int failedIntake = 0;
    double serviceMonths = 0;
    int serviceFailures = 0;
};
IntakeTally tallyCards(const std::vector<IntakeCard> &cards, std::string_view today,
                       const std::vector<CardFinding> &findings = {});

/// The latest burn-in verdict in a card's history, if any.
std::optional<CardState> latestVerdict(const IntakeCard &card);

/// A group's prior from its cards' classes: the mean of the class priors' alpha and beta, one card one weight
/// (all consumer cards: the consumer prior). Named after the class, or "mixed" with the classes' counts.
BetaPrior mixedPrior(const std::vector<Segment> &segments, bool inService);

/// Intake failure and failures per card-month of a group of cards with @p segments (one per card).
struct SourceRecord
{
    std::string key; ///< "lot 3", the seller, the channel or "sku condition"
    int cards = 0;
    IntakeTally tally;
    FailureRate intake;
    FailureRate inService;
};
SourceRecord sourceRecord(std::string key, const std::vector<IntakeCard> &cards, const std::vector<Segment> &segments,
                          std::string_view today, const std::vector<CardFinding> &findings = {});

} // namespace GpuPlan
