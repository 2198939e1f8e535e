#include "probelistjob.h"

#include "proberunner.h"

#include <QProcess>
#include <QTimer>

#include <utility>

namespace GpuPlan {

namespace {
// A list report is a few kilobytes; megabytes of it are not one.
constexpr qsizetype kMaxReportBytes = 4 << 20;
} // namespace

ProbeListJob::ProbeListJob(QObject *parent)
    : QObject(parent)
    , m_timeout(new QTimer(this))
{
    registerProbeMetaTypes();
    m_timeout->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, [this] { fail(ProbeRunner::timedOutText(m_timeoutMs)); });
}

ProbeListJob::~ProbeListJob() { detachProcess(); }

QString ProbeListJob::runnerPath() const { return m_runnerPath.isEmpty() ? ProbeRunner::path() : m_runnerPath; }

bool ProbeListJob::isRunning() const { return m_process != nullptr; }

bool ProbeListJob::start(int timeoutMs)
{
    if (m_process)
        return false;
    m_stdout.clear();
    m_stderr.clear();
    m_errorString.clear();
    m_timeoutMs = timeoutMs;
    auto *process = new QProcess(this);
    m_process = process;
    connect(process, &QProcess::readyReadStandardOutput, this, [this] {
        m_stdout += m_process->readAllStandardOutput();
        if (m_stdout.size() > kMaxReportBytes)
            fail(ProbeRunner::invalidListText(tr("more than 4 MiB of output"), m_stdout));
    });
    connect(process, &QProcess::readyReadStandardError, this, [this] {
        m_stderr.append(m_process->readAllStandardError());
        m_stderr = m_stderr.right(2048);
    });
    connect(process, &QProcess::finished, this,
            [this](int code, QProcess::ExitStatus status) { onFinished(code, int(status)); });
    connect(process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart || !m_process)
            return;
        const QString message = ProbeRunner::missingText(runnerPath(), m_process->errorString());
        detachProcess();
        m_errorString = message;
        QMetaObject::invokeMethod(
            this, [this, message] { Q_EMIT failed(message); }, Qt::QueuedConnection);
    });
    process->start(runnerPath(), {QStringLiteral("--list"), QStringLiteral("--json")}, QIODevice::ReadOnly);
    if (m_process && timeoutMs > 0)
        m_timeout->start(timeoutMs);
    return true;
}

void ProbeListJob::cancel() { detachProcess(); }

void ProbeListJob::onFinished(int exitCode, int exitStatus)
{
    if (!m_process)
        return;
    m_stdout += m_process->readAllStandardOutput();
    m_stderr += m_process->readAllStandardError();
    const QString stderrTail = QString::fromUtf8(m_stderr.right(2048));
    if (exitStatus == QProcess::CrashExit)
        return fail(ProbeRunner::crashedText(runnerPath(), exitCode, stderrTail));
    const QByteArray text = m_stdout.trimmed();
    const auto parsed = Probe::parseListReport(std::string_view(text.constData(), std::size_t(text.size())));
    if (exitCode != 0 || !parsed.ok) {
        // A runner of another version may refuse with a usage error; say so when it printed its schema.
        if (parsed.foreignSchema)
            return fail(ProbeRunner::schemaMismatchText(parsed.foreignSchema));
        return fail(exitCode != 0 ? ProbeRunner::failedExitText(exitCode, stderrTail)
                                  : ProbeRunner::invalidListText(QString::fromStdString(parsed.error), text));
    }
    detachProcess();
    Q_EMIT finished(parsed.report);
}

void ProbeListJob::fail(const QString &message)
{
    m_errorString = message;
    detachProcess();
    Q_EMIT failed(message);
}

void ProbeListJob::detachProcess()
{
    m_timeout->stop();
    abandonRunnerProcess(std::exchange(m_process, nullptr), this);
}

} // namespace GpuPlan
