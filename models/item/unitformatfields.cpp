#include "unitformat.h"
#include "unitformat_p.h"

#include "core/catalogjson.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>

namespace GpuPlan::UnitFormat {

namespace {

bool isKey(const SkuFieldInfo &field, const char *key) { return field.key == std::string_view(key); }

// What one display unit is worth in the SI unit the catalog stores.
double scaleOf(Quantity quantity)
{
    switch (quantity) {
    case Quantity::Bytes:
        return 1024.0 * 1024.0 * 1024.0;
    case Quantity::BytesPerSecond:
        return 1e9;
    case Quantity::FlopsPerSecond:
        return 1e12;
    case Quantity::Watts:
    case Quantity::None:
        break;
    }
    return 1.0;
}

// INT8 peaks are integer operations, so they read in TOPS at the same 1e12 scale as TFLOPS.
QString displayUnit(const SkuFieldInfo &field)
{
    if (isKey(field, "peak_flops.int8"))
        return QCoreApplication::translate("UnitFormat", "TOPS");
    return unitLabel(field.quantity);
}

double numberOf(const Json &value)
{
    return value.is_number() ? value.get<double>() : std::numeric_limits<double>::quiet_NaN();
}

QString textOf(const Json &value)
{
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString::fromStdString(value.dump());
}

QString yesText() { return QCoreApplication::translate("UnitFormat", "yes"); }

QString noText() { return QCoreApplication::translate("UnitFormat", "no"); }

QString enumName(const SkuFieldInfo &field, const std::string &key)
{
    if (isKey(field, "vendor")) {
        Vendor v;
        if (vendorFromKey(key, v))
            return vendorName(v);
    } else if (isKey(field, "segment")) {
        Segment s;
        if (segmentFromKey(key, s))
            return segmentName(s);
    }
    return QString::fromStdString(key);
}

bool parseEnum(const SkuFieldInfo &field, const QString &text, Json &out, QString *error)
{
    QStringList allowed;
    auto tryKey = [&](std::string_view key, const QString &name) {
        allowed << name;
        if (text.compare(name, Qt::CaseInsensitive) == 0
            || text.compare(QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size())), Qt::CaseInsensitive)
                == 0) {
            out = std::string(key);
            return true;
        }
        return false;
    };
    if (isKey(field, "vendor")) {
        for (Vendor v : {Vendor::Nvidia, Vendor::Amd, Vendor::Intel}) {
            if (tryKey(vendorKey(v), vendorName(v)))
                return true;
        }
    } else if (isKey(field, "segment")) {
        for (Segment s : {Segment::Datacenter, Segment::Workstation, Segment::Consumer}) {
            if (tryKey(segmentKey(s), segmentName(s)))
                return true;
        }
    }
    if (error) {
        *error = QCoreApplication::translate("UnitFormat", "\u201c%1\u201d is not one of: %2.")
                     .arg(text, allowed.join(QLatin1String(", ")));
    }
    return false;
}

bool parseBoolean(const QString &text, Json &out, QString *error)
{
    const QString t = text.toLower();
    if (t == yesText().toLower() || t == QLatin1String("yes") || t == QLatin1String("true")
        || t == QLatin1String("1")) {
        out = true;
        return true;
    }
    if (t == noText().toLower() || t == QLatin1String("no") || t == QLatin1String("false") || t == QLatin1String("0")) {
        out = false;
        return true;
    }
    if (error)
        *error = QCoreApplication::translate("UnitFormat", "Enter yes or no.");
    return false;
}

// Reads a number in the user's locale; "989.5" is also accepted where the locale writes "989,5",
// because people paste figures from English datasheets.
bool readNumber(QString text, const QString &unit, const QLocale &locale, double &number)
{
    if (!unit.isEmpty() && text.endsWith(unit, Qt::CaseInsensitive))
        text = text.chopped(unit.size()).trimmed();
    bool ok = false;
    number = locale.toDouble(text, &ok);
    if (!ok && locale.decimalPoint() != QLatin1String("."))
        number = QLocale::c().toDouble(text, &ok);
    return ok && std::isfinite(number);
}

bool parseNumber(const SkuFieldInfo &field, const QString &text, Json &out, QString *error, const QLocale &locale)
{
    const QString unit = displayUnit(field);
    double number = 0;
    if (!readNumber(text, unit, locale, number)) {
        if (error) {
            *error = unit.isEmpty() ? QCoreApplication::translate("UnitFormat", "Enter a number.")
                                    : QCoreApplication::translate("UnitFormat", "Enter a number in %1.").arg(unit);
        }
        return false;
    }
    const double scale = scaleOf(field.quantity);
    if (field.type == FieldType::Integer && field.quantity == Quantity::None && number != std::floor(number)) {
        if (error)
            *error = QCoreApplication::translate("UnitFormat", "Enter a whole number.");
        return false;
    }
    // Sub-unit precision below a byte or a FLOP/s means nothing: scaled values are stored as integers.
    const bool integral = field.type == FieldType::Integer || scale > 1.0;
    const double value = integral ? std::round(number * scale) : number * scale;
    if (value < field.minimum || value > field.maximum) {
        if (error) {
            const Json bound = value < field.minimum ? Json(field.minimum) : Json(field.maximum);
            if (value < field.minimum && field.minimum <= 1.0 && scale > 1.0)
                *error = QCoreApplication::translate("UnitFormat", "The value must be greater than zero.");
            else if (value < field.minimum)
                *error = QCoreApplication::translate("UnitFormat", "The value must be at least %1.")
                             .arg(displayValue(field, bound, locale));
            else
                *error = QCoreApplication::translate("UnitFormat", "The value must be at most %1.")
                             .arg(displayValue(field, bound, locale));
        }
        return false;
    }
    if (integral || value == std::floor(value))
        out = static_cast<std::int64_t>(value);
    else
        out = value;
    return true;
}

} // namespace

QString displayValue(const SkuFieldInfo &field, const Json &value, const QLocale &locale)
{
    if (value.is_null())
        return unknownText();
    switch (field.quantity) {
    case Quantity::Bytes:
        return bytesBinary(value.is_number() ? static_cast<qint64>(std::llround(numberOf(value))) : 0, locale);
    case Quantity::BytesPerSecond:
        return bandwidth(numberOf(value), locale);
    case Quantity::FlopsPerSecond:
        return isKey(field, "peak_flops.int8") ? tops(numberOf(value), locale) : flops(numberOf(value), locale);
    case Quantity::Watts:
        return watts(numberOf(value), locale);
    case Quantity::None:
        break;
    }
    switch (field.type) {
    case FieldType::Boolean:
        if (!value.is_boolean())
            return textOf(value);
        return value.get<bool>() ? QCoreApplication::translate("UnitFormat", "Yes")
                                 : QCoreApplication::translate("UnitFormat", "No");
    case FieldType::Enum:
        return value.is_string() ? enumName(field, value.get<std::string>()) : textOf(value);
    case FieldType::Integer:
        if (!value.is_number())
            return textOf(value);
        if (isKey(field, "pcie_gen"))
            return QCoreApplication::translate("UnitFormat", "Gen %1").arg(value.get<qint64>());
        if (isKey(field, "pcie_width"))
            return QCoreApplication::translate("UnitFormat", "x%1").arg(value.get<qint64>());
        return locale.toString(value.get<qint64>());
    case FieldType::Number:
        return value.is_number() ? Detail::trimmedNumber(numberOf(value), 3, locale) : textOf(value);
    case FieldType::Text:
    case FieldType::Date:
        break;
    }
    return textOf(value);
}

QString editValue(const SkuFieldInfo &field, const Json &value, const QLocale &locale)
{
    if (value.is_null())
        return {};
    if (value.is_number()) {
        // Full precision and no group separators: what the editor shows must parse back unchanged.
        QLocale plain = locale;
        plain.setNumberOptions(plain.numberOptions() | QLocale::OmitGroupSeparator);
        if (field.type == FieldType::Integer && field.quantity == Quantity::None)
            return plain.toString(value.get<qint64>());
        return plain.toString(numberOf(value) / scaleOf(field.quantity), 'f', QLocale::FloatingPointShortest);
    }
    if (value.is_boolean())
        return value.get<bool>() ? yesText() : noText();
    if (field.type == FieldType::Enum && value.is_string())
        return enumName(field, value.get<std::string>());
    return textOf(value);
}

bool parseDisplayValue(const SkuFieldInfo &field, const QString &text, Json &out, QString *error, const QLocale &locale)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        // Every SKU needs a name; any other field may be unknown.
        if (isKey(field, "name") || isKey(field, "id")) {
            if (error)
                *error = QCoreApplication::translate("UnitFormat", "This field cannot be empty.");
            return false;
        }
        out = Json();
        return true;
    }
    switch (field.type) {
    case FieldType::Text:
        out = trimmed.toStdString();
        return true;
    case FieldType::Date:
        if (!isValidIsoDate(trimmed.toStdString())) {
            if (error)
                *error = QCoreApplication::translate("UnitFormat", "Enter a date as YYYY-MM or YYYY-MM-DD.");
            return false;
        }
        out = trimmed.toStdString();
        return true;
    case FieldType::Boolean:
        return parseBoolean(trimmed, out, error);
    case FieldType::Enum:
        return parseEnum(field, trimmed, out, error);
    case FieldType::Integer:
    case FieldType::Number:
        break;
    }
    return parseNumber(field, trimmed, out, error, locale);
}

} // namespace GpuPlan::UnitFormat
