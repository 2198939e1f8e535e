#pragma once

#include "core/decision/channelrecord.h"
#include "core/intake/intakelot.h"

#include <string>
#include <vector>

namespace GpuPlan {

struct Catalog;
class WorkspaceStore;

/// What the workspace's intake cards say about each source: one record per channel, seller, SKU + condition and
/// lot, each list ordered by key.
struct IntakeRecords
{
    std::vector<SourceRecord> channels;      ///< keyed by the channel's name ("marketplace")
    std::vector<SourceRecord> sellers;       ///< by the seller
    std::vector<SourceRecord> skuConditions; ///< by "SKU condition" ("rtx-4090 used")
    std::vector<SourceRecord> lots;          ///< by "lot ID"
};

/**
 * Every card of @p store grouped per lot, seller, channel and SKU + condition, each group's record on @p today
 * (YYYY-MM-DD) with the fleet's findings on its cards. A card's class (for the priors) is its SKU's segment; a SKU
 * the catalog no longer has counts as consumer, the widest prior.
 */
IntakeRecords intakeRecords(const WorkspaceStore &store, const std::string &today);

/// The key of @p quote's group under @p scope ("channel", "seller", "sku_condition"); empty for another scope.
std::string recordKey(const Quote &quote, std::string_view scope);
/// The records of @p scope ("channel", "seller", "sku_condition", "lot") in @p records, or nullptr.
const std::vector<SourceRecord> *recordsOf(const IntakeRecords &records, std::string_view scope);

/// What measuredChannelRecord() found.
enum class MeasuredStatus {
    Ok,
    UnknownScope, ///< the scope is not channel, seller or sku_condition
    NotMeasured   ///< no card of the group has a burn-in verdict or service time yet
};

/**
 * The channel record of @p quote's group under @p scope ("channel", "seller", "sku_condition") from @p store's cards
 * on @p today (YYYY-MM-DD), its source naming the workspace: what an owned option bought on that quote takes as its
 * measured failure rates. @p key gets the group's key.
 */
MeasuredStatus measuredChannelRecord(const WorkspaceStore &store, const Quote &quote, std::string_view scope,
                                     const std::string &today, ChannelRecord &record, std::string *key = nullptr);

/// The record keyed @p key in @p records, or nullptr.
const SourceRecord *findRecord(const std::vector<SourceRecord> &records, const std::string &key);

/// The classes of @p cards cards of SKU @p skuId (consumer when the catalog lacks it).
std::vector<Segment> cardSegments(const Catalog &catalog, const std::string &skuId, std::size_t cards);

} // namespace GpuPlan
