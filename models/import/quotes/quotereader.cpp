#include "quotereader.h"

#include "quotevalues.h"

#include "core/csvreader.h"

#include <algorithm>
#include <cctype>

namespace GpuPlan {

namespace {

std::string trimmedCell(const std::vector<std::string> &row, int column)
{
    if (column < 0 || column >= static_cast<int>(row.size()))
        return {};
    const std::string &cell = row[static_cast<std::size_t>(column)];
    const auto first = cell.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        return {};
    return cell.substr(first, cell.find_last_not_of(" \t\r\n") - first + 1);
}

std::string lowered(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

// The header row's column of each mapped field (-1: not in the file).
struct ColumnIndex
{
    QuoteField field;
    int index = -1;
    std::string header;
};

} // namespace

std::string spreadsheetColumnName(int index)
{
    std::string out;
    for (int n = index + 1; n > 0; n = (n - 1) / 26)
        out.insert(out.begin(), static_cast<char>('A' + (n - 1) % 26));
    return out;
}

QuoteGrid quoteGridFromCsv(std::string_view text, std::vector<Diagnostic> &diags)
{
    // Every record, blank ones included, whatever its width: a quote has a title block above its table.
    QuoteGrid grid;
    CsvReader reader(text);
    std::vector<std::string> record;
    while (reader.next(record)) {
        if (reader.unterminatedQuote())
            diags.push_back(Diagnostic{"csv.quote", Severity::Error, reader.recordLine(), 0, {}, {}});
        grid.rows.push_back(std::move(record));
        grid.lines.push_back(reader.recordLine());
    }
    return grid;
}

int findQuoteHeaderRow(const QuoteGrid &grid)
{
    for (std::size_t r = 0; r < grid.rows.size(); ++r) {
        const QuoteColumnMapping proposal = proposeQuoteMapping(grid.rows[r]);
        if (proposal.column(QuoteField::Sku) && proposal.column(QuoteField::UnitPrice))
            return static_cast<int>(r);
    }
    return 0;
}

std::vector<Quote> readQuotes(const QuoteGrid &grid, const QuoteColumnMapping &mapping,
                              const QuoteSkuResolver &resolveSku, const std::string &fileName,
                              std::vector<Diagnostic> &diags)
{
    // Errors, this call's and the caller's: any new one refuses the file.
    const auto errorCount = [&diags] {
        return std::count_if(diags.begin(), diags.end(),
                             [](const Diagnostic &d) { return d.severity == Severity::Error; });
    };
    const auto errorsBefore = errorCount();
    const auto headerAt = static_cast<std::size_t>(mapping.headerRow);
    if (headerAt >= grid.rows.size()) {
        diags.push_back({"quote.no_header", Severity::Error, 0, 0, {}, {std::to_string(mapping.headerRow + 1)}});
        return {};
    }
    const std::vector<std::string> &header = grid.rows[headerAt];
    const int headerLine = grid.lines[headerAt];
    // Where each mapped column is; a mapped column missing from the header is an error.
    std::vector<ColumnIndex> columns;
    for (const QuoteColumn &c : mapping.columns) {
        if (c.field == QuoteField::Ignore)
            continue;
        ColumnIndex ci{c.field, -1, c.header};
        const std::string wanted = lowered(c.header);
        for (std::size_t i = 0; i < header.size(); ++i)
            if (lowered(trimmedCell(header, static_cast<int>(i))) == wanted)
                ci.index = static_cast<int>(i);
        if (ci.index < 0)
            diags.push_back({"quote.missing_column", Severity::Error, headerLine, 0, {}, {c.header}});
        columns.push_back(ci);
    }
    const auto indexOf = [&](QuoteField f) {
        for (const ColumnIndex &c : columns)
            if (c.field == f)
                return c.index;
        return -1;
    };
    for (const QuoteField required : {QuoteField::Sku, QuoteField::UnitPrice})
        if (!mapping.column(required))
            diags.push_back(
                {"quote.unmapped", Severity::Error, headerLine, 0, {}, {std::string(quoteFieldKey(required))}});
    if (!mapping.column(QuoteField::Seller) && mapping.seller.empty())
        diags.push_back({"quote.no_seller", Severity::Error, headerLine, 0, {}, {}});

    std::vector<Quote> quotes;
    const bool ok = errorCount() == errorsBefore;
    if (!ok)
        return {};
    QuoteValueReader values{grid.spreadsheet, mapping.decimalComma};
    for (std::size_t r = headerAt + 1; r < grid.rows.size(); ++r) {
        const std::vector<std::string> &row = grid.rows[r];
        const int line = grid.lines[r];
        const auto cellOf = [&](QuoteField f) { return trimmedCell(row, indexOf(f)); };
        // Section titles, service lines and totals: no SKU, or neither a quantity nor a price.
        if (cellOf(QuoteField::Sku).empty()
            || (cellOf(QuoteField::Quantity).empty() && cellOf(QuoteField::UnitPrice).empty()))
            continue;
        // A bad cell: its line, column (letter or number), header and text.
        const auto bad = [&](QuoteField f, const char *code, std::vector<std::string> extra = {}) {
            const int column = indexOf(f);
            // A value from the mapping's defaults has no column.
            const std::string where = column < 0 ? std::string("-")
                : grid.spreadsheet               ? spreadsheetColumnName(column)
                                                 : std::to_string(column + 1);
            std::vector<std::string> params{where, trimmedCell(header, column), cellOf(f)};
            params.insert(params.end(), extra.begin(), extra.end());
            // The column is in the text (a number, or a letter in a spreadsheet), not in the location.
            diags.push_back({code, Severity::Error, line, 0, {}, params});
        };
        Quote q;
        q.sourceFile = fileName;
        q.sourceLine = line;
        // Text fields, with the mapping's defaults.
        const auto textOr = [&](QuoteField f, const std::string &fallback) {
            const std::string cell = cellOf(f);
            return cell.empty() ? fallback : cell;
        };
        q.seller = textOr(QuoteField::Seller, mapping.seller);
        if (q.seller.empty())
            bad(QuoteField::Seller, "quote.bad_seller");
        const std::string skuCell = cellOf(QuoteField::Sku);
        if (const auto sku = skuCell.empty() ? std::nullopt : resolveSku(skuCell))
            q.skuId = *sku;
        else
            bad(QuoteField::Sku, "quote.unknown_sku");
        if (const auto channel = values.channel(textOr(QuoteField::Channel, mapping.channel)))
            q.channel = *channel;
        else
            bad(QuoteField::Channel, "quote.bad_channel");
        if (const auto condition = values.condition(textOr(QuoteField::Condition, mapping.condition)))
            q.condition = *condition;
        else
            bad(QuoteField::Condition, "quote.bad_condition");
        if (const auto price = values.price(cellOf(QuoteField::UnitPrice)); price && price->amount >= 0) {
            q.unitPrice = price->amount;
            if (!price->currency.empty())
                q.currency = price->currency;
        } else {
            bad(QuoteField::UnitPrice, "quote.bad_number");
        }
        const std::string currency = cellOf(QuoteField::Currency);
        if (!currency.empty() || !mapping.currency.empty()) {
            if (const auto code = values.currency(currency.empty() ? mapping.currency : currency))
                q.currency = *code;
            else
                bad(QuoteField::Currency, "quote.bad_currency");
        }
        if (const std::string cell = cellOf(QuoteField::Quantity); !cell.empty()) {
            if (const auto n = values.count(cell); n && *n >= 1)
                q.quantity = *n;
            else
                bad(QuoteField::Quantity, "quote.bad_quantity");
        }
        if (const std::string cell = cellOf(QuoteField::LeadTime); !cell.empty()) {
            if (const auto days = values.days(cell))
                q.leadTimeDays = *days;
            else
                bad(QuoteField::LeadTime, "quote.bad_duration");
        }
        if (const std::string cell = cellOf(QuoteField::Warranty); !cell.empty()) {
            if (const auto months = values.months(cell))
                q.warrantyMonths = *months;
            else
                bad(QuoteField::Warranty, "quote.bad_duration");
        }
        if (const std::string cell = cellOf(QuoteField::ReturnsIntermittent); !cell.empty()) {
            if (const auto yes = values.yesNo(cell))
                q.returnsIntermittent = *yes;
            else
                bad(QuoteField::ReturnsIntermittent, "quote.bad_yes_no");
        }
        if (const std::string cell = textOr(QuoteField::Date, mapping.date); !cell.empty()) {
            if (const auto date = values.date(cell))
                q.date = *date;
            else
                bad(QuoteField::Date, "quote.bad_date");
        }
        if (const std::string cell = cellOf(QuoteField::ValidUntil); !cell.empty()) {
            if (const auto date = values.date(cell))
                q.validUntil = *date;
            else
                bad(QuoteField::ValidUntil, "quote.bad_date");
        }
        q.note = cellOf(QuoteField::Note);
        quotes.push_back(std::move(q));
    }
    const bool failed = errorCount() != errorsBefore;
    if (failed)
        return {};
    if (quotes.empty())
        diags.push_back({"quote.empty", Severity::Error, headerLine, 0, {}, {}});
    return quotes;
}

} // namespace GpuPlan
