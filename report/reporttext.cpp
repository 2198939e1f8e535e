#include "reporttext.h"

#include <cmath>

namespace GpuPlan {

ReportFormat::ReportFormat(const QString &language)
    : m_locale(language == QLatin1String("fr") ? QLocale(QLocale::French, QLocale::France)
                                               : QLocale(QLocale::English, QLocale::UnitedStates))
{
    // Group separators make large sums readable; Qt's French one is a narrow no-break space.
    m_locale.setNumberOptions(QLocale::DefaultNumberOptions);
}

QString ReportFormat::number(double value, int decimals) const
{
    if (!std::isfinite(value))
        return missing(ReportText::tr("not finite"));
    return m_locale.toString(value, 'f', decimals);
}

QString ReportFormat::integer(long long value) const { return m_locale.toString(value); }

QString ReportFormat::usd(double value, int decimals) const
{
    if (!std::isfinite(value))
        return missing(ReportText::tr("not finite"));
    return ReportText::tr("%1 USD").arg(m_locale.toString(value, 'f', decimals));
}

QString ReportFormat::percent(double fraction, int decimals) const
{
    if (!std::isfinite(fraction))
        return missing(ReportText::tr("not finite"));
    return ReportText::tr("%1 %").arg(m_locale.toString(100.0 * fraction, 'f', decimals));
}

QString ReportFormat::withUnit(std::optional<double> value, int decimals, const QString &unit) const
{
    if (!value || !std::isfinite(*value))
        return missing(ReportText::tr("not in the data"));
    const QString n = m_locale.toString(*value, 'f', decimals);
    return unit.isEmpty() ? n : n + QChar(0x00a0) + unit;
}

QString ReportFormat::yesNo(bool value) const { return value ? ReportText::tr("yes") : ReportText::tr("no"); }

QString ReportFormat::missing(const QString &why) { return ReportText::tr("not available (%1)").arg(why); }

} // namespace GpuPlan
