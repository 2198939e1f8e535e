#pragma once

// Text helpers of the report content: the translation context and the number formats of the report's
// language. Internal to gpuplan_report.

#include "qtutil/qtstring.h"
#include "report/reportlanguage.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <optional>
#include <string>

namespace GpuPlan {

/// Numbers in the report's language: "1,234.5" in English, "1 234,5" in French (QLocale's separators).
class ReportFormat
{
public:
    explicit ReportFormat(const QString &language);

    const QLocale &locale() const { return m_locale; }
    QString number(double value, int decimals) const;
    QString integer(long long value) const;
    /// "12,345 USD"; decimals as given.
    QString usd(double value, int decimals = 0) const;
    /// A fraction as a percentage: 0.253 -> "25.3 %".
    QString percent(double fraction, int decimals = 1) const;
    /// A value with its unit ("80 GB"), or the "not available" text when @p value is empty or not finite.
    QString withUnit(std::optional<double> value, int decimals, const QString &unit) const;
    QString yesNo(bool value) const;
    /// "not available (<why>)": what a report prints instead of a number that is missing.
    static QString missing(const QString &why);

private:
    QLocale m_locale;
};

} // namespace GpuPlan
