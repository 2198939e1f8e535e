#pragma once

// Exports of one results table (ReportTable) to CSV, JSON and XLSX.
//
// - CSV: RFC 4180 (comma, CRLF line ends, fields quoted when they hold a comma, quote, CR or LF; quotes
//   doubled), UTF-8 without a byte-order mark. The header row holds the stable column keys
//   ("monthly_cost_usd"), so that scripts do not depend on the language; units are in the JSON export.
// - JSON: {"id", "title", "columns": [{"key", "title", "unit"}], "rows": [[...], ...], "note"}: a cell is
//   a number where the table has one, else its text (a missing figure is its "not available (why)" text,
//   never 0).
// - XLSX (libxlsxwriter): one sheet named after the table id; a bold header row of the translated column
//   titles with their units; numbers written as numbers; column widths fitted to the text.
// Numbers are written at full precision in every format, not as the report rounds them.
// Every write is atomic: a temporary file beside the target, renamed over it at the end; nothing is left
// behind on failure. Errors are translated and name the file.

#include "report/reportdocument.h"

#include <QByteArray>
#include <QString>

namespace GpuPlan {

enum class ReportExportFormat { Csv, JsonFile, Xlsx }; // JsonFile: "Json" would shadow GpuPlan::Json (jsonlocator.h)

/// "csv", "json", "xlsx" (case-insensitive); false for anything else.
bool reportExportFormatFromKey(const QString &key, ReportExportFormat &format);

QByteArray reportTableToCsv(const ReportTable &table);
QByteArray reportTableToJson(const ReportTable &table);

struct ReportExportResult
{
    bool ok = false;
    QString error; ///< translated, naming the file
};

ReportExportResult exportReportTable(const ReportTable &table, ReportExportFormat format, const QString &path);

} // namespace GpuPlan
