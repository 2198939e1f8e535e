// ReportPage: the scenario reported, and generation and PDF export off the GUI thread.
#include "reportpage.h"
#include "reportpagejob.h"
#include "viewsetup.h"

#include "decisionpage.h"

#include "io/appsettings.h"
#include "io/shippeddata.h"
#include "io/workspacestore.h"
#include "report/reportinput.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>

namespace GpuPlan {

namespace {
// Share of the progress bar for building the document (the Monte Carlo dominates); the rest is layout.
constexpr int kBuildShare = 70;
} // namespace

const ReportDocument *ReportPage::document() const { return m_built ? &m_built->result->document : nullptr; }

QVector<ReportTable> ReportPage::tables() const { return m_built ? m_built->result->tables : QVector<ReportTable>(); }

// The report is built from the scenario as the Decision page holds it, with the plan and ranking the page
// already computed (buildReport() computes what no longer matches). The data hash covers the scenario's
// file when the scenario is exactly that file (saved and unmodified, or the shipped demo), else its
// canonical JSON.
bool ReportPage::prepareScenario(ReportInput *input, QString *note)
{
    if (!m_decision) {
        *note = tr("There is no Decision page to take the scenario from.");
        return false;
    }
    if (m_decision->scenarioPath().isEmpty() && m_decision->scenario().options.empty())
        m_decision->openInitial(); // the Decision page was never shown: report what it would show
    const Scenario &scenario = m_decision->scenario();
    const QString saved = m_decision->scenarioPath();
    const QString name = QString::fromStdString(scenario.name);
    m_saveScenarioButton->setVisible(false);
    *input = reportInput(scenario, saved.isEmpty() ? QStringLiteral("demo.json") : QFileInfo(saved).fileName(), saved);
    input->results = m_decision->results();
    if (!saved.isEmpty()) {
        QFile file(saved);
        if (file.open(QIODevice::ReadOnly)
            && matchFileBytes(*input, file.readAll(), QFileInfo(saved).lastModified().date())) {
            *note = tr("Scenario: %1\nFrom %2, as saved.").arg(name, QDir::toNativeSeparators(saved));
            return true;
        }
    }
    bool isDemo = false;
    if (saved.isEmpty()) {
        // The unmodified demo is hashed byte for byte, so its hash is the shipped file's.
        QByteArray demo;
        isDemo
            = ShippedData::read(QStringLiteral("scenarios/demo.json"), &demo) && matchFileBytes(*input, demo, QDate());
    }
    if (isDemo) {
        *note = tr("Scenario: %1\nThe shipped demo scenario.").arg(name);
    } else {
        *note = saved.isEmpty() ? tr("Scenario: %1\nNot saved yet: the report shows the scenario as it is on the "
                                     "Decision page. Save it to make the report traceable to a file.")
                                      .arg(name)
                                : tr("Scenario: %1\nUnsaved changes: the report shows the scenario as it is on the "
                                     "Decision page, not %2 as saved.")
                                      .arg(name, QDir::toNativeSeparators(saved));
        m_saveScenarioButton->setVisible(true);
    }
    return true;
}

QString ReportPage::requestKey(const ReportInput &input, const ReportRequest &request) const
{
    // The results given with the input are not part of the key: buildReport() computes the same numbers
    // from the scenario and the catalog (m_dataEpoch) when it does not take them.
    const QStringList parts
        = {input.path,
           input.fileName,
           QString::fromLatin1(QCryptographicHash::hash(input.bytes, QCryptographicHash::Sha256).toHex()),
           input.date.toString(Qt::ISODate),
           request.language,
           request.sections.join(QLatin1Char(',')),
           request.author,
           request.approver,
           request.date,
           m_store.path(),
           QString::number(m_dataEpoch)};
    return parts.join(QChar(0x1f));
}

void ReportPage::generate() { start(QString()); }

bool ReportPage::exportPdf(const QString &path) { return start(path); }

bool ReportPage::start(const QString &pdfPath)
{
    if (!m_decision || (m_decision->isReady() && !m_decision->isRanking()))
        return startJob(pdfPath);
    const quint64 wait = ++m_waitForDecision;
    setBusy(true);
    if (m_decision->isReady()) {
        startWhenRanked(pdfPath, wait);
        return true;
    }
    // The Decision page was never shown, or it is still fitting: report what it will show.
    showInfo(tr("Opening the Decision page's scenario…"));
    m_decision->whenReady([page = QPointer<ReportPage>(this), wait, pdfPath] {
        if (page)
            page->startWhenRanked(pdfPath, wait);
    });
    return true;
}

// While the Decision page ranks its scenario, the report waits and then takes that ranking (or runs its
// own when an edit cancels it) rather than running a second Monte Carlo beside it.
void ReportPage::startWhenRanked(const QString &pdfPath, quint64 wait)
{
    if (m_waitForDecision != wait)
        return; // cancelled, or replaced by a newer start
    if (m_decision->isRanking()) {
        showInfo(tr("Waiting for the Decision page's ranking…"));
        auto once = std::make_shared<QMetaObject::Connection>();
        // Queued: rankDone also comes from inside an edit, before the Decision page has planned it.
        *once = connect(
            m_decision, &DecisionPage::rankDone, this,
            [this, once, pdfPath, wait] {
                if (QObject::disconnect(*once)) // else a second rankDone, queued before the first was handled
                    startWhenRanked(pdfPath, wait);
            },
            Qt::QueuedConnection);
        return;
    }
    if (!startJob(pdfPath)) { // its message says why
        setBusy(false);
        Q_EMIT finished(false, false);
    }
}

bool ReportPage::startJob(const QString &pdfPath)
{
    auto input = std::make_shared<ReportInput>();
    QString note;
    const bool prepared = prepareScenario(input.get(), &note); // may open the Decision page's first scenario
    m_refresh->stop();                                         // this run takes the options as they are now
    if (!prepared) {
        showError(note);
        return false;
    }
    m_scenarioLabel->setText(note);
    if (!m_store.isOpen() || m_store.path().isEmpty()) {
        showError(tr("No workspace is open: open or create one (File menu) to build a report."));
        return false;
    }
    Job job;
    job.input = std::move(input);
    job.request = request();
    job.setup = pageSetup();
    job.workspacePath = m_store.connectionLocation();
    job.key = requestKey(*job.input, job.request);
    job.pdfPath = pdfPath;
    if (m_built && m_built->key == job.key)
        job.reuse = m_built->result;
    m_runningPdf = pdfPath;
    m_dirty = false;
    setBusy(true);
    showInfo(pdfPath.isEmpty() ? (job.reuse ? tr("Laying the report out…") : tr("Building the report…"))
                               : tr("Writing %1…").arg(QDir::toNativeSeparators(pdfPath)));

    // A run still going belongs to older options: starting this one makes it stale.
    m_jobs.start([job](const JobControl &control) { return runJob(job, control); },
                 [this](const JobResult &r) { handOver(r); },
                 [this](qint64 done, qint64 total) { m_progress->setValue(total > 0 ? int(100 * done / total) : 0); },
                 [this](const JobResult &r) {
                     // Cancelled or replaced. A PDF it finished before it saw the cancel is removed:
                     // cancelled means no file, unless a newer export is writing that same file now.
                     if (!r.pdfPath.isEmpty() && r.layout.ok && !(isBusy() && m_runningPdf == r.pdfPath))
                         QFile::remove(r.pdfPath);
                 });
    return true;
}

ReportPage::JobResult ReportPage::runJob(const Job &job, const JobControl &control)
{
    const auto progressTo = [&control](int percent) { control.progress(percent, 100); };
    JobResult r;
    r.key = job.key;
    r.pdfPath = job.pdfPath;
    r.build = job.reuse;
    if (!r.build) {
        // The workspace's connection belongs to the GUI thread: this thread opens its own.
        WorkspaceStore store;
        if (store.open(job.workspacePath) != WorkspaceStore::OpenStatus::Ok) {
            r.error = store.lastError();
        } else {
            ReportBuildResult built = buildReport(*job.input, job.request, store, [&](int done, int total) {
                progressTo(total > 0 ? kBuildShare * done / total : 0);
                return !control.cancelled();
            });
            r.cancelled = built.cancelled || control.cancelled();
            if (!built.ok && !r.cancelled)
                r.error = built.error.isEmpty() ? tr("The report could not be built.") : built.error;
            else if (built.ok)
                r.build = std::make_shared<const ReportBuildResult>(std::move(built));
        }
    }
    if (r.build && !r.cancelled) {
        const ReportProgress layoutProgress = [&](int done, int total) {
            progressTo(kBuildShare + (total > 0 ? (100 - kBuildShare) * done / total : 0));
            return !control.cancelled();
        };
        // A generation lays the report out only to count its pages: in memory, no file.
        r.layout = job.pdfPath.isEmpty() ? layoutReport(r.build->document, job.setup, layoutProgress)
                                         : writeReportPdf(r.build->document, job.pdfPath, job.setup, layoutProgress);
        r.cancelled = r.layout.cancelled;
        if (!r.layout.ok && !r.cancelled)
            r.error = r.layout.error;
    }
    return r;
}

void ReportPage::handOver(const JobResult &r)
{
    setBusy(false);
    m_runningPdf.clear();
    if (r.cancelled) {
        m_dirty = true;
        showInfo(tr("Cancelled; nothing was written."));
        Q_EMIT finished(false, true);
        return;
    }
    if (!r.error.isEmpty()) {
        showError(r.pdfPath.isEmpty()
                      ? tr("The report could not be generated.\n%1").arg(r.error)
                      : tr("%1 was not written.\n%2").arg(QDir::toNativeSeparators(r.pdfPath), r.error));
        Q_EMIT finished(false, false);
        return;
    }
    const bool rebuilt = !m_built || m_built->result != r.build;
    m_built = std::make_unique<Built>(Built{r.build, r.key});
    m_pageCount = r.layout.pageCount;
    if (rebuilt)
        fillExports();
    configurePrinter(*m_previewPrinter);
    m_preview->updatePreview();
    const QVector<ReportChart> shown = charts();
    const QString summary
        = tr("pages: %1, charts: %2, tables: %3").arg(m_pageCount).arg(shown.size()).arg(r.build->tables.size());
    setBusy(false); // again, now that there is a report to print
    if (r.pdfPath.isEmpty()) {
        showInfo(tr("Report generated (%1).").arg(summary));
    } else {
        showInfo(tr("Wrote %1 (%2).").arg(QDir::toNativeSeparators(r.pdfPath), summary));
        Q_EMIT statusMessage(tr("Wrote the report to %1").arg(QDir::toNativeSeparators(r.pdfPath)));
    }
    Q_EMIT finished(true, false);
    if (m_dirty && isVisible())
        m_refresh->start(); // the options changed while an export was running
}

void ReportPage::cancel()
{
    if (!isBusy())
        return;
    m_jobs.cancel(); // whatever it hands back now is dropped
    ++m_waitForDecision;
    m_runningPdf.clear();
    m_dirty = true;
    setBusy(false);
    showInfo(tr("Cancelled; nothing was written."));
    Q_EMIT finished(false, true);
}

bool ReportPage::isBusy() const { return m_busy; }

void ReportPage::setBusy(bool busy)
{
    m_busy = busy;
    m_cancelButton->setEnabled(busy);
    m_progress->setValue(0);
    m_progress->setVisible(busy);
    const bool ready = !busy && m_built;
    for (QPushButton *button : {m_printButton, m_previewButton})
        button->setEnabled(ready);
    m_pdfButton->setEnabled(!busy);
}

void ReportPage::showError(const QString &text)
{
    m_message->setStyleSheet(errorLabelStyle());
    m_message->setText(text);
}

void ReportPage::showInfo(const QString &text)
{
    m_message->setStyleSheet(QString());
    m_message->setText(text);
}

} // namespace GpuPlan
