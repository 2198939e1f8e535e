#pragma once

#include "io/jobtracker.h"
#include "report/reportcontent.h"
#include "report/reportlayout.h"

#include <QList>
#include <QWidget>

#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPrinter;
class QPrintPreviewWidget;
class QProgressBar;
class QPushButton;
class QTimer;

namespace GpuPlan {

class AppSettings;
class DecisionPage;
class WorkspaceStore;

/**
 * The Report page: the decision report of the scenario open on the Decision page. The user picks the
 * sections, the language, the paper, the author and the approver; Generate builds the document
 * (buildReport, with the Monte Carlo) and lays it out off the GUI thread with progress and Cancel, and a
 * result that belongs to an older request is dropped. The live preview, Print…, Print Preview… and
 * Export PDF… paint the same document; the Exports area writes each results table as CSV, JSON or XLSX
 * and each chart as PNG or SVG.
 *
 * The report is built from the scenario as held by the Decision page, in memory (no file is written),
 * with the plan, ranking and calibration the page already computed when they still match (a start waits
 * for a ranking the Decision page is running); the page says when the scenario has unsaved edits. The
 * data hash on the cover covers the scenario's file when the scenario is exactly that file (saved and
 * unmodified, or the shipped demo), else its canonical JSON.
 */
class ReportPage : public QWidget
{
    Q_OBJECT
public:
    ReportPage(WorkspaceStore &store, AppSettings &settings, DecisionPage *decision, QWidget *parent = nullptr);
    ~ReportPage() override;

    /// Builds and lays out the report with the options shown, in the background.
    void generate();
    /// Writes the report with the options shown to @p path as a PDF, in the background (rebuilding it
    /// when the options or the data changed since the last generation). False when it cannot start.
    bool exportPdf(const QString &path);
    /// Blocks until every generation and export started so far, cancelled ones included, has returned.
    void waitForJobs() { m_jobs.waitForDone(); }
    /// Stops the running generation or export; it hands nothing back and leaves no file.
    void cancel();
    bool isBusy() const;

    /// The last generated report, or nullptr.
    const ReportDocument *document() const;
    /// Its results tables (for the exports).
    QVector<ReportTable> tables() const;
    /// Its charts, in report order.
    QVector<ReportChart> charts() const;
    /// Pages of the last layout (0 before the first).
    int pageCount() const { return m_pageCount; }

    /// Writes the table @p id of the last report to @p path as @p format ("csv", "json" or "xlsx").
    /// False with a translated reason.
    bool exportTable(const QString &id, const QString &format, const QString &path, QString *error) const;
    /// Writes the chart @p id of the last report: SVG when @p path ends in ".svg", else PNG.
    bool exportChart(const QString &id, const QString &path, QString *error) const;

    /// The request the options on the page make (the scenario comes from the Decision page).
    ReportRequest request() const;
    ReportPageSetup pageSetup() const;
    void saveViewState();

    QPrintPreviewWidget *preview() const { return m_preview; }
    QListWidget *sectionList() const { return m_sections; }
    QComboBox *languageCombo() const { return m_language; }
    QComboBox *pageSizeCombo() const { return m_pageSize; }
    QLineEdit *authorEdit() const { return m_author; }
    QLineEdit *approverEdit() const { return m_approver; }
    QPushButton *generateButton() const { return m_generateButton; }
    QPushButton *cancelButton() const { return m_cancelButton; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *messageLabel() const { return m_message; }
    QListWidget *tableList() const { return m_tableList; }
    QListWidget *chartList() const { return m_chartList; }

Q_SIGNALS:
    /// A generation or export ended: @p ok with a report (and the PDF written when it was an export),
    /// or @p cancelled, or failed (messageLabel() says why).
    void finished(bool ok, bool cancelled);
    void statusMessage(const QString &message);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    struct Job;
    struct JobResult;
    struct Built;

    QWidget *createOptions();
    QWidget *createExports();
    void retranslateUi();
    void restoreOptions();
    void optionsChanged();
    bool start(const QString &pdfPath);
    void startWhenRanked(const QString &pdfPath, quint64 wait);
    bool startJob(const QString &pdfPath);
    static JobResult runJob(const Job &job, const JobControl &control);
    void handOver(const JobResult &result);
    void setBusy(bool busy);
    void showError(const QString &text);
    void showInfo(const QString &text);
    void fillExports();
    bool prepareScenario(ReportInput *input, QString *note);
    QString requestKey(const ReportInput &input, const ReportRequest &request) const;
    void paintPreview(QPrinter *printer);
    void configurePrinter(QPrinter &printer) const;
    /// The built report when one can be printed now (nothing is being generated), else null.
    std::shared_ptr<const ReportBuildResult> resultToPrint() const;
    void print();
    void printPreview();
    void chooseAndExportPdf();
    void chooseAndExportTable(const QString &format);
    void chooseAndExportChart(bool svg);

    WorkspaceStore &m_store;
    AppSettings &m_settings;
    DecisionPage *m_decision;
    std::unique_ptr<Built> m_built;
    int m_pageCount = 0;
    bool m_dirty = true;
    quint64 m_dataEpoch = 0;
    bool m_busy = false;
    QString m_runningPdf;
    quint64 m_waitForDecision = 0; ///< a start waiting for the Decision page; Cancel or a newer start drops it
    QTimer *m_refresh = nullptr;

    QLabel *m_title = nullptr;
    QLabel *m_scenarioLabel = nullptr;
    QLabel *m_sectionsLabel = nullptr;
    QListWidget *m_sections = nullptr;
    QLabel *m_languageLabel = nullptr;
    QComboBox *m_language = nullptr;
    QLabel *m_pageSizeLabel = nullptr;
    QComboBox *m_pageSize = nullptr;
    QLabel *m_authorLabel = nullptr;
    QLineEdit *m_author = nullptr;
    QLabel *m_approverLabel = nullptr;
    QLineEdit *m_approver = nullptr;
    QPushButton *m_generateButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_printButton = nullptr;
    QPushButton *m_previewButton = nullptr;
    QPushButton *m_pdfButton = nullptr;
    QPushButton *m_saveScenarioButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_message = nullptr;
    QPrintPreviewWidget *m_preview = nullptr;
    QPrinter *m_previewPrinter = nullptr;
    QLabel *m_tablesLabel = nullptr;
    QListWidget *m_tableList = nullptr;
    QPushButton *m_csvButton = nullptr;
    QPushButton *m_jsonButton = nullptr;
    QPushButton *m_xlsxButton = nullptr;
    QLabel *m_chartsLabel = nullptr;
    QListWidget *m_chartList = nullptr;
    QPushButton *m_pngButton = nullptr;
    QPushButton *m_svgButton = nullptr;
    QAction *m_printAction = nullptr;
    QAction *m_previewAction = nullptr;
    QAction *m_pdfAction = nullptr;
    QAction *m_generateAction = nullptr;
    JobTracker m_jobs{this}; ///< the build and layout; a new start or Cancel makes the running one stale
};

} // namespace GpuPlan
