#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace GpuPlan {

Translations::Translations() = default;

Translations::~Translations() { remove(); }

QStringList Translations::available() { return {QStringLiteral("en"), QStringLiteral("fr")}; }

void Translations::remove()
{
    if (m_app)
        QCoreApplication::removeTranslator(m_app.get());
    if (m_qt)
        QCoreApplication::removeTranslator(m_qt.get());
    m_app.reset();
    m_qt.reset();
}

QString Translations::install(const QString &language)
{
    remove();
    QString code = language;
    if (code.isEmpty())
        code = QLocale::system().name().section(QLatin1Char('_'), 0, 0);
    if (!available().contains(code))
        code = QStringLiteral("en");
    QLocale::setDefault(QLocale(code == QLatin1String("fr") ? QStringLiteral("fr_FR") : QStringLiteral("en_US")));
    if (code == QLatin1String("en"))
        return code; // the source strings are English
    m_app = std::make_unique<QTranslator>();
    if (m_app->load(QStringLiteral(":/i18n/gpuplan_") + code))
        QCoreApplication::installTranslator(m_app.get());
    // Qt's own strings (standard buttons, dialogs) when the system has them.
    m_qt = std::make_unique<QTranslator>();
    if (m_qt->load(QStringLiteral("qtbase_") + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(m_qt.get());
    return code;
}

} // namespace GpuPlan
