#pragma once

#include "fleetreport.h"

#include "core/intake/intakelot.h"
#include "protocol/burnin.h"

#include <QString>

#include <optional>

namespace GpuPlan {

class WorkspaceStore;

/// An imported burn-in log judged for one intake card.
struct BurnInLogResult
{
    std::optional<Probe::BurnInVerdict> verdict; ///< none: refused, @p error says why
    QString error;                               ///< translated
    FleetFileReport report;                      ///< the fleet import of the file
};

/**
 * The burn-in the operator ran elsewhere (e.g. `nvidia-smi dmon` or `--query-gpu` logged during gpu-burn), judged
 * for @p card: the file is first read without writing (a dry run) and refused, with nothing stored, unless it is a
 * fleet file GpuPlan reads with telemetry and one of its devices is the card (its UUID, any case, else its serial).
 * It is then imported into the fleet like any file (one transaction; content already imported is not stored twice),
 * and the card's device's telemetry and events are judged with judgeImportedBurnIn() against @p criteria. The
 * card's state is not changed here.
 */
BurnInLogResult judgeBurnInLog(WorkspaceStore &store, const QString &path, const IntakeCard &card,
                               const Probe::BurnInCriteria &criteria);

} // namespace GpuPlan
