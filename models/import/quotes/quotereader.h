#pragma once

#include "core/diagnostic.h"
#include "core/intake/quote.h"
#include "quotemapping.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

/// A grid of cells read from a quote file: a CSV file's rows or an XLSX sheet's (row numbers as the sheet
/// shows them). Every row, the header included; `lines` are 1-based.
struct QuoteGrid
{
    std::vector<std::vector<std::string>> rows;
    std::vector<int> lines;
    bool spreadsheet = false; ///< columns are named by letter (A, B, ... AA) and dates may be serial numbers
};

/// The rows of a CSV text as a grid (RFC 4180); a malformed quote or width is an error in @p diags.
QuoteGrid quoteGridFromCsv(std::string_view text, std::vector<Diagnostic> &diags);

/// The first row whose proposed mapping has both a SKU and a unit price column (the header of a quote with a
/// title block above its table), else 0.
int findQuoteHeaderRow(const QuoteGrid &grid);

/// The SKU id a cell names (a catalog id or a name the SKU matcher knows), or nullopt.
using QuoteSkuResolver = std::function<std::optional<std::string>(std::string_view cell)>;

/**
 * The quotes of @p grid read with @p mapping: one per row below the header that names a SKU and has a quantity or
 * a unit price (rows without, such as section titles, service lines and totals, are skipped). All or nothing: any bad
 * cell is an error naming its line and column (by letter in a spreadsheet) and the header, and no quote is returned.
 * Each quote's sourceFile is @p fileName and sourceLine its row's line. Bad cells: a price, quantity, lead
 * time or warranty that is not a number (quantity a positive whole number), a date that is not YYYY-MM-DD
 * (or an Excel serial day in a spreadsheet), a channel, condition or yes/no not known, an SKU the resolver
 * does not know, a seller missing from both the row and the mapping's defaults.
 */
std::vector<Quote> readQuotes(const QuoteGrid &grid, const QuoteColumnMapping &mapping,
                              const QuoteSkuResolver &resolveSku, const std::string &fileName,
                              std::vector<Diagnostic> &diags);

/// "A", "B", ... "Z", "AA" for a 0-based column index.
std::string spreadsheetColumnName(int index);

} // namespace GpuPlan
