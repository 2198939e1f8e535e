#include "report/reportexport.h"

#include "report/reporttext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QTemporaryFile>

#include <xlsxwriter.h>

#include <algorithm>
#include <charconv>
#include <cstdio>

namespace GpuPlan {

namespace {

// Shortest text that reads back as the same double, in the C locale.
QByteArray numberText(double v)
{
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return QByteArray(buf, int(r.ptr - buf));
}

QByteArray csvField(const QString &text)
{
    QByteArray utf8 = text.toUtf8();
    if (utf8.contains(',') || utf8.contains('"') || utf8.contains('\n') || utf8.contains('\r')) {
        utf8.replace("\"", "\"\"");
        return '"' + utf8 + '"';
    }
    return utf8;
}

QByteArray csvCell(const ReportCell &cell) { return cell.number ? numberText(*cell.number) : csvField(cell.text); }

ReportExportResult writeAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {false, ReportText::tr("Cannot write %1: %2").arg(path, file.errorString())};
    if (file.write(bytes) != bytes.size() || !file.commit())
        return {false, ReportText::tr("Cannot write %1: %2").arg(path, file.errorString())};
    return {true, {}};
}

QString sheetName(const QString &id)
{
    QString name = id;
    static const QString forbidden = QStringLiteral("[]:*?/\\");
    for (QChar &c : name) {
        if (forbidden.contains(c))
            c = QLatin1Char('_');
    }
    return name.left(31).isEmpty() ? QStringLiteral("table") : name.left(31);
}

ReportExportResult writeXlsx(const ReportTable &table, const QString &path)
{
    const QFileInfo info(path);
    if (!info.absoluteDir().exists())
        return {false, ReportText::tr("Cannot write %1: the folder %2 does not exist").arg(path, info.absolutePath())};
    // A unique temporary name beside the target, so that the final rename stays on one file system.
    QString tmpPath;
    {
        QTemporaryFile tmp(info.absoluteFilePath() + QStringLiteral(".XXXXXX"));
        tmp.setAutoRemove(false);
        if (!tmp.open())
            return {false, ReportText::tr("Cannot write %1: %2").arg(path, tmp.errorString())};
        tmpPath = tmp.fileName();
    }
    const QByteArray tmpName = QFile::encodeName(tmpPath);
    lxw_workbook *book = workbook_new(tmpName.constData());
    if (!book) {
        QFile::remove(tmpPath);
        return {false, ReportText::tr("Cannot write %1: the XLSX writer could not start").arg(path)};
    }
    lxw_worksheet *sheet = workbook_add_worksheet(book, sheetName(table.id).toUtf8().constData());
    lxw_format *bold = workbook_add_format(book);
    format_set_bold(bold);
    QVector<int> widths(table.columns.size(), 8);
    for (int c = 0; c < table.columns.size(); ++c) {
        const QString unit = table.units.value(c);
        const QString title
            = unit.isEmpty() ? table.columns[c] : table.columns[c] + QStringLiteral(" (") + unit + QLatin1Char(')');
        worksheet_write_string(sheet, 0, lxw_col_t(c), title.toUtf8().constData(), bold);
        widths[c] = std::max<int>(widths[c], int(title.size()));
    }
    for (int r = 0; r < table.rows.size(); ++r) {
        const auto &row = table.rows[r];
        for (int c = 0; c < row.size() && c < table.columns.size(); ++c) {
            const ReportCell &cell = row[c];
            if (cell.number)
                worksheet_write_number(sheet, lxw_row_t(r + 1), lxw_col_t(c), *cell.number, nullptr);
            else
                worksheet_write_string(sheet, lxw_row_t(r + 1), lxw_col_t(c), cell.text.toUtf8().constData(), nullptr);
            widths[c] = std::max<int>(widths[c], int(cell.text.size()));
        }
    }
    for (int c = 0; c < widths.size(); ++c)
        worksheet_set_column(sheet, lxw_col_t(c), lxw_col_t(c), std::min(widths[c], 60) + 2, nullptr);
    const lxw_error error = workbook_close(book);
    if (error != LXW_NO_ERROR) {
        QFile::remove(tmpPath);
        return {false, ReportText::tr("Cannot write %1: %2").arg(path, QString::fromUtf8(lxw_strerror(error)))};
    }
    if (std::rename(tmpName.constData(), QFile::encodeName(info.absoluteFilePath()).constData()) != 0) {
        QFile::remove(tmpPath);
        return {false, ReportText::tr("Cannot write %1: the finished file could not be moved into place").arg(path)};
    }
    return {true, {}};
}

} // namespace

bool reportExportFormatFromKey(const QString &key, ReportExportFormat &format)
{
    const QString k = key.toLower();
    if (k == QLatin1String("csv"))
        format = ReportExportFormat::Csv;
    else if (k == QLatin1String("json"))
        format = ReportExportFormat::JsonFile;
    else if (k == QLatin1String("xlsx"))
        format = ReportExportFormat::Xlsx;
    else
        return false;
    return true;
}

QByteArray reportTableToCsv(const ReportTable &table)
{
    QByteArray out;
    for (int c = 0; c < table.columnKeys.size(); ++c)
        out += (c ? "," : "") + csvField(table.columnKeys[c]);
    out += "\r\n";
    for (const auto &row : table.rows) {
        for (int c = 0; c < table.columnKeys.size(); ++c)
            out += (c ? "," : "") + (c < row.size() ? csvCell(row[c]) : QByteArray());
        out += "\r\n";
    }
    return out;
}

QByteArray reportTableToJson(const ReportTable &table)
{
    QJsonArray columns;
    for (int c = 0; c < table.columnKeys.size(); ++c) {
        columns.append(QJsonObject{{QStringLiteral("key"), table.columnKeys[c]},
                                   {QStringLiteral("title"), table.columns.value(c)},
                                   {QStringLiteral("unit"), table.units.value(c)}});
    }
    QJsonArray rows;
    for (const auto &row : table.rows) {
        QJsonArray cells;
        for (const ReportCell &cell : row)
            cells.append(cell.number ? QJsonValue(*cell.number) : QJsonValue(cell.text));
        rows.append(cells);
    }
    const QJsonObject o{{QStringLiteral("id"), table.id},
                        {QStringLiteral("title"), table.title},
                        {QStringLiteral("columns"), columns},
                        {QStringLiteral("rows"), rows},
                        {QStringLiteral("note"), table.note}};
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

ReportExportResult exportReportTable(const ReportTable &table, ReportExportFormat format, const QString &path)
{
    switch (format) {
    case ReportExportFormat::Csv:
        return writeAtomically(path, reportTableToCsv(table));
    case ReportExportFormat::JsonFile:
        return writeAtomically(path, reportTableToJson(table));
    case ReportExportFormat::Xlsx:
        return writeXlsx(table, path);
    }
    return {false, {}};
}

} // namespace GpuPlan
