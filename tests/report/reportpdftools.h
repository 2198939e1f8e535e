#pragma once

// Runs poppler's command-line tools (pdftotext, pdfinfo, pdfimages) on a written PDF for the report
// layout tests: what a reader of the PDF would find in it, independent of the code that wrote it.

#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

namespace GpuPlan::PdfTools {

/// Whether every poppler tool the tests use is installed.
inline bool available()
{
    for (const char *tool : {"pdftotext", "pdfinfo", "pdfimages"}) {
        if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
            return false;
    }
    return true;
}

/// The standard output of @p program with @p arguments (empty when it fails).
inline QString run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(30000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

/// The text of @p pdf (pdftotext -layout), of page @p page only when it is positive.
inline QString text(const QString &pdf, int page = 0)
{
    QStringList arguments{QStringLiteral("-layout"), QStringLiteral("-enc"), QStringLiteral("UTF-8")};
    if (page > 0)
        arguments << QStringLiteral("-f") << QString::number(page) << QStringLiteral("-l") << QString::number(page);
    arguments << pdf << QStringLiteral("-");
    return run(QStringLiteral("pdftotext"), arguments);
}

/// The value of field @p key ("Pages", "Page size") in pdfinfo's output.
inline QString info(const QString &pdf, const QString &key)
{
    const QStringList lines = run(QStringLiteral("pdfinfo"), {pdf}).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.startsWith(key + QLatin1Char(':')))
            return line.mid(key.size() + 1).trimmed();
    }
    return {};
}

/// The lines of `pdfimages -list`: two header lines ("page   num  type ...", "------"), then one per image.
inline QStringList imageListing(const QString &pdf)
{
    return run(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdf})
        .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace GpuPlan::PdfTools
