// ReportPage: the scenario reported, and generation and PDF export off the GUI thread.
#include "reportpage.h"
#include "viewsetup.h"
#include "reportpagejob.h"

#include "decisionpage.h"

#include "io/appsettings.h"
#include "io/workspacestore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QPointer>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QTimer>

namespace GpuPlan {

namespace {
// Share of the progress bar for building the document (the Monte Carlo dominates); the rest is layout.
constexpr int kBuildShare = 70;

QByteArray canonicalJson(const Scenario &scenario)
{
    return QByteArray::fromStdString(scenarioToJson(scenario) + '\n');
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
}
} // namespace

const ReportDocument *ReportPage::document() const
{
    return m_built ? &m_built->result->document : nullptr;
}

QVector<ReportTable> ReportPage::tables() const
{
    return m_built ? m_built->result->tables : QVector<ReportTable>();
}

// The report reads a file; the Decision page holds the scenario in memory. An unmodified saved scenario
// is reported from its file. Anything else (unsaved edits, the shipped demo) is written to a private
// temporary file with the same name, so the report shows what the Decision page shows.
bool ReportPage::prepareScenario(QString *path, QString *note)
{
    if (!m_decision) {
        *note = tr("There is no Decision page to take the scenario from.");
        return false;
    }
    if (m_decision->scenarioPath().isEmpty() && m_decision->scenario().options.empty())
        m_decision->openInitial(); // the Decision page was never shown: report what it would show
    const Scenario &scenario = m_decision->scenario();
    const QByteArray current = canonicalJson(scenario);
    const QString saved = m_decision->scenarioPath();
    const QString name = QString::fromStdString(scenario.name);
    m_saveScenarioButton->setVisible(false);
    if (!saved.isEmpty()) {
        QFile file(saved);
        if (file.open(QIODevice::ReadOnly)) {
            const QByteArray bytes = file.readAll();
            const ScenarioParseResult parsed
                = parseScenario(std::string_view(bytes.constData(), std::size_t(bytes.size())));
            if (parsed.ok() && canonicalJson(parsed.scenario) == current) {
                *path = saved;
                *note = tr("Scenario: %1\nFrom %2, as saved.").arg(name, QDir::toNativeSeparators(saved));
                return true;
            }
        }
    }
    if (!m_tempDir.isValid()) {
        *note = tr("Cannot create a temporary folder for the scenario: %1").arg(m_tempDir.errorString());
        return false;
    }
    QByteArray bytes = current;
    if (saved.isEmpty()) {
        // The unmodified demo is written byte for byte, so its hash is the shipped file's.
        QFile demo(QStringLiteral(":/gpuplan/scenarios/demo.json"));
        if (demo.open(QIODevice::ReadOnly)) {
            const QByteArray shipped = demo.readAll();
            const ScenarioParseResult parsed
                = parseScenario(std::string_view(shipped.constData(), std::size_t(shipped.size())));
            if (parsed.ok() && canonicalJson(parsed.scenario) == current)
                bytes = shipped;
        }
    }
    const bool isDemo = bytes != current;
    *path = m_tempDir.filePath(saved.isEmpty() ? QStringLiteral("demo.json") : QFileInfo(saved).fileName());
    if (!writeFile(*path, bytes)) {
        *note = tr("Cannot write the scenario to %1.").arg(QDir::toNativeSeparators(*path));
        return false;
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

QString ReportPage::requestKey(const ReportRequest &request) const
{
    QFile file(request.scenarioPath);
    const QByteArray scenario = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    const QStringList parts
        = { request.scenarioPath,
            QString::fromLatin1(QCryptographicHash::hash(scenario, QCryptographicHash::Sha256).toHex()),
            request.language,
            request.sections.join(QLatin1Char(',')),
            request.author,
            request.approver,
            request.date,
            m_store.path(),
            QString::number(m_dataEpoch) };
    return parts.join(QChar(0x1f));
}

void ReportPage::generate()
{
    start(QString());
}

bool ReportPage::exportPdf(const QString &path)
{
    return start(path);
}

bool ReportPage::start(const QString &pdfPath)
{
    if (!m_decision || m_decision->isReady())
        return startJob(pdfPath);
    // The Decision page was never shown, or it is still fitting: report what it will show.
    const quint64 wait = ++m_waitForDecision;
    setBusy(true);
    showInfo(tr("Opening the Decision page's scenario…"));
    m_decision->whenReady([page = QPointer<ReportPage>(this), wait, pdfPath] {
        if (!page || page->m_waitForDecision != wait)
            return;
        if (!page->startJob(pdfPath)) { // its message says why
            page->setBusy(false);
            Q_EMIT page->finished(false, false);
        }
    });
    return true;
}

bool ReportPage::startJob(const QString &pdfPath)
{
    QString scenarioPath;
    QString note;
    const bool prepared = prepareScenario(&scenarioPath, &note); // may open the Decision page's first scenario
    m_refresh->stop(); // this run takes the options as they are now
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
    job.request = request();
    job.request.scenarioPath = scenarioPath;
    job.setup = pageSetup();
    job.workspacePath = m_store.path();
    job.key = requestKey(job.request);
    job.pdfPath = pdfPath;
    job.layoutPath = m_tempDir.filePath(QStringLiteral("layout.pdf"));
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
            ReportBuildResult built = buildReport(job.request, store, [&](int done, int total) {
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
        const QString target = job.pdfPath.isEmpty() ? job.layoutPath : job.pdfPath;
        r.layout = writeReportPdf(r.build->document, target, job.setup, [&](int done, int total) {
            progressTo(kBuildShare + (total > 0 ? (100 - kBuildShare) * done / total : 0));
            return !control.cancelled();
        });
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
    m_built = std::make_unique<Built>(Built { r.build, r.key });
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

bool ReportPage::isBusy() const
{
    return m_busy;
}

void ReportPage::setBusy(bool busy)
{
    m_busy = busy;
    m_cancelButton->setEnabled(busy);
    m_progress->setValue(0);
    m_progress->setVisible(busy);
    const bool ready = !busy && m_built;
    for (QPushButton *button : { m_printButton, m_previewButton })
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
