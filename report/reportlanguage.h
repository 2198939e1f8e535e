#pragma once

// The language of the report being built, independent of the application's: the GUI can build a French
// report while its own interface stays in English. buildReport() opens a ReportLanguageScope on its
// thread; the report's translation contexts (ReportText, ReportLayout) translate through it.

#include <QString>

#include <memory>

class QTranslator;

namespace GpuPlan {

/// While alive, reportTranslate() on this thread translates into @p language ("en": the English source
/// texts, whatever the application's language; "fr": GpuPlan's French from :/i18n). Scopes nest.
class ReportLanguageScope
{
public:
    explicit ReportLanguageScope(const QString &language);
    ~ReportLanguageScope();
    ReportLanguageScope(const ReportLanguageScope &) = delete;
    ReportLanguageScope &operator=(const ReportLanguageScope &) = delete;

    /// False when the language's translation could not be loaded (the texts then stay in English).
    bool loaded() const { return m_loaded; }

private:
    std::unique_ptr<QTranslator> m_translator;
    const ReportLanguageScope *m_previous = nullptr;
    QString m_language;
    bool m_loaded = true;

    friend QString reportTranslate(const char *, const char *, const char *, int);
};

/// QCoreApplication::translate for the report: in the language of the innermost ReportLanguageScope of
/// this thread, else in the application's language. %n is replaced as QCoreApplication does.
QString reportTranslate(const char *context, const char *sourceText, const char *disambiguation = nullptr, int n = -1);

} // namespace GpuPlan

// The report's translation contexts. lupdate reads the Q_DECLARE_TR_FUNCTIONS branch (it does not evaluate
// the condition); the compiler reads the other, whose tr() goes through reportTranslate().
namespace GpuPlan {
#ifdef GPUPLAN_LUPDATE_ONLY
struct ReportText
{
    Q_DECLARE_TR_FUNCTIONS(ReportText)
};
struct ReportLayout
{
    Q_DECLARE_TR_FUNCTIONS(ReportLayout)
};
#else
/// Every string of the report content.
struct ReportText
{
    static QString tr(const char *sourceText, const char *disambiguation = nullptr, int n = -1)
    {
        return reportTranslate("ReportText", sourceText, disambiguation, n);
    }
};
/// The layout's own words (cover labels, "continued", "No data").
struct ReportLayout
{
    static QString tr(const char *sourceText, const char *disambiguation = nullptr, int n = -1)
    {
        return reportTranslate("ReportLayout", sourceText, disambiguation, n);
    }
};
#endif
} // namespace GpuPlan
