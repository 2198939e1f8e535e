#pragma once

#include <QLocale>
#include <QString>

// Helpers shared by the UnitFormat translation units; not part of the library's API.
namespace GpuPlan::UnitFormat::Detail {

// @p value rounded to @p maxDecimals, showing only the decimals it needs ("80", "989.5").
QString trimmedNumber(double value, int maxDecimals, const QLocale &locale);
// "%1 %2" through translation, so that a language can put a non-breaking space or reorder.
QString withUnit(const QString &number, const QString &unit);

} // namespace GpuPlan::UnitFormat::Detail
