#include "proberunner.h"

#include "probemetatypes.h"
#include "probereaper.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>

namespace GpuPlan {

void registerProbeMetaTypes()
{
    qRegisterMetaType<Probe::Hello>();
    qRegisterMetaType<Probe::TestResult>();
    qRegisterMetaType<Probe::TelemetrySample>();
    qRegisterMetaType<Probe::BurnInCheck>();
    qRegisterMetaType<Probe::BurnInVerdict>();
    qRegisterMetaType<Probe::ExitCode>();
    qRegisterMetaType<Probe::ListReport>();
    qRegisterMetaType<std::vector<Probe::TestResult>>();
}

QString ProbeRunner::path()
{
    const QString fromEnvironment = qEnvironmentVariable(EnvironmentVariable);
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    // Beside the executable in a build tree; in libexec/gpuplan/ of an installed prefix.
    const QString dir = QCoreApplication::applicationDirPath();
    const QString beside = dir + QStringLiteral("/gpuplan-probe");
    const QString installed = QDir::cleanPath(dir + QStringLiteral("/" GPUPLAN_PROBE_FROM_BIN "/gpuplan-probe"));
    return QFileInfo::exists(beside) || !QFileInfo::exists(installed) ? beside : installed;
}

QString ProbeRunner::exitCodeText(Probe::ExitCode code)
{
    using Probe::ExitCode;
    switch (code) {
    case ExitCode::Ok:
        return tr("every test ran and verified");
    case ExitCode::TestFailed:
        return tr("a test ran but its result did not verify");
    case ExitCode::Usage:
        return tr("the runner refused its command line");
    case ExitCode::NoSuchDevice:
        return tr("no such device");
    case ExitCode::BackendUnavailable:
        return tr("the device's backend cannot be loaded");
    case ExitCode::Cancelled:
        return tr("cancelled");
    case ExitCode::Internal:
        return tr("an internal error in the runner or a backend");
    case ExitCode::BurnInQuarantine:
        return tr("burn-in finished: quarantine");
    case ExitCode::BurnInReject:
        return tr("burn-in finished: reject");
    }
    return tr("unknown exit code");
}

QString ProbeRunner::exitCodeWithMeaning(int code)
{
    Probe::ExitCode known{};
    const QString meaning = Probe::exitCodeFromInt(code, known) ? exitCodeText(known) : tr("unknown exit code");
    return tr("%1 (%2)").arg(code).arg(meaning);
}

QString ProbeRunner::missingText(const QString &path, const QString &reason)
{
    return tr("The probe runner %1 could not be started: %2. Build gpuplan-probe, or set %3 to its path.")
        .arg(QDir::toNativeSeparators(path), reason, QLatin1String(EnvironmentVariable));
}

namespace {
QString withStderr(const QString &message, const QString &stderrTail)
{
    const QString tail = stderrTail.trimmed();
    if (tail.isEmpty())
        return message;
    return message + QLatin1Char('\n') + ProbeRunner::tr("Its last words: %1").arg(tail);
}
} // namespace

QString ProbeRunner::crashedText(const QString &path, int signal, const QString &stderrTail)
{
    return withStderr(tr("The probe runner %1 crashed (signal %2). A faulty GPU or driver can do this; "
                         "GpuPlan itself is unaffected.")
                          .arg(QDir::toNativeSeparators(path))
                          .arg(signal),
                      stderrTail);
}

QString ProbeRunner::timedOutText(int timeoutMs)
{
    return tr("The probe runner did not finish within %1 s and was stopped. The GPU or its driver may be hung.")
        .arg(timeoutMs / 1000.0, 0, 'f', timeoutMs % 1000 == 0 ? 0 : 1);
}

namespace {
QString excerpt(const QByteArray &text)
{
    QString shown = QString::fromUtf8(text.left(120)).trimmed();
    if (text.size() > 120)
        shown += QStringLiteral("...");
    return shown;
}
} // namespace

QString ProbeRunner::invalidListText(const QString &error, const QByteArray &text)
{
    return tr("The probe runner's device list is invalid (%1): \"%2\".").arg(error, excerpt(text));
}

QString ProbeRunner::invalidOutputText(int line, const QString &error, const QByteArray &text)
{
    const QString shown = excerpt(text);
    return tr("The probe runner printed an invalid line %1 (%2): \"%3\". It was stopped.").arg(line).arg(error, shown);
}

QString ProbeRunner::schemaMismatchText(int runnerSchema)
{
    return tr("The probe runner speaks protocol schema %1; this GpuPlan reads schema %2. Install the "
              "gpuplan-probe that came with this GpuPlan.")
        .arg(runnerSchema)
        .arg(Probe::kSchemaVersion);
}

QString ProbeRunner::noFinalLineText(int exitCode, const QString &stderrTail)
{
    return withStderr(tr("The probe runner exited with code %1 without its final line; its output is incomplete.")
                          .arg(exitCodeWithMeaning(exitCode)),
                      stderrTail);
}

QString ProbeRunner::failedExitText(int exitCode, const QString &stderrTail)
{
    return withStderr(tr("The probe runner exited with code %1.").arg(exitCodeWithMeaning(exitCode)), stderrTail);
}

void abandonRunnerProcess(QProcess *process, QObject *owner)
{
    if (!process)
        return;
    process->disconnect(owner);
    ProbeReaper *reaper = ProbeReaper::forApplication();
    if (reaper && reaper->thread() == process->thread()) {
        reaper->adopt(process);
        return;
    }
    // No application in this thread to own it: the runner deletes itself once it has ended.
    process->setParent(nullptr);
    QObject::connect(process, &QProcess::finished, process, &QObject::deleteLater);
    if (process->state() == QProcess::NotRunning)
        process->deleteLater();
    else
        process->kill();
}

} // namespace GpuPlan
