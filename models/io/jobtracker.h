#pragma once

#include <QElapsedTimer>
#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <type_traits>
#include <utility>

namespace GpuPlan {

namespace Detail {
/// The tracker's side, shared with its jobs so that a hand-back never needs the tracker itself. The
/// current id moves on when a job is started again or cancelled: every older job is then stale.
struct JobTrackerState
{
    std::atomic<quint64> current{0};
    bool running = false; ///< only touched on the context's thread
};

/// One job's side.
struct JobState
{
    std::shared_ptr<JobTrackerState> tracker;
    quint64 id = 0;
    QPointer<QObject> context;
    std::function<void(qint64, qint64)> onProgress;
    std::mutex progressMutex;
    QElapsedTimer sinceProgress;
    bool stale() const { return tracker->current.load() != id; }
};

/// Runs @p f on the job's context thread if the job is still current then, else @p discard (if any);
/// @p last ends the job.
void postToContext(const std::shared_ptr<JobState> &state, std::function<void()> f, bool last,
                   std::function<void()> discard = {});

/// start()'s default: a stale result needs nothing done.
struct KeepNothing
{
    template <typename... Args>
    void operator()(Args &&...) const
    {
    }
};
} // namespace Detail

/**
 * What a running job is given: whether to stop, and the way back to the thread that started it.
 * Copies are cheap and may be used from any thread.
 */
class JobControl
{
public:
    explicit JobControl(std::shared_ptr<Detail::JobState> state)
        : m_state(std::move(state))
    {
    }

    /// True once the job was cancelled or replaced by a newer one: stop at the next safe point.
    bool cancelled() const { return m_state->stale(); }
    /// Progress, handed back queued at most every 50 ms (and always when @p done reaches @p total);
    /// dropped once the job is stale.
    void progress(qint64 done, qint64 total) const;
    /// Runs @p f on the tracker's thread, unless the job is stale by then.
    void post(std::function<void()> f) const;
    /// The core libraries' callback shape: reports progress and answers whether to go on.
    std::function<bool(int, int)> progressCallback() const
    {
        return [control = *this](int done, int total) {
            control.progress(done, total);
            return !control.cancelled();
        };
    }

private:
    std::shared_ptr<Detail::JobState> m_state;
};

/**
 * The one way GpuPlan runs work off the GUI thread (after hotspot's JobTracker): start() runs the work
 * on the tracker's own thread pool, and hands its result back queued to the context object's thread,
 * but only when no newer start() or cancel() came meanwhile (the stale-result guard). The work is given
 * a JobControl for cancel, progress and intermediate hand-backs. The tracker's destructor cancels and
 * waits for every job still running, so a job never outlives the page that owns the tracker.
 *
 * Lifetime: the context object must outlive the tracker; make the tracker a member of the context (or
 * of an object the context owns), as every page does. A hand-back never touches the tracker, only the
 * context (through a QPointer), so it is dropped if the context is gone by then. Work must not capture
 * the context or its members by reference: it runs on a worker thread while the GUI goes on; copy in
 * what it reads (shared_ptr to const data) and hand results back through done() or JobControl::post().
 */
class JobTracker
{
public:
    explicit JobTracker(QObject *context);
    ~JobTracker();
    JobTracker(const JobTracker &) = delete;
    JobTracker &operator=(const JobTracker &) = delete;

    /**
     * Starts @p work (callable as work(const JobControl &) on a worker thread) after making any running
     * job stale. When it returns and is still current, @p done(result) runs on the context's thread
     * (done() without an argument for void work). @p onProgress receives JobControl::progress().
     * A stale result goes to @p discard instead, on the same thread, for what it holds that must be
     * released there (a file it wrote).
     */
    template <typename Work, typename Done, typename Discard = Detail::KeepNothing>
    void start(Work work, Done done, std::function<void(qint64 done, qint64 total)> onProgress = {},
               Discard discard = {})
    {
        using Result = std::invoke_result_t<Work, const JobControl &>;
        const std::shared_ptr<Detail::JobState> state = newJob(std::move(onProgress));
        constexpr bool keepsNothing = std::is_same_v<Discard, Detail::KeepNothing>;
        m_pool.start([state, work = std::move(work), done = std::move(done), discard = std::move(discard)]() mutable {
            const JobControl control(state);
            if constexpr (std::is_void_v<Result>) {
                work(control);
                Detail::postToContext(
                    state, [done = std::move(done)]() mutable { done(); }, true);
            } else {
                auto result = std::make_shared<Result>(work(control));
                std::function<void()> release;
                if constexpr (!keepsNothing)
                    release = [discard = std::move(discard), result]() mutable { discard(std::move(*result)); };
                Detail::postToContext(
                    state, [done = std::move(done), result]() mutable { done(std::move(*result)); }, true,
                    std::move(release));
            }
        });
    }

    /// Makes the running job stale: it should stop, and nothing more of it is handed back.
    void cancel();
    /// A current job was started and its result has not been handed back yet.
    bool isRunning() const { return m_shared->running; }
    /// Blocks until every job started so far, stale ones included, has returned.
    void waitForDone();

private:
    std::shared_ptr<Detail::JobState> newJob(std::function<void(qint64, qint64)> onProgress);

    QObject *m_context;
    std::shared_ptr<Detail::JobTrackerState> m_shared = std::make_shared<Detail::JobTrackerState>();
    QThreadPool m_pool;
};

} // namespace GpuPlan
