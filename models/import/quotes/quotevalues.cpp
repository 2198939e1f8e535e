#include "quotevalues.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <utility>

namespace GpuPlan {

namespace {

bool wholeDouble(std::string_view text, double &out)
{
    if (text.empty())
        return false;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), out);
    return r.ec == std::errc() && r.ptr == text.data() + text.size() && std::isfinite(out);
}

// Removes @p what wherever it occurs.
void eraseAll(std::string &text, std::string_view what)
{
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at))
        text.erase(at, what.size());
}

constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kCurrencySymbols{{
    {"US$", "USD"},
    {"$", "USD"},
    {"\xE2\x82\xAC", "EUR"}, // €
    {"\xC2\xA3", "GBP"},     // £
    {"\xC2\xA5", "JPY"},     // ¥
    {"CHF", "CHF"},
}};

bool isAlpha3(std::string_view t)
{
    return t.size() == 3 && std::all_of(t.begin(), t.end(), [](unsigned char c) { return std::isalpha(c) != 0; });
}

// "2 weeks" -> {2, "weeks"}; "2-3 weeks" and "2 to 3 weeks" -> {3, "weeks"} (the longer end).
std::optional<std::pair<double, std::string>> amountAndUnit(std::string_view cell)
{
    const std::string text = quoteKey(cell);
    std::size_t i = 0;
    const auto number = [&](double &out) {
        const std::size_t start = i;
        while (i < text.size() && (std::isdigit(static_cast<unsigned char>(text[i])) || text[i] == '.'))
            ++i;
        return wholeDouble(std::string_view(text).substr(start, i - start), out);
    };
    const auto spaces = [&] {
        while (i < text.size() && text[i] == ' ')
            ++i;
    };
    double value = 0;
    if (!number(value))
        return std::nullopt;
    spaces();
    if (i < text.size() && (text[i] == '-' || text.compare(i, 2, "to") == 0)) {
        i += text[i] == '-' ? 1 : 2;
        spaces();
        double upper = 0;
        if (!number(upper) || upper < value)
            return std::nullopt;
        value = upper;
        spaces();
    }
    return std::make_pair(value, text.substr(i));
}

template <std::size_t N>
bool unitIn(const std::string &unit, const std::array<std::string_view, N> &names)
{
    return std::find(names.begin(), names.end(), unit) != names.end();
}

constexpr std::array<std::string_view, 6> kDayUnits{"", "d", "day", "days", "calendar days", "business days"};
constexpr std::array<std::string_view, 5> kWeekUnits{"w", "wk", "wks", "week", "weeks"};
constexpr std::array<std::string_view, 5> kMonthUnits{"m", "mo", "mos", "month", "months"};
constexpr std::array<std::string_view, 5> kYearUnits{"y", "yr", "yrs", "year", "years"};

std::optional<int> nonNegativeInt(double v)
{
    if (!(v >= 0) || v > 1e6)
        return std::nullopt;
    return static_cast<int>(std::ceil(v - 1e-9));
}

std::string isoOf(const std::chrono::year_month_day &d)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u", static_cast<int>(d.year()), static_cast<unsigned>(d.month()),
                  static_cast<unsigned>(d.day()));
    return buffer;
}

} // namespace

std::string quoteKey(std::string_view text)
{
    std::string out;
    for (const char c : text)
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const auto first = out.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        return {};
    return out.substr(first, out.find_last_not_of(" \t\r\n") - first + 1);
}

std::optional<QuotePrice> QuoteValueReader::price(std::string_view cell) const
{
    std::string text(cell);
    QuotePrice out;
    for (const auto &[symbol, code] : kCurrencySymbols)
        if (text.find(symbol) != std::string::npos) {
            eraseAll(text, symbol);
            out.currency = std::string(code);
            break;
        }
    // Spaces, no-break spaces and Swiss apostrophes group thousands.
    for (const std::string_view space :
         {std::string_view("\xC2\xA0"), std::string_view("\xE2\x80\xAF"), std::string_view(" "), std::string_view("'")})
        eraseAll(text, space);
    // A three-letter code before or after the number.
    if (text.size() > 3 && isAlpha3(std::string_view(text).substr(0, 3))) {
        out.currency = quoteKey(text.substr(0, 3));
        text.erase(0, 3);
    } else if (text.size() > 3 && isAlpha3(std::string_view(text).substr(text.size() - 3))) {
        out.currency = quoteKey(text.substr(text.size() - 3));
        text.erase(text.size() - 3);
    }
    std::transform(out.currency.begin(), out.currency.end(), out.currency.begin(),
                   [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    if (decimalComma) {
        eraseAll(text, ".");
        std::replace(text.begin(), text.end(), ',', '.');
    } else {
        eraseAll(text, ",");
    }
    if (!wholeDouble(text, out.amount) || text.front() == '+' || text.front() == '-')
        return std::nullopt;
    return out;
}

std::optional<std::string> QuoteValueReader::currency(std::string_view cell) const
{
    const std::string text = quoteKey(cell);
    for (const auto &[symbol, code] : kCurrencySymbols)
        if (quoteKey(symbol) == text)
            return std::string(code);
    if (!isAlpha3(text))
        return std::nullopt;
    std::string code = text;
    std::transform(code.begin(), code.end(), code.begin(),
                   [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    return code;
}

std::optional<int> QuoteValueReader::count(std::string_view cell) const
{
    double v = 0;
    if (!wholeDouble(quoteKey(cell), v) || v != std::floor(v) || v < 0 || v > 1e7)
        return std::nullopt;
    return static_cast<int>(v);
}

std::optional<int> QuoteValueReader::days(std::string_view cell) const
{
    const auto parsed = amountAndUnit(cell);
    if (!parsed)
        return std::nullopt;
    const auto &[value, unit] = *parsed;
    if (unitIn(unit, kDayUnits))
        return nonNegativeInt(value);
    if (unitIn(unit, kWeekUnits))
        return nonNegativeInt(value * 7);
    if (unitIn(unit, kMonthUnits))
        return nonNegativeInt(value * 30);
    return std::nullopt;
}

std::optional<int> QuoteValueReader::months(std::string_view cell) const
{
    const auto parsed = amountAndUnit(cell);
    if (!parsed)
        return std::nullopt;
    const auto &[value, unit] = *parsed;
    if (unit.empty() || unitIn(unit, kMonthUnits))
        return nonNegativeInt(value);
    if (unitIn(unit, kYearUnits))
        return nonNegativeInt(value * 12);
    if (unit != "" && unitIn(unit, kDayUnits))
        return nonNegativeInt(value / 30);
    return std::nullopt;
}

std::optional<bool> QuoteValueReader::yesNo(std::string_view cell) const
{
    const std::string t = quoteKey(cell);
    for (const std::string_view yes : {"yes", "y", "true", "1", "oui", "x"})
        if (t == yes)
            return true;
    for (const std::string_view no : {"no", "n", "false", "0", "non"})
        if (t == no)
            return false;
    return std::nullopt;
}

std::optional<std::string> QuoteValueReader::date(std::string_view cell) const
{
    std::string t = quoteKey(cell);
    double serial = 0;
    if (spreadsheet && wholeDouble(t, serial)) {
        // Excel's 1900 system: day 1 is 1900-01-01 and its phantom 1900-02-29 is day 60, so from day 61 on the
        // day is the count from 1899-12-30. Earlier days are not quote dates.
        if (serial < 61 || serial > 2958465)
            return std::nullopt;
        const std::chrono::sys_days epoch = std::chrono::sys_days{std::chrono::year{1899} / 12 / 30};
        return isoOf(std::chrono::year_month_day{epoch + std::chrono::days{static_cast<int>(std::floor(serial))}});
    }
    if (t.size() > 10 && (t[10] == 't' || t[10] == ' '))
        t.resize(10);
    if (t.size() == 10 && t[4] == '/' && t[7] == '/') {
        t[4] = '-';
        t[7] = '-';
    }
    if (!isIsoDate(t))
        return std::nullopt;
    return t;
}

std::optional<SellerChannel> QuoteValueReader::channel(std::string_view cell) const
{
    const std::string t = quoteKey(cell);
    if (const auto key = sellerChannelFromKey(t))
        return key;
    static const std::array<std::pair<std::string_view, SellerChannel>, 7> kSynonyms{{
        {"reseller", SellerChannel::Distributor},
        {"oem", SellerChannel::Integrator},
        {"system integrator", SellerChannel::Integrator},
        {"refurb", SellerChannel::Refurbisher},
        {"broker", SellerChannel::Marketplace},
        {"ebay", SellerChannel::Marketplace},
        {"cloud provider", SellerChannel::Cloud},
    }};
    for (const auto &[word, channel] : kSynonyms)
        if (t == word)
            return channel;
    return std::nullopt;
}

std::optional<CardCondition> QuoteValueReader::condition(std::string_view cell) const
{
    const std::string t = quoteKey(cell);
    if (const auto key = cardConditionFromKey(t))
        return key;
    static const std::array<std::pair<std::string_view, CardCondition>, 7> kSynonyms{{
        {"refurb", CardCondition::Refurbished},
        {"renewed", CardCondition::Refurbished},
        {"recertified", CardCondition::Refurbished},
        {"pre-owned", CardCondition::Used},
        {"second-hand", CardCondition::Used},
        {"open box", CardCondition::Used},
        {"brand new", CardCondition::New},
    }};
    for (const auto &[word, condition] : kSynonyms)
        if (t == word)
            return condition;
    return std::nullopt;
}

} // namespace GpuPlan
