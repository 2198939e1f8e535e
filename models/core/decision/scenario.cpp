#include "scenario.h"

#include <array>
#include <cmath>
#include <utility>

namespace GpuPlan {

namespace {
constexpr std::array<std::pair<PurchaseMode, std::string_view>, 6> kModes{{
    {PurchaseMode::New, "new"},
    {PurchaseMode::Used, "used"},
    {PurchaseMode::Refurbished, "refurbished"},
    {PurchaseMode::CloudOnDemand, "cloud_on_demand"},
    {PurchaseMode::CloudReserved, "cloud_reserved"},
    {PurchaseMode::CloudSpot, "cloud_spot"},
}};
constexpr std::array<std::pair<RankingMethod, std::string_view>, 3> kMethods{{
    {RankingMethod::WeightedSum, "weighted_sum"},
    {RankingMethod::Ahp, "ahp"},
    {RankingMethod::Topsis, "topsis"},
}};
constexpr std::array<std::pair<RandomIndexTable, std::string_view>, 3> kTables{{
    {RandomIndexTable::Saaty1980, "saaty1980"},
    {RandomIndexTable::Saaty2005, "saaty2005"},
    {RandomIndexTable::AlonsoLamata2006, "alonso_lamata2006"},
}};

template <typename E, std::size_t N>
std::string_view keyOf(const std::array<std::pair<E, std::string_view>, N> &table, E value)
{
    for (const auto &[v, k] : table) {
        if (v == value)
            return k;
    }
    return {};
}

template <typename E, std::size_t N>
bool fromKey(const std::array<std::pair<E, std::string_view>, N> &table, std::string_view key, E &out)
{
    for (const auto &[v, k] : table) {
        if (k == key) {
            out = v;
            return true;
        }
    }
    return false;
}
} // namespace

double TokenSpread::effectiveScv() const
{
    if (scv)
        return *scv;
    if (stddev && mean > 0)
        return (*stddev / mean) * (*stddev / mean);
    return 0.0;
}

std::string_view purchaseModeKey(PurchaseMode mode) { return keyOf(kModes, mode); }
bool purchaseModeFromKey(std::string_view key, PurchaseMode &mode) { return fromKey(kModes, key, mode); }
std::string_view rankingMethodKey(RankingMethod method) { return keyOf(kMethods, method); }
bool rankingMethodFromKey(std::string_view key, RankingMethod &method) { return fromKey(kMethods, key, method); }
std::string_view randomIndexTableKey(RandomIndexTable table) { return keyOf(kTables, table); }
bool randomIndexTableFromKey(std::string_view key, RandomIndexTable &table) { return fromKey(kTables, key, table); }

bool isCloudMode(PurchaseMode mode)
{
    return mode == PurchaseMode::CloudOnDemand || mode == PurchaseMode::CloudReserved
        || mode == PurchaseMode::CloudSpot;
}

std::vector<PriceKind> priceKindsOf(PurchaseMode mode)
{
    switch (mode) {
    case PurchaseMode::New:
        return {PriceKind::Street, PriceKind::Msrp};
    case PurchaseMode::Used:
        return {PriceKind::Used};
    case PurchaseMode::Refurbished:
        return {PriceKind::Refurbished};
    case PurchaseMode::CloudOnDemand:
        return {PriceKind::CloudOnDemand};
    case PurchaseMode::CloudReserved:
        return {PriceKind::CloudReserved};
    case PurchaseMode::CloudSpot:
        return {PriceKind::CloudSpot};
    }
    return {};
}

const std::vector<CriterionInfo> &criterionCatalog()
{
    static const std::vector<CriterionInfo> kCriteria{
        {"monthly_cost_usd", CriterionSense::Cost, "USD/month"},
        {"usd_per_million_tokens", CriterionSense::Cost, "USD/Mtok"},
        {"capex_usd", CriterionSense::Cost, "USD"},
        {"lockin_score", CriterionSense::Cost, "0-100"},
        {"facility_power_kw", CriterionSense::Cost, "kW"},
        {"ttft_seconds", CriterionSense::Cost, "s"},
        {"estimate_uncertainty", CriterionSense::Cost, "relative"},
        {"lead_time_weeks", CriterionSense::Cost, "weeks"},
    };
    return kCriteria;
}

const CriterionInfo *findCriterionInfo(std::string_view id)
{
    for (const auto &c : criterionCatalog()) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

const std::vector<std::string_view> &uncertainInputIds()
{
    static const std::vector<std::string_view> kIds{
        "price_factor",       "electricity_usd_per_kwh", "max_utilisation",      "average_requests_per_s",
        "service_life_years", "throughput_factor",       "failures_per_gpu_year"};
    return kIds;
}

const ScenarioOption *Scenario::findOption(const std::string &id) const
{
    for (const auto &o : options) {
        if (o.id == id)
            return &o;
    }
    return nullptr;
}

bool ScenarioParseResult::ok() const
{
    for (const auto &d : diagnostics) {
        if (d.severity == Severity::Error)
            return false;
    }
    return true;
}

int ScenarioParseResult::lineOf(const std::string &pointer) const
{
    std::string p = pointer;
    for (;;) {
        if (const auto it = lines.find(p); it != lines.end())
            return it->second;
        const auto slash = p.rfind('/');
        if (slash == std::string::npos || p.empty())
            return 0;
        p.resize(slash);
    }
}

bool upgradeScenarioJson(Json &doc, int version)
{
    if (version < 1 || version > ScenarioSchemaVersion || !doc.is_object())
        return false;
    if (version == 1) {
        if (auto w = doc.find("workload"); w != doc.end() && w->is_object()) {
            if (auto c = w->find("context_tokens"); c != w->end()) {
                (*w)["prompt_tokens"] = Json{{"mean", *c}};
                w->erase("context_tokens");
            }
            if (auto o = w->find("output_tokens"); o != w->end() && o->is_number())
                *o = Json{{"mean", *o}};
        }
        if (auto c = doc.find("criteria"); c != doc.end() && c->is_object() && !c->contains("items")) {
            Json items = Json::array();
            for (const auto &[id, weight] : c->items())
                items.push_back(Json{{"id", id}, {"weight", weight}});
            *c = Json{{"method", "weighted_sum"}, {"items", items}};
        }
        doc["schema_version"] = 2;
    }
    return true;
}

} // namespace GpuPlan
