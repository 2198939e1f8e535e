// The intake records of a workspace: every card grouped per source, each group's failure rates.
#include "intakerecords.h"

#include "workspacestore.h"

#include <map>

namespace GpuPlan {

std::vector<Segment> cardSegments(const Catalog &catalog, const std::string &skuId, std::size_t cards)
{
    const GpuSku *sku = catalog.findSku(skuId);
    return std::vector<Segment>(cards, sku ? sku->segment : Segment::Consumer);
}

const SourceRecord *findRecord(const std::vector<SourceRecord> &records, const std::string &key)
{
    for (const SourceRecord &r : records)
        if (r.key == key)
            return &r;
    return nullptr;
}

std::string recordKey(const Quote &quote, std::string_view scope)
{
    if (scope == "channel")
        return std::string(sellerChannelKey(quote.channel));
    if (scope == "seller")
        return quote.seller;
    if (scope == "sku_condition")
        return quote.skuId + " " + std::string(cardConditionKey(quote.condition));
    return {};
}

MeasuredStatus measuredChannelRecord(const WorkspaceStore &store, const Quote &quote, std::string_view scope,
                                     const std::string &today, ChannelRecord &record, std::string *key)
{
    const std::string groupKey = recordKey(quote, scope);
    if (key)
        *key = groupKey;
    const IntakeRecords records = intakeRecords(store, today);
    const std::vector<SourceRecord> *list = recordsOf(records, scope);
    if (groupKey.empty() || !list)
        return MeasuredStatus::UnknownScope;
    const SourceRecord *found = findRecord(*list, groupKey);
    if (!found || found->intake.trials + found->inService.trials <= 0)
        return MeasuredStatus::NotMeasured;
    const QString where = store.connectionLocation().isEmpty() ? store.path() : store.connectionLocation();
    record = channelRecordOf(*found, std::string(scope), today, "workspace " + where.toStdString());
    return MeasuredStatus::Ok;
}

const std::vector<SourceRecord> *recordsOf(const IntakeRecords &records, std::string_view scope)
{
    if (scope == "channel")
        return &records.channels;
    if (scope == "seller")
        return &records.sellers;
    if (scope == "sku_condition")
        return &records.skuConditions;
    if (scope == "lot")
        return &records.lots;
    return nullptr;
}

IntakeRecords intakeRecords(const WorkspaceStore &store, const std::string &today)
{
    const Catalog catalog = store.catalog();
    std::map<qint64, IntakeLot> lots;
    for (IntakeLot &lot : store.intakeLots())
        lots.emplace(lot.id, std::move(lot));
    struct Group
    {
        std::vector<IntakeCard> cards;
        std::vector<Segment> segments;
    };
    std::map<std::string, Group> groups[4]; // channels, sellers, SKU + condition, lots
    for (IntakeCard &card : store.intakeCards()) {
        const auto lot = lots.find(card.lotId);
        if (lot == lots.end())
            continue;
        const Quote &q = lot->second.quote;
        const Segment segment = cardSegments(catalog, q.skuId, 1).front();
        const std::string keys[4] = {recordKey(q, "channel"), recordKey(q, "seller"), recordKey(q, "sku_condition"),
                                     "lot " + std::to_string(card.lotId)};
        for (int kind = 0; kind < 4; ++kind) {
            Group &g = groups[kind][keys[kind]];
            g.cards.push_back(card);
            g.segments.push_back(segment);
        }
    }
    const std::vector<CardFinding> findings = store.cardFindings();
    IntakeRecords records;
    std::vector<SourceRecord> *lists[4] = {&records.channels, &records.sellers, &records.skuConditions, &records.lots};
    for (int kind = 0; kind < 4; ++kind)
        for (const auto &[key, group] : groups[kind])
            lists[kind]->push_back(sourceRecord(key, group.cards, group.segments, today, findings));
    return records;
}

} // namespace GpuPlan
