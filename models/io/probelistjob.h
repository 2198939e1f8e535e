#pragma once

#include "probemetatypes.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>

class QProcess;
class QTimer;

namespace GpuPlan {

/**
 * Asks gpuplan-probe which backends load and which devices it sees (`--list --json`), without
 * blocking. A runner that is missing, crashes, hangs past the timeout, exits with an error, prints
 * something that is not a list report or speaks another schema ends the job with failed() and a
 * translated message, as ProbeProcess does. Ends with exactly one of finished() or failed(), always
 * from the event loop.
 */
class ProbeListJob : public QObject
{
    Q_OBJECT
public:
    explicit ProbeListJob(QObject *parent = nullptr);
    ~ProbeListJob() override;

    /// Starts the runner; returns false while a listing is in progress. @p timeoutMs <= 0: none.
    bool start(int timeoutMs = 30000);
    /// Kills the runner; neither finished() nor failed() follows.
    void cancel();
    bool isRunning() const;

    QString runnerPath() const;
    void setRunnerPath(const QString &path) { m_runnerPath = path; }
    QString errorString() const { return m_errorString; }

Q_SIGNALS:
    void finished(const Probe::ListReport &report);
    void failed(const QString &message);

private:
    void onFinished(int exitCode, int exitStatus);
    void fail(const QString &message);
    void detachProcess();

    QString m_runnerPath;
    QPointer<QProcess> m_process;
    QTimer *m_timeout = nullptr;
    int m_timeoutMs = 0;
    QByteArray m_stdout;
    QByteArray m_stderr;
    QString m_errorString;
};

} // namespace GpuPlan
