#pragma once

#include <QString>
#include <QStringList>

#include <memory>

class QTranslator;

namespace GpuPlan {

/// Installs GpuPlan's translation (and Qt's own, when present) for a language; replaces the previous.
class Translations
{
public:
    Translations();
    ~Translations();

    /// @p language: "en", "fr", or empty for the system language. Returns the language installed.
    QString install(const QString &language);
    /// The languages GpuPlan ships, as codes: "en", "fr".
    static QStringList available();

private:
    void remove();

    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
};

} // namespace GpuPlan
