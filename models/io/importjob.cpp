#include "importjob.h"

#include "workspacestore.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QPointer>
#include <QThread>

namespace GpuPlan {

ImportJob::ImportJob(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<GpuPlan::FleetFileReport>();
}

ImportJob::~ImportJob()
{
    cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

bool ImportJob::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

void ImportJob::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

bool ImportJob::start(const QString &workspacePath, const QStringList &files, const FleetImportOptions &options)
{
    if (isRunning())
        return false;
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
    m_cancel = std::make_shared<std::atomic_bool>(false);
    const quint64 generation = ++m_generation;
    FleetImportOptions o;
    o.dryRun = options.dryRun;
    o.format = options.format;
    o.importer = options.importer;
    // Hand-backs are queued to this object's thread and dropped when they belong to an older job.
    const QPointer<ImportJob> self(this);
    const auto cancelFlag = m_cancel;
    m_thread = QThread::create([self, generation, cancelFlag, workspacePath, files, o]() mutable {
        const auto post = [self, generation](auto f) {
            QMetaObject::invokeMethod(
                self.data(),
                [self, generation, f] {
                    if (self && self->m_generation == generation)
                        f(self.data());
                },
                Qt::QueuedConnection);
        };
        WorkspaceStore store;
        if (store.open(workspacePath) != WorkspaceStore::OpenStatus::Ok) {
            const QString message = store.lastError();
            post([message](ImportJob *job) { Q_EMIT job->failed(message); });
            return;
        }
        qint64 total = 0;
        for (const QString &f : files)
            total += QFileInfo(f).size();
        qint64 before = 0;
        QElapsedTimer sinceProgress;
        sinceProgress.start();
        QList<FleetFileReport> reports;
        o.cancel = cancelFlag.get();
        for (int i = 0; i < files.size(); ++i) {
            const QString &path = files.at(i);
            if (cancelFlag->load()) {
                FleetFileReport r;
                r.path = path;
                r.status = FleetFileReport::Status::Cancelled;
                reports.append(r);
                post([i, r](ImportJob *job) { Q_EMIT job->fileFinished(i, r); });
                continue;
            }
            post([i, path](ImportJob *job) { Q_EMIT job->fileStarted(i, path); });
            o.progress = [&](std::uint64_t done, std::uint64_t) {
                if (sinceProgress.elapsed() < 50)
                    return;
                sinceProgress.restart();
                const qint64 now = before + qint64(done);
                post([now, total](ImportJob *job) { Q_EMIT job->progress(now, total); });
            };
            FleetFileReport r = store.importFleetFile(path, o);
            before += QFileInfo(path).size();
            post([before, total](ImportJob *job) { Q_EMIT job->progress(before, total); });
            reports.append(r);
            post([i, r](ImportJob *job) { Q_EMIT job->fileFinished(i, r); });
        }
        post([reports](ImportJob *job) { Q_EMIT job->finished(reports); });
    });
    m_thread->setObjectName(QStringLiteral("gpuplan-import"));
    m_thread->start();
    return true;
}

} // namespace GpuPlan
