#pragma once

#include "core/diagnostic.h"
#include "quotes/quotereader.h"

#include <QByteArray>

#include <vector>

namespace GpuPlan {

/**
 * The first worksheet of an Office Open XML workbook (.xlsx) as a grid of cell texts, every row from 1 to the
 * last one used (empty rows included, so that the grid's row i is the sheet's row i + 1). The zip is read with
 * libzip (Debian 12 has no C++ XLSX reader: libfreexl reads only .xls) and the workbook, its relationships, the
 * shared strings and the sheet with QXmlStreamReader. Cells: shared and inline strings as text, numbers as
 * written (a date is its serial day number; the quote reader knows date columns), booleans TRUE/FALSE, errors
 * as written (#N/A). Formulas give their cached value.
 *
 * On a file that is not such a workbook, nullopt-like: an empty grid and an error in @p diags
 * ("xlsx.not_zip", "xlsx.missing_part", "xlsx.bad_xml", "xlsx.too_large").
 */
QuoteGrid readXlsxSheet(const QByteArray &bytes, std::vector<Diagnostic> &diags);

/// The largest uncompressed part read (a zip bomb is refused): 256 MiB.
inline constexpr qint64 kMaxXlsxPartBytes = qint64(256) << 20;
/// The most rows kept (Excel's own limit).
inline constexpr int kMaxXlsxRows = 1048576;

} // namespace GpuPlan
