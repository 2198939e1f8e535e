#pragma once

#include "core/intake/quote.h"

#include <optional>
#include <string>
#include <string_view>

namespace GpuPlan {

/// @p text in lower case without surrounding white space: how headers, channels and units are compared.
std::string quoteKey(std::string_view text);

/// A price cell: the amount, and the currency its symbol or code names ("$12,500.00", "EUR 9.800,00").
struct QuotePrice
{
    double amount = 0;
    std::string currency; ///< ISO code, empty when the cell names none
};

/**
 * The value forms a quote cell may take, read without a locale. In a spreadsheet a date may be an Excel serial
 * day (days since 1899-12-30, the 1900 date system: 45627 is 2024-12-01).
 */
struct QuoteValueReader
{
    bool spreadsheet = false;
    bool decimalComma = false;

    /// "12500", "12,500.00", "$12,500", "12 500 €", "EUR 9.800,00" (with decimalComma); nullopt otherwise.
    std::optional<QuotePrice> price(std::string_view cell) const;
    /// A three-letter code ("usd" -> "USD") or a symbol ($, €, £, ¥).
    std::optional<std::string> currency(std::string_view cell) const;
    /// A whole number ("8", "8.0").
    std::optional<int> count(std::string_view cell) const;
    /// Days: "14", "14 days", "2 weeks", "2-3 weeks" (the longer end), "1 month" (30 days).
    std::optional<int> days(std::string_view cell) const;
    /// Months: "36", "36 months", "3 years", "3 yr", "90 days" (rounded up to months).
    std::optional<int> months(std::string_view cell) const;
    /// yes/no, y/n, true/false, 1/0, oui/non.
    std::optional<bool> yesNo(std::string_view cell) const;
    /// YYYY-MM-DD, YYYY/MM/DD, an ISO date-time (its date), or in a spreadsheet a serial day.
    std::optional<std::string> date(std::string_view cell) const;
    /// The channel keys and a few synonyms ("refurb", "reseller" -> distributor, "broker"/"ebay" -> marketplace).
    std::optional<SellerChannel> channel(std::string_view cell) const;
    /// new / refurbished / used, and "refurb", "renewed", "pre-owned", "second-hand", "open box" (used).
    std::optional<CardCondition> condition(std::string_view cell) const;
};

} // namespace GpuPlan
