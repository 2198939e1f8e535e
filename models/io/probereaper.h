#pragma once

#include <QObject>

class QProcess;

namespace GpuPlan {

/**
 * The owner of the runners that were let go while they still ran (cancelled, timed out, failed, or
 * their client destroyed): each is killed, and deleted once it has ended. A runner stuck in a driver
 * call can take long to die; its client (a page, a CLI command) never waits for it, and the reaper
 * keeps it meanwhile, so that no QProcess is left without an owner.
 *
 * When the application shuts down, its reaper (forApplication()) waits a bounded time for each runner
 * that remains and deletes it: an event loop that has ended never delivers their finished().
 */
class ProbeReaper : public QObject
{
    Q_OBJECT
public:
    /// How long the destructor waits for each runner that is still ending.
    static constexpr int ShutdownWaitMs = 5000;

    explicit ProbeReaper(QObject *parent = nullptr);
    /// Kills, waits for (ShutdownWaitMs each) and deletes the runners that have not ended yet.
    ~ProbeReaper() override;

    /// Takes @p process (not null, in this reaper's thread), kills it if it still runs and deletes it
    /// once it has ended.
    void adopt(QProcess *process);
    /// The runners adopted that have not ended yet.
    int pendingCount() const;

    /**
     * The reaper of the running application: a child of QCoreApplication, created on first use and
     * destroyed as the application shuts down (a post routine, while its event dispatcher still
     * exists). Null without an application, or when first asked for outside its thread.
     */
    static ProbeReaper *forApplication();
};

} // namespace GpuPlan
