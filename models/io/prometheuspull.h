#pragma once

#include "fleetreport.h"
#include "prometheussource.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace GpuPlan {

class WorkspaceStore;

/// What Test Connection says about a server.
struct PrometheusProbe
{
    bool ok = false;
    QString version;     ///< buildinfo's, or "unknown" for a server that has no buildinfo endpoint
    int gpus = 0;        ///< GPUs with series in the last 24 hours, under the source's selector
    QStringList metrics; ///< the GPU metrics GpuPlan reads that the server has
    QString message;     ///< translated, when not ok
};

struct PrometheusPullRequest
{
    PrometheusSource source;
    QString secret; ///< token or password; empty: the source's token file, if any
    /// The window, Unix seconds. start 0: from the source's last pull (the next bucket), else the last hour.
    /// end 0: now.
    double start = 0;
    double end = 0;
    int step = 0;                                      ///< 0: the source's, else chosen from the window
    bool dryRun = false;                               ///< discover and plan, pull nothing
    QString documentDir;                               ///< where pull documents are kept; empty: the app's data folder
    int timeoutMs = 120000;                            ///< per request: a server silent this long fails the pull
    std::function<bool()> cancelled;                   ///< polled: true stops the pull, which then changes nothing
    std::function<void(int done, int total)> progress; ///< queries answered, of all
};

struct PrometheusPullResult
{
    enum class Status { Pulled, DryRun, NothingNew, Failed, Cancelled };
    Status status = Status::Failed;
    QString message; ///< translated: why it failed
    QString server;  ///< the server's version
    double start = 0, end = 0;
    int step = 0;
    int chunks = 0;
    QStringList metrics; ///< the GPU metrics found
    QStringList queries; ///< the PromQL asked (once per chunk)
    int devices = 0;
    qint64 points = 0;
    qint64 bytes = 0;     ///< answered by the server
    QStringList problems; ///< a partial pull's failed queries
    QString document;     ///< the pull document imported
    FleetFileReport report;
    bool partial() const { return !problems.isEmpty(); }
};

const char *prometheusPullStatusKey(PrometheusPullResult::Status status); ///< "pulled", "dry_run", ...

/// Test Connection: the server's version and the GPUs it sees.
PrometheusProbe probePrometheus(const PrometheusSource &source, const QString &secret = {});

/**
 * Pulls a window of GPU telemetry into @p store: discovers the GPU metrics under the selector, asks each
 * aggregated per bucket (prompull.h) chunk by chunk, writes the pull document and imports it like a file
 * (its devices, samples, events and the health rules), then records the pull's end on the source (saved
 * without secret). A failure changes nothing; a query that fails while others answer makes the pull
 * partial (the document and the import report say so). Runs on the calling thread (a job or the CLI).
 */
PrometheusPullResult pullPrometheus(WorkspaceStore &store, const PrometheusPullRequest &request);

} // namespace GpuPlan
