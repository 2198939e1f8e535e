#include "report/reportlanguage.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace GpuPlan {

namespace {

thread_local const ReportLanguageScope *t_scope = nullptr;

// What QCoreApplication::translate does to a plural form: %n becomes the count, %Ln the count in the locale.
QString replacePercentN(QString text, int n, const QLocale &locale)
{
    if (n < 0)
        return text;
    text.replace(QLatin1String("%Ln"), locale.toString(n));
    text.replace(QLatin1String("%n"), QString::number(n));
    return text;
}

} // namespace

ReportLanguageScope::ReportLanguageScope(const QString &language)
    : m_previous(t_scope)
    , m_language(language)
{
    if (language != QLatin1String("en")) {
        m_translator = std::make_unique<QTranslator>();
        m_loaded = m_translator->load(QStringLiteral(":/i18n/gpuplan_") + language);
        if (!m_loaded)
            m_translator.reset();
    }
    t_scope = this;
}

ReportLanguageScope::~ReportLanguageScope() { t_scope = m_previous; }

QString reportTranslate(const char *context, const char *sourceText, const char *disambiguation, int n)
{
    const ReportLanguageScope *scope = t_scope;
    if (!scope)
        return QCoreApplication::translate(context, sourceText, disambiguation, n);
    const QLocale locale(scope->m_language);
    if (scope->m_translator) {
        const QString translated = scope->m_translator->translate(context, sourceText, disambiguation, n);
        if (!translated.isEmpty())
            return replacePercentN(translated, n, locale);
    }
    return replacePercentN(QString::fromUtf8(sourceText), n, locale);
}

} // namespace GpuPlan
