#pragma once

#include "protocol/burnin.h"

#include <QDateTime>
#include <QString>

namespace GpuPlan {

/// One stored run of gpuplan-probe (`run` or `burnin`) on one device, as kept in a workspace.
struct ProbeRun
{
    qint64 id = 0;       ///< assigned by WorkspaceStore::saveProbeRun
    QDateTime startedAt; ///< stored in UTC, ISO 8601
    QString command;     ///< "run" or "burnin"
    // The device, as `gpuplan-probe --list` named it: uuid and serial identify a card across runs.
    QString backend;
    QString deviceId; ///< "cuda:0"
    QString deviceName;
    QString vendor;
    QString uuid;
    QString serial;
    QString pciBusId;
    QString runnerVersion;
    int exitCode = -1;  ///< the runner's exit code; -1 when it never gave one (crash, hang)
    QString exitStatus; ///< exitCodeKey() ("ok", "test_failed", ...) or ProbeProcess::failureKey()
    QString note;

    bool operator==(const ProbeRun &) const = default;
};

/// Which runs WorkspaceStore::probeRuns returns: every given field must match.
struct ProbeRunFilter
{
    QString uuid;
    QString serial;
};

/// A burn-in's verdict with the criteria it was judged against.
struct ProbeVerdict
{
    qint64 runId = 0;
    Probe::BurnInVerdict verdict;
    Probe::BurnInCriteria criteria;
};

/// The latest burn-in verdict of one device (identified by uuid, else serial, else PCI bus id).
struct DeviceVerdict
{
    ProbeRun run;
    ProbeVerdict verdict;
};

} // namespace GpuPlan
