#pragma once

#include "protocol/exitcode.h"

#include <QCoreApplication>
#include <QString>

class QProcess;

namespace GpuPlan {

/**
 * Where gpuplan-probe is and what its outcomes mean, in the user's language. Shared by ProbeProcess
 * (JSON-lines runs) and ProbeListJob (`--list --json`), so that both say the same thing.
 */
class ProbeRunner
{
    Q_DECLARE_TR_FUNCTIONS(ProbeRunner)
public:
    /// The environment variable that overrides the runner's path (tests, installs elsewhere).
    static constexpr const char *EnvironmentVariable = "GPUPLAN_PROBE";

    /// $GPUPLAN_PROBE when set, else gpuplan-probe next to the running executable (a build tree), else the
    /// installed one in libexec/gpuplan/ (relative to bin/). When neither exists, the one beside the executable
    /// (its absence is then reported by the run).
    static QString path();

    /// What an exit code of the runner means.
    static QString exitCodeText(Probe::ExitCode code);
    /// Exit code @p code with its meaning ("3 (no such device)"), also for codes the protocol lacks.
    static QString exitCodeWithMeaning(int code);

    static QString missingText(const QString &path, const QString &reason);
    static QString crashedText(const QString &path, int signal, const QString &stderrTail);
    static QString timedOutText(int timeoutMs);
    static QString invalidOutputText(int line, const QString &error, const QByteArray &text);
    static QString invalidListText(const QString &error, const QByteArray &text);
    static QString schemaMismatchText(int runnerSchema);
    static QString noFinalLineText(int exitCode, const QString &stderrTail);
    static QString failedExitText(int exitCode, const QString &stderrTail);
};

/**
 * Lets go of a runner: disconnects @p process from @p owner and hands it to ProbeReaper::forApplication(),
 * which kills it if it still runs and deletes it once it has ended, so that neither the owner nor its
 * destructor ever waits for a runner stuck in a driver call (~QProcess would), and no runner is leaked
 * when the application ends first. Null does nothing.
 */
void abandonRunnerProcess(QProcess *process, QObject *owner);

} // namespace GpuPlan
