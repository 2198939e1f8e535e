// The Lots tab's Intake Report: the selected lot's PDF (report/intakereport.h) in the Report page's language and
// page size, as `gpuplan-cli lot report` writes it.
#include "intakepage.h"

#include "io/appsettings.h"
#include "report/intakereport.h"
#include "report/reportlayout.h"

#include <QDir>
#include <QFileDialog>
#include <QGuiApplication>
#include <QLocale>
#include <QStandardPaths>

namespace GpuPlan {

bool IntakePage::writeLotReport(qint64 lotId, const QString &path, const QString &language)
{
    IntakeReportRequest request;
    request.language = language;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const IntakeReportResult built = buildIntakeReport(lotId, request, m_store);
    ReportLayoutResult written;
    if (built.ok) {
        ReportPageSetup setup;
        const QString page = m_settings.reportPageSize();
        if (page == QLatin1String("Letter")
            || (page.isEmpty()
                && (QLocale().territory() == QLocale::UnitedStates || QLocale().territory() == QLocale::Canada)))
            setup.pageSize = QPageSize::Letter;
        written = writeReportPdf(built.document, path, setup);
    }
    QGuiApplication::restoreOverrideCursor();
    if (!built.ok || !written.ok) {
        showError(tr("Intake Report"), built.ok ? written.error : built.error);
        return false;
    }
    m_lastMessage.clear();
    Q_EMIT statusMessage(tr("Wrote %1 (%n page(s)).", nullptr, written.pageCount).arg(QDir::toNativeSeparators(path)));
    return true;
}

void IntakePage::chooseLotReport()
{
    if (m_lotId <= 0)
        return;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(this, tr("Intake Report of Lot %1").arg(m_lotId),
                                                      QDir(folder).filePath(QStringLiteral("lot-%1.pdf").arg(m_lotId)),
                                                      tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    QString language = m_settings.reportLanguage();
    if (language.isEmpty())
        language = m_settings.language().startsWith(QLatin1String("fr")) ? QStringLiteral("fr") : QStringLiteral("en");
    writeLotReport(m_lotId, path, language);
}

} // namespace GpuPlan
