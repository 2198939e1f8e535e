#pragma once

#include "proberequest.h"
#include "proberun.h"

#include "protocol/burnin.h"
#include "protocol/exitcode.h"
#include "protocol/types.h"

#include <QObject>
#include <QStringList>

#include <optional>

namespace GpuPlan {

class ProbeProcess;
class WorkspaceStore;

/**
 * One run of gpuplan-probe as the GUI and the CLI both drive it: the request becomes the runner's
 * command line and timeout, the run's record (ProbeRun) is filled from the device and, once the run
 * has ended, from its outcome, and the run is kept or dropped by one rule. The streamed messages come
 * from process(); the end comes from finished() or failed(), after run() has its outcome.
 */
class ProbeSession : public QObject
{
    Q_OBJECT
public:
    /// A measurement's timeout.
    static constexpr int RunTimeoutMs = 30 * 60 * 1000;
    /// What a burn-in gets beyond its duration to start, warm up and judge.
    static constexpr int BurnInMarginMs = 10 * 60 * 1000;

    explicit ProbeSession(QObject *parent = nullptr);
    ~ProbeSession() override;

    /// The runner's arguments for @p request: `run --device ID [--tests T] [counts] --json-lines` or
    /// `burnin --device ID --minutes N|--seconds N [--class C] [criteria] --json-lines`.
    static QStringList arguments(const ProbeRequest &request);
    /// @p request's timeout, else RunTimeoutMs for a measurement, the duration plus BurnInMarginMs for a burn-in.
    static int timeoutMs(const ProbeRequest &request);
    /// The criteria a burn-in of @p request is judged against, as the workspace records them: the class's
    /// defaults with the request's values.
    static Probe::BurnInCriteria criteria(const ProbeRequest &request);
    /// The class a key names ("datacenter", "workstation", "consumer"; empty is datacenter), if any.
    static std::optional<Probe::SkuClass> skuClassFromKey(const QString &key);
    /// The record of a new run of @p request on @p device: started now (UTC), before it has an outcome.
    static ProbeRun newRun(const Probe::DeviceInfo &device, const ProbeRequest &request);

    /// Starts @p request on @p device; false (and nothing happens) while a run is in progress.
    bool start(const Probe::DeviceInfo &device, const ProbeRequest &request);
    /// Asks the runner to stop; the run ends with finished(ExitCode::Cancelled) and what it measured.
    void cancel();
    bool isRunning() const;

    /// The runner's client, for the messages it streams (progress, results, telemetry, ...).
    ProbeProcess *process() const { return m_process; }
    /// The current (or last) run's record; after the end with its runner version, exit code and status.
    const ProbeRun &run() const { return m_run; }
    /// The criteria of the current (or last) run, as criteria() gave them.
    const Probe::BurnInCriteria &runCriteria() const { return m_criteria; }
    /// The runner's exit code when the run finished, or nothing when it failed.
    std::optional<Probe::ExitCode> exitCode() const { return m_exitCode; }

    /// Whether the last run is worth storing: once the runner said hello, even when it then died (a card
    /// that crashes its runner is an intake finding in itself), never when it did not start talking.
    bool keepsRun() const;
    /// Stores the last run with its results and verdict (judged against runCriteria()) in @p store;
    /// its id, or 0 when the store refused it (WorkspaceStore::lastError()).
    qint64 save(WorkspaceStore &store) const;

Q_SIGNALS:
    /// The run ended with the runner's @p exitCode (or was cancelled); run() has the outcome.
    void finished(Probe::ExitCode exitCode);
    /// The run failed (crash, hang, garbage, ...); run() has the outcome, @p message says why.
    void failed(const QString &message);

private:
    void end(std::optional<Probe::ExitCode> exitCode);

    ProbeProcess *m_process = nullptr;
    ProbeRun m_run;
    Probe::BurnInCriteria m_criteria;
    std::optional<Probe::ExitCode> m_exitCode;
};

} // namespace GpuPlan
