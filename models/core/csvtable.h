#pragma once

#include "diagnostic.h"

#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

/// A parsed CSV file (RFC 4180: quoted fields, doubled quotes, newlines inside quotes).
struct CsvTable
{
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    std::vector<int> lines; ///< 1-based line where each row starts

    /// Index of @p column in the header, or -1.
    int column(std::string_view name) const;
    /// The cell of @p row in @p column ("" when the row is short or the column absent).
    const std::string &cell(std::size_t row, int column) const;
};

/// Parses @p text; an unterminated quote or a row wider than the header is reported in @p diags.
CsvTable parseCsv(std::string_view text, std::vector<Diagnostic> &diags);

/// A whole cell as a number (std::from_chars: no locale, no leading space, nothing left over).
inline bool csvNumber(const std::string &cell, double &out)
{
    const auto r = std::from_chars(cell.data(), cell.data() + cell.size(), out);
    return r.ec == std::errc() && r.ptr == cell.data() + cell.size();
}
inline bool csvNumber(const std::string &cell, std::int64_t &out)
{
    const auto r = std::from_chars(cell.data(), cell.data() + cell.size(), out);
    return r.ec == std::errc() && r.ptr == cell.data() + cell.size();
}

} // namespace GpuPlan
