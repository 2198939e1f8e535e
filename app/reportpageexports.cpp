// ReportPage: printing, Export PDF…, and the exports of the report's tables and charts.
#include "reportchartexport.h"
#include "reportpage.h"
#include "reportpagejob.h"

#include "report/reportexport.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QListWidget>
#include <QMessageBox>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QStandardPaths>

namespace GpuPlan {

namespace {

QString withSuffix(const QString &path, const QString &suffix)
{
    return path.endsWith(QLatin1Char('.') + suffix, Qt::CaseInsensitive) ? path : path + QLatin1Char('.') + suffix;
}

QString documentsDir()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return dir.isEmpty() ? QDir::homePath() : dir;
}

// A file name from the scenario's name: letters, digits and dashes only.
QString baseName(const ReportDocument *document)
{
    QString name = document ? document->scenarioName.toLower() : QString();
    for (QChar &c : name) {
        if (!c.isLetterOrNumber())
            c = QLatin1Char('-');
    }
    name = name.split(QLatin1Char('-'), Qt::SkipEmptyParts).join(QLatin1Char('-')).left(60);
    return name.isEmpty() ? QStringLiteral("gpuplan-report") : QStringLiteral("gpuplan-") + name;
}

} // namespace

void ReportPage::configurePrinter(QPrinter &printer) const
{
    const ReportPageSetup setup = pageSetup();
    printer.setPageSize(QPageSize(setup.pageSize));
    printer.setPageOrientation(QPageLayout::Portrait);
    printer.setPageMargins(QMarginsF(setup.marginMm, setup.marginMm, setup.marginMm, setup.marginMm),
                           QPageLayout::Millimeter);
    printer.setDocName(document() ? document()->title : tr("Decision report"));
}

void ReportPage::paintPreview(QPrinter *printer)
{
    if (const ReportDocument *doc = document()) {
        const ReportLayoutResult result = paintReport(*doc, *printer);
        if (!result.ok && !result.cancelled)
            showError(result.error);
        return;
    }
    // Before the first generation: one page that says how to get the report.
    QPainter painter(printer);
    painter.setFont(QFont(font().family(), 14));
    painter.drawText(painter.viewport(), Qt::AlignCenter | Qt::TextWordWrap,
                     isBusy() ? tr("Generating the report…") : tr("Press Generate to build the report."));
}

QVector<ReportChart> ReportPage::charts() const
{
    QVector<ReportChart> result;
    if (const ReportDocument *doc = document()) {
        for (const ReportBlock &block : doc->blocks) {
            if (block.kind == ReportBlock::Kind::Chart)
                result << block.chart;
        }
    }
    return result;
}

void ReportPage::fillExports()
{
    m_tableList->clear();
    m_chartList->clear();
    const QVector<ReportTable> all = tables();
    QStringList titles;
    for (const ReportTable &table : all)
        titles << table.title;
    for (const ReportTable &table : all) {
        // Two tables with one title are told apart by their export names.
        const QString text = titles.count(table.title) > 1 ? tr("%1 (%2)").arg(table.title, table.id) : table.title;
        auto *item = new QListWidgetItem(text, m_tableList);
        item->setData(Qt::UserRole, table.id);
        item->setToolTip(
            tr("%1 (%n row(s)); exported as “%2”", nullptr, int(table.rows.size())).arg(table.title, table.id));
    }
    for (const ReportChart &chart : charts()) {
        auto *item = new QListWidgetItem(chart.title, m_chartList);
        item->setData(Qt::UserRole, chart.id);
        item->setToolTip(chart.caption.isEmpty() ? chart.title : chart.caption);
    }
    if (m_tableList->count() > 0)
        m_tableList->setCurrentRow(0);
    if (m_chartList->count() > 0)
        m_chartList->setCurrentRow(0);
    for (QPushButton *button : {m_csvButton, m_jsonButton, m_xlsxButton})
        button->setEnabled(m_tableList->count() > 0);
    for (QPushButton *button : {m_pngButton, m_svgButton})
        button->setEnabled(m_chartList->count() > 0);
}

bool ReportPage::exportTable(const QString &id, const QString &formatKey, const QString &path, QString *error) const
{
    ReportExportFormat format = ReportExportFormat::Csv;
    if (!reportExportFormatFromKey(formatKey, format)) {
        if (error)
            *error = tr("Unknown table format “%1” (expected csv, json or xlsx).").arg(formatKey);
        return false;
    }
    for (const ReportTable &table : tables()) {
        if (table.id != id)
            continue;
        const ReportExportResult result = exportReportTable(table, format, path);
        if (!result.ok && error)
            *error = result.error;
        return result.ok;
    }
    if (error)
        *error = tr("The report has no table “%1”; generate it first.").arg(id);
    return false;
}

bool ReportPage::exportChart(const QString &id, const QString &path, QString *error) const
{
    const ReportDocument *doc = document();
    for (const ReportChart &chart : charts()) {
        if (chart.id != id)
            continue;
        if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
            return ReportChartExport::writeSvg(chart, *doc, path, error);
        return ReportChartExport::writePng(chart, *doc, path, 3.0, error);
    }
    if (error)
        *error = tr("The report has no chart “%1”; generate it first.").arg(id);
    return false;
}

void ReportPage::chooseAndExportTable(const QString &format)
{
    const QListWidgetItem *item = m_tableList->currentItem();
    if (!item)
        return;
    const QString id = item->data(Qt::UserRole).toString();
    const QString suffix = format;
    const QString filter = format == QLatin1String("csv") ? tr("CSV files (*.csv)")
        : format == QLatin1String("json")                 ? tr("JSON files (*.json)")
                                                          : tr("Excel workbooks (*.xlsx)");
    const QString suggested
        = QDir(documentsDir()).filePath(baseName(document()) + QLatin1Char('-') + id + QLatin1Char('.') + suffix);
    const QString chosen
        = QFileDialog::getSaveFileName(this, tr("Export Table “%1”").arg(item->text()), suggested, filter);
    if (chosen.isEmpty())
        return;
    const QString path = withSuffix(chosen, suffix);
    QString error;
    if (!exportTable(id, format, path, &error)) {
        QMessageBox::warning(this, tr("Export failed"), error);
        return;
    }
    Q_EMIT statusMessage(tr("Wrote the table to %1").arg(QDir::toNativeSeparators(path)));
}

void ReportPage::chooseAndExportChart(bool svg)
{
    const QListWidgetItem *item = m_chartList->currentItem();
    if (!item)
        return;
    const QString id = item->data(Qt::UserRole).toString();
    const QString suffix = svg ? QStringLiteral("svg") : QStringLiteral("png");
    const QString suggested
        = QDir(documentsDir()).filePath(baseName(document()) + QLatin1Char('-') + id + QLatin1Char('.') + suffix);
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export Chart “%1”").arg(item->text()), suggested,
                                                        svg ? tr("SVG drawings (*.svg)") : tr("PNG images (*.png)"));
    if (chosen.isEmpty())
        return;
    const QString path = withSuffix(chosen, suffix);
    QString error;
    if (!exportChart(id, path, &error)) {
        QMessageBox::warning(this, tr("Export failed"), error);
        return;
    }
    Q_EMIT statusMessage(tr("Wrote the chart to %1").arg(QDir::toNativeSeparators(path)));
}

void ReportPage::chooseAndExportPdf()
{
    if (isBusy() && !m_runningPdf.isEmpty())
        return; // one export at a time
    const QString suggested = QDir(documentsDir()).filePath(baseName(document()) + QStringLiteral(".pdf"));
    const QString chosen
        = QFileDialog::getSaveFileName(this, tr("Export Report as PDF"), suggested, tr("PDF documents (*.pdf)"));
    if (!chosen.isEmpty())
        exportPdf(withSuffix(chosen, QStringLiteral("pdf")));
}

std::shared_ptr<const ReportBuildResult> ReportPage::resultToPrint() const
{
    // Held by the caller for its dialog's lifetime: a generation finishing meanwhile replaces m_built.
    return m_built && !isBusy() ? m_built->result : nullptr;
}

void ReportPage::print()
{
    const std::shared_ptr<const ReportBuildResult> keep = resultToPrint();
    if (!keep)
        return;
    QPrinter printer(QPrinter::HighResolution);
    configurePrinter(printer);
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print Report"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ReportLayoutResult result = paintReport(keep->document, printer);
    if (!result.ok && !result.cancelled) {
        showError(tr("The report could not be printed.\n%1").arg(result.error));
        return;
    }
    Q_EMIT statusMessage(tr("Sent the report to the printer (%1 pages)").arg(result.pageCount));
}

void ReportPage::printPreview()
{
    const std::shared_ptr<const ReportBuildResult> keep = resultToPrint();
    if (!keep)
        return;
    QPrinter printer(QPrinter::HighResolution);
    configurePrinter(printer);
    QPrintPreviewDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print Preview — %1").arg(keep->document.title));
    dialog.resize(size() * 0.9);
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this,
            [keep](QPrinter *target) { paintReport(keep->document, *target); });
    dialog.exec();
}

} // namespace GpuPlan
