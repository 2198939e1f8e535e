#include "diagnostictext.h"

#include <QCoreApplication>
#include <QDir>

namespace GpuPlan {

namespace {
// The translated twins of the English templates in core/diagnostic.cpp.
QString templateFor(const std::string &code)
{
    struct Entry
    {
        const char *code;
        const char *text;
    };
    static const Entry kEntries[] = {
        {"json.syntax", QT_TRANSLATE_NOOP("Diagnostic", "JSON syntax error: %1")},
        {"catalog.not_object",
         QT_TRANSLATE_NOOP("Diagnostic", "the file is not a GpuPlan catalog: its top level is not a JSON object")},
        {"catalog.schema", QT_TRANSLATE_NOOP("Diagnostic", "the file is not a GpuPlan catalog (schema \"%1\")")},
        {"catalog.schema_newer",
         QT_TRANSLATE_NOOP("Diagnostic", "catalog schema version %1 is newer than this GpuPlan supports (%2)")},
        {"field.missing", QT_TRANSLATE_NOOP("Diagnostic", "required field is missing")},
        {"field.type", QT_TRANSLATE_NOOP("Diagnostic", "wrong type: expected %1")},
        {"field.range", QT_TRANSLATE_NOOP("Diagnostic", "value %1 is out of range [%2, %3]")},
        {"field.enum", QT_TRANSLATE_NOOP("Diagnostic", "unknown value \"%1\" (expected one of: %2)")},
        {"field.date", QT_TRANSLATE_NOOP("Diagnostic", "\"%1\" is not a date (expected YYYY-MM or YYYY-MM-DD)")},
        {"field.unknown", QT_TRANSLATE_NOOP("Diagnostic", "no such field \"%1\"")},
        {"field.readonly", QT_TRANSLATE_NOOP("Diagnostic", "field \"%1\" cannot be edited")},
        {"id.invalid", QT_TRANSLATE_NOOP("Diagnostic", "\"%1\" is not a valid id (lowercase letters, digits and '-')")},
        {"id.duplicate", QT_TRANSLATE_NOOP("Diagnostic", "duplicate id \"%1\"")},
        {"price.unknown_sku", QT_TRANSLATE_NOOP("Diagnostic", "price refers to unknown SKU \"%1\"")},
        {"csv.width", QT_TRANSLATE_NOOP("Diagnostic", "this row has %1 fields but the header has %2")},
        {"csv.quote", QT_TRANSLATE_NOOP("Diagnostic", "a quoted field is not closed before the end of the file")},
        {"import.unrecognized", QT_TRANSLATE_NOOP("Diagnostic", "the format of this file is not recognised")},
        {"import.empty", QT_TRANSLATE_NOOP("Diagnostic", "the file is empty")},
        {"import.binary", QT_TRANSLATE_NOOP("Diagnostic", "the file holds binary data, not text")},
        {"import.read_failed", QT_TRANSLATE_NOOP("Diagnostic", "the file cannot be read: %1")},
        {"import.truncated", QT_TRANSLATE_NOOP("Diagnostic", "the file ends in the middle of a record (%1)")},
        {"import.bad_value", QT_TRANSLATE_NOOP("Diagnostic", "\"%2\" is not a valid value for %1")},
        {"import.missing_field", QT_TRANSLATE_NOOP("Diagnostic", "required field %1 is missing")},
        {"import.unknown_column", QT_TRANSLATE_NOOP("Diagnostic", "unknown column \"%1\" is ignored")},
        {"import.bad_line", QT_TRANSLATE_NOOP("Diagnostic", "line not understood: %1")},
        {"import.cancelled", QT_TRANSLATE_NOOP("Diagnostic", "the import was cancelled")},
        {"workspace.bad_row",
         QT_TRANSLATE_NOOP("Diagnostic", "the stored %1 row \"%2\" cannot be read and is left out")},
    };
    for (const auto &e : kEntries) {
        if (code == e.code)
            return QCoreApplication::translate("Diagnostic", e.text);
    }
    return QCoreApplication::translate("Diagnostic", "error %1").arg(QString::fromStdString(code));
}
} // namespace

QString diagnosticText(const Diagnostic &d, const QString &fileName)
{
    QString text = templateFor(d.code);
    for (std::size_t i = 0; i < d.params.size(); ++i) {
        const QString marker = QLatin1Char('%') + QString::number(i + 1);
        text.replace(marker, QString::fromStdString(d.params[i]));
    }
    QString where = QDir::toNativeSeparators(fileName);
    if (d.line > 0) {
        where += (where.isEmpty() ? QCoreApplication::translate("Diagnostic", "line %1").arg(d.line)
                                  : QStringLiteral(":%1").arg(d.line));
        if (d.column > 0)
            where += QStringLiteral(":%1").arg(d.column);
    }
    if (!d.path.empty())
        text += QCoreApplication::translate("Diagnostic", " (at %1)").arg(QString::fromStdString(d.path));
    return where.isEmpty() ? text : where + QStringLiteral(": ") + text;
}

} // namespace GpuPlan
