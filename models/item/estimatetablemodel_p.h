#pragma once

#include <QLocale>
#include <QString>

// Number formats shared by the EstimateTableModel translation units; not part of the library's API.
namespace GpuPlan::EstimateText {

/// Memory always in GiB, with @p decimals, so that a column compares at a glance: "14.96 GiB".
QString gib(double bytes, int decimals = 2, const QLocale &locale = QLocale());
/// A rate in tokens per second without its unit: "55.1", "1,234".
QString rate(double tokensPerSecond, const QLocale &locale = QLocale());
/// Seconds as "3.5 ms" or "1.23 s".
QString duration(double seconds, const QLocale &locale = QLocale());
/// A plain number with at most @p decimals: "0.87", "8.03".
QString number(double value, int decimals, const QLocale &locale = QLocale());
/// A fraction as a percentage: "70 %".
QString percent(double fraction, const QLocale &locale = QLocale());

} // namespace GpuPlan::EstimateText
