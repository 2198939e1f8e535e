#pragma once

#include "probemetatypes.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QProcess;
class QTimer;

namespace GpuPlan {

/**
 * Runs gpuplan-probe (`run ... --json-lines` or `burnin ... --json-lines`) in its own process and turns
 * its versioned JSON lines into signals. The runner, not the GUI, is what a faulty GPU or driver takes
 * down: a crash, a hang past the timeout, a line that does not parse, a newer protocol schema, a
 * missing runner or an exit without the final line each end the run with failed() and a translated
 * message, and the runner is killed where it still runs.
 *
 * Every run ends with exactly one of finished() or failed(), always from the event loop (never inside
 * start()). Nothing blocks: no waitFor*(), no processEvents().
 */
class ProbeProcess : public QObject
{
    Q_OBJECT
public:
    enum class Failure {
        None,
        MissingRunner,  ///< the runner could not be started (path in the message)
        Crashed,        ///< killed by a signal (abort, segfault, a driver fault)
        TimedOut,       ///< still running after the timeout; killed
        InvalidOutput,  ///< a line that is not a valid message, or no hello first; killed
        SchemaMismatch, ///< the runner speaks another protocol schema; killed
        NoFinalLine,    ///< exited without its final line (a usage error or an early exit)
    };
    Q_ENUM(Failure)

    /// How long the runner gets to finish its final line after SIGTERM before it is killed.
    static constexpr int TerminateGraceMs = 3000;

    explicit ProbeProcess(QObject *parent = nullptr);
    /// Kills a runner that still runs.
    ~ProbeProcess() override;

    /// Starts the runner with @p arguments (without the program); @p timeoutMs <= 0 means no timeout.
    /// Returns false (and does nothing) while a run is in progress.
    bool start(const QStringList &arguments, int timeoutMs);
    /// Asks the runner to stop (SIGTERM: it streams its partial results and a final line), then kills
    /// it after TerminateGraceMs. The run ends with finished(ExitCode::Cancelled, partial results).
    void cancel();
    bool isRunning() const;

    /// The runner's path for the next start(); ProbeRunner::path() unless set.
    QString runnerPath() const;
    void setRunnerPath(const QString &path) { m_runnerPath = path; }

    // What the current (or last) run reported so far.
    std::optional<Probe::Hello> hello() const { return m_hello; }
    const std::vector<Probe::TestResult> &results() const { return m_results; }
    const std::vector<Probe::TelemetrySample> &telemetry() const { return m_telemetry; }
    const std::vector<Probe::BurnInCheck> &burnInChecks() const { return m_checks; }
    std::optional<Probe::BurnInVerdict> verdict() const { return m_verdict; }
    const std::vector<Probe::ErrorLine> &errors() const { return m_errors; }
    std::optional<Probe::FinalLine> finalLine() const { return m_final; }
    Failure failure() const { return m_failure; }
    /// The failure's message, or empty.
    QString errorString() const { return m_errorString; }
    /// A stable lower-case key for a failure ("crashed", "timed_out", ...), as stored in a workspace.
    static QString failureKey(Failure failure);

Q_SIGNALS:
    void helloReceived(const Probe::Hello &hello);
    void progress(double fraction, const QString &stage);
    /// The latest measurement of the running stage (for a live chart), when the runner gives one.
    void stageValue(const QString &stage, double value, const QString &unit);
    void resultReceived(const Probe::TestResult &result);
    void telemetryReceived(const Probe::TelemetrySample &sample);
    void burnInCheckReceived(const Probe::BurnInCheck &check);
    void verdictReceived(const Probe::BurnInVerdict &verdict);
    /// An error line of the runner (a backend that cannot load, a miscompare); the run goes on.
    void errorLine(const QString &code, const QString &message);
    /// The runner exited with its final line (or was cancelled). @p exitCode is its exit status.
    void finished(Probe::ExitCode exitCode, const std::vector<Probe::TestResult> &results);
    void failed(const QString &message);

private:
    void readStdout();
    void readStderr();
    void onFinished(int exitCode, int exitStatus);
    void onErrorOccurred(int error);
    void onTimeout();
    /// Handles one line; false when the run was failed (the runner is then being killed).
    bool handleLine(const QByteArray &line);
    void fail(Failure failure, const QString &message);
    /// Stops listening to the runner and kills it if it still runs.
    void detachProcess();
    void reset();

    QString m_runnerPath;
    QPointer<QProcess> m_process;
    QTimer *m_timeout = nullptr;
    int m_timeoutMs = 0;
    bool m_cancelled = false;
    QByteArray m_buffer;
    QByteArray m_stderrTail;
    int m_lineNumber = 0;

    std::optional<Probe::Hello> m_hello;
    std::vector<Probe::TestResult> m_results;
    std::vector<Probe::TelemetrySample> m_telemetry;
    std::vector<Probe::BurnInCheck> m_checks;
    std::optional<Probe::BurnInVerdict> m_verdict;
    std::vector<Probe::ErrorLine> m_errors;
    std::optional<Probe::FinalLine> m_final;
    Failure m_failure = Failure::None;
    QString m_errorString;
};

} // namespace GpuPlan
