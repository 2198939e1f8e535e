#include "probeprocess.h"
#include "qtutil/qtstring.h"

#include "proberunner.h"

#include <QProcess>
#include <QTimer>

#include <utility>
#include <variant>

namespace GpuPlan {

namespace {
// A runner that prints megabytes without a newline is not speaking the protocol.
constexpr qsizetype kMaxLineBytes = 1 << 20;
constexpr qsizetype kStderrTailBytes = 2048;

} // namespace

ProbeProcess::ProbeProcess(QObject *parent)
    : QObject(parent)
    , m_timeout(new QTimer(this))
{
    registerProbeMetaTypes();
    m_timeout->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, &ProbeProcess::onTimeout);
}

ProbeProcess::~ProbeProcess() { detachProcess(); }

QString ProbeProcess::runnerPath() const { return m_runnerPath.isEmpty() ? ProbeRunner::path() : m_runnerPath; }

QString ProbeProcess::failureKey(Failure failure)
{
    switch (failure) {
    case Failure::None:
        return QStringLiteral("none");
    case Failure::MissingRunner:
        return QStringLiteral("missing_runner");
    case Failure::Crashed:
        return QStringLiteral("crashed");
    case Failure::TimedOut:
        return QStringLiteral("timed_out");
    case Failure::InvalidOutput:
        return QStringLiteral("invalid_output");
    case Failure::SchemaMismatch:
        return QStringLiteral("schema_mismatch");
    case Failure::NoFinalLine:
        return QStringLiteral("no_final_line");
    }
    return QStringLiteral("none");
}

bool ProbeProcess::isRunning() const { return m_process != nullptr; }

void ProbeProcess::reset()
{
    m_cancelled = false;
    m_buffer.clear();
    m_stderrTail.clear();
    m_lineNumber = 0;
    m_hello.reset();
    m_results.clear();
    m_telemetry.clear();
    m_checks.clear();
    m_verdict.reset();
    m_errors.clear();
    m_final.reset();
    m_failure = Failure::None;
    m_errorString.clear();
}

bool ProbeProcess::start(const QStringList &arguments, int timeoutMs)
{
    if (m_process)
        return false;
    reset();
    m_timeoutMs = timeoutMs;
    // A fresh QProcess per run: signals of an earlier, detached runner can never reach this one.
    auto *process = new QProcess(this);
    m_process = process;
    process->setProcessChannelMode(QProcess::SeparateChannels);
    connect(process, &QProcess::readyReadStandardOutput, this, &ProbeProcess::readStdout);
    connect(process, &QProcess::readyReadStandardError, this, &ProbeProcess::readStderr);
    connect(process, &QProcess::finished, this,
            [this](int code, QProcess::ExitStatus status) { onFinished(code, int(status)); });
    connect(process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) { onErrorOccurred(int(e)); });
    process->start(runnerPath(), arguments, QIODevice::ReadOnly);
    if (m_process && timeoutMs > 0)
        m_timeout->start(timeoutMs);
    return true;
}

void ProbeProcess::cancel()
{
    if (!m_process || m_cancelled)
        return;
    m_cancelled = true;
    m_timeout->stop();
    QProcess *process = m_process;
    process->terminate();
    // The timer lives on the process: if the runner ends in time, it goes with it.
    QTimer::singleShot(TerminateGraceMs, process, [process] { process->kill(); });
}

void ProbeProcess::readStderr()
{
    if (!m_process)
        return;
    m_stderrTail += m_process->readAllStandardError();
    if (m_stderrTail.size() > kStderrTailBytes)
        m_stderrTail = m_stderrTail.right(kStderrTailBytes);
}

void ProbeProcess::readStdout()
{
    if (!m_process)
        return;
    m_buffer += m_process->readAllStandardOutput();
    qsizetype start = 0;
    while (m_process) {
        const qsizetype end = m_buffer.indexOf('\n', start);
        if (end < 0)
            break;
        const QByteArray line = m_buffer.mid(start, end - start);
        start = end + 1;
        if (!handleLine(line))
            return;
    }
    m_buffer.remove(0, start);
    if (m_process && m_buffer.size() > kMaxLineBytes) {
        fail(Failure::InvalidOutput,
             ProbeRunner::invalidOutputText(m_lineNumber + 1, tr("a line longer than 1 MiB"), m_buffer));
    }
}

bool ProbeProcess::handleLine(const QByteArray &rawLine)
{
    ++m_lineNumber;
    const QByteArray line = rawLine.trimmed();
    if (line.isEmpty())
        return true;
    if (m_final)
        return true; // nothing after the final line counts
    const Probe::ParseResult parsed = Probe::parseLine(std::string_view(line.constData(), std::size_t(line.size())));
    if (!parsed.ok) {
        if (parsed.foreignSchema) {
            fail(Failure::SchemaMismatch, ProbeRunner::schemaMismatchText(parsed.foreignSchema));
            return false;
        }
        fail(Failure::InvalidOutput, ProbeRunner::invalidOutputText(m_lineNumber, qs(parsed.error), line));
        return false;
    }
    if (!m_hello && !std::holds_alternative<Probe::Hello>(parsed.message)) {
        fail(Failure::InvalidOutput,
             ProbeRunner::invalidOutputText(m_lineNumber, tr("the first message must be a hello line"), line));
        return false;
    }
    // Each emit may run a slot that cancels or deletes this object later; state is updated first.
    if (const auto *hello = std::get_if<Probe::Hello>(&parsed.message)) {
        m_hello = *hello;
        Q_EMIT helloReceived(*hello);
    } else if (const auto *p = std::get_if<Probe::Progress>(&parsed.message)) {
        Q_EMIT progress(p->fraction, qs(p->stage));
        if (p->value && m_process)
            Q_EMIT stageValue(qs(p->stage), *p->value, qs(p->unit));
    } else if (const auto *r = std::get_if<Probe::ResultLine>(&parsed.message)) {
        m_results.push_back(r->result);
        Q_EMIT resultReceived(r->result);
    } else if (const auto *t = std::get_if<Probe::TelemetryLine>(&parsed.message)) {
        m_telemetry.push_back(t->sample);
        Q_EMIT telemetryReceived(t->sample);
    } else if (const auto *c = std::get_if<Probe::BurnInCheckLine>(&parsed.message)) {
        m_checks.push_back(c->check);
        Q_EMIT burnInCheckReceived(c->check);
    } else if (const auto *v = std::get_if<Probe::VerdictLine>(&parsed.message)) {
        m_verdict = v->verdict;
        Q_EMIT verdictReceived(v->verdict);
    } else if (const auto *e = std::get_if<Probe::ErrorLine>(&parsed.message)) {
        m_errors.push_back(*e);
        Q_EMIT errorLine(qs(e->code), qs(e->message));
    } else if (const auto *f = std::get_if<Probe::FinalLine>(&parsed.message)) {
        m_final = *f;
    }
    return m_process != nullptr;
}

void ProbeProcess::onErrorOccurred(int error)
{
    if (error != QProcess::FailedToStart || !m_process)
        return;
    const QString message = ProbeRunner::missingText(runnerPath(), m_process->errorString());
    detachProcess();
    m_failure = Failure::MissingRunner;
    m_errorString = message;
    // QProcess reports this from inside start(): hand it back from the event loop like every other end.
    QMetaObject::invokeMethod(
        this, [this, message] { Q_EMIT failed(message); }, Qt::QueuedConnection);
}

void ProbeProcess::onTimeout()
{
    if (m_process)
        fail(Failure::TimedOut, ProbeRunner::timedOutText(m_timeoutMs));
}

void ProbeProcess::onFinished(int exitCode, int exitStatus)
{
    if (!m_process)
        return;
    readStdout();
    if (!m_process)
        return; // the last output was invalid: already failed
    readStderr();
    if (!m_buffer.trimmed().isEmpty() && !handleLine(m_buffer))
        return;
    m_buffer.clear();
    const QString stderrTail = QString::fromUtf8(m_stderrTail);
    const bool crashed = exitStatus == QProcess::CrashExit;
    detachProcess();

    if (m_cancelled) {
        const Probe::ExitCode code = m_final ? m_final->exitCode : Probe::ExitCode::Cancelled;
        Q_EMIT finished(code, m_results);
        return;
    }
    if (crashed) {
        fail(Failure::Crashed, ProbeRunner::crashedText(runnerPath(), exitCode, stderrTail));
        return;
    }
    if (!m_final) {
        fail(Failure::NoFinalLine, ProbeRunner::noFinalLineText(exitCode, stderrTail));
        return;
    }
    // The process's own status is the last word; the final line says the same unless the runner
    // failed while shutting down.
    Probe::ExitCode code = m_final->exitCode;
    Probe::ExitCode fromProcess{};
    if (Probe::exitCodeFromInt(exitCode, fromProcess))
        code = fromProcess;
    Q_EMIT finished(code, m_results);
}

void ProbeProcess::fail(Failure failure, const QString &message)
{
    m_failure = failure;
    m_errorString = message;
    // No grace on a failure: nothing the runner prints now is read, and a hung one may ignore SIGTERM.
    detachProcess();
    Q_EMIT failed(message);
}

void ProbeProcess::detachProcess()
{
    m_timeout->stop();
    abandonRunnerProcess(std::exchange(m_process, nullptr), this);
}

} // namespace GpuPlan
