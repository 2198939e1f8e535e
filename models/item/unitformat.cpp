#include "unitformat.h"
#include "unitformat_p.h"

#include <QCoreApplication>
#include <QDate>

#include <array>
#include <cmath>

namespace GpuPlan::UnitFormat {

namespace Detail {

QString trimmedNumber(double value, int maxDecimals, const QLocale &locale)
{
    const double scale = std::pow(10.0, maxDecimals);
    const double rounded = std::round(value * scale) / scale;
    int decimals = 0;
    // "989.5" not "989.50", "80" not "80.0": show only the decimals the rounded value needs.
    while (decimals < maxDecimals) {
        const double p = std::pow(10.0, decimals);
        if (std::abs(std::round(rounded * p) / p - rounded) <= 1e-9 * std::max(1.0, std::abs(rounded)))
            break;
        ++decimals;
    }
    return locale.toString(rounded, 'f', decimals);
}

QString withUnit(const QString &number, const QString &unit)
{
    //: a number followed by its unit; translators may use a non-breaking space
    return QCoreApplication::translate("UnitFormat", "%1 %2", "number and unit").arg(number, unit);
}

} // namespace Detail

using Detail::trimmedNumber;
using Detail::withUnit;

QString unknownText() { return QString(QChar(0x2014)); }

QString bytesBinary(qint64 bytes, const QLocale &locale)
{
    static const std::array<const char *, 6> units{
        QT_TRANSLATE_NOOP("UnitFormat", "B"),   QT_TRANSLATE_NOOP("UnitFormat", "KiB"),
        QT_TRANSLATE_NOOP("UnitFormat", "MiB"), QT_TRANSLATE_NOOP("UnitFormat", "GiB"),
        QT_TRANSLATE_NOOP("UnitFormat", "TiB"), QT_TRANSLATE_NOOP("UnitFormat", "PiB")};
    double value = static_cast<double>(bytes);
    std::size_t unit = 0;
    // Move up while the value, once rounded to one decimal, reaches 1024 of the current unit.
    while (unit + 1 < units.size() && std::round(std::abs(value) * 10.0) >= 1024.0 * 10.0) {
        value /= 1024.0;
        ++unit;
    }
    return withUnit(trimmedNumber(value, unit == 0 ? 0 : 1, locale),
                    QCoreApplication::translate("UnitFormat", units[unit]));
}

QString bandwidth(double bytesPerSecond, const QLocale &locale)
{
    // Always GB/s, never switching to TB/s, so that a column of bandwidths compares at a glance.
    return withUnit(trimmedNumber(bytesPerSecond / 1e9, 1, locale), unitLabel(Quantity::BytesPerSecond));
}

QString flops(double flopsPerSecond, const QLocale &locale)
{
    return withUnit(trimmedNumber(flopsPerSecond / 1e12, 1, locale), unitLabel(Quantity::FlopsPerSecond));
}

QString tops(double opsPerSecond, const QLocale &locale)
{
    return withUnit(trimmedNumber(opsPerSecond / 1e12, 1, locale), QCoreApplication::translate("UnitFormat", "TOPS"));
}

QString watts(double value, const QLocale &locale)
{
    return withUnit(trimmedNumber(value, 1, locale), unitLabel(Quantity::Watts));
}

QString money(double amount, const QString &currency, const QLocale &locale)
{
    // The C locale formats currency as "31,904.63$"; it is en_US underneath, so format the en_US way.
    const QLocale loc = locale.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : locale;
    const int decimals = currency == QLatin1String("JPY") ? 0 : 2;
    if (currency == loc.currencySymbol(QLocale::CurrencyIsoCode))
        return loc.toCurrencyString(amount, loc.currencySymbol(QLocale::CurrencySymbol), decimals);

    // Qt knows only the locale's own currency symbol; for a foreign currency use the CLDR forms that
    // keep the dollar unambiguous ("$US" in French, "US$" where the local currency is also a dollar).
    QString symbol = currency;
    if (currency == QLatin1String("USD")) {
        if (loc.language() == QLocale::French)
            symbol = QStringLiteral("$US");
        else if (loc.currencySymbol(QLocale::CurrencySymbol).contains(QLatin1Char('$')))
            symbol = QStringLiteral("US$");
        else
            symbol = QStringLiteral("$");
    } else if (currency == QLatin1String("EUR")) {
        symbol = QString(QChar(0x20AC));
    } else if (currency == QLatin1String("GBP")) {
        symbol = QString(QChar(0x00A3));
    } else if (currency == QLatin1String("JPY")) {
        symbol = QString(QChar(0x00A5));
    }
    return loc.toCurrencyString(amount, symbol, decimals);
}

namespace {
bool converts(const QString &currency, const MoneyDisplay &display)
{
    return currency == QLatin1String("USD") && display.currency != currency && display.perUsd > 0;
}
} // namespace

QString moneyIn(double amount, const QString &currency, const MoneyDisplay &display, const QLocale &locale)
{
    if (!converts(currency, display))
        return money(amount, currency, locale);
    return money(amount * display.perUsd, display.currency, locale);
}

double amountIn(double amount, const QString &currency, const MoneyDisplay &display)
{
    return converts(currency, display) ? amount * display.perUsd : amount;
}

QString conversionNote(double amount, const QString &currency, const MoneyDisplay &display, const QLocale &locale)
{
    if (!converts(currency, display))
        return {};
    return QCoreApplication::translate("UnitFormat", "converted from %1 at %2 %3 per USD (your setting)")
        .arg(money(amount, currency, locale), locale.toString(display.perUsd, 'g', 6), display.currency);
}

int monthsBetween(const QDate &date, const QDate &today)
{
    if (!date.isValid() || !today.isValid() || date > today)
        return 0;
    int months = (today.year() - date.year()) * 12 + today.month() - date.month();
    if (today.day() < date.day())
        --months;
    return std::max(0, months);
}

QString age(const QDate &date, const QDate &today)
{
    if (!date.isValid() || !today.isValid())
        return unknownText();
    if (date > today)
        return QCoreApplication::translate("UnitFormat", "in the future");
    const int months = monthsBetween(date, today);
    // No English .qm ships, so the source strings must read right on their own: a singular and a plural
    // source string, each a numerus form for languages with more plural forms.
    if (months == 0) {
        const int days = static_cast<int>(date.daysTo(today));
        return days == 1 ? QCoreApplication::translate("UnitFormat", "%n day", nullptr, days)
                         : QCoreApplication::translate("UnitFormat", "%n days", nullptr, days);
    }
    const int years = months / 12;
    const int rest = months % 12;
    const QString monthText = rest == 1 ? QCoreApplication::translate("UnitFormat", "%n month", nullptr, rest)
                                        : QCoreApplication::translate("UnitFormat", "%n months", nullptr, rest);
    if (years == 0)
        return monthText;
    const QString yearText = years == 1 ? QCoreApplication::translate("UnitFormat", "%n year", nullptr, years)
                                        : QCoreApplication::translate("UnitFormat", "%n years", nullptr, years);
    if (rest == 0)
        return yearText;
    //: an age: "1 year" followed by "8 months"
    return QCoreApplication::translate("UnitFormat", "%1 %2", "years and months").arg(yearText, monthText);
}

QDate parseIsoDate(const std::string &text)
{
    const QString s = QString::fromStdString(text);
    QDate d = QDate::fromString(s, Qt::ISODate);
    if (!d.isValid() && s.size() == 7)
        d = QDate::fromString(s + QLatin1String("-01"), Qt::ISODate);
    return d;
}

} // namespace GpuPlan::UnitFormat
