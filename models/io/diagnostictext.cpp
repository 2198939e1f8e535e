#include "diagnostictext.h"

#include "core/diagnosticcatalog.h"

#include <QCoreApplication>
#include <QDir>

namespace GpuPlan {

QString diagnosticReason(const Diagnostic &d)
{
    // The templates are core's catalogue (core/diagnosticcatalog.cpp), translated in context "Diagnostic".
    const DiagnosticTemplate *entry = findDiagnosticTemplate(d.code);
    if (!entry)
        return QCoreApplication::translate("Diagnostic", "error %1").arg(QString::fromStdString(d.code));
    const QString text = QCoreApplication::translate("Diagnostic", entry->english);
    return QString::fromStdString(fillDiagnosticTemplate(text.toStdString(), d.params));
}

QString diagnosticText(const Diagnostic &d, const QString &fileName)
{
    QString text = diagnosticReason(d);
    QString where = QDir::toNativeSeparators(fileName);
    if (d.line > 0) {
        where += (where.isEmpty() ? QCoreApplication::translate("Diagnostic", "line %1").arg(d.line)
                                  : QStringLiteral(":%1").arg(d.line));
        if (d.column > 0)
            where += QStringLiteral(":%1").arg(d.column);
    }
    if (!d.path.empty())
        text += QCoreApplication::translate("Diagnostic", " (at %1)").arg(QString::fromStdString(d.path));
    return where.isEmpty() ? text : where + QStringLiteral(": ") + text;
}

} // namespace GpuPlan
