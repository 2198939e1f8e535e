#include "importjob.h"

#include "jobtracker.h"
#include "workspacestore.h"

#include <QDirIterator>
#include <QFileInfo>

namespace GpuPlan {

QStringList expandImportFolders(const QStringList &paths)
{
    QStringList files;
    for (const QString &path : paths) {
        if (!QFileInfo(path).isDir()) {
            files << path;
            continue;
        }
        QStringList inside;
        QDirIterator it(path, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (it.hasNext())
            inside << it.next();
        inside.sort();
        files << inside;
    }
    return files;
}

ImportJob::ImportJob(QObject *parent)
    : QObject(parent)
    , m_jobs(std::make_unique<JobTracker>(this))
{
    qRegisterMetaType<GpuPlan::FleetFileReport>();
}

ImportJob::~ImportJob()
{
    cancel(); // the tracker's destructor then waits for the rollback
}

bool ImportJob::isRunning() const { return m_jobs->isRunning(); }

void ImportJob::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

bool ImportJob::start(const QString &workspacePath, const QStringList &files, const FleetImportOptions &options)
{
    if (isRunning())
        return false;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    FleetImportOptions o;
    o.dryRun = options.dryRun;
    o.format = options.format;
    o.importer = options.importer;
    o.expectedSha256 = options.expectedSha256;
    o.node = options.node;
    // A cancel here still reports every file (the one running rolled back, the others Cancelled): it is
    // the importers' flag, not the tracker's, which would drop the reports.
    const auto cancelFlag = m_cancel;
    const QPointer<ImportJob> self(this);
    m_jobs->start(
        [self, cancelFlag, workspacePath, files, o](const JobControl &control) mutable {
            return run(control, self, *cancelFlag, workspacePath, files, o);
        },
        [this](const std::optional<QList<FleetFileReport>> &reports) {
            if (reports)
                Q_EMIT finished(*reports);
        },
        [this](qint64 done, qint64 total) { Q_EMIT progress(done, total); });
    return true;
}

std::optional<QList<FleetFileReport>> ImportJob::run(const JobControl &control, const QPointer<ImportJob> &self,
                                                     const std::atomic_bool &cancel, const QString &workspacePath,
                                                     const QStringList &files, FleetImportOptions o)
{
    const auto post = [&control, self](auto f) {
        control.post([self, f] {
            if (self)
                f(self.data());
        });
    };
    WorkspaceStore store;
    if (store.open(workspacePath) != WorkspaceStore::OpenStatus::Ok) {
        const QString message = store.lastError();
        post([message](ImportJob *job) { Q_EMIT job->failed(message); });
        return std::nullopt;
    }
    qint64 total = 0;
    for (const QString &f : files)
        total += QFileInfo(f).size();
    qint64 before = 0;
    QList<FleetFileReport> reports;
    o.cancel = &cancel;
    o.deferFindings = true; // evaluated once, after the last file (or the cancel)
    for (int i = 0; i < files.size(); ++i) {
        const QString &path = files.at(i);
        if (cancel.load()) {
            FleetFileReport r;
            r.path = path;
            r.status = FleetFileReport::Status::Cancelled;
            reports.append(r);
            post([i, r](ImportJob *job) { Q_EMIT job->fileFinished(i, r); });
            continue;
        }
        post([i, path](ImportJob *job) { Q_EMIT job->fileStarted(i, path); });
        o.progress = [&](std::uint64_t done, std::uint64_t) { control.progress(before + qint64(done), total); };
        FleetFileReport r = store.importFleetFile(path, o);
        before += QFileInfo(path).size();
        control.progress(before, total);
        reports.append(r);
        post([i, r](ImportJob *job) { Q_EMIT job->fileFinished(i, r); });
    }
    if (!store.finishFleetImports(reports)) {
        // The files stay imported; their findings are evaluated when the workspace is next opened.
        const QString why = tr("imported, but the findings could not be evaluated: %1").arg(store.lastError());
        for (FleetFileReport &r : reports)
            if (r.status == FleetFileReport::Status::Imported)
                r.message = why;
    }
    return reports;
}

} // namespace GpuPlan
