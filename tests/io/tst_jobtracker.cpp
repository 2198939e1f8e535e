#include "io/jobtracker.h"

#include <QCoreApplication>
#include <QSemaphore>
#include <QTest>
#include <QThread>

#include <atomic>
#include <utility>
#include <vector>

using namespace GpuPlan;

class TestJobTracker : public QObject
{
    Q_OBJECT

private:
    /// Delivers what the workers posted, after they all returned.
    static void drain(JobTracker &jobs)
    {
        jobs.waitForDone();
        QCoreApplication::sendPostedEvents();
    }

private Q_SLOTS:
    void handsBackOnTheContextThread()
    {
        JobTracker jobs(this);
        QThread *worker = nullptr;
        QThread *handedBackOn = nullptr;
        int result = 0;
        jobs.start(
            [&worker](const JobControl &) {
                worker = QThread::currentThread();
                return 6 * 7;
            },
            [&](int value) {
                handedBackOn = QThread::currentThread();
                result = value;
            });
        QVERIFY(jobs.isRunning());
        QTRY_COMPARE(result, 42);
        QCOMPARE(handedBackOn, QThread::currentThread());
        QVERIFY(worker != QThread::currentThread());
        QVERIFY(!jobs.isRunning());
    }

    void aNewerStartMakesTheOlderResultStale()
    {
        JobTracker jobs(this);
        QSemaphore release;
        std::atomic_bool firstSawCancel = false;
        std::vector<int> results;
        jobs.start(
            [&](const JobControl &control) {
                release.acquire();
                firstSawCancel = control.cancelled();
                return 1;
            },
            [&](int value) { results.push_back(value); });
        jobs.start([](const JobControl &) { return 2; }, [&](int value) { results.push_back(value); });
        QTRY_COMPARE(results, std::vector<int>{2});
        release.release();
        drain(jobs);
        QCOMPARE(results, std::vector<int>{2});
        QVERIFY(firstSawCancel);
    }

    void aStaleResultGoesToDiscard()
    {
        JobTracker jobs(this);
        QSemaphore release;
        std::vector<int> done;
        std::vector<int> discarded;
        jobs.start(
            [&](const JobControl &) {
                release.acquire();
                return 1;
            },
            [&](int value) { done.push_back(value); }, {}, [&](int value) { discarded.push_back(value); });
        jobs.cancel();
        release.release();
        drain(jobs);
        QVERIFY(done.empty());
        QCOMPARE(discarded, std::vector<int>{1});
    }

    void cancelStopsTheWorkAndHandsNothingBack()
    {
        JobTracker jobs(this);
        QSemaphore started;
        bool handedBack = false;
        jobs.start(
            [&](const JobControl &control) {
                started.release();
                while (!control.cancelled())
                    QThread::yieldCurrentThread();
            },
            [&] { handedBack = true; });
        started.acquire();
        QVERIFY(jobs.isRunning());
        jobs.cancel();
        QVERIFY(!jobs.isRunning());
        drain(jobs); // returns only because the work saw the cancel
        QVERIFY(!handedBack);
    }

    void progressIsThrottledAndEndsAtTheTotal()
    {
        JobTracker jobs(this);
        std::vector<std::pair<qint64, qint64>> seen;
        bool done = false;
        jobs.start(
            [](const JobControl &control) {
                for (qint64 i = 1; i <= 1000; ++i)
                    control.progress(i, 1000);
            },
            [&] { done = true; }, [&](qint64 d, qint64 t) { seen.emplace_back(d, t); });
        QTRY_VERIFY(done);
        // The first report and the last always come; a thousand in a few milliseconds do not.
        QVERIFY2(seen.size() >= 2 && seen.size() < 100, qPrintable(QString::number(seen.size())));
        QCOMPARE(seen.front(), std::make_pair(qint64(1), qint64(1000)));
        QCOMPARE(seen.back(), std::make_pair(qint64(1000), qint64(1000)));
    }

    void postedStepsArriveInOrderBeforeTheResult()
    {
        JobTracker jobs(this);
        std::vector<int> order;
        jobs.start(
            [&order](const JobControl &control) {
                control.post([&order] { order.push_back(1); });
                control.post([&order] { order.push_back(2); });
                return 3;
            },
            [&](int value) { order.push_back(value); });
        QTRY_COMPARE(order.size(), std::size_t(3));
        QCOMPARE(order, (std::vector<int>{1, 2, 3}));
    }

    void theCoreCallbackAnswersWhetherToGoOn()
    {
        JobTracker jobs(this);
        QSemaphore started;
        QSemaphore release;
        std::atomic_int answers = -1;
        jobs.start(
            [&](const JobControl &control) {
                const auto callback = control.progressCallback();
                const bool before = callback(1, 10);
                started.release();
                release.acquire();
                answers = (before ? 10 : 0) + (callback(2, 10) ? 1 : 0);
            },
            [] {});
        started.acquire();
        jobs.cancel();
        release.release();
        drain(jobs);
        QCOMPARE(answers.load(), 10); // went on before the cancel, stops after it
    }

    void theDestructorWaitsForItsJobs()
    {
        std::atomic_bool returned = false;
        QSemaphore started;
        {
            JobTracker jobs(this);
            jobs.start(
                [&](const JobControl &control) {
                    started.release();
                    while (!control.cancelled())
                        QThread::yieldCurrentThread();
                    returned = true;
                },
                [] {});
            started.acquire();
        }
        QVERIFY(returned);
    }

    void aDeletedContextGetsNothing()
    {
        auto *context = new QObject;
        bool handedBack = false;
        QSemaphore release;
        JobTracker jobs(context);
        jobs.start(
            [&](const JobControl &) {
                release.acquire();
                return 1;
            },
            [&](int) { handedBack = true; });
        delete context;
        release.release();
        drain(jobs);
        QVERIFY(!handedBack);
    }
};

QTEST_GUILESS_MAIN(TestJobTracker)
#include "tst_jobtracker.moc"
