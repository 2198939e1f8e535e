// The diagnostics catalogue: every code the Qt-free layers and io emit has a text (English and French),
// and a diagnostic renders as a sentence with its parameters.
#include "core/diagnosticcatalog.h"
#include "io/diagnostictext.h"
#include "translations/translations.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace GpuPlan;

namespace {

QSet<QString> catalogCodes()
{
    QSet<QString> codes;
    for (const DiagnosticTemplate &t : diagnosticCatalog())
        codes.insert(QString::fromLatin1(t.code.data(), qsizetype(t.code.size())));
    return codes;
}

// "file: code" for every code literal in the emitting layers that the catalogue lacks. A literal is a
// code when its family (the part before the dot) is one of the catalogue's, or when it is passed to a
// diagnostic-making call (Diagnostic{...}, fail(...), error(...), skip(...)) whatever its family.
QStringList uncataloguedCodes(const QSet<QString> &codes)
{
    QSet<QString> families;
    for (const QString &c : codes)
        families.insert(c.section(QLatin1Char('.'), 0, 0));
    static const QRegularExpression literal(QStringLiteral("\"([a-z]+)\\.([a-z0-9_]+)\""));
    static const QRegularExpression emitted(
        QStringLiteral("\\b(?:Diagnostic|fail|error|skip|ahpError|warn)\\s*[({]\\s*\"([a-z]+\\.[a-z0-9_]+)\""));
    QStringList missing;
    for (const char *dir : {"models/core", "models/import", "models/io"}) {
        QDirIterator it(QStringLiteral(GPUPLAN_SOURCE_DIR "/") + QLatin1String(dir),
                        {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            if (!file.open(QIODevice::ReadOnly))
                continue;
            // Comments and #include lines name examples and files ("price.h100", "catalog.h"), not codes.
            static const QRegularExpression notCode(QStringLiteral("(^|[^:\"])//[^\\n]*|#include [^\\n]*"));
            const QString text = QString::fromUtf8(file.readAll()).replace(notCode, QStringLiteral("\\1"));
            QStringList found;
            for (auto m = literal.globalMatch(text); m.hasNext();) {
                const auto match = m.next();
                const QString code = match.captured(0).mid(1, match.capturedLength(0) - 2);
                // "decision.option_" is a prefix and "workspace.gpuplan" a file name, not codes.
                static const QStringList fileSuffixes{QStringLiteral("gpuplan"), QStringLiteral("json"),
                                                      QStringLiteral("csv"), QStringLiteral("pdf")};
                if (families.contains(match.captured(1)) && !code.endsWith(QLatin1Char('_'))
                    && !fileSuffixes.contains(code.section(QLatin1Char('.'), -1)))
                    found << code;
            }
            for (auto m = emitted.globalMatch(text); m.hasNext();)
                found << m.next().captured(1);
            for (const QString &code : found) {
                if (!codes.contains(code))
                    missing << QDir(QStringLiteral(GPUPLAN_SOURCE_DIR)).relativeFilePath(file.fileName())
                            + QStringLiteral(": ") + code;
            }
        }
    }
    missing.removeDuplicates();
    return missing;
}

Diagnostic notReciprocal()
{
    return Diagnostic{"decision.ahp_not_reciprocal",
                      Severity::Error,
                      147,
                      0,
                      "/criteria/ahp/matrix",
                      {"capex_usd", "lockin_score", "3", "0.5"}};
}

} // namespace

class TestDiagnosticText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyEmittedCodeHasAText()
    {
        const QSet<QString> codes = catalogCodes();
        QVERIFY(codes.contains(QStringLiteral("decision.ahp_not_reciprocal")));
        QCOMPARE(qsizetype(codes.size()), qsizetype(diagnosticCatalog().size())); // no code twice
        const QStringList missing = uncataloguedCodes(codes);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    }

    void theScanFindsAnUncataloguedCode()
    {
        // The scan itself: without the AHP codes, their literals in core/decision/ranking.cpp show up.
        QSet<QString> codes = catalogCodes();
        codes.remove(QStringLiteral("decision.ahp_not_reciprocal"));
        QVERIFY(uncataloguedCodes(codes).contains(
            QStringLiteral("models/core/decision/ranking.cpp: decision.ahp_not_reciprocal")));
    }

    void everyTextHasAFrenchTranslation()
    {
        Translations translations;
        QCOMPARE(translations.install(QStringLiteral("fr")), QStringLiteral("fr"));
        QStringList untranslated;
        for (const DiagnosticTemplate &t : diagnosticCatalog()) {
            if (QCoreApplication::translate("Diagnostic", t.english) == QLatin1String(t.english))
                untranslated << QLatin1String(t.code.data(), qsizetype(t.code.size()));
        }
        translations.install(QStringLiteral("en"));
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QStringLiteral(", "))));
    }

    void aDecisionDiagnosticIsASentence()
    {
        QCOMPARE(diagnosticText(notReciprocal(), QStringLiteral("badahp.json")),
                 QStringLiteral("badahp.json:147: the comparison of \"capex_usd\" with \"lockin_score\" (3) is not the "
                                "reciprocal of the comparison of \"lockin_score\" with \"capex_usd\" (0.5) (at "
                                "/criteria/ahp/matrix)"));
        QCOMPARE(QString::fromStdString(notReciprocal().englishText()),
                 QStringLiteral("line 147, /criteria/ahp/matrix: the comparison of \"capex_usd\" with \"lockin_score\" "
                                "(3) is not the reciprocal of the comparison of \"lockin_score\" with \"capex_usd\" "
                                "(0.5)"));
        const Diagnostic inconsistent{"decision.ahp_inconsistent", Severity::Warning, 0, 0, {}, {"0.158", "0.10"}};
        QCOMPARE(diagnosticReason(inconsistent),
                 QStringLiteral("the pairwise comparisons contradict each other: their consistency ratio 0.158 is "
                                "above 0.10 (Saaty's threshold); revise them"));
    }

    void aDecisionDiagnosticIsAFrenchSentence()
    {
        Translations translations;
        translations.install(QStringLiteral("fr"));
        const QString text = diagnosticText(notReciprocal(), QStringLiteral("badahp.json"));
        translations.install(QStringLiteral("en"));
        QCOMPARE(text,
                 QStringLiteral("badahp.json:147: la comparaison de « capex_usd » avec « lockin_score » (3) "
                                "n'est pas l'inverse de la comparaison de « lockin_score » avec « capex_usd » "
                                "(0.5) (à /criteria/ahp/matrix)"));
    }

    void aParameterIsNotFilledTwice()
    {
        const Diagnostic d{"id.duplicate", Severity::Error, 0, 0, {}, {"a%1b"}};
        QCOMPARE(diagnosticReason(d), QStringLiteral("duplicate id \"a%1b\""));
    }
};

QTEST_GUILESS_MAIN(TestDiagnosticText)
#include "tst_diagnostictext.moc"
