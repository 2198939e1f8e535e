#include "jobtracker.h"

namespace GpuPlan {

namespace Detail {

void postToContext(const std::shared_ptr<JobState> &state, std::function<void()> f, bool last,
                   std::function<void()> discard)
{
    if (!state->context || (state->stale() && !discard))
        return;
    QMetaObject::invokeMethod(
        state->context.data(),
        [state, f = std::move(f), last, discard = std::move(discard)] {
            if (state->stale()) { // started again or cancelled after this was posted
                if (discard)
                    discard();
                return;
            }
            if (last)
                state->tracker->running = false;
            f();
        },
        Qt::QueuedConnection);
}

} // namespace Detail

void JobControl::progress(qint64 done, qint64 total) const
{
    if (!m_state->onProgress || m_state->stale())
        return;
    {
        const std::lock_guard<std::mutex> lock(m_state->progressMutex);
        const bool end = total > 0 && done >= total;
        if (!end && m_state->sinceProgress.isValid() && m_state->sinceProgress.elapsed() < 50)
            return;
        m_state->sinceProgress.start();
    }
    Detail::postToContext(
        m_state, [state = m_state, done, total] { state->onProgress(done, total); }, false);
}

void JobControl::post(std::function<void()> f) const { Detail::postToContext(m_state, std::move(f), false); }

JobTracker::JobTracker(QObject *context)
    : m_context(context)
{
    // Its own pool: a long import must not hold back a chart read or a ranking waiting in the global one.
    m_pool.setMaxThreadCount(4);
}

JobTracker::~JobTracker()
{
    cancel();
    m_pool.waitForDone();
}

std::shared_ptr<Detail::JobState> JobTracker::newJob(std::function<void(qint64, qint64)> onProgress)
{
    auto state = std::make_shared<Detail::JobState>();
    state->tracker = m_shared;
    state->id = ++m_shared->current;
    state->context = m_context;
    state->onProgress = std::move(onProgress);
    m_shared->running = true;
    return state;
}

void JobTracker::cancel()
{
    ++m_shared->current;
    m_shared->running = false;
}

void JobTracker::waitForDone() { m_pool.waitForDone(); }

} // namespace GpuPlan
