#include "quotemapping.h"
#include "quotevalues.h"

#include "core/enumtable.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

namespace GpuPlan {

namespace {

constexpr std::array<std::pair<QuoteField, std::string_view>, 14> kQuoteFieldKeys{{
    {QuoteField::Ignore, "ignore"},
    {QuoteField::Seller, "seller"},
    {QuoteField::Channel, "channel"},
    {QuoteField::Sku, "sku"},
    {QuoteField::Condition, "condition"},
    {QuoteField::UnitPrice, "unit_price"},
    {QuoteField::Currency, "currency"},
    {QuoteField::Quantity, "quantity"},
    {QuoteField::LeadTime, "lead_time"},
    {QuoteField::Warranty, "warranty"},
    {QuoteField::ReturnsIntermittent, "returns_intermittent"},
    {QuoteField::Date, "date"},
    {QuoteField::ValidUntil, "valid_until"},
    {QuoteField::Note, "note"},
}};

// Header words, most specific first: the first entry whose word the header contains wins.
constexpr std::array<std::pair<std::string_view, QuoteField>, 27> kHeaderWords{{
    {"valid until", QuoteField::ValidUntil},
    {"validity", QuoteField::ValidUntil},
    {"expires", QuoteField::ValidUntil},
    {"expiry", QuoteField::ValidUntil},
    {"unit price", QuoteField::UnitPrice},
    {"price", QuoteField::UnitPrice},
    {"lead", QuoteField::LeadTime},
    {"warranty", QuoteField::Warranty},
    {"return", QuoteField::ReturnsIntermittent},
    {"rma", QuoteField::ReturnsIntermittent},
    {"seller", QuoteField::Seller},
    {"vendor", QuoteField::Seller},
    {"supplier", QuoteField::Seller},
    {"channel", QuoteField::Channel},
    {"condition", QuoteField::Condition},
    {"currency", QuoteField::Currency},
    {"qty", QuoteField::Quantity},
    {"quantity", QuoteField::Quantity},
    {"sku", QuoteField::Sku},
    {"model", QuoteField::Sku},
    {"product", QuoteField::Sku},
    {"description", QuoteField::Sku},
    {"gpu", QuoteField::Sku},
    {"quote date", QuoteField::Date},
    {"date", QuoteField::Date},
    {"note", QuoteField::Note},
    {"comment", QuoteField::Note},
}};

} // namespace

std::string_view quoteFieldKey(QuoteField field) { return EnumTable::keyOf(kQuoteFieldKeys, field); }

std::optional<QuoteField> quoteFieldFromKey(std::string_view key) { return EnumTable::valueOf(kQuoteFieldKeys, key); }

const QuoteColumn *QuoteColumnMapping::column(QuoteField field) const
{
    const auto it
        = std::find_if(columns.begin(), columns.end(), [&](const QuoteColumn &c) { return c.field == field; });
    return it == columns.end() ? nullptr : &*it;
}

std::string QuoteColumnMapping::toJson() const
{
    nlohmann::ordered_json j;
    j["schema"] = std::string(kSchema);
    j["version"] = kSchemaVersion;
    j["name"] = name;
    j["header_row"] = headerRow;
    j["decimal_comma"] = decimalComma;
    nlohmann::ordered_json cols = nlohmann::ordered_json::array();
    for (const QuoteColumn &c : columns)
        cols.push_back({{"header", c.header}, {"field", std::string(quoteFieldKey(c.field))}});
    j["columns"] = cols;
    nlohmann::ordered_json defaults = nlohmann::ordered_json::object();
    const std::pair<const char *, const std::string *> values[] = {{"seller", &seller},
                                                                   {"channel", &channel},
                                                                   {"condition", &condition},
                                                                   {"currency", &currency},
                                                                   {"date", &date}};
    for (const auto &[key, value] : values)
        if (!value->empty())
            defaults[key] = *value;
    j["defaults"] = defaults;
    // Invalid UTF-8 in a header (a file in another encoding) is replaced, not thrown.
    return j.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

std::optional<QuoteColumnMapping> QuoteColumnMapping::fromJson(std::string_view json, Diagnostic *error)
{
    const auto fail = [&](const std::string &path, const std::string &why) -> std::optional<QuoteColumnMapping> {
        if (error)
            *error = Diagnostic{"quote.mapping_invalid", Severity::Error, 0, 0, path, {path, why}};
        return std::nullopt;
    };
    const nlohmann::json j = nlohmann::json::parse(json, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return fail("/", "not a JSON object");
    if (j.value("schema", std::string()) != kSchema)
        return fail("/schema", "not \"" + std::string(kSchema) + "\"");
    const auto version = j.find("version");
    if (version == j.end() || !version->is_number_integer() || version->get<int>() > kSchemaVersion
        || version->get<int>() < 1)
        return fail("/version", "a version this GpuPlan does not read");
    QuoteColumnMapping m;
    try {
        m.name = j.value("name", std::string());
        m.headerRow = j.value("header_row", 0);
        m.decimalComma = j.value("decimal_comma", false);
        if (m.headerRow < 0 || m.headerRow > 10000)
            return fail("/header_row", "out of range");
        const auto cols = j.find("columns");
        if (cols == j.end() || !cols->is_array())
            return fail("/columns", "missing");
        for (std::size_t i = 0; i < cols->size(); ++i) {
            const auto &c = (*cols)[i];
            const std::string path = "/columns/" + std::to_string(i);
            if (!c.is_object())
                return fail(path, "not an object");
            const auto field = quoteFieldFromKey(c.value("field", std::string()));
            if (!field)
                return fail(path + "/field", "unknown field");
            m.columns.push_back({c.value("header", std::string()), *field});
        }
        if (const auto d = j.find("defaults"); d != j.end() && d->is_object()) {
            m.seller = d->value("seller", std::string());
            m.channel = d->value("channel", std::string());
            m.condition = d->value("condition", std::string());
            m.currency = d->value("currency", std::string());
            m.date = d->value("date", std::string());
        }
    } catch (const nlohmann::json::exception &) {
        return fail("/", "a value has the wrong type");
    }
    return m;
}

QuoteColumnMapping proposeQuoteMapping(const std::vector<std::string> &header)
{
    QuoteColumnMapping m;
    for (const std::string &text : header) {
        const std::string h = quoteKey(text);
        QuoteField field = QuoteField::Ignore;
        for (const auto &[word, f] : kHeaderWords)
            if (h.find(word) != std::string::npos) {
                field = f;
                break;
            }
        // "Extended price" / "Total price" is the line total, not the unit price.
        if (field == QuoteField::UnitPrice
            && (h.find("total") != std::string::npos || h.find("extended") != std::string::npos))
            field = QuoteField::Ignore;
        // One column per field: the first one found keeps it.
        if (field != QuoteField::Ignore && m.column(field))
            field = QuoteField::Ignore;
        if (field != QuoteField::Ignore)
            m.columns.push_back({text, field});
    }
    return m;
}

} // namespace GpuPlan
