#pragma once

#include "core/gpusku.h"
#include "core/jsonlocator.h"
#include "core/pricepoint.h"
#include "core/provenance.h"
#include "core/skufields.h"

#include <QLocale>
#include <QString>
#include <QtGlobal>

#include <string>
#include <string_view>

QT_BEGIN_NAMESPACE
class QDate;
QT_END_NAMESPACE

/**
 * Formatting of GpuPlan quantities for display and their parsing back from what a user typed.
 *
 * Capacities are binary (GiB = 2^30 bytes), bandwidth and compute are decimal (GB/s = 1e9 bytes/s,
 * TFLOPS = 1e12 FLOP/s), so the same number never appears in two units. Every string is translated in
 * the "UnitFormat" context. Functions taking a locale default to QLocale(), the application's locale.
 */
namespace GpuPlan::UnitFormat {

/// The text shown for an unknown value: an em dash.
QString unknownText();

/// A byte count in binary units with at most one decimal: "80 GiB", "1.5 TiB".
QString bytesBinary(qint64 bytes, const QLocale &locale = QLocale());
/// Bandwidth in decimal GB/s with grouping: "3,350 GB/s".
QString bandwidth(double bytesPerSecond, const QLocale &locale = QLocale());
/// Compute throughput in TFLOPS with at most one decimal: "989.5 TFLOPS".
QString flops(double flopsPerSecond, const QLocale &locale = QLocale());
/// Integer throughput (INT8) in TOPS with at most one decimal: "1,979 TOPS".
QString tops(double opsPerSecond, const QLocale &locale = QLocale());
/// Power: "700 W".
QString watts(double watts, const QLocale &locale = QLocale());
/// An amount in an ISO 4217 @p currency, formatted the locale's way: "$31,904.63", "31 904,63 $US".
QString money(double amount, const QString &currency, const QLocale &locale = QLocale());

/// The currency prices are shown in and how many of it one US dollar buys (the user's settings).
struct MoneyDisplay
{
    QString currency = QStringLiteral("USD");
    double perUsd = 1.0;
};
/// @p amount in @p currency, shown in the display currency when it can be converted: catalog prices
/// are in US dollars and the user's rate converts from the dollar only. Anything else is shown as is.
QString moneyIn(double amount, const QString &currency, const MoneyDisplay &display, const QLocale &locale = QLocale());
/// The converted value of @p amount for sorting; @p amount itself when no conversion applies.
double amountIn(double amount, const QString &currency, const MoneyDisplay &display);
/// "converted from $31,904.63 at 0.92 EUR per USD (your setting)", or empty when nothing was converted.
QString conversionNote(double amount, const QString &currency, const MoneyDisplay &display,
                       const QLocale &locale = QLocale());
/// How old @p date is on @p today: "12 days", "3 months", "1 year 8 months".
QString age(const QDate &date, const QDate &today);
/// Whole months from @p date to @p today (0 when @p date is in the future or invalid).
int monthsBetween(const QDate &date, const QDate &today);
/// Parses "YYYY-MM-DD" or "YYYY-MM" (the first of the month); invalid QDate otherwise.
QDate parseIsoDate(const std::string &text);

/// A SKU field's value for display, with its unit; unknownText() for null.
QString displayValue(const SkuFieldInfo &field, const Json &value, const QLocale &locale = QLocale());
/// A SKU field's value for an editor: the number in the display unit without the unit and without
/// group separators, at full precision; empty for null.
QString editValue(const SkuFieldInfo &field, const Json &value, const QLocale &locale = QLocale());
/**
 * Parses @p text typed in the display unit of @p field (GiB, GB/s, TFLOPS, W, ...) into the SI JSON
 * value the catalog stores. Empty text gives null ("unknown"). A trailing unit matching the display
 * unit is accepted. On failure returns false and sets @p error to a translated message.
 */
bool parseDisplayValue(const SkuFieldInfo &field, const QString &text, Json &out, QString *error,
                       const QLocale &locale = QLocale());

/// Translated label of a SKU field key: "Memory", "Memory bandwidth", "FP16 dense peak", "TDP".
QString fieldLabel(std::string_view key);
/// The display unit of a quantity: "GiB", "GB/s", "TFLOPS", "W"; empty for Quantity::None.
QString unitLabel(Quantity quantity);
QString vendorName(Vendor vendor);
QString segmentName(Segment segment);
QString priceKindName(PriceKind kind);
/// "per GPU" or "per GPU-hour".
QString priceUnitName(PriceUnit unit);
QString provenanceKindName(ProvenanceKind kind);
/// One line on where a figure came from: "Datasheet, https://..., 2026-11-01" or "edited by you on
/// 2026-12-01"; the note, if any, follows on a new line.
QString provenanceText(const Provenance &provenance);

} // namespace GpuPlan::UnitFormat
