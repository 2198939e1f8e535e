#pragma once

#include "core/diagnostic.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

/// What a column of a seller's quote sheet holds.
enum class QuoteField {
    Ignore,
    Seller,
    Channel,
    Sku, ///< a catalog SKU id or a product name the SKU matcher knows ("NVIDIA H100 80GB PCIe")
    Condition,
    UnitPrice,
    Currency,
    Quantity,
    LeadTime,            ///< days, or "3 weeks"
    Warranty,            ///< months, or "3 years"
    ReturnsIntermittent, ///< yes / no
    Date,
    ValidUntil,
    Note,
};

/// One mapped column, found by its header text (case-insensitive, surrounding spaces ignored).
struct QuoteColumn
{
    std::string header;
    QuoteField field = QuoteField::Ignore;
    bool operator==(const QuoteColumn &) const = default;
};

/**
 * How to read a seller's quote sheet (CSV or the first sheet of an XLSX): where the header row is, what each
 * column means, and the values a sheet from one seller does not repeat on every row (seller, channel,
 * currency, date, condition). Saved as a named preset (JSON, schema-versioned) so that the next quote from
 * the same seller imports with one click, like the fleet CSV mapping (csvcolumnmapping.h).
 */
struct QuoteColumnMapping
{
    static constexpr int kSchemaVersion = 1;
    static constexpr std::string_view kSchema = "gpuplan-quote-mapping";

    std::string name;
    int headerRow = 0;         ///< 0-based row of the header (a quote often has a title block above it)
    bool decimalComma = false; ///< "1.234,50" is 1234.5
    std::vector<QuoteColumn> columns;
    // Values for every row when no column holds them (empty: none).
    std::string seller;
    std::string channel;
    std::string condition;
    std::string currency;
    std::string date;

    bool operator==(const QuoteColumnMapping &) const = default;

    const QuoteColumn *column(QuoteField field) const;
    std::string toJson() const;
    static std::optional<QuoteColumnMapping> fromJson(std::string_view json, Diagnostic *error = nullptr);
};

/// "ignore", "seller", "channel", "sku", "condition", "unit_price", "currency", "quantity", "lead_time",
/// "warranty", "returns_intermittent", "date", "valid_until", "note".
std::string_view quoteFieldKey(QuoteField field);
std::optional<QuoteField> quoteFieldFromKey(std::string_view key);

/**
 * A first guess from a header row: "Seller"/"Vendor"/"Supplier", "Channel", "SKU"/"Model"/"Product"/
 * "Description", "Condition", "Unit Price"/"Price", "Currency", "Qty"/"Quantity", "Lead Time", "Warranty",
 * "Returns", "Date"/"Quote Date", "Valid Until"/"Expires"/"Validity", "Notes". Unknown headers are ignored.
 */
QuoteColumnMapping proposeQuoteMapping(const std::vector<std::string> &header);

} // namespace GpuPlan
