#include "probereaper.h"

#include <QCoreApplication>
#include <QProcess>
#include <QThread>

namespace GpuPlan {

namespace {
ProbeReaper *applicationReaper()
{
    QCoreApplication *app = QCoreApplication::instance();
    return app ? app->findChild<ProbeReaper *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

void deleteApplicationReaper() { delete applicationReaper(); }
} // namespace

ProbeReaper::ProbeReaper(QObject *parent)
    : QObject(parent)
{
}

ProbeReaper::~ProbeReaper()
{
    // Waiting is right here and nowhere else: the clients are gone, and these runners were killed
    // already, so each normally ends at once. One stuck in the kernel is given up on by ~QProcess.
    const auto processes = findChildren<QProcess *>(QString(), Qt::FindDirectChildrenOnly);
    for (QProcess *process : processes) {
        process->disconnect();
        if (process->state() != QProcess::NotRunning) {
            process->kill();
            process->waitForFinished(ShutdownWaitMs);
        }
        delete process;
    }
}

void ProbeReaper::adopt(QProcess *process)
{
    process->setParent(this);
    if (process->state() == QProcess::NotRunning) {
        process->deleteLater();
        return;
    }
    // deleteLater, not delete: finished() may be emitted from inside the process's own code.
    connect(process, &QProcess::finished, process, &QObject::deleteLater);
    process->kill();
}

int ProbeReaper::pendingCount() const
{
    int count = 0;
    for (const QProcess *process : findChildren<QProcess *>(QString(), Qt::FindDirectChildrenOnly))
        count += process->state() != QProcess::NotRunning ? 1 : 0;
    return count;
}

ProbeReaper *ProbeReaper::forApplication()
{
    QCoreApplication *app = QCoreApplication::instance();
    if (!app)
        return nullptr;
    if (ProbeReaper *reaper = applicationReaper())
        return reaper;
    if (QThread::currentThread() != app->thread())
        return nullptr; // a child of the application is created in its thread only
    auto *reaper = new ProbeReaper(app);
    // Post routines run first in ~QCoreApplication; a child would only go in ~QObject, after the
    // event dispatcher the processes' notifiers are registered with.
    qAddPostRoutine(deleteApplicationReaper);
    return reaper;
}

} // namespace GpuPlan
